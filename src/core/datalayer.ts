/**
 * The one way the library talks to a tag manager: every push (consent_update, trackEvent,
 * track_event, feedback, …) goes through here, so the shape of what reaches `window.dataLayer`
 * is decided in one place and a throwing or missing tag manager never reaches an element.
 *
 * "No tag manager" means `window.google_tag_manager` is undefined (docs/CONTRACT.md, Rules every tag follows).
 */

type DataLayerWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  google_tag_manager?: unknown;
};

const win = (): DataLayerWindow => window as DataLayerWindow;

/** The page's data layer, created when absent (a push before the tag manager loads is kept). */
export function dataLayer(): unknown[] {
  const w = win();
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  return w.dataLayer;
}

/** True when a tag manager has loaded on the page. */
export function hasTagManager(): boolean {
  return win().google_tag_manager !== undefined;
}

/**
 * Pushes one object. A tag manager replaces `dataLayer.push` with its own; if that throws, the
 * error is logged and the caller carries on (a form must still submit).
 */
export function push(data: Record<string, unknown>, source = 'nl'): boolean {
  try {
    dataLayer().push(data);
    return true;
  } catch (error) {
    console.error(`${source}: the data layer's push threw`, error);
    return false;
  }
}

/**
 * gtag(), as Google's snippet defines it: it pushes the `arguments` object itself, which is what
 * the tag manager recognises as a command (a plain array is taken as a message). The page's own
 * `window.gtag` is used when there is one.
 */
export function gtag(...args: unknown[]): void {
  const own = win().gtag;
  try {
    if (typeof own === 'function') {
      own(...args);
      return;
    }
    (function command(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params -- the Arguments object is the protocol
      dataLayer().push(arguments);
    })(...args);
  } catch (error) {
    console.error('nl: gtag() threw', error);
  }
}
