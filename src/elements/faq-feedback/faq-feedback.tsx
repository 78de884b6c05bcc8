/**
 * nl-faq-feedback: "Was this answer helpful?" under an FAQ answer, with a thumbs-up and a
 * thumbs-down button (README.md here, issue 7).
 *
 * - A vote pushes, through src/core/datalayer.ts (the one module that writes `window.dataLayer`),
 *   `{event: "feedback", category: "Feedback", action: "Thumbs up"/"Thumbs down", label: heading,
 *   item: {group, title: heading, id: "faq-{item-id}", rating: 1/0}}`, fires `nl-feedback` with the
 *   `item`, and replaces the buttons with `Bedankt voor je feedback!`.
 * - Announced once: the thanks of a vote made here goes into a live region (role=status, polite)
 *   that is there from the first render, empty, so screen readers announce the change (a live
 *   region added together with its text is often not announced). A thanks shown for a vote made
 *   before this page view, or in a twin element, stands outside the live region: nothing is
 *   announced while the page loads, nor twice for one vote (issue 31).
 * - Focus (WCAG 2.4.3): the clicked button disappears with the vote. When focus was on it (keyboard,
 *   and a mouse click where the browser focuses buttons), it moves to the widget's group (named by
 *   the question, tabindex=-1): the same place in the reading and Tab order, so the next Tab goes on
 *   to what follows the widget, and a screen reader hears the question and then, once, the thanks
 *   (focus on the thanks text itself had it read twice: on focus and from the live region). Focus
 *   that was elsewhere (Safari and macOS Firefox do not focus a clicked button) is left alone.
 * - One vote per item per visit (votes.ts): sessionStorage, keyed by `faq-{item-id}`; an item voted
 *   on earlier in the session shows the thanks at once and pushes nothing. Every element on the
 *   page for the same item follows the vote (the others neither push nor take focus). Storage that
 *   throws: kept in memory for the page view.
 * - No tag manager (`window.google_tag_manager` undefined): `console.warn`, and the push still goes
 *   to `window.dataLayer` (created when absent), where a tag manager that loads later (after
 *   consent) still finds it. A tag manager whose push throws: datalayer.ts logs it. Either way the
 *   visitor is thanked: tracking trouble is not the visitor's.
 * - Missing `heading` or `item-id`: `nl-faq-feedback: Missing data (…)` is logged once per element
 *   and the widget stays hidden (no buttons that could not record anything). `group` is optional
 *   (`""`).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { attr } from '../../core/attributes.ts';
import { hasTagManager, push } from '../../core/datalayer.ts';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { emit } from '../../core/events.ts';
import styles from './faq-feedback.css?inline';
import { messages, type FaqFeedbackKey } from './messages.ts';
import { hasVoted, recordVote, subscribe, type Rating } from './votes.ts';
import { problem } from '../../core/problems.ts';

export type { Rating } from './votes.ts';

/** The `item` of the push, and the detail of `nl-feedback`. */
export type FeedbackItem = {
  group: string;
  title: string;
  /** `faq-{item-id}` */
  id: string;
  rating: Rating;
};

/** What goes to the data layer (README.md here). */
export type FeedbackPush = {
  event: 'feedback';
  category: 'Feedback';
  action: 'Thumbs up' | 'Thumbs down';
  label: string;
  item: FeedbackItem;
};

const attributes = {
  group: attr.string(),
  // Required, but not through the schema: the contract asks for one `Missing data` error, not
  // core's `attribute "heading" is required` next to it.
  heading: attr.string(),
  'item-id': attr.string(),
};

export const spec: ElementSpec<typeof attributes, FaqFeedbackKey> = { attributes, messages, styles };

/** The push for a vote, in the contract's shape and key order. */
export function feedbackPush(item: FeedbackItem): FeedbackPush {
  return {
    event: 'feedback',
    category: 'Feedback',
    action: item.rating === 1 ? 'Thumbs up' : 'Thumbs down',
    label: item.title,
    item: { ...item },
  };
}

/** `Missing data (attribute "heading" is required)` / `(attributes "heading" and "item-id" are required)` */
export function missingDataMessage(missing: readonly string[]): string {
  const names = missing.map((name) => `"${name}"`);
  return missing.length === 1 ? `Missing data (attribute ${names[0]} is required)` : `Missing data (attributes ${names.join(' and ')} are required)`;
}

