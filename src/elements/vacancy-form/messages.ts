import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** Under the e-mail field when the form is sent without an address (class nl-error-message). */
  emailRequired: 'Vul een e-mailadres in',
  /**
   * Under a file input of the page's own (class nl-vacancy-form-note) when the form came back from
   * its draft (Back after a failed submit, a reload) and a file had been chosen: no browser keeps a
   * file. nl-vacancy-upload shows the same text from its own catalogue (chooseAgain).
   */
  fileAgain: 'Je bestand is niet bewaard. Kies het opnieuw voordat je de sollicitatie verstuurt.',
} satisfies Catalogue;

export type VacancyFormKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    emailRequired: 'Enter an email address',
    fileAgain: 'Your file was not kept. Please choose it again before you send the application.',
  } satisfies Catalogue<VacancyFormKey>,
};
