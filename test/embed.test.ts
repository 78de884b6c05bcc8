/**
 * Embedded anywhere (issue 29): the built dist/ served from another origin, as a CDN serves it
 * (test/package-server.mjs: /cdn/ with Access-Control-Allow-Origin: *, and a CDN that fails or
 * changes a file: /cdn-flaky/, /cdn-tampered/), loaded by a plain page in a frame on this origin.
 * - 29.2: a property set before the code arrived is taken over at the upgrade, every tag and property;
 * - 29.3: nl.watch(root) loads the tags in a host's own shadow roots, with `loading` applied;
 * - 29.4: a module that fails to load is tried again (0.5, 1, 2 s), and only the last failure is logged;
 * - 29.5: Subresource Integrity: dist/integrity.json, headMarkup({ integrity: true }), fail closed.
 * Needs `npm run build`.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { browserConsoleProblems, clearBrowserConsole, loadFrame } from './helpers.ts';

interface Manifest {
  modules: { declarations: { tagName: string; attributes: { name: string; fieldName?: string; type: { text: string }; values?: string[]; schema?: string }[] }[] }[];
}
type NlApi = { ready: Promise<void>; loadAll(): Promise<void>; watch(root: unknown): void };
type EmbedWindow = Window & typeof globalThis & { nl?: NlApi; logged: string[]; failures: string[] };

// The runner answers on both names; for the browser they are two origins.
const other = () => `${location.protocol}//${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${location.port}`;

// First in every frame: what the page's scripts log as errors or warnings, and what is thrown uncaught.
const RECORD = `<script>
  window.logged = [];
  window.failures = [];
  for (const kind of ['error', 'warn']) {
    const original = console[kind];
    console[kind] = (...args) => { window.logged.push(kind + ': ' + args.map((a) => (a && a.message) || String(a)).join(' ')); original.apply(console, args); };
  }
  addEventListener('error', (event) => window.failures.push(String(event.message)));
  addEventListener('unhandledrejection', (event) => window.failures.push(String(event.reason)));
</script>`;

/** The loader's two lines, from `base` (a folder URL ending in /). */
const lines = (base: string) => `<link rel="stylesheet" href="${base}nl-components.css"><script type="module" src="${base}nl-components.js"></script>`;

const ACCORDION = `<nl-accordion><nl-accordion-item item-id="a1" heading="Vraag 1"><p>Antwoord 1</p></nl-accordion-item></nl-accordion>`;
const CALL_US = `<nl-call-us phone="0201234567"></nl-call-us>`;

/** A plain page in a frame (srcdoc: this origin), the library from `head`; resolves once the loader ran. */
async function embed(head: string, body: string, { loader = true } = {}): Promise<{ frame: HTMLIFrameElement; win: EmbedWindow }> {
  const frame = await loadFrame({ srcdoc: `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Elders</title>${RECORD}${head}</head><body>${body}</body></html>` }, 800, 600);
  const win = frame.contentWindow as EmbedWindow;
  if (loader) await waitUntil(() => win.nl, 'the loader ran', { timeout: 10_000 });
  return { frame, win };
}

const shadowOf = (element: Element | null) => element!.shadowRoot!;
const itemButton = (item: Element) => shadowOf(item).querySelector('button')!;

interface CdnRequest {
  path: string;
  search: string;
  status: number;
  /** Sec-Fetch-Dest: `script` for a module, `empty` for the loader's fetch() that refreshes the cache. */
  dest: string;
}
/** What the misbehaving CDN was asked under `key` (test/package-server.mjs). */
const cdnRequests = async (key: string) => (await executeServerCommand<CdnRequest[], { key: string }>('nl-cdn-requests', { key }))!;
/** The module requests of `path` among them. */
const moduleTries = (requests: CdnRequest[], path: string) => requests.filter((r) => r.path === path && r.dest === 'script');

let frames: HTMLIFrameElement[] = [];
afterEach(() => {
  frames.forEach((frame) => frame.remove());
  frames = [];
});
async function page(head: string, body: string, options?: { loader?: boolean }) {
  const result = await embed(head, body, options);
  frames.push(result.frame);
  return result;
}

