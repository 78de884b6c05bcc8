// Step of `npm test` (after the Chromium check): the two other engines the browser tests run in,
// Firefox (Debian's firefox-esr) and WebKit (Debian's webkit2gtk-driver, WebKitGTK's MiniBrowser, with
// xvfb for its display), installed when missing and this machine can (root with apt-get), as
// scripts/test/chrome.mjs does for Chromium, but in the background: the type check, lint and build go
// on meanwhile, and the test runner waits for it (test/engines/engines.mjs). Where it cannot, it says
// what to install, and the run goes on in the engines it has, naming the ones it skipped.
//   node scripts/test/engines.mjs             starts the install when needed, and returns
//   node scripts/test/engines.mjs --install   installs now (the background process; by hand too)
// NL_ENGINES=chromium (or firefox, webkit, a list with commas) runs only those engines; then the
// others are not installed either.
import { fileURLToPath } from 'node:url';
import { canApt } from './chrome.mjs';
import { aptInstall, installInBackground, installLog } from './apt.mjs';
import { ENGINE_PACKAGES, missingEngines, selectedEngines } from '../../test/engines/engines.mjs';

const packagesOf = (engines) => engines.flatMap((engine) => ENGINE_PACKAGES[engine]);
export const HOW = (engines) => `  apt-get install -y --no-install-recommends ${packagesOf(engines).join(' ')}`;

function ensureEngines() {
  const missing = missingEngines(selectedEngines());
  if (!missing.length) {
    console.log(`engines: ${selectedEngines().join(', ')} installed`);
    return;
  }
  if (canApt()) {
    installInBackground('engines', 'scripts/test/engines.mjs');
    console.log(`engines: installing ${packagesOf(missing).join(', ')} in the background for the browser tests (log: ${installLog('engines')})`);
    return;
  }
  console.warn(
    [
      `engines: ${missing.join(' and ')} missing, and this machine cannot install them by itself.`,
      `The browser tests will run without ${missing.join(' and ')}. To run them in every engine, install (Debian 12, as root):`,
      HOW(missing),
    ].join('\n'),
  );
}

function installNow() {
  const started = Date.now();
  const missing = missingEngines(selectedEngines());
  try {
    if (missing.length && canApt()) aptInstall(packagesOf(missing));
  } catch (error) {
    console.error(`engines: apt-get failed: ${error.message}`);
  }
  const left = missingEngines(selectedEngines());
  console.log(left.length ? `engines: ${left.join(', ')} not installed; as root:\n${HOW(left)}` : `engines: installed in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exitCode = left.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--install')) installNow();
  else ensureEngines();
}
