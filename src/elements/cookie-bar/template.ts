/**
 * The cookie bar's texts per page language from `template-url`: a JSON object of message keys
 * (the keys of messages.ts) to strings, e.g. `/cookiebar/{lang}.json` → `/cookiebar/nl-NL.json`.
 * JSON and text only, never HTML: the texts are rendered as text, so a template cannot inject
 * markup. Fetched once per URL, only when the bar is needed, with a timeout; any failure is one
 * clear error and the built-in texts.
 *
 * Early (issue 15): on a first visit the bar's text is often the largest thing drawn, and it waits
 * for its template. So the loader, which sees the tag before the bar's code has arrived, starts the
 * template's request when the visitor has not decided (`fetchEarly`), and the bar reads that answer
 * when it gets there: the template arrives with the code instead of a round trip after it. The bar
 * still decides whether to use it; an answer nobody reads costs its bytes and nothing else.
 */
import { NlServiceError } from '../../core/errors.ts';
import { fetchJson, fetchJsonResponse } from '../../core/fetch-json.ts';
import { singleton } from '../../core/global.ts';

export const TEMPLATE_TIMEOUT = 3000;
const cache = new Map<string, Promise<Record<string, string>>>();
/** Requests the loader started (by URL), each read once. Shared by every copy of the library. */
const early = singleton('cookie-bar-templates', () => new Map<string, Promise<Response>>());

/** `nl` → `nl-NL`, `en` → `en-GB`, `en-US` stays; no language at all → `nl-NL`. */
export function locale(raw: string): string {
  const lang = raw.trim();
  if (/^[a-z]{2,3}[-_][a-z]{2}$/i.test(lang)) {
    const [language, region] = lang.split(/[-_]/) as [string, string];
    return `${language.toLowerCase()}-${region.toUpperCase()}`;
  }
  const base = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  return ({ nl: 'nl-NL', en: 'en-GB' } as Record<string, string>)[base] ?? (base ? base : 'nl-NL');
}

export function templateUrl(template: string, raw: string): string {
  return template.replaceAll('{lang}', encodeURIComponent(locale(raw)));
}

/**
 * For the loader: starts the request for `bar`'s template now. The page language is read as the bar
 * will read it (the nearest `lang`); where the two could differ (a bar inside a shadow root), the bar
 * makes its own request.
 */
export function fetchEarly(bar: Element): void {
  const template = bar.getAttribute('template-url');
  if (!template) return;
  const url = templateUrl(template, bar.closest('[lang]:not([lang=""])')?.getAttribute('lang') ?? '');
  if (early.has(url)) return;
  const response = fetchJsonResponse(url);
  response.catch(() => {}); // read (and its failure reported) by the bar, or by nobody
  early.set(url, response);
}

async function fetchTemplate(url: string, keys: readonly string[]): Promise<Record<string, string>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${TEMPLATE_TIMEOUT} ms`)), TEMPLATE_TIMEOUT);
  const started = early.get(url);
  early.delete(url);
  try {
    // The timeout holds for an early request too, which the signal cannot cancel.
    const timedOut = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true }));
    const data = await Promise.race([fetchJson(url, { signal: controller.signal }, started), timedOut]);
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('the answer is not a JSON object of texts');
    const texts: Record<string, string> = {};
    const unknown: string[] = [];
    for (const [key, value] of Object.entries(data)) {
      if (!keys.includes(key)) unknown.push(key);
      else if (typeof value === 'string') texts[key] = value;
      else throw new Error(`"${key}" is not a string`);
    }
    if (unknown.length) console.warn(`nl-cookie-bar: template ${url} has unknown key(s) ${unknown.map((k) => `"${k}"`).join(', ')}, ignored`);
    return texts;
  } catch (error) {
    const reason = controller.signal.aborted ? (controller.signal.reason as Error).message : error instanceof Error ? error.message : String(error);
    throw new NlServiceError('nl-cookie-bar', `template-url ${url} could not be used (${reason}); the built-in texts are shown`);
  } finally {
    clearTimeout(timer);
  }
}

/** The template's texts; a failure is thrown once per URL (the caller logs it) and not retried on this page. */
export function loadTemplate(url: string, keys: readonly string[]): Promise<Record<string, string>> {
  let promise = cache.get(url);
  if (!promise) {
    promise = fetchTemplate(url, keys);
    cache.set(url, promise);
  }
  return promise;
}
