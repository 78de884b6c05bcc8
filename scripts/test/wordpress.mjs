// Step of `npm test` (after the Chromium check): Debian's wordpress, mariadb-server and php-cli for
// test/wordpress.test.ts (the WordPress plugin in a real WordPress, issue 33), installed when missing
// and this machine can (root with apt-get), as scripts/test/chrome.mjs does for Chromium. Where it
// cannot, it says what to install and the WordPress tests are reported as skipped; the rest runs.
//   node scripts/test/wordpress.mjs
import { fileURLToPath } from 'node:url';
import { installPackages, missingPackages, PACKAGES } from '../../test/wordpress/wordpress.mjs';

function ensureWordPress() {
  const missing = missingPackages();
  if (!missing.length) {
    console.log('wordpress: Debian\'s wordpress, mariadb-server and php-cli are installed');
    return;
  }
  console.log(`wordpress: installing ${missing.join(', ')} (apt-get install -y --no-install-recommends) for the WordPress plugin's tests…`);
  let installed = false;
  try {
    installed = installPackages('inherit');
  } catch (error) {
    console.error(`wordpress: apt-get failed: ${error.message}`);
  }
  if (installed) {
    console.log('wordpress: installed');
    return;
  }
  console.warn(
    [
      `wordpress: ${missingPackages().join(', ')} missing, and this machine cannot install them by itself.`,
      'The WordPress plugin\'s tests (test/wordpress.test.ts) will be reported as skipped. To run them, install (Debian 12, as root):',
      `  apt-get install -y --no-install-recommends ${PACKAGES.map(([name]) => name).join(' ')}`,
    ].join('\n'),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWordPress();
