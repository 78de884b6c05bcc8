/**
 * One React root for the page (issue 15): r2wc's renderer, with every element rendered through a
 * portal into its own shadow root.
 *
 * @r2wc/core makes the custom element class and calls a renderer's mount / update / unmount; its
 * React package creates one React root per element. Per element, a root costs its own scheduler
 * work and its own commit: a page with 2000 elements laid out, painted and composited some 200
 * partial frames while they upgraded. Here one root (on a detached <div>, so nothing of React's is
 * attached to the document) renders a list of portals:
 * - mount adds an entry; entries added in one task reach React in one `root.render`, so the
 *   elements present at load render in one commit per tag module, not one each. That render is
 *   flushed in the microtask after the mounts (flushSync), in the task that defined or connected
 *   them: no frame is drawn between `:not(:defined)` ending and the elements' first render (no
 *   layout shift, without a placeholder per element), and the browser styles and lays out the
 *   upgraded elements once, not once before the render and again after it;
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

interface Entry {
  readonly key: number;
  readonly container: ShadowRoot;
  readonly Component: ComponentType<object>;
  props: object;
  /** Unmounted: its portal renders nothing from now on. */
  dead?: boolean;
  /** The portal's state setter, once it has committed (null: unmounted, renders nothing). */
  setProps?: (props: object | null) => void;
  /** From the portal's commit: its setter, and the props it rendered (newer ones are passed at once). */
  attach(setProps: (props: object | null) => void, rendered: object | null): () => void;
}

const entries = new Map<ShadowRoot, Entry>();
let root: Root | undefined;
let nextKey = 0;
let queued = false;
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

function flush(): void {
  queued = false;
  // An element removed since it was mounted (its deferred unmount is still to come in this
  // checkpoint) is not rendered: its effects would run on a disconnected element.
  const element = <Portals groups={grouped([...entries.values()].filter((entry) => entry.container.host.isConnected))} />;
  const target = pageRoot();
  // At once, with the effects (as React does for a visitor's discrete action): see the top.
  flushSync(() => target.render(element));
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
      listenLater(container);
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

/** New props for a mounted element: only its portal renders again. */
export function refresh(container: ShadowRoot, props: object): void {
  const entry = entries.get(container);
  if (!entry || entry.props === props) return;
  entry.props = props;
  entry.setProps?.(props);
}

/** For test/leak-probe.ts: portals in the list and their boundaries mounted now. */
Object.defineProperty(globalThis, Symbol.for('nl.renderer'), {
  configurable: true,
  value: { portals: () => entries.size, guards: () => guards },
});
