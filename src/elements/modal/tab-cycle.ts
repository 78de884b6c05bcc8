/**
 * Tab and Shift+Tab go round inside an open modal dialog (WAI-ARIA APG, Dialog (Modal): from the
 * last tabbable element Tab moves to the first, from the first Shift+Tab to the last).
 *
 * The native modal <dialog> lets Tab leave for the browser's own UI, and coming back from there
 * differs by engine: Firefox skips the controls of the shadow root the dialog lives in (nl-modal's
 * close button was never reached again by Tab; issue 37) and keeps later keys in its UI. Cycling
 * here keeps focus in the dialog in every engine; the browser's UI stays one keyboard shortcut away
 * (F6, Ctrl+L), as in the APG's own example.
 */
import { deepActiveElement } from '../../core/focus.ts';

/** Whether `element` takes focus with Tab: tabindex ≥ 0, enabled, rendered and not hidden. */
function tabbable(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || element.tabIndex < 0 || element.matches(':disabled, :is(a, area):not([href], [tabindex])')) return false;
  if (element.closest('[inert]') || !radioStop(element)) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : element.getClientRects().length > 0;
}

/** A radio button is a Tab stop when it is its group's checked one, or the group's first where none is. */
function radioStop(element: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name || element.checked) return true;
  const scope = element.form ?? element.getRootNode();
  const group = [...(scope as ParentNode).querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((radio) => radio.name === element.name);
  return !group.some((radio) => radio.checked) && group[0] === element;
}

/**
 * The tabbable elements under `root` in the order Tab visits them, through shadow roots and slots
 * (the flat tree: a host's own children count where they are slotted). Positive tabindex values,
 * which the library does not use, are taken in tree order.
 */
export function tabbables(root: Element | ShadowRoot, found: HTMLElement[] = []): HTMLElement[] {
  for (const child of root.children) {
    if (child instanceof HTMLSlotElement) {
      const assigned = child.assignedElements({ flatten: true });
      for (const element of assigned.length ? assigned : [...child.children]) visit(element, found);
    } else visit(child, found);
  }
  return found;
}

function visit(element: Element, found: HTMLElement[]): void {
  if (tabbable(element)) found.push(element);
  tabbables(element.shadowRoot ?? element, found);
}

/**
 * Keeps Tab inside `dialog`, the newest open one: nl-modal calls it for every key of the document
 * while the dialog is open (modality.ts). Does nothing when focus is at neither end: the browser moves it.
 */
export function cycleTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  // WebKitWebDriver sends a Tab with Shift as key "Unidentified"; its keyCode is still 9.
  const tab = event.key === 'Tab' || (event.key === 'Unidentified' && event.keyCode === 9);
  // Handled already: by a control inside (a list that moves with Tab).
  if (!tab || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !dialog.open) return;
  const list = tabbables(dialog);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = deepActiveElement();
  // Focus on the dialog's panel (focused when it has no control), or outside it: Tab enters at an end.
  // On an element in between that Tab skips (tabindex="-1", a closed shadow root's host): the browser's.
  const around = !active || (!list.includes(active as HTMLElement) && (!within(dialog, active) || within(active, first)));
  if (event.shiftKey && (active === first || around)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || around)) {
    event.preventDefault();
    first.focus();
  }
}

/** Whether `node` is `ancestor` or under it in the flat tree (through slots and shadow roots). */
function within(ancestor: Node, node: Node): boolean {
  for (let at: Node | null = node; at; at = (at as Element).assignedSlot ?? at.parentNode ?? (at as ShadowRoot).host ?? null) if (at === ancestor) return true;
  return false;
}
