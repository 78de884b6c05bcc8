/**
 * What a screen reader says (issue 31; docs/spoken.md): a transcript of one element's main interaction.
 *
 * - Focus, role, name, states, value and description come from Chromium's accessibility tree
 *   (test/spoken-command.mjs, the server command `spoken`), after real key presses (sendKeys).
 * - Announcements (text that appears in a live region: role=status, alert or log, or aria-live
 *   polite/assertive) are recorded in the page, in order, because the DevTools protocol has no
 *   live-region event: a MutationObserver on the document and on every shadow root (Element's
 *   attachShadow is wrapped before any tag is defined, so closed roots count too). After each batch
 *   of mutations (one task's changes, as Chromium coalesces them) every live region touched is read
 *   (its composed text: slotted content included, hidden and aria-hidden parts left out) and what
 *   is new in it is recorded: the whole text for an atomic region (alert and status are), else what
 *   was added. A region that arrives with text already in it counts too: that is how a region built
 *   with its text while the page loads is heard by some screen readers.
 *
 * Import this module before any tag's code (it must see the first shadow root).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys, sendMouse } from '@web/test-runner-commands';

type Politeness = 'polite' | 'assertive';
export interface Announcement {
  politeness: Politeness;
  text: string;
}

const announcements: Announcement[] = [];
const lastText = new WeakMap<Element, string>();
let lastMutation = performance.now();

const parentOf = (node: Node): Node | null => (node as Element).assignedSlot ?? node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);

/** The politeness of a live region, or null for an element that is not one. */
function politeness(element: Element): Politeness | null {
  const live = element.getAttribute('aria-live');
  if (live === 'off') return null;
  if (live === 'assertive' || live === 'polite') return live;
  const role = element.getAttribute('role');
  if (role === 'alert') return 'assertive';
  if (role === 'status' || role === 'log') return 'polite';
  if (element.localName === 'output') return 'polite';
  return null;
}

/** The outermost live region around `node` (crossing slots and shadow roots), or null. */
function regionOf(node: Node): Element | null {
  let found: Element | null = null;
  for (let n: Node | null = node; n; n = parentOf(n)) if (n instanceof Element && politeness(n)) found = n;
  return found;
}

const atomic = (region: Element) => region.getAttribute('aria-atomic') === 'true' || (region.getAttribute('aria-atomic') !== 'false' && /^(alert|status)$/.test(region.getAttribute('role') ?? ''));

