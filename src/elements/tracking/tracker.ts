/**
 * What nl-tracking does on the page: plain DOM, document-level listeners, no rendering.
 *
 * Clicks (`click`, document, capture phase): the capture phase on the document hears every click
 * first, so a page script that stops the click's propagation (a menu, a modal) cannot hide it, and
 * the push is made before any handler navigates. The click's composedPath() is searched, so a
 * click on a `<span>` inside a link, or on a link inside an (open) shadow root, counts for that
 * link. The nearest `a`/`button` on the path that carries `data-track` pushes
 * `{event: "track_event", category: "Link"/"Button", action: "Click", label}` (label.ts); the
 * nearest one that carries `data-offerte-start` pushes `{event: "offerte_start", button_location:
 * "header"}`. One element with both pushes both, track_event first.
 *
 * Loading by need (issue 15): the loader loads nl-tracking when the browser is idle and keeps the
 * clicks before that (their composed paths, src/core/early.ts); the first tracker to start tracks
 * them, in order, before it listens. A click that navigates away before the code arrives leaves
 * with its page; `loading="eager"` on the element avoids that window.
 *
 * Forms (`submit`, window, bubble phase): the last listener to hear a submit, so page validation
 * (or another element) that cancels it has already done so; a cancelled submit is left alone.
 * For a form whose `id` is a key of `forms`:
 * - the submit is cancelled and `{event, user_data?}` is pushed through src/core/datalayer.ts, with
 *   GTM's `eventCallback` and `eventTimeout: 2000` when there is a tag manager (GTM calls
 *   eventCallback once its tags have fired, or itself after eventTimeout when they hang);
 * - the form is then submitted natively, exactly once: on the first eventCallback (GTM calls it once
 *   per container) or after FORM_DELAY (2000 ms: GTM never got the push, because it is blocked,
 *   still loading, or broken), whichever comes first. Without a tag manager
 *   (`window.google_tag_manager` undefined): console.warn and submit at once. A push that throws
 *   (datalayer.push returns false): submit at once. So a form is never lost;
 * - while it waits, another submit of that form is cancelled (no double send);
 * - user_data only with consent for `marketing`; without it the push has no `user_data` key at all.
 *   Its values are read from the fields whose ids the config names, trimmed with whitespace
 *   collapsed, the e-mail lower-cased (Google's user-provided data wants it normalised so); a key
 *   whose field is missing or empty is left out.
 *
 * The native submit is `HTMLFormElement.prototype.submit.call(form)`: it fires no submit event (no
 * loop, and no page "submitted once" guard can stop it), skips validation (already done) and works
 * when a field named "submit" shadows form.submit. What it would drop is carried over by hand: the
 * submit button's name/value (a hidden input next to it, removed again) and its formaction,
 * formmethod, formenctype and formtarget (set on the form for the call, then restored). Both are
 * read synchronously by submit() (HTML § 4.10.21.3: the entry list and the action are made before
 * the navigation is planned).
 */
import { hasTagManager, push } from '../../core/datalayer.ts';
import { consent } from '../../core/consent.ts';
import { singleton } from '../../core/global.ts';
import { s, type Shape } from '../../core/shape.ts';
import { clickLabel, collapse } from './label.ts';
import { takeEarly } from '../../core/early.ts';

export const TAG = 'nl-tracking';
/** docs/CONTRACT.md, Shared constants: "Form tracking delay 2000 ms". */
export const FORM_DELAY = 2000;
export const FORM_EVENTS = ['contact_submit', 'call_back'] as const;
export const USER_DATA_KEYS = ['email', 'first_name', 'last_name', 'phone_number', 'street', 'city', 'postal_code', 'country'] as const;

export type FormEvent = (typeof FORM_EVENTS)[number];
export type UserDataKey = (typeof USER_DATA_KEYS)[number];
export type UserData = Partial<Record<UserDataKey, string>>;
export interface FormConfig {
  event: FormEvent;
  /** user_data key → the id of the field that holds it. */
  user_data?: UserData;
}
export type Forms = Record<string, FormConfig>;

/**
 * user_data accepts only the keys of the contract: a typo (`phone` for `phone_number`) would
 * otherwise leave that value out of every push without a word.
 */
