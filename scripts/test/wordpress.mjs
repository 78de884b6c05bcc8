// Step of `npm test` (after the Chromium check): Debian's wordpress, mariadb-server and php-cli for
// test/wordpress.test.ts (the WordPress plugin in a real WordPress, issue 33), installed when missing
// and this machine can (root with apt-get), as scripts/test/chrome.mjs does for Chromium, but in the
// background: the type check, lint and build go on meanwhile, and the WordPress tests wait for it
// (test/wordpress/commands.mjs). Where it cannot, it says what to install and those tests are
// reported as skipped; the rest runs.
//   node scripts/test/wordpress.mjs             starts the install when needed, and returns
//   node scripts/test/wordpress.mjs --install   installs now (the background process; by hand too)
import { fileURLToPath } from 'node:url';
import { canApt } from './chrome.mjs';
import { INSTALL_LOG, installInBackground, installPackages, missingPackages, PACKAGES } from '../../test/wordpress/wordpress.mjs';

const HOW = `  apt-get install -y --no-install-recommends ${PACKAGES.map(([name]) => name).join(' ')}`;

function ensureWordPress() {
  const missing = missingPackages();
  if (!missing.length) {
    console.log("wordpress: Debian's wordpress, mariadb-server and php-cli are installed");
    return;
  }
  if (canApt()) {
    installInBackground();
    console.log(`wordpress: installing ${missing.join(', ')} in the background for the WordPress plugin's tests (log: ${INSTALL_LOG})`);
    return;
  }
  console.warn(
    [
      `wordpress: ${missing.join(', ')} missing, and this machine cannot install them by itself.`,
      "The WordPress plugin's tests (test/wordpress.test.ts) will be reported as skipped. To run them, install (Debian 12, as root):",
      HOW,
    ].join('\n'),
  );
}

function installNow() {
  const started = Date.now();
  let installed = false;
  try {
    installed = installPackages('inherit');
  } catch (error) {
    console.error(`wordpress: apt-get failed: ${error.message}`);
  }
  console.log(installed ? `wordpress: installed in ${Math.round((Date.now() - started) / 1000)} s` : `wordpress: not installed; as root:\n${HOW}`);
  process.exitCode = installed ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--install')) installNow();
  else ensureWordPress();
}
