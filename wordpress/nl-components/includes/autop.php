<?php
/**
 * wpautop: classic content that holds an nl-* tag keeps the tag as written.
 *
 * wpautop turns the line breaks of classic (non-block) content into <p> and <br />. Around and inside
 * an nl-* tag that builds a different tree: `<p><nl-accordion><nl-accordion-item …></p><p>Antwoord</p>`.
 * So, just before wpautop runs on the_content, each outermost nl-* element is put aside and an empty
 * placeholder takes its place (a <div> for a block tag, which wpautop leaves unwrapped; a <span> for
 * an inline tag such as nl-tooltip in running text, which stays in its paragraph; a <div> again for
 * an inline tag on a line of its own, which the snippet shows without one), and right after wpautop the
 * element comes back exactly as written. Only while wpautop is about to run: block content (WordPress
 * takes wpautop off for it), content without an nl-* tag and every other filter are untouched.
 * The classic editor's own JavaScript wpautop gets the same treatment in js/editor.js.
 *
 * @package nl-components
 */

defined( 'ABSPATH' ) || exit;

/**
 * The outermost nl-* elements of an HTML text, each as [offset, length, tag]. An element whose end
 * tag is missing is left out (it is not the plugin's to repair).
 *
 * @param string $html HTML text.
 * @return array<int, array{0: int, 1: int, 2: string}>
 */
function nl_components_outermost_elements( $html ) {
	// A start or end tag of a custom element named nl-…, with attributes quoted either way (a JSON
	// value may hold `>`), or an HTML comment (skipped).
	$pattern = '~<!--.*?-->|<(/?)(nl-[a-z0-9]+(?:-[a-z0-9]+)*)((?:\s+[^\s"\'>/=]+(?:\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s"\'=<>`]+))?)*\s*/?)>~is';
	if ( ! preg_match_all( $pattern, $html, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
		return array();
	}
	$found = array();
	$open  = null;
	$depth = 0;
	foreach ( $matches as $match ) {
		if ( empty( $match[2][0] ) ) {
			continue; // A comment.
		}
		$tag = strtolower( $match[2][0] );
		$end = '/' === $match[1][0];
		if ( null === $open ) {
			if ( ! $end ) {
				$open  = array( $match[0][1], $tag );
				$depth = 1;
			}
			continue;
		}
		if ( $tag !== $open[1] ) {
			continue;
		}
		$depth += $end ? -1 : 1;
		if ( 0 === $depth ) {
			$found[] = array( $open[0], $match[0][1] + strlen( $match[0][0] ) - $open[0], $open[1] );
			$open    = null;
		}
	}
	return $found;
}

/**
 * Whether an element stands on its own lines: only white space before it on its first line and
 * after it on its last. An inline tag that does is shown as written, not in a paragraph.
 *
 * @param string $html   HTML text.
 * @param int    $offset Where the element starts.
 * @param int    $length Its length.
 * @return bool
 */
function nl_components_stands_alone( $html, $offset, $length ) {
	$before = substr( $html, 0, $offset );
	$break  = strrpos( $before, "\n" );
	$after  = substr( $html, $offset + $length );
	$end    = strpos( $after, "\n" );
	return '' === trim( false === $break ? $before : substr( $before, $break + 1 ) ) && '' === trim( false === $end ? $after : substr( $after, 0, $end ) );
}

/**
 * The elements put aside, by placeholder number, until wpautop has run.
 *
 * @param string[]|null $set Replaces the list when given.
 * @return string[]
 */
function nl_components_autop_store( $set = null ) {
	static $stored = array();
	if ( null !== $set ) {
		$stored = $set;
	}
	return $stored;
}

/**
 * Filter the_content, just before wpautop: each outermost nl-* element becomes a placeholder.
 *
 * @param string $content The post's content.
 * @return string
 */
function nl_components_before_autop( $content ) {
	if ( ! is_string( $content ) || false === stripos( $content, '<nl-' ) || false === has_filter( 'the_content', 'wpautop' ) ) {
		return $content;
	}
	$elements = nl_components_outermost_elements( $content );
	if ( ! $elements ) {
		return $content;
	}
	$stored = nl_components_autop_store();
	$inline = nl_components_data()['inline'];
	$out    = '';
	$at     = 0;
	foreach ( $elements as list( $offset, $length, $tag ) ) {
		$number   = count( $stored );
		$stored[] = substr( $content, $offset, $length );
		$out     .= substr( $content, $at, $offset - $at );
		$out     .= in_array( $tag, $inline, true ) && ! nl_components_stands_alone( $content, $offset, $length ) ? '<span data-nl-components-autop="' . $number . '"></span>' : "\n\n<div data-nl-components-autop=\"" . $number . "\"></div>\n\n";
		$at       = $offset + $length;
	}
	nl_components_autop_store( $stored );
	return $out . substr( $content, $at );
}

/**
 * Filter the_content, right after wpautop: the elements come back as written.
 *
 * @param string $content The post's content.
 * @return string
 */
function nl_components_after_autop( $content ) {
	$stored = nl_components_autop_store();
	if ( ! $stored || ! is_string( $content ) ) {
		return $content;
	}
	$content = preg_replace_callback(
		'~<p>\s*<(div) data-nl-components-autop="(\d+)"></div>\s*</p>|<(?:div|span) data-nl-components-autop="(\d+)"></(?:div|span)>~',
		function ( $match ) use ( $stored ) {
			$number = (int) ( '' !== $match[2] ? $match[2] : $match[3] );
			return isset( $stored[ $number ] ) ? $stored[ $number ] : $match[0];
		},
		$content
	);
	nl_components_autop_store( array() );
	return $content;
}

// wpautop is at 10. At 9, after do_blocks (which takes wpautop off for block content); at 10, added
// after WordPress's own filters of that priority, so after wpautop and shortcode_unautop.
add_filter( 'the_content', 'nl_components_before_autop', 9 );
add_filter( 'the_content', 'nl_components_after_autop', 10 );
