import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The question above the buttons; also the accessible name of the widget's group. */
  question: 'Was dit antwoord nuttig?',
  /** The thumbs-up button (its visible text and accessible name; the thumb is an aria-hidden icon). */
  up: 'Ja',
  /** The thumbs-down button. */
  down: 'Nee',
  /** Replaces the buttons after a vote (README.md here); announced through the widget's live region. */
  thanks: 'Bedankt voor je feedback!',
} satisfies Catalogue;

export type FaqFeedbackKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    question: 'Was this answer helpful?',
    up: 'Yes',
    down: 'No',
    thanks: 'Thank you for your feedback!',
  } satisfies Catalogue<FaqFeedbackKey>,
};
