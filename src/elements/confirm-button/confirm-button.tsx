/**
 * nl-confirm-button: wraps the submit button of a <form> (light DOM) and asks "are you sure?"
 * in the library's dialog (openModal, type confirm) before the form is sent.
 *
 * - Native listeners (README: React event props never hear slotted light-DOM content): a click on
 *   the wrapped button, which is also what Enter in a text field does (implicit submission fires a
 *   click at the form's default button, HTML § 4.10.21.2), and, as a backstop, a `submit` whose
 *   submitter is our button (someone else's `form.requestSubmit(button)`), caught in the capture
 *   phase so that the form's own submit listeners never see an unconfirmed submit.
 * - An invalid form (constraint validation: `required`, a field's custom validity) opens nothing:
 *   the click goes on and the browser shows its own message at the first invalid field, as
 *   without us. `form:invalid` is read instead of checkValidity(), which would fire a second round
 *   of `invalid` events.
 * - A visible error message (`error-selector`, default `.nl-error-message`, in the form) opens
 *   nothing and stops the submit: the page itself says something is wrong, and an unconfirmed
 *   application must not go out. Focus goes to the field the message describes (aria-describedby),
 *   so a screen reader reads the message; otherwise the message is scrolled into view.
 *   Visible = rendered (checkVisibility, visibility counted) and not empty.
 * - Confirming calls `form.requestSubmit(button)`: the browser validates again, the submitter's
 *   name/value goes with the form data, and the form's own submit listeners run. A flag lets that
 *   one submit past our listener. Cancel, the close button, Escape: nothing is sent; nl-modal puts
 *   focus back on the button.
 * - The dialog opens with focus on the confirm action (the visitor already chose to send; the
 *   dialog guards against a press by mistake), while the buttons keep the library's order:
 *   cancel first, the primary action last.
 * - Not in a form, or no submit button inside: logged once, and the button works as it would
 *   without the element.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { attr, type Attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { report } from '../../core/errors.ts';
import { emit } from '../../core/events.ts';
import { listen } from '../../core/listen.ts';
import { defineModal } from '../modal/register-modal.ts';
import { openModal } from '../modal/open-modal.ts';
import styles from './confirm-button.css?inline';
import { messages, type ConfirmButtonKey } from './messages.ts';
import { problem } from '../../core/problems.ts';

defineModal();

const TAG = 'nl-confirm-button';
export const DEFAULT_ERROR_SELECTOR = '.nl-error-message';

export interface ConfirmDetail {
  confirmed: boolean;
}

/** A CSS selector; one that does not parse is logged and the default takes its place. */
function selectorAttr(fallback: string): Attr<string> {
  return {
    kind: 'string',
    typeText: 'string',
    default: fallback,
    required: false,
    parse(name, raw) {
      if (raw === null || raw.trim() === '') return { value: fallback };
      try {
        document.createDocumentFragment().querySelector(raw);
      } catch {
        return { value: fallback, problem: `attribute "${name}" is not a valid CSS selector, got ${JSON.stringify(raw)}` };
      }
      return { value: raw.trim() };
    },
  };
}

const attributes = {
  message: attr.string(),
  'confirm-label': attr.string(),
  'cancel-label': attr.string(),
  'error-selector': selectorAttr(DEFAULT_ERROR_SELECTOR),
};

export const spec: ElementSpec<typeof attributes, ConfirmButtonKey> = { attributes, messages, styles };

type SubmitButton = HTMLButtonElement | HTMLInputElement;

function isSubmitButton(element: Element | null | undefined): element is SubmitButton {
  if (element instanceof HTMLButtonElement) return element.type === 'submit';
  return element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'image');
}

/** The first submit button inside the element (a `<button>` without type is one). */
export function submitButtonIn(host: Element): SubmitButton | null {
  for (const element of host.querySelectorAll('button, input')) if (isSubmitButton(element)) return element;
  return null;
}

/** Shown to the visitor: rendered (display, content-visibility, visibility) and not empty. */
function isVisible(element: Element): boolean {
  return element.checkVisibility({ visibilityProperty: true }) && (element.textContent ?? '').trim() !== '';
}

export function visibleError(form: HTMLFormElement, selector: string): HTMLElement | null {
  for (const element of form.querySelectorAll<HTMLElement>(selector)) if (isVisible(element)) return element;
  return null;
}

/** Focus on the field a message describes, so it is read out; else the message into view. */
function reveal(form: HTMLFormElement, message: HTMLElement): void {
  const id = message.id;
  const field = id
    ? [...form.querySelectorAll<HTMLElement>('[aria-describedby]')].find((el) => el.getAttribute('aria-describedby')!.split(/\s+/).includes(id))
    : undefined;
  if (field) field.focus();
  else message.scrollIntoView({ block: 'center' });
}

