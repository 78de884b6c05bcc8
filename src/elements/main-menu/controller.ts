/**
 * The main menu's behaviour, in plain DOM: it enhances the editor's own `<nav><ul>…</ul></nav>` in
 * place (light DOM), as the WAI-ARIA APG "Example Disclosure Navigation Menu with Top-Level Links"
 * does. The React component (main-menu.tsx) owns one controller and hands it its texts.
 *
 * What it adds, and takes away again on `disconnect()` (the light DOM is left as it was found):
 * - a disclosure `<button aria-expanded aria-controls>` for every top-level item that has a
 *   submenu (`<li>` with a `<ul>`), put just before that `<ul>`: beside the item's link, named
 *   "Submenu {link text}" (the APG's "More About pages"), or, for an item without a link, in place
 *   of its label (the label's nodes move into the button, so it reads "Over ons");
 * - the menu button (`label`, default "Menu") just before the top-level `<ul>`, which shows and
 *   hides the whole list below 1200 px (CSS hides the button from 1200 px);
 * - an `id` on every `<ul>` it controls that has none;
 * - `aria-current="page"` on the first link to the current page, unless a link in the menu already
 *   has `aria-current` (the CMS knows best), and the class `nl-main-menu__current-parent` on the
 *   top-level item whose submenu holds the current page.
 *
 * Behaviour (APG disclosure navigation): one submenu open at a time; Escape closes the open
 * submenu and puts focus on its button, else (below 1200 px) closes the menu and puts focus on the
 * menu button; focus moving out of the menu, or a click outside it, closes the open submenu; the
 * optional keys of the APG example: Down/Right and Up/Left move between top-level links and
 * buttons (Down/Right on the button of an open submenu goes into it), and within an open submenu
 * between its links; Home/End go to the first/last; no wrapping. A click on a link in the menu
 * closes what is open (a link to a section of the same page does not leave it). Crossing 1200 px
 * closes everything, so each layout starts from its resting state.
 *
 * The menu below 1200 px is in the page's flow (it pushes the content down), so it stays open until
 * its button, Escape or a link closes it: closing it on a click elsewhere would move the very
 * content being clicked.
 */
import { listen } from '../../core/listen.ts';
import { problem } from '../../core/problems.ts';

/** From this width the menu is a bar (docs/CONTRACT.md, Shared constants: desktop ≥ 1200 px); below it, behind the menu button. */
export const DESKTOP_QUERY = '(min-width: 1200px)';

export interface MenuTexts {
  /** The menu button's text. */
  menu: string;
  /** The name of a submenu's button beside the item's link. */
  submenu(label: string): string;
}

/** A top-level item with a submenu, as enhanced. */
interface Item {
  li: HTMLLIElement;
  submenu: HTMLUListElement;
  /** The item's own link (the button goes beside it), or null (the button replaces the label). */
  link: HTMLAnchorElement | null;
  button: HTMLButtonElement;
  /** The label's nodes, moved into the button (an item without a link). */
  moved: Node[];
  /** We gave the submenu its id. */
  ownId: boolean;
}

const TOGGLE_CLASS = 'nl-main-menu__toggle';
const BUTTON_CLASS = 'nl-main-menu__button';
const LABEL_BUTTON_CLASS = 'nl-main-menu__button--label';
const LABEL_CLASS = 'nl-main-menu__label';
export const CURRENT_PARENT_CLASS = 'nl-main-menu__current-parent';

let menus = 0;

const text = (node: Element) => (node.getAttribute('aria-label') || node.textContent || '').replace(/\s+/g, ' ').trim();

const visible = (element: Element) => element.checkVisibility();

/** `/diensten/`, `/diensten` and `/diensten/index.html` are one page. */
function normalPath(path: string): string {
  return path.replace(/\/index\.html?$/i, '/').replace(/\/+$/, '') || '/';
}

/** A link to the page being shown: same origin and path; a link to a section (`#…`) is not the page itself. */
function linksHere(link: HTMLAnchorElement): boolean {
  const raw = link.getAttribute('href') ?? '';
  if (raw.startsWith('#')) return false;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return false;
  }
  return url.origin === location.origin && url.hash === '' && normalPath(url.pathname) === normalPath(location.pathname);
}

/** The top-level list: the first `<ul>` in the nav that is not inside another `<ul>` of it. */
function topList(nav: Element): HTMLUListElement | null {
  for (const ul of nav.querySelectorAll('ul')) {
    const outer = ul.parentElement?.closest('ul');
    if (!outer || !nav.contains(outer)) return ul;
  }
  return null;
}

