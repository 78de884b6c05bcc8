/**
 * nl-cookie-table: the cookie statement's tables.
 *
 * - `cookies` (JSON) becomes one table per category that has cookies, in the order of CATEGORIES
 *   (necessary, preferences, statistics, marketing), each under a heading with the category's name,
 *   its description (the cookie bar's own texts, src/core/consent-messages.ts) and the visitor's
 *   current choice, which follows consent.onChange live.
 * - `<table>` children (an editor's own tables) are shown in document order, before the generated
 *   tables, each in the same focusable scroll box (a named role="group", not a landmark). A slot of its own per child keeps the order;
 *   the light-DOM rows are striped by a document-level stylesheet (::slotted() reaches only the
 *   table itself, not its rows), adopted once per document or shadow root: CSP-safe.
 * - A button calls consent.open(), which opens the cookie bar's settings (adding a bar if the page
 *   has none): withdrawing consent must be as easy as giving it (GDPR art. 7(3)).
 *
 * Entries of `cookies` are checked one by one: a bad entry is left out with one console.error of
 * its own, the others are shown (a typo in one cookie must not empty the whole statement).
 */
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { attr } from '../../core/attributes.ts';
import { cookiesAttr, logLeftOut } from '../../core/cookie-declarations.ts';
import { declareCookies } from '../../core/consent-withdraw.ts';
import { CATEGORIES, consent } from '../../core/consent.ts';
import type { ElementProps, ElementSpec, NlElement } from '../../core/define.tsx';
import { sheet } from '../../core/styles.ts';
import lightCss from './cookie-table-light.css?inline';
import styles from './cookie-table.css?inline';
import { messages, type CookieTableKey } from './messages.ts';

export type { CookieInfo } from '../../core/cookie-declarations.ts';

const attributes = {
  cookies: cookiesAttr,
  // The page has its own h1 (and usually an h2 "Cookies" above the element): 2 to 6.
  'heading-level': attr.number({ default: 2, min: 2, max: 6, integer: true }),
};

export const spec: ElementSpec<typeof attributes, CookieTableKey> = { attributes, messages, styles };

const COLUMNS = ['provider', 'purpose', 'expiry'] as const;

type Choice = 'always' | 'allowed' | 'denied' | 'undecided';

/** The choice per category as one string (a stable snapshot for useSyncExternalStore). */
function choices(): string {
  const state = consent.get();
  return CATEGORIES.map((category): Choice => {
    if (category === 'necessary') return 'always';
    if (state[category]) return 'allowed';
    return state.decided ? 'denied' : 'undecided';
  }).join(' ');
}

function subscribe(onChange: () => void): () => void {
  // consent.onChange covers set() here, a choice made in another tab and a new revision; the
  // nl-consent event is also heard, in case a second copy of the library wrote the cookie.
  const off = consent.onChange(onChange);
  document.addEventListener('nl-consent', onChange);
  return () => {
    off();
    document.removeEventListener('nl-consent', onChange);
  };
}

/* ---------------------------------------------------------------- the editor's own content */

/** Adds the light-DOM table sheet (cookie-table-light.css) to the element's document or shadow root, once. */
function adoptLightStyles(host: Element): void {
  const root = host.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return;
  const lightSheet = sheet(lightCss);
  if (!root.adoptedStyleSheets.includes(lightSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, lightSheet];
}

interface LightChild {
  element: Element;
  /** The slot name we gave it. */
  slot: string;
  table: boolean;
  /** A table's name for its scroll region: its caption, aria-label or aria-labelledby text ('' if none). */
  label: string;
}

/** Our slot names, per child element; stable, so a re-render never renames a child. */
const slotNames = new WeakMap<Element, string>();
let slotCount = 0;

function tableLabel(table: Element): string {
  const caption = table.querySelector(':scope > caption')?.textContent?.replace(/\s+/g, ' ').trim();
  if (caption) return caption;
  const label = table.getAttribute('aria-label')?.trim();
  if (label) return label;
  const root = table.getRootNode() as Document | ShadowRoot;
  const ids = table.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => root.getElementById?.(id)?.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

function readChildren(host: Element): LightChild[] {
  const result: LightChild[] = [];
  for (const element of host.children) {
    const own = slotNames.get(element);
    const current = element.getAttribute('slot');
    // A slot the editor (or another script) gave it: not ours to place.
    if (current && current !== own) continue;
    const table = element.localName === 'table';
    let slot = own;
    if (!slot) {
      slot = `${table ? 'table' : 'content'}-${++slotCount}`;
      slotNames.set(element, slot);
    }
    result.push({ element, slot, table, label: table ? tableLabel(element) : '' });
  }
  return result;
}

/** Changes when a child comes, goes, moves, gets a new label, or lost the slot attribute we gave it. */
function keyOf(children: LightChild[]): string {
  return children.map((c) => `${c.slot}\u0001${c.label}\u0001${c.element.getAttribute('slot') === c.slot}`).join('\u0000');
}

/** Removes our slot attribute from a child that has left (unless it went to another nl-cookie-table). */
function release(element: Element, host: Element): void {
  if (element.parentElement === host || element.parentElement?.localName === 'nl-cookie-table') return;
  if (slotNames.get(element) === element.getAttribute('slot')) element.removeAttribute('slot');
}

/** The element's light-DOM children, each with its slot; follows additions, removals and caption edits. */
function useLightChildren(host: NlElement): LightChild[] {
  const [children, setChildren] = useState(() => readChildren(host));

  useLayoutEffect(() => {
    const update = () =>
      setChildren((old) => {
        const next = readChildren(host);
        return keyOf(next) === keyOf(old) ? old : next;
      });
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.target !== host) continue;
        record.removedNodes.forEach((node) => node instanceof Element && release(node, host));
      }
      // Synchronously: a table added by a script gets its region in this task, before any paint
      // could show it unplaced.
      flushSync(update);
    });
    observer.observe(host, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['slot', 'aria-label', 'aria-labelledby'] });
    update(); // what changed between the first render and now
    return () => observer.disconnect();
  }, [host]);

  // In the commit that renders the matching <slot>s: a child is never without a place on screen.
  useLayoutEffect(() => {
    for (const child of children) if (child.element.getAttribute('slot') !== child.slot) child.element.setAttribute('slot', child.slot);
  }, [children]);

  // Unmounted (removed from the page, or a render error shows the plain fallback <slot>): give the
  // children back to the default slot.
  useLayoutEffect(
    () => () => {
      for (const element of host.children) if (slotNames.get(element) === element.getAttribute('slot')) element.removeAttribute('slot');
    },
    [host],
  );

  return children;
}

