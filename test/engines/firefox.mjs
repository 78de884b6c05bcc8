// Firefox for the browser tests: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi
// through the runner's own Chrome launcher class (@web/test-runner-chrome's ChromeLauncher takes any
// puppeteer and its `browser: 'firefox'`), so the runner's commands work as in Chromium. Each test
// file gets a browser context (a user context) and a window of its own: a background tab gets no
// animation frames. Third parties go to test/engines/third-party-proxy.mjs (Firefox's proxy prefs).
import { existsSync } from 'node:fs';
import { ChromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { mediaAsIs } from './webkit.mjs';


const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox'];

/** The Firefox to launch: $FIREFOX_PATH if set, else the first usual place that exists. */
export function findFirefox() {
  if (process.env.FIREFOX_PATH) return existsSync(process.env.FIREFOX_PATH) ? process.env.FIREFOX_PATH : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

export function firefoxLauncher({ concurrency, proxyPort, createPage }) {
  return new ChromeLauncher(
    {
      browser: 'firefox',
      executablePath: findFirefox(),
      headless: true,
      acceptInsecureCerts: true,
      extraPrefsFirefox: {
        'network.proxy.type': 1,
        'network.proxy.ssl': '127.0.0.1',
        'network.proxy.ssl_port': proxyPort,
        'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
        // Two test files run at once, each in a window of its own, and only one window of a desktop
        // has the system's focus: without this, focus() in the other one fires no focus events
        // (Chromium's headless pages each have focus). Mozilla's own test harness sets it too.
        'focusmanager.testmode': true,
        // As in the other engines' headless windows: no motion preference unless a test asks.
        'ui.prefersReducedMotion': 0,
        // Nothing of Mozilla's own on a closed network.
        'app.update.enabled': false,
        'browser.safebrowsing.malware.enabled': false,
        'browser.safebrowsing.phishing.enabled': false,
        'network.captive-portal-service.enabled': false,
        'network.connectivity-service.enabled': false,
        'extensions.getAddons.cache.enabled': false,
      },
    },
    ({ browser }) => browser.defaultBrowserContext(),
    async ({ browser }) => {
      const page = await (await browser.createBrowserContext()).newPage({ type: 'window' });
      // Puppeteer emulates media features over CDP, which Firefox does not speak.
      page.emulateMediaFeatures = (list) => mediaAsIs(Object.fromEntries(list.map(({ name, value }) => [name, value])), (query) => page.evaluate((q) => matchMedia(q).matches, query));
      // Puppeteer's BiDi keyboard knows the space bar only as ' ' (its CDP keyboard also as 'Space').
      for (const method of ['press', 'down', 'up']) {
        const original = page.keyboard[method].bind(page.keyboard);
        page.keyboard[method] = (key, options) => original(key === 'Space' ? ' ' : key, options);
      }
      return createPage(page);
    },
    puppeteerCore,
    concurrency,
  );
}