export class MainMenuController {
  readonly #host: HTMLElement;
  readonly #tag: string;
  readonly #base: string;
  readonly #media: MediaQueryList;
  readonly #observer: MutationObserver;
  #texts: MenuTexts;
  #connected = false;
  #reported = false;
  #ids = 0;
  #off: (() => void)[] = [];

  #list: HTMLUListElement | null = null;
  #listOwnId = false;
  #toggle: HTMLButtonElement | null = null;
  readonly #items = new Map<HTMLLIElement, Item>();
  #open: Item | null = null;
  #expanded = false;
  /** Where focus last was in the menu, while it is there (see #reset). */
  #focus: HTMLElement | null = null;
  /** The link we gave aria-current, and the items we gave the current-parent class. */
  #current: HTMLAnchorElement | null = null;
  #parents: { li: Element; hadClass: boolean }[] = [];

  constructor(host: HTMLElement, tag: string, texts: MenuTexts) {
    this.#host = host;
    this.#tag = tag;
    this.#texts = texts;
    this.#base = `${tag}-${++menus}`;
    this.#media = window.matchMedia(DESKTOP_QUERY);
    // Items, submenus and links added, removed or renamed later (a CMS script, a live editor) are
    // followed. Our own changes come back here too; sync() changes nothing the second time.
    this.#observer = new MutationObserver(() => this.#sync());
  }

  /** Whether the `<nav><ul>` was found and enhanced. */
  get enhanced(): boolean {
    return this.#list !== null;
  }

