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

/**
 * Issue 30.1: keeps the browser's restoration of the rest of the form working. Chromium saves a
 * form's fields when the page is left (after `pagehide`) under a key made of the form's action and
 * the names of its first two named controls, and looks them up under the key the form has while the
 * parser restores it. Our controls are created after that, when the tag's code has loaded: a named
 * control of ours among the first two named controls gives the form another key when it is saved,
 * and then nothing in the form (the page's own fields included) comes back after Back (measured:
 * test/form-restore.test.ts; a plain page whose inputs are added by script after load does the
 * same). So on `pagehide` the controls `controls()` returns lose their `name` (and get
 * autocomplete="off", so the browser saves no unnamed state of ours that a page's unnamed field of
 * the same type could take): the form is saved under the key it was parsed with. The data was
 * already sent by then (a submit reads the form before the navigation), and nl-vacancy-form's
 * draft reads our fields through their hosts, not their names. If the page comes back from the
 * back/forward cache (`pageshow`), everything is put back as it was.
 *
 * `controls()` gives only controls that did not exist when the page was parsed (an editor's own
 * named fallback input was there for the parser, and keeps its name).
 */
export function useNamesOffWhenSaved(host: HTMLElement, controls: () => Iterable<Element | null | undefined>): void {
  const find = useEffectEvent(controls);
  useEffect(() => {
    const view = host.ownerDocument.defaultView;
    if (!view) return;
    const taken = new Map<Element, { name: string; autocomplete: string | null }>();
    const hide = () => {
      for (const control of find()) {
        const name = control?.getAttribute('name');
        if (!control || !name || taken.has(control)) continue;
        taken.set(control, { name, autocomplete: control.getAttribute('autocomplete') });
        control.removeAttribute('name');
        control.setAttribute('autocomplete', 'off');
      }
    };
    const show = () => {
      for (const [control, { name, autocomplete }] of taken) {
        if (!control.hasAttribute('name')) control.setAttribute('name', name);
        if (control.getAttribute('autocomplete') === 'off') {
          if (autocomplete === null) control.removeAttribute('autocomplete');
          else control.setAttribute('autocomplete', autocomplete);
        }
      }
      taken.clear();
    };
    view.addEventListener('pagehide', hide);
    view.addEventListener('pageshow', show);
    return () => {
      view.removeEventListener('pagehide', hide);
      view.removeEventListener('pageshow', show);
      show();
    };
  }, [host]);
}
