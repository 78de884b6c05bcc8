/**
 * First-party cookies, as the consent code needs them (small: this is part of the loader).
 *
 * - `cookieValues(name)`: every value of `name` the page can see. The browser may hold several
 *   cookies of one name (one per path and domain) and lists them all, the most specific path
 *   first; js-cookie's `get()` returns only that first one, which let an old `nl_consent` at a
 *   deeper path shadow the site-wide one (issue 16).
 * - `expireCookie(name)`: deletes `name` everywhere this page can see it: at every path that is a
 *   prefix of `location.pathname` (`/`, `/a`, `/a/`, `/a/b.html`…), host-only and with a `Domain`
 *   of this host and of each of its parent domains (a cookie can only be deleted with its own path
 *   and domain, which `document.cookie` does not tell).
 * - `writeCookie(name, value, days)`: encoded the way js-cookie encodes (percent-encoding, with the
 *   characters cookies allow left as they are), path `/`, SameSite=Lax, Secure on https.
 * - `readCookies()`: `document.cookie`, or `''` where the browser refuses it.
 *
 * None of them throws (issue 29): in a frame sandboxed without allow-same-origin (an opaque origin)
 * every use of `document.cookie` throws a SecurityError, and in a frame on another site the browser
 * may drop the cookie without a word (third-party cookies). Neither is a mistake of ours or of the
 * page's developer, so nothing is logged; the caller checks what it needs (consent.ts reads back).
 */

/** `document.cookie`; `''` where reading it throws (a sandboxed frame without allow-same-origin: none are visible). */
export function readCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

/** Sets `document.cookie` to `line`; where that throws (a sandboxed frame), nothing is set. */
function setCookie(line: string): void {
  try {
    document.cookie = line;
  } catch {
    // Cookies refused (issue 29): nothing to delete or keep here; the caller reads back what it needs.
  }
}

/** Every value of the cookie `name` that this page can see, decoded; one that cannot be decoded is `''`. */
export function cookieValues(name: string): string[] {
  const values: string[] = [];
  for (const pair of readCookies().split('; ')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at) !== name) continue;
    let value = pair.slice(at + 1);
    if (value[0] === '"') value = value.slice(1, -1);
    try {
      values.push(value.replace(/(%[\dA-Fa-f]{2})+/g, decodeURIComponent));
    } catch {
      values.push(''); // not even percent-decodable
    }
  }
  return values;
}

/** Every `Path` a cookie visible on this page can have: each prefix of the path, with and without its slash. */
export function cookiePaths(pathname = location.pathname): string[] {
  const paths = new Set(['/']);
  if (pathname[0] !== '/') return [...paths]; // about:srcdoc and the like
  for (let at = 0; (at = pathname.indexOf('/', at + 1)) > 0; ) paths.add(pathname.slice(0, at)).add(pathname.slice(0, at + 1));
  return [...paths.add(pathname)];
}

/** Every `Domain` a cookie visible on this page can have: none (host-only), this host and its parent domains (not the top level). */
export function cookieDomains(hostname = location.hostname): string[] {
  const parts = hostname.split('.');
  const domains = ['', hostname];
  // An IP address has no parent domains.
  if (!/^[\d.]+$|:/.test(hostname)) for (let i = 1; i < parts.length - 1; i++) domains.push(parts.slice(i).join('.'));
  return domains;
}

/** Deletes the cookie `name` at every path and domain this page can see (see the header). */
export function expireCookie(name: string): void {
  for (const domain of cookieDomains()) {
    for (const path of cookiePaths()) setCookie(`${name}=; path=${path}${domain && `; domain=${domain}`}; max-age=0`);
  }
}

/** Writes `name` for the whole site (path `/`, this host), for `days` days, where the browser allows it. */
export function writeCookie(name: string, value: string, days: number): void {
  const encoded = encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
  setCookie(`${name}=${encoded}; path=/; expires=${new Date(Date.now() + days * 864e5).toUTCString()}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`);
}
