// A real WordPress for the plugin's tests (issue 33): Debian's `wordpress` (6.1), `mariadb-server`
// and `php-cli`, run from a copy in a folder of its own, on 127.0.0.1, and stopped by process id.
//   missingPackages()        what of it this machine lacks ([] when all is there)
//   installPackages()        apt-get install of what is missing, when root with apt-get; else false
//   installInBackground(), installState()   the same in a process of its own (npm test starts it)
//   startWordPress(options)  MariaDB, PHP's built-in server, WordPress installed, an Author and an
//                            Editor with application passwords, the plugin's zip installed and activated
//   stopWordPress()          both servers stopped (their process groups), the folder removed
// Used by web-test-runner.config.mjs (the `wp` commands) and scripts/test/wordpress.mjs (npm test).
import { execFile, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { canApt } from '../../scripts/test/chrome.mjs';
import { aptInstall, installInBackground as startInBackground, installLog, installState as backgroundState } from '../../scripts/test/apt.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
export const WORDPRESS = '/usr/share/wordpress';
export const THEME = 'twentytwentythree';

/** Debian's packages, and the file each one leaves that says it is there. */
export const PACKAGES = [
  ['wordpress', `${WORDPRESS}/wp-load.php`],
  [`wordpress-theme-${THEME}`, `${WORDPRESS}/wp-content/themes/${THEME}/theme.json`],
  ['mariadb-server', '/usr/sbin/mariadbd'],
  ['php-cli', '/usr/bin/php'],
  ['php-mysql', '/etc/php'],
];

function phpHasMysqli() {
  try {
    return execFileSync('php', ['-r', 'echo extension_loaded("mysqli") ? "yes" : "no";'], { encoding: 'utf8' }) === 'yes';
  } catch {
    return false;
  }
}

export function missingPackages() {
  const missing = PACKAGES.filter(([name, file]) => (name === 'php-mysql' ? !existsSync('/usr/bin/php') || !phpHasMysqli() : !existsSync(file))).map(([name]) => name);
  return missing;
}

/** Installs what is missing (apt-get, as root); false when this machine cannot. Output goes to `log`. */
export function installPackages(log = 'inherit') {
  const missing = missingPackages();
  if (!missing.length) return true;
  if (!canApt()) return false;
  // No recommends: WordPress's translations are not needed (Apache comes as a dependency, unused:
  // PHP's own server runs the site).
  aptInstall(missing, log);
  return missingPackages().length === 0;
}

/**
 * The install in the background (scripts/test/wordpress.mjs --install), so that npm test's type
 * check, lint and build go on meanwhile; its output in .cache/wordpress-install/log.
 */
export const installInBackground = () => startInBackground('wordpress', 'scripts/test/wordpress.mjs');

/** The background install's state: 'running', 'failed' (its log says why), or 'none'. */
export const installState = () => backgroundState('wordpress', () => missingPackages().length > 0);

export const INSTALL_LOG = installLog('wordpress');

const run = promisify(execFile);

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port, child, what, timeout = 30_000) {
  const start = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() - start > timeout) throw new Error(`${what} did not listen on ${port} within ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let running;

/**
 * Starts everything (once; later calls get the same site). `zip` is the plugin to install
 * (dist/wordpress/nl-components.zip). → { url, author: { login, applicationPassword }, editor, pids }
 */
export async function startWordPress({ zip }) {
  running ??= start(zip).catch((error) => {
    stopWordPress();
    throw error;
  });
  return (await running).info;
}

async function start(zip) {
  const dir = mkdtempSync(join(tmpdir(), 'nl-wordpress-'));
  const state = { dir, children: [] };
  const stopped = () => state.children.forEach(killGroup);
  process.once('exit', stopped);
  try {
    // MariaDB, its own data folder, root without a password on 127.0.0.1 only.
    const data = join(dir, 'db');
    mkdirSync(data);
    await run('mariadb-install-db', ['--no-defaults', `--datadir=${data}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db'], { timeout: 60_000 });
    const dbPort = await freePort();
    const db = spawn(
      '/usr/sbin/mariadbd',
      ['--no-defaults', `--datadir=${data}`, `--port=${dbPort}`, '--bind-address=127.0.0.1', `--socket=${join(dir, 'db.sock')}`, `--pid-file=${join(dir, 'db.pid')}`, '--user=root', '--skip-log-bin', '--innodb-buffer-pool-size=32M', '--skip-name-resolve', `--log-error=${join(dir, 'db.log')}`],
      { stdio: 'ignore', detached: true },
    );
    state.children.push(db);
    await waitForPort(dbPort, db, 'mariadbd');
    await run('mariadb', ['--no-defaults', '-h', '127.0.0.1', '-P', String(dbPort), '-u', 'root', '-e', 'CREATE DATABASE wordpress']);

    // WordPress: a copy of Debian's, with a wp-config.php of its own (Debian's reads /etc/wordpress).
    const www = join(dir, 'www');
    // Debian links some files to its own packages (underscore.js, …) by relative paths: copied as files.
    cpSync(WORDPRESS, www, { recursive: true, dereference: true });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    writeFileSync(join(www, 'wp-config.php'), wpConfig({ url, dbPort, log: join(dir, 'debug.log') }));
    mkdirSync(join(www, 'wp-content/mu-plugins'), { recursive: true });
    writeFileSync(join(www, 'wp-content/mu-plugins/nl-components-tests.php'), readFileSync(join(HERE, 'mu-plugin.php')));
    const php = (...args) => run('php', [join(HERE, 'setup.php'), ...args], { env: { ...process.env, NL_WP_URL: url }, timeout: 60_000 }).then(({ stdout }) => JSON.parse(stdout.trim().split('\n').pop()));
    const users = await php('install', www);

    // A process group of its own: PHP's workers are its children, and are stopped with it.
    const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', www, join(HERE, 'router.php')], {
      stdio: 'ignore',
      detached: true,
      // Several requests at once (a page's files), as a real server would.
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4', NL_EXAMPLES: fileURLToPath(new URL('../../examples', import.meta.url)) },
    });
    state.children.push(server);
    await waitForPort(port, server, 'php -S');
    const plugin = await php('plugin', www, zip);
    state.info = { url, ...users, plugin, www, debugLog: join(dir, 'debug.log'), pids: state.children.map((child) => child.pid) };
    state.php = php;
    return state;
  } catch (error) {
    stopped();
    throw error;
  }
}