function userDataShape(): Shape<UserData> {
  const field = s.string({ min: 1 });
  return {
    expected: 'an object of field ids',
    check(value, path) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return s.object({}).check(value, path);
      for (const [key, id] of Object.entries(value)) {
        if (!(USER_DATA_KEYS as readonly string[]).includes(key)) return `${path}.${key} is not a user_data key (${USER_DATA_KEYS.join(', ')})`;
        const problem = field.check(id, `${path}.${key}`);
        if (problem) return problem;
      }
      return null;
    },
    schema: () => ({
      type: 'object',
      properties: Object.fromEntries(USER_DATA_KEYS.map((key) => [key, { ...field.schema(), description: `The id of the form field that holds ${key}.` }])),
      additionalProperties: false,
    }),
  };
}

export const formsShape: Shape<Forms> = s.record(
  s.object({
    event: s.doc(s.literal(...FORM_EVENTS), { description: 'The data layer event pushed when this form is sent.' }),
    user_data: s.optional(s.doc(userDataShape(), { description: 'user_data key → the id of the form field that holds it.' })),
  }),
) as Shape<Forms>;

// ------------------------------------------------------------------------------------------ clicks

function isLinkOrButton(node: EventTarget): node is Element {
  return node instanceof Element && (node.localName === 'a' || node.localName === 'button');
}

/** The nearest `a`/`button` on the event's path with `attribute`. */
function nearest(path: EventTarget[], attribute: string): Element | undefined {
  return path.find((node): node is Element => isLinkOrButton(node) && node.hasAttribute(attribute));
}

export function trackClick(event: Event): void {
  trackPath(event.composedPath());
}

/** Tracks a click by its composed path (also a click kept by the loader before this code arrived). */
export function trackPath(path: EventTarget[]): void {
  const tracked = nearest(path, 'data-track');
  if (tracked) {
    push(
      { event: 'track_event', category: tracked.localName === 'a' ? 'Link' : 'Button', action: 'Click', label: clickLabel(tracked) },
      TAG,
    );
  }
  if (nearest(path, 'data-offerte-start')) push({ event: 'offerte_start', button_location: 'header' }, TAG);
}

// ------------------------------------------------------------------------------------------- forms

/** Forms between their submit and the native submit: page-wide, so a tracker that takes over knows them. */
const pending = singleton('tracking.pending', () => new WeakSet<HTMLFormElement>());
/** Missing fields already warned about (form id, field id). */
const warned = singleton('tracking.warned', () => new Set<string>());

function valueOf(field: Element): string {
  if (field instanceof HTMLInputElement) {
    if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) return '';
    return field.value;
  }
  if (field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) return field.value;
  // A form-associated custom element (nl-address-field and the like) with a string value.
  const value = (field as Element & { value?: unknown }).value;
  return typeof value === 'string' ? value : '';
}

/** user_data from the fields `mapping` names (only call with marketing consent). */
export function readUserData(form: HTMLFormElement, formId: string, mapping: UserData): UserData {
  const root = form.getRootNode() as Document | ShadowRoot;
  const data: UserData = {};
  for (const key of USER_DATA_KEYS) {
    const id = mapping[key];
    if (!id) continue;
    const field = root.getElementById(id);
    if (!field) {
      const note = `${formId}\u0000${id}`;
      if (!warned.has(note)) {
        warned.add(note);
        console.warn(`${TAG}: form "${formId}" has no field with id "${id}"; user_data.${key} is left out`);
      }
      continue;
    }
    let value = collapse(valueOf(field));
    if (key === 'email') value = value.toLowerCase();
    if (value) data[key] = value;
  }
  return data;
}

type Submitter = HTMLButtonElement | HTMLInputElement;
const OVERRIDES = [
  ['formaction', 'action'],
  ['formmethod', 'method'],
  ['formenctype', 'enctype'],
  ['formtarget', 'target'],
] as const;

/** Submits `form` natively as `submitter` would have (see the header). Never throws. */
export function submitNatively(form: HTMLFormElement, submitter: Submitter | null): void {
  const added: HTMLInputElement[] = [];
  const restore: [string, string | null][] = [];
  try {
    if (submitter && submitter.form === form && !submitter.disabled) {
      if (submitter.name) {
        const names = submitter instanceof HTMLInputElement && submitter.type === 'image' ? [`${submitter.name}.x`, `${submitter.name}.y`] : [submitter.name];
        for (const name of names) {
          const hidden = document.createElement('input');
          hidden.type = 'hidden';
          hidden.name = name;
          hidden.value = names.length > 1 ? '0' : submitter.value;
          added.push(hidden);
        }
        // Next to the button, so the entry keeps its place in the form data's order.
        if (form.contains(submitter)) submitter.after(...added);
        else form.append(...added);
      }
      for (const [from, to] of OVERRIDES) {
        if (!submitter.hasAttribute(from)) continue;
        restore.push([to, form.getAttribute(to)]);
        form.setAttribute(to, submitter.getAttribute(from)!);
      }
    }
    HTMLFormElement.prototype.submit.call(form);
  } catch (error) {
    console.error(`${TAG}: could not submit the form`, error);
  } finally {
    added.forEach((input) => input.remove());
    for (const [name, value] of restore) {
      if (value === null) form.removeAttribute(name);
      else form.setAttribute(name, value);
    }
  }
}

