/**
 * Page scripts and frames gated by consent category (issue 16):
 *
 *   <script type="text/plain" data-nl-consent="statistics">…</script>
 *   <script type="text/plain" data-nl-consent="statistics" src="/js/analytics.js"></script>
 *   <iframe data-nl-consent="marketing" data-src="https://www.example.com/embed" title="…"></iframe>
 *
 * A `text/plain` script is not run by the browser. When its category is allowed (at once, or when
 * the visitor allows it later) the library puts a real `<script>` in its place, once: the same
 * attributes (so `id`, `async`, `defer`, `integrity`, `crossorigin`, `referrerpolicy`…), the same
 * text or `src`, the placeholder's nonce, and `type` from `data-type` (e.g. `module`) or none.
 * Scripts run in document order: one after a `src` script waits until that one has loaded (or
 * failed), as parser-inserted scripts would (a placeholder with `async` does not hold the next).
 * An iframe gets its `src` from `data-src` likewise. Withdrawal does not stop what has run (see
 * `reload-on-withdraw` on nl-cookie-bar, and src/core/consent-withdraw.ts).
 *
 * Content Security Policy: the script the library inserts is not parser-inserted, so a page with a
 * nonce-based policy gives the placeholder its nonce (`nonce="…"`, copied across) and one with a
 * hash-based policy lists the hash of the inline text in `script-src`; a `src` needs its origin
 * (`'self'`) or the nonce (`'strict-dynamic'` covers scripts a trusted script adds). Under
 * Trusted Types the text and the URL go through the library's policy `nl-components`
 * (src/core/trusted-types.ts), which passes only these.
 *
 * Started by the loader when the page has a `[data-nl-consent]` element, and by nl-cookie-bar;
 * one per page (every copy of the library shares it). A bad category or `data-src` is logged once
 * per element, starting with `nl consent:`, and the element stays as it is.
 */
import { CATEGORIES, consent, isCategory } from './consent.ts';
import { singleton } from './global.ts';
import { scriptURL, trustedScript } from './trusted-types.ts';

const SELECTOR = 'script[type="text/plain"][data-nl-consent],iframe[data-nl-consent][data-src]';

/** The http(s) URL that `value` names (relative to the page), or null. */
function httpURL(value: string): string | null {
  try {
    const url = new URL(value, document.baseURI);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function create(): { start(): void } {
  const handled = new WeakSet<Element>();
  // Scripts run in document order: each waits for the src script before it.
  let queue = Promise.resolve();

  function run(placeholder: HTMLScriptElement): Promise<void> {
    const script = document.createElement('script');
    for (const { name, value } of placeholder.attributes) if (name !== 'type' && name !== 'src' && name !== 'nonce') script.setAttribute(name, value);
    const type = placeholder.dataset.type;
    if (type) script.type = type;
    if (placeholder.nonce) script.nonce = placeholder.nonce;
    const src = placeholder.getAttribute('src');
    let done = Promise.resolve();
    if (src !== null) {
      const url = httpURL(src);
      if (!url) {
        console.error(`nl consent: a script with data-nl-consent needs an http(s) src, got ${JSON.stringify(src)}`);
        return done;
      }
      // Not async, so that the scripts after it wait as they would for a parser-inserted one.
      script.async = placeholder.hasAttribute('async');
      if (!script.async) {
        done = new Promise((resolve) => {
          script.addEventListener('load', () => resolve());
          script.addEventListener('error', () => resolve());
        });
      }
      script.src = scriptURL(url);
    } else {
      script.text = trustedScript(placeholder.text);
    }
    placeholder.replaceWith(script);
    return done;
  }

  function apply(): void {
    for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
      if (handled.has(element)) continue;
      const category = element.dataset.nlConsent;
      if (!isCategory(category)) {
        handled.add(element);
        console.error(`nl consent: data-nl-consent must be one of ${CATEGORIES.map((c) => `"${c}"`).join(', ')}, got ${JSON.stringify(category)}`);
        continue;
      }
      if (!consent.allows(category)) continue;
      handled.add(element);
      if (element instanceof HTMLIFrameElement) {
        const url = httpURL(element.dataset.src!);
        if (url) element.src = url;
        else console.error(`nl consent: an iframe with data-nl-consent needs an http(s) data-src, got ${JSON.stringify(element.dataset.src)}`);
      } else {
        // A script the page's policy refuses is logged; the ones after it still run.
        queue = queue
          .then(() => run(element as HTMLScriptElement))
          .catch((error: unknown) => console.error('nl consent: a script with data-nl-consent could not be run', error));
      }
    }
  }

  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
      apply();
      consent.onChange(apply);
      // Placeholders added later (a CMS block, a script): only additions that hold one are looked at.
      new MutationObserver((records) => {
        const added = records.some((record) => [...record.addedNodes].some((node) => node instanceof Element && (node.matches(SELECTOR) || node.querySelector(SELECTOR))));
        if (added) apply();
      }).observe(document, { childList: true, subtree: true });
    },
  };
}

/** Starts gating the page's `[data-nl-consent]` scripts and frames (once per page). */
export function startConsentElements(): void {
  singleton('consent-elements', create).start();
}
