/**
 * The application's draft: what the applicant typed and chose in the form, kept in sessionStorage
 * so that Back after a failed submit (a 500, a server that cannot be reached) and a reload give it
 * all back. README "The draft" has the reasoning; in short:
 *
 * - Why the browser alone does not do it: it restores a form's controls when the parser reaches
 *   the form's end tag, and the library's fields (nl-address-field, nl-date-picker) create their
 *   controls later, when their code has run, so they never get their state back. Worse, Chromium
 *   files a form's saved state under a signature made of its action and its first two named
 *   controls: when those are ours, the signature at restore time (ours not there yet) is not the
 *   one the state was saved under, and not a single field of the form comes back. A back/forward
 *   cache hit keeps everything, but a page is not always kept there (memory, another tab, a
 *   browser that has none), and a reload never is.
 * - What is stored, per form: the page's own fields whose value differs from the markup's
 *   (name, its position among fields of that name, value or checked state or selected values),
 *   and the library fields' own state through src/core/form-draft.ts (so the address shows as
 *   looked up without a new request, the date's three selects as chosen, and the upload knows a
 *   file was chosen; of a page's own file input likewise only that a file was chosen, for the
 *   note that asks for it again). Never: a file or its name, a password, hidden inputs (CSRF and
 *   other tokens, our own JSON), disabled fields, fields whose `autocomplete` says payment card, one-time code or
 *   password, and anything inside `data-nl-draft="off"`.
 * - The key: `nl-vacancy-form:draft:{vacancy-id}:{form}`, {form} being `#id` of a form with an id,
 *   else its action URL without query and fragment, as the element first sees the form (a script
 *   that changes the action later, to add a query or send it elsewhere, does not move the draft).
 * - Short-lived: sessionStorage (this tab only, gone when it closes); deleted when any
 *   nl-vacancy-form of that vacancy reaches step `submitted`, when the form is reset, and
 *   DRAFT_TTL_MS after the last change (a timer while the page is open, and a check of every
 *   draft's age whenever an nl-vacancy-form starts). Nothing that equals the page's markup is kept.
 * - Restored once per form when the element finds it, before paint: a field is set only while it
 *   still holds its markup's value, so whatever the browser restored itself wins. Values are only
 *   ever set as a field's value (`value`, `checked`, `selected`): a hostile stored draft cannot
 *   reach markup, attributes or URLs. A draft that is not what we write is ignored and removed
 *   with one console.error naming the tag; no storage (blocked, sandboxed, full) means no draft,
 *   silently, since the form works the same without one.
 * - No `unload` or `beforeunload` listener (either can keep a page out of the back/forward
 *   cache): the draft is written while the applicant types, and on `submit` and `pagehide`.
 */
import { DRAFT_FIELD_SELECTOR, draftFields, draftStateOf, offerDraft, withdrawDraft } from '../../core/form-draft.ts';
import { addDescribedBy, newId, removeDescribedBy } from '../../core/form-field.ts';
import type { Step } from './tracking.ts';

export const DRAFT_PREFIX = 'nl-vacancy-form:draft:';
/** A draft not changed for this long is deleted: 30 minutes, a usual session timeout. */
export const DRAFT_TTL_MS = 30 * 60 * 1000;
const VERSION = 1;
/** A field longer than this is not kept (sessionStorage holds about 5 MB per origin). */
const MAX_VALUE = 50_000;
const MAX_ENTRIES = 1000;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * One page field: name, position among the kept fields of that name, and its value, checked state
 * (with the control's value) or selected values; for a file input only `f: true`, that a file was
 * chosen (never the file, nor its name).
 */
interface Entry {
  n: string;
  i: number;
  v?: string;
  c?: boolean;
  s?: string[];
  f?: true;
}

interface Draft {
  v: typeof VERSION;
  /** When it was last written (ms since the epoch). */
  t: number;
  f: Entry[];
  /** The library fields' states, by `{tag}|{name}|{position}`. */
  e: Record<string, unknown>;
}

const NEVER_TYPES = new Set(['hidden', 'password', 'submit', 'reset', 'button', 'image']);
const NEVER_AUTOCOMPLETE = /(^|\s)(cc-[a-z-]+|one-time-code|current-password|new-password)(\s|$)/i;

/** sessionStorage, or null where the browser refuses it (blocked storage, a sandboxed frame). */
function storage(): Storage | null {
  try {
    const store = window.sessionStorage;
    void store.length;
    return store;
  } catch {
    return null;
  }
}

function read(store: Storage, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function remove(store: Storage, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // nothing to do: the draft goes when the tab closes
  }
}

function keys(store: Storage): string[] {
  const list: string[] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(DRAFT_PREFIX)) list.push(key);
    }
  } catch {
    // as above
  }
  return list;
}

