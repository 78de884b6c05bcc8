/**
 * What nl-vacancy-form does to the editor's own `<form>` (light DOM): the page marker, the
 * read-only e-mail field and its message, and noticing that the form was sent. Plain DOM and
 * native listeners (README: React's event props never hear light-DOM content).
 *
 * The e-mail field. The address comes from an earlier step (step `email`), so in every other step
 * each `input[type=email]` of the form is made read-only. A read-only field is barred from
 * constraint validation (HTML § 4.10.18.3: its custom validity would not count) and cannot be
 * filled in, so when the form is sent with one empty:
 * - the field is released (no longer read-only): `Vul een e-mailadres in` must be something the
 *   applicant can do, or the application would be lost;
 * - the message is a light-DOM `<p class="nl-error-message">` after the field, tied to it with
 *   aria-describedby, with aria-invalid on the field;
 * - the message is the field's custom validity, so the constraint validation API refuses the form
 *   (`checkValidity()` is false) and the browser shows it at the field as for any invalid field.
 * This happens on a click on a submit button of the form (Enter in a field clicks the default
 * button too), before the browser validates: the browser then stops the submit itself, and
 * nl-confirm-button sees an invalid form and opens nothing. A submit that comes without a click
 * (`requestSubmit()`, a form with `novalidate`) is checked again in the `submit` event's capture
 * phase and cancelled. The message goes as soon as the field has a value (and comes back while it
 * is emptied again); `form.reset()` puts everything back as it was on load.
 *
 * Sent: the `submit` event as it leaves the page (window, bubble phase), when nobody cancelled it.
 * A submit we or another script stop is no "Form submitted".
 */
import { addDescribedBy, removeDescribedBy } from '../../core/form-field.ts';
import { singleton } from '../../core/global.ts';
import type { Step } from './tracking.ts';
import type { FormErrors } from './validation.ts';

const counter = singleton('vacancy-form.ids', () => ({ next: 0 }));
function newId(): string {
  let id: string;
  do id = `nl-vacancy-form-email-error-${++counter.next}`;
  while (document.getElementById(id));
  return id;
}

type SubmitButton = HTMLButtonElement | HTMLInputElement;
function isSubmitButton(element: Element | null | undefined): element is SubmitButton {
  if (element instanceof HTMLButtonElement) return element.type === 'submit';
  return element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'image');
}

export interface GuardOptions {
  step: Step;
  /** The tag-manager action (vacancy title or id), handed to the `submitted` callback. */
  action: string;
  vacancyId: string;
  /** The message for an empty e-mail field, in the page language. */
  emailRequired: string;
}

export class FormGuard {
  readonly #host: HTMLElement;
  readonly #onSubmitted: (action: string) => void;
  readonly #onForm: (form: HTMLFormElement | null) => void;
  readonly #errors_: FormErrors | null;
  #options: GuardOptions = { step: 'form', action: '', vacancyId: '', emailRequired: '' };
  /** The message shown under each e-mail field that has one. */
  readonly #errors = new Map<HTMLInputElement, HTMLElement>();
  /** Fields we made read-only (an editor's own `readonly` is left alone). */
  readonly #madeReadOnly = new Set<HTMLInputElement>();
  /** Fields released for the applicant to fill in after `Vul een e-mailadres in`. */
  readonly #released = new Set<HTMLInputElement>();

  /** `onForm`: called with the form (or null) whenever the element looks for it again (the draft). */
  constructor(
    host: HTMLElement,
    onSubmitted: (action: string) => void,
    onForm: (form: HTMLFormElement | null) => void = () => {},
    errors: FormErrors | null = null,
  ) {
    this.#host = host;
    this.#errors_ = errors;
    this.#onSubmitted = onSubmitted;
    this.#onForm = onForm;
  }

  /** The application form: inside the element, or the one the element is in. */
  form(): HTMLFormElement | null {
    return this.#host.querySelector('form') ?? this.#host.closest('form');
  }

