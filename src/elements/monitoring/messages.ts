/**
 * The texts of Sentry's feedback widget, in Sentry's own option names (feedbackIntegration's text
 * options), so a `messages` override reads like Sentry's documentation. The contract (README.md here)
 * names the button `Report a Bug`: that text stays on the button in Dutch too, unless the page
 * overrides `triggerLabel`; the form itself speaks the page's language.
 */
import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The button that opens the form (also its accessible name). The contract's exact text, in every language. */
  triggerLabel: 'Report a Bug',
  /** The form's heading. */
  formTitle: 'Een fout melden',
  nameLabel: 'Naam',
  namePlaceholder: 'Je naam',
  emailLabel: 'E-mailadres',
  emailPlaceholder: 'naam@voorbeeld.nl',
  /** The description (the one required field). */
  messageLabel: 'Beschrijving',
  messagePlaceholder: 'Wat ging er mis? Wat had je verwacht?',
  /** After the label of a required field. */
  isRequiredLabel: '(verplicht)',
  /** The button that sends the report. */
  submitButtonLabel: 'Versturen',
  /** The button that closes the form without sending. */
  cancelButtonLabel: 'Annuleren',
  /** Shown for 5 s after the report was sent (Sentry's fixed time). */
  successMessageText: 'Bedankt voor je melding!',
  /** Shown in the form when sending failed. */
  errorEmptyMessageText: 'Beschrijf eerst wat er misging.',
  errorTimeoutText: 'We weten niet zeker of je melding is aangekomen.',
  errorForbiddenText: 'Je melding kon niet worden verstuurd: deze website mag geen meldingen sturen.',
  errorGenericText: 'Je melding kon niet worden verstuurd. Misschien ben je offline, of houdt een adblocker haar tegen.',
} satisfies Catalogue;

export type MonitoringKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    triggerLabel: 'Report a Bug',
    formTitle: 'Report a Bug',
    nameLabel: 'Name',
    namePlaceholder: 'Your name',
    emailLabel: 'Email',
    emailPlaceholder: 'your.email@example.org',
    messageLabel: 'Description',
    messagePlaceholder: "What's the bug? What did you expect?",
    isRequiredLabel: '(required)',
    submitButtonLabel: 'Send',
    cancelButtonLabel: 'Cancel',
    successMessageText: 'Thank you for your report!',
    errorEmptyMessageText: 'Please describe what went wrong first.',
    errorTimeoutText: 'We could not tell whether your report arrived.',
    errorForbiddenText: 'Your report could not be sent: this website may not send reports.',
    errorGenericText: 'Your report could not be sent. You may be offline, or an ad blocker may have stopped it.',
  } satisfies Catalogue<MonitoringKey>,
};

export const MESSAGE_KEYS = Object.keys(nl) as MonitoringKey[];