describe('29: the basics on a page that is not ours', function () {
  this.timeout(30_000);

  it('the loader twice (once with ?v=2), storage that throws, polluted prototypes and a global AMD define: every tag once, nothing logged', async () => {
    const hostile = `<script>
      for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { get() { throw new DOMException('blocked', 'SecurityError'); } });
      Object.defineProperty(Document.prototype, 'cookie', { get() { throw new DOMException('blocked', 'SecurityError'); }, set() { throw new DOMException('blocked', 'SecurityError'); } });
      Object.prototype.polluted = 'yes';
      Array.prototype.extra = function () {};
      window.define = function () {};
      window.define.amd = {};
      const define = CustomElementRegistry.prototype.define;
      window.defined = {};
      CustomElementRegistry.prototype.define = function (name, ...rest) { window.defined[name] = (window.defined[name] || 0) + 1; return define.call(this, name, ...rest); };
    </script>`;
    const { win } = await page(`${hostile}${lines(`${other()}/cdn/`)}<script type="module" src="${other()}/cdn/nl-components.js?v=2"></script>`, `${ACCORDION}${CALL_US}`);
    await win.nl!.loadAll();
    expect(itemButton(win.document.querySelector('nl-accordion-item')!).getAttribute('aria-expanded')).to.equal('false');
    expect(shadowOf(win.document.querySelector('nl-call-us')).querySelector('a')).to.not.equal(null);
    // (Through JSON: the frame's Object.prototype is polluted, which a deep comparison would walk.)
    const defined = JSON.parse(JSON.stringify((win as unknown as { defined: Record<string, number> }).defined)) as Record<string, number>;
    expect(defined).to.deep.equal({ 'nl-accordion': 1, 'nl-accordion-item': 1, 'nl-call-us': 1 });
    expect(win.logged).to.deep.equal([]);
    expect(win.failures).to.deep.equal([]);
  });
});

