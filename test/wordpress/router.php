<?php
/**
 * The router of PHP's built-in server for the tests' WordPress (test/wordpress/wordpress.mjs): a file
 * that exists is served as it is (PHP runs .php files), a folder by its index.php, and every other
 * path goes to index.php, as Apache's rewrite rules would do for pretty permalinks (/wp-json/…).
 * Also the examples site's /assets/ and /cookiebar/ files (below).
 */
$path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$root = $_SERVER['DOCUMENT_ROOT'];

// The files the examples site's snippets point to by path (/assets/…, /cookiebar/…), as the site
// that pastes a snippet has them: served from examples/ (NL_EXAMPLES).
$examples = getenv( 'NL_EXAMPLES' );
if ( $examples && preg_match( '~^/(assets|cookiebar)/[\w./-]+$~', $path ) && false === strpos( $path, '..' ) && is_file( $examples . $path ) ) {
	$types = array( 'svg' => 'image/svg+xml', 'json' => 'application/json', 'jpg' => 'image/jpeg', 'png' => 'image/png', 'webp' => 'image/webp', 'css' => 'text/css', 'js' => 'text/javascript' );
	$type  = $types[ strtolower( pathinfo( $path, PATHINFO_EXTENSION ) ) ] ?? 'application/octet-stream';
	header( 'Content-Type: ' . $type );
	readfile( $examples . $path );
	return true;
}
if ( '/' !== $path && ( is_file( $root . $path ) || is_file( rtrim( $root . $path, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $root . '/index.php';
