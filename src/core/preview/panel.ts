/**
 * Preview mode's page part (issue 14), a chunk of its own that the loader imports only when preview
 * mode is on (`<html data-nl-debug>`, `?nl-debug` in the URL, or a page served by `npm start`).
 *
 * Every problem the library reports (src/core/problems.ts: the ones kept from before this chunk
 * arrived, and each new one) is shown on the page:
 * - in its element's place, a box (`<div data-nl-preview="box">`, role="note", before the element)
 *   naming the tag, quoting the console message (which names the attribute) and saying what to do.
 *   An element inside a shadow root, or slotted into another library tag, gets its box before the
 *   outermost such tag, where it can be seen and breaks no list or slot;
 * - in a fixed panel (`<aside data-nl-preview="panel">`) with the page's number of problems; its
 *   button opens the list (in page order), and each entry scrolls to its element and outlines it (focus moves to
 *   the element's box, so a keyboard or screen-reader user lands there too). Escape closes the list.
 * Library console lines that do not come through problem() (the loader's own: a chunk that failed to
 * load, consent and observer misuse) are heard on the console from the moment this chunk runs; a
 * line naming a tag of which the page has exactly one is tied to that element.
 * Texts in nl and en (the page's `lang`; the box's from the element's closest `lang`).
 */
import { deepActiveElement, onFocusMove } from '../focus.ts';
import { closestLang, pickLang, translator, type Lang, type Translate } from '../i18n.ts';
import { problemStore, type Problem } from '../problems.ts';
import { adopt, sheet } from '../styles.ts';
import { messages, type PreviewKey } from './messages.ts';
import css from './preview.css?inline';

const OUTLINE = 'data-nl-preview-outline';
const PAGE_CSS = `[${OUTLINE}]{outline:3px solid #b00020 !important;outline-offset:3px !important;scroll-margin:80px}`;

interface Entry {
  problem: Problem;
  element: Element | undefined;
  /** Its element's box (where the entry scrolls to), if it has one. */
  box?: Box | undefined;
  /** Its line in the panel's list. */
  item?: HTMLLIElement;
}

/** Page order of the boxes; problems without a box last; otherwise as they came. */
function order(a: Entry, b: Entry): number {
  if (!a.box || !b.box) return Number(!a.box) - Number(!b.box);
  const position = a.box.host.compareDocumentPosition(b.box.host);
  return position & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : position & Node.DOCUMENT_POSITION_PRECEDING ? 1 : 0;
}

interface Box {
  host: HTMLDivElement;
  root: ShadowRoot;
  entries: Entry[];
}

const text = (lang: Lang): Translate<PreviewKey> => translator(messages, lang);
const tagOf = (message: string): string | undefined => /^(nl-[a-z0-9-]+):/.exec(message)?.[1];

function make<K extends keyof HTMLElementTagNameMap>(name: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const element = Object.assign(document.createElement(name), props);
  element.append(...children);
  return element;
}

/** Where the box of `element` goes: before it, or before the outermost library tag that holds it. */
function anchorOf(element: Element): Element {
  let anchor = element;
  for (;;) {
    const root = anchor.getRootNode();
    if (root instanceof ShadowRoot) anchor = root.host;
    else if (anchor.parentElement?.localName.startsWith('nl-')) anchor = anchor.parentElement;
    else return anchor;
  }
}

