import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The link's text below 768 px, and the start of its accessible name on every width ("Bellen 020 123 45 67"). */
  call: 'Bellen',
} satisfies Catalogue;

export type CallUsKey = keyof typeof nl;

export const messages = {
  nl,
  en: { call: 'Call' } satisfies Catalogue<CallUsKey>,
};
