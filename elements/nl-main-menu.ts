/**
 * @tag nl-main-menu
 * @summary Enhances the `<nav>`/`<ul>` inside it: submenus open as disclosures; below 1200 px a menu button shows and hides the whole menu; Escape closes.
 * The editor's `<nav aria-label="…"><ul><li><a href>…</a></li><li><a href>…</a><ul>…</ul></li>…</ul></nav>`
 * stays in the light DOM (usable without JavaScript, read by search engines) and is enhanced in place,
 * after the WAI-ARIA APG "Disclosure Navigation Menu with Top-Level Links": each top-level item with a
 * submenu gets a `<button aria-expanded aria-controls>` beside its link (named `Submenu {link text}`),
 * or in place of its label when it has no link. One submenu is open at a time; Escape closes it and
 * returns focus to its button; focus leaving the menu or a click outside closes it; arrow keys,
 * Home and End move between the top-level links and buttons and within an open submenu. Below
 * 1200 px a menu button (`label`, default `Menu`) shows and hides the whole list (in the page's flow);
 * Escape closes it and returns focus to it; crossing 1200 px closes everything. The link to the
 * current page (same path, no `#fragment`) gets `aria-current="page"` unless the menu already has a
 * link with `aria-current`; its top-level item gets the class `nl-main-menu__current-parent`.
 * Without a `<nav>` holding a `<ul>` it logs one console.error and leaves the content as it is.
 * Removed from the page, it takes away what it added.
 * @attr {string} label - The menu button's text below 1200 px (default `Menu`).
 * @attr {object} messages - Text overrides: `{"menu": "…", "submenu": "Submenu %{label}"}`.
 * @slot - The `<nav>` with the menu's `<ul>` (light DOM, enhanced in place).
 * @cssprop --nl-main-menu-bar-height - Height of the menu button's row below 1200 px, and of the row of links before the upgrade (2.75rem).
 * @cssprop --nl-main-menu-item-padding - Start padding of an item without a link, to line up with the links (0.5rem).
 * @cssprop --nl-main-menu-chevron-width - Width of a submenu's button beside a link, from 1200 px (2rem).
 * @cssprop --nl-main-menu-z-index - Stacking of the dropdowns (20).
 * @cssprop --nl-main-menu-submenu-background - Background of a dropdown (default: `--nl-color-background`, #fff).
 * @cssprop --nl-main-menu-submenu-border - Border of a dropdown (default: `--nl-color-border` at 40% (a divider)).
 * @cssprop --nl-main-menu-submenu-radius - Corner radius of a dropdown (default: `--nl-radius`, 0.25rem).
 * @cssprop --nl-main-menu-submenu-shadow - Shadow of a dropdown.
 * @cssprop --nl-main-menu-submenu-min-width - Minimum width of a dropdown (14rem).
 * @cssprop --nl-main-menu-toggle-color - Text colour of the menu button (inherited).
 * @cssprop --nl-main-menu-toggle-background - Background of the menu button (transparent).
 * @cssprop --nl-main-menu-toggle-border - Border of the menu button (2px solid currentColor).
 * @cssprop --nl-main-menu-toggle-radius - Corner radius of the menu button (default: `--nl-radius`, 0.25rem).
 */
import { defineElement } from '../src/core/define.tsx';
import { MainMenu, spec } from '../src/elements/main-menu/main-menu.tsx';

defineElement('nl-main-menu', MainMenu, spec);