const vacancyPrefix = (vacancyId: string) => `${DRAFT_PREFIX}${encodeURIComponent(vacancyId)}:`;

/** The storage key of a form's draft. Attributes are read directly: a field named `id` or `action` shadows the properties. */
export function draftKey(vacancyId: string, form: HTMLFormElement): string {
  const id = form.getAttribute('id');
  let which: string;
  if (id) which = `#${id}`;
  else {
    let url: URL;
    try {
      url = new URL(form.getAttribute('action') ?? '', form.ownerDocument.baseURI);
    } catch {
      url = new URL(form.ownerDocument.baseURI);
    }
    url.search = '';
    url.hash = '';
    which = url.href;
  }
  return `${vacancyPrefix(vacancyId)}${which}`;
}

/** The stored draft, or 'invalid' for anything we did not write. */
function parse(text: string): Draft | 'invalid' {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'invalid';
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'invalid';
  const draft = data as Partial<Record<keyof Draft, unknown>>;
  if (draft.v !== VERSION || typeof draft.t !== 'number' || !Number.isFinite(draft.t)) return 'invalid';
  if (!Array.isArray(draft.f) || draft.f.length > MAX_ENTRIES || !draft.f.every(isEntry)) return 'invalid';
  if (typeof draft.e !== 'object' || draft.e === null || Array.isArray(draft.e)) return 'invalid';
  return draft as Draft;
}

function isEntry(value: unknown): value is Entry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entry = value as Record<string, unknown>;
  if (typeof entry.n !== 'string' || !entry.n || entry.n.length > 500) return false;
  if (!Number.isInteger(entry.i) || (entry.i as number) < 0 || (entry.i as number) >= MAX_ENTRIES) return false;
  if (entry.v !== undefined && (typeof entry.v !== 'string' || entry.v.length > MAX_VALUE)) return false;
  if (entry.c !== undefined && typeof entry.c !== 'boolean') return false;
  if (entry.s !== undefined && !(Array.isArray(entry.s) && entry.s.length <= MAX_ENTRIES && entry.s.every((s) => typeof s === 'string' && s.length <= MAX_VALUE))) return false;
  if (entry.f !== undefined && entry.f !== true) return false;
  const kinds = Number(entry.c !== undefined) + Number(entry.s !== undefined) + Number(entry.f !== undefined);
  // A value alone (text, select), checked with the control's value (checkbox, radio), selected values, or a file chosen.
  return kinds === 0 ? typeof entry.v === 'string' : kinds === 1 && (entry.c !== undefined || entry.v === undefined);
}

const expired = (draft: Draft, now: number) => now - draft.t > DRAFT_TTL_MS || draft.t - now > 60_000;

/** Deletes the drafts of a vacancy (every draft when there is no vacancy id): step `submitted`. */
export function clearDrafts(vacancyId: string): void {
  const store = storage();
  if (!store) return;
  const prefix = vacancyId ? vacancyPrefix(vacancyId) : DRAFT_PREFIX;
  for (const key of keys(store)) if (key.startsWith(prefix)) remove(store, key);
}

