import { categoryMessages } from '../../core/consent-messages.ts';
import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  // The categories' names (headings, captions) and descriptions: the same texts as the cookie
  // bar's settings (src/core/consent-messages.ts), so the statement and the bar never disagree.
  ...categoryMessages.nl,
  /** Column headings of every generated table. */
  'column.name': 'Naam',
  'column.provider': 'Aanbieder',
  'column.purpose': 'Doel',
  'column.expiry': 'Bewaartermijn',
  /** Label before the visitor's current choice for a category. */
  choice: 'Je keuze:',
  /** The choice for `necessary`, which cannot be switched off. */
  'choice.always': 'Altijd actief',
  'choice.allowed': 'Toegestaan',
  'choice.denied': 'Niet toegestaan',
  /** The visitor has not answered the cookie bar yet (and has not allowed this category). */
  'choice.undecided': 'Nog geen keuze gemaakt',
  /** The button that opens the cookie bar's settings. */
  change: 'Cookie-instellingen wijzigen',
  /** Name of the scroll region around an editor's table that has no caption (or aria-label). */
  tableLabel: 'Cookietabel %{number}',
} satisfies Catalogue;

export type CookieTableKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    ...categoryMessages.en,
    'column.name': 'Name',
    'column.provider': 'Provider',
    'column.purpose': 'Purpose',
    'column.expiry': 'Expiry',
    choice: 'Your choice:',
    'choice.always': 'Always active',
    'choice.allowed': 'Allowed',
    'choice.denied': 'Not allowed',
    'choice.undecided': 'No choice made yet',
    change: 'Change cookie settings',
    tableLabel: 'Cookie table %{number}',
  } satisfies Catalogue<CookieTableKey>,
};
