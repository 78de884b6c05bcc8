/**
 * Counts what an element can leave behind: React roots, event listeners, timers, animation frames
 * and observers. Import it before anything else (test/leaks.test.ts imports the tags only later,
 * dynamically), so every listener, timer and observer the library makes goes through it.
 *
 * What counts as live (a leak is a count that grows):
 * - listeners: added and not removed (nor fired, with `once`; nor aborted, with `signal`), on a
 *   target that is not a Node (window's MediaQueryLists, AbortSignals, sockets…), or on a Node
 *   that is connected: a listener on an element that was removed goes with the element;
 * - timers, intervals and animation frames: set and neither cleared nor run;
 * - observations: observe(target) not undone by unobserve/disconnect, on a connected target;
 * - React roots: every shadow root made since the probe started (each of our elements has one),
 *   mounted by r2wc (its context is set) or marked by React as a root container;
 * - portals and their error boundaries: what src/core/renderer.tsx has in its one root's list and
 *   mounted (issue 15), read from its `Symbol.for('nl.renderer')` counts.
 */
type Key = { target: EventTarget; type: string; listener: unknown; capture: boolean };

const listeners = new Set<Key>();
const byTarget = new Map<EventTarget, Set<Key>>();

const nativeAdd = EventTarget.prototype.addEventListener;
const nativeRemove = EventTarget.prototype.removeEventListener;

function find(target: EventTarget, type: string, listener: unknown, capture: boolean): Key | undefined {
  for (const key of byTarget.get(target) ?? []) if (key.type === type && key.listener === listener && key.capture === capture) return key;
  return undefined;
}

function forget(key: Key): void {
  listeners.delete(key);
  const set = byTarget.get(key.target);
  set?.delete(key);
  if (set && !set.size) byTarget.delete(key.target);
}

const captureOf = (options: boolean | AddEventListenerOptions | EventListenerOptions | undefined) => (typeof options === 'boolean' ? options : Boolean(options?.capture));

EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
  nativeAdd.call(this, type, listener, options);
  if (!listener) return;
  const capture = captureOf(options);
  if (find(this, type, listener, capture)) return; // the same listener twice is one listener
  const signal = typeof options === 'object' ? options.signal : undefined;
  if (signal?.aborted) return;
  const key: Key = { target: this, type, listener, capture };
  listeners.add(key);
  let set = byTarget.get(this);
  if (!set) byTarget.set(this, (set = new Set()));
  set.add(key);
  // A `once` listener is gone after its first call: a listener of ours right behind it sees that.
  if (typeof options === 'object' && options.once) nativeAdd.call(this, type, () => forget(key), { once: true, capture });
  if (signal) nativeAdd.call(signal, 'abort', () => forget(key), { once: true });
};

EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) {
  nativeRemove.call(this, type, listener, options);
  const key = find(this, type, listener, captureOf(options));
  if (key) forget(key);
};

// MediaQueryList's legacy addListener/removeListener do not go through addEventListener.
// The spec defines them as adding or removing a `change` listener, which is what these do.
MediaQueryList.prototype.addListener = function (this: MediaQueryList, listener) {
  if (listener) this.addEventListener('change', listener as EventListener);
};
MediaQueryList.prototype.removeListener = function (this: MediaQueryList, listener) {
  if (listener) this.removeEventListener('change', listener as EventListener);
};

// ------------------------------------------------------------------------------------ timers

const timeouts = new Set<number>();
const intervals = new Set<number>();
const frames = new Set<number>();
const nativeSetTimeout = window.setTimeout.bind(window);
const nativeClearTimeout = window.clearTimeout.bind(window);
const nativeSetInterval = window.setInterval.bind(window);
const nativeClearInterval = window.clearInterval.bind(window);
const nativeRaf = window.requestAnimationFrame.bind(window);
const nativeCaf = window.cancelAnimationFrame.bind(window);

window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
  if (typeof handler !== 'function') return nativeSetTimeout(handler, timeout, ...args);
  const id: number = nativeSetTimeout(
    (...a: unknown[]) => {
      timeouts.delete(id);
      (handler as (...a: unknown[]) => void)(...a);
    },
    timeout,
    ...args,
  );
  timeouts.add(id);
  return id;
}) as typeof window.setTimeout;
window.clearTimeout = ((id?: number) => {
  if (id !== undefined) timeouts.delete(id);
  nativeClearTimeout(id);
}) as typeof window.clearTimeout;
window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
  const id = nativeSetInterval(handler, timeout, ...args);
  intervals.add(id);
  return id;
}) as typeof window.setInterval;
window.clearInterval = ((id?: number) => {
  if (id !== undefined) intervals.delete(id);
  nativeClearInterval(id);
}) as typeof window.clearInterval;
window.requestAnimationFrame = (callback: FrameRequestCallback) => {
  const id = nativeRaf((time) => {
    frames.delete(id);
    callback(time);
  });
  frames.add(id);
  return id;
};
window.cancelAnimationFrame = (id: number) => {
  frames.delete(id);
  nativeCaf(id);
};

// ------------------------------------------------------------------------------------ observers

type Observation = { observer: object; target: Node | Element };
const observations = new Map<string, Set<Observation>>([
  ['MutationObserver', new Set()],
  ['ResizeObserver', new Set()],
  ['IntersectionObserver', new Set()],
]);

