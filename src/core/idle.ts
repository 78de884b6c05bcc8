/**
 * Work that can wait for a quiet moment: `fn` runs when the browser is idle (requestIdleCallback), at
 * most `timeout` ms later; a short timer where requestIdleCallback does not exist (WebKit). Returns
 * a function that cancels it. Used to prepare what a tap will need (issue 38: nl-cookie-bar's
 * settings dialog), so the tap itself only shows it.
 */
export function whenIdle(fn: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}
