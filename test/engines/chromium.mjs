// Chromium for the browser tests: Debian's chromium (scripts/test/chrome.mjs finds or installs it),
// through the runner's own launcher. Each test file gets its own browser context, i.e. its own window:
// as tabs of one window, all but the front tab would be hidden and get no animation frames, and
// concurrent files would hang in requestAnimationFrame (fixture(), scroll animations).
import { chromeLauncher } from '@web/test-runner-chrome';
import { findChrome } from '../../scripts/test/chrome.mjs';

export function chromiumLauncher({ concurrency, createPage }) {
  const launcher = chromeLauncher({
    concurrency,
    createPage: async ({ browser }) => createPage(await (await browser.createBrowserContext()).newPage()),
    launchOptions: {
      executablePath: findChrome(),
      headless: true,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  });
  // The runner calls a Chrome it finds itself "Chrome"; this is Debian's Chromium (or $CHROME_PATH).
  launcher.name = 'Chromium';
  return launcher;
}
