/**
 * What the form-field elements (nl-date-picker, nl-vacancy-upload) share. Their native controls live
 * in the element's light DOM (rendered with createPortal(…, host), or adopted), so they are real
 * controls of the page's <form>: FormData, form.reset(), `required` and the constraint validation
 * API all work as for any field. These helpers cover what the browser does not do for us.
 *
 * Used by nl-date-picker, nl-vacancy-upload and nl-address-field (and nl-vacancy-form: ids and
 * aria-describedby for its light-DOM messages).
 */
import { useEffect, useEffectEvent } from 'react';
import { singleton } from './global.ts';
import { problem } from './problems.ts';

// Shared by every copy of the library on the page, so two copies never hand out the same id. React's
// useId() cannot be used: every element is its own React root, and ids from two roots collide.
const counter = singleton('form-field.ids', () => ({ next: 0 }));

/** An id no element in the document has yet: `nl-date-picker-3`. */
export function newId(prefix: string): string {
  let id: string;
  do id = `${prefix}-${++counter.next}`;
  while (document.getElementById(id));
  return id;
}

/**
 * Runs `onReset` once the browser has reset the controls of `control()`'s form (form.reset() or a
 * reset button), so the element's own state (a shown file name, an error, a hidden input the reset
 * algorithm leaves alone) follows the controls.
 *
 * The `reset` event fires *before* the browser resets the controls. A microtask is too early: when
 * a user clicks a reset button, the listener is called from the browser with an empty script stack,
 * so its microtasks run before the controls are reset. A task is after. A reset that a listener
 * cancels (preventDefault) resets nothing, and neither do we.
 *
 * The listener is on the element's root node (the document, or the shadow root it sits in: `reset`
 * bubbles but is not composed), and the form is the control's form owner, read at reset time: a
 * control with a `form` attribute, or an element moved into another form, is handled without
 * re-subscribing.
 */
export function useFormReset(host: HTMLElement, control: () => HTMLElement & { form: HTMLFormElement | null }, onReset: () => void): void {
  const reset = useEffectEvent(onReset);
  const find = useEffectEvent(control);
  const root = host.getRootNode();
  useEffect(() => {
    let timer = 0;
    const onEvent = (event: Event) => {
      const form = find().form;
      if (!form || event.target !== form) return;
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!event.defaultPrevented) reset();
      });
    };
    root.addEventListener('reset', onEvent);
    return () => {
      root.removeEventListener('reset', onEvent);
      clearTimeout(timer);
    };
  }, [root]);
}

const idList = (value: string | null) => (value ?? '').split(/\s+/).filter(Boolean);

/** Adds `id` to the control's aria-describedby, keeping the ids already there (a light-DOM message or note). */
export function addDescribedBy(control: Element, id: string): void {
  const ids = idList(control.getAttribute('aria-describedby'));
  if (!ids.includes(id)) control.setAttribute('aria-describedby', [...ids, id].join(' '));
}

/** Takes `id` out of the control's aria-describedby again (the attribute goes when nothing is left). */
export function removeDescribedBy(control: Element, id: string): void {
  const ids = idList(control.getAttribute('aria-describedby')).filter((other) => other !== id);
  if (ids.length) control.setAttribute('aria-describedby', ids.join(' '));
  else control.removeAttribute('aria-describedby');
}

const logged = new WeakMap<Element, Set<string>>();

/**
 * Logs `message` (already starting with the tag) once per element: for problems the attribute schema
 * cannot see, because they involve two attributes (min-year above max-year) or the light DOM.
 */
export function useLogOnce(host: Element, message: string | null): void {
  useEffect(() => {
    if (!message) return;
    const seen = logged.get(host) ?? new Set<string>();
    if (seen.has(message)) return;
    logged.set(host, seen.add(message));
    problem('error', message, { element: host, kind: 'config' });
  }, [host, message]);
}
