/**
 * The event log of the demo pages: a list (class event-log) that shows the latest events, newest
 * first, with a placeholder item .event-log__empty until the first one. Texts go in with
 * textContent only (strings passed to append() become text nodes, never HTML).
 *
 *   code(text)                     a <code> element with that text
 *   addToLog(log, parts, max = 8)  removes the placeholder, puts a new <li> with the parts (nodes
 *                                  or strings) at the top of `log`, keeps at most `max` items;
 *                                  returns the item (nothing happens, and undefined is returned,
 *                                  when `log` is null)
 */

/** A <code> element with `text` as its text. */
export function code(text) {
  const node = document.createElement('code');
  node.textContent = text;
  return node;
}

/**
 * Adds an item with `parts` to the top of `log` and trims it to `max` items.
 * @param {Element | null} log
 * @param {Array<Node | string>} parts
 * @param {number} [max]
 * @returns {HTMLLIElement | undefined}
 */
export function addToLog(log, parts, max = 8) {
  if (!log) return undefined;
  log.querySelector('.event-log__empty')?.remove();
  const item = document.createElement('li');
  item.append(...parts);
  log.prepend(item);
  while (log.children.length > max) log.lastElementChild?.remove();
  return item;
}
