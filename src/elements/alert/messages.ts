import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The close button's accessible name (the button shows an × icon). */
  close: 'Sluiten',
} satisfies Catalogue;

export type AlertKey = keyof typeof nl;

export const messages = {
  nl,
  en: { close: 'Close' } satisfies Catalogue<AlertKey>,
};
