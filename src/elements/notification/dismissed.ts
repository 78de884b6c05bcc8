/**
 * The ids of dismissed notifications, kept in the session cookie `nl_dismissed` (README.md here):
 * comma-separated, each id percent-encoded with encodeURIComponent (so an id may hold a comma, a
 * space, a semicolon or any Unicode), e.g. `nl_dismissed=vacaturedag-2026,storing%2C%20update`.
 *
 * - A session cookie: no `expires` or `max-age`, so the browser drops it when the session ends and
 *   a notification comes back in a new session. `path=/` (every page of the site), SameSite=Lax,
 *   Secure on https. A server or CMS can read the same cookie and leave dismissed notifications out.
 * - The commas stay raw. js-cookie's own converters would write them as %2C (and read %2C back as a
 *   comma, which would split an id that contains one), so this module hands js-cookie the value as
 *   it is, both ways, and does the encoding per id itself.
 * - Reading never throws: a part that is not valid percent-encoding (`%E0%A4%A`), an empty part or
 *   a cookie that is not ours to understand is skipped; a cookie the browser cannot give us counts
 *   as empty.
 * - A cookie holds at most 4096 bytes (name and value): a longer one is dropped by the browser,
 *   whole, which would bring back every notification. Writing keeps the newest ids that fit.
 */
import Cookies from 'js-cookie';

export const COOKIE = 'nl_dismissed';

/** Bytes the value may take: 4096 per cookie (RFC 6265 §6.1, what browsers keep) less the name, `=` and some room. */
export const MAX_VALUE_LENGTH = 4000;

/** Raw both ways: the value is already a list of encodeURIComponent'd ids joined with raw commas. */
const jar = Cookies.withConverter({ read: (value) => value, write: (value) => value });

/** The attributes every write uses. No `expires`: a session cookie (see the header). */
export function cookieAttributes(protocol: string = location.protocol): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'Lax', secure: protocol === 'https:' };
}

/** Splits a raw cookie value into ids; never throws. */
export function parseDismissed(raw: string | undefined | null): string[] {
  if (typeof raw !== 'string' || !raw) return [];
  // RFC 6265 allows a value in double quotes.
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  const ids: string[] = [];
  for (const part of value.split(',')) {
    if (!part) continue;
    let id: string;
    try {
      id = decodeURIComponent(part);
    } catch {
      continue; // not valid percent-encoding: not an id we wrote
    }
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** encodeURIComponent, or '' for a string it cannot encode (a lone surrogate throws a URIError). */
function encode(id: string): string {
  try {
    return encodeURIComponent(id);
  } catch {
    return '';
  }
}

/**
 * Joins ids into a cookie value, dropping the oldest while it is longer than MAX_VALUE_LENGTH. An
 * id that cannot fit even alone is left out (it cannot be kept, and must not push the others out).
 */
export function serializeDismissed(ids: readonly string[]): string {
  const parts = ids.map(encode).filter((part) => part && part.length <= MAX_VALUE_LENGTH);
  let value = parts.join(',');
  while (value.length > MAX_VALUE_LENGTH) {
    parts.shift();
    value = parts.join(',');
  }
  return value;
}

/** The dismissed ids in this session, oldest first. */
export function readDismissed(): string[] {
  let raw: string | undefined;
  try {
    raw = jar.get(COOKIE);
  } catch {
    return []; // cookies blocked (a sandboxed frame throws on document.cookie)
  }
  return parseDismissed(raw);
}

export function isDismissed(id: string): boolean {
  return Boolean(id) && readDismissed().includes(id);
}

/**
 * Adds `id` to the cookie (last, as the newest). An empty id, one too long for a cookie or one
 * that cannot be encoded writes nothing. Never throws.
 */
export function addDismissed(id: string): void {
  const encoded = encode(id);
  if (!encoded || encoded.length > MAX_VALUE_LENGTH) return;
  const ids = readDismissed().filter((known) => known !== id);
  ids.push(id);
  try {
    jar.set(COOKIE, serializeDismissed(ids), cookieAttributes());
  } catch {
    // Cookies blocked: the notification still hides on this page, it just comes back on the next.
  }
}
