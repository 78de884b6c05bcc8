// nl-vacancy-upload: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "A file field for the application form that submits with the surrounding form: .pdf, .doc or .docx only (case-insensitive), a size limit, drag and drop, the chosen file's name shown. A native `<input type=\"file\">` in the element's own light DOM, so it is a real field of the page's `<form>`: `FormData`, `form.reset()`, `required` and `checkValidity()` work as for native fields. A plain `<input type=\"file\" name=\"cv\">` written inside the element (the no-JavaScript fallback) is adopted, not doubled. Any other file shows `Toegestane bestandsformaten zijn .pdf, .doc of .docx.` (class `nl-error-message`) and the input is cleared; a file over `max-size` shows `Het bestand is groter dan 10 MB.` Both set the input's custom validity until a valid file is chosen or the form is reset. A file can be dropped onto the element; a `Verwijderen` button removes the chosen file. After Back or a reload, when nl-vacancy-form's draft (or, after Back, the browser's own restoration of the form) says a file had been chosen and the input is empty (no browser restores a file), a note asks to choose it again.",
  attributes: {
    name: {
      description: 'The name of the file input that is submitted (required here or on the adopted input).',
    },
    label: {
      description: 'A visible label above the field, e.g. `Je cv` (default: none; then label the field yourself).',
    },
    required: {
      description: 'A file must be chosen before the form submits.',
    },
    accept: {
      description: "The allowed extensions, without dots, separated by commas (case-insensitive); the input's `accept` becomes `.pdf,.doc,.docx`.",
      default: 'pdf,doc,docx',
    },
    'max-size': {
      description: 'The largest file in MB (1 MB = 1024 × 1024 bytes), a number greater than 0.',
    },
    messages: {
      description: 'Text overrides: `{"choose", "drop", "hint", "type", "size", "bytes", "remove", "chooseAgain"}`.',
    },
  },
  events: {
    'nl-change': {
      detail: '{name: string, size: number, type: string} | null',
      description: 'When the chosen file changes (chosen, dropped, removed, or refused after a valid one): its name, size in bytes and MIME type, or `null`. Not on form.reset().',
    },
    'nl-invalid': {
      detail: '{reason: "type" | "size", message: string}',
      description: 'When a file is refused, with the message shown.',
    },
  },
  slots: {
    label: 'Filled by the element: the `label`.',
    button: 'Filled by the element: the `<label>` drawn as the `Kies een bestand` button.',
    input: "The file input (the editor's own, or the element's).",
    hint: 'Filled by the element: the allowed types and size.',
    error: 'Filled by the element: the error message, while there is one.',
    note: 'Filled by the element: `Je bestand is niet bewaard. Kies het opnieuw…` after the form came back from its draft without the file.',
  },
  parts: {
    dropzone: 'The dashed box that takes dropped files.',
    'drop-hint': '`of sleep het hierheen` next to the button.',
    file: 'The row of the chosen file.',
    'file-name': 'Its name.',
    'file-size': 'Its size.',
    remove: 'The `Verwijderen` button.',
  },
  cssProperties: {
    '--nl-vacancy-upload-accent': {
      description: 'Button, drag border and remove button colour (default: `--nl-color-primary`, #0b57d0).',
    },
    '--nl-vacancy-upload-button-color': {
      description: 'Button text colour (default: `--nl-color-primary-contrast`, #fff).',
    },
    '--nl-vacancy-upload-button-hover-background': {
      description: 'Button background on hover (default: `--nl-color-primary`, darkened).',
    },
    '--nl-vacancy-upload-button-font-weight': {
      description: 'Button weight (600).',
    },
    '--nl-vacancy-upload-button-radius': {
      description: 'Corner radius of the buttons (default: `--nl-radius`, 0.25em).',
    },
    '--nl-vacancy-upload-label-font-weight': {
      description: 'Label weight (600).',
    },
    '--nl-vacancy-upload-label-color': {
      description: 'Label colour.',
    },
    '--nl-vacancy-upload-border-color': {
      description: 'Dashed border of the drop zone (default: `--nl-color-border`, #767676).',
    },
    '--nl-vacancy-upload-radius': {
      description: 'Corner radius of the drop zone (default: 2 × `--nl-radius`).',
    },
    '--nl-vacancy-upload-background': {
      description: 'Background of the drop zone (default: `--nl-color-background`, #fff).',
    },
    '--nl-vacancy-upload-color': {
      description: 'Text colour in the drop zone.',
    },
    '--nl-vacancy-upload-drag-background': {
      description: 'Background while a file is dragged over it (default: a 10% tint of `--nl-color-primary`).',
    },
    '--nl-vacancy-upload-muted-color': {
      description: 'Hint and file size colour (default: `--nl-color-text` at 75%).',
    },
    '--nl-vacancy-upload-divider-color': {
      description: 'Line above the chosen file (default: `--nl-color-border` at 40% (a divider)).',
    },
    '--nl-vacancy-upload-error-color': {
      description: 'Error message and border colour (default: `--nl-color-danger`, #c5221f).',
    },
    '--nl-vacancy-upload-note-color': {
      description: 'Text of the note that asks for the file again (default: `--nl-color-text`).',
    },
    '--nl-vacancy-upload-note-background': {
      description: 'Its background (#fff4d6).',
    },
    '--nl-vacancy-upload-note-border': {
      description: 'Its left border (#b26a00).',
    },
  },
  methods: {
    focus: {
      signature: '(options?: FocusOptions): void',
      description: 'Focuses the file input.',
    },
  },
};
