<?php
/**
 * The classic editor (TinyMCE 4.9 in WordPress 6.1, inside its own JavaScript wpautop).
 *
 * - tiny_mce_before_init: every tag as a custom element (inline ones as `~tag`, so they stay in their
 *   paragraph), each with its attributes, as `nl-components/cms`'s tinymceOptions has them. A custom
 *   element rule in TinyMCE 4.9 is a copy of div's or span's without "remove when empty", so an
 *   empty <nl-search></nl-search> stays.
 * - js/editor.js, as a TinyMCE plugin: keeps slot="…" on the elements that fill the tags' named
 *   slots, and keeps each nl-* element out of the editor's wpautop and removep (the Visual and Text
 *   tabs' conversion), as includes/autop.php does for the page.
 * WordPress sets convert_urls to false, so the tags' URLs stay as written.
 *
 * @package nl-components
 */

defined( 'ABSPATH' ) || exit;

/**
 * Appends to a comma-separated TinyMCE setting.
 *
 * @param array  $init    TinyMCE's settings.
 * @param string $setting The setting's name.
 * @param string $value   What to add.
 */
function nl_components_tinymce_append( &$init, $setting, $value ) {
	$init[ $setting ] = empty( $init[ $setting ] ) ? $value : $init[ $setting ] . ',' . $value;
}

/**
 * Filter tiny_mce_before_init: the tags and their attributes.
 *
 * @param array $init TinyMCE's settings.
 * @return array
 */
function nl_components_tiny_mce_before_init( $init ) {
	$tinymce = nl_components_data()['tinymce'];
	nl_components_tinymce_append( $init, 'custom_elements', $tinymce['custom_elements'] );
	nl_components_tinymce_append( $init, 'extended_valid_elements', $tinymce['extended_valid_elements'] );
	return $init;
}
add_filter( 'tiny_mce_before_init', 'nl_components_tiny_mce_before_init' );

/**
 * Filter mce_external_plugins: js/editor.js.
 *
 * @param array $plugins TinyMCE plugins by name, with their URLs.
 * @return array
 */
function nl_components_mce_external_plugins( $plugins ) {
	$plugins['nlcomponents'] = plugins_url( 'js/editor.js', NL_COMPONENTS_FILE ) . '?ver=' . rawurlencode( nl_components_data()['version'] );
	return $plugins;
}
add_filter( 'mce_external_plugins', 'nl_components_mce_external_plugins' );
