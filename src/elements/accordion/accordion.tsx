/**
 * nl-accordion: holds nl-accordion-items. `list` (default) stacks them; `gallery` lays their
 * headings out in a grid (4 columns at ≥ 1200 px, 2 below), one open at a time, its panel shown below
 * its row, the last row padded with empty cells to a full row.
 * Keyboard (APG accordion): Arrow Down/Up move between the headings of this accordion (wrapping),
 * Home/End go to the first/last; Enter and Space toggle (native button).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { attr } from '../../core/attributes.ts';
import { slottable, type ElementProps, type ElementSpec, type NlElement } from '../../core/define.tsx';
import { BREAKPOINTS, useMediaQuery } from '../../core/media.ts';
import { listen } from '../../core/listen.ts';
import styles from './accordion.css?inline';
import { ITEM } from './deep-link.ts';
import type { ToggleDetail } from './item.tsx';

const attributes = {
  variant: attr.enum(['list', 'gallery'] as const, 'list'),
};

export const spec: ElementSpec<typeof attributes, never> = { attributes, styles, manualSlots: true };

/**
 * Items per group (issue 38). The shadow root shows the items in groups, each a plain block with a
 * slot of its own that is given its items by hand (manualSlots): the browser then lays out a tap's
 * changes in one group and the list of groups, about 64 + n / 64 boxes, where one slot for all made
 * it go past every item (a tap's layout at 1× CPU 23 → 6.4 ms at 2,000 items, as at 50; README.md).
 * The style pass still walks every light-DOM child. A group has no padding, border or margin of its
 * own, so the page looks the same as with one slot (margins collapse through it); in a gallery it is
 * display: contents (the items are the grid's cells).
 */
export const GROUP = 64;

function directItems(host: HTMLElement): NlElement[] {
  return [...host.children].filter((child): child is NlElement => child.localName === ITEM);
}

/** The host's children in groups of at most GROUP elements; text goes with the element before it. */
export function groups<T extends Node>(nodes: readonly T[], size = GROUP): T[][] {
  const result: T[][] = [];
  let elements = size;
  for (const node of nodes) {
    const element = node.nodeType === Node.ELEMENT_NODE;
    if (result.length === 0 || (element && elements === size)) {
      result.push([]);
      elements = 0;
    }
    result[result.length - 1]!.push(node);
    if (element) elements += 1;
  }
  return result;
}

/** Empty cells that fill the last row: rows are padded to a multiple of `columns`. */
export function padding(count: number, columns: number): number {
  return (columns - (count % columns)) % columns;
}

export function Accordion({ attrs, host }: ElementProps<typeof attributes>) {
  const gallery = attrs.variant === 'gallery';
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`);
  const manual = host.shadowRoot?.slotAssignment === 'manual';
  // The children the slots show; with one slot for all (a browser that cannot assign by hand) only
  // their number matters (the gallery's pads).
  const [children, setChildren] = useState(() => slottable(host));
  const count = children.filter((node) => (node as Element).localName === ITEM).length;
  const grouped = manual ? groups(children) : [];
  const slots = useRef<(HTMLSlotElement | null)[]>([]);

  useEffect(() => {
    const update = () =>
      setChildren((previous) => {
        const now = slottable(host);
        return now.length === previous.length && now.every((node, i) => node === previous[i]) ? previous : now;
      });
    // A child added, moved or removed is shown where it now is in the microtask after the change,
    // before the next frame (as a default slot would): rendered at once, not in React's next task.
    const observer = new MutationObserver(() => flushSync(update));
    observer.observe(host, { childList: true });
    // Also once now: children that came between the first render and this effect.
    update();
    return () => observer.disconnect();
  }, [host]);

  // Each group's slot gets its children before paint; a group whose children did not change keeps
  // them. Every slot is read before any is assigned: an assign() makes the browser work out the
  // whole root's assignment again at the next read (Chromium: reading after each of 32 assigns
  // made 2000 items' first render cost 30-60 ms more).
  useLayoutEffect(() => {
    const changed = grouped.flatMap((nodes, i) => {
      const slot = slots.current[i];
      if (!slot) return [];
      const assigned = slot.assignedNodes();
      return assigned.length !== nodes.length || nodes.some((node, j) => node !== assigned[j]) ? [[slot, nodes] as const] : [];
    });
    for (const [slot, nodes] of changed) slot.assign(...nodes);
  });

  // Gallery: one open at a time. The first open item wins at start; later, the one just opened.
  useEffect(() => {
    if (!gallery) return;
    const open = directItems(host).filter((item) => item.hasAttribute('open'));
    open.slice(1).forEach((item) => item.removeAttribute('open'));
    const onToggle = (event: Event) => {
      const { open: opened } = (event as CustomEvent<ToggleDetail>).detail;
      const source = event.target as Element;
      if (!opened || source.parentElement !== host) return;
      directItems(host).forEach((item) => item !== source && item.removeAttribute('open'));
    };
    return listen(host, { 'nl-toggle': onToggle });
  }, [host, gallery]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const items = directItems(host);
      // Retargeted: a key pressed on one of our items' heading buttons arrives with the item as
      // target; keys in panel content (light DOM) keep their own target and are left alone.
      const index = items.indexOf(event.target as NlElement);
      if (index < 0 || !(event.composedPath()[0] as Element).matches?.('.header')) return;
      let next: number;
      switch (event.key) {
        case 'ArrowDown':
          next = (index + 1) % items.length;
          break;
        case 'ArrowUp':
          next = (index - 1 + items.length) % items.length;
          break;
        case 'Home':
          next = 0;
          break;
        case 'End':
          next = items.length - 1;
          break;
        default:
          return;
      }
      event.preventDefault();
      items[next]!.focus();
    };
    return listen(host, { keydown: onKey });
  }, [host]);

  const pads = gallery ? padding(count, wide ? 4 : 2) : 0;
  return (
    <div className={gallery ? 'gallery' : 'list'} part="base">
      {manual ? (
        grouped.map((_, i) => (
          <div key={i} className="group">
            <slot
              ref={(element) => {
                slots.current[i] = element;
              }}
            />
          </div>
        ))
      ) : (
        <slot />
      )}
      {Array.from({ length: pads }, (_, i) => (
        <div key={i} className="pad" part="pad" aria-hidden="true" />
      ))}
    </div>
  );
}
