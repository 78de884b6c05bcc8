// nl-confirm-button: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "Wraps the submit button of a `<form>`: a click asks for confirmation in a dialog, and confirming submits the form (`requestSubmit`). The button stays the editor's own light-DOM `<button type=\"submit\">`. A click (or Enter in a field of the form) opens a confirm dialog (nl-modal, `role=\"alertdialog\"`) with focus on the confirm action; confirming calls `form.requestSubmit(button)`, cancelling or Escape sends nothing and puts focus back on the button. Nothing opens while the form is invalid (the browser shows its own message) or while an element matching `error-selector` in the form is visible (the submit is stopped and focus goes to the field that message describes). Outside a form it logs `nl-confirm-button: must be inside a <form>` and the button works as without the element.",
  attributes: {
    message: {
      description: "The dialog's question (default `Weet je het zeker?` / `Are you sure?`).",
    },
    'confirm-label': {
      description: 'The confirm button (default `Bevestigen` / `Confirm`).',
    },
    'cancel-label': {
      description: 'The cancel button (default `Annuleren` / `Cancel`).',
    },
    'error-selector': {
      description: 'Error messages in the form; while one is visible, nothing opens.',
    },
    messages: {
      description: 'Text overrides: `{"message": "…", "confirm": "…", "cancel": "…"}` (the attributes win).',
    },
  },
  events: {
    'nl-confirm': {
      detail: '{confirmed: boolean}',
      description: 'When the dialog closes: `true` just before the form is submitted, `false` when cancelled.',
    },
  },
  slots: {
    '': "The form's submit button.",
  },
};
