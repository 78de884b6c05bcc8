/**
 * Browser and extension noise that nl-monitoring keeps out of Sentry, on top of Sentry's own
 * defaults (@sentry/core eventFiltersIntegration, which already drops `Script error.`, the new
 * wording of the ResizeObserver notice, googletag's redefinition error, the Instagram, Facebook and
 * Google Search in-app browser errors and a few more). Everything we filter is here, in one list,
 * each entry with the reason; an entry belongs here only when the error is never ours to fix.
 *
 * - `ignoreErrors` is matched against the error's message and against `Type: message` (a string
 *   matches as a substring, a RegExp as written).
 * - `denyUrls` is matched against the file of the error's top stack frame: an error thrown by code
 *   an extension injected into the page.
 */

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Network errors of `fetch()` ("Failed to fetch" in Chromium, "NetworkError when attempting to fetch
 * resource." in Firefox, "Load failed" in Safari) for requests to other hosts: an ad blocker or a
 * privacy extension stopped a third party's request, or the visitor went offline; neither is a bug
 * of the site. Sentry adds the host to the message (`Failed to fetch (ads.example.com)`,
 * enhanceFetchErrorMessages), so those for the site's own host still reach Sentry: they can mean our
 * own API is down. One without a host (a fetch Sentry did not see) counts as someone else's.
 */
export function networkErrors(ownHostname: string): RegExp {
  const own = ownHostname ? `(?!${escape(ownHostname.toLowerCase())}(?::\\d+)?\\))` : '';
  return new RegExp(
    `^(?:TypeError: )?(?:Failed to fetch|NetworkError when attempting to fetch resource\\.|Load failed|The network connection was lost\\.)(?: \\(${own}[^)]*\\))?$`,
    'i',
  );
}

/** Messages of errors that are never the site's to fix (strings match as substrings). */
export const IGNORE_ERRORS: readonly (string | RegExp)[] = [
  // Chromium's older wording of the harmless ResizeObserver notice (Sentry's default has the new one).
  /^ResizeObserver loop limit exceeded$/,
  // A promise rejected with nothing, or with reCAPTCHA's bare "Timeout": nothing to go on.
  /^Non-Error promise rejection captured with value: (?:undefined|null|Timeout(?: \(\w\))?)$/,
  // A request that was cancelled on purpose (the visitor navigated away, a newer lookup replaced an older one).
  /^AbortError: /,
  // Globals of browser extensions, toolbars and in-app browsers (Sentry's "decluttering" list).
  'top.GLOBALS',
  'originalCreateNotification',
  'canvas.contentDocument',
  'MyApp_RemoveAllHighlights',
  'http://tt.epicplay.com',
  "Can't find variable: ZiteReader",
  'jigsaw is not defined',
  'ComboSearch is not defined',
  'http://loading.retry.widdit.com/',
  'atomicFindClose',
  // Facebook's "borked" iframe fragment and ISP "optimizing" proxies.
  'fb_xd_fragment',
  'bmi_SafeAddOnload',
  'EBCallBackMessageReceived',
  // The Conduit toolbar.
  'conduitPage',
  // Chrome on iOS's own bridge, Bing / Edge on iOS highlighting search terms.
  '__gCrWeb',
  'instantSearchSDKJSBridgeClearHighlight',
];

/** Files of extensions and of the browser itself: an error thrown there is not the site's. */
export const DENY_URLS: readonly RegExp[] = [
  // Chrome, Edge, Firefox, Safari and old Edge extensions.
  /^(?:chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i,
  // Safari hides an extension's URL behind this.
  /^webkit-masked-url:\/\//i,
  // Browser internals (Firefox resource:, Chrome chrome:).
  /^(?:resource|chrome):\/\//i,
];

/** The `ignoreErrors` for a page on `hostname`. */
export function ignoreErrors(hostname: string): (string | RegExp)[] {
  return [...IGNORE_ERRORS, networkErrors(hostname)];
}