/** Deletes every draft of this tab that has expired (personal data kept no longer than it serves). */
function clearExpired(store: Storage, now: number): void {
  for (const key of keys(store)) {
    const text = read(store, key);
    const draft = text === null ? 'invalid' : parse(text);
    if (draft !== 'invalid' && expired(draft, now)) remove(store, key);
  }
}

/** The form's controls (its `elements`, read through the prototype: a field named `elements` shadows it). */
function controlsOf(form: HTMLFormElement): Element[] {
  const elements = Object.getOwnPropertyDescriptor(HTMLFormElement.prototype, 'elements')!.get!.call(form) as HTMLFormControlsCollection;
  return [...elements];
}

function isControl(element: Element): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** The page's own fields that a draft may keep, in form order. */
function keptFields(form: HTMLFormElement): Control[] {
  return controlsOf(form).filter((element): element is Control => {
    if (!isControl(element) || !element.getAttribute('name') || element.disabled) return false;
    if (element instanceof HTMLInputElement && NEVER_TYPES.has(element.type)) return false;
    if (NEVER_AUTOCOMPLETE.test(element.getAttribute('autocomplete') ?? '')) return false;
    if (element.closest('[data-nl-draft="off" i]')) return false;
    // The library's fields keep their state themselves (src/core/form-draft.ts).
    return !element.closest(DRAFT_FIELD_SELECTOR);
  });
}

const isFile = (control: Control): control is HTMLInputElement => control instanceof HTMLInputElement && control.type === 'file';

