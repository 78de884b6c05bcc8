import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The input's label (visually hidden unless `show-label`); the `label` attribute overrides it. */
  label: 'Zoeken',
  /** The submit button's text. */
  submit: 'Zoeken',
} satisfies Catalogue;

export type SearchKey = keyof typeof nl;

export const messages = {
  nl,
  en: { label: 'Search', submit: 'Search' } satisfies Catalogue<SearchKey>,
};
