/**
 * GOV.UK's error pattern for the application form (light DOM, plain DOM and native listeners, as
 * form-guard.ts). With the library running, the form is `novalidate` and this validates instead of
 * the browser, through the constraint validation API (`required`, `type=email`, `pattern`,
 * `min`/`max`, `minlength`/`maxlength`, and every custom validity: the e-mail guard's and the
 * library's own fields', nl-address-field, nl-date-picker, nl-vacancy-upload).
 *
 * A submit with errors is cancelled and shows:
 * - an error summary right above the form (`<div class="nl-error-summary">`, GOV.UK's markup:
 *   a heading `Er is een probleem`, then one link per error, `href="#<field id>"`, whose click
 *   focuses the field and scrolls its label into view); focus moves to the summary
 *   (tabindex=-1, as govuk-frontend's error-summary does; its inner `role="alert"` as theirs);
 * - the same message next to the field: a light-DOM `<p class="nl-error-message">` after the field
 *   (after the library element that holds it; after a checkbox's or radio group's label/legend),
 *   in the field's `aria-describedby`, with `aria-invalid="true"`. A field that already shows a
 *   visible `.nl-error-message` of its own (the library's fields, the e-mail guard) keeps that one.
 * One entry per field: a radio group (by name) and an nl-date-picker's three selects are one field.
 * A field with an error is checked again on each `input`/`change` (a task later, when a library
 * field has rendered its new validity): its message updates or goes, the summary follows and goes
 * when no error is left. Reset removes everything.
 *
 * The text of an error, first that applies: the field's `data-error-<kind>` (`required`, `type`,
 * `pattern`, `min`, `max`, `minlength`, `maxlength`, `step`), its `data-error`, a custom validity
 * (the field's own validationMessage, already in the page language), the element's catalogue (per
 * kind, overridable with `messages`), the browser's validationMessage.
 *
 * `data-nl-validation="off"` on the form turns all of this off (a site with its own validation).
 *
 * Optional fields are marked as GOV.UK does: ` (optioneel)` in a `<span class="nl-optional">` at the
 * end of the label (legend for a radio group) of every field that is not required; an
 * `input[type=email]` counts as required (the e-mail guard does not send it empty).
 */
import { addDescribedBy, newId, removeDescribedBy } from '../../core/form-field.ts';
import type { VacancyFormKey } from './messages.ts';

export type Texts = (key: VacancyFormKey, params?: Record<string, string | number>) => string;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface FieldError {
  /** The controls of one field (a radio group, a date's three selects); the first is the link's target. */
  controls: [Control, ...Control[]];
  message: string;
}

const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
/** Library elements whose controls make one field (one label for them all). */
const GROUPS = 'nl-date-picker';

function isControl(element: Element): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

function controlsOf(form: HTMLFormElement): Control[] {
  return [...form.elements].filter((el): el is Control => isControl(el) && !SKIPPED_TYPES.has(el.type) && !el.disabled);
}

/** The key that makes controls one field. */
function fieldKey(control: Control): unknown {
  const group = control.closest(GROUPS);
  if (group) return group;
  if (control instanceof HTMLInputElement && control.type === 'radio' && control.name) return `radio:${control.name}`;
  return control;
}

function labelElement(control: Control): HTMLElement | null {
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    const legend = control.closest('fieldset')?.querySelector(':scope > legend');
    if (legend instanceof HTMLElement) return legend;
  }
  return control.labels?.[0] ?? null;
}

/** The field's name as its label says it, without our `(optioneel)` and a trailing `*` or `:`. */
function labelText(control: Control): string {
  let text = '';
  const group = control.closest(GROUPS);
  if (group) text = group.getAttribute('label') ?? '';
  else {
    const label = labelElement(control);
    if (label) {
      const copy = label.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.nl-optional, input, select, textarea').forEach((el) => el.remove());
      text = copy.textContent ?? '';
    }
  }
  text ||= control.getAttribute('aria-label') ?? control.name;
  return text.replace(/\s+/g, ' ').replace(/[\s*:]+$/, '').trim();
}