describe('29.2 a property set before the code arrived', function () {
  this.timeout(30_000);

  it('item.open = true before the upgrade opens the item; map.config = {…} is the config', async () => {
    const { win } = await page(
      '',
      `${ACCORDION}<nl-map></nl-map>
      <script>
        document.querySelector('nl-accordion-item').open = true;
        document.querySelector('nl-map').config = { api_key: 'x', pois: [] };
      </script>${lines(`${other()}/cdn/`)}`,
    );
    await win.nl!.loadAll();
    const item = win.document.querySelector('nl-accordion-item')! as HTMLElement & { open: boolean };
    const map = win.document.querySelector('nl-map')! as HTMLElement & { config: unknown };
    expect(Object.prototype.hasOwnProperty.call(item, 'open'), 'no own property left').to.equal(false);
    expect(item.open).to.equal(true);
    expect(item.hasAttribute('open')).to.equal(true);
    expect(itemButton(item).getAttribute('aria-expanded')).to.equal('true');
    expect(Object.prototype.hasOwnProperty.call(map, 'config')).to.equal(false);
    expect(map.getAttribute('config')).to.equal('{"api_key":"x","pois":[]}');
    expect(map.config).to.deep.equal({ api_key: 'x', pois: [] });
  });

  /**
   * Every property of the manifest set before the upgrade, compared with the same set after it.
   * `withAttribute` (issue 39): the element also carries the attribute, saying something else first.
   */
  async function earlyAsLate(withAttribute: boolean) {
    const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as Manifest;
    const assignments: [tag: string, prop: string, attribute: string, old: string | null, value: unknown][] = [];
    for (const { declarations } of manifest.modules) {
      for (const { tagName, attributes } of declarations) {
        for (const { name, fieldName, type, values, schema } of attributes) {
          if (!fieldName) continue;
          const array = type.text.startsWith('Array');
          const [old, value]: [string, unknown] =
            type.text === 'boolean' ? ['', !withAttribute]
            : type.text === 'number' ? ['1', 3]
            : values ? [values[0]!, values[values.length - 1]]
            : schema ? [array ? '[{"oud":1}]' : '{"oud":1}', array ? [] : {}]
            : ['oud', 'x'];
          assignments.push([tagName, fieldName, name, withAttribute ? old : null, value]);
        }
      }
    }
    expect(assignments.length, 'properties in the manifest').to.be.greaterThan(80);
    // Each element alone, before the loader: `early-<n>`; hidden, and every tag loads at once.
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    // Kept still, early and late alike: an alert hides itself after its duration (2 s by default),
    // which a busy machine can take between the upgrade and the comparison of `hidden`.
    const still = (tag: string, attribute: string): [string, string][] => (tag === 'nl-alert' && attribute !== 'duration' ? [['duration', '0']] : []);
    const markup = assignments
      .map(([tag, , attribute, old], n) => `<${tag} id="early-${n}"${still(tag, attribute).map(([name, value]) => ` ${name}="${value}"`).join('')}${old === null ? '' : ` ${attribute}="${escape(old)}"`}></${tag}>`)
      .join('');
    const { win } = await page(
      '',
      `<div hidden>${markup}</div>
      <script>
        for (const [n, [, prop, , , value]] of ${JSON.stringify(assignments)}.entries()) document.getElementById('early-' + n)[prop] = value;
      </script>${lines(`${other()}/cdn/`)}`,
    );
    win.document.documentElement.dataset.nlLoading = 'eager';
    await win.nl!.loadAll();
    const late = win.document.createElement('div');
    late.hidden = true;
    win.document.body.append(late);
    for (const [n, [tag, prop, attribute, old, value]] of assignments.entries()) {
      const early = win.document.getElementById(`early-${n}`) as HTMLElement & Record<string, unknown>;
      expect(win.customElements.get(tag), tag).to.not.equal(undefined);
      const after = win.document.createElement(tag) as HTMLElement & Record<string, unknown>;
      for (const [name, value] of still(tag, attribute)) after.setAttribute(name, value);
      if (old !== null) after.setAttribute(attribute, old);
      late.append(after);
      after[prop] = value;
      const where = `${old === null ? tag : `<${tag} ${attribute}="${old}">`}.${prop} = ${JSON.stringify(value)}`;
      expect(Object.prototype.hasOwnProperty.call(early, prop), `${where}: no own property left`).to.equal(false);
      if (old === null) expect(early.getAttribute(attribute), `${where}: the attribute`).to.not.equal(null);
      expect(early.getAttribute(attribute), `${where}: the attribute`).to.equal(after.getAttribute(attribute));
      expect(JSON.stringify(early[prop]), `${where}: the property`).to.equal(JSON.stringify(after[prop]));
    }
  }

  it('every tag, every property: set before the upgrade works exactly as set after it', () => earlyAsLate(false));

  it('issue 39: set before the upgrade, a property wins over the attribute of the same name, as set after it would', () => earlyAsLate(true));

  it("issue 39: an accordion item's heading set before the upgrade is the one shown, over its attribute", async () => {
    const { win } = await page(
      '',
      `<nl-accordion><nl-accordion-item id="i2" item-id="p2" heading="Oude vraag"><p>Antwoord</p></nl-accordion-item></nl-accordion>
      <script>document.getElementById('i2').heading = 'Nieuwe vraag';</script>${lines(`${other()}/cdn/`)}`,
    );
    await win.nl!.loadAll();
    const item = win.document.getElementById('i2')!;
    await (item as HTMLElement & { updateComplete: Promise<void> }).updateComplete;
    expect(item.getAttribute('heading')).to.equal('Nieuwe vraag');
    expect(itemButton(item).textContent).to.include('Nieuwe vraag');
  });
});

