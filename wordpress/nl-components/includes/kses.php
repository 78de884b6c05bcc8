<?php
/**
 * kses: Authors and Contributors (every user without unfiltered_html) keep the nl-* tags they save.
 *
 * In the `post` context only, each tag of the manifest is allowed with its own attributes, the
 * library's global ones and WordPress's (aria-*, data-*, role, class, id, style, title). Nothing
 * else changes: on… handlers, <script> and tags WordPress does not allow stay removed, and the tags'
 * URL attributes are checked as href is (http, https, mailto, tel, relative; no javascript:).
 * One addition outside the tags: `slot`, on every allowed element, because the tags' named slots
 * (slot="heading", slot="footer") are attributes of the ordinary elements inside them.
 *
 * @package nl-components
 */

defined( 'ABSPATH' ) || exit;

/** The global attributes of the library's tags (besides WordPress's own, added by _wp_add_global_attributes). */
const NL_COMPONENTS_GLOBAL_ATTRIBUTES = array( 'id', 'class', 'style', 'lang', 'dir', 'hidden', 'slot', 'part', 'tabindex', 'title' );

/**
 * Filter wp_kses_allowed_html: the tags in the `post` context.
 *
 * @param array        $allowed The allowed tags and their attributes.
 * @param string|array $context The context's name, or an array of tags.
 * @return array
 */
function nl_components_kses_allowed_html( $allowed, $context ) {
	if ( 'post' !== $context || ! is_array( $allowed ) ) {
		return $allowed;
	}
	foreach ( nl_components_data()['tags'] as $tag => $attributes ) {
		$own              = array_fill_keys( array_merge( NL_COMPONENTS_GLOBAL_ATTRIBUTES, $attributes ), true );
		$allowed[ $tag ]  = _wp_add_global_attributes( $own );
	}
	foreach ( $allowed as $tag => $attributes ) {
		if ( is_array( $attributes ) ) {
			$allowed[ $tag ]['slot'] = true;
		}
	}
	return $allowed;
}
add_filter( 'wp_kses_allowed_html', 'nl_components_kses_allowed_html', 10, 2 );

/**
 * Filter wp_kses_uri_attributes: the tags' URL attributes get kses's protocol check.
 *
 * @param string[] $attributes Attribute names that hold URLs.
 * @return string[]
 */
function nl_components_kses_uri_attributes( $attributes ) {
	return array_values( array_unique( array_merge( $attributes, nl_components_data()['uri_attributes'] ) ) );
}
add_filter( 'wp_kses_uri_attributes', 'nl_components_kses_uri_attributes' );
