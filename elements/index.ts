/**
 * The loader: dist/nl-components.js, the one script a page needs.
 *
 * It watches the document (and our own shadow roots, which defineElement hands it) for nl-* tags
 * and imports a tag's code, dist/elements/<tag>.js, when the tag first appears. A page without any
 * nl-* tag fetches nothing more. It stays small (6 KB gzip, `npm run size`) by importing nothing
 * heavy: the observer, consent and loading's lists are the core modules in it. While a page loads its
 * work comes in three short tasks (issue 38): its own evaluation with consent's defaults, the look at
 * the page, and the imports that look asks for.
 *
 * Exports, also on window.nl for CMS scripts that cannot import: observer, ready, load, loadAll,
 * watch, openModal, showAlert, consent. Importing consent sets Google Consent Mode's defaults (all denied) as the
 * loader starts, before any tag of ours can load a tag manager.
 * Two copies on one page share one loader (the first), one observer, and define every tag once.
 *
 * Issue 14: an nl-* element that is no tag of the library loads dist/preview/unknown-tag.js, which
 * warns `nl-acordion: no such tag in nl-components; did you mean nl-accordion?`; in preview mode
 * (`<html data-nl-debug>` or `?nl-debug`) the loader imports dist/preview/panel.js, which shows every
 * problem on the page. Nothing else of preview mode is in the loader (docs/preview.md).
 */
import { singleton } from '../src/core/global.ts';
import { observer, type Observer } from '../src/core/observer.ts';
import { consent } from '../src/core/consent.ts';
import { previewOn } from '../src/core/problems.ts';
import { showAlert } from '../src/elements/alert/show-alert.ts';
import { EAGER } from '../src/core/loading.ts';
import { keep } from '../src/core/early.ts';
import { fetchEarly } from '../src/elements/cookie-bar/template.ts';

export type { Observer };

interface Loader {
  watch(root: Document | ShadowRoot): void;
  load(tag: string): Promise<void>;
  loadAll(): Promise<void>;
  /** A tag's module (for what it exports besides the tag: openModal). */
  module(tag: string): Promise<Record<string, unknown>>;
  ready: Promise<void>;
}

const TAGS: readonly string[] = __NL_TAGS__;

/** dist/loading/later.js (src/core/later.ts). */
interface Later {
  start(load: (tag: string) => Promise<void>, loadAll: () => Promise<void>, ready: () => Promise<void>): void;
  defer(element: Element): void;
  due(elements: Element[]): Promise<Element[]>;
}
// The folder this module was loaded from; a tag's code is in elements/ beside it.
const BASE = import.meta.url.replace(/[^/?#]*([?#].*)?$/, '');

/** A module beside the loader (`elements/nl-map.js`), imported by its URL as it is (no preload helper). */
const importOnce = (url: string): Promise<Record<string, unknown>> => import(/* @vite-ignore */ url);

/** How long to wait before each new try of a module that failed to load (issue 29.4). */
const RETRY_MS: readonly number[] = [500, 1000, 2000];

/** The hash a page's import map gives a URL (headMarkup's `integrity` option, or the page's own map), and that map's nonce. */
interface Pin {
  integrity: string;
  nonce: string;
}
let pins: Map<string, Pin> | undefined;
function pinOf(url: string): Pin | undefined {
  if (!pins) {
    pins = new Map();
    for (const map of document.querySelectorAll<HTMLScriptElement>('script[type="importmap"]')) {
      try {
        for (const [key, integrity] of Object.entries((JSON.parse(map.textContent ?? '') as { integrity?: Record<string, string> }).integrity ?? {})) {
          pins.set(new URL(key, document.baseURI).href, { integrity, nonce: map.nonce ?? '' });
        }
      } catch {
        // Not ours to judge: the browser reports a malformed import map itself.
      }
    }
  }
  return pins.get(url);
}

/** `<link rel="modulepreload">` of `href` with `integrity`; resolves whether it loaded. */
function preload(href: string, { integrity, nonce }: Pin): Promise<boolean> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.integrity = integrity;
    link.nonce = nonce;
    link.href = href;
    const settle = (loaded: boolean) => () => {
      link.remove();
      resolve(loaded);
    };
    link.onload = settle(true);
    link.onerror = settle(false);
    document.head.append(link);
  });
}

/**
 * Whether this browser checks the `integrity` of a modulepreload (Chromium and Firefox do; WebKit
 * loads it unchecked): an empty module with its own hash (the sha256 of nothing) loads, another
 * with that hash does not. Where a Content-Security-Policy refuses `data:`, neither loads, and the
 * answer is no. Asked once, on the first new try of a file with a hash, never on a page without.
 */
