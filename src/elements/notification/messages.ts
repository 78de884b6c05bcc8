import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The accessible name of the notification's region landmark. */
  label: 'Melding',
  /** The close button's accessible name (the button shows an × icon). */
  close: 'Melding sluiten',
} satisfies Catalogue;

export type NotificationKey = keyof typeof nl;

export const messages = {
  nl,
  en: { label: 'Notification', close: 'Close notification' } satisfies Catalogue<NotificationKey>,
};
