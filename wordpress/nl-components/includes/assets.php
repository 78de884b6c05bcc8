<?php
/**
 * The library on every front-end page: the stylesheet (every tag's size before its code arrives),
 * the loader (a module, which loads each tag's code when the page has that tag), and the other
 * <head> lines of nl-components/cms's headMarkup(): the core chunk fetched while the page is parsed,
 * and, for a copy on another origin, Subresource Integrity with an import map that covers every
 * file the loader can import.
 *
 * Served from the plugin's own copy (lib/, made by the build), or from where a site says through
 * the `nl_components_base_url` filter (a CDN: that URL must serve the same version, whose files
 * the hashes are of). Filters:
 * - nl_components_base_url (string): where the built files are, ending in `/`.
 * - nl_components_integrity (bool): Subresource Integrity; on by default for a base on another origin.
 * - nl_components_preload (string[]): tags whose code to fetch while the page is parsed, such as
 *   the cookie bar at the top of every page.
 *
 * @package nl-components
 */

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's own copy of the library (lib/).
 *
 * @return string
 */
function nl_components_own_base_url() {
	return plugins_url( 'lib/', NL_COMPONENTS_FILE );
}

/**
 * Where the library is served, ending in `/`.
 *
 * @return string
 */
function nl_components_base_url() {
	$own = nl_components_own_base_url();
	/**
	 * Filters where the library's files are served: the plugin's own copy by default.
	 *
	 * @param string $base The URL of the folder with nl-components.js, ending in `/`.
	 */
	$base = apply_filters( 'nl_components_base_url', $own );
	if ( ! is_string( $base ) || '' === trim( $base ) ) {
		return $own;
	}
	return trailingslashit( esc_url_raw( trim( $base ) ) );
}

/**
 * Whether the lines carry Subresource Integrity.
 *
 * @return bool
 */
function nl_components_integrity_on() {
	$base  = nl_components_base_url();
	$other = wp_parse_url( $base, PHP_URL_HOST ) !== wp_parse_url( home_url(), PHP_URL_HOST ) || wp_parse_url( $base, PHP_URL_PORT ) !== wp_parse_url( home_url(), PHP_URL_PORT );
	/**
	 * Filters whether the stylesheet, the loader and every file it imports are checked against the
	 * hashes of this plugin's version (Subresource Integrity). On by default when the base URL is on
	 * another host than the site.
	 *
	 * @param bool   $on   Whether to add integrity.
	 * @param string $base The base URL.
	 */
	return (bool) apply_filters( 'nl_components_integrity', $other, $base );
}

/**
 * ` integrity="…" crossorigin="anonymous"` for a file of the library, when integrity is on.
 *
 * @param string $file A path inside the library, such as `nl-components.js`.
 * @return string
 */
function nl_components_integrity_attributes( $file ) {
	$hashes = nl_components_data()['integrity'];
	if ( ! nl_components_integrity_on() || empty( $hashes[ $file ] ) ) {
		return '';
	}
	return ' integrity="' . esc_attr( $hashes[ $file ] ) . '" crossorigin="anonymous"';
}

/** Action wp_enqueue_scripts: the stylesheet and the loader. */
function nl_components_enqueue() {
	$base    = nl_components_base_url();
	$version = nl_components_data()['version'];
	wp_enqueue_style( 'nl-components', $base . 'nl-components.css', array(), $version );
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		wp_enqueue_script_module( 'nl-components', $base . 'nl-components.js', array(), $version );
	} else {
		// WordPress 6.1–6.4: a classic script, made a module by nl_components_script_tag().
		wp_enqueue_script( 'nl-components', $base . 'nl-components.js', array(), $version, false );
	}
}
add_action( 'wp_enqueue_scripts', 'nl_components_enqueue' );

/**
 * Filter script_loader_tag (WordPress 6.1–6.4): the loader's <script> as a module, with integrity.
 *
 * @param string $tag    The <script> element.
 * @param string $handle The script's handle.
 * @param string $src    Its URL.
 * @return string
 */
function nl_components_script_tag( $tag, $handle, $src ) {
	if ( 'nl-components' !== $handle ) {
		return $tag;
	}
	// phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- this is the enqueued script's own tag.
	return '<script type="module" src="' . esc_url( $src ) . '" id="nl-components-js"' . nl_components_integrity_attributes( 'nl-components.js' ) . "></script>\n";
}
add_filter( 'script_loader_tag', 'nl_components_script_tag', 10, 3 );

/**
 * Filter wp_script_attributes (WordPress 6.5 and later, script modules): integrity on the loader.
 *
 * @param array $attributes The <script>'s attributes.
 * @return array
 */
function nl_components_script_module_attributes( $attributes ) {
	if ( isset( $attributes['id'] ) && 'nl-components-js-module' === $attributes['id'] && nl_components_integrity_on() ) {
		$attributes['integrity']   = nl_components_data()['integrity']['nl-components.js'];
		$attributes['crossorigin'] = 'anonymous';
	}
	return $attributes;
}
add_filter( 'wp_script_attributes', 'nl_components_script_module_attributes' );

/**
 * Filter style_loader_tag: integrity on the stylesheet.
 *
 * @param string $tag    The <link> element.
 * @param string $handle The stylesheet's handle.
 * @return string
 */
function nl_components_style_tag( $tag, $handle ) {
	if ( 'nl-components' !== $handle ) {
		return $tag;
	}
	return preg_replace( '~\s*/?>~', nl_components_integrity_attributes( 'nl-components.css' ) . ' />', $tag, 1 );
}
add_filter( 'style_loader_tag', 'nl_components_style_tag', 10, 2 );

/**
 * The head lines besides the stylesheet and the loader: the import map (with integrity), and the
 * modulepreload of the core chunk and of the tags in nl_components_preload.
 *
 * @return string
 */
function nl_components_head_lines() {
	$data  = nl_components_data();
	$base  = nl_components_base_url();
	$lines = array();
	if ( nl_components_integrity_on() ) {
		// It must come before any module of the library: it is printed first thing in <head>.
		$map = array();
		foreach ( $data['integrity'] as $file => $hash ) {
			if ( '.js' === substr( $file, -3 ) ) {
				$map[ $base . $file ] = $hash;
			}
		}
		$lines[] = '<script type="importmap">' . wp_json_encode( array( 'integrity' => $map ), JSON_UNESCAPED_SLASHES | JSON_HEX_TAG ) . '</script>';
	}
	/**
	 * Filters the tags whose code is fetched while the page is parsed (those at the top of every page).
	 *
	 * @param string[] $tags Tag names, such as 'nl-cookie-bar'.
	 */
	$preload = (array) apply_filters( 'nl_components_preload', array() );
	$files   = $data['core_chunk'] ? array( $data['core_chunk'] ) : array();
	foreach ( $preload as $tag ) {
		if ( is_string( $tag ) && isset( $data['tags'][ $tag ] ) ) {
			$files[] = 'elements/' . $tag . '.js';
		}
	}
	foreach ( $files as $file ) {
		$lines[] = '<link rel="modulepreload" href="' . esc_url( $base . $file ) . '" fetchpriority="low"' . nl_components_integrity_attributes( $file ) . ' />';
	}
	return $lines ? implode( "\n", $lines ) . "\n" : '';
}

/** Action wp_head (first): the head lines. */
function nl_components_print_head_lines() {
	// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
	echo nl_components_head_lines();
}
add_action( 'wp_head', 'nl_components_print_head_lines', 1 );
