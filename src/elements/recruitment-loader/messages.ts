import { consentMessages } from '../../core/consent-gate.tsx';
import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The placeholder before consent: what would load and why it needs consent. */
  consentText: 'Het sollicitatieformulier komt van ons sollicitatieplatform, dat cookies plaatst.',
  /** The button that allows marketing cookies and loads the platform. */
  consentAction: 'Formulier laden en cookies accepteren',
  ...consentMessages.nl,
} satisfies Catalogue;

export type RecruitmentLoaderKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    consentText: 'The application form comes from our recruitment platform, which sets cookies.',
    consentAction: 'Load the form and accept cookies',
    ...consentMessages.en,
  } satisfies Catalogue<RecruitmentLoaderKey>,
};
