/**
 * One vote per FAQ item per visit (issue 7): which items this visitor has rated, kept in
 * sessionStorage under `nl-faq-feedback:{id}` (id = `faq-{item-id}`, the value the rating `1`/`0`).
 *
 * - A "visit" is the browser session of this tab: sessionStorage lives as long as the tab (it
 *   survives reloads and going from page to page on the site; a tab opened from this one starts
 *   with a copy; closing the tab ends it). It is never sent to a server, so unlike a cookie it
 *   needs no entry in the cookie statement and no consent: it only keeps the widget from asking
 *   again.
 * - Storage that throws (blocked storage, a sandboxed frame, a full quota) is caught: the vote is
 *   then kept in memory for this page view only.
 * - Page-wide (a singleton shared by every copy of the library): all elements for the same item on
 *   the page follow one vote at once (useSyncExternalStore subscribers).
 */
import { singleton } from '../../core/global.ts';

export const STORAGE_PREFIX = 'nl-faq-feedback:';

export type Rating = 0 | 1;

interface Votes {
  memory: Map<string, Rating>;
  listeners: Set<() => void>;
}

const votes = singleton<Votes>('faq-feedback.votes', () => ({ memory: new Map(), listeners: new Set() }));

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // the getter itself throws where storage is blocked
  }
}

/** Whether this visitor has rated the item (`faq-{item-id}`) in this session. Never throws. */
export function hasVoted(id: string): boolean {
  if (!id) return false;
  if (votes.memory.has(id)) return true;
  try {
    return storage()?.getItem(STORAGE_PREFIX + id) != null;
  } catch {
    return false;
  }
}

/** Records a vote and tells every element on the page. Never throws. */
export function recordVote(id: string, rating: Rating): void {
  votes.memory.set(id, rating);
  try {
    storage()?.setItem(STORAGE_PREFIX + id, String(rating));
  } catch {
    // Kept in memory: this page still shows the thanks; the next page may ask again.
  }
  for (const listener of [...votes.listeners]) listener();
}

export function subscribe(listener: () => void): () => void {
  votes.listeners.add(listener);
  return () => {
    votes.listeners.delete(listener);
  };
}

/** Forgets every vote kept in memory (tests, and a demo page's reset; sessionStorage is the caller's). */
export function forgetVotes(): void {
  votes.memory.clear();
  for (const listener of [...votes.listeners]) listener();
}
