/**
 * Focus across shadow roots, the same in every engine.
 *
 * When focus moves between two controls of one shadow root (Tab from one link to the next in
 * nl-map's list, from one table to the next in nl-cookie-table), the DOM standard ends the focus
 * events' path at that shadow root: retargeted to the host, the event's target and relatedTarget
 * would be the same element ("if parent is relatedTarget, set parent to null"). Firefox and WebKit do
 * so, and a `focusin` listener on the document never hears of the move; Chromium lets the event
 * through to the document. `onFocusMove` hears every move in every engine.
 */

/** The element that has focus, inside open shadow roots too. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Calls `listener` once for every move of focus on the page, also a move within one shadow root: it
 * listens on the document and on each open shadow root focus has been in (a move within a shadow
 * root is preceded by the one into it, which reaches the roots around it), or is in when it starts. An event that
 * reaches both (Chromium) is handled once. For the page's lifetime (the roots are held weakly).
 */
export function onFocusMove(listener: (event: FocusEvent) => void): void {
  const handled = new WeakSet<Event>();
  const watched = new WeakSet<Document | ShadowRoot>();
  const handle = (event: Event): void => {
    if (handled.has(event)) return;
    handled.add(event);
    for (const node of event.composedPath()) if (node instanceof ShadowRoot) watch(node);
    listener(event as FocusEvent);
  };
  const watch = (root: Document | ShadowRoot): void => {
    if (watched.has(root)) return;
    watched.add(root);
    root.addEventListener('focusin', handle, true);
  };
  watch(document);
  // Focus already inside shadow roots when this starts (autofocus, a late start): their roots too.
  for (let active = document.activeElement; active?.shadowRoot; active = active.shadowRoot.activeElement) watch(active.shadowRoot);
}
