// The test runner's side of test/wordpress.test.ts (issue 33), as commands (executeServerCommand):
//   wp-start                  → the running site ({url, author, editor, pids}), started once per run
//                               (test/wordpress/wordpress.mjs); {pending: true} while it starts (ask
//                               again; also while Debian's packages are being installed); {skip: why}
//                               when they are missing and cannot be installed here
//   wp-rest {path, method, body, user}
//                             → {status, body}: the REST API as `user` (author or editor, with an
//                               application password; none: a visitor)
//   wp-open {url, user, base} → ({pending} after 10 s: ask again) what the browser made of a page, in a context of its own (logged
//                               in as `user` when given): every message on its console, failed
//                               requests, whether <html> has data-nl-debug, the nl-* tags not
//                               defined, the preview boxes' texts, and the post content's tree (as
//                               parsed from the HTML WordPress sent)
//   wp-classic {step, id, user}
//                             → the post in the classic editor, a step at a time (open, text,
//                               visual, read, save: then what the REST API has stored, close)
//   wp-php-log                → {log}: what PHP wrote to WordPress's debug.log (WP_DEBUG) so far
//   wp-setup {action, args}   → test/wordpress/setup.php's answer (login, uninstall, option)
//   wp-stop                   → both servers stopped by process group id; {left: pids still alive}
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { interceptThirdParties } from '../third-party.mjs';
import { canApt } from '../../scripts/test/chrome.mjs';
import { INSTALL_LOG, installInBackground, installState, missingPackages, startWordPress, stopWordPress, wordpressCommand } from './wordpress.mjs';

const ZIP = fileURLToPath(new URL('../../dist/wordpress/nl-components.zip', import.meta.url));

let site;
let starting;

