// nl-faq-feedback: spec in src/elements/faq-feedback/faq-feedback.tsx, its documented facts in src/elements/faq-feedback/faq-feedback.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { FaqFeedback, spec } from '../src/elements/faq-feedback/faq-feedback.tsx';

export type { FeedbackItem, FeedbackPush, Rating } from '../src/elements/faq-feedback/faq-feedback.tsx';

defineElement('nl-faq-feedback', FaqFeedback, spec);
