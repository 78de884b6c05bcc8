import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  close: 'Sluiten',
  ok: 'OK',
  cancel: 'Annuleren',
  /** Read before the title, so the kind of message is not told by colour and icon alone. */
  info: 'Informatie',
  success: 'Gelukt',
  warning: 'Waarschuwing',
  error: 'Fout',
  confirm: 'Bevestigen',
} satisfies Catalogue;

export type ModalKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    close: 'Close',
    ok: 'OK',
    cancel: 'Cancel',
    info: 'Information',
    success: 'Success',
    warning: 'Warning',
    error: 'Error',
    confirm: 'Confirm',
  } satisfies Catalogue<ModalKey>,
};
