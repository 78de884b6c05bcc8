<?php
/**
 * Preview mode (<html data-nl-debug>): every problem of a tag shown in place, and a panel listing
 * them. On for a logged-in user who may edit what is shown: on a single post or page (its preview
 * included) the user who may edit that post (`edit_post`), elsewhere a user who may edit posts
 * (`edit_posts`). Never for a visitor, a Subscriber, or an Author on someone else's post: WordPress's
 * is_preview() is true for anyone who adds `?preview=true` to a URL, so it decides nothing here.
 * The filter `nl_components_preview_mode` (bool) decides last.
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
	$on = false;
	if ( ! is_admin() && is_user_logged_in() ) {
		$shown = is_singular() ? get_queried_object() : null;
		$on    = $shown instanceof WP_Post ? current_user_can( 'edit_post', $shown->ID ) : current_user_can( 'edit_posts' );
	}
	/**
	 * Filters whether the page is in nl-components' preview mode.
	 *
	 * @param bool $on On for a user who may edit the post shown (or posts, where no single one is).
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
