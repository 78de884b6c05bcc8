/**
 * @tag nl-confirm-button
 * @summary Wraps the submit button of a `<form>`: a click asks for confirmation in a dialog, and confirming submits the form (`requestSubmit`).
 * The button stays the editor's own light-DOM `<button type="submit">`. A click (or Enter in a
 * field of the form) opens a confirm dialog (nl-modal, `role="alertdialog"`) with focus on the
 * confirm action; confirming calls `form.requestSubmit(button)`, cancelling or Escape sends nothing
 * and puts focus back on the button. Nothing opens while the form is invalid (the browser shows its
 * own message) or while an element matching `error-selector` in the form is visible (the submit is
 * stopped and focus goes to the field that message describes). Outside a form it logs
 * `nl-confirm-button: must be inside a <form>` and the button works as without the element.
 * @attr {string} message - The dialog's question (default `Weet je het zeker?` / `Are you sure?`).
 * @attr {string} confirm-label - The confirm button (default `Bevestigen` / `Confirm`).
 * @attr {string} cancel-label - The cancel button (default `Annuleren` / `Cancel`).
 * @attr {string} [error-selector=.nl-error-message] - Error messages in the form; while one is visible, nothing opens.
 * @attr {object} messages - Text overrides: `{"message": "…", "confirm": "…", "cancel": "…"}` (the attributes win).
 * @fires {{confirmed: boolean}} nl-confirm - When the dialog closes: `true` just before the form is submitted, `false` when cancelled.
 * @slot - The form's submit button.
 */
import { defineElement } from '../src/core/define.tsx';
import { ConfirmButton, spec } from '../src/elements/confirm-button/confirm-button.tsx';

export type { ConfirmDetail } from '../src/elements/confirm-button/confirm-button.tsx';

defineElement('nl-confirm-button', ConfirmButton, spec);
