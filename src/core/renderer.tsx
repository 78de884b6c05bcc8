/**
 * One React root for the page (issue 15): r2wc's renderer, with every element rendered through a
 * portal into its own shadow root.
 *
 * @r2wc/core makes the custom element class and calls a renderer's mount / update / unmount; its
 * React package creates one React root per element. Per element, a root costs its own scheduler
 * work and its own commit: a page with 2000 elements laid out, painted and composited some 200
 * partial frames while they upgraded. Here one root (on a detached <div>, so nothing of React's is
 * attached to the document) renders a list of portals:
 * - mount adds an entry; entries added in one task reach React in one `root.render`, so elements
 *   render in one commit per batch, not one each. An element a script connects renders in the
 *   microtask after its mount (flushSync), in the task that connected it. Issue 38: the elements a
 *   tag's define upgrades (the page's own, there before the code) are held for later tasks, in their
 *   pre-upgrade look (`:state(nl-pending)`, so nothing moves), and render there in parts of about
 *   CHUNK_MS (see holdSome): the task that evaluated the tag's code and upgraded them is not also
 *   the task of their first render. The page's first React render (React's render and commit code
 *   running for the first time, tens of milliseconds at 1x) is a part of its own too, with the list
 *   still empty, before the first part that renders an element.
 *   Up to AT_ONCE of them render in the next part; more (a tag's code arriving on a page with
 *   hundreds of its elements), the ones in view first, then the others. Elements the define
 *   upgraded asleep (src/core/define.tsx) are not even mounted yet: they sleep here (sleep) and are
 *   woken where a held one would be released, in view first, then in the parts;
 * - update re-renders that element only (its portal keeps its props as state);
 * - unmount empties that element's portal and commits at once (flushSync, one fiber's work), so a
 *   removed element's effects are cleaned up when unmount returns, as with its own root; the list
 *   drops it at its next render;
 * - every portal has its own error boundary (Guard): an error that escapes an element's own boundary
 *   costs only that element, never the root and the other elements.
 * React adds its event listeners to each portal's container (the shadow root): events inside a
 * shadow root are retargeted at the host before they reach the document, so React has to listen
 * inside. It does so when an event first comes near the root, not at mount (react-listeners.ts).
 */