  connect(): void {
    if (this.#connected) return;
    this.#connected = true;
    this.#off = [
      listen(this.#host, {
        click: (event) => this.#onClick(event),
        keydown: (event) => this.#onKeydown(event),
        focusin: (event) => {
          this.#focus = event.target instanceof HTMLElement ? event.target : null;
        },
        focusout: (event) => this.#onFocusout(event),
      }),
      listen(document, { click: (event: MouseEvent) => this.#onDocumentClick(event) }),
      listen(this.#media, { change: () => this.#reset() }),
    ];
    this.#observer.observe(this.#host, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['href', 'aria-label'] });
    this.#sync();
  }

  disconnect(): void {
    if (!this.#connected) return;
    this.#connected = false;
    this.#off.forEach((off) => off());
    this.#off = [];
    this.#observer.disconnect();
    this.#restoreAll();
  }

  setTexts(texts: MenuTexts): void {
    this.#texts = texts;
    if (this.#connected) this.#sync();
  }

  /* ------------------------------------------------------------ state */

  /** Opens one submenu (closing any other), or closes the open one (null). */
  #setSubmenu(item: Item | null): void {
    if (this.#open && this.#open !== item) this.#open.button.setAttribute('aria-expanded', 'false');
    this.#open = item;
    item?.button.setAttribute('aria-expanded', 'true');
  }

  /** Shows or hides the whole list below 1200 px (closing it closes its open submenu too). */
  #setExpanded(expanded: boolean): void {
    this.#expanded = expanded;
    this.#toggle?.setAttribute('aria-expanded', String(expanded));
    if (!expanded) this.#setSubmenu(null);
  }

  /** Back to the resting state of the layout that now applies (after crossing 1200 px). */
  #reset(): void {
    // The browser may already have moved focus off an element the new layout hides (to <body>)
    // before this runs: then the element focus was on counts.
    const active = document.activeElement && document.activeElement !== document.body ? document.activeElement : this.#focus;
    this.#setExpanded(false);
    // Focus on what is hidden now (the menu button from 1200 px, a link of the closed list below
    // it, a link of a closed submenu) would be lost: put it on what takes its place.
    if (active instanceof HTMLElement && this.#host.contains(active) && !visible(active)) {
      const submenuButton = [...this.#items.values()].find((item) => item.submenu.contains(active))?.button;
      const target = this.#media.matches ? (submenuButton ?? this.#controls()[0]) : this.#toggle;
      target?.focus();
    }
  }

  /* ------------------------------------------------------------ events */

  #onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !this.#list) return;
    const button = target.closest('button');
    if (button && button === this.#toggle) {
      this.#setExpanded(!this.#expanded);
      return;
    }
    const item = button ? this.#itemOf(button) : undefined;
    if (item) {
      this.#setSubmenu(this.#open === item ? null : item);
      return;
    }
    const link = target.closest('a[href]');
    const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (link && this.#list.contains(link) && plain && !event.defaultPrevented) this.#setExpanded(false);
  }

  #onDocumentClick(event: MouseEvent): void {
    if (event.composedPath().includes(this.#host)) return;
    this.#focus = null;
    this.#setSubmenu(null);
  }

  #onFocusout(event: FocusEvent): void {
    // Focus that leaves for somewhere else on the page closes the open submenu (APG). Focus that
    // goes nowhere (a click on the page's background, another window) is left to the click
    // handler: the submenu stays while the visitor is away.
    const to = event.relatedTarget;
    if (to instanceof Node && !this.#host.contains(to)) {
      this.#focus = null;
      this.#setSubmenu(null);
    }
  }

  #onKeydown(event: KeyboardEvent): void {
    if (event.defaultPrevented || !this.#list) return;
    if (event.key === 'Escape' || event.key === 'Esc') {
      if (this.#open) {
        const button = this.#open.button;
        this.#setSubmenu(null);
        button.focus();
        event.preventDefault();
      } else if (this.#expanded && !this.#media.matches && this.#toggle) {
        this.#setExpanded(false);
        this.#toggle.focus();
        event.preventDefault();
      }
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const key = event.key;
    const next = key === 'ArrowDown' || key === 'ArrowRight';
    const previous = key === 'ArrowUp' || key === 'ArrowLeft';
    if (!next && !previous && key !== 'Home' && key !== 'End') return;
    const target = event.target as HTMLElement;

    // Within the open submenu: between its links.
    if (this.#open?.submenu.contains(target)) {
      const links = [...this.#open.submenu.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(visible);
      const index = links.indexOf(target as HTMLAnchorElement);
      if (index < 0) return;
      event.preventDefault();
      this.#move(links, index, key);
      return;
    }

    // Between the top-level links and buttons.
    const controls = this.#controls();
    const index = controls.indexOf(target);
    if (index < 0) return;
    event.preventDefault();
    const item = target instanceof HTMLButtonElement ? this.#itemOf(target) : undefined;
    if (next && item && this.#open === item) {
      [...item.submenu.querySelectorAll<HTMLAnchorElement>('a[href]')].find(visible)?.focus();
      return;
    }
    this.#move(controls, index, key);
  }

  /** Focus to the next, previous, first or last of `list`; no wrapping (APG). */
  #move(list: HTMLElement[], index: number, key: string): void {
    let to = index;
    if (key === 'Home') to = 0;
    else if (key === 'End') to = list.length - 1;
    else if (key === 'ArrowDown' || key === 'ArrowRight') to = Math.min(index + 1, list.length - 1);
    else to = Math.max(index - 1, 0);
    if (to !== index) list[to]?.focus();
  }

  /** The top-level links and submenu buttons, in order (what the arrow keys move between). */
  #controls(): HTMLElement[] {
    if (!this.#list) return [];
    const controls: HTMLElement[] = [];
    for (const li of this.#list.children) {
      if (li.localName !== 'li') continue;
      const item = this.#items.get(li as HTMLLIElement);
      for (const child of li.children) {
        if (child === item?.submenu) break;
        if ((child.localName === 'a' && child.hasAttribute('href')) || child === item?.button) controls.push(child as HTMLElement);
      }
    }
    return controls.filter(visible);
  }

  #itemOf(button: Element): Item | undefined {
    for (const item of this.#items.values()) if (item.button === button) return item;
    return undefined;
  }

  /* ------------------------------------------------------------ enhancing the light DOM */

  #newId(suffix: string): string {
    const root = this.#host.getRootNode() as Document | ShadowRoot;
    let id: string;
    do id = `${this.#base}-${suffix}${++this.#ids}`;
    while (root.getElementById?.(id));
    return id;
  }

  /** Makes the light DOM match the current content: idempotent, so it can run on every mutation. */
  #sync(): void {
    const nav = this.#host.querySelector('nav');
    const list = nav ? topList(nav) : null;
    if (list !== this.#list) {
      this.#restoreAll();
      if (list) {
        this.#list = list;
        if (!list.id) {
          list.id = this.#newId('list');
          this.#listOwnId = true;
        }
      }
    }
    if (!list) {
      this.#reportMissing();
      return;
    }

    // The menu button, just before the list.
    let toggle = this.#toggle;
    if (!toggle) {
      toggle = this.#toggle = document.createElement('button');
      toggle.type = 'button';
      toggle.className = TOGGLE_CLASS;
      toggle.setAttribute('aria-expanded', String(this.#expanded));
    }
    if (toggle.nextElementSibling !== list) list.before(toggle);
    if (toggle.getAttribute('aria-controls') !== list.id) toggle.setAttribute('aria-controls', list.id);
    if (toggle.textContent !== this.#texts.menu) toggle.textContent = this.#texts.menu;

    // A button for each top-level item with a submenu.
    const seen = new Set<HTMLLIElement>();
    for (const child of list.children) {
      if (child.localName !== 'li') continue;
      const li = child as HTMLLIElement;
      const submenu = li.querySelector<HTMLUListElement>(':scope > ul');
      if (!submenu) continue;
      const link =
        [...li.children].find(
          (c): c is HTMLAnchorElement =>
            c.localName === 'a' && c.hasAttribute('href') && Boolean(c.compareDocumentPosition(submenu) & Node.DOCUMENT_POSITION_FOLLOWING),
        ) ?? null;
      let item = this.#items.get(li);
      if (item && (item.submenu !== submenu || item.link !== link)) {
        this.#restoreItem(item);
        item = undefined;
      }
      item ??= this.#enhanceItem(li, submenu, link);
      if (item.button.nextElementSibling !== submenu) submenu.before(item.button);
      if (link) {
        const name = this.#texts.submenu(text(link));
        if (item.button.getAttribute('aria-label') !== name) item.button.setAttribute('aria-label', name);
      }
      seen.add(li);
    }
    for (const [li, item] of this.#items) if (!seen.has(li)) this.#restoreItem(item);
    this.#markCurrent();
  }

  #enhanceItem(li: HTMLLIElement, submenu: HTMLUListElement, link: HTMLAnchorElement | null): Item {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = BUTTON_CLASS;
    button.setAttribute('aria-expanded', 'false');
    const ownId = !submenu.id;
    if (ownId) submenu.id = this.#newId('submenu');
    button.setAttribute('aria-controls', submenu.id);
    const moved: Node[] = [];
    if (!link) {
      // No link of its own: the button takes the label's place and its text ("Over ons"). The
      // label's nodes move into it as they are (a <span>, an icon), and move back on disconnect.
      button.classList.add(LABEL_BUTTON_CLASS);
      for (const node of li.childNodes) {
        if (node === submenu) break;
        if (node.nodeType === Node.COMMENT_NODE || (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim())) continue;
        moved.push(node);
      }
      const label = document.createElement('span');
      label.className = LABEL_CLASS;
      label.append(...moved);
      button.append(label);
    }
    submenu.before(button);
    const item: Item = { li, submenu, link, button, moved, ownId };
    this.#items.set(li, item);
    return item;
  }

  #restoreItem(item: Item): void {
    if (this.#open === item) this.#open = null;
    if (item.moved.length) item.button.replaceWith(...item.moved);
    else item.button.remove();
    if (item.ownId) item.submenu.removeAttribute('id');
    this.#items.delete(item.li);
  }

  #restoreAll(): void {
    this.#unmarkCurrent();
    for (const item of [...this.#items.values()]) this.#restoreItem(item);
    this.#toggle?.remove();
    this.#toggle = null;
    if (this.#list && this.#listOwnId) this.#list.removeAttribute('id');
    this.#list = null;
    this.#listOwnId = false;
    this.#open = null;
    this.#expanded = false;
  }

  #unmarkCurrent(): void {
    if (this.#current?.getAttribute('aria-current') === 'page') this.#current.removeAttribute('aria-current');
    this.#current = null;
    for (const { li, hadClass } of this.#parents) {
      li.classList.remove(CURRENT_PARENT_CLASS);
      if (!hadClass && li.getAttribute('class') === '') li.removeAttribute('class');
    }
    this.#parents = [];
  }

  #markCurrent(): void {
    const list = this.#list;
    if (!list) return;
    this.#unmarkCurrent();
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a[href]')];
    let current = links.find((link) => {
      const value = link.getAttribute('aria-current');
      return value !== null && value !== 'false';
    });
    if (!current) {
      current = links.find(linksHere);
      if (current) {
        current.setAttribute('aria-current', 'page');
        this.#current = current;
      }
    }
    // The items whose submenus hold the current page: a class, not aria-current (they are not
    // the page). Useful to underline "Diensten" on a service page.
    for (let li = current?.closest('li')?.parentElement?.closest('li'); li && list.contains(li); li = li.parentElement?.closest('li')) {
      if (li.classList.contains(CURRENT_PARENT_CLASS)) continue;
      this.#parents.push({ li, hadClass: li.hasAttribute('class') });
      li.classList.add(CURRENT_PARENT_CLASS);
    }
  }

  /** One console.error per element when the content has no `<nav>` with a `<ul>` (once the document is parsed). */
  #reportMissing(): void {
    if (this.#reported) return;
    const log = () => {
      if (!this.#connected || this.#list || this.#reported) return;
      this.#reported = true;
      const nav = this.#host.querySelector('nav');
      const what = nav ? 'no <ul> inside its <nav>' : 'no <nav> inside';
      problem('error', `${this.#tag}: ${what}; expected <nav aria-label="…"><ul><li><a href="…">…</a></li>…</ul></nav> (the content is left as it is)`, { element: this.#host, kind: 'config' });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', log, { once: true });
    else log();
  }
}