  #emails(form: HTMLFormElement): HTMLInputElement[] {
    return [...form.querySelectorAll<HTMLInputElement>('input[type="email" i]')];
  }

  update(options: GuardOptions): void {
    const textChanged = options.emailRequired !== this.#options.emailRequired;
    this.#options = options;
    this.enhance();
    if (textChanged) for (const input of this.#errors.keys()) this.#show(input);
  }

  /** Marker and read-only state; run again whenever the light DOM changes (a form added later). */
  enhance(): void {
    const form = this.form();
    this.#onForm(form);
    this.#errors_?.enhance(form);
    if (!form) return;
    if (!form.getAttribute('data-vacancy-form')) form.setAttribute('data-vacancy-form', this.#options.vacancyId);
    for (const input of this.#emails(form)) {
      const readOnly = this.#options.step !== 'email' && !this.#released.has(input);
      if (readOnly && !input.readOnly) {
        input.readOnly = true;
        this.#madeReadOnly.add(input);
      } else if (!readOnly && this.#madeReadOnly.has(input)) {
        input.readOnly = false;
        this.#madeReadOnly.delete(input);
      }
    }
  }

  #show(input: HTMLInputElement): void {
    const text = this.#options.emailRequired;
    if (!this.#released.has(input)) {
      this.#released.add(input);
      this.#madeReadOnly.delete(input);
      input.readOnly = false;
    }
    let message = this.#errors.get(input);
    if (!message) {
      message = document.createElement('p');
      message.className = 'nl-error-message';
      message.id = newId();
      this.#errors.set(input, message);
    }
    if (!message.isConnected) input.after(message);
    message.textContent = text;
    addDescribedBy(input, message.id);
    input.setAttribute('aria-invalid', 'true');
    input.setCustomValidity(text);
  }

  #clear(input: HTMLInputElement): void {
    const message = this.#errors.get(input);
    if (!message) return;
    this.#errors.delete(input);
    message.remove();
    removeDescribedBy(input, message.id);
    input.removeAttribute('aria-invalid');
    input.setCustomValidity('');
  }

  /** Checks every e-mail field of the form; returns the first empty one (now showing its message). */
  check(form: HTMLFormElement): HTMLInputElement | null {
    let first: HTMLInputElement | null = null;
    for (const input of this.#emails(form)) {
      if (!input.disabled && input.value.trim() === '') {
        this.#show(input);
        first ??= input;
      } else {
        this.#clear(input);
      }
    }
    return first;
  }

  /** Attaches the listeners; returns the clean-up. */
  connect(): () => void {
    const root = this.#host.getRootNode() as Document | ShadowRoot;
    // In a document: window, the first to hear an event in the capture phase and the last in the
    // bubble phase. (submit, reset and input are not composed: in a shadow root, that root.)
    const outer: EventTarget = root instanceof Document ? window : root;
    let resetTimer = 0;

    const onClick = (event: Event) => {
      if (event.defaultPrevented) return;
      const button = (event.target as Element | null)?.closest?.('button, input');
      const form = this.form();
      if (!form || !isSubmitButton(button) || button.disabled || button.form !== form) return;
      // Before the browser validates: an empty field is now invalid, and the browser stops the submit.
      this.check(form);
      // Ours validates (the form is novalidate): with errors the click does nothing, so neither the
      // form nor nl-confirm-button (it ignores a cancelled click) goes on.
      if (!form.noValidate || button.formNoValidate) return;
      if (this.#errors_?.validate(form)) event.preventDefault();
    };
    const onSubmitCapture = (event: Event) => {
      if (event.target !== this.form()) return;
      const form = event.target as HTMLFormElement;
      const empty = this.check(form);
      const submitter = (event as SubmitEvent).submitter as SubmitButton | null;
      if (this.#errors_ && form.noValidate && !submitter?.formNoValidate && this.#errors_.validate(form)) {
        event.preventDefault();
        return;
      }
      if (!empty) return;
      event.preventDefault();
      empty.focus();
    };
    const onSubmitted = (event: Event) => {
      if (event.target === this.form() && !event.defaultPrevented) this.#onSubmitted(this.#options.action);
    };
    let recheckTimer = 0;
    const onChange = (event: Event) => {
      if (!this.#errors_ || !(event.target instanceof Element) || !this.form()?.contains(event.target)) return;
      // A task later: a library field has then rendered its new validity.
      clearTimeout(recheckTimer);
      recheckTimer = window.setTimeout(() => this.#errors_?.recheck());
    };
    const onInput = (event: Event) => {
      onChange(event);
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !this.#errors.has(input)) return;
      if (input.value.trim() === '') this.#show(input);
      else this.#clear(input);
    };
    const onReset = (event: Event) => {
      if (event.target !== this.form()) return;
      // `reset` fires before the fields are reset; a task later they are (a cancelled reset resets nothing).
      clearTimeout(resetTimer);
      resetTimer = window.setTimeout(() => {
        if (event.defaultPrevented) return;
        for (const input of [...this.#errors.keys()]) this.#clear(input);
        this.#errors_?.clear();
        this.#released.clear();
        this.enhance();
      });
    };

    root.addEventListener('click', onClick, true);
    outer.addEventListener('submit', onSubmitCapture, true);
    outer.addEventListener('submit', onSubmitted);
    root.addEventListener('input', onInput, true);
    root.addEventListener('change', onChange, true);
    root.addEventListener('nl-change', onChange, true);
    root.addEventListener('reset', onReset, true);
    // Content that arrives later (a CMS script that renders the form) is enhanced too. Our own
    // message paragraphs come through here as well; enhance() is idempotent. Not once the element is
    // out of the page: React takes these listeners away a microtask after that, and WebKit delivers
    // the records that enhance() would add in the same checkpoint, for ever (the page hung).
    const observer = new MutationObserver(() => {
      if (this.#host.isConnected) this.enhance();
    });
    // `required` changes too (nl-address-field's street and city when typed by hand): the markers follow.
    observer.observe(this.#host, { childList: true, subtree: true, attributes: true, attributeFilter: ['required', 'disabled'] });
    return () => {
      observer.disconnect();
      root.removeEventListener('click', onClick, true);
      outer.removeEventListener('submit', onSubmitCapture, true);
      outer.removeEventListener('submit', onSubmitted);
      root.removeEventListener('input', onInput, true);
      root.removeEventListener('change', onChange, true);
      root.removeEventListener('nl-change', onChange, true);
      root.removeEventListener('reset', onReset, true);
      clearTimeout(resetTimer);
      clearTimeout(recheckTimer);
      this.#errors_?.disconnect();
    };
  }
}
