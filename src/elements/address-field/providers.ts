/**
 * The two postcode services: how a query becomes a request URL, and how an answer becomes a street
 * and city (or a failure with the message to log). Pure functions, no fetching (lookup.ts fetches).
 *
 * - `sixpp` (default), Pro6PP-style autocomplete, the tag's original service (README.md here):
 *   `GET {endpoint}?auth_key={api-key}&nl_sixpp=1071XX&streetnumber=1&extension=A`
 *   → `{status: "ok", results: [{street, city, …}]}`; a refusal is `{status: "error", error: {message}}`.
 * - `pdok`, PDOK Locatieserver v3.1 `free` (no key):
 *   `GET {endpoint}?q=postcode:1071XX and huisnummer:1&fq=type:adres&rows=1`
 *   → `{response: {numFound, docs: [{straatnaam, woonplaatsnaam, huisnummer, postcode, …}]}}`.
 *   The extension is not sent: street and city are the same for every extension of a number, and
 *   PDOK splits extensions over two fields (huisletter, huisnummertoevoeging) that a free-text
 *   addition cannot be mapped onto reliably.
 */
export const PROVIDERS = ['sixpp', 'pdok'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const PDOK_ENDPOINT = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1/free';

/** The text logged (and put in nl-address-error) when the service found nothing, as README.md here says. */
export const EMPTY_RESULT = 'Empty result set...';

export interface Query {
  /** `1071XX`: valid and without the space. */
  postcode: string;
  /** Digits, 1–99999. */
  number: string;
  /** Upper-cased, may be empty. */
  extension: string;
}

export interface Place {
  street: string;
  city: string;
}

export type Answer = { ok: true; place: Place } | { ok: false; empty: boolean; message: string };

export const failure = (message: string, empty = false): Answer => ({ ok: false, empty, message });

/** The request URL. `endpoint` may be relative and may carry a query string of its own (kept). */
export function requestUrl(provider: Provider, endpoint: string, apiKey: string, query: Query): URL {
  const url = new URL(endpoint || (provider === 'pdok' ? PDOK_ENDPOINT : ''), document.baseURI);
  const params = url.searchParams;
  if (provider === 'pdok') {
    params.set('q', `postcode:${query.postcode} and huisnummer:${query.number}`);
    params.set('fq', 'type:adres');
    params.set('rows', '1');
  } else {
    params.set('auth_key', apiKey);
    params.set('nl_sixpp', query.postcode);
    params.set('streetnumber', query.number);
    params.set('extension', query.extension);
  }
  return url;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const UNEXPECTED = 'the postcode service sent an answer in an unexpected shape';

/** Street and city from a parsed JSON answer, or the failure to log. */
export function readAnswer(provider: Provider, body: unknown): Answer {
  return provider === 'pdok' ? readPdok(body) : readSixpp(body);
}

function readSixpp(body: unknown): Answer {
  if (!isRecord(body)) return failure(UNEXPECTED);
  if (body.status !== 'ok') {
    const message = isRecord(body.error) ? text(body.error.message) : '';
    return failure(message || `the postcode service answered status ${JSON.stringify(body.status ?? null)}`);
  }
  if (!Array.isArray(body.results)) return failure(UNEXPECTED);
  if (body.results.length === 0) return failure(EMPTY_RESULT, true);
  return place(body.results[0], 'street', 'city');
}

function readPdok(body: unknown): Answer {
  if (!isRecord(body) || !isRecord(body.response) || !Array.isArray(body.response.docs)) return failure(UNEXPECTED);
  if (body.response.docs.length === 0) return failure(EMPTY_RESULT, true);
  return place(body.response.docs[0], 'straatnaam', 'woonplaatsnaam');
}

function place(result: unknown, streetKey: string, cityKey: string): Answer {
  if (!isRecord(result)) return failure(UNEXPECTED);
  const street = text(result[streetKey]);
  const city = text(result[cityKey]);
  return street && city ? { ok: true, place: { street, city } } : failure(UNEXPECTED);
}
