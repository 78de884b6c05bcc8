/**
 * @tag nl-modal
 * @summary A dialog around its content: focus moves in and stays in, Escape closes, focus returns to the opener; `openModal()` builds one in code.
 * @attr {string} heading - The dialog's title (or a child with slot="heading"); it names the dialog.
 * @attr {boolean} open - Present while the dialog is open; set it (or call `show()`) to open.
 * @attr {"dialog" | "info" | "success" | "warning" | "error" | "confirm"} [type=dialog] - The kind of message: an icon and a spoken prefix (`Fout: …`); `confirm` is an `alertdialog`. Every type but `dialog` is described by its content (read out on open), and so is `openModal()`'s text.
 * @attr {string} [close-type=all] - How it may be closed: `all`, `none`, or any of `button` (its close button), `backdrop`, `escape`, separated by spaces.
 * @attr {"fade" | "slide" | "none"} [animation=fade] - How it comes and goes (none under prefers-reduced-motion).
 * @attr {object} messages - Text overrides: `{"close": "…"}` and the type prefixes.
 * @fires nl-show - When the dialog opens.
 * @fires {{reason: "button" | "escape" | "backdrop" | "method"}} nl-close - When it closes, with why.
 * @method show(): void - Opens the dialog (so does a `<button commandfor="ID" command="--show">`; `command="--close"` closes it).
 * @method close(): void - Closes the dialog.
 * @slot - The content.
 * @slot heading - Rich title content instead of the `heading` attribute.
 * @slot footer - Action buttons.
 * @csspart dialog - The native `<dialog>`.
 * @csspart panel - Its content box.
 * @csspart header - Icon, title and close button.
 * @csspart icon - The type's icon.
 * @csspart title - The `<h2>`.
 * @csspart close - The close button (`Sluiten`).
 * @csspart body - The content.
 * @csspart footer - The action buttons.
 * @cssprop --nl-modal-width - Width (36rem, at most the viewport less 2rem).
 * @cssprop --nl-modal-backdrop - The backdrop colour.
 * @cssprop --nl-modal-background - The dialog's background (default: `--nl-color-background`, #fff).
 * @cssprop --nl-modal-button-color - Default colour of action buttons (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-modal-button-text-color - Text on the last (filled) action button (default: `--nl-color-primary-contrast`, #fff).
 * @cssprop --nl-modal-button-radius - Corners of the action buttons (default: 1.5 × `--nl-radius`).
 * @cssprop --nl-modal-radius - Corners of the dialog (default: 2 × `--nl-radius`).
 * @cssprop --nl-modal-color - The dialog's text (default: `--nl-color-text`, #1b1f24).
 * @cssprop --nl-modal-info-color - Icon of `info` and `confirm` (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-modal-success-color - Icon of `success` (default: `--nl-color-success`, #1a7f37).
 * @cssprop --nl-modal-warning-color - Icon of `warning` (#8a5300).
 * @cssprop --nl-modal-error-color - Icon of `error` (default: `--nl-color-danger`, #c5221f).
 */
import { defineElement } from '../src/core/define.tsx';
import { Modal, spec } from '../src/elements/modal/modal.tsx';

defineElement('nl-modal', Modal, spec);

export { openModal, type ModalOptions, type ModalButton, type ModalResult } from '../src/elements/modal/open-modal.ts';
