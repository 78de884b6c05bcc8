/**
 * What happened before a tag's code arrived (issue 15, loading by need): the loader keeps it, from
 * its start, for the tags that load late but exist to catch it, and the tag takes it when it starts.
 *
 * - nl-monitoring: window `error` (script errors, ErrorEvent; a resource's failed load is an Event
 *   and is skipped by the taker) and `unhandledrejection`; reported to Sentry once it is initialised.
 * - nl-tracking: document `click`; tracked once the tracker starts.
 *
 * Kept as [event, its composed path] (an event's path is empty once its dispatch is over), capture
 * phase (a page script that stops an event cannot hide it), at most KEPT per tag. The first one also
 * loads the tag's code at once (`wake`). Page-wide, shared by every copy of the library. After the
 * tag has taken them, the listeners stay but keep nothing.
 */
import { singleton } from './global.ts';

export type KeptEvent = [event: Event, path: EventTarget[]];

/** At most this many events are kept per tag (a page that throws in a loop is not kept whole). */
export const KEPT = 30;

const store = () => singleton('early', () => new Map<string, KeptEvent[]>());

/** Starts keeping `types` events on `target` for `tag` (once per tag); `wake` is called on each. */
export function keep(tag: string, target: EventTarget, types: string[], wake: () => void): void {
  const kept = store();
  if (kept.has(tag)) return;
  const list: KeptEvent[] = [];
  kept.set(tag, list);
  for (const type of types) {
    target.addEventListener(
      type,
      (event) => {
        if (kept.get(tag) !== list || list.length >= KEPT) return;
        list.push([event, event.composedPath()]);
        wake();
      },
      true,
    );
  }
}

/** What the loader kept for `tag`, oldest first; it keeps no more. Empty when it kept nothing. */
export function takeEarly(tag: string): KeptEvent[] {
  const kept = store();
  const list = kept.get(tag) ?? [];
  kept.delete(tag);
  return list;
}
