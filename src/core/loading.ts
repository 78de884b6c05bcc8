/**
 * Loading by need (issue 15): when the loader (elements/index.ts) imports a tag's code.
 *
 * - `eager`: as soon as the tag is in the document.
 * - `visible`: when the element comes within MARGIN of the viewport (IntersectionObserver); an element
 *   in the first viewport loads at once, as the observer reports it on its first look. The
 *   pre-upgrade CSS (src/elements/<name>/pre-upgrade.css) keeps its box the size it will have, so nothing shifts.
 * - `idle`: once the page's `ready` has resolved (the tags that load at once have rendered: an idle
 *   tag's code never competes with theirs for the network or the main thread), when the browser is
 *   idle (requestIdleCallback, at most IDLE_MS later; a timer where it does not exist). What such a
 *   tag exists to catch before its code arrives is kept for it (src/core/early.ts).
 *
 * Whatever the mode, the code is loaded at once when the visitor interacts with the element
 * (pointerdown, focusin, keydown on or in it), when the URL's hash points into it (`#id`, or an
 * accordion's `#expand=`), when find-in-page reveals its content, and before printing.
 * `loading="eager|visible|idle"` on an element overrides its tag's default for that element
 * (a tag's code is one module: once loaded, every element of the tag upgrades);
 * `<html data-nl-loading="eager">` loads every element of the page without its own at once (for a
 * page, or a test, that wants everything now; other values there mean nothing).
 *
 * The loader (always on the page) decides only what loads at once; everything else is handed to
 * src/core/later.ts, a chunk of its own (dist/loading/later.js) fetched when the first element is
 * deferred, so the loader stays small.
 *
 * A tag whose element has no box before its upgrade (display: none or contents) cannot be seen by
 * the observer, so it is `eager` (or `idle` when it shows nothing at all). docs/loading.md
 * has these lists for readers. No dependencies.
 */
export const LOADING_MODES = ['eager', 'visible', 'idle'] as const;
export type LoadingMode = (typeof LOADING_MODES)[number];

/** How far outside the viewport a `visible` element starts loading: about a viewport and a half. */
export const MARGIN = '150% 0px';
/** The longest an `idle` tag waits for the browser to be idle. */
export const IDLE_MS = 2000;

/** Tags loaded at once by default, and why. The loader itself reads this list. */
export const EAGER: readonly string[] = [
  // Form fields (form-associated): their value belongs to the form from the start, for the
  // browser's restoring on Back, nl-vacancy-form's draft and a submit.
  'nl-address-field',
  'nl-date-picker',
  'nl-vacancy-upload',
  // The page's alert region (showAlert): a message must be announced the moment it is shown.
  'nl-alert',
  // Wraps the editor's own submit button (display: contents, no box to observe); a click before the
  // code arrives would send the form without the question.
  'nl-confirm-button',
  // Consent must be asked at once, and it starts the gating of consent-bound scripts and frames.
  'nl-cookie-bar',
  // The site's navigation in the header: in the first viewport, its menu button must work at once.
  'nl-main-menu',
  // A dialog opened by script or by a trigger anywhere on the page; no box before its upgrade.
  'nl-modal',
  // Shown by script (components.spinner.show) at any moment; no box before its upgrade.
  'nl-spinner',
  // Wraps the editor's own <form> (display: contents, no box to observe); a submit must be handled.
  'nl-vacancy-form',
];

/** Tags loaded when the browser is idle by default: they show nothing. */
export const IDLE: readonly string[] = [
  // Errors before its code arrives are kept (src/core/early.ts) and sent once it has.
  'nl-monitoring',
  // Clicks before its code arrives are kept and tracked once it has.
  'nl-tracking',
];

// Every other tag is `visible`: content shown in the page, loaded as it comes near (an accordion's
// closed answers stay findable and `#expand=` still opens an item).

/** A tag's default mode. */
export const defaultLoading = (tag: string): LoadingMode => (EAGER.includes(tag) ? 'eager' : IDLE.includes(tag) ? 'idle' : 'visible');

/** The mode for `element`: its valid `loading` attribute, else its tag's default. */
export function loadingOf(element: Element): { mode: LoadingMode; invalid?: string } {
  const value = element.getAttribute('loading');
  const fallback = defaultLoading(element.localName);
  if (value === null) return { mode: fallback };
  const mode = value.trim().toLowerCase() as LoadingMode;
  return LOADING_MODES.includes(mode) ? { mode } : { mode: fallback, invalid: value };
}
