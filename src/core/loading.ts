/**
 * Loading by need (issue 15): when the loader (elements/index.ts) imports a tag's code.
 *
 * - `eager`: as soon as the tag is in the document.
 * - `visible`: when the element comes within MARGIN of the viewport (IntersectionObserver); an element
 *   in the first viewport loads at once, as the observer reports it on its first look. The
 *   pre-upgrade CSS (src/core/undefined.css) keeps its box the size it will have, so nothing shifts.
 * - `idle`: when the browser is idle (requestIdleCallback, at most IDLE_MS later; a timer where it
 *   does not exist). What such a tag exists to catch before its code arrives is kept for it
 *   (src/core/early.ts).
 *
 * Whatever the mode, the code is loaded at once when the visitor interacts with the element
 * (pointerdown, focusin, keydown on or in it), when the URL's hash points into it (`#id`, or an
 * accordion's `#expand=`), when find-in-page reveals its content, and before printing.
 * `loading="eager|visible|idle"` on an element overrides its tag's default for that element
 * (a tag's code is one module: once loaded, every element of the tag upgrades);
 * `<html data-nl-loading="…">` does so for every element of the page without its own.
 *
 * A tag whose element has no box before its upgrade (display: none or contents) cannot be seen by
 * the observer, so it is `eager` (or `idle` when it shows nothing at all). README "Loading by need"
 * has this table for readers. No dependencies: the loader, the docs and the checker can import it.
 */
export const LOADING_MODES = ['eager', 'visible', 'idle'] as const;
export type LoadingMode = (typeof LOADING_MODES)[number];

/** How far outside the viewport a `visible` element starts loading: about a viewport and a half. */
export const MARGIN = '150% 0px';
/** The longest an `idle` tag waits for the browser to be idle. */
export const IDLE_MS = 2000;

/** Each tag's default, with why. */
export const DEFAULT_LOADING: Readonly<Record<string, LoadingMode>> = {
  // Content shown in the page: loaded as it comes near. A closed item's answer is still found by
  // find-in-page, and `#expand=` still opens it (the loader loads the tag for both).
  'nl-accordion': 'visible',
  'nl-accordion-item': 'visible',
  // A form field: nothing to do until the visitor gets there (focus loads it at once).
  'nl-address-field': 'visible',
  // The page's alert region (showAlert): a message must be announced the moment it is shown.
  'nl-alert': 'eager',
  // An image: the classic case for loading when near.
  'nl-bg-image': 'visible',
  'nl-call-us': 'visible',
  // Wraps the editor's own submit button (display: contents, no box to observe); a click before
  // the code arrives would send the form without the question.
  'nl-confirm-button': 'eager',
  // Consent must be asked at once, and it starts the gating of consent-bound scripts and frames.
  'nl-cookie-bar': 'eager',
  'nl-cookie-table': 'visible',
  'nl-date-picker': 'visible',
  'nl-faq-feedback': 'visible',
  // Its trigger is in the flow; the dialog is opened from there.
  'nl-iframe-modal': 'visible',
  // The site's navigation in the header: in the first viewport, its menu button must work at once.
  'nl-main-menu': 'eager',
  // A map (and Google's script after it): the heaviest thing to load before it is seen.
  'nl-map': 'visible',
  // A dialog opened by script or by a trigger anywhere on the page; no box before its upgrade.
  'nl-modal': 'eager',
  // Shows nothing: errors before its code arrives are kept and sent once it has.
  'nl-monitoring': 'idle',
  'nl-notification': 'visible',
  // Loads the recruitment platform only where it is needed: a vacancy page's form, seen when near.
  'nl-recruitment-loader': 'visible',
  'nl-search': 'visible',
  'nl-share-links': 'visible',
  'nl-slider': 'visible',
  // Shown by script (components.spinner.show) at any moment; no box before its upgrade.
  'nl-spinner': 'eager',
  'nl-tooltip': 'visible',
  // Shows nothing: clicks before its code arrives are kept and tracked once it has.
  'nl-tracking': 'idle',
  // Wraps the editor's own <form> (display: contents, no box to observe); a submit must be handled.
  'nl-vacancy-form': 'eager',
  'nl-vacancy-upload': 'visible',
  'nl-video': 'visible',
};

/**
 * The mode for `element`: its valid `loading` attribute, else the page's (`<html data-nl-loading>`,
 * for a page or a test that wants every tag at once), else its tag's default, else `visible`.
 */
export function loadingOf(element: Element): { mode: LoadingMode; invalid?: string } {
  const value = element.getAttribute('loading') ?? element.ownerDocument.documentElement.getAttribute('data-nl-loading');
  const fallback = DEFAULT_LOADING[element.localName] ?? 'visible';
  if (value === null) return { mode: fallback };
  const mode = value.trim().toLowerCase() as LoadingMode;
  return LOADING_MODES.includes(mode) ? { mode } : { mode: fallback, invalid: value };
}