function isSubmitter(node: unknown): node is Submitter {
  return node instanceof HTMLButtonElement || node instanceof HTMLInputElement;
}

export function trackSubmit(event: SubmitEvent, forms: Forms): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  if (pending.has(form)) {
    // Already on its way: a second click on the button, Enter again.
    event.preventDefault();
    return;
  }
  if (event.defaultPrevented) return;
  // getAttribute: form.id is shadowed by a field named "id".
  const id = form.getAttribute('id');
  if (id === null || !Object.hasOwn(forms, id)) return;
  const config = forms[id]!;
  event.preventDefault();
  const submitter = isSubmitter(event.submitter) ? event.submitter : null;

  pending.add(form);
  let timer = 0;
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    clearTimeout(timer);
    pending.delete(form);
    submitNatively(form, submitter);
  };

  try {
    const data: Record<string, unknown> = { event: config.event };
    if (config.user_data && consent.allows('marketing')) data.user_data = readUserData(form, id, config.user_data);
    if (!hasTagManager()) {
      push(data, TAG);
      console.warn(`${TAG}: no tag manager on the page (window.google_tag_manager is undefined); form "${id}" is sent at once`);
      send();
      return;
    }
    // Before the push: a tag manager may call back while push() runs.
    timer = window.setTimeout(send, FORM_DELAY);
    if (!push({ ...data, eventCallback: send, eventTimeout: FORM_DELAY }, TAG)) send();
  } catch (error) {
    // Whatever went wrong in here, the visitor's form goes.
    console.error(`${TAG}: form "${id}" could not be tracked`, error);
    send();
  }
}

// ---------------------------------------------------------------------------------- one per page

export interface Tracker {
  readonly host: Element;
  start(): void;
  stop(): void;
}

/** The page's trackers: the one that listens, and those waiting to take over. Shared by every copy of the library. */
const registry = singleton('tracking.registry', () => ({ active: null as Tracker | null, waiting: [] as Tracker[] }));

function activate(tracker: Tracker | undefined): void {
  registry.active = tracker ?? null;
  tracker?.start();
}

/**
 * Makes `tracker` the page's tracker, unless another one (still in the document) is: then it logs a
 * warning and waits, and takes over when that one is removed. Returns the clean-up.
 */
export function claim(tracker: Tracker): () => void {
  const active = registry.active;
  if (active && active !== tracker && active.host.isConnected) {
    console.warn(`${TAG}: only one nl-tracking per page; this one does nothing while another is on the page`);
    registry.waiting.push(tracker);
  } else {
    // An active one no longer in the document whose clean-up has not run yet (React runs it a task later).
    if (active && active !== tracker) active.stop();
    activate(tracker);
  }
  return () => {
    registry.waiting = registry.waiting.filter((waiting) => waiting !== tracker);
    if (registry.active !== tracker) return;
    tracker.stop();
    activate(registry.waiting.find((waiting) => waiting.host.isConnected));
    if (registry.active) registry.waiting = registry.waiting.filter((waiting) => waiting !== registry.active);
  };
}

/** One element's listeners, with the `forms` it was given last. */
export class PageTracker implements Tracker {
  readonly host: Element;
  #forms: Forms = {};
  #listening = false;
  readonly #onClick = (event: Event) => trackClick(event);
  readonly #onSubmit = (event: Event) => trackSubmit(event as SubmitEvent, this.#forms);

  constructor(host: Element) {
    this.host = host;
  }

  /** The `forms` read on the next submit. */
  configure(forms: Forms): void {
    this.#forms = forms;
  }

  start(): void {
    if (this.#listening) return;
    this.#listening = true;
    // Clicks from before this code arrived, kept by the loader (loading by need, src/core/early.ts).
    for (const [, path] of takeEarly(TAG)) trackPath(path);
    document.addEventListener('click', this.#onClick, true);
    window.addEventListener('submit', this.#onSubmit);
  }

  /** Removes the listeners; a form already waiting for the tag manager is still sent. */
  stop(): void {
    if (!this.#listening) return;
    this.#listening = false;
    document.removeEventListener('click', this.#onClick, true);
    window.removeEventListener('submit', this.#onSubmit);
  }
}
