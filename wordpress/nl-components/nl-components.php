<?php
/**
 * Plugin Name:       nl-components
 * Plugin URI:        https://github.com/voorbeeld-groep/nl-components
 * Description:       The nl-* web components in posts and pages: kept when Authors save them, kept by the classic editor and by wpautop, and loaded on every page.
 * Version:           0.2.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Voorbeeld Groep
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       nl-components
 *
 * @package nl-components
 */

defined( 'ABSPATH' ) || exit;

define( 'NL_COMPONENTS_FILE', __FILE__ );

/**
 * The tags, their attributes and the rest of what the build generates (includes/data.php), read once.
 *
 * @return array{version: string, tags: array<string, string[]>, uri_attributes: string[], inline: string[], tinymce: array<string, string>, core_chunk: string, integrity: array<string, string>}
 */
function nl_components_data() {
	static $data = null;
	if ( null === $data ) {
		$data = require __DIR__ . '/includes/data.php';
	}
	return $data;
}

require __DIR__ . '/includes/kses.php';
require __DIR__ . '/includes/autop.php';
require __DIR__ . '/includes/editor.php';
require __DIR__ . '/includes/assets.php';
require __DIR__ . '/includes/preview.php';
