<?php
/**
 * The tests' WordPress only (test/wordpress/wordpress.mjs), not the plugin:
 * - posts open in the classic editor (as with the Classic Editor plugin), whose Visual and Text tabs
 *   the tests use;
 * - the option nl_test_base_url, when set, is what a site's own nl_components_base_url filter
 *   returns (the library from a CDN).
 */
add_filter( 'use_block_editor_for_post', '__return_false' );

add_filter(
	'nl_components_base_url',
	function ( $base ) {
		$cdn = get_option( 'nl_test_base_url' );
		return $cdn ? $cdn : $base;
	}
);

// A Dutch site, as the library's users run: <html lang="nl-NL"> (WordPress's texts stay English,
// its translations are not installed), so the cookie bar's template-url="/cookiebar/{lang}.json"
// asks for nl-NL.json, which the site has.
add_filter(
	'locale',
	function () {
		return 'nl_NL';
	}
);
