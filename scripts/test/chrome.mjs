// Finds a Chrome or Chromium for the browser tests, and installs Debian's `chromium` when none is
// found and this machine can (root with apt-get). Used two ways:
//   node scripts/test/chrome.mjs          (first step of `npm test`: find or install, else explain)
//   import { findChrome } from ...   (web-test-runner.config.mjs: the path to launch)
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The browser to launch: $CHROME_PATH if set, else the first usual place that exists. */
export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return executable(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find(executable);
}

/** Whether this machine can install Debian's packages by itself (Linux, root, apt-get); also test/wordpress/wordpress.mjs. */
export function canApt() {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function ensureChrome() {
  const found = findChrome();
  if (found) {
    console.log(`chrome: using ${found}`);
    return;
  }
  if (process.env.CHROME_PATH) {
    console.error(`chrome: CHROME_PATH is set to "${process.env.CHROME_PATH}", which is not an executable file.`);
    process.exit(1);
  }
  if (canApt()) {
    console.log('chrome: no Chrome or Chromium found; installing Debian\'s chromium (apt-get install -y chromium)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    const installed = findChrome();
    if (installed) {
      console.log(`chrome: installed ${installed}`);
      return;
    }
  }
  console.error(
    [
      'chrome: no Chrome or Chromium was found, and this machine cannot install one by itself.',
      'Install one of these, then run `npm test` again:',
      '  Debian/Ubuntu (as root):  apt-get install -y chromium',
      '  Fedora:                   dnf install chromium',
      '  macOS:                    brew install --cask chromium   (or Google Chrome)',
      'or point CHROME_PATH at an existing Chrome/Chromium binary: CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureChrome();
