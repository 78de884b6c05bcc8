import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The dialog's question (its title), when the `message` attribute is not set. */
  message: 'Weet je het zeker?',
  /** The button that sends the form (`confirm-label` replaces it). */
  confirm: 'Bevestigen',
  /** The button that closes the dialog and sends nothing (`cancel-label` replaces it). */
  cancel: 'Annuleren',
} satisfies Catalogue;

export type ConfirmButtonKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    message: 'Are you sure?',
    confirm: 'Confirm',
    cancel: 'Cancel',
  } satisfies Catalogue<ConfirmButtonKey>,
};
