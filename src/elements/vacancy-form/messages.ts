import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** Under the e-mail field when the form is sent without an address (class nl-error-message). */
  emailRequired: 'Vul een e-mailadres in',
} satisfies Catalogue;

export type VacancyFormKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    emailRequired: 'Enter an email address',
  } satisfies Catalogue<VacancyFormKey>,
};
