/**
 * Every problem the library reports goes through `problem()`: it is logged to the console as before
 * (`console.error` or `console.warn`, the message starting with the tag name), and in preview mode
 * (issue 14) it is also handed, with the element it is about, to the preview chunk
 * (src/core/preview/), which shows it on the page. Problems reported before that chunk has arrived
 * are kept (page-wide, shared by every copy of the library) and shown when it does.
 *
 * Outside preview mode nothing is kept: a visitor's page holds no list and no element references.
 *
 * Preview mode is on when `<html>` has `data-nl-debug`, or the page URL has the query parameter
 * `nl-debug` (any value). `npm start` (scripts/site/serve.mjs) adds `data-nl-debug` to every page it serves.
 */
import { singleton } from './global.ts';

export type ProblemLevel = 'error' | 'warn';
/** What went wrong, for the hint under the message: an attribute, a file or script, a service, an unknown name. */
export type ProblemKind = 'config' | 'load' | 'service' | 'unknown' | 'other';

export interface Problem {
  level: ProblemLevel;
  /** As logged: `nl-map: attribute "config" is not valid JSON (…)`. */
  message: string;
  /** The element it is about, where the reporter knows it. */
  element?: Element | undefined;
  kind: ProblemKind;
}

export interface ProblemStore {
  readonly list: Problem[];
  readonly listeners: Set<(problem: Problem) => void>;
  /** True while problem() writes to the console. */
  logging?: boolean;
}

/** Whether this page is in preview mode (cheap: one attribute and the query string). */
export function previewOn(): boolean {
  return document.documentElement.hasAttribute('data-nl-debug') || /[?&]nl-debug([=&]|$)/.test(location.search);
}

/** The page-wide list of problems reported in preview mode, and who listens (the preview chunk). */
export const problemStore = (): ProblemStore => singleton('problems', () => ({ list: [], listeners: new Set() }));

/** The problems kept before anything listened: at most this many (a page in a loop is not kept whole). */
const KEPT = 500;

/**
 * Logs `message` (with `extra` console arguments, such as the caught error) and, in preview mode,
 * hands it with its element to the preview chunk. Never throws.
 */
export function problem(level: ProblemLevel, message: string, options: { element?: Element | undefined; kind?: ProblemKind } = {}, ...extra: unknown[]): void {
  const preview = previewOn();
  // The preview chunk also hears the library's console lines that do not come through here (the
  // loader's own); this flag tells it that this one does, with its element.
  const store = preview ? problemStore() : undefined;
  if (store) store.logging = true;
  try {
    console[level](message, ...extra);
  } finally {
    if (store) store.logging = false;
  }
  if (preview) show(level, message, options, extra);
}

/** The preview half of problem(): for a caller that has logged the problem in its own way. */
export function show(level: ProblemLevel, message: string, options: { element?: Element | undefined; kind?: ProblemKind } = {}, extra: unknown[] = []): void {
  try {
    if (!previewOn()) return;
    const detail = extra.map((e) => (e instanceof Error ? e.message : '')).filter(Boolean);
    const entry: Problem = {
      level,
      message: detail.length ? `${message} (${detail.join('; ')})` : message,
      element: options.element,
      kind: options.kind ?? 'other',
    };
    const store = problemStore();
    if (store.list.length < KEPT) store.list.push(entry);
    store.listeners.forEach((fn) => fn(entry));
  } catch {
    // Preview mode must never break the page it reports on.
  }
}
