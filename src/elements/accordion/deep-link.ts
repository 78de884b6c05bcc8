/**
 * `#expand={item-id}` deep links (README.md here; docs/CONTRACT.md, scroll animation 500 ms): on load and on hashchange the item opens, with every
 * ancestor item, and the page scrolls to it in 500 ms (at once under prefers-reduced-motion).
 * Expanding an item by hand writes its hash and collapsing clears it, with history.replaceState:
 * no new history entry, and no hashchange (so no loop).
 */
import type { NlElement } from '../../core/define.tsx';
import { scrollToElement } from '../../core/scroll.ts';

const PREFIX = '#expand=';
export const ITEM = 'nl-accordion-item';

/** The item id in a `#expand=…` hash, or null. */
export function expandId(hash: string): string | null {
  if (!hash.startsWith(PREFIX) || hash.length === PREFIX.length) return null;
  try {
    return decodeURIComponent(hash.slice(PREFIX.length));
  } catch {
    return hash.slice(PREFIX.length);
  }
}

/**
 * The page's URL without a new history entry. Firefox throws (SecurityError) past 200 history calls in
 * 10 s; a deep link is a convenience, so the item still opens or closes and the URL just stays.
 */
function replaceUrl(url: string): void {
  try {
    history.replaceState(history.state, '', url);
  } catch {
    // Rate-limited, or a sandboxed document that may not change its URL.
  }
}

export function writeHash(id: string): void {
  replaceUrl(`${PREFIX}${encodeURIComponent(id)}`);
}

/** Clears the hash when it points at `item` or at an item inside it (now hidden by the collapse). */
export function clearHash(item: Element): void {
  const id = expandId(location.hash);
  if (id === null) return;
  const target = findItem(id);
  if (target && (target === item || item.contains(target))) {
    replaceUrl(`${location.pathname}${location.search}`);
  }
}

export function findItem(id: string): Element | null {
  return document.querySelector(`${ITEM}[item-id="${CSS.escape(id)}"]`);
}

function ancestors(item: Element): Element[] {
  const chain: Element[] = [];
  for (let current: Element | null = item; current; current = current.parentElement?.closest(ITEM) ?? null) {
    chain.push(current);
  }
  return chain;
}

let handled: string | null = null;

/** Opens and scrolls to the item the hash names, once per hash value; true when it found one. */
export async function openFromHash(): Promise<boolean> {
  const id = expandId(location.hash);
  if (id === null || handled === location.hash) return false;
  const item = findItem(id);
  if (!item) return false;
  handled = location.hash;
  const chain = ancestors(item);
  for (const element of chain) element.setAttribute('open', '');
  // Scroll once the opened panels have their height.
  await Promise.all(
    chain.map(async (element) => {
      await customElements.whenDefined(ITEM);
      await (element as NlElement).updateComplete;
    }),
  );
  await new Promise(requestAnimationFrame);
  await scrollToElement(item);
  return true;
}

let installed = false;
export function installDeepLinks(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('hashchange', () => {
    handled = null;
    void openFromHash();
  });
}
