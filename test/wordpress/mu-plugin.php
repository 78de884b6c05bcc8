<?php
/**
 * The tests' WordPress only (test/wordpress/wordpress.mjs), not the plugin:
 * - posts open in the classic editor (as with the Classic Editor plugin), whose Visual and Text tabs
 *   the tests use;
 * - the options nl_test_base_url and nl_test_preload, when set, are what a site's own
 *   nl_components_base_url and nl_components_preload filters return (the library from a CDN; the
 *   code of tags at the top of every page);
 * - the site is Dutch (below).
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

// The option nl_test_preload, when set, is what a site's nl_components_preload filter returns.
add_filter(
	'nl_components_preload',
	function ( $tags ) {
		$preload = get_option( 'nl_test_preload' );
		return $preload ? $preload : $tags;
	}
);