let preloadChecked: Promise<boolean> | undefined;
function preloadChecks(nonce: string): Promise<boolean> {
  const empty = { integrity: 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=', nonce };
  // A browser without modulepreload (Safari before 17) fires neither load nor error on the link.
  if (!document.createElement('link').relList.supports('modulepreload')) return Promise.resolve(false);
  preloadChecked ??= Promise.all([preload('data:text/javascript,', empty), preload('data:text/javascript,//', empty)]).then(([right, wrong]) => right && !wrong);
  return preloadChecked;
}

/**
 * Asks for `url` and the modules it imports again past the HTTP cache (`cache: 'reload'`), so that a
 * failure the browser or a CDN cached (a 503 with a max-age) is replaced before the next try: a
 * shared chunk's URL is written inside the modules that import it, so only its cached answer can
 * change, not the URL. Best effort: whatever fails here, the next try reports.
 */
function refresh(url: string, seen = new Set<string>()): Promise<unknown> {
  if (seen.has(url)) return Promise.resolve();
  seen.add(url);
  return fetch(url, { cache: 'reload' })
    .then((response) => response.text())
    .then((code) => Promise.all([...code.matchAll(/(?:from|import)\s*"(\.{1,2}\/[\w./-]+\.js)"/g)].map((m) => refresh(new URL(m[1]!, url).href, seen))))
    .catch(() => undefined);
}

/**
 * A module, tried again after each of RETRY_MS when it fails (issue 29.4: a CDN that answers 503
 * once must not leave a tag undefined for the life of the page). Each new try refreshes what the
 * browser cached of the module and its chunks (refresh), then asks for `?retry=N`, a URL no cache
 * and no module map has seen: Firefox keeps a failed module in the page's module map and answers
 * every later import of that URL with the same failure, without asking the network again.
 *
 * A file an import map gives a hash (issue 29.5) is checked at `?retry=N` too, though the map has
 * no hash for that URL: a `<link rel="modulepreload">` with the same hash fetches it, and only once
 * that loaded is it imported (from the module map, as checked). A browser that does not check a
 * modulepreload (WebKit) tries the same URL again instead, which the map checks: WebKit fetches a
 * failed module again on the next import. Rejects with the last error once every try has failed.
 */
function importUrl(url: string): Promise<Record<string, unknown>> {
  const again = (n: number): Promise<Record<string, unknown>> => {
    const retry = `${url}${url.includes('?') ? '&' : '?'}retry=${n}`;
    const pin = pinOf(url);
    if (!pin) return importOnce(retry);
    return preloadChecks(pin.nonce).then((checks) =>
      !checks ? importOnce(url)
      : preload(retry, pin).then((loaded) => (loaded ? importOnce(retry) : Promise.reject(new Error(`modulepreload of ${retry} failed`)))),
    );
  };
  const attempt = (n: number): Promise<Record<string, unknown>> =>
    (n === 0 ? importOnce(url) : again(n)).catch((error: unknown) => {
      if (n >= RETRY_MS.length) throw error;
      return new Promise((resolve) => setTimeout(resolve, RETRY_MS[n]))
        .then(() => refresh(url))
        .then(() => attempt(n + 1));
    });
  return attempt(0);
}

/**
 * Runs `fn` in a task of its own, after those asked for before it (issue 38: no long task of ours
 * while a page loads). A MessageChannel's message, not a timer: the next task, unclamped in every
 * engine.
 */
const queued: (() => unknown)[] = [];
let port: MessagePort | undefined;
function inTask(fn: () => unknown): void {
  if (!port) {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => queued.shift()?.();
    port = channel.port2;
  }
  queued.push(fn);
  port.postMessage(null);
}

function createLoader(): Loader {
  const modules = new Map<string, Promise<Record<string, unknown>>>();

  let core = false;
  function module(tag: string): Promise<Record<string, unknown>> {
    let promise = modules.get(tag);
    if (!promise) {
      // The chunk every tag imports (React and the core) starts with the first tag, not a round trip
      // after it, when the tag's own imports are read. A failure shows as the tag's own, below.
      if (__NL_CORE__ && !core) {
        core = true;
        // Tried once: a new try at `?retry=N` would run a second copy of the core.
        importOnce(BASE + __NL_CORE__).catch(() => {});
      }
      const url = `${BASE}elements/${tag}.js`;
      promise = importUrl(url).catch((error: unknown) => {
        modules.delete(tag); // a later appearance of the tag tries again
        const message = `${tag}: could not load ${url} (${error instanceof Error ? error.message : String(error)})`;
        console.error(message);
        throw new Error(message);
      });
      modules.set(tag, promise);
    }
    return promise;
  }

  function load(tag: string): Promise<void> {
    tag = tag.toLowerCase();
    if (!TAGS.includes(tag) || customElements.get(tag)) return Promise.resolve();
    return module(tag).then(
      () => undefined,
      () => undefined, // logged by module()
    );
  }

  // Loading by need (issue 15, src/core/loading.ts): an element loads at once when it says
  // loading="eager" (or the page does, `<html data-nl-loading="eager">`, for an element that does
  // not say) or its tag is eager by default; any other goes to the chunk that decides when
  // (src/core/later.ts, fetched with the first one; should it fail, the element loads at once).
  // What nl-monitoring and nl-tracking exist to catch is kept from now on (src/core/early.ts).
  let later: Promise<Later> | undefined;
  function keepFor(tag: string): void {
    if (tag === 'nl-monitoring') keep(tag, window, ['error', 'unhandledrejection'], () => void load(tag));
    if (tag === 'nl-tracking') keep(tag, document, ['click'], () => void load(tag));
  }
  // The imports a look at the document asks for start together in the task after it (issue 38: the
  // page's first import() is a first use for the browser, 6-13 ms at 1x CPU on a phone-sized page).
  let asked: string[] | undefined;
  function soon(tag: string): void {
    if (asked) {
      asked.push(tag);
      return;
    }
    asked = [tag];
    inTask(() => {
      const tags = asked ?? [];
      asked = undefined;
      for (const name of tags) void load(name);
    });
  }
  function schedule(element: Element): void {
    const tag = element.localName;
    // A first visit: the cookie bar's texts (template-url) start with its code (cookie-bar/template.ts).
    if (tag === 'nl-cookie-bar' && !consent.get().decided) fetchEarly(element);
    const own = element.getAttribute('loading');
    if (customElements.get(tag) || own === 'eager' || (own === null && (EAGER.includes(tag) || document.documentElement.dataset.nlLoading === 'eager'))) {
      soon(tag);
      return;
    }
    keepFor(tag);
    later ??= importUrl(`${BASE}loading/later.js`).then((m) => ((m as unknown as Later).start(load, loadAll, () => ready), m as unknown as Later));
    later.then(
      (m) => m.defer(element),
      () => void load(tag),
    );
  }

  // One pass over the added elements finds our tags and the misspelt ones: a selector cannot match
  // unknown nl-* names by prefix. An unknown one loads the small warning chunk (issue 14).
  // Page scripts and frames gated by consent (`data-nl-consent`, src/core/consent-elements.ts) are
  // the cookie bar's to run (its code starts the gating): a page with one gets the bar's code even
  // without the tag. (A document or fragment has no localName and no attributes.)
  function check(element: Element): void {
    if (element.hasAttribute?.('data-nl-consent')) soon('nl-cookie-bar');
    const name = element.localName;
    if (!name?.startsWith('nl-')) return;
    if (TAGS.includes(name)) schedule(element);
    else void importUrl(`${BASE}preview/unknown-tag.js`).then((m) => (m.unknownTag as (e: Element) => void)(element));
  }

  // What check() can act on: a tag not defined yet (ours, or a misspelt nl-* one: built-in elements
  // are all :defined), a consent gate, and the cookie bar (its texts start early). A page with 2000
  // accordion items has some 6000 elements, of which this selects 2000 (issue 38: the first scan
  // is in one task).
  const CANDIDATES = ':not(:defined), [data-nl-consent], nl-cookie-bar';
  function scan(node: Node): void {
    // Elements, documents and fragments (text and comments have no querySelectorAll).
    if (!('querySelectorAll' in node)) return;
    check(node as Element);
    for (const element of (node as ParentNode).querySelectorAll(CANDIDATES)) check(element);
  }

  const mutations = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(scan);
  });

  // Every root is watched once: the document, our own shadow roots (defineElement hands each over)
  // and the page's own (nl.watch, issue 29.3). Only the page's own are kept for ready and loadAll()
  // (weakly: a root that is gone is not kept alive); ours are inside an nl-* element, whose tags are
  // loaded as they are rendered, and there may be thousands of them.
  const roots = new Set<WeakRef<ShadowRoot>>();
  const seen = new WeakSet<Node>();
  function watch(root: Document | ShadowRoot): void {
    // Another document has its own window, and that window's registry of custom elements: its tags
    // upgrade only with the library loaded in that window.
    if (!(root instanceof ShadowRoot) && root !== document) {
      console.error("nl.watch: expects a ShadowRoot or this page's document (a frame needs its own nl-components.js)");
      return;
    }
    if (seen.has(root)) return;
    seen.add(root);
    if (root instanceof ShadowRoot && !root.host.localName.startsWith('nl-')) roots.add(new WeakRef(root));
    scan(root);
    mutations.observe(root, { childList: true, subtree: true });
  }
  /** Every element of our tags in the document and in the page's own watched shadow roots. */
  function present(): Element[] {
    const selector = TAGS.join();
    const found = [...document.querySelectorAll(selector)];
    for (const ref of roots) {
      const root = ref.deref();
      if (root) found.push(...root.querySelectorAll(selector));
      else roots.delete(ref);
    }
    return found;
  }

  // The first look at the document, in a task of its own (issue 38): the loader's own task has
  // compiled and run this module, consent's defaults and its first read of the cookie (each a first
  // use for the browser: 45-70 ms in all at 1x CPU on a phone-sized page, when it also looked); the
  // scan (with the cookie bar's early texts) is the next task, the imports it asks for the one after.
  // What nl-monitoring and nl-tracking exist to catch is kept from now on, before that look: a page
  // script that runs next may throw or click.
  for (const tag of ['nl-monitoring', 'nl-tracking']) if (document.getElementsByTagName(tag).length && !customElements.get(tag)) keepFor(tag);
  const firstLook = new Promise<void>((resolve) =>
    inTask(() => {
      try {
        watch(document);
      } finally {
        inTask(resolve);
      }
    }),
  );

  const domReady = new Promise<void>((resolve) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    else resolve();
  });

  /** `elements` loaded, defined and rendered (failures are logged by load() and hold no one up). */
  async function rendered(elements: Element[]): Promise<void> {
    await Promise.all(elements.map((element) => load(element.localName)));
    await Promise.all(elements.map((element) => customElements.get(element.localName) && (element as Element & { updateComplete?: Promise<void> }).updateComplete));
  }
  /** Every tag in the document, loaded now, and rendered. */
  function loadAll(): Promise<void> {
    return rendered(present());
  }

  // The tags present once the document is parsed that load at once: the eager ones, and of the
  // deferred ones those near the first viewport or where the hash points (later.ts due()), with
  // every element of theirs, also those further down (a tag's code defines all of its elements, and
  // beyond 24 they render in parts: renderer.tsx). Other tags further down, or idle, are not waited
  // for: loadAll() is. Decided by tag, not by whether a tag's module had been asked for yet when
  // due() answered: that raced with the tag's own observer, and ready came before most of an
  // accordion's items in some loads.
  const ready = Promise.all([domReady, firstLook]).then(async () => {
    const elements = present();
    const due = await later?.then(
      (m) => m.due(elements),
      () => elements,
    );
    const tags = new Set(due?.map((element) => element.localName));
    await rendered(elements.filter((element) => !due || tags.has(element.localName) || modules.has(element.localName) || customElements.get(element.localName)));
  });

  // The pre-upgrade rules (every tag's size before its code arrives: no layout shift) are
  // dist/nl-components.css. A page should link it in <head>, so it applies from the first paint;
  // when it does not, the loader links it now. Not inlined: it grows with every tag, and the loader
  // is on every page.
  if (!document.querySelector('link[href*="nl-components.css"]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${BASE}nl-components.css`;
    document.head.append(link);
  }
  // Preview mode (issue 14): the chunk that shows every problem on the page. Only the switch is here.
  if (previewOn()) void importUrl(`${BASE}preview/panel.js`);
  return { watch, load, loadAll, module, ready };
}