import { Component, memo, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { report } from './errors.ts';
import { learnMarker, listenLater } from './react-listeners.ts';
import { rehearse } from './rehearse.tsx';

interface Entry {
  readonly key: number;
  readonly container: ShadowRoot;
  readonly Component: ComponentType<object>;
  props: object;
  /** Unmounted: its portal renders nothing from now on. */
  dead?: boolean;
  /** In the list React renders: rendered, or to be rendered in this flush. */
  released?: boolean;
  /** Defined but held for a later task (its look until then is its pre-upgrade one): see flush(). */
  held?: boolean;
  /** The portal's state setter, once it has committed (null: unmounted, renders nothing). */
  setProps?: (props: object | null) => void;
  /** From the portal's commit: its setter, and the props it rendered (newer ones are passed at once). */
  attach(setProps: (props: object | null) => void, rendered: object | null): () => void;
}

const entries = new Map<ShadowRoot, Entry>();
let root: Root | undefined;
let nextKey = 0;
let queued = false;
/** The list has been rendered once (React's render and commit code has run on this page). */
let drawn = false;
/** Boundaries (one per portal) mounted now: the leak test's count (test/leak-probe.ts). */
let guards = 0;

class Guard extends Component<{ host: Element; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidMount(): void {
    guards++;
  }
  override componentWillUnmount(): void {
    guards--;
  }
  override componentDidCatch(error: unknown): void {
    report(error, this.props.host.localName, this.props.host);
  }
  override render(): ReactNode {
    // The editor's own light-DOM content, as when the element's own boundary catches.
    return this.state.failed ? <slot /> : this.props.children;
  }
}

const Portal = memo(function Portal({ entry }: { entry: Entry }): ReactNode {
  // State, not useSyncExternalStore: an update gets the lane of what caused it (a click: at once;
  // an attribute set by a script: React's next task), as `root.render` did with a root per element;
  // an external store would always render in a microtask, even for an element about to be removed.
  // null once the element is unmounted: the portal goes, in a commit of this fiber alone.
  const [props, setProps] = useState<object | null>(entry.props);
  useLayoutEffect(() => entry.attach(setProps, props), [entry, props]);
  if (!props) return null;
  return createPortal(
    <Guard host={entry.container.host}>
      <entry.Component {...props} />
    </Guard>,
    entry.container,
  );
});

/**
 * The portals in groups of GROUP_SIZE, by key (keys only grow, so an entry stays in its group for
 * life and its portal keeps its state). React visits every child of a fiber on the way to an update,
 * even to bail out of it: with one flat list, a click on one accordion item of 2000 made React visit
 * the other 1999 portals (issue 38). In groups it visits the groups and one group's portals: some
 * 100 fibers for 2000 elements. A group keeps its array while its entries stay the same, so a render
 * of the list (a tag mounted) passes over the unchanged groups (memo) without visiting their portals.
 */
const GROUP_SIZE = 64;
let lastGroups = new Map<number, Entry[]>();

function grouped(list: Entry[]): [number, Entry[]][] {
  const next = new Map<number, Entry[]>();
  for (const entry of list) {
    const id = Math.floor(entry.key / GROUP_SIZE);
    const group = next.get(id);
    if (group) group.push(entry);
    else next.set(id, [entry]);
  }
  for (const [id, group] of next) {
    const old = lastGroups.get(id);
    if (old && old.length === group.length && old.every((entry, i) => entry === group[i])) next.set(id, old);
  }
  lastGroups = next;
  return [...next];
}

const Group = memo(function Group({ list }: { list: Entry[] }): ReactNode {
  return list.map((entry) => <Portal key={entry.key} entry={entry} />);
});

function Portals({ groups }: { groups: [number, Entry[]][] }): ReactNode {
  return groups.map(([id, list]) => <Group key={id} list={list} />);
}

/** The page's root, on a detached <div>: React's listeners on it never see an event. */
function pageRoot(): Root {
  if (!root) {
    const div = document.createElement('div');
    root = createRoot(div);
    learnMarker(div);
  }
  return root;
}

/** React's list of portals: every released element still in the document. */
function render(): void {
  // An element removed since it was mounted (its deferred unmount is still to come in this
  // checkpoint) is not rendered: its effects would run on a disconnected element.
  const element = <Portals groups={grouped([...entries.values()].filter((entry) => entry.released && entry.container.host.isConnected))} />;
  const target = pageRoot();
  // At once, with the effects (as React does for a visitor's discrete action): see the top.
  flushSync(() => target.render(element));
  drawn = true;
  rehearse();
}

function flush(): void {
  queued = false;
  const fresh = [...entries.values()].filter((entry) => !entry.released && !entry.held && entry.container.host.isConnected);
  holdSome(fresh);
  let some = false;
  for (const entry of fresh) {
    if (entry.held) continue;
    release(entry);
    some = true;
  }
  // Every one held, and the list never rendered: nothing to render yet. The page's first React
  // render (tens of milliseconds for React's code running for the first time, with nothing in the
  // list) is then a part of its own (chunk), not in the task that evaluated a tag's code.
  if (some || drawn) render();
}

/* ------------------------------------------------------------------ the first render, in parts */

/** Hosts that can wait for their first render (src/core/define.tsx): `[HOLD](true)` is false where they cannot. */
export const HOLD = Symbol('nl.hold');
type Holdable = Element & { [HOLD]?(held: boolean): boolean };

/**
 * Issue 38: more held elements than this in one flush (a tag's code defined with many of its
 * elements on the page) render the ones in the viewport first, then the others in document order;
 * fewer render in document order in the next part, without asking where they are. Either way in
 * later tasks of about CHUNK_MS each, so no task of ours blocks the main thread for long while a
 * page loads.
 */
export const AT_ONCE = 24;
/** What one later part aims to take, at the speed measured on the parts before it. */
const CHUNK_MS = 40;
/** How long the parts wait for the browser to say which held elements are in view (a page in the background draws no frames). */
const VIEW_MS = 100;
/** How many VIEW_MS a page that draws frames waits for the observer's answer before reading the boxes itself. */
const VIEW_WAITS = 20;
/** What one element of a part costs, as the parts so far say (ms); 0 before the first part. */
let perElement = 0;
let channel: MessageChannel | undefined;
let chunkQueued = false;

const host = (entry: Entry) => entry.container.host as Holdable;

/** Tags one of whose elements has been let go for its first render: the tag's code has run (see chunk). */
const warm = new Set<string>();
const hostOf = (item: Entry | Element): Element => (item instanceof Element ? item : host(item));
const tagOf = (item: Entry | Element) => hostOf(item).localName;

function release(entry: Entry): void {
  warm.add(tagOf(entry));
  // Also a host held under an earlier entry (removed while held, and back now).
  host(entry)[HOLD]?.(false);
  // React's listeners, at its first render (not at the upgrade, which every element of a tag goes
  // through in one task).
  listenLater(entry.container);
  entry.held = false;
  entry.released = true;
}

/**
 * Holds every one of `fresh` that can wait (`[HOLD](true)`: upgraded by its tag's define, in a
 * browser with custom states in CSS; one a script made renders at once): each keeps its pre-upgrade
 * look (its host's `:state(nl-pending)`, which the pre-upgrade rules match as they match
 * `:not(:defined)`), so it keeps its size and place, and nothing shifts when it renders. Up to
 * AT_ONCE go to the next part as they are. Of more, which are in view the browser says after its
 * next layout (an IntersectionObserver's first answer, in a task of its own): those render first,
 * then the rest in parts. Not measured here: reading one box would lay the page out inside this
 * task, the one that upgraded every element.
 */
function holdSome(fresh: Entry[]): void {
  const many = fresh.length > AT_ONCE;
  let some = false;
  for (const entry of fresh) {
    if (!host(entry)[HOLD]?.(true)) continue;
    entry.held = some = true;
    if (many) look(entry.container.host, entry);
  }
  // Few: every one in the next part, in document order, without asking where they are. Many: the
  // page's first render of the list (see chunk) while the browser says which are in view.
  if (some && !many) listenWhileHeld(true);
  if (some && (!many || !drawn)) queueChunk();
}

/** Asks the browser where a held or sleeping element is (see holdSome). */
function look(target: Element, entry: Entry | null): void {
  looking.set(target, entry);
  (seeing ??= new IntersectionObserver(seen)).observe(target);
  listenWhileHeld(true);
  if (viewTimer === undefined) waitForView();
}

/**
 * Where no answer comes because the page draws no frames (a page in the background), the boxes are
 * read after VIEW_MS, then the parts go on. A page that drew a frame meanwhile gets its answer from
 * the observer, only later than VIEW_MS when the main thread is busy (a long first layout): reading
 * 2000 boxes then would be one more long task, so it waits on.
 */
function waitForView(waited = 0): void {
  let framed = false;
  requestAnimationFrame(() => (framed = true));
  viewTimer = setTimeout(() => {
    viewTimer = undefined;
    // One removed meanwhile is not waited for (the observer may never answer for it).
    for (const target of looking.keys()) if (!target.isConnected) answer([[target, false]]);
    if (!looking.size) return;
    // At most VIEW_WAITS times: an answer that never comes must not keep a timer going for ever.
    if (framed && waited < VIEW_WAITS) waitForView(waited + 1);
    else answer([...looking.keys()].map((target) => [target, inView(target)]));
  }, VIEW_MS);
}

/**
 * Issue 38: elements a tag's code upgraded asleep (src/core/define.tsx: more than AT_ONCE of the tag
 * on the page when it was defined). Such an element has no shadow root yet and looks as before its
 * code came (`:state(nl-pending)` on its light DOM), so its upgrade costs a few microseconds; each is
 * woken (given its shadow root, its attributes parsed, mounted) where a held one would be released:
 * in view first, then in the parts, or at once when a visitor reaches it or a script asks for it.
 */
const sleepers = new Map<Element, () => void>();

/** `host` sleeps until its turn; `wake` makes it a mounted element (its entry, not yet released). */
export function sleep(host: Element, wake: () => void): void {
  sleepers.set(host, wake);
  look(host, null);
  if (!drawn) queueChunk();
}

/** A sleeping element a script woke (it read its shadow root, a property, called a method): held as the others. */
export function holdWoken(container: ShadowRoot): void {
  const entry = entries.get(container);
  if (!entry || entry.released || entry.held) return;
  entry.held = true;
  look(container.host, entry);
}

/** A sleeping element that was removed: no longer waited for. */
export function forget(host: Element): void {
  if (!sleepers.delete(host)) return;
  looking.delete(host);
  seeing?.unobserve(host);
}

/** Wakes `host` if it sleeps; its entry (held, or fresh from the wake), if it has one. */
function entryOf(target: Element): Entry | undefined {
  const wake = sleepers.get(target);
  if (wake) {
    sleepers.delete(target);
    wake();
  }
  return target.shadowRoot ? entries.get(target.shadowRoot) : undefined;
}

/** Held or sleeping elements whose place the observer has not told yet (null: sleeping). */
const looking = new Map<Element, Entry | null>();
let seeing: IntersectionObserver | undefined;
let viewTimer: ReturnType<typeof setTimeout> | undefined;

function seen(records: IntersectionObserverEntry[]): void {
  answer(records.map((record) => [record.target, record.isIntersecting]));
}

/** Where the held elements are (the observer's answer, or the timer's): the ones in view render now, the rest in parts. */
function answer(places: [Element, boolean][]): void {
  const now: Entry[] = [];
  for (const [target, visible] of places) {
    if (!looking.has(target)) continue;
    looking.delete(target);
    seeing?.unobserve(target);
    if (!visible || !target.isConnected) continue;
    const entry = entryOf(target);
    if (entry && !entry.released && !entry.dead) now.push(entry);
  }
  if (!looking.size && viewTimer !== undefined) {
    clearTimeout(viewTimer);
    viewTimer = undefined;
  }
  if (now.length) {
    now.forEach(release);
    render();
  }
  queueChunk();
}

function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom >= 0 && box.top <= innerHeight && box.right >= 0 && box.left <= innerWidth;
}

