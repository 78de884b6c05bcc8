/**
 * React's event listeners on a shadow root, attached when the root is first used (issue 15).
 *
 * React adds its listeners (about 140: every event it supports, capture and bubble) to each portal's
 * container when the portal mounts. Ours are shadow roots, one per element: on a page of 2000
 * accordion items that is 280,000 listeners before anyone has touched the page, about a fifth of
 * the upgrade's script time and much of its heap. Here a shadow root gets them when an event first
 * comes near it:
 * - at mount, the root is marked as already listening, so React skips it;
 * - an event that crosses the document on its way in (composed: clicks, keys, pointers, focus,
 *   wheel, touch, clipboard, drag, composition), seen by one capture listener per type on the
 *   document, wakes every marked root in its path before the event reaches it, so React's own
 *   listeners, capture and bubble, see that first event;
 * - events that never leave their shadow root (change, submit, reset, and input, click or key
 *   events a script dispatches without `composed`) are watched by a capture listener on the root
 *   itself, ten types instead of 140; they wake it in time for React's bubble listeners, not for an
 *   `on…Capture` handler of that first event;
 * - waking creates a React root on the shadow root, which is how React attaches its listeners to a
 *   container: synchronously, also inside a commit, and without rendering (nothing is ever rendered
 *   into that root, so it never touches the element's content, which its portal renders).
 *
 * The marker is React's private property (`_reactListening` and a random suffix, learned from the
 * page's own React root), and waking clears React's private root mark (`__reactContainer$…`). When
 * a React version no longer has the marker, nothing is deferred: every root gets React's listeners
 * at mount, as before. test/react-listeners.test.tsx fails when that happens.
 */
import { createRoot } from 'react-dom/client';

/** React's private "listeners attached" property name, or null when this React has none. */
let marker: string | null | undefined;
const sleeping = new WeakSet<ShadowRoot>();
/** Every root handled here, asleep or awake: a root is put to sleep once (after a move or a remount it keeps React's listeners). */
const seen = new WeakSet<ShadowRoot>();
/** Roots put to sleep and not woken (a removed one stays counted): at 0 the document listeners do nothing. */
let asleep = 0;

/**
 * Watched on each sleeping root: the events that can reach it without crossing the document first.
 * The browser's own non-composed events our elements handle (change, submit, reset) always follow a
 * visitor's click or key, which wakes the root; these are also the events a script (a test, a CMS
 * preview) dispatches without `composed` to drive a form. Our components handle no animation or
 * transition events in React; a new handler of a non-composed event belongs here.
 */
const LOCAL = ['input', 'change', 'submit', 'reset', 'click', 'keydown', 'focusin', 'focusout', 'pointerdown', 'pointerup'];
/** Composed events a visitor causes: one capture listener each on the document. */
const COMPOSED = [
  'click', 'dblclick', 'auxclick', 'contextmenu', 'mousedown', 'mouseup', 'mouseover', 'mouseout',
  'pointerdown', 'pointerup', 'pointerover', 'pointerout', 'pointercancel', 'gotpointercapture',
  'touchstart', 'touchend', 'touchmove', 'touchcancel', 'wheel',
  'keydown', 'keyup', 'keypress', 'focusin', 'focusout', 'input', 'beforeinput',
  'compositionstart', 'compositionupdate', 'compositionend', 'copy', 'cut', 'paste',
  'dragstart', 'dragenter', 'dragover', 'drop',
];
const OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

function wake(root: ShadowRoot): void {
  if (!sleeping.delete(root)) return;
  asleep--;
  for (const type of LOCAL) root.removeEventListener(type, onLocal, OPTIONS);
  const fields = root as unknown as Record<string, unknown>;
  delete fields[marker!];
  // React attaches its listeners to a root's container when the root is created. Nothing is rendered
  // into that root (its first commit would empty the container), and the container is unmarked at
  // once, as React's own unmount does, so the root is garbage and only the listeners stay.
  createRoot(root);
  for (const key of Object.keys(fields)) if (key.startsWith('__reactContainer$')) fields[key] = null;
}

function onLocal(event: Event): void {
  wake(event.currentTarget as ShadowRoot);
}

function onDocument(event: Event): void {
  if (!asleep) return;
  for (const node of event.composedPath()) if (node instanceof ShadowRoot && sleeping.has(node)) wake(node);
}

/** Learns React's marker from a container React has just attached its listeners to (the page's root). */
export function learnMarker(container: Element): void {
  if (marker !== undefined) return;
  marker = Object.keys(container).find((key) => key.startsWith('_reactListening')) ?? null;
  if (marker) for (const type of COMPOSED) document.addEventListener(type, onDocument, OPTIONS);
}

/** Before a portal into `root` first commits: React's listeners wait until an event comes near it. */
export function listenLater(root: ShadowRoot): void {
  if (!marker || seen.has(root) || Object.hasOwn(root, marker)) return;
  seen.add(root);
  (root as unknown as Record<string, unknown>)[marker] = true;
  sleeping.add(root);
  asleep++;
  for (const type of LOCAL) root.addEventListener(type, onLocal, OPTIONS);
}

/** Whether React's listeners on shadow roots are deferred (false: this React has no marker we know). */
export const deferring = (): boolean => Boolean(marker);

/** Whether `root` is still waiting for React's listeners. */
export const isAsleep = (root: ShadowRoot): boolean => sleeping.has(root);
