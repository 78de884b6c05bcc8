/**
 * JSON from the site itself (a cookie bar template, map styles): same-origin credentials, and one
 * short reason per way it can fail (`HTTP 404`, `the answer is not JSON`), for the caller's one
 * error line. What the JSON must look like is the caller's check. `started`: the response of a
 * request made earlier with fetchJsonResponse (the loader's early template fetch), read instead.
 */
export async function fetchJson(url: string, init: { signal?: AbortSignal } = {}, started?: Promise<Response>): Promise<unknown> {
  const response = await (started ?? fetchJsonResponse(url, init.signal));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new Error('the answer is not JSON');
  }
}

/** The request fetchJson makes, on its own (the loader starts one before the code that reads it arrives). */
export function fetchJsonResponse(url: string, signal?: AbortSignal): Promise<Response> {
  return fetch(url, { signal, credentials: 'same-origin', headers: { Accept: 'application/json' } });
}