function queueChunk(): void {
  if (chunkQueued) return;
  chunkQueued = true;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = chunk;
  }
  // A message, not a timer: a task of its own at once, not clamped or throttled as nested timers are.
  channel.port2.postMessage(null);
}

/** A later part: the next held elements in document order (whose place is known), as many as fit CHUNK_MS. */
function chunk(): void {
  chunkQueued = false;
  // The page's first render of the list, on its own (see flush): the parts after it find React's
  // render and commit compiled, and the first of them measures an element's cost, not React's first
  // run (10-30 ms at 1x on a phone-sized page, measured in LoAF).
  if (!drawn) {
    render();
    queueChunk();
    return;
  }
  const held: (Entry | Element)[] = [...entries.values()].filter((entry) => entry.held && entry.container.host.isConnected && !looking.has(entry.container.host));
  for (const target of sleepers.keys()) if (!looking.has(target) && target.isConnected) held.push(target);
  if (!held.length) {
    if (!looking.size) listenWhileHeld(false);
    return;
  }
  // The part in steps, each rendered. The first step is one element on a page's first part (the
  // first render of a tag can take tens of milliseconds: React's and the tag's code run for the
  // first time), else a quarter of CHUNK_MS at the cost the parts before measured; each next step is
  // at most twice the last, and only as many as fit the time left at one and a half times the last
  // step's cost per element. An element's cost varies from part to part (a GC; elements woken from
  // asleep cost more than held ones: 0.1 to 1 ms each in one load at 1x), so the time left decides.
  // What the cost of the elements so far cannot tell is the first render of another tag (its code
  // running for the first time: 10-35 ms at 1x for the site's form fields and menu, measured); so a
  // tag's first render is only ever the first of a part (a part of the site's pages held the first
  // renders of three tags, 37 ms, and one more would have made it 60). Unless it is a child of an
  // element of this part, or the parent of one: an accordion and its items render together, as their
  // pre-upgrade looks are made to be seen together (the gallery's grid and its tiles). Not any element
  // further in: the FAQ page's feedback tags inside its accordion items are a part of their own.
  const start = performance.now();
  const first = tagOf(held[0]!);
  const mine: Element[] = [];
  const related = (element: Element, others: Element[]) => others.some((other) => other.parentElement === element || element.parentElement === other);
  let done = 0;
  let step = perElement ? Math.max(1, Math.floor(CHUNK_MS / 4 / perElement)) : 1;
  while (done < held.length) {
    let slice = held.slice(done, done + step);
    const cold = slice.findIndex((item, i) => tagOf(item) !== first && !warm.has(tagOf(item)) && !related(hostOf(item), [...mine, ...slice.slice(0, i).map(hostOf)]));
    if (cold === 0) break;
    if (cold > 0) slice = slice.slice(0, cold);
    mine.push(...slice.map(hostOf));
    const before = performance.now();
    for (const item of slice) {
      const entry = item instanceof Element ? entryOf(item) : item;
      if (entry && !entry.released && !entry.dead) release(entry);
    }
    render();
    const took = slice.length;
    done += took;
    const now = performance.now();
    const each = (now - before) / took;
    step = Math.min(step * 2, Math.floor((CHUNK_MS - (now - start)) / (each * 1.5)));
    if (step < 1) break;
  }
  const spent = performance.now() - start;
  perElement = Math.max(spent / done, perElement * 0.8);
  if (held.length > done) queueChunk();
  else if (!looking.size) listenWhileHeld(false);
}