/** A setup.php action against the running site (login <user>, uninstall). */
export async function wordpressCommand(...args) {
  const state = await running;
  return state.php(args[0], state.info.www, ...args.slice(1));
}

/** Kills a server's whole process group (it was started detached: the group's id is its pid). */
function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** The processes still running whose command line names the site's folder (MariaDB, PHP and its workers). */
function alive(dir) {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir) && !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Stops both servers, each with every process it started (PHP's workers), by process group id,
 * and removes the folder. → the process ids still alive afterwards ([] when all stopped).
 */
export async function stopWordPress() {
  const current = running;
  running = undefined;
  const state = await current?.catch(() => undefined);
  if (!state) return [];
  state.children.forEach(killGroup);
  for (let i = 0; i < 50 && alive(state.dir).length; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  rmSync(state.dir, { recursive: true, force: true });
  return alive(state.dir);
}

function wpConfig({ url, dbPort, log }) {
  const key = (name) => `define( '${name}', '${name.toLowerCase()}-of-the-tests' );`;
  return `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '127.0.0.1:${dbPort}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map(key).join('\n')}
$table_prefix = 'wp_';
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
// Application passwords need HTTPS, or this.
define( 'WP_ENVIRONMENT_TYPE', 'local' );
// Every notice of PHP (the plugin's too) goes to a file the tests read; none on the page.
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '${log}' );
define( 'WP_DEBUG_DISPLAY', false );
// No network here: no update checks, no cron requests to itself.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}
