/**
 * What happened before a tag's code arrived (issue 15, loading by need): the loader keeps it for the
 * tags that load late but exist to catch it, and the tag takes it when it starts.
 *
 * - nl-monitoring: window `error` and `unhandledrejection` (kept as [type, error or reason]);
 *   handed to Sentry once it is initialised.
 * - nl-tracking: document `click` (capture phase), kept as the click's composed path (an event's
 *   path is empty once its dispatch is over); tracked once the tracker starts.
 *
 * Page-wide, shared by every copy of the library. At most KEPT entries per tag. The loader stops
 * listening when the tag takes them.
 */
import { singleton } from './global.ts';

export interface Kept {
  list: unknown[];
  stop(): void;
}

/** At most this many events are kept per tag (a page that throws in a loop is not kept whole). */
export const KEPT = 30;

export const earlyStore = (): Map<string, Kept> => singleton('early', () => new Map<string, Kept>());

/** Starts keeping `types` events on `target` for `tag` (once per tag): `record` makes what is kept. */
export function keep(tag: string, target: EventTarget, types: string[], record: (event: Event) => unknown, capture = false): void {
  const store = earlyStore();
  if (store.has(tag)) return;
  const list: unknown[] = [];
  const listener = (event: Event) => {
    if (list.length < KEPT) list.push(record(event));
  };
  for (const type of types) target.addEventListener(type, listener, capture);
  store.set(tag, { list, stop: () => types.forEach((type) => target.removeEventListener(type, listener, capture)) });
}

/** What the loader kept for `tag` (oldest first); it keeps no more. Empty when it kept nothing. */
export function takeEarly<T>(tag: string): T[] {
  const store = earlyStore();
  const kept = store.get(tag);
  if (!kept) return [];
  store.delete(tag);
  kept.stop();
  return kept.list as T[];
}