async function rest({ path, method = 'GET', body, user = 'author' }) {
  const headers = { 'content-type': 'application/json' };
  if (user !== 'none') headers.authorization = `Basic ${Buffer.from(`${user}:${site[user].applicationPassword}`).toString('base64')}`;
  const response = await fetch(`${site.url}/wp-json${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: answered as text.
  }
  return { status: response.status, body: parsed };
}

/**
 * A page of its own for a command (its own cookies), logged in as `user` when given, the same in
 * every engine:
 *   goto(url, timeout) → the HTML sent            evaluate(fn, ...args) → what fn returns in the page
 *   waitFor(fn, timeout, ...args): until fn is true    submit(selector): a click on it, and the next page loaded
 *   log() → what reached the console, uncaught errors and failed requests, one line each
 *   close()
 * Chromium and Firefox (Puppeteer): a browser context of the test page's browser; WebKit: a window
 * of its own (test/engines/webkit.mjs openWindow()).
 */
async function pageFor(session, user) {
  const cookies = user ? await wordpressCommand('login', user) : [];
  if (session.browser.openWindow) return webkitPage(() => session.browser.openWindow(), cookies);
  const context = await session.browser.getPage(session.id).browser().createBrowserContext();
  // The context's cookies: a page's (Puppeteer's page.setCookie) are its document's site's, which in
  // Firefox (WebDriver BiDi) is about:blank's before the first page.
  if (cookies.length) await context.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: new URL(site.url).hostname })));
  const page = await context.newPage();
  await interceptThirdParties(page);
  const log = record(page);
  return {
    goto: async (url, timeout = 10_000) => (await page.goto(url, { waitUntil: 'load', timeout })).text(),
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    waitFor: (fn, timeout, ...args) => page.waitForFunction(fn, { timeout }, ...args),
    submit: (selector) => Promise.all([page.waitForNavigation({ waitUntil: 'load', timeout: 15_000 }), page.$eval(selector, (button) => button.click())]),
    log: async () => log,
    close: () => context.close(),
  };
}

/** Records what reaches the console, uncaught errors and failed requests. */
function record(page) {
  const log = [];
  page.on('console', (message) => log.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => log.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => log.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => response.status() >= 400 && log.push(`HTTP ${response.status()}: ${response.url()}`));
  return log;
}

/**
 * WebKit's windows, over WebDriver: a new MiniBrowser takes seconds to start, too long for each of
 * the test's pages (the runner gives a test file 300 s), so a window is used again once closed, its
 * site's cookies and storage cleared first (its HTTP cache stays). Cookies are set for the document
 * shown (a file of the site first); the HTML sent is asked again with the same cookies (WebDriver
 * has no responses); the console is what the mu-plugin's recorder wrote, asked for by its cookie
 * (test/wordpress/mu-plugin.php).
 */
const idleWindows = [];

async function closeWindows() {
  await Promise.all(idleWindows.splice(0).map((opened) => opened.close()));
}

async function webkitPage(openWindow, login) {
  const cookies = [{ name: 'nl_test_console', value: '1', path: '/' }, ...login];
  const ready = async (opened) => {
    await opened.driver.navigateTo(`${site.url}/wp-includes/images/blank.gif`);
    await opened.driver.deleteCookies();
    await opened.driver.execute(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    for (const { name, value, path } of cookies) await opened.driver.addCookie({ name, value, path });
    return opened;
  };
  // A window used before may refuse (a page that asks before it is left): then a new one.
  const reused = idleWindows.pop();
  const opened = (reused && (await ready(reused).catch(() => reused.close()))) || (await ready(await openWindow()));
  const { driver } = opened;
  // A script can fail while the next page replaces this one: asked again until `timeout`.
  const waitFor = async (fn, timeout, ...args) => {
    for (const end = Date.now() + timeout; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (await driver.execute(fn, ...args).catch(() => false)) return;
      if (Date.now() > end) throw new Error(`webkit: ${fn} not true within ${timeout} ms`);
    }
  };
  return {
    async goto(url) {
      const [html] = await Promise.all([
        fetch(url, { headers: { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') } }).then((response) => response.text()),
        driver.navigateTo(url),
      ]);
      return html;
    },
    // As JSON text: WebKit's driver hands an object's keys on in an order of its own.
    evaluate: async (fn, ...args) => JSON.parse(await driver.execute(`async (...args) => JSON.stringify(await (${fn})(...args)) ?? 'null'`, ...args)),
    waitFor,
    async submit(selector) {
      await driver.execute((button) => {
        window.nlLeaving = true;
        document.querySelector(button).click();
      }, selector);
      await waitFor(() => !window.nlLeaving && document.readyState === 'complete', 15_000);
    },
    log: () => driver.execute(() => JSON.parse(sessionStorage.getItem('nl-test-console') ?? '[]')),
    close: async () => idleWindows.push(opened),
  };
}

/**
 * In the page: every nl-* element defined and rendered, then what the test compares. The tree is
 * the post content's as the browser parses the page WordPress sent (`html`), before any tag renders.
 */
function inspect(html) {
  const all = () => [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('nl-'));
  const content = new DOMParser().parseFromString(html, 'text/html').querySelector('.wp-block-post-content, .entry-content');
  /** An element's tree: tag names, every attribute of nl-* elements, text when not only white space. */
  const tree = (node) =>
    [...node.childNodes]
      .map((child) => {
        if (child.nodeType === Node.TEXT_NODE) return child.textContent.trim() ? { text: child.textContent.trim() } : null;
        if (child.nodeType !== Node.ELEMENT_NODE || child.dataset?.nlPreview) return null;
        const item = { tag: child.localName, ...(child.id.startsWith('nl-snippet-') && { id: child.id }) };
        if (child.localName.startsWith('nl-')) item.attributes = Object.fromEntries([...child.attributes].map((a) => [a.name, a.value]).sort());
        item.children = tree(child.localName === 'template' ? child.content : child);
        return item;
      })
      .filter(Boolean);
  // Every tag, also those the loader would load only when scrolled near (README, Loading by need).
  // openNow has waited for every tag to be defined first; 20 s here stays within WebKitWebDriver's
  // 30 s for one script.
  return Promise.race([
    Promise.resolve(window.nl?.loadAll()).then(() => Promise.all(all().map((element) => customElements.whenDefined(element.localName).then(() => element.updateComplete)))).then(() => 'ready'),
    new Promise((resolve) => setTimeout(() => resolve('timeout'), 20_000)),
  ]).then(
    (state) =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          resolve({
            state,
            debug: document.documentElement.hasAttribute('data-nl-debug'),
            undefinedTags: [...new Set(all().filter((element) => !customElements.get(element.localName)).map((element) => element.localName))],
            boxes: [...document.querySelectorAll('[data-nl-preview="box"]')].map((box) => box.shadowRoot?.textContent ?? ''),
            panel: Boolean(document.querySelector('[data-nl-preview="panel"]')),
            head: [...document.head.querySelectorAll('link[rel="stylesheet"], link[rel="modulepreload"], script[type="module"], script[type="importmap"]')].map((element) => element.outerHTML),
            tree: content ? tree(content) : null,
          }),
        ),
      ),
  );
}

/** Every nl-* element's tag defined, the loader asked for all of them (in the page; asked again and again by waitFor). */
function allDefined() {
  void window.nl?.loadAll();
  return [...document.querySelectorAll('*')].every((element) => !element.localName.startsWith('nl-') || customElements.get(element.localName));
}

async function openNow({ url, user }, session) {
  const page = await pageFor(session, user);
  try {
    const html = await page.goto(url);
    // Up to 60 s for the tags' code, asked for in short scripts: a cold WebKit window on a busy
    // machine, each tag's module from PHP's server, took more than 20 s (three-engine CI runs: 7 tags
    // of the classic post not yet defined at 20 s; one script of 60 s passed WebKitWebDriver's 30).
    // wp-open answers {pending} meanwhile. Not there by then: inspect says which.
    await page.waitFor(allDefined, 60_000).catch(() => {});
    const result = await page.evaluate(inspect, html);
    return { ...result, log: await page.log() };
  } finally {
    await page.close();
  }
}

/**
 * wp-open: the page in a browser window of the user's (a cold WebKit window with its own display, a
 * page whose every tag comes from PHP's one-at-a-time server) can take longer than the runner's 20 s
 * for a command on a busy machine, so it answers {pending} after 10 s and the test asks again
 * (pollServerCommand); the same question joins the page load already under way.
 */
const opening = new Map();
async function open(payload, session) {
  const key = JSON.stringify([session.id, payload.url, payload.user ?? null]);
  let job = opening.get(key);
  if (!job) {
    job = openNow(payload, session);
    job.catch(() => {});
    opening.set(key, job);
  }
  const done = await Promise.race([job.then(() => true, () => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]);
  if (!done) return { pending: true };
  opening.delete(key);
  return job;
}

/**
 * The classic editor, one step per command (each answers within the runner's 20 s for a command):
 * open (the post's edit screen, its TinyMCE ready), text / visual (a click on the tab), read (what
 * each tab holds now), save (Update, and what the REST API has stored), close.
 */
let editorTab;
async function classic({ step, id, user = 'author' }, session) {
  if (step === 'open') {
    editorTab = await pageFor(session, user);
    await editorTab.goto(`${site.url}/wp-admin/post.php?post=${id}&action=edit`, 15_000);
    await editorTab.waitFor(() => window.tinymce?.get('content')?.initialized, 15_000);
    return { log: await editorTab.log() };
  }
  const page = editorTab;
  if (step === 'text' || step === 'visual') {
    // The tab's own click handler (a click at the tab's position can land on the editor's sticky
    // toolbar when the content is long).
    await page.evaluate((tab) => document.querySelector(tab).click(), step === 'text' ? '#content-html' : '#content-tmce');
    await page.waitFor((hidden) => window.tinymce.get('content').isHidden() === hidden, 15_000, step === 'text');
    return { log: await page.log() };
  }
  if (step === 'read') {
    return page.evaluate(() => ({ visual: window.tinymce.get('content').getContent(), text: document.querySelector('#content').value }));
  }
  if (step === 'save') {
    await page.submit('#publish');
    const saved = await rest({ path: `/wp/v2/posts/${id}?context=edit` });
    return { raw: saved.body.content?.raw, log: await page.log() };
  }
  if (step === 'close') {
    await editorTab?.close();
    editorTab = undefined;
    return { closed: true };
  }
  throw new Error(`wp-classic: unknown step ${step}`);
}

export function wordpressPlugin() {
  return {
    name: 'nl-wordpress',
    async executeCommand({ command, payload = {}, session }) {
      if (!command.startsWith('wp-')) return undefined;
      const started = Date.now();
      try {
        return await this.run(command, payload, session);
      } finally {
        if (process.env.NL_WP_DEBUG) console.log(`${command} ${JSON.stringify(payload).slice(0, 80)}: ${Date.now() - started} ms`);
      }
    },
    async run(command, payload, session) {
      if (command === 'wp-start') {
        if (!site) {
          // npm test starts installing the packages in the background (scripts/test/wordpress.mjs).
          if (missingPackages().length) {
            const state = installState();
            if (state === 'running') return { pending: true };
            if (state === 'failed') return { skip: `Debian's ${missingPackages().join(', ')} could not be installed: see ${INSTALL_LOG}` };
            if (!canApt()) return { skip: `Debian's ${missingPackages().join(', ')} missing, and this machine cannot install them (needs root with apt-get): node scripts/test/wordpress.mjs says how` };
            installInBackground();
            return { pending: true };
          }
          if (!existsSync(ZIP)) throw new Error('dist/wordpress/nl-components.zip is missing: run `npm run build` first');
          // Starting takes 5–20 s (MariaDB's first start, WordPress's install): a command must answer
          // within the runner's 20 s, so it answers {pending} after 10 s and the test asks again.
          starting ??= startWordPress({ zip: ZIP }).then((started) => (site = started));
          const pending = await Promise.race([starting.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 10_000))]);
          if (pending) return { pending: true };
        }
        return { url: site.url, author: { id: site.author.id }, editor: { id: site.editor.id }, plugin: site.plugin, pids: site.pids };
      }
      if (command === 'wp-stop') {
        await closeWindows();
        site = undefined;
        starting = undefined;
        return { left: await stopWordPress() };
      }
      if (!site) throw new Error(`${command}: start WordPress first (wp-start)`);
      if (command === 'wp-rest') return rest(payload);
      if (command === 'wp-open') return open(payload, session);
      if (command === 'wp-classic') return classic(payload, session);
      if (command === 'wp-php-log') return { log: existsSync(site.debugLog) ? readFileSync(site.debugLog, 'utf8') : '' };
      if (command === 'wp-setup') return wordpressCommand(payload.action, ...(payload.args ?? []));
      return undefined;
    },
    async serverStop() {
      await editorTab?.close();
      await closeWindows();
      await stopWordPress();
    },
  };
}
