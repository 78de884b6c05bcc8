/**
 * Which accordion panels are `role="region"` landmarks (WAI-ARIA APG accordion pattern: a panel may
 * be a region labelled by its heading button; avoid it where it makes landmarks proliferate, e.g. in
 * an accordion of more than about six panels that can be open at once).
 *
 * The count is per tree of nested accordions: every nl-accordion-item inside the outermost
 * nl-accordion, nested ones included, since all of those panels can be open at the same time and
 * each would be a landmark of the page. Up to REGION_LIMIT items in the tree: every panel is a
 * region; above it: none. An item outside any nl-accordion counts as a tree of one.
 *
 * One MutationObserver per tree (on the outermost accordion's light DOM, childList + subtree), made
 * by the first item that subscribes and disconnected when the last one leaves; items re-render only
 * when the (capped) count changes (useSyncExternalStore also compares once it has subscribed, so a change
 * between render and subscription is not missed). Before any item has subscribed (the first render of a whole page of
 * items), the count is computed once per task and shared.
 */
import { ITEM } from './deep-link.ts';

export const REGION_LIMIT = 6;
const ACCORDION = 'nl-accordion';

interface Tree {
  count: number;
  listeners: Set<() => void>;
  observer: MutationObserver;
}

const trees = new Map<Element, Tree>();
/** Counts of trees nobody observes yet, kept until the end of the task. */
const unobserved = new Map<Element, number>();

/** The outermost nl-accordion around `item`, or null. */
function treeOf(item: Element): Element | null {
  let top: Element | null = null;
  for (let accordion = item.parentElement?.closest(ACCORDION) ?? null; accordion; accordion = accordion.parentElement?.closest(ACCORDION) ?? null) {
    top = accordion;
  }
  return top;
}

/**
 * The number of items in the tree, counted no further than REGION_LIMIT + 1: only "at most six or
 * not" matters. Counting every item made each item's first render walk the whole tree (in a page of
 * 2000 items, 2000 walks over 2000 items: 2.2 s of main-thread CPU in `npm run bench`). The live
 * collection stops at the index asked for, so this costs the first seven items, not the whole tree.
 */
const countItems = (top: Element): number => {
  const items = top.getElementsByTagName(ITEM);
  return items.item(REGION_LIMIT) ? REGION_LIMIT + 1 : items.length;
};

function countOf(top: Element): number {
  const observed = trees.get(top);
  if (observed) return observed.count;
  let count = unobserved.get(top);
  if (count === undefined) {
    if (!unobserved.size) queueMicrotask(() => unobserved.clear());
    unobserved.set(top, (count = countItems(top)));
  }
  return count;
}

/** Whether `item`'s panel is a region now. */
export function isRegion(item: Element): boolean {
  const top = treeOf(item);
  return !top || countOf(top) <= REGION_LIMIT;
}

/** Calls `onChange` when the number of items in `item`'s tree changes; returns the unsubscribe. */
export function subscribeRegion(item: Element, onChange: () => void): () => void {
  const top = treeOf(item);
  if (!top) return () => {};
  let tree = trees.get(top);
  if (!tree) {
    const observer = new MutationObserver(() => {
      const current = trees.get(top);
      if (!current) return;
      const count = countItems(top);
      if (count === current.count) return;
      current.count = count;
      current.listeners.forEach((listener) => listener());
    });
    observer.observe(top, { childList: true, subtree: true });
    tree = { count: countItems(top), listeners: new Set(), observer };
    trees.set(top, tree);
  }
  const own = tree;
  own.listeners.add(onChange);
  return () => {
    own.listeners.delete(onChange);
    if (own.listeners.size) return;
    own.observer.disconnect();
    trees.delete(top);
  };
}