function createPreview(): { add(problem: Problem): void } {
  const entries: Entry[] = [];
  const boxes = new Map<Element, Box>();
  const pageLang = (): Lang => pickLang(closestLang(document.documentElement));

  adopt(document, PAGE_CSS);

  // The panel.
  const panelHost = make('aside', { ariaLabel: text(pageLang())('panel') });
  panelHost.dataset.nlPreview = 'panel';
  const panelRoot = panelHost.attachShadow({ mode: 'open' });
  panelRoot.adoptedStyleSheets = [sheet(css)];
  const toggle = make('button', { type: 'button', className: 'toggle' });
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', 'body');
  const list = make('ol');
  const note = make('p', { className: 'note' });
  const body = make('div', { className: 'body', id: 'body', hidden: true }, list, note);
  const panel = make('div', { className: 'panel' }, toggle, body);
  panelRoot.append(panel);

  const setOpen = (open: boolean): void => {
    body.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  };
  toggle.addEventListener('click', () => setOpen(body.hidden));
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || body.hidden) return;
    setOpen(false);
    toggle.focus();
  });

  function renderPanel(): void {
    const t = text(pageLang());
    panelHost.ariaLabel = t('panel');
    toggle.textContent = entries.length ? t('count', { count: entries.length }) : t('none');
    panel.classList.toggle('clean', !entries.length);
    note.textContent = t('onlyHere');
  }

  function mount(): void {
    if (!panelHost.isConnected && document.body) document.body.append(panelHost);
  }

  /** Scrolls to the element of `entry` and outlines it (or its box, when it has no box of its own). */
  function reveal(entry: Entry): void {
    const element = entry.element!;
    const box = boxes.get(element);
    const target = element.isConnected && element.getClientRects().length ? element : box?.host;
    if (!target) return;
    for (const outlined of document.querySelectorAll(`[${OUTLINE}]`)) outlined.removeAttribute(OUTLINE);
    target.setAttribute(OUTLINE, '');
    target.scrollIntoView({ block: 'center' });
    box?.host.focus({ preventScroll: true });
  }

  function renderBox(element: Element, box: Box): void {
    const t = text(pickLang(closestLang(element)));
    const tag = element.localName;
    const label = t('box', { tag, count: box.entries.length });
    const items = box.entries.map(({ problem }) =>
      make('li', {}, make('code', {}, problem.message), make('span', { className: 'hint' }, t(problem.kind))),
    );
    const warnOnly = box.entries.every(({ problem }) => problem.level === 'warn');
    const content = make('div', { className: `box${warnOnly ? ' warn' : ''}` }, make('p', { className: 'title' }, label), make('ul', {}, ...items));
    content.setAttribute('role', 'note');
    content.setAttribute('aria-label', label);
    box.root.replaceChildren(content);
  }

  function boxFor(element: Element): Box | undefined {
    let box = boxes.get(element);
    if (box) return box;
    const anchor = anchorOf(element);
    if (!anchor.isConnected || !anchor.parentNode || anchor === document.documentElement || anchor === document.body) return undefined;
    const host = make('div', { tabIndex: -1 });
    host.dataset.nlPreview = 'box';
    const root = host.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sheet(css)];
    // Several elements under one anchor: each new box goes after the earlier ones.
    anchor.before(host);
    box = { host, root, entries: [] };
    boxes.set(element, box);
    return box;
  }

  function add(problem: Problem): void {
    let element = problem.element;
    if (!element) {
      const tag = tagOf(problem.message);
      const found = tag ? document.querySelectorAll(tag) : [];
      if (found.length === 1) element = found[0];
    }
    if (entries.some((e) => e.element === element && e.problem.message === problem.message)) return;
    const box = element ? boxFor(element) : undefined;
    const entry: Entry = { problem, element, box };
    if (box && element) {
      box.entries.push(entry);
      renderBox(element, box);
    }
    entry.item = box
      ? make('li', {}, make('button', { type: 'button', className: 'entry', onclick: () => reveal(entry) }, problem.message))
      : make('li', {}, make('code', {}, problem.message), ` (${text(pageLang())('nowhere')})`);
    // In page order; inserted, so that no item that may have focus is moved.
    const next = entries.find((other) => order(entry, other) < 0);
    list.insertBefore(entry.item, next?.item ?? null);
    entries.splice(next ? entries.indexOf(next) : entries.length, 0, entry);
    renderPanel();
    mount();
  }

  keepClear(panelHost, panel, () => {
    if (!body.hidden) setOpen(false);
  });
  renderPanel();
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount, { once: true });
  return { add };
}

/** Whether `node` is `host` or in it, across shadow roots (the panel's list is in its shadow root). */
function inside(host: Element, node: Node): boolean {
  for (let at: Node | null = node; at; at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null)) if (at === host) return true;
  return false;
}

const overlap = (a: DOMRect, b: DOMRect): boolean => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

/**
 * Issue 30.4 (WCAG 2.2, 2.4.11 Focus Not Obscured): the panel never lies over the control that has
 * focus, nor over the cookie bar's buttons. On a phone it spans the bottom of the screen, and a
 * control already on screen at the bottom edge when it gets focus is not scrolled by the browser.
 * - It sits above what the page keeps clear at the bottom: the cookie bar sets
 *   `scroll-padding-bottom` on <html> to its height while it is shown (read on every change).
 * - When a control outside the panel gets focus under it: the open list closes (it opens again on
 *   request), and if the panel still covers the control the page scrolls it clear; where the page
 *   cannot scroll that far, the panel moves to the top edge until a later focus lets it come back.
 */
function keepClear(host: HTMLElement, panel: HTMLElement, collapse: () => void): void {
  const html = document.documentElement;
  const place = (): void => {
    const reserved = parseFloat(html.style.scrollPaddingBottom) || 0;
    panel.style.bottom = `${12 + reserved}px`;
  };
  new MutationObserver(place).observe(html, { attributes: true, attributeFilter: ['style'] });
  place();
  // Every move of focus, also one between two controls of one shadow root (src/core/focus.ts).
  onFocusMove(() => {
    const target = deepActiveElement();
    if (!target || inside(host, target)) return;
    const box = () => target.getBoundingClientRect();
    panel.classList.remove('top');
    if (!overlap(panel.getBoundingClientRect(), box())) return;
    collapse();
    const covered = panel.getBoundingClientRect();
    if (!overlap(covered, box())) return;
    window.scrollBy({ top: box().bottom - covered.top + 8, behavior: 'instant' });
    if (overlap(panel.getBoundingClientRect(), box())) panel.classList.add('top');
  });
}

function start(): void {
  const store = problemStore();
  const preview = createPreview();
  for (const problem of store.list) preview.add(problem);
  store.listeners.add(preview.add);
  // The library's console lines that do not come through problem() (see the header).
  for (const level of ['error', 'warn'] as const) {
    const original = console[level];
    console[level] = function (this: Console, ...args: unknown[]) {
      original.apply(this, args);
      const [first, ...rest] = args;
      if (store.logging || typeof first !== 'string' || !/^nl[-: ]/.test(first)) return;
      const extra = rest.map((a) => (a instanceof Error ? a.message : '')).filter(Boolean);
      preview.add({ level, message: extra.length ? `${first} (${extra.join('; ')})` : first, kind: 'other' });
    };
  }
}

// Once per page, however many copies of the library load it.
const KEY = Symbol.for('nl.preview');
const global = globalThis as unknown as Record<symbol, boolean | undefined>;
if (!global[KEY]) {
  global[KEY] = true;
  start();
}