function instrument(name: 'MutationObserver' | 'ResizeObserver' | 'IntersectionObserver'): void {
  const proto = (window[name] as unknown as { prototype: Record<string, (...args: unknown[]) => unknown> }).prototype;
  const set = observations.get(name)!;
  const { observe, unobserve, disconnect } = proto;
  proto.observe = function (this: object, target: unknown, ...rest: unknown[]) {
    const result = observe!.call(this, target, ...rest);
    if (![...set].some((o) => o.observer === this && o.target === target)) set.add({ observer: this, target: target as Node });
    return result;
  };
  if (unobserve) {
    proto.unobserve = function (this: object, target: unknown) {
      for (const o of set) if (o.observer === this && o.target === target) set.delete(o);
      return unobserve.call(this, target);
    };
  }
  proto.disconnect = function (this: object) {
    for (const o of set) if (o.observer === this) set.delete(o);
    return disconnect!.call(this);
  };
}
instrument('MutationObserver');
instrument('ResizeObserver');
instrument('IntersectionObserver');

// ------------------------------------------------------------------------------------ React roots

const shadowRoots = new Set<ShadowRoot>();
const nativeAttachShadow = Element.prototype.attachShadow;
Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
  const root = nativeAttachShadow.call(this, init);
  shadowRoots.add(root);
  return root;
};

const R2WC_CONTEXT = Symbol.for('r2wc.context');
const reactMarked = (node: object) => Object.keys(node).some((key) => key.startsWith('__reactContainer$') && (node as Record<string, unknown>)[key] != null);

// ------------------------------------------------------------------------------------ counts

const liveTarget = (target: EventTarget | Node) => !(target instanceof Node) || target.isConnected;

export interface Counts {
  /** Mounted by r2wc (its context set on the host). */
  roots: number;
  /** Portals in the renderer's list (one per mounted element). */
  portals: number;
  /** Error boundaries the renderer has mounted (one per committed portal). */
  guards: number;
  /** Shadow roots React still has marked as a root container. */
  reactContainers: number;
  /** Per kind of target ("Window", "Document", "MediaQueryList", "HTMLElement", …). */
  listeners: Record<string, number>;
  timeouts: number;
  intervals: number;
  frames: number;
  observers: Record<string, number>;
}

function targetKind(target: EventTarget): string {
  if (target === window) return 'window';
  if (target === document) return 'document';
  if (target instanceof ShadowRoot) return 'ShadowRoot';
  if (target instanceof Element) return target.localName.startsWith('nl-') ? target.localName : 'Element';
  return target.constructor.name;
}

export function counts(): Counts {
  const byKind: Record<string, number> = {};
  for (const key of listeners) {
    if (!liveTarget(key.target)) continue;
    const kind = targetKind(key.target);
    byKind[kind] = (byKind[kind] ?? 0) + 1;
  }
  const observers: Record<string, number> = {};
  for (const [name, set] of observations) observers[name] = [...set].filter((o) => o.target.isConnected).length;
  let roots = 0;
  let reactContainers = 0;
  for (const root of shadowRoots) {
    const mounted = Boolean((root.host as unknown as Record<symbol, unknown>)[R2WC_CONTEXT]);
    const marked = reactMarked(root);
    if (mounted) roots++;
    if (marked) reactContainers++;
    // A host that is gone and unmounted cannot come back by itself: stop holding it.
    if (!mounted && !marked && !root.host.isConnected) shadowRoots.delete(root);
  }
  const renderer = (globalThis as unknown as Record<symbol, { portals(): number; guards(): number } | undefined>)[Symbol.for('nl.renderer')];
  return { roots, portals: renderer?.portals() ?? 0, guards: renderer?.guards() ?? 0, reactContainers, listeners: byKind, timeouts: timeouts.size, intervals: intervals.size, frames: frames.size, observers };
}

/** The hosts whose React root is mounted, for a failure message ("nl-modal (in the document)"). */
export function mountedHosts(): string[] {
  return [...shadowRoots]
    .filter((root) => (root.host as unknown as Record<symbol, unknown>)[R2WC_CONTEXT])
    .map((root) => `${root.host.localName} (${root.host.isConnected ? `in the document, under <${root.host.parentElement?.localName}>` : 'disconnected'})`);
}

/** What grew from `before` to `after`, as readable lines ("listeners on window: 3 → 4"). */
export function growth(before: Counts, after: Counts): string[] {
  const lines: string[] = [];
  const compare = (what: string, a: number, b: number) => {
    if (b > a) lines.push(`${what}: ${a} → ${b}`);
  };
  compare('mounted React roots', before.roots, after.roots);
  compare('React root containers', before.reactContainers, after.reactContainers);
  compare('portals in the renderer', before.portals, after.portals);
  compare('mounted error boundaries', before.guards, after.guards);
  for (const kind of new Set([...Object.keys(before.listeners), ...Object.keys(after.listeners)])) compare(`listeners on ${kind}`, before.listeners[kind] ?? 0, after.listeners[kind] ?? 0);
  compare('pending timeouts', before.timeouts, after.timeouts);
  compare('intervals', before.intervals, after.intervals);
  compare('animation frames', before.frames, after.frames);
  for (const name of Object.keys(after.observers)) compare(`${name} observations`, before.observers[name] ?? 0, after.observers[name] ?? 0);
  return lines;
}

/** The browser's own setTimeout, for waits of the test itself (not counted). */
export const native = { setTimeout: nativeSetTimeout };
