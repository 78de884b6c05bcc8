import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** Shown under the spinner and announced (role="status") while it shows. */
  loading: 'Bezig met laden…',
} satisfies Catalogue;

export type SpinnerKey = keyof typeof nl;

export const messages = {
  nl,
  en: { loading: 'Loading…' } satisfies Catalogue<SpinnerKey>,
};
