// nl-faq-feedback: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: '"Was dit antwoord nuttig?" with a thumbs-up and a thumbs-down button under an FAQ answer; a vote pushes a `feedback` event to the data layer and is thanked with `Bedankt voor je feedback!`. A vote pushes `{event: "feedback", category: "Feedback", action: "Thumbs up"/"Thumbs down", label: heading, item: {group, title: heading, id: "faq-{item-id}", rating: 1/0}}` to `window.dataLayer` (created when absent) and replaces the buttons with the thanks text, announced by a polite live region; focus on the clicked button moves to the widget’s group (the thanks is announced once; a thanks shown on load, for an earlier vote, is not announced). One vote per item per visit: an item rated earlier in the session (sessionStorage `nl-faq-feedback:faq-{item-id}`) shows the thanks at once and pushes nothing. No tag manager (`window.google_tag_manager` undefined): a `console.warn`, the push still goes to the data layer. Missing `heading` or `item-id`: `nl-faq-feedback: Missing data (…)` is logged, nothing is pushed and the widget stays hidden.',
  attributes: {
    group: {
      description: "The FAQ category the item belongs to (the push's `item.group`; default `\"\"`).",
    },
    heading: {
      description: "The question (required): the push's `label` and `item.title`.",
    },
    'item-id': {
      description: "The FAQ item's id (required): the push's `item.id` is `faq-{item-id}`; also what the one-vote-per-visit record remembers.",
    },
    messages: {
      description: 'Text overrides: `{"question", "up", "down", "thanks"}`.',
    },
  },
  events: {
    'nl-feedback': {
      detail: '{group: string, title: string, id: string, rating: 0 | 1}',
      description: 'After a vote (the pushed `item`): detail `{group, title, id: "faq-{item-id}", rating}`.',
    },
  },
  parts: {
    base: 'The widget (a group named by the question).',
    question: 'The question `Was dit antwoord nuttig?`.',
    buttons: 'The row of the two buttons.',
    button: 'Each button; also `up` and `down`.',
    icon: 'The thumb in each button.',
    status: 'The live region that receives the thanks.',
    thanks: 'The thanks text `Bedankt voor je feedback!`.',
  },
  cssProperties: {
    '--nl-faq-feedback-margin': {
      description: 'Space above the widget (default: `--nl-space`, 1em).',
    },
    '--nl-faq-feedback-border': {
      description: 'The line above the widget, a `border` value (default: `--nl-color-border` at 40% (a divider)).',
    },
    '--nl-faq-feedback-question-font-weight': {
      description: 'Weight of the question (600).',
    },
    '--nl-faq-feedback-button-color': {
      description: 'Button text and icon colour (default: `--nl-color-text`, #1b1f24).',
    },
    '--nl-faq-feedback-button-background': {
      description: 'Button background (default: `--nl-color-background`, #fff).',
    },
    '--nl-faq-feedback-button-hover-background': {
      description: 'Button background on hover (default: `--nl-color-text` at 5% on the background).',
    },
    '--nl-faq-feedback-button-border-color': {
      description: 'Button border (default: `--nl-color-border`, #767676).',
    },
    '--nl-faq-feedback-button-radius': {
      description: 'Button corner radius (1.375em).',
    },
    '--nl-faq-feedback-thanks-color': {
      description: 'Colour of the thanks text (inherit).',
    },
    '--nl-faq-feedback-thanks-font-weight': {
      description: 'Weight of the thanks text (inherit).',
    },
  },
  pages: ['faq.html'],
};
