// The test runner's side of test/wordpress.test.ts (issue 33), as commands (executeServerCommand):
//   wp-start                  → the running site ({url, author, editor, pids}), started once per run
//                               (test/wordpress/wordpress.mjs); {pending: true} while it starts (ask
//                               again; also while Debian's packages are being installed); {skip: why}
//                               when they are missing and cannot be installed here
//   wp-rest {path, method, body, user}
//                             → {status, body}: the REST API as `user` (author or editor, with an
//                               application password; none: a visitor)
//   wp-open {url, user, base} → what Chromium made of a page, in a browser context of its own (logged
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

/** A new browser context (its own cookies), logged in as `user` when given. */
async function contextFor(testPage, user) {
  const context = await testPage.browser().createBrowserContext();
  const page = await context.newPage();
  await interceptThirdParties(page);
  if (user) {
    const cookies = await wordpressCommand('login', user);
    await page.setCookie(...cookies.map((cookie) => ({ ...cookie, url: `${site.url}${cookie.path}` })));
  }
  return { context, page };
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
  return Promise.race([
    Promise.resolve(window.nl?.loadAll()).then(() => Promise.all(all().map((element) => customElements.whenDefined(element.localName).then(() => element.updateComplete)))).then(() => 'ready'),
    new Promise((resolve) => setTimeout(() => resolve('timeout'), 8_000)),
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

async function open({ url, user }, testPage) {
  const { context, page } = await contextFor(testPage, user);
  try {
    const log = record(page);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 10_000 });
    const result = await page.evaluate(inspect, await response.text());
    return { ...result, log };
  } finally {
    await context.close();
  }
}

/**
 * The classic editor, one step per command (each answers within the runner's 20 s for a command):
 * open (the post's edit screen, its TinyMCE ready), text / visual (a click on the tab), read (what
 * each tab holds now), save (Update, and what the REST API has stored), close.
 */
let editorTab;
async function classic({ step, id, user = 'author' }, testPage) {
  if (step === 'open') {
    editorTab = await contextFor(testPage, user);
    editorTab.log = record(editorTab.page);
    await editorTab.page.goto(`${site.url}/wp-admin/post.php?post=${id}&action=edit`, { waitUntil: 'load' });
    await editorTab.page.waitForFunction(() => window.tinymce?.get('content')?.initialized);
    return { log: editorTab.log };
  }
  const { page } = editorTab;
  if (step === 'text' || step === 'visual') {
    // The tab's own click handler (a click at the tab's position can land on the editor's sticky
    // toolbar when the content is long).
    await page.$eval(step === 'text' ? '#content-html' : '#content-tmce', (tab) => tab.click());
    await page.waitForFunction((hidden) => window.tinymce.get('content').isHidden() === hidden, { timeout: 15_000 }, step === 'text');
    return { log: editorTab.log };
  }
  if (step === 'read') {
    return page.evaluate(() => ({ visual: window.tinymce.get('content').getContent(), text: document.querySelector('#content').value }));
  }
  if (step === 'save') {
    await Promise.all([page.waitForNavigation({ waitUntil: 'load', timeout: 15_000 }), page.$eval('#publish', (button) => button.click())]);
    const saved = await rest({ path: `/wp/v2/posts/${id}?context=edit` });
    return { raw: saved.body.content?.raw, log: editorTab.log };
  }
  if (step === 'close') {
    await editorTab?.context.close();
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
        site = undefined;
        starting = undefined;
        return { left: await stopWordPress() };
      }
      if (!site) throw new Error(`${command}: start WordPress first (wp-start)`);
      const testPage = session.browser.getPage(session.id);
      if (command === 'wp-rest') return rest(payload);
      if (command === 'wp-open') return open(payload, testPage);
      if (command === 'wp-classic') return classic(payload, testPage);
      if (command === 'wp-php-log') return { log: existsSync(site.debugLog) ? readFileSync(site.debugLog, 'utf8') : '' };
      if (command === 'wp-setup') return wordpressCommand(payload.action, ...(payload.args ?? []));
      return undefined;
    },
    async serverStop() {
      await stopWordPress();
    },
  };
}
