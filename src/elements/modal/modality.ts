/**
 * How nl-modal is modal without making the page inert (issue 38).
 *
 * showModal() makes everything outside the dialog inert, and inertness is part of every element's
 * computed style: opening and closing restyle the whole page, shadow trees included. On a page of
 * the examples site that was most of a dialog tap's time (21.7 ms of the modal's close at full speed,
 * ~90 ms on a phone; a plain dialog on the home page opened in 280 ms at 4x CPU with showModal, 128 ms
 * as a popover). So where the browser has popovers the dialog opens with show() and showPopover():
 * the top layer as before, and nothing outside it restyled. What the inert page gave, we give:
 * - the pointer: a transparent layer under the dialog (the blocker, a popover itself) covers the page,
 *   so a click outside the panel reaches no link or button of the page (a popover's ::backdrop lets
 *   clicks through: the UA style has `pointer-events: none !important`); a click on it is the
 *   backdrop click, and it keeps the focus where it is;
 * - the keyboard: one keydown listener per document while a dialog is open; the topmost open dialog
 *   (the newest) takes Escape and keeps Tab inside (tab-cycle.ts), wherever the focus is (also on the
 *   page's <body>, after a click on the panel's text);
 * - assistive technology: `aria-modal="true"` (WAI-ARIA APG's dialog pattern), so a screen reader's
 *   virtual cursor stays in the dialog.
 * A script of the page can still move the focus outside by calling focus(); the visitor cannot.
 * A browser without popovers (Safari before 17) gets showModal() as before.
 */

/** Whether the browser shows popovers (then the dialog is shown as one, not with showModal()). */
export const hasPopover = (element: HTMLElement): boolean => typeof element.showPopover === 'function';

/** Whether `element` is a shown popover (false where the browser has none: `:popover-open` would not parse). */
export function popoverOpen(element: Element): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/** Each document's open dialogs' key handlers, newest last: the last one takes the keys. */
const stacks = new WeakMap<Document, ((event: KeyboardEvent) => void)[]>();

function onKeyDown(event: KeyboardEvent): void {
  stacks.get(event.currentTarget as Document)?.at(-1)?.(event);
}

/**
 * From now until the returned release: `keydown` hears every key pressed in the dialog's document
 * while this dialog is the newest open one (a dialog opened from it takes over until it closes).
 */
export function hold(dialog: HTMLDialogElement, keydown: (event: KeyboardEvent) => void): () => void {
  const doc = dialog.ownerDocument;
  let stack = stacks.get(doc);
  if (!stack) stacks.set(doc, (stack = []));
  if (stack.length === 0) doc.addEventListener('keydown', onKeyDown);
  // A handler of its own, so that release removes this hold and no other.
  const held = (event: KeyboardEvent) => keydown(event);
  stack.push(held);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    stack.splice(stack.indexOf(held), 1);
    if (stack.length === 0) doc.removeEventListener('keydown', onKeyDown);
  };
}