/** What a screen reader reads of `node`: its composed text, without hidden and aria-hidden parts. */
function spokenText(node: Node): string {
  if (node instanceof Text) return node.data;
  if (!(node instanceof Element)) return [...node.childNodes].map(spokenText).join('');
  if (node.getAttribute('aria-hidden') === 'true') return '';
  // checkVisibility() is false for display: contents (slots, some hosts), whose content is shown.
  const display = getComputedStyle(node).display;
  if (display === 'none' || (display !== 'contents' && !node.checkVisibility({ visibilityProperty: true }))) return '';
  if (node instanceof HTMLSlotElement) {
    const assigned = node.assignedNodes({ flatten: true });
    return (assigned.length ? assigned : [...node.childNodes]).map(spokenText).join('');
  }
  if (node instanceof HTMLImageElement) return ` ${node.alt} `;
  const block = display !== 'inline' && display !== 'contents' ? ' ' : '';
  const children = node.shadowRoot ? [...node.shadowRoot.childNodes] : [...node.childNodes];
  return block + children.map(spokenText).join('') + block;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function check(region: Element, arrived: boolean) {
  if (!region.isConnected) return;
  const level = politeness(region)!;
  const before = arrived ? '' : (lastText.get(region) ?? '');
  const now = squash(spokenText(region));
  lastText.set(region, now);
  if (!now || now === before) return;
  const text = !atomic(region) && before && now.startsWith(before) ? squash(now.slice(before.length)) : now;
  announcements.push({ politeness: level, text });
}

/** Every live region in `root`'s composed tree (shadow roots included). */
function regionsIn(root: Node, into: Element[] = []): Element[] {
  if (root instanceof Element) {
    if (politeness(root)) into.push(root);
    if (root.shadowRoot) regionsIn(root.shadowRoot, into);
  }
  for (const child of root.childNodes) regionsIn(child, into);
  return into;
}

const observer = new MutationObserver((records) => {
  lastMutation = performance.now();
  const touched = new Set<Element>();
  const arrived = new Set<Element>();
  for (const record of records) {
    // An element that becomes a live region (aria-live off → polite) says nothing by that: what it
    // holds now is where later changes start from.
    if (record.type === 'attributes' && /^(aria-live|role)$/.test(record.attributeName!) && record.target instanceof Element) {
      if (politeness(record.target)) lastText.set(record.target, squash(spokenText(record.target)));
      continue;
    }
    const region = regionOf(record.target);
    if (region) touched.add(region);
    for (const added of record.addedNodes) {
      if (!added.isConnected) continue;
      // A region inserted (or a host whose shadow root holds one) with its text: read as it arrives.
      for (const inner of regionsIn(added)) if (!regionOf(parentOf(inner) ?? document) && !lastText.has(inner)) arrived.add(inner);
    }
  }
  for (const region of arrived) check(region, true);
  for (const region of touched) if (!arrived.has(region)) check(region, false);
});
const options: MutationObserverInit = { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['hidden', 'style', 'class', 'aria-hidden', 'role', 'aria-live', 'open'] };
const observedRoots = new WeakSet<Node>();
function observe(root: Document | ShadowRoot) {
  if (observedRoots.has(root)) return;
  observedRoots.add(root);
  observer.observe(root, options);
}
observe(document);
const attachShadow = Element.prototype.attachShadow;
Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
  const root = attachShadow.call(this, init);
  observe(root);
  return root;
};
// Regions already on the page are where they are: only what changes in them is new.
for (const region of regionsIn(document)) lastText.set(region, squash(spokenText(region)));

const said = (a: Announcement) => `announced (${a.politeness}): "${a.text}"`;

/** Waits until the page has been still (no mutation in any observed root) for `quiet` ms, at most `max`. */
export async function settled(quiet = 60, max = 3000): Promise<void> {
  const start = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 0));
  while (performance.now() - lastMutation < quiet && performance.now() - start < max) {
    await new Promise((resolve) => setTimeout(resolve, quiet - (performance.now() - lastMutation) + 5));
  }
}

export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | ' ' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';
const keyName = (key: Key) => (key === ' ' ? 'Space' : key);

/** One element's transcript: lines of what a screen-reader user does and hears. */
export class Transcript {
  readonly lines: string[] = [];
  #heard = announcements.length;