describe('29.3 nl.watch: tags in a host\'s own shadow roots', function () {
  this.timeout(30_000);

  // A host web component that renders into its own shadow root, as a third party's design system does.
  const HOST = `<script>
    customElements.define('host-card', class extends HTMLElement {
      constructor() {
        super();
        this.attachShadow({ mode: 'open' }).innerHTML = '<h2>Kaart</h2>${ACCORDION.replace(/'/g, "\\'")}<div style="height: 4000px"></div><nl-call-us phone="0201234567"></nl-call-us>';
      }
    });
  </script>`;

  it('loads the tags already in the root, later ones, and applies loading (visible) there', async () => {
    const { win } = await page(HOST, `<host-card></host-card>${lines(`${other()}/cdn/`)}`);
    const root = win.document.querySelector('host-card')!.shadowRoot!;
    await win.nl!.ready;
    expect(win.customElements.get('nl-accordion'), 'not watched yet: not loaded').to.equal(undefined);
    win.nl!.watch(root);
    await waitUntil(() => win.customElements.get('nl-accordion-item') && shadowOf(root.querySelector('nl-accordion-item')).querySelector('button'), 'the accordion in the root upgrades', { timeout: 10_000 });
    itemButton(root.querySelector('nl-accordion-item')!).click();
    await waitUntil(() => itemButton(root.querySelector('nl-accordion-item')!).getAttribute('aria-expanded') === 'true', 'the item opens');
    // nl-call-us is `visible` by default, and 4000 px down: not loaded until it comes near.
    await new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 300)));
    expect(win.customElements.get('nl-call-us'), 'far below: not loaded yet').to.equal(undefined);
    root.querySelector('nl-call-us')!.scrollIntoView();
    await waitUntil(() => win.customElements.get('nl-call-us'), 'scrolled near: loaded', { timeout: 10_000 });
    // Added later to the watched root.
    const added = win.document.createElement('nl-search');
    added.setAttribute('action', '/zoeken');
    added.setAttribute('loading', 'eager');
    root.prepend(added);
    await waitUntil(() => win.customElements.get('nl-search') && shadowOf(added).querySelector('input'), 'a tag added later loads', { timeout: 10_000 });
    // loadAll() includes the watched roots.
    await win.nl!.loadAll();
    expect(win.logged).to.deep.equal([]);
  });

  it('is also an export of the loader; a second call is harmless; anything else is a clear error', async () => {
    const { win } = await page(HOST, `<host-card></host-card>`, { loader: false });
    const loader = (await (win as unknown as { eval(code: string): Promise<Record<string, unknown>> }).eval(`import('${other()}/cdn/nl-components.js')`)) as { watch(root: unknown): void };
    expect(loader.watch).to.be.a('function');
    const root = win.document.querySelector('host-card')!.shadowRoot!;
    loader.watch(root);
    loader.watch(root);
    await waitUntil(() => root.querySelector('nl-accordion-item')?.shadowRoot?.querySelector('button'), 'the accordion upgrades', { timeout: 10_000 });
    expect(win.logged).to.deep.equal([]);
    loader.watch(win.document.body);
    loader.watch(null);
    loader.watch(document);
    expect(win.logged).to.deep.equal(Array(3).fill("error: nl.watch: expects a ShadowRoot or this page's document (a frame needs its own nl-components.js)"));
  });
});