const loader = singleton('loader', createLoader);

/**
 * Resolves when every tag present at load that loads at once has rendered: the eager ones and those
 * near the first viewport (docs/loading.md), each with all of its elements on the page; other tags
 * further down, or idle, are not waited for.
 */
export const ready: Promise<void> = loader.ready;
/** Loads a tag's code now (for a tag about to be created in code). */
export const load = (tag: string): Promise<void> => loader.load(tag);
/** Loads every tag in the document now, whatever its `loading`; resolves when they have rendered. */
export const loadAll = (): Promise<void> => loader.loadAll();
export { observer };
/**
 * Watches a shadow root of the page's own (a host web component's) as the document is watched:
 * tags already in it load, tags added later load, `loading` applies (issue 29.3). Once per root.
 */
export const watch = (root: ShadowRoot | Document): void => loader.watch(root);

type OpenModal = typeof import('./nl-modal.ts').openModal;
/** Opens a dialog (nl-modal, loaded on first use); resolves with the index of the button that closed it, or "dismiss". */
export const openModal: OpenModal = (options) => loader.module('nl-modal').then((m) => (m.openModal as OpenModal)(options));

/**
 * Shows a message in the page's alert region at once (`<nl-alert>`, whose code the loader then
 * fetches); returns the element. Small and React-free, so it is part of the loader.
 */
export { showAlert };

/** The visitor's cookie consent: get(), set(choice), onChange(fn), open(); see src/core/consent.ts. */
export { consent };

const api = { observer, ready, load, loadAll, watch, openModal, showAlert, consent };
const win = window as unknown as { nl?: Record<string, unknown> };
win.nl = Object.assign(win.nl ?? {}, api);