/**
 * While elements are held: a visitor who reaches one (a tap, a key, focus) or prints the page gets
 * it rendered at once, before the event goes on to it.
 */
const WAKE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;
let listening = false;

function wake(event: Event): void {
  // A sleeping element on the way is woken (entryOf); printing wakes every one.
  const targets = event.type === 'beforeprint' ? [...sleepers.keys()] : event.composedPath().filter((node): node is Element => node instanceof Element);
  const reached = targets.map(entryOf).filter((entry) => entry !== undefined);
  if (event.type === 'beforeprint') reached.push(...entries.values());
  const now = reached.filter((entry) => !entry.released && !entry.dead);
  if (!now.length) return;
  now.forEach(release);
  render();
}

function listenWhileHeld(on: boolean): void {
  if (on === listening) return;
  listening = on;
  for (const type of [...WAKE_EVENTS, 'beforeprint']) (on ? addEventListener : removeEventListener)(type, wake, true);
}

/** Renders the list again in a microtask (flush); once per microtask checkpoint however many changes. */
function schedule(): void {
  if (queued) return;
  queued = true;
  queueMicrotask(flush);
}

/** The renderer for @r2wc/core: `propsOf(root)` gives an element's current props (a new object when they change). */
export function portalRenderer<P extends object>(propsOf: (root: ShadowRoot) => P) {
  let component: ComponentType<P> | undefined;
  return {
    mount(container: HTMLElement | ShadowRoot, Component: ComponentType<P>): ShadowRoot {
      component = Component;
      if (!(container instanceof ShadowRoot)) throw new Error('portalRenderer: the element has no shadow root');
      const entry: Entry = {
        key: nextKey++,
        container,
        Component: Component as ComponentType<object>,
        props: propsOf(container),
        attach(setProps, rendered) {
          entry.setProps = setProps;
          if (!entry.dead && entry.props !== rendered) setProps(entry.props);
          return () => {
            entry.setProps = undefined;
          };
        },
      };
      entries.set(container, entry);
      pageRoot();
      schedule();
      return container;
    },
    update(container: ShadowRoot): void {
      // Back in the document after its portal went with another element's removal (see unmount):
      // mounted again.
      if (!entries.has(container) && component) this.mount(container, component);
      else refresh(container, propsOf(container));
    },
    unmount(container: ShadowRoot): void {
      if (!entries.has(container)) return;
      // This element, and every other one removed from the document whose deferred unmount is still
      // to come in this checkpoint: flushSync runs whatever work the root has pending (another
      // element's effects, its state updates), which must not render an element that is gone.
      const gone = [...entries.values()].filter((entry) => entry.container === container || !entry.container.host.isConnected);
      for (const entry of gone) {
        entries.delete(entry.container);
        entry.dead = true;
      }
      // Now, in one commit of those portals alone: their effects are cleaned up before this returns.
      // Their places in the list go with the list's next render.
      const setters = gone.flatMap((entry) => (entry.setProps ? [entry.setProps] : []));
      if (setters.length) flushSync(() => setters.forEach((setProps) => setProps(null)));
      schedule();
    },
  };
}

/** New props for a mounted element: only its portal renders again. A held one is let go: the page's script wants it. */
export function refresh(container: ShadowRoot, props: object): void {
  const entry = entries.get(container);
  if (!entry || entry.props === props) return;
  entry.props = props;
  if (entry.held) {
    release(entry);
    schedule();
  }
  entry.setProps?.(props);
}

/** An element whose first render is held renders now (a method of it was called). */
export function renderNow(container: ShadowRoot | null): void {
  const entry = container && entries.get(container);
  if (!entry?.held) return;
  release(entry);
  render();
}

/** For test/leak-probe.ts: portals in the list and their boundaries mounted now. */
Object.defineProperty(globalThis, Symbol.for('nl.renderer'), {
  configurable: true,
  value: { portals: () => entries.size, guards: () => guards },
});
