// nl-main-menu: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "Enhances the `<nav>`/`<ul>` inside it: submenus open as disclosures; below 1200 px a menu button shows and hides the whole menu; Escape closes. The editor's `<nav aria-label=\"…\"><ul><li><a href>…</a></li><li><a href>…</a><ul>…</ul></li>…</ul></nav>` stays in the light DOM (usable without JavaScript, read by search engines) and is enhanced in place, after the WAI-ARIA APG \"Disclosure Navigation Menu with Top-Level Links\": each top-level item with a submenu gets a `<button aria-expanded aria-controls>` beside its link (named `Submenu {link text}`), or in place of its label when it has no link. One submenu is open at a time; Escape closes it and returns focus to its button; focus leaving the menu or a click outside closes it; arrow keys, Home and End move between the top-level links and buttons and within an open submenu. Below 1200 px a menu button (`label`, default `Menu`) shows and hides the whole list (in the page's flow); Escape closes it and returns focus to it; crossing 1200 px closes everything. The link to the current page (same path, no `#fragment`) gets `aria-current=\"page\"` unless the menu already has a link with `aria-current`; its top-level item gets the class `nl-main-menu__current-parent`. Without a `<nav>` holding a `<ul>` it logs one console.error and leaves the content as it is. Removed from the page, it takes away what it added.",
  attributes: {
    label: {
      description: "The menu button's text below 1200 px (default `Menu`).",
    },
    messages: {
      description: 'Text overrides: `{"menu": "…", "submenu": "Submenu %{label}"}`.',
    },
  },
  slots: {
    '': "The `<nav>` with the menu's `<ul>` (light DOM, enhanced in place).",
  },
  cssProperties: {
    '--nl-main-menu-bar-height': {
      description: "Height of the menu button's row below 1200 px, and of the row of links before the upgrade (2.75em).",
    },
    '--nl-main-menu-item-padding': {
      description: 'Start padding of an item without a link, to line up with the links (0.5em).',
    },
    '--nl-main-menu-chevron-width': {
      description: "Width of a submenu's button beside a link, from 1200 px (2em).",
    },
    '--nl-main-menu-z-index': {
      description: 'Stacking of the dropdowns (20).',
    },
    '--nl-main-menu-submenu-background': {
      description: 'Background of a dropdown (default: `--nl-color-background`, #fff).',
    },
    '--nl-main-menu-submenu-border': {
      description: 'Border of a dropdown (default: `--nl-color-border` at 40% (a divider)).',
    },
    '--nl-main-menu-submenu-radius': {
      description: 'Corner radius of a dropdown (default: `--nl-radius`, 0.25em).',
    },
    '--nl-main-menu-submenu-shadow': {
      description: 'Shadow of a dropdown.',
    },
    '--nl-main-menu-submenu-min-width': {
      description: 'Minimum width of a dropdown (14em).',
    },
    '--nl-main-menu-toggle-color': {
      description: 'Text colour of the menu button (inherited).',
    },
    '--nl-main-menu-toggle-background': {
      description: 'Background of the menu button (transparent).',
    },
    '--nl-main-menu-toggle-border': {
      description: 'Border of the menu button (2px solid currentColor).',
    },
    '--nl-main-menu-toggle-radius': {
      description: 'Corner radius of the menu button (default: `--nl-radius`, 0.25em).',
    },
  },
};
