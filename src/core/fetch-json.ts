/**
 * JSON from the site itself (a cookie bar template, map styles): same-origin credentials, and one
 * short reason per way it can fail (`HTTP 404`, `the answer is not JSON`), for the caller's one
 * error line. What the JSON must look like is the caller's check.
 */
export async function fetchJson(url: string, init: { signal?: AbortSignal } = {}): Promise<unknown> {
  const response = await fetch(url, { signal: init.signal, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new Error('the answer is not JSON');
  }
}
