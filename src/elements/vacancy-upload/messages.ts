import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The button-like label that opens the file chooser. */
  choose: 'Kies een bestand',
  /** Next to it, for mouse users (hidden when the element is narrow). */
  drop: 'of sleep het hierheen',
  /** The line below: %{types} is the accept list (`.pdf, .doc of .docx`), %{max} the max-size in MB. */
  hint: '%{types} (max. %{max} MB)',
  /** A file of another type. Plural on the number of allowed types (`count`). */
  type: { one: 'Het toegestane bestandsformaat is %{types}.', other: 'Toegestane bestandsformaten zijn %{types}.' },
  /** A file larger than max-size. */
  size: 'Het bestand is groter dan %{max} MB.',
  /** The size of a chosen file below 1 kB (1024 bytes), in brackets after its name; larger sizes are `245 kB`, `1,2 MB`. */
  bytes: { one: '%{count} byte', other: '%{count} bytes' },
  /** The button that removes the chosen file. */
  remove: 'Verwijderen',
  /**
   * Under the field when the form came back from its draft (nl-vacancy-form: Back after a failed
   * submit, a reload) or from the browser's own restoration (Back) and a file had been chosen:
   * browsers never restore a file.
   */
  chooseAgain: 'Je bestand is niet bewaard. Kies het opnieuw voordat je de sollicitatie verstuurt.',
} satisfies Catalogue;

export type VacancyUploadKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    choose: 'Choose a file',
    drop: 'or drop it here',
    hint: '%{types} (max. %{max} MB)',
    type: { one: 'The allowed file format is %{types}.', other: 'Allowed file formats are %{types}.' },
    size: 'The file is larger than %{max} MB.',
    bytes: { one: '%{count} byte', other: '%{count} bytes' },
    remove: 'Remove',
    chooseAgain: 'Your file was not kept. Please choose it again before you send the application.',
  } satisfies Catalogue<VacancyUploadKey>,
};
