/**
 * The cookie statement's declarations: which cookies the site sets, and for which consent category.
 * One schema and one parser for nl-cookie-table's `cookies` (the statement's tables) and
 * nl-cookie-bar's `cookies` (the same list, on every page, so that withdrawing a category can
 * delete its cookies wherever the visitor withdraws: src/core/consent-withdraw.ts).
 *
 * `[{"name": "_ga*", "provider": "Google Analytics", "purpose": "…", "expiry": "2 jaar", "category": "statistics"}]`
 * A `name` ending in `*` is a prefix (`_ga*`: `_ga`, `_ga_XYZ123`). Each entry is checked on its own:
 * a bad entry is left out with one console.error of its own (at most five, then a count), the
 * others are kept (a typo in one cookie must not empty the whole statement).
 */
import type { Attr } from './attributes.ts';
import { CATEGORIES } from './consent.ts';
import { problem } from './problems.ts';
import { describe, s, type Infer } from './shape.ts';

const cookieShape = s.object({
  name: s.doc(s.string({ min: 1 }), { description: 'The name of the cookie (or localStorage key); a name ending in * is a prefix (_ga* is _ga, _ga_XYZ123, …).' }),
  provider: s.doc(s.string(), { description: 'Who places it: the site itself or a third party.' }),
  purpose: s.doc(s.string(), { description: 'What it is for, in words a visitor understands.' }),
  expiry: s.doc(s.string(), { description: 'How long it stays ("Sessie", "2 jaar").' }),
  category: s.doc(s.literal(...CATEGORIES), { description: 'The consent category (the table it goes in; withdrawing it deletes the cookie).' }),
});

export type CookieInfo = Infer<typeof cookieShape>;

/** The entries a parse left out, with their problem sentences, keyed by the parsed array. */
const leftOut = new WeakMap<readonly CookieInfo[], { raw: string; problems: string[] }>();
/** Left-out entries logged one by one; more are counted in one line. */
const MAX_LOGGED = 5;

/**
 * `cookies`: like attr.json (the same sentences for bad JSON and a value that is no array), but
 * each entry is checked on its own, and a bad one is left out instead of failing the whole list.
 */
export const cookiesAttr: Attr<CookieInfo[]> = {
  kind: 'json',
  shape: s.array(cookieShape),
  example: [{ name: '_ga*', provider: 'Google Analytics', purpose: 'Onderscheidt bezoekers.', expiry: '2 jaar', category: 'statistics' }],
  typeText: `Array<{name: string; provider: string; purpose: string; expiry: string; category: ${CATEGORIES.map((c) => `"${c}"`).join(' | ')}}>`,
  default: [],
  required: false,
  parse(name, raw) {
    if (raw === null || raw.trim() === '') return { value: [] };
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      return { value: [], problem: `attribute "${name}" is not valid JSON (${(error as Error).message})` };
    }
    if (!Array.isArray(value)) {
      return {
        value: [],
        problem: `attribute "${name}" is not valid: the value must be an array of {name, provider, purpose, expiry, category} objects, got ${describe(value)}`,
      };
    }
    const cookies: CookieInfo[] = [];
    const problems: string[] = [];
    value.forEach((entry: unknown, index) => {
      const wrong = cookieShape.check(entry, `[${index}]`);
      if (wrong) problems.push(`attribute "${name}" is not valid: ${wrong} (cookie [${index}] is left out)`);
      else cookies.push(entry as CookieInfo);
    });
    if (problems.length) leftOut.set(cookies, { raw, problems });
    return { value: cookies };
  },
};

const logs = new WeakMap<Element, Set<string>>();

/**
 * Logs the entries a parse of `cookies` left out: one error each, once per element and attribute
 * value, at most MAX_LOGGED and then a count (a console flooded with thousands of lines helps
 * nobody: test/hostile-input.test.ts). For an effect of the element.
 */
export function logLeftOut(host: Element, cookies: readonly CookieInfo[]): void {
  const skipped = leftOut.get(cookies);
  if (!skipped) return;
  let logged = logs.get(host);
  if (!logged) logs.set(host, (logged = new Set()));
  // Keyed by the value once (not value + problem: for a hostile value of 10,000 bad entries that
  // built 10,000 copies of it).
  if (logged.has(skipped.raw)) return;
  logged.add(skipped.raw);
  for (const text of skipped.problems.slice(0, MAX_LOGGED)) problem('error', `${host.localName}: ${text}`, { element: host, kind: 'config' });
  const more = skipped.problems.length - MAX_LOGGED;
  if (more > 0) problem('error', `${host.localName}: attribute "cookies" is not valid: ${more} more cookie(s) are left out`, { element: host, kind: 'config' });
}

/** Whether the cookie `name` is the declared `pattern` (exact, or a prefix when the pattern ends in `*`). */
export function matchesDeclaration(name: string, pattern: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}
