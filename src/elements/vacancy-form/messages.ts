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
  /** The heading of the error summary above the form (GOV.UK's "There is a problem"). */
  errorSummary: 'Er is een probleem',
  /** After the label of every field that is not required (class nl-optional). */
  optional: '(optioneel)',
  /**
   * The errors, per kind (summary link and the message at the field). %{label}: the field's label
   * (without `*` and `(optioneel)`, a capital lowered); a field's data-error-<kind> goes first.
   */
  required: 'Vul je %{label} in',
  requiredChoice: 'Maak een keuze bij %{label}',
  requiredCheckbox: 'Vink aan: %{label}',
  requiredFile: 'Kies een bestand bij %{label}',
  email: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl',
  url: 'Vul een geldig webadres in, zoals https://www.voorbeeld.nl',
  pattern: 'Vul %{label} in zoals gevraagd',
  min: '%{label} moet %{min} of meer zijn',
  max: '%{label} moet %{max} of minder zijn',
  minLength: '%{label} moet minstens %{minlength} tekens hebben',
  maxLength: '%{label} mag hoogstens %{maxlength} tekens hebben',
  invalid: 'Vul een geldige waarde in bij %{label}',
} satisfies Catalogue;

export type VacancyFormKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    emailRequired: 'Enter an email address',
    fileAgain: 'Your file was not kept. Please choose it again before you send the application.',
    errorSummary: 'There is a problem',
    optional: '(optional)',
    required: 'Enter your %{label}',
    requiredChoice: 'Select an option for %{label}',
    requiredCheckbox: 'Select: %{label}',
    requiredFile: 'Choose a file for %{label}',
    email: 'Enter an email address in the correct format, like name@example.com',
    url: 'Enter a web address in the correct format, like https://www.example.com',
    pattern: 'Enter %{label} in the correct format',
    min: '%{label} must be %{min} or more',
    max: '%{label} must be %{max} or less',
    minLength: '%{label} must be %{minlength} characters or more',
    maxLength: '%{label} must be %{maxlength} characters or less',
    invalid: 'Enter a valid value for %{label}',
  } satisfies Catalogue<VacancyFormKey>,
};