/** "Voornaam" → "voornaam" inside a sentence; "KvK-nummer" stays. */
function inSentence(label: string): string {
  return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

const capital = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

function kindOf(control: Control): { kind: string; key: VacancyFormKey | null } {
  const v = control.validity;
  const type = control.type;
  if (v.customError) return { kind: 'custom', key: null };
  if (v.valueMissing) {
    if (control.closest(GROUPS)) return { kind: 'required', key: 'required' }; // a date: "Vul je geboortedatum in"
    if (control instanceof HTMLSelectElement || type === 'radio') return { kind: 'required', key: 'requiredChoice' };
    if (type === 'checkbox') return { kind: 'required', key: 'requiredCheckbox' };
    if (type === 'file') return { kind: 'required', key: 'requiredFile' };
    return { kind: 'required', key: 'required' };
  }
  if (v.typeMismatch) return { kind: 'type', key: type === 'email' ? 'email' : type === 'url' ? 'url' : 'invalid' };
  if (v.patternMismatch) return { kind: 'pattern', key: 'pattern' };
  if (v.rangeUnderflow) return { kind: 'min', key: 'min' };
  if (v.rangeOverflow) return { kind: 'max', key: 'max' };
  if (v.tooShort) return { kind: 'minlength', key: 'minLength' };
  if (v.tooLong) return { kind: 'maxlength', key: 'maxLength' };
  if (v.stepMismatch) return { kind: 'step', key: 'invalid' };
  if (v.badInput) return { kind: 'bad', key: 'invalid' };
  return { kind: 'other', key: null };
}

/** The message for an invalid control (see the header for the order). */
export function messageFor(control: Control, t: Texts): string {
  const { kind, key } = kindOf(control);
  const own = control.getAttribute(`data-error-${kind}`) ?? control.getAttribute('data-error');
  if (own) return own;
  if (kind === 'custom' || !key) return control.validationMessage;
  const label = labelText(control);
  const params = {
    label: inSentence(label),
    min: control.getAttribute('min') ?? '',
    max: control.getAttribute('max') ?? '',
    minlength: control.getAttribute('minlength') ?? '',
    maxlength: control.getAttribute('maxlength') ?? '',
  };
  return capital(t(key, params)) || control.validationMessage;
}

/** Shown to the visitor: rendered and not empty (as nl-confirm-button reads it). */
function visible(element: Element): boolean {
  return element.checkVisibility({ visibilityProperty: true }) && (element.textContent ?? '').trim() !== '';
}

export class FormErrors {
  readonly #host: HTMLElement;
  #t: Texts = (key) => key;
  #form: HTMLFormElement | null = null;
  #madeNoValidate = false;
  #summary: HTMLElement | null = null;
  /** Our message per field key, and the controls it describes. */
  readonly #messages = new Map<unknown, { element: HTMLElement; controls: Control[] }>();
  /** The errors shown, in form order (summary links). */
  #shown: FieldError[] = [];
  /** Our optional markers, per label. */
  readonly #markers = new Map<HTMLElement, HTMLElement>();

  constructor(host: HTMLElement) {
    this.#host = host;
  }

  texts(t: Texts): void {
    const changed = this.#t !== t;
    this.#t = t;
    if (!changed || !this.#form) return;
    for (const marker of this.#markers.values()) marker.textContent = ` ${t('optional')}`;
    if (this.#shown.length) this.#render(this.#errors(this.#form).filter((e) => this.#isShown(e)));
  }

  /** novalidate and the optional markers; run again when the light DOM changes. */
  enhance(form: HTMLFormElement | null): void {
    // `data-nl-validation="off"` on the form: the site validates itself (its own library), as without us.
    if (form?.getAttribute('data-nl-validation') === 'off') form = null;
    if (form !== this.#form) this.disconnect();
    this.#form = form;
    if (!form) return;
    if (!form.noValidate) {
      form.noValidate = true;
      this.#madeNoValidate = true;
    }
    this.#mark(form);
  }

  #mark(form: HTMLFormElement): void {
    const labels = new Map<HTMLElement, boolean>();
    for (const control of controlsOf(form)) {
      if (control.closest(GROUPS)) continue; // its legend is its `label` attribute, in its shadow root
      const label = labelElement(control);
      if (!label) continue;
      const required = control.required || (control instanceof HTMLInputElement && control.type === 'email');
      labels.set(label, (labels.get(label) ?? false) || required);
    }
    for (const [label, required] of labels) {
      const marker = this.#markers.get(label);
      if (required) {
        marker?.remove();
        this.#markers.delete(label);
      } else if (!marker || marker.parentElement !== label || label.lastChild !== marker) {
        const span = marker ?? document.createElement('span');
        span.className = 'nl-optional';
        span.textContent = ` ${this.#t('optional')}`;
        label.append(span);
        this.#markers.set(label, span);
      }
    }
    for (const [label, marker] of this.#markers) {
      if (!labels.has(label)) {
        marker.remove();
        this.#markers.delete(label);
      }
    }
  }

  /** Every invalid field of the form, in form order. */
  #errors(form: HTMLFormElement): FieldError[] {
    const byKey = new Map<unknown, FieldError>();
    for (const control of controlsOf(form)) {
      if (!control.willValidate || control.validity.valid) continue;
      const key = fieldKey(control);
      const known = byKey.get(key);
      if (known) known.controls.push(control);
      else byKey.set(key, { controls: [control], message: messageFor(control, this.#t) });
    }
    return [...byKey.values()];
  }

  #isShown(error: FieldError): boolean {
    return this.#shown.some((e) => fieldKey(e.controls[0]) === fieldKey(error.controls[0]));
  }

  /** Validates the whole form; with errors, shows them and moves focus to the summary. Returns whether it had errors. */
  validate(form: HTMLFormElement): boolean {
    this.enhance(form);
    if (this.#form !== form) return false;
    const errors = this.#errors(form);
    this.#render(errors);
    if (!errors.length) return false;
    const summary = this.#summary!;
    summary.setAttribute('tabindex', '-1');
    summary.addEventListener('blur', () => summary.removeAttribute('tabindex'), { once: true });
    summary.focus();
    return true;
  }

  /** After an input or change: the fields that show an error are checked again. */
  recheck(): void {
    const form = this.#form;
    if (!form || !this.#shown.length) return;
    this.#render(this.#errors(form).filter((e) => this.#isShown(e)));
  }

  #render(errors: FieldError[]): void {
    this.#shown = errors;
    const keys = new Set(errors.map((e) => fieldKey(e.controls[0])));
    for (const [key, { element, controls }] of this.#messages) {
      if (keys.has(key)) continue;
      this.#unmark(element, controls);
      this.#messages.delete(key);
    }
    for (const error of errors) this.#showAtField(error);
    this.#renderSummary(errors);
  }

  #unmark(element: HTMLElement, controls: Control[]): void {
    element.remove();
    for (const control of controls) {
      removeDescribedBy(control, element.id);
      control.removeAttribute('aria-invalid');
    }
  }

  /** A visible `.nl-error-message` of the field's own (a library field's, the e-mail guard's). */
  #ownMessage(control: Control, ours: HTMLElement | undefined): HTMLElement | null {
    const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && element !== ours && element.classList.contains('nl-error-message') && visible(element)) return element;
    }
    return null;
  }

  #showAtField(error: FieldError): void {
    const key = fieldKey(error.controls[0]);
    const existing = this.#messages.get(key);
    if (error.controls.some((control) => this.#ownMessage(control, existing?.element))) {
      if (existing) {
        this.#unmark(existing.element, existing.controls);
        this.#messages.delete(key);
      }
      for (const control of error.controls) control.setAttribute('aria-invalid', 'true');
      return;
    }
    const element = existing?.element ?? document.createElement('p');
    if (!existing) {
      element.className = 'nl-error-message';
      element.id = newId('nl-vacancy-form-error');
    } else {
      for (const control of existing.controls) if (!error.controls.includes(control)) this.#unmark(element, [control]);
    }
    element.textContent = error.message;
    const anchor = this.#anchor(error.controls[0]);
    if (anchor.nextElementSibling !== element) anchor.after(element);
    for (const control of error.controls) {
      addDescribedBy(control, element.id);
      control.setAttribute('aria-invalid', 'true');
    }
    this.#messages.set(key, { element, controls: error.controls });
  }

  /** Where a field's message goes: after this. */
  #anchor(control: Control): Element {
    const library = control.closest('nl-date-picker, nl-address-field, nl-vacancy-upload');
    if (library) {
      // After the element and the messages already there for its other controls.
      let anchor: Element = library;
      while (anchor.nextElementSibling?.matches('p.nl-error-message[id^="nl-vacancy-form-error-"]')) anchor = anchor.nextElementSibling;
      return anchor;
    }
    if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
      const label = labelElement(control);
      if (label && label.localName === 'legend') return label;
      if (label?.contains(control)) return label;
      if (label && label.parentElement === control.parentElement) return label;
    }
    return control;
  }

  #renderSummary(errors: FieldError[]): void {
    const form = this.#form;
    if (!errors.length || !form) {
      this.#summary?.remove();
      return;
    }
    let summary = this.#summary;
    if (!summary) {
      summary = document.createElement('div');
      summary.className = 'nl-error-summary';
      summary.dataset.module = 'nl-error-summary';
      const headingId = newId('nl-vacancy-form-error-summary');
      summary.setAttribute('aria-labelledby', headingId);
      // Built node by node: no innerHTML, so a page with Trusted Types enforced works too.
      const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: Node[]) => {
        const element = document.createElement(tag);
        if (className) element.className = className;
        element.append(...children);
        return element;
      };
      const heading = make('h2', 'nl-error-summary__title');
      heading.id = headingId;
      const alert = make('div', '', heading, make('div', 'nl-error-summary__body', make('ul', 'nl-error-summary__list')));
      alert.setAttribute('role', 'alert');
      summary.append(alert);
      summary.addEventListener('click', (event) => this.#onLink(event));
      this.#summary = summary;
    }
    summary.querySelector('h2')!.textContent = this.#t('errorSummary');
    const list = summary.querySelector('ul')!;
    list.replaceChildren(
      ...errors.map((error) => {
        const control = error.controls[0];
        if (!control.id) control.id = newId('nl-vacancy-form-field');
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = `#${control.id}`;
        link.textContent = error.message;
        item.append(link);
        return item;
      }),
    );
    // Above the form: before it, or first in it when the element is inside the form.
    if (!summary.isConnected) {
      if (this.#host.contains(form)) form.before(summary);
      else form.prepend(summary);
    }
  }

  /** A link of the summary: focus the field, its label in view (govuk-frontend's error-summary). */
  #onLink(event: MouseEvent): void {
    const link = (event.target as Element | null)?.closest?.('a');
    const id = link?.getAttribute('href')?.slice(1);
    const control = id ? document.getElementById(id) : null;
    if (!control) return;
    event.preventDefault();
    control.focus({ preventScroll: true });
    const label = isControl(control) ? (control.closest(GROUPS) ?? labelElement(control)) : null;
    (label ?? control).scrollIntoView({ block: 'start' });
  }

  /** The messages and the summary out of the form (reset, another form, the element removed). */
  clear(): void {
    for (const { element, controls } of this.#messages.values()) this.#unmark(element, controls);
    this.#messages.clear();
    this.#shown = [];
    this.#summary?.remove();
  }

  disconnect(): void {
    this.clear();
    for (const marker of this.#markers.values()) marker.remove();
    this.#markers.clear();
    if (this.#form && this.#madeNoValidate) this.#form.noValidate = false;
    this.#madeNoValidate = false;
  }
}
