// Firefox for the browser tests: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi
// through the runner's own Chrome launcher class (@web/test-runner-chrome's ChromeLauncher takes any
// puppeteer and its `browser: 'firefox'`), so the runner's commands work as in Chromium. Each test
// file running at once has a Firefox of its own (FirefoxPool below), and each file a new browser
// context (a user context). Third parties go to test/engines/third-party-proxy.mjs (the proxy prefs).
import { existsSync } from 'node:fs';
import { ChromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { mediaAsIs } from './webkit.mjs';

const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox'];

/** The Firefox to launch: $FIREFOX_PATH if set, else the first usual place that exists. */
export function findFirefox() {
  if (process.env.FIREFOX_PATH) return existsSync(process.env.FIREFOX_PATH) ? process.env.FIREFOX_PATH : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

const prefs = (proxyPort) => ({
  'network.proxy.type': 1,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': proxyPort,
  'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
  // A headless Firefox's window is not the desktop's active one: without this, focus() fires no focus
  // events (Chromium's headless pages each have focus). Mozilla's own test harness sets it too.
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
});

function oneFirefox({ proxyPort, createPage }) {
  return new ChromeLauncher(
    { browser: 'firefox', executablePath: findFirefox(), headless: true, acceptInsecureCerts: true, extraPrefsFirefox: prefs(proxyPort) },
    ({ browser }) => browser.defaultBrowserContext(),
    async ({ browser }) => {
      const page = await (await browser.createBrowserContext()).newPage();
      // Puppeteer emulates media features over CDP, which Firefox does not speak.
      page.emulateMediaFeatures = (list) => mediaAsIs(Object.fromEntries(list.map(({ name, value }) => [name, value])), (query) => page.evaluate((q) => matchMedia(q).matches, query));
      // Puppeteer's BiDi keyboard knows the space bar only as ' ' (its CDP keyboard also as 'Space').
      // And after a test tabbed out of the page into the browser's own UI (the last Tab of a file's
      // keyboard test, a modal's Tab cycle), the window's focus stays there: document.hasFocus() is
      // false in every later test of this Firefox (the page is used again by the next file), and
      // neither bringToFront(), window.focus(), a click nor tabbing back in gives it back (tried);
      // a switch to another tab and back does. So a key, a mouse press and each file's start first
      // give the page its focus back when it has lost it, as a visitor's click on the page would.
      const refocus = async () => {
        const focused = await page.evaluate(() => document.hasFocus()).catch(() => false);
        if (focused) return;
        const other = await page.browserContext().newPage();
        await other.bringToFront();
        await other.close();
        await page.bringToFront();
      };
      for (const method of ['press', 'down', 'up']) {
        const original = page.keyboard[method].bind(page.keyboard);
        page.keyboard[method] = async (key, options) => {
          if (method !== 'up') await refocus();
          return original(key === 'Space' ? ' ' : key, options);
        };
      }
      for (const method of ['down', 'click']) {
        const original = page.mouse[method].bind(page.mouse);
        page.mouse[method] = async (...args) => {
          await refocus();
          return original(...args);
        };
      }
      // Each test file starts in the window that has focus: a page another file opened (WordPress's
      // editor tabs) would otherwise keep it, and keys would go there.
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        await refocus();
        await page.bringToFront();
        return goto(...args);
      };
      return createPage(page);
    },
    puppeteerCore,
    1,
  );
}

/**
 * One Firefox per test file running at once: two files in two windows of one Firefox interfere
 * (keys and focus reach the other window: about 80 keyboard and focus tests failed that way, none
 * alone), so each slot of the runner's `concurrency` has a Firefox of its own, with one window.
 */
class FirefoxPool {
  name = 'Firefox';
  type = 'puppeteer';

  constructor(options) {
    this.slots = Array.from({ length: options.concurrency }, () => ({ launcher: oneFirefox(options), id: undefined }));
    this.waiting = [];
  }

  async initialize(config, testFiles) {
    await Promise.all(this.slots.map(({ launcher }) => launcher.initialize(config, testFiles)));
  }

  async startSession(id, url) {
    const free = this.slots.find((candidate) => !candidate.id);
    if (free) free.id = id;
    const slot = free ?? (await new Promise((resolve) => this.waiting.push(resolve)));
    slot.id = id;
    await slot.launcher.startSession(id, url);
  }

  slotOf(id) {
    const slot = this.slots.find((candidate) => candidate.id === id);
    if (!slot) throw new Error(`firefox: no session ${id}`);
    return slot;
  }

  isActive(id) {
    return this.slots.some((slot) => slot.id === id && slot.launcher.isActive(id));
  }

  getBrowserUrl(id) {
    return this.slotOf(id).launcher.getBrowserUrl(id);
  }

  getPage(id) {
    return this.slotOf(id).launcher.getPage(id);
  }

  async stopSession(id) {
    const slot = this.slotOf(id);
    try {
      return await slot.launcher.stopSession(id);
    } finally {
      slot.id = undefined;
      const next = this.waiting.shift();
      if (next) {
        slot.id = 'claimed';
        next(slot);
      }
    }
  }

  startDebugSession(id, url) {
    return this.slots[0].launcher.startDebugSession(id, url);
  }

  async stop() {
    await Promise.all(this.slots.map(({ launcher }) => launcher.stop()));
  }
}

export function firefoxLauncher({ concurrency, proxyPort, createPage }) {
  return new FirefoxPool({ concurrency, proxyPort, createPage });
}