/**
 * A classic horizontal scrollbar (Windows, Linux; not the overlay ones of phones and macOS) adds its
 * height below a table wider than its box, which pre-upgrade.css could not reserve: it cannot know
 * whether a table will scroll, and a scroll box before the upgrade is one a keyboard cannot reach.
 * So the scrollbar takes its room from the gap below the editor's table (cookie-table.css, from
 * --_nl-scrollbar), and what follows the table stays where it was before the upgrade. Measured in
 * the commit (before any paint) and again when a region's box changes (a table starts or stops
 * scrolling on resize).
 */
function useScrollbarRoom(host: NlElement, children: LightChild[]): void {
  useLayoutEffect(() => {
    const regions = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.scroll.editor') ?? [])];
    const fit = (region: HTMLElement) => {
      let room = region.offsetHeight - region.clientHeight - region.clientTop;
      if (room > 0) room -= parseFloat(getComputedStyle(region).borderBottomWidth) || 0;
      const value = room > 0 ? `${room}px` : '';
      if (region.style.getPropertyValue('--_nl-scrollbar') !== value) region.style.setProperty('--_nl-scrollbar', value);
    };
    regions.forEach(fit);
    const observer = new ResizeObserver((entries) => entries.forEach((entry) => fit(entry.target as HTMLElement)));
    for (const region of regions) observer.observe(region, { box: 'border-box' });
    return () => observer.disconnect();
  }, [host, children]);
}

/* ---------------------------------------------------------------- the element */

export function CookieTable({ attrs, host, t }: ElementProps<typeof attributes, CookieTableKey>) {
  const { cookies } = attrs;
  const Heading = `h${attrs['heading-level']}` as 'h2';
  const current = useSyncExternalStore(subscribe, choices).split(' ') as Choice[];
  const children = useLightChildren(host);
  useScrollbarRoom(host, children);

  useLayoutEffect(() => adoptLightStyles(host));

  // Entries left out: one error each, once per element and attribute value. The valid ones are
  // declared: withdrawing a category deletes its cookies (src/core/consent-withdraw.ts).
  useEffect(() => {
    logLeftOut(host, cookies);
    return declareCookies(host, cookies);
  }, [cookies, host]);

  const groups = CATEGORIES.map((category, index) => ({
    category,
    choice: current[index] ?? 'undecided',
    rows: cookies.filter((cookie) => cookie.category === category),
  })).filter((group) => group.rows.length > 0);

  let tableNumber = 0;
  return (
    <>
      {/* Text written straight into the element (elements each have a slot of their own). */}
      <slot />
      {children.map((child) =>
        child.table ? (
          <div
            key={child.slot}
            className="scroll editor"
            part="scroll"
            role="group"
            tabIndex={0}
            aria-label={child.label || t('tableLabel', { number: ++tableNumber })}
          >
            <slot name={child.slot} />
          </div>
        ) : (
          <slot key={child.slot} name={child.slot} />
        ),
      )}
      {groups.map(({ category, choice, rows }) => (
        <div key={category} className="category" part="category" data-category={category}>
          <Heading className="heading" part="heading">
            {t(`category.${category}`)}
          </Heading>
          <p className="description" part="description">
            {t(`category.${category}.description`)}
          </p>
          <p className="choice" part="choice">
            <span className="choice-label">{t('choice')}</span>{' '}
            <span className="choice-value" part="choice-value" data-choice={choice}>
              {t(`choice.${choice}`)}
            </span>
          </p>
          {/* A named group, not a region: a landmark per category would give a page with two cookie
              tables landmarks of the same name (axe landmark-unique), and the heading above already
              marks the place. */}
          <div className="scroll" part="scroll" role="group" tabIndex={0} aria-labelledby={`caption-${category}`}>
            <table className="table" part="table">
              <caption id={`caption-${category}`} className="caption visually-hidden" part="caption">
                {t(`category.${category}`)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('column.name')}</th>
                  {COLUMNS.map((column) => (
                    <th scope="col" key={column}>
                      {t(`column.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((cookie, index) => (
                  <tr key={`${index}-${cookie.name}`}>
                    <th scope="row">{cookie.name}</th>
                    {COLUMNS.map((column) => (
                      <td key={column}>{cookie[column]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
      <div className="actions" part="actions">
        <button type="button" className="button" part="button" onClick={() => consent.open()}>
          {t('change')}
        </button>
      </div>
    </>
  );
}