const logged = new WeakMap<Element, Set<string>>();
function logOnce(host: Element, message: string): void {
  const seen = logged.get(host) ?? new Set<string>();
  if (seen.has(message)) return;
  logged.set(host, seen.add(message));
  problem('error', message, { element: host, kind: 'config' });
}

export function ConfirmButton({ attrs, host, t, lang }: ElementProps<typeof attributes, ConfirmButtonKey>) {
  // Read when the dialog opens, so the listeners below are attached once.
  const current = useRef({ lang: 'nl', question: '', confirm: '', cancel: '', selector: DEFAULT_ERROR_SELECTOR });
  useLayoutEffect(() => {
    current.current = {
      lang,
      question: attrs.message || t('message'),
      confirm: attrs['confirm-label'] || t('confirm'),
      cancel: attrs['cancel-label'] || t('cancel'),
      selector: attrs['error-selector'],
    };
  });

  useEffect(() => {
    const button = submitButtonIn(host);
    if (!(button?.form ?? host.closest('form'))) logOnce(host, `${TAG}: must be inside a <form>`);
    if (!button) logOnce(host, `${TAG}: no submit button inside (a <button type="submit"> or <input type="submit">)`);
  }, [host]);

  useEffect(() => {
    let asking = false;
    let passing = false;
    /** The dialog while it asks (openModal's nl-modal in <body>). */
    let dialog: (Element & { close?(): void }) | null = null;

    const submit = (form: HTMLFormElement, button: SubmitButton) => {
      passing = true;
      try {
        // The button may have left the form while the dialog was open: send the form anyway.
        if (button.isConnected && button.form === form) form.requestSubmit(button);
        else form.requestSubmit();
      } catch (error) {
        report(error, TAG);
      } finally {
        passing = false;
      }
    };

    const ask = async (form: HTMLFormElement, button: SubmitButton) => {
      if (asking) return;
      asking = true;
      const { lang, question, confirm, cancel } = current.current;
      try {
        const result = openModal({ type: 'confirm', title: question, buttons: [{ text: cancel }, { text: confirm }] });
        // openModal appends its nl-modal to <body> at once. It takes the language of the focused
        // element, which need not be our button (a click does not focus a button everywhere): ours.
        // The confirm button is marked `autofocus` before the dialog first renders (in a microtask),
        // so the focus goes there as the dialog opens, instead of to the first action of a confirm
        // dialog and then on after nl-show: one move fewer in the tap (each restyles and lays out
        // the dialog, issue 38).
        const modal = document.body.lastElementChild;
        if (modal?.localName === 'nl-modal') {
          dialog = modal;
          modal.setAttribute('lang', lang);
          const confirmButton = modal.querySelectorAll<HTMLButtonElement>(':scope > button')[1];
          if (confirmButton) confirmButton.autofocus = true;
        }
        const confirmed = (await result) === 1;
        emit<ConfirmDetail>(host, 'nl-confirm', { confirmed });
        if (confirmed) submit(form, button);
      } catch (error) {
        report(error, TAG);
      } finally {
        asking = false;
        dialog = null;
      }
    };

    /** Decides for one submit attempt; `validated`: the browser has already run constraint validation. */
    const gate = (event: Event, form: HTMLFormElement, button: SubmitButton, validated: boolean) => {
      const validates = !(form.noValidate || button.formNoValidate);
      // The browser's own validation goes on with the click and shows its message.
      if (!validated && validates && form.matches(':invalid')) return;
      event.preventDefault();
      const error = visibleError(form, current.current.selector);
      if (error) reveal(form, error);
      else void ask(form, button);
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const button = (event.target as Element | null)?.closest?.('button, input');
      if (!isSubmitButton(button) || !host.contains(button) || button.disabled || !button.form) return;
      gate(event, button.form, button, false);
    };

    const onSubmit = (event: SubmitEvent) => {
      if (passing || event.defaultPrevented) return;
      const button = event.submitter;
      const form = event.target as HTMLFormElement;
      if (!isSubmitButton(button) || !host.contains(button) || button.form !== form) return;
      gate(event, form, button, true);
    };

    // `submit` does not cross a shadow boundary: listen where the form is (the document, mostly).
    const root = host.getRootNode() as Document | ShadowRoot;
    root.addEventListener('submit', onSubmit as EventListener, true);
    const off = listen(host, { click: onClick });
    return () => {
      off();
      root.removeEventListener('submit', onSubmit as EventListener, true);
      // Removed while asking: the question goes too (cancelled, nothing is sent). Left open, the
      // modal dialog would keep the page inert for a form that is gone (test/hostile-input.test.ts).
      dialog?.close?.();
    };
  }, [host]);

  return <slot />;
}
