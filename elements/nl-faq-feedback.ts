/**
 * @tag nl-faq-feedback
 * @summary "Was dit antwoord nuttig?" with a thumbs-up and a thumbs-down button under an FAQ answer; a vote pushes a `feedback` event to the data layer and is thanked with `Bedankt voor je feedback!`.
 * A vote pushes `{event: "feedback", category: "Feedback", action: "Thumbs up"/"Thumbs down",
 * label: heading, item: {group, title: heading, id: "faq-{item-id}", rating: 1/0}}` to
 * `window.dataLayer` (created when absent) and replaces the buttons with the thanks text, announced
 * by a polite live region; focus on the clicked button moves to the thanks text. One vote per item
 * per visit: an item rated earlier in the session (sessionStorage `nl-faq-feedback:faq-{item-id}`)
 * shows the thanks at once and pushes nothing. No tag manager (`window.google_tag_manager`
 * undefined): a `console.warn`, the push still goes to the data layer. Missing `heading` or
 * `item-id`: `nl-faq-feedback: Missing data (…)` is logged, nothing is pushed and the widget stays
 * hidden.
 * @attr {string} group - The FAQ category the item belongs to (the push's `item.group`; default `""`).
 * @attr {string} heading - The question (required): the push's `label` and `item.title`.
 * @attr {string} item-id - The FAQ item's id (required): the push's `item.id` is `faq-{item-id}`; also what the one-vote-per-visit record remembers.
 * @attr {object} messages - Text overrides: `{"question", "up", "down", "thanks"}`.
 * @fires {{group: string, title: string, id: string, rating: 0 | 1}} nl-feedback - After a vote (the pushed `item`): detail `{group, title, id: "faq-{item-id}", rating}`.
 * @csspart base - The widget (a group named by the question).
 * @csspart question - The question `Was dit antwoord nuttig?`.
 * @csspart buttons - The row of the two buttons.
 * @csspart button - Each button; also `up` and `down`.
 * @csspart icon - The thumb in each button.
 * @csspart status - The live region that receives the thanks.
 * @csspart thanks - The thanks text `Bedankt voor je feedback!`.
 * @cssprop --nl-faq-feedback-margin - Space above the widget (default: `--nl-space`, 1rem).
 * @cssprop --nl-faq-feedback-border - The line above the widget, a `border` value (default: `--nl-color-border` at 40% (a divider)).
 * @cssprop --nl-faq-feedback-question-font-weight - Weight of the question (600).
 * @cssprop --nl-faq-feedback-button-color - Button text and icon colour (default: `--nl-color-text`, #1b1f24).
 * @cssprop --nl-faq-feedback-button-background - Button background (default: `--nl-color-background`, #fff).
 * @cssprop --nl-faq-feedback-button-hover-background - Button background on hover (default: `--nl-color-text` at 5% on the background).
 * @cssprop --nl-faq-feedback-button-border-color - Button border (default: `--nl-color-border`, #767676).
 * @cssprop --nl-faq-feedback-button-radius - Button corner radius (1.375rem).
 * @cssprop --nl-faq-feedback-thanks-color - Colour of the thanks text (inherit).
 * @cssprop --nl-faq-feedback-thanks-font-weight - Weight of the thanks text (inherit).
 */
import { defineElement } from '../src/core/define.tsx';
import { FaqFeedback, spec } from '../src/elements/faq-feedback/faq-feedback.tsx';

export type { FeedbackItem, FeedbackPush, Rating } from '../src/elements/faq-feedback/faq-feedback.tsx';

defineElement('nl-faq-feedback', FaqFeedback, spec);