describe('29.4 a chunk that fails to load is tried again', function () {
  this.timeout(30_000);
  let n = 0;
  const key = () => `k${Date.now()}-${n++}`;
  const requests = (k: string) => cdnRequests(k);

  it("a tag's own file that answers 503 once: tried again with ?retry=1, the tag upgrades, nothing logged", async () => {
    const k = key();
    const { win } = await page('', `${CALL_US}${lines(`${other()}/cdn-flaky/${k}/elements~nl-call-us.js/1/`)}`);
    await win.nl!.ready;
    expect(shadowOf(win.document.querySelector('nl-call-us')).querySelector('a')!.getAttribute('href')).to.match(/^tel:/);
    const all = await requests(k);
    expect(moduleTries(all, 'elements/nl-call-us.js').map((r) => [r.search, r.status])).to.deep.equal([
      ['', 503],
      ['?retry=1', 200],
    ]);
    // Before the new try, the cached answer was replaced (a fetch past the cache).
    expect(all.filter((r) => r.path === 'elements/nl-call-us.js' && r.dest === 'empty')).to.have.length(1);
    expect(win.logged).to.deep.equal([]);
    expect(win.failures).to.deep.equal([]);
  });

  it('a shared chunk (the core) that answers 503 twice, cached: fetched again past the cache, every tag upgrades (where the browser keeps a failed module: stays as it was, named on the console)', async () => {
    const entry = await (await fetch('/dist/elements/nl-call-us.js')).text();
    const core = /"\.\.\/(chunks\/define-[\w-]+\.js)"/.exec(entry)![1]!;
    const k = key();
    const keeps = await keepsFailedModules();
    const { win } = await page('', `${ACCORDION}${CALL_US}${lines(`${other()}/cdn-flaky/${k}/${core.replace('/', '~')}/2/`)}`);
    if (keeps) {
      // Firefox 153 (docs/browser-support.md): the chunk's URL is written in the files that import it,
      // and the failure it keeps for that URL answers every new try. Each tag that needs it stays as
      // it was before its upgrade, with one error naming the tag after its last try; nothing throws.
      await waitUntil(() => win.logged.length >= 2, 'an error for each tag after its last try', { timeout: 10_000 });
      expect(win.customElements.get('nl-call-us')).to.equal(undefined);
      expect(win.customElements.get('nl-accordion-item')).to.equal(undefined);
      for (const line of win.logged) expect(line).to.match(/^error: nl-[a-z-]+: could not load /);
      expect(win.failures).to.deep.equal([]);
      return;
    }
    await win.nl!.ready;
    expect(shadowOf(win.document.querySelector('nl-call-us')).querySelector('a')).to.not.equal(null);
    expect(itemButton(win.document.querySelector('nl-accordion-item')!)).to.not.equal(null);
    // The module's 503 was cached (this CDN says max-age): the loader's fetch past the cache replaced
    // it, and the next import read the fresh answer.
    // (Each failed tag refreshes the chunks it imports: two tags here, so two refreshes at most a try.)
    const statuses = (await requests(k)).filter((r) => r.path === core).map((r) => r.status);
    expect(statuses.slice(0, 2)).to.deep.equal([503, 503]);
    expect(statuses.slice(2)).to.include(200).and.not.include(503);
    expect(win.logged).to.deep.equal([]);
    expect(win.failures).to.deep.equal([]);
  });

  it('a file that always fails: four tries (after 0.5, 1, 2 s), then one error naming it; other tags never wait', async () => {
    const k = key();
    const started = performance.now();
    const { win } = await page('', `${ACCORDION}${CALL_US}${lines(`${other()}/cdn-flaky/${k}/elements~nl-accordion.js/always/`)}`);
    await waitUntil(() => win.customElements.get('nl-call-us') && win.customElements.get('nl-accordion-item'), 'the other tags', { timeout: 10_000 });
    expect(win.customElements.get('nl-accordion'), 'still trying').to.equal(undefined);
    expect(win.logged, 'nothing logged while it still tries').to.deep.equal([]);
    await waitUntil(() => win.logged.length > 0, 'the error after the last try', { timeout: 10_000 });
    expect(performance.now() - started).to.be.greaterThan(3_500);
    expect(win.logged).to.have.length(1);
    expect(win.logged[0]).to.match(/^error: nl-accordion: could not load http:\/\/[^ ]+\/elements\/nl-accordion\.js /);
    expect(moduleTries(await requests(k), 'elements/nl-accordion.js').map((r) => r.search)).to.deep.equal(['', '?retry=1', '?retry=2', '?retry=3']);
    expect(win.customElements.get('nl-accordion')).to.equal(undefined);
    expect(win.failures).to.deep.equal([]);
  });
});

/**
 * Whether this browser answers a module that failed with the same failure on the next import,
 * without asking the network (Firefox 153; whatwg/html#10327 says to fetch it again, as Chromium and
 * WebKit do). /fake/flaky-module fails the first time a key asks.
 */
async function keepsFailedModules(): Promise<boolean> {
  const url = `/fake/flaky-module?key=${Date.now()}-${Math.random()}`;
  const load = (href: string) => import(/* @vite-ignore */ href);
  await load(url).catch(() => undefined);
  return load(url).then(
    () => false,
    () => true,
  );
}

