/**
 * nl-main-menu: the site's main navigation, enhanced in place.
 *
 * The editor's `<nav aria-label="…"><ul>…</ul></nav>` stays in the light DOM (visible before the
 * code loads, without JavaScript, and to search engines); the element renders only a `<slot>`.
 * controller.ts adds the buttons and the behaviour (WAI-ARIA APG disclosure navigation) to that
 * markup, and takes them away again when the element leaves the page.
 *
 * The buttons it adds are light DOM too, so that `aria-controls` can point at the lists (an id
 * reference cannot cross a shadow root) and they sit in the list structure beside the links. They,
 * and the layout of the lists, are styled by one small stylesheet scoped to `nl-main-menu`, adopted
 * once into the document (or the shadow root the element is in): CSP-safe, no inline styles. Its
 * layout and state rules (what is shown, where a submenu drops down) are specific enough to hold
 * against a page's `.main-nav ul {…}`; its look (colours, borders, padding) is wrapped in
 * `:where()`, so any page rule wins: the menu looks like the page's own links, and a host page
 * such as Bootstrap keeps its typography, while the element-type resets of such a page (`button`,
 * `ul`) cannot undo the layout. See README.md.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { sheet } from '../../core/styles.ts';
import { MainMenuController, type MenuTexts } from './controller.ts';
import lightCss from './main-menu-light.css?inline';
import styles from './main-menu.css?inline';
import { messages, type MainMenuKey } from './messages.ts';

const attributes = {
  /** The menu button's text (below 1200 px); empty means the catalogue's `Menu`. */
  label: attr.string(),
};

export const spec: ElementSpec<typeof attributes, MainMenuKey> = { attributes, messages, styles };

/** Adds the light-DOM sheet to the element's document or shadow root, once. */
function adoptLightStyles(host: Element): void {
  const root = host.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return;
  const lightSheet = sheet(lightCss);
  if (!root.adoptedStyleSheets.includes(lightSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, lightSheet];
}

export function MainMenu({ attrs, host, t }: ElementProps<typeof attributes, MainMenuKey>) {
  const texts = useMemo<MenuTexts>(() => ({ menu: attrs.label || t('menu'), submenu: (label) => t('submenu', { label }) }), [attrs.label, t]);
  const textsRef = useRef(texts);
  const controllerRef = useRef<MainMenuController | null>(null);

  // Every render (also after a move into another document or shadow root): the sheet is there
  // before the buttons are.
  useLayoutEffect(() => adoptLightStyles(host));

  // Layout effects run in the commit, before paint: the first frame after the upgrade already
  // shows the buttons (no flash of the bare list, no layout shift).
  useLayoutEffect(() => {
    textsRef.current = texts;
    controllerRef.current?.setTexts(texts);
  }, [texts]);

  useLayoutEffect(() => {
    const controller = new MainMenuController(host, host.localName, textsRef.current);
    controllerRef.current = controller;
    controller.connect();
    return () => {
      controller.disconnect();
      controllerRef.current = null;
    };
  }, [host]);

  return <slot />;
}