const checkable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** The option values a select has after a reset (the markup's choice). */
function defaultSelection(select: HTMLSelectElement): string[] {
  const options = [...select.options];
  const chosen = options.filter((option) => option.defaultSelected);
  if (select.multiple) return chosen.map((option) => option.value);
  if (chosen.length) return [chosen[chosen.length - 1]!.value];
  if (select.size > 1) return [];
  const first = options.find((option) => !option.disabled);
  return first ? [first.value] : [];
}

const selection = (select: HTMLSelectElement) => [...select.selectedOptions].map((option) => option.value);
const same = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** Whether the field still holds what the markup gave it. */
function atDefault(control: Control): boolean {
  if (isFile(control)) return !control.files?.length;
  if (checkable(control)) return control.checked === control.defaultChecked;
  if (control instanceof HTMLSelectElement) return same(selection(control), defaultSelection(control));
  return control.value === control.defaultValue;
}

/** Position of each field among the kept fields of its name. */
function positioned(fields: Control[]): [Control, string, number][] {
  const seen = new Map<string, number>();
  return fields.map((control) => {
    const name = control.getAttribute('name')!;
    const i = seen.get(name) ?? 0;
    seen.set(name, i + 1);
    return [control, name, i];
  });
}

function entryOf(control: Control, n: string, i: number): Entry | null {
  if (atDefault(control)) return null;
  if (isFile(control)) return { n, i, f: true };
  if (checkable(control)) return { n, i, c: control.checked, v: control.value };
  if (control instanceof HTMLSelectElement && control.multiple) return { n, i, s: selection(control) };
  const value = control.value;
  return value.length > MAX_VALUE ? null : { n, i, v: value };
}

/**
 * Sets one field from an entry, when the entry fits it and the browser has not restored it already.
 * Returns a file input that had a file and is empty now (it gets the note).
 */
function apply(control: Control, entry: Entry): HTMLInputElement | null {
  if (!atDefault(control)) return null;
  if (isFile(control)) return entry.f ? control : null;
  if (entry.f) return null;
  if (checkable(control)) {
    if (entry.c !== undefined && entry.v === control.value) control.checked = entry.c;
  } else if (control instanceof HTMLSelectElement) {
    if (control.multiple) {
      if (!entry.s) return null;
      for (const option of control.options) option.selected = entry.s.includes(option.value);
    } else if (typeof entry.v === 'string' && entry.c === undefined && [...control.options].some((option) => option.value === entry.v)) {
      control.value = entry.v;
    }
  } else if (typeof entry.v === 'string' && entry.c === undefined) {
    control.value = entry.v;
  }
  return null;
}

export interface DraftOptions {
  step: Step;
  vacancyId: string;
  /** The note under a page's own file input that had a file, in the page language. */
  fileAgain: string;
}

export class FormDraft {
  readonly #tag: string;
  #options: DraftOptions = { step: 'form', vacancyId: '', fileAgain: '' };
  /** The notes under the page's own file inputs (nl-vacancy-upload shows its own). */
  readonly #notes = new Map<HTMLInputElement, HTMLElement>();
  #form: HTMLFormElement | null = null;
  readonly #restored = new WeakSet<HTMLFormElement>();
  /** Each form's key, taken when the element first sees it: a script that changes the action later (a query, another host) does not move the draft. */
  readonly #keys = new WeakMap<HTMLFormElement, string>();
  #saveTimer: ReturnType<typeof setTimeout> | undefined;
  #expiryTimer: ReturnType<typeof setTimeout> | undefined;
  #resetTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(tag: string) {
    this.#tag = tag;
  }

  /** The attributes as they are now. Step `submitted` deletes the vacancy's drafts. */
  configure(options: DraftOptions): void {
    this.#options = options;
    for (const note of this.#notes.values()) note.textContent = options.fileAgain;
    if (options.step === 'submitted') {
      // The application arrived: its drafts have served their purpose.
      this.#stopTimers();
      clearDrafts(options.vacancyId);
    }
  }

  /** The element's form as found now; restored the first time it is seen (in step form or email). */
  found(form: HTMLFormElement | null): void {
    this.#form = form;
    if (!this.#active() || !form || this.#restored.has(form)) return;
    this.#restored.add(form);
    this.#restore(form);
  }

  #key(form: HTMLFormElement): string {
    let key = this.#keys.get(form);
    if (!key) {
      key = draftKey(this.#options.vacancyId, form);
      this.#keys.set(form, key);
    }
    return key;
  }

  #active(): boolean {
    return this.#options.step === 'form' || this.#options.step === 'email';
  }

  #restore(form: HTMLFormElement): void {
    const store = storage();
    if (!store) return;
    const now = Date.now();
    clearExpired(store, now);
    const key = this.#key(form);
    const text = read(store, key);
    if (text === null) return;
    const draft = parse(text);
    if (draft === 'invalid') {
      remove(store, key);
      console.error(`${this.#tag}: the stored draft of this form (sessionStorage "${key}") is not valid; it is ignored and removed`);
      return;
    }
    if (expired(draft, now)) return remove(store, key);

    const fields = new Map(positioned(keptFields(form)).map(([control, name, i]) => [`${i}|${name}`, control]));
    for (const entry of draft.f) {
      const control = fields.get(`${entry.i}|${entry.n}`);
      const emptied = control && apply(control, entry);
      if (emptied) this.#note(emptied);
    }
    const states = new Map(Object.entries(draft.e));
    for (const [id, host] of draftFields(form)) {
      if (states.has(id)) offerDraft(host, states.get(id));
    }
    this.#armExpiry(draft.t);
  }

  /** Writes the draft now (or removes it when nothing differs from the markup). */
  save(): void {
    clearTimeout(this.#saveTimer);
    this.#saveTimer = undefined;
    const form = this.#form;
    if (!form || !this.#active() || !form.isConnected) return;
    const store = storage();
    if (!store) return;
    const key = this.#key(form);
    const f: Entry[] = [];
    for (const [control, name, i] of positioned(keptFields(form))) {
      const entry = entryOf(control, name, i);
      if (entry) f.push(entry);
    }
    const e: Record<string, unknown> = {};
    for (const [id, host] of draftFields(form)) {
      const state = draftStateOf(host);
      if (state !== undefined) e[id] = state;
    }
    if (!f.length && !Object.keys(e).length) {
      remove(store, key);
      return;
    }
    const t = Date.now();
    try {
      store.setItem(key, JSON.stringify({ v: VERSION, t, f, e } satisfies Draft));
    } catch {
      // Storage full or refused: the form works as before, without a draft.
      return;
    }
    this.#armExpiry(t);
  }

  /** Deletes this form's draft DRAFT_TTL_MS after `since`, if the page is still open then. */
  #armExpiry(since: number): void {
    clearTimeout(this.#expiryTimer);
    const form = this.#form;
    if (!form) return;
    const key = this.#key(form);
    this.#expiryTimer = setTimeout(
      () => {
        const store = storage();
        const text = store && read(store, key);
        if (!store || text === null) return;
        const draft = parse(text);
        if (draft === 'invalid' || expired(draft, Date.now())) remove(store, key);
      },
      Math.max(0, since + DRAFT_TTL_MS - Date.now()) + 1000,
    );
  }

  #stopTimers(): void {
    clearTimeout(this.#saveTimer);
    clearTimeout(this.#expiryTimer);
    this.#saveTimer = this.#expiryTimer = undefined;
  }

  /** Asks for the file again under a page's own file input: a light-DOM paragraph it is described by. */
  #note(input: HTMLInputElement): void {
    if (this.#notes.has(input)) return;
    const note = input.ownerDocument.createElement('p');
    note.className = 'nl-vacancy-form-note';
    note.id = newId('nl-vacancy-form-note');
    note.textContent = this.#options.fileAgain;
    input.after(note);
    addDescribedBy(input, note.id);
    this.#notes.set(input, note);
  }

  #unnote(input: HTMLInputElement): void {
    const note = this.#notes.get(input);
    if (!note) return;
    this.#notes.delete(input);
    note.remove();
    removeDescribedBy(input, note.id);
  }

  /** Deletes this form's draft (a form reset: the applicant started over). */
  discard(): void {
    for (const input of [...this.#notes.keys()]) this.#unnote(input);
    const form = this.#form;
    const store = storage();
    clearTimeout(this.#saveTimer);
    this.#saveTimer = undefined;
    if (!form || !store) return;
    remove(store, this.#key(form));
    for (const host of draftFields(form).values()) withdrawDraft(host);
  }

  /** Attaches the listeners that keep the draft current; returns the clean-up. */
  connect(root: Document | ShadowRoot, outer: EventTarget): () => void {
    const ours = (event: Event) => {
      const form = this.#form;
      const target = event.target;
      return Boolean(form && target instanceof Element && (target === form || (target as Partial<Control>).form === form || form.contains(target)));
    };
    // After the event has been handled (React's own listener on a field element included).
    const later = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.files?.length) this.#unnote(target);
      if (!ours(event) || this.#saveTimer !== undefined) return;
      this.#saveTimer = setTimeout(() => this.save());
    };
    const now = (event: Event) => {
      if (event.type === 'pagehide' || ours(event)) this.save();
    };
    const reset = (event: Event) => {
      if (event.target !== this.#form) return;
      // The fields are reset a task after the event (and not at all when it was cancelled).
      clearTimeout(this.#resetTimer);
      this.#resetTimer = setTimeout(() => {
        if (!event.defaultPrevented) this.discard();
      });
    };
    const events = ['input', 'change', 'nl-change', 'nl-address'];
    for (const type of events) root.addEventListener(type, later);
    outer.addEventListener('submit', now, true);
    root.addEventListener('reset', reset);
    const view = root instanceof Document ? root.defaultView : root.ownerDocument.defaultView;
    view?.addEventListener('pagehide', now);
    return () => {
      for (const type of events) root.removeEventListener(type, later);
      outer.removeEventListener('submit', now, true);
      root.removeEventListener('reset', reset);
      view?.removeEventListener('pagehide', now);
      // A change not yet written is written now (the element is being taken out of the page).
      if (this.#saveTimer !== undefined) this.save();
      clearTimeout(this.#resetTimer);
      this.#stopTimers();
      for (const input of [...this.#notes.keys()]) this.#unnote(input);
    };
  }
}
