/**
 * Loads a script or stylesheet once per page: every nl-recruitment-loader (and every copy of the
 * library: the record is a page-wide singleton) asking for the same URL shares one request.
 *
 * - A `<script src async>` / `<link rel=stylesheet>` with the same (absolute) URL already in the
 *   document, put there by the page itself or by a copy of the library we cannot see, counts as
 *   loaded: nothing is added. (Its load event may have fired long ago; there is no way to ask.)
 * - A failed load (the element's `error` event: offline, blocked, 404) rejects with NlLoadError
 *   `nl-recruitment-loader: could not load {url}`, logged here once per URL; the element is removed
 *   again. The failure is kept for the page's lifetime: a page does not hammer a platform that is
 *   down, and the next page load tries again.
 */
import { NlLoadError, report } from '../../core/errors.ts';
import { singleton } from '../../core/global.ts';
import { scriptURL } from '../../core/trusted-types.ts';

export type ResourceKind = 'script' | 'stylesheet';

const TAG = 'nl-recruitment-loader';
const loads = singleton('recruitment-loader.loads', () => new Map<string, Promise<void>>());

function existing(kind: ResourceKind, url: string): Element | undefined {
  if (kind === 'script') return [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => s.src === url);
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet" i][href]')].find((l) => l.href === url);
}

/** Resolves when the resource has loaded; rejects with NlLoadError (already logged) when it failed. */
export function loadOnce(kind: ResourceKind, url: string): Promise<void> {
  const key = `${kind} ${url}`;
  let promise = loads.get(key);
  if (promise) return promise;
  if (existing(kind, url)) {
    promise = Promise.resolve();
  } else {
    promise = new Promise<void>((resolve, reject) => {
      const element = kind === 'script' ? document.createElement('script') : document.createElement('link');
      if (element instanceof HTMLScriptElement) {
        element.async = true;
        // Through the library's Trusted Types policy: under require-trusted-types-for 'script' a plain string throws.
        element.src = scriptURL(url);
      } else {
        element.rel = 'stylesheet';
        element.href = url;
      }
      element.addEventListener('load', () => resolve(), { once: true });
      element.addEventListener(
        'error',
        () => {
          element.remove();
          const error = new NlLoadError(TAG, `could not load ${url}`);
          report(error);
          reject(error);
        },
        { once: true },
      );
      document.head.append(element);
    });
  }
  loads.set(key, promise);
  return promise;
}
