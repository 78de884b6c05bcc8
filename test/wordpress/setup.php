<?php
/**
 * Sets up the tests' WordPress (test/wordpress/wordpress.mjs), from the command line:
 *   php setup.php install <wp folder>           WordPress, pretty permalinks, an Author and an Editor,
 *                                               each with an application password; prints JSON
 *   php setup.php plugin <wp folder> <zip>      installs the zip as Plugins → Add New → Upload does
 *                                               (Plugin_Upgrader) and activates it; prints JSON
 *   php setup.php login <wp folder> <user>      the user's auth cookies; prints JSON
 *   php setup.php option <wp folder> <name> <json>   sets an option the tests' mu-plugin reads
 *   php setup.php active <wp folder> <1|0>      activates or deactivates the plugin
 *   php setup.php uninstall <wp folder>         deactivates and deletes the plugin as Plugins → Delete
 *                                               does; prints what is left of it
 */
error_reporting( E_ALL );
list( , $nl_action, $nl_root ) = $argv;
$_SERVER['HTTP_HOST']   = parse_url( getenv( 'NL_WP_URL' ), PHP_URL_HOST ) . ':' . parse_url( getenv( 'NL_WP_URL' ), PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
if ( 'install' === $nl_action ) {
	define( 'WP_INSTALLING', true );
}
require $nl_root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/misc.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

function nl_out( $value ) {
	echo wp_json_encode( $value ), "\n";
	exit( 0 );
}

function nl_fail( $message ) {
	fwrite( STDERR, $message . "\n" );
	exit( 1 );
}

if ( 'install' === $nl_action ) {
	$result = wp_install( 'Proefsite', 'admin', 'admin@example.test', false, '', 'admin-password' );
	update_option( 'admin_email_lifespan', time() + YEAR_IN_SECONDS );
	global $wp_rewrite;
	$wp_rewrite->set_permalink_structure( '/%postname%/' );
	$wp_rewrite->flush_rules( false );
	$users = array();
	foreach ( array( 'author', 'editor', 'subscriber' ) as $role ) {
		$id = wp_insert_user( array( 'user_login' => $role, 'user_pass' => $role . '-password', 'user_email' => $role . '@example.test', 'role' => $role ) );
		if ( is_wp_error( $id ) ) {
			nl_fail( $id->get_error_message() );
		}
		$users[ $role ] = $id;
	}
	$answer = array();
	foreach ( $users as $role => $id ) {
		$created = WP_Application_Passwords::create_new_application_password( $id, array( 'name' => 'tests' ) );
		if ( is_wp_error( $created ) ) {
			nl_fail( $created->get_error_message() );
		}
		$answer[ $role ] = array( 'id' => $id, 'login' => $role, 'applicationPassword' => $created[0] );
	}
	nl_out( $answer );
}

if ( 'plugin' === $nl_action ) {
	WP_Filesystem();
	$upgrader = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
	$result   = $upgrader->install( $argv[3] );
	if ( true !== $result ) {
		nl_fail( 'install: ' . ( is_wp_error( $result ) ? $result->get_error_message() : wp_json_encode( $upgrader->skin->get_upgrade_messages() ) ) );
	}
	$activated = activate_plugin( 'nl-components/nl-components.php' );
	if ( is_wp_error( $activated ) ) {
		nl_fail( 'activate: ' . $activated->get_error_message() );
	}
	nl_out( array( 'active' => is_plugin_active( 'nl-components/nl-components.php' ), 'data' => get_plugin_data( WP_PLUGIN_DIR . '/nl-components/nl-components.php' ) ) );
}

if ( 'login' === $nl_action ) {
	$user    = get_user_by( 'login', $argv[3] );
	$expires = time() + DAY_IN_SECONDS;
	nl_out(
		array(
			array( 'name' => LOGGED_IN_COOKIE, 'value' => wp_generate_auth_cookie( $user->ID, $expires, 'logged_in' ), 'path' => COOKIEPATH ),
			array( 'name' => AUTH_COOKIE, 'value' => wp_generate_auth_cookie( $user->ID, $expires, 'auth' ), 'path' => ADMIN_COOKIE_PATH ),
			array( 'name' => AUTH_COOKIE, 'value' => wp_generate_auth_cookie( $user->ID, $expires, 'auth' ), 'path' => PLUGINS_COOKIE_PATH ),
		)
	);
}

if ( 'uninstall' === $nl_action ) {
	global $wpdb;
	deactivate_plugins( 'nl-components/nl-components.php' );
	WP_Filesystem();
	$deleted = delete_plugins( array( 'nl-components/nl-components.php' ) );
	$like    = '%' . $wpdb->esc_like( 'nl_components' ) . '%';
	$like2   = '%' . $wpdb->esc_like( 'nl-components' ) . '%';
	nl_out(
		array(
			'deleted'  => true === $deleted,
			'folder'   => file_exists( WP_PLUGIN_DIR . '/nl-components' ),
			'options'  => $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE (option_name LIKE %s OR option_name LIKE %s OR option_value LIKE %s) AND option_name NOT IN ('recently_activated')", $like, $like2, $like2 ) ),
			'usermeta' => $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE %s OR meta_key LIKE %s", $like, $like2 ) ),
			'postmeta' => $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM {$wpdb->postmeta} WHERE meta_key LIKE %s OR meta_key LIKE %s", $like, $like2 ) ),
		)
	);
}

if ( 'option' === $nl_action ) {
	// An option the tests' mu-plugin reads (test/wordpress/mu-plugin.php); 'null' deletes it.
	$value = json_decode( $argv[4], true );
	null === $value ? delete_option( $argv[3] ) : update_option( $argv[3], $value );
	nl_out( array( 'value' => get_option( $argv[3], null ) ) );
}

if ( 'active' === $nl_action ) {
	// Activates ('1') or deactivates ('0') the plugin, for the tests' before-and-after.
	'1' === $argv[3] ? activate_plugin( 'nl-components/nl-components.php' ) : deactivate_plugins( 'nl-components/nl-components.php' );
	nl_out( is_plugin_active( 'nl-components/nl-components.php' ) );
}

nl_fail( "setup.php: unknown action $nl_action" );
