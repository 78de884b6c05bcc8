import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The text of the menu button below 1200 px (the `label` attribute, when set, wins). */
  menu: 'Menu',
  /**
   * The accessible name of a submenu's disclosure button beside the item's own link (the button
   * shows only a chevron): `%{label}` is the link's text. An item without a link gets a button with
   * the item's own text instead, and no extra name.
   */
  submenu: 'Submenu %{label}',
} satisfies Catalogue;

export type MainMenuKey = keyof typeof nl;

export const messages = {
  nl,
  en: { menu: 'Menu', submenu: '%{label} submenu' } satisfies Catalogue<MainMenuKey>,
};
