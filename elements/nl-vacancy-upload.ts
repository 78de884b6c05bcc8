/**
 * @tag nl-vacancy-upload
 * @summary A file field for the application form that submits with the surrounding form: .pdf, .doc or .docx only (case-insensitive), a size limit, drag and drop, the chosen file's name shown.
 * A native `<input type="file">` in the element's own light DOM, so it is a real field of the page's
 * `<form>`: `FormData`, `form.reset()`, `required` and `checkValidity()` work as for native fields.
 * A plain `<input type="file" name="cv">` written inside the element (the no-JavaScript fallback) is
 * adopted, not doubled. Any other file shows `Toegestane bestandsformaten zijn .pdf, .doc of .docx.`
 * (class `nl-error-message`) and the input is cleared; a file over `max-size` shows
 * `Het bestand is groter dan 10 MB.` Both set the input's custom validity until a valid file is
 * chosen or the form is reset. A file can be dropped onto the element; a `Verwijderen` button removes
 * the chosen file. After Back or a reload, when nl-vacancy-form's draft says a file had been chosen
 * and the input is empty (no browser restores a file), a note asks to choose it again.
 * @attr {string} name - The name of the file input that is submitted (required here or on the adopted input).
 * @attr {string} label - A visible label above the field, e.g. `Je cv` (default: none; then label the field yourself).
 * @attr {boolean} required - A file must be chosen before the form submits.
 * @attr {string} [accept=pdf,doc,docx] - The allowed extensions, without dots, separated by commas (case-insensitive); the input's `accept` becomes `.pdf,.doc,.docx`.
 * @attr {number} [max-size=10] - The largest file in MB (1 MB = 1024 × 1024 bytes), a number greater than 0.
 * @attr {object} messages - Text overrides: `{"choose", "drop", "hint", "type", "size", "bytes", "remove", "chooseAgain"}`.
 * @fires {{name: string, size: number, type: string} | null} nl-change - When the chosen file changes (chosen, dropped, removed, or refused after a valid one): its name, size in bytes and MIME type, or `null`. Not on form.reset().
 * @fires {{reason: "type" | "size", message: string}} nl-invalid - When a file is refused, with the message shown.
 * @method focus(options?: FocusOptions): void - Focuses the file input.
 * @slot label - Filled by the element: the `label`.
 * @slot button - Filled by the element: the `<label>` drawn as the `Kies een bestand` button.
 * @slot input - The file input (the editor's own, or the element's).
 * @slot hint - Filled by the element: the allowed types and size.
 * @slot error - Filled by the element: the error message, while there is one.
 * @slot note - Filled by the element: `Je bestand is niet bewaard. Kies het opnieuw…` after the form came back from its draft without the file.
 * @csspart dropzone - The dashed box that takes dropped files.
 * @csspart drop-hint - `of sleep het hierheen` next to the button.
 * @csspart file - The row of the chosen file.
 * @csspart file-name - Its name.
 * @csspart file-size - Its size.
 * @csspart remove - The `Verwijderen` button.
 * @cssprop --nl-vacancy-upload-accent - Button, drag border and remove button colour (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-vacancy-upload-button-color - Button text colour (default: `--nl-color-primary-contrast`, #fff).
 * @cssprop --nl-vacancy-upload-button-hover-background - Button background on hover (default: `--nl-color-primary`, darkened).
 * @cssprop --nl-vacancy-upload-button-font-weight - Button weight (600).
 * @cssprop --nl-vacancy-upload-button-radius - Corner radius of the buttons (default: `--nl-radius`, 0.25rem).
 * @cssprop --nl-vacancy-upload-label-font-weight - Label weight (600).
 * @cssprop --nl-vacancy-upload-label-color - Label colour.
 * @cssprop --nl-vacancy-upload-border-color - Dashed border of the drop zone (default: `--nl-color-border`, #767676).
 * @cssprop --nl-vacancy-upload-radius - Corner radius of the drop zone (default: 2 × `--nl-radius`).
 * @cssprop --nl-vacancy-upload-background - Background of the drop zone (default: `--nl-color-background`, #fff).
 * @cssprop --nl-vacancy-upload-color - Text colour in the drop zone.
 * @cssprop --nl-vacancy-upload-drag-background - Background while a file is dragged over it (default: a 10% tint of `--nl-color-primary`).
 * @cssprop --nl-vacancy-upload-muted-color - Hint and file size colour (default: `--nl-color-text` at 75%).
 * @cssprop --nl-vacancy-upload-divider-color - Line above the chosen file (default: `--nl-color-border` at 40% (a divider)).
 * @cssprop --nl-vacancy-upload-error-color - Error message and border colour (default: `--nl-color-danger`, #c5221f).
 * @cssprop --nl-vacancy-upload-note-color - Text of the note that asks for the file again (default: `--nl-color-text`).
 * @cssprop --nl-vacancy-upload-note-background - Its background (#fff4d6).
 * @cssprop --nl-vacancy-upload-note-border - Its left border (#b26a00).
 */
import { defineElement } from '../src/core/define.tsx';
import { VacancyUpload, spec } from '../src/elements/vacancy-upload/vacancy-upload.tsx';

export type {
  ChangeDetail as VacancyUploadChangeDetail,
  InvalidDetail as VacancyUploadInvalidDetail,
  InvalidReason as VacancyUploadInvalidReason,
} from '../src/elements/vacancy-upload/vacancy-upload.tsx';

defineElement('nl-vacancy-upload', VacancyUpload, spec);
