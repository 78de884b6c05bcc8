/**
 * Loading by need (issue 15), the part that is not in the loader: dist/loading/later.js, which the
 * loader (elements/index.ts) imports when it first defers an element (one whose tag is not `eager`,
 * src/core/loading.ts), and hands every deferred element (`defer`). The loader keeps what the late
 * tags exist to catch from its own start (src/core/early.ts); this chunk decides when the code comes:
 *
 * - the element's mode: its `loading`, else its tag's default; an invalid value logs one warning
 *   per element and the default applies;
 * - `visible`: an IntersectionObserver with a margin of MARGIN; `idle`: once the loader's `ready`
 *   has resolved (the tags that load at once have rendered, so an idle tag's code never competes
 *   with theirs for the network or the main thread), requestIdleCallback with a timeout of IDLE_MS
 *   (a short timer where it does not exist);
 * - at once, whatever the mode: on pointerdown, focusin or keydown on or in the element; when the
 *   URL's hash points at it or into it (`#id`, or an accordion item's `#expand=id`), on start and on
 *   hashchange; when find-in-page reveals a closed accordion item's answer (beforematch; the item
 *   opens, as its code would); before printing (every tag);
 * - a deferred, closed nl-accordion-item's answer is marked hidden="until-found" (no room taken, as
 *   before: src/elements/accordion/pre-upgrade.css), so find-in-page finds it; the mark goes when the tag's code is
 *   defined, which takes over its own hiding.
 */
import { IDLE_MS, loadingOf, MARGIN } from './loading.ts';

const ITEM = 'nl-accordion-item';
type Load = (tag: string) => Promise<void>;

let load: Load = () => Promise.resolve();
/** The loader's `ready`: idle tags wait for it. */
let settled: () => Promise<unknown> = () => Promise.resolve();
const warned = new WeakSet<Element>();

const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      near.unobserve(entry.target);
      void load(entry.target.localName);
    }
  },
  { rootMargin: MARGIN },
);

// Not core/idle.ts: this chunk loads on its own, before the core, and imports only what it needs.
const whenIdle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: IDLE_MS }) : setTimeout(fn, 200));

/** Loads every tag on `path` (an element and its ancestors, across shadow roots). */
function wake(path: Iterable<EventTarget>): void {
  for (const node of path) if (node instanceof Element) void load(node.localName);
}

function ancestors(node: Element | null): Element[] {
  const chain: Element[] = [];
  for (; node; node = node.parentElement) chain.push(node);
  return chain;
}

/** The element the URL's hash points at: `#id`, or an accordion item's `#expand=id`. */
function hashTarget(): Element | null {
  let id = location.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // left as written
  }
  if (!id) return null;
  return id.startsWith('expand=') ? document.querySelector(`${ITEM}[item-id="${CSS.escape(id.slice(7))}"]`) : document.getElementById(id);
}

const followHash = () => wake(ancestors(hashTarget()));

/** Called once by the loader, with its load(), loadAll() and ready. */
export function start(loader: Load, loadAll: () => Promise<void>, ready?: () => Promise<unknown>): void {
  load = loader;
  if (ready) settled = ready;
  for (const type of ['pointerdown', 'focusin', 'keydown']) document.addEventListener(type, (event) => wake(event.composedPath()), true);
  document.addEventListener(
    'beforematch',
    (event) => {
      const path = event.composedPath();
      for (const node of path) if (node instanceof Element && node.localName === ITEM && !customElements.get(ITEM)) node.setAttribute('open', '');
      wake(path);
    },
    true,
  );
  window.addEventListener('hashchange', followHash);
  window.addEventListener('beforeprint', () => void loadAll());
  followHash();
}

/** Schedules `element`'s code by its mode. */
export function defer(element: Element): void {
  const tag = element.localName;
  const { mode, invalid } = loadingOf(element);
  if (invalid !== undefined && !warned.has(element)) {
    warned.add(element);
    console.warn(`${tag}: loading="${invalid}" is not eager, visible or idle; the default for ${tag}, ${mode}, applies`);
  }
  if (mode === 'eager' || customElements.get(tag)) {
    void load(tag);
    return;
  }
  if (tag === ITEM && !element.hasAttribute('open')) {
    const answers = untilDefined(tag).answers;
    for (const child of element.children) {
      if (child.slot === 'heading' || child.hasAttribute('hidden')) continue;
      child.setAttribute('hidden', 'until-found');
      answers.push(child);
    }
  }
  const idle = () => whenIdle(() => void load(tag));
  if (mode === 'idle') void settled().then(idle, idle);
  else {
    near.observe(element);
    untilDefined(tag).watched.push(element);
  }
}

/**
 * What a tag's definition ends, per tag (one reaction for all its elements, not one each: a page may
 * have 2000): the answers marked hidden="until-found" lose the mark (the tag's code hides its own),
 * and the elements watched for nearness are no longer watched: once the tag's code is here (another
 * element of the tag came near first), every element of it upgrades. Left observed, the page's other
 * 1,999 accordion items made the browser compute their intersections at every frame after a tap
 * (issue 38).
 */
const pending = new Map<string, { answers: Element[]; watched: Element[] }>();
function untilDefined(tag: string): { answers: Element[]; watched: Element[] } {
  let lists = pending.get(tag);
  if (!lists) {
    const mine: { answers: Element[]; watched: Element[] } = (lists = { answers: [], watched: [] });
    pending.set(tag, mine);
    void customElements.whenDefined(tag).then(() => {
      pending.delete(tag);
      for (const child of mine.answers) if (child.getAttribute('hidden') === 'until-found') child.removeAttribute('hidden');
      for (const element of mine.watched) near.unobserve(element);
    });
  }
  return lists;
}

/**
 * Of `elements` (the tags present once the document is parsed), those that load at once: the ones
 * near the first viewport (the observer's first look reports every element in one callback) and
 * those the hash points into. The loader's `ready` waits for these.
 *
 * The look waits for the page's first frame: WebKit runs module scripts (the loader) before the
 * stylesheets in <head> have arrived, and its observer answers while they load, before any layout
 * (no box, a root of 0 × 0: a tag at the top of the page "not intersecting"). An animation frame
 * runs once rendering is no longer blocked by them, in every engine; in Chromium and Firefox, which
 * hold module scripts for those stylesheets, it costs one frame.
 */
export function due(elements: Element[]): Promise<Element[]> {
  const hashed = ancestors(hashTarget());
  return new Promise((resolve) => {
    if (!elements.length) return resolve([]);
    requestAnimationFrame(() => {
      const first = new IntersectionObserver(
        (entries) => {
          first.disconnect();
          // An idle tag is never waited for (it waits for `ready` itself).
          resolve([...hashed, ...entries.filter((entry) => entry.isIntersecting && loadingOf(entry.target).mode !== 'idle').map((entry) => entry.target)]);
        },
        { rootMargin: MARGIN },
      );
      for (const element of elements) first.observe(element);
    });
  });
}