  /** The announcements since the last step, as lines. */
  #announced(): void {
    for (const a of announcements.slice(this.#heard)) this.lines.push(said(a));
    this.#heard = announcements.length;
  }

  /** Everything announced so far in this transcript (for the tests' own checks). */
  get heard(): Announcement[] {
    return announcements.slice(this.#start);
  }
  #start = announcements.length;

  /** Waits for the page (and `until`, when given), then adds `step → the focused node` and what was announced. */
  async #after(step: string, until?: () => unknown, focus = true): Promise<void> {
    // A condition that never came is a line of the transcript (the comparison fails on it, readably).
    const missed = until ? await waitFor(until, step).then(() => '', () => ' (timed out waiting)') : '';
    await settled();
    const { line } = focus ? await executeServerCommand<{ line: string }, { action: string }>('spoken', { action: 'focused' }) : { line: '' };
    this.lines.push((focus ? `${step} → ${line}` : step) + missed);
    this.#announced();
  }

  /** The page (or a part of it) is built: `page loads`, and whatever it announced while loading. */
  async load(build: () => unknown, until?: () => unknown): Promise<void> {
    this.#heard = announcements.length;
    await build();
    await this.#after('page loads', until, false);
  }

  /** What the reading cursor meets in `element`, line by line (`read: …`). */
  async read(element: Element, label = 'read'): Promise<void> {
    await settled();
    element.setAttribute('data-spoken-read', '');
    try {
      const { lines } = await executeServerCommand<{ lines: string[] }, { action: string }>('spoken', { action: 'read' });
      if (!lines.length) this.lines.push(`${label}: (nothing)`);
      for (const line of lines) this.lines.push(`${label}: ${line}`);
    } finally {
      element.removeAttribute('data-spoken-read');
    }
    this.#announced();
  }

  /** A real key press (or several), then what has focus and what was announced. */
  async press(key: Key, until?: () => unknown): Promise<void> {
    if (key === 'Shift+Tab') {
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
    } else await sendKeys({ press: key });
    await this.#after(keyName(key), until);
  }

  /** Key presses one after another, each a step of its own. */
  async keys(...keys: Key[]): Promise<void> {
    for (const key of keys) await this.press(key);
  }

  /** The mouse over `element` (a real pointer move): what a screen reader gets for that element. */
  async hover(element: HTMLElement, name: string): Promise<void> {
    const box = element.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await settled();
    element.setAttribute('data-spoken-node', '');
    try {
      const { line } = await executeServerCommand<{ line: string }, { action: string }>('spoken', { action: 'node' });
      this.lines.push(`hover "${name}" → ${line}`);
    } finally {
      element.removeAttribute('data-spoken-node');
    }
    this.#announced();
  }

  /** Typing, key by key. */
  async type(text: string, until?: () => unknown): Promise<void> {
    await sendKeys({ type: text });
    await this.#after(`type "${text}"`, until);
  }

  /**
   * Activating `element` without moving focus there: a screen reader's browse mode (its virtual
   * cursor clicks), or a mouse where the browser does not focus the clicked control.
   */
  async activate(element: HTMLElement, name: string, until?: () => unknown): Promise<void> {
    element.click();
    await this.#after(`activate "${name}" (browse mode)`, until);
  }

  /** Something the page or the visitor does that is not a key (a script's call, a file chosen): `note → focus`. */
  async step(note: string, act: () => unknown, until?: () => unknown): Promise<void> {
    await act();
    await this.#after(note, until);
  }

  /** Whatever was announced without a step of ours (timers), under `note`. */
  async wait(note: string, until: () => unknown): Promise<void> {
    await this.#after(note, until, false);
  }

  get text(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

/** Waits until `condition` is truthy (checked on each mutation and every 20 ms), at most 5 s. */
export async function waitFor(condition: () => unknown, what: string, timeout = 5000): Promise<void> {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeout) throw new Error(`spoken: timed out waiting after "${what}"`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Has `text` been announced (in this page) since `transcript` began? */
export const announced = (transcript: Transcript, text: string | RegExp) => () =>
  transcript.heard.some((a) => (typeof text === 'string' ? a.text.includes(text) : text.test(a.text)));

/**
 * Compares a transcript with test/spoken/<name>.txt, exactly; with NL_UPDATE_SPOKEN=1 in the test
 * runner's environment the file is rewritten instead (review the diff).
 */
export async function expectTranscript(name: string, transcript: Transcript): Promise<void> {
  const { text, updated } = await executeServerCommand<{ text: string | null; updated: boolean }, { action: string; name: string; text: string }>('spoken', {
    action: 'file',
    name,
    text: transcript.text,
  });
  if (updated) return;
  expect(text, `test/spoken/${name}.txt is missing: run with NL_UPDATE_SPOKEN=1 and review it`).to.be.a('string');
  expect(transcript.text, `test/spoken/${name}.txt (NL_UPDATE_SPOKEN=1 rewrites it)`).to.equal(text);
}

/** The deepest focused element (through shadow roots). */
export function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
