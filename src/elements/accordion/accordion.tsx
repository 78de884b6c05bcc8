/**
 * nl-accordion: holds nl-accordion-items. `list` (default) stacks them; `gallery` lays their
 * headings out in a grid (4 columns at ≥ 1200 px, 2 below), one open at a time, its panel shown below
 * its row, the last row padded with empty cells to a full row.
 * Keyboard (APG accordion): Arrow Down/Up move between the headings of this accordion (wrapping),
 * Home/End go to the first/last; Enter and Space toggle (native button).
 */
import { useEffect, useRef, useState } from 'react';
import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec, NlElement } from '../../core/define.tsx';
import { BREAKPOINTS, useMediaQuery } from '../../core/media.ts';
import { listen } from '../../core/listen.ts';
import styles from './accordion.css?inline';
import { ITEM } from './deep-link.ts';
import type { ToggleDetail } from './item.tsx';

const attributes = {
  variant: attr.enum(['list', 'gallery'] as const, 'list'),
};

export const spec: ElementSpec<typeof attributes, never> = { attributes, styles };

function directItems(host: HTMLElement): NlElement[] {
  return [...host.children].filter((child): child is NlElement => child.localName === ITEM);
}

/** Empty cells that fill the last row: rows are padded to a multiple of `columns`. */
export function padding(count: number, columns: number): number {
  return (columns - (count % columns)) % columns;
}

export function Accordion({ attrs, host }: ElementProps<typeof attributes>) {
  const gallery = attrs.variant === 'gallery';
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`);
  const [count, setCount] = useState(() => directItems(host).length);
  const slot = useRef<HTMLSlotElement>(null);

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const update = () => setCount(directItems(host).length);
    update();
    return listen(element, { slotchange: update });
  }, [host, gallery]);

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
      <slot ref={slot} />
      {Array.from({ length: pads }, (_, i) => (
        <div key={i} className="pad" part="pad" aria-hidden="true" />
      ))}
    </div>
  );
}
