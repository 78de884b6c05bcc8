<?php
/**
 * Preview mode (<html data-nl-debug>): every problem of a tag shown in place, and a panel listing
 * them. On in WordPress's post preview and for logged-in users who can edit posts; never for
 * visitors. The filter `nl_components_preview_mode` (bool) decides last.
 *
 * @package nl-components
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether this page view is in preview mode.
 *
 * @return bool
 */
function nl_components_preview_mode() {
	$on = ! is_admin() && ( is_preview() || ( is_user_logged_in() && current_user_can( 'edit_posts' ) ) );
	/**
	 * Filters whether the page is in nl-components' preview mode.
	 *
	 * @param bool $on On in a post preview and for users who can edit posts.
	 */
	return (bool) apply_filters( 'nl_components_preview_mode', $on );
}

/**
 * Filter language_attributes (the theme's <html> tag): data-nl-debug in preview mode.
 *
 * @param string $output The <html> element's attributes.
 * @return string
 */
function nl_components_language_attributes( $output ) {
	return nl_components_preview_mode() ? $output . ' data-nl-debug' : $output;
}
add_filter( 'language_attributes', 'nl_components_language_attributes' );
