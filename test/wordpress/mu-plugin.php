<?php
/**
 * The tests' WordPress only (test/wordpress/wordpress.mjs), not the plugin:
 * - posts open in the classic editor (as with the Classic Editor plugin), whose Visual and Text tabs
 *   the tests use;
 * - the options nl_test_base_url and nl_test_preload, when set, are what a site's own
 *   nl_components_base_url and nl_components_preload filters return (the library from a CDN; the
 *   code of tags at the top of every page);
 * - the site is Dutch (below);
 * - with the cookie nl_test_console, every page records what reaches its console (below: WebKit,
 *   which test/wordpress/commands.mjs drives over WebDriver, has no console events).
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

// WebDriver (WebKit's windows, test/wordpress/commands.mjs) reports nothing of a page's console, and
// MiniBrowser writes none of it under automation: with the cookie nl_test_console, a script ahead of
// all others records, in the tab's sessionStorage (so across a form's submit), what Chromium's and
// Firefox's events report there: console calls, uncaught errors and rejections, a file that failed
// to load (an element's error event), and a fetch or XMLHttpRequest that failed or got 400 or more.
// Not the browser's own messages (a CSP violation): only the page's.
function nl_test_console() {
	if ( ! isset( $_COOKIE['nl_test_console'] ) ) {
		return;
	}
	?>
<script>
(() => {
	const note = (line) => {
		const lines = JSON.parse(sessionStorage.getItem('nl-test-console') || '[]');
		sessionStorage.setItem('nl-test-console', JSON.stringify([...lines, line]));
	};
	for (const type of ['log', 'debug', 'info', 'warn', 'error']) {
		const original = console[type];
		console[type] = (...args) => {
			note(`${type}: ${args.map(String).join(' ')}`);
			original.apply(console, args);
		};
	}
	addEventListener('error', (event) => {
		const target = event.target;
		note(event instanceof ErrorEvent ? `pageerror: ${event.message}` : `requestfailed: ${target.currentSrc || target.src || target.href || target.localName}`);
	}, true);
	addEventListener('unhandledrejection', (event) => note(`pageerror: ${event.reason?.message ?? event.reason}`));
	const fetch = window.fetch;
	window.fetch = (input, init) => fetch(input, init).then(
		(response) => {
			if (response.status >= 400) note(`HTTP ${response.status}: ${response.url}`);
			return response;
		},
		(error) => {
			note(`requestfailed: ${input instanceof Request ? input.url : input} ${error}`);
			throw error;
		},
	);
	const send = XMLHttpRequest.prototype.send;
	XMLHttpRequest.prototype.send = function (...args) {
		this.addEventListener('loadend', () => this.status >= 400 ? note(`HTTP ${this.status}: ${this.responseURL}`) : this.status === 0 && note(`requestfailed: ${this.responseURL}`));
		return send.apply(this, args);
	};
})();
</script>
	<?php
}
add_action( 'wp_head', 'nl_test_console', PHP_INT_MIN );
add_action( 'admin_print_scripts', 'nl_test_console', PHP_INT_MIN );