describe('29.5 Subresource Integrity', function () {
  this.timeout(30_000);
  type HeadMarkup = (options: { base?: string; preload?: string[]; integrity?: boolean; nonce?: string }) => string;
  let headMarkup: HeadMarkup;
  before(async () => {
    ({ headMarkup } = (await import(/* @vite-ignore */ `${location.origin}/dist/cms.js`)) as { headMarkup: HeadMarkup });
  });

  it('dist/integrity.json holds the sha384 of every script and stylesheet in dist/', async () => {
    const map = (await (await fetch('/dist/integrity.json')).json()) as Record<string, string>;
    const files = Object.keys(map);
    for (const file of ['nl-components.js', 'nl-components.css', 'elements/nl-accordion.js', 'elements/nl-vacancy-upload.js', 'loading/later.js', 'preview/panel.js', 'cms.js']) expect(files).to.include(file);
    expect(files.filter((file) => file.startsWith('chunks/')).length).to.be.greaterThan(2);
    for (const file of files) {
      // /cdn/ serves the files as they are (the runner hands /dist/react/ to Vite).
      const bytes = await (await fetch(`/cdn/${file}`)).arrayBuffer();
      const digest = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-384', bytes))));
      expect(map[file], file).to.equal(`sha384-${digest}`);
    }
  });

  it('headMarkup({ integrity: true }): an import map first, integrity and crossorigin on each line', () => {
    const base = 'https://cdn.example.nl/nl-components/';
    const head = headMarkup({ base, preload: ['nl-cookie-bar'], integrity: true, nonce: 'r4nd0m' });
    const doc = new DOMParser().parseFromString(`<head>${head}</head>`, 'text/html');
    const [first, ...rest] = [...doc.head.children];
    expect(first!.localName).to.equal('script');
    expect(first!.getAttribute('type')).to.equal('importmap');
    expect(first!.getAttribute('nonce')).to.equal('r4nd0m');
    const map = JSON.parse(first!.textContent!) as { integrity: Record<string, string> };
    const keys = Object.keys(map.integrity);
    expect(keys).to.include.members([`${base}nl-components.js`, `${base}elements/nl-accordion.js`, `${base}loading/later.js`, `${base}preview/unknown-tag.js`]);
    expect(keys.some((key) => key.startsWith(`${base}chunks/define-`))).to.equal(true);
    for (const line of rest) {
      expect(line.getAttribute('integrity'), line.outerHTML).to.match(/^sha384-[\w+/=]{64}$/);
      expect(line.getAttribute('crossorigin'), line.outerHTML).to.equal('anonymous');
    }
    const script = doc.querySelector('script[src]')!;
    expect(script.getAttribute('nonce')).to.equal('r4nd0m');
    expect(map.integrity[`${base}nl-components.js`]).to.equal(script.getAttribute('integrity'));
    // Without the option the lines are as before: no import map, no integrity.
    expect(headMarkup({ base })).to.not.match(/importmap|integrity/);
    expect(() => headMarkup({ base, integrity: true, nonce: '"><script>' })).to.throw(TypeError, /nonce/);
  });

  it('a page with those lines, the library on another origin: every tag loads, nothing logged', async () => {
    const { win } = await page(headMarkup({ base: `${other()}/cdn/`, integrity: true, preload: ['nl-accordion'] }), `${ACCORDION}${CALL_US}<nl-acordion></nl-acordion>`);
    await win.nl!.loadAll();
    expect(itemButton(win.document.querySelector('nl-accordion-item')!).getAttribute('aria-expanded')).to.equal('false');
    expect(shadowOf(win.document.querySelector('nl-call-us')).querySelector('a')).to.not.equal(null);
    // The unknown-tag warning (dist/preview/) is covered by the import map too.
    await waitUntil(() => win.logged.length, 'the misspelt tag warned about');
    expect(win.logged).to.deep.equal(['warn: nl-acordion: no such tag in nl-components; did you mean nl-accordion?']);
    expect(win.failures).to.deep.equal([]);
  });

  it("a tag's file whose bytes differ fails closed: that tag alone stays as it was, one error names the file", async () => {
    const { win } = await page(headMarkup({ base: `${other()}/cdn-tampered/elements~nl-accordion.js/`, integrity: true }), `${ACCORDION}${CALL_US}`);
    await waitUntil(() => win.logged.length, 'the error', { timeout: 10_000 });
    expect(win.logged).to.have.length(1);
    expect(win.logged[0]).to.match(/^error: nl-accordion: could not load http:\/\/[^ ]+\/cdn-tampered\/elements~nl-accordion\.js\/elements\/nl-accordion\.js /);
    expect(win.customElements.get('nl-accordion'), 'never run').to.equal(undefined);
    // Its fallback: the editor's content, as before the upgrade; every other tag works.
    expect(win.document.querySelector('nl-accordion-item p')!.textContent).to.equal('Antwoord 1');
    await win.nl!.loadAll();
    expect(win.customElements.get('nl-accordion-item')).to.not.equal(undefined);
    expect(shadowOf(win.document.querySelector('nl-call-us')).querySelector('a')).to.not.equal(null);
    expect(win.failures).to.deep.equal([]);
  });

  it('with integrity, a failed try is tried again, checked against the same hash', async () => {
    const k = `sri${Date.now()}`;
    const base = `${other()}/cdn-flaky/${k}/elements~nl-call-us.js/1/`;
    const { win } = await page(headMarkup({ base, integrity: true }), CALL_US);
    await win.nl!.ready;
    expect(shadowOf(win.document.querySelector('nl-call-us')).querySelector('a')).to.not.equal(null);
    const tries = moduleTries(await cdnRequests(k), 'elements/nl-call-us.js');
    // At ?retry=1 through a modulepreload with the hash (a URL the import map has no hash for; Firefox
    // answers the same URL with the failure it keeps), or, where a modulepreload is not checked
    // (WebKit), at the same URL, which the map checks.
    expect(tries.map((r) => r.status)).to.deep.equal([503, 200]);
    expect(tries[1]!.search).to.be.oneOf(['', '?retry=1']);
    expect(win.logged).to.deep.equal([]);
    expect(win.failures).to.deep.equal([]);
  });

  it('with integrity, the new try is checked too: a file that fails once and then arrives changed never runs', async () => {
    const k = `sri-changed${Date.now()}`;
    const base = `${other()}/cdn-flaky/${k}/elements~nl-call-us.js/1-changed/`;
    const { win } = await page(headMarkup({ base, integrity: true }), `${CALL_US}${ACCORDION}`);
    await waitUntil(() => win.logged.length, 'the error after the last try', { timeout: 10_000 });
    expect(win.logged).to.have.length(1);
    expect(win.logged[0]).to.match(/^error: nl-call-us: could not load http:\/\/[^ ]+\/elements\/nl-call-us\.js /);
    expect(win.customElements.get('nl-call-us'), 'never run').to.equal(undefined);
    const tries = moduleTries(await cdnRequests(k), 'elements/nl-call-us.js');
    expect(tries.map((r) => r.status)).to.deep.equal([503, 200, 200, 200]);
    // The other tags are not held up.
    await win.nl!.loadAll();
    expect(itemButton(win.document.querySelector('nl-accordion-item')!)).to.not.equal(null);
    expect(win.failures).to.deep.equal([]);
  });
});