const reported = new WeakMap<Element, Set<string>>();

/** Logs the Missing data error once per element (and per set of missing attributes). */
function useMissingData(host: HTMLElement, missing: readonly string[]): void {
  const key = missing.join(',');
  useEffect(() => {
    if (!key) return;
    const logged = reported.get(host) ?? new Set<string>();
    if (logged.has(key)) return;
    reported.set(host, logged.add(key));
    problem('error', `${host.localName}: ${missingDataMessage(key.split(','))}`, { element: host, kind: 'config' });
  }, [host, key]);
}

function Thumb({ down = false }: { down?: boolean }) {
  // One outline thumb drawn on a 24 × 24 grid; thumbs down is the same mirrored top to bottom.
  return (
    <svg className="icon" part="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g transform={down ? 'matrix(1 0 0 -1 0 24)' : undefined} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round">
        <path d="M3 10.5h3.5v10H3z" />
        <path d="M6.5 10.5 10.6 3.4c1.5 0 2.6 1.3 2.3 2.8L12.3 9.5h5.9c1.4 0 2.4 1.3 2.1 2.6l-1.6 6.8c-.2.9-1 1.6-2 1.6H6.5" />
      </g>
    </svg>
  );
}

export function FaqFeedback({ attrs, host, t }: ElementProps<typeof attributes, FaqFeedbackKey>) {
  const tag = host.localName;
  const heading = attrs.heading.trim();
  const itemId = attrs['item-id'].trim();
  const group = attrs.group.trim();
  const missing = [...(heading ? [] : ['heading']), ...(itemId ? [] : ['item-id'])];
  const usable = missing.length === 0;
  const id = itemId ? `faq-${itemId}` : '';

  useMissingData(host, missing);

  const buttons = useRef<HTMLDivElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const focusThanks = useRef(false);
  // Whether this element's own vote, in this page view, is what shows the thanks: only that is announced.
  const [votedHere, setVotedHere] = useState(false);

  // Before React re-renders for a vote on this item (here or in a twin element), note whether
  // focus is on one of the buttons that are about to go.
  const subscribeToVotes = useCallback(
    (notify: () => void) =>
      subscribe(() => {
        const active = host.shadowRoot?.activeElement;
        if (active && buttons.current?.contains(active) && hasVoted(id)) focusThanks.current = true;
        notify();
      }),
    [host, id],
  );
  const voted = useSyncExternalStore(subscribeToVotes, () => hasVoted(id));

  useLayoutEffect(() => {
    if (!voted || !focusThanks.current) return;
    focusThanks.current = false;
    groupRef.current?.focus();
  }, [voted]);

  const vote = (rating: Rating) => {
    if (!usable || hasVoted(id)) return; // a second click before the re-render
    const item: FeedbackItem = { group, title: heading, id, rating };
    setVotedHere(true);
    recordVote(id, rating);
    if (!hasTagManager()) {
      problem('warn', `${tag}: no tag manager on the page (window.google_tag_manager is undefined); the feedback is pushed to window.dataLayer for one that loads later`, { element: host });
    }
    push(feedbackPush(item), tag);
    emit<FeedbackItem>(host, 'nl-feedback', { ...item });
  };

  if (!usable) return <div className="feedback" part="base" hidden />;

  const thanks = (
    <span className="thanks" part="thanks">
      {t('thanks')}
    </span>
  );
  return (
    <div className="feedback" part="base" role="group" aria-labelledby="question" tabIndex={-1} ref={groupRef}>
      <p className="question" part="question" id="question">
        {t('question')}
      </p>
      <div className="answer">
        {!voted && (
          <div className="buttons" part="buttons" ref={buttons}>
            <button type="button" className="button" part="button up" onClick={() => vote(1)}>
              <Thumb />
              <span>{t('up')}</span>
            </button>
            <button type="button" className="button" part="button down" onClick={() => vote(0)}>
              <Thumb down />
              <span>{t('down')}</span>
            </button>
          </div>
        )}
        <p className="status" part="status" role="status" aria-live="polite">
          {voted && votedHere && thanks}
        </p>
        {voted && !votedHere && (
          <p className="status" part="status">
            {thanks}
          </p>
        )}
      </div>
    </div>
  );
}
