/**
 * Withdrawal clears cookies (issue 16): when a category that was allowed is no longer allowed
 * (the visitor withdrew it in the settings, here or in another tab, or a page script called
 * `consent.set()`), the first-party cookies declared for it are deleted, on this host and its
 * parent domains, at every path the page can see (src/core/cookies.ts), and the page reloads
 * where an nl-cookie-bar with `reload-on-withdraw` asks for it (a script that has run keeps
 * running until then).
 *
 * The declarations are the cookie statement's (src/core/cookie-declarations.ts): nl-cookie-bar's
 * `cookies` attribute (the bar is on every page, so this works wherever the visitor withdraws) and
 * nl-cookie-table's (the statement page) both declare theirs here; a cookie is deleted when a
 * withdrawn category declares it and no category that is still allowed does. Only what the page can
 * see is deleted (an HttpOnly cookie is the server's to delete); `nl_consent` itself never is.
 * One registry per page, shared by every copy of the library.
 */
import { CATEGORIES, COOKIE, consent, type Category } from './consent.ts';
import { matchesDeclaration, type CookieInfo } from './cookie-declarations.ts';
import { expireCookie, readCookies } from './cookies.ts';
import { singleton } from './global.ts';

interface Registry {
  lists: Set<readonly CookieInfo[]>;
  reloaders: Set<Element>;
  started: boolean;
  /** For tests: what reloads the page. */
  reload: () => void;
}

export const withdrawal = singleton<Registry>('consent-withdraw', () => ({
  lists: new Set(),
  reloaders: new Set(),
  started: false,
  reload: () => location.reload(),
}));

/** The cookies the page can see now whose declarations put them only in `withdrawn` categories. */
export function cookiesOf(withdrawn: readonly Category[], allowed: (category: Category) => boolean): string[] {
  const declarations = [...withdrawal.lists].flat();
  // readCookies(): a sandboxed frame throws on document.cookie (issue 29); it then has none to delete.
  const names = readCookies()
    .split('; ')
    .map((pair) => pair.slice(0, pair.indexOf('=') >>> 0))
    .filter((name) => name && name !== COOKIE);
  return [...new Set(names)].filter((name) => {
    const declared = declarations.filter((entry) => matchesDeclaration(name, entry.name));
    return declared.some((entry) => withdrawn.includes(entry.category)) && !declared.some((entry) => entry.category === 'necessary' || allowed(entry.category));
  });
}

function start(): void {
  if (withdrawal.started) return;
  withdrawal.started = true;
  let before = consent.get();
  consent.onChange((state) => {
    const withdrawn = CATEGORIES.filter((category) => before[category] && !state[category]);
    before = state;
    if (!withdrawn.length) return;
    for (const name of cookiesOf(withdrawn, (category) => state[category])) expireCookie(name);
    if ([...withdrawal.reloaders].some((element) => element.isConnected)) withdrawal.reload();
  });
}

/**
 * Declares `cookies` (and, with `reload`, that the page reloads on withdrawal) for `host`, until
 * the returned function is called. For nl-cookie-bar and nl-cookie-table, in an effect.
 */
export function declareCookies(host: Element, cookies: readonly CookieInfo[], reload = false): () => void {
  start();
  withdrawal.lists.add(cookies);
  if (reload) withdrawal.reloaders.add(host);
  return () => {
    withdrawal.lists.delete(cookies);
    withdrawal.reloaders.delete(host);
  };
}