describe('29.7 the demo: a third party\'s page loads the library from another origin', function () {
  this.timeout(30_000);

  it('npm start serves dist/ again on the next port, with CORS, a JavaScript type and long caching of the hashed chunks', async () => {
    const { cdn, page, files } = (await executeServerCommand<{ cdn: string; page: string; files: { url: string; status: number; headers: Record<string, string> }[] }, { page: string }>('nl-serve', { page: '/embed/sollicitatie.html' }))!;
    expect(page).to.include(`<script type="module" src="${cdn}nl-components.js" integrity="sha384-`);
    expect(page).to.match(/<script type="importmap">\{"integrity":\{/);
    expect(files.map((file) => file.url)).to.include.members([`${cdn}nl-components.js`, `${cdn}nl-components.css`]);
    for (const { url, status, headers } of files) {
      expect(status, url).to.equal(200);
      expect(headers['access-control-allow-origin'], url).to.equal('*');
      expect(headers['content-type'], url).to.match(url.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect(headers['cache-control'], url).to.equal(/chunks\/.+-[\w-]{8}\.js$/.test(url) ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    expect(files.some((file) => file.url.includes('/chunks/')), 'the core chunk preloaded').to.equal(true);
  });

  it('/embed/sollicitatie.html: every script of the library from the other origin, checked, every tag upgraded, nothing logged', async () => {
    await clearBrowserConsole();
    const frame = await loadFrame('/embed/sollicitatie.html', 1000, 800);
    frames.push(frame);
    const win = frame.contentWindow as EmbedWindow;
    await waitUntil(() => win.nl, 'the loader ran', { timeout: 10_000 });
    await win.nl!.loadAll();
    const scripts = (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => new URL(entry.name)).filter((url) => url.pathname.endsWith('.js') && !url.pathname.startsWith('/__web-dev-server') && !url.pathname.startsWith('/assets/'));
    expect(scripts.length).to.be.greaterThan(4);
    for (const url of scripts) expect(url.origin, url.href).to.equal(new URL(other()).origin);
    expect(win.document.querySelector('script[type="importmap"]')).to.not.equal(null);
    for (const tag of ['nl-vacancy-form', 'nl-date-picker', 'nl-address-field', 'nl-vacancy-upload']) {
      const element = win.document.querySelector(tag);
      expect(element, tag).to.not.equal(null);
      expect(win.customElements.get(tag), tag).to.not.equal(undefined);
    }
    expect(await browserConsoleProblems()).to.deep.equal([]);
  });
});
