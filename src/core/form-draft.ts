/**
 * The application draft's link between nl-vacancy-form (which keeps the draft of its form in
 * sessionStorage, src/elements/vacancy-form/draft.ts) and the library's own form fields
 * (nl-address-field, nl-date-picker, nl-vacancy-upload), whose controls are created after the page
 * has loaded and so are never restored by the browser themselves.
 *
 * The same state also goes with the form in the browser (issue 30.1, for a page without
 * nl-vacancy-form): the field elements are form-associated (src/core/define.tsx, spec.formState),
 * `useDraftField` hands their state to the browser after every commit, and the browser gives it back
 * after Back in `formStateRestoreCallback`, which offers it here like a draft (`offerFormState`).
 * Each field hands the browser the state of every library field in its form, by a key of its own
 * (`draftFields`), and a state given back is shared out by those keys: Firefox files a field's state
 * under the field's position among the form's controls when its code runs, and that position moves
 * with the controls another field of ours has made by then, so a field can miss its own state when
 * the tags' code arrives in another order than before (issue 37). The first of our fields in a form
 * has no control of ours ahead of it, so its state comes back, and with it every field's.
 *
 * Each field element registers how to read its state and how to take one back (`useDraftField`);
 * the form asks for the state when it saves (`draftStateOf`) and hands a stored one back when it
 * restores (`offerDraft`). Every tag's code loads on its own schedule, so either side may come
 * first: a state offered before the field's code has run waits here (`pending`) and is taken when
 * the field mounts; until then it is also what the form saves for that field, so a draft is never
 * cut short by a field that has not rendered yet.
 *
 * A page-wide singleton (src/core/global.ts): two copies of the library share one registry.
 */
import { useEffect, useEffectEvent, useLayoutEffect } from 'react';
import { singleton } from './global.ts';

/** The method of a form-state element (src/core/define.tsx, spec.formState) that keeps its state with the form. */
export const FORM_STATE = Symbol.for('nl.formState');

/** The tags whose state is kept through this registry (their controls are left out of the form's field list). */
export const DRAFT_FIELD_TAGS = ['nl-address-field', 'nl-date-picker', 'nl-vacancy-upload'] as const;
export const DRAFT_FIELD_SELECTOR = DRAFT_FIELD_TAGS.join(', ');

interface DraftField {
  /** The field's state as plain JSON data, or undefined when there is nothing to keep. */
  save(): unknown;
  /** Takes a stored state back. */
  restore(state: unknown): void;
}

const registry = singleton('form-draft', () => ({
  fields: new WeakMap<Element, DraftField>(),
  pending: new WeakMap<Element, unknown>(),
}));

/** The state to store for a field element: its own, or the one still waiting for it; undefined for none. */
export function draftStateOf(host: Element): unknown {
  if (registry.pending.has(host)) return registry.pending.get(host);
  return registry.fields.get(host)?.save();
}

/**
 * Hands a stored state to a field element: now when its code has run, else when it mounts. A field
 * that already holds something (the applicant typed there before nl-vacancy-form's code arrived)
 * keeps it, as a page field does.
 */
export function offerDraft(host: Element, state: unknown): void {
  const field = registry.fields.get(host);
  if (!field) registry.pending.set(host, state);
  else if (field.save() === undefined) field.restore(state);
}

/**
 * The library's fields of a form (or, for a document or shadow root, those outside any form), in
 * tree order, by `{tag}|{name}|{position}`: the same in every load of the page, whatever order the
 * tags' code arrives in. nl-vacancy-form keys its draft by the same keys.
 */
export function draftFields(scope: ParentNode): Map<string, Element> {
  const form = (scope as Element).localName === 'form' ? scope : null;
  const seen = new Map<string, number>();
  const map = new Map<string, Element>();
  for (const field of scope.querySelectorAll(DRAFT_FIELD_SELECTOR)) {
    if (field.closest('form') !== form) continue;
    const base = `${field.localName}|${field.getAttribute('name') ?? ''}`;
    const i = seen.get(base) ?? 0;
    seen.set(base, i + 1);
    map.set(`${base}|${i}`, field);
  }
  return map;
}

/** The library's fields that belong with `host`: those of its form, or those outside any form. */
const fieldsWith = (host: Element) => draftFields(host.closest('form') ?? (host.getRootNode() as ParentNode));

type FormStateHost = Partial<Record<typeof FORM_STATE, (state: string | null) => void>>;

/**
 * Issue 30.1 and 37: hands the browser the state of every library field in `host`'s form, through
 * each of those fields that can keep it (src/core/define.tsx, spec.formState), as JSON text:
 * `{ "fields": { key: state } }`, null when no field has anything to keep.
 */
function keepWithForm(host: Element): void {
  const fields = fieldsWith(host);
  const states: Record<string, unknown> = {};
  for (const [key, field] of fields) {
    const state = draftStateOf(field);
    if (state !== undefined) states[key] = state;
  }
  const text = Object.keys(states).length ? JSON.stringify({ fields: states }) : null;
  for (const field of fields.values()) {
    // Only what changed: every commit of every field comes here (a keystroke in the postcode).
    if (kept.get(field) === text) continue;
    kept.set(field, text);
    (field as FormStateHost)[FORM_STATE]?.call(field, text);
  }
}

/** What each field last handed the browser (keepWithForm). */
const kept = new WeakMap<Element, string | null>();

/**
 * The browser gives a field a kept state back (formStateRestoreCallback, already parsed): each
 * field of the form named in it is offered its own part, as a draft would be. A state that is not
 * of this shape is ignored.
 */
export function offerFormState(host: Element, state: unknown): void {
  const states = draftRecord(draftRecord(state)?.fields);
  if (!states) return;
  for (const [key, field] of fieldsWith(host)) {
    if (Object.prototype.hasOwnProperty.call(states, key)) offerDraft(field, states[key]);
  }
}

/** Forgets a state not yet taken (the draft was cleared: a form reset). */
export function withdrawDraft(host: Element): void {
  registry.pending.delete(host);
}

/**
 * Registers a field element. `restore` runs in a layout effect (before paint) when a state was
 * offered before the element mounted, or later when the form offers one. It gets what storage held
 * (anyone with script on the origin can write there), so it validates it and returns false for a
 * state it cannot use: that is logged once, naming the tag, and ignored. It never throws.
 */
export function useDraftField(host: HTMLElement, save: () => unknown, restore: (state: unknown) => boolean): void {
  const read = useEffectEvent(save);
  const take = useEffectEvent((state: unknown) => {
    let ok = false;
    try {
      ok = restore(state);
    } catch {
      ok = false;
    }
    if (!ok) console.error(`${host.localName}: the stored draft of this field is not valid; it is ignored`);
  });
  useLayoutEffect(() => {
    const field: DraftField = { save: () => read(), restore: (state) => take(state) };
    registry.fields.set(host, field);
    if (registry.pending.has(host)) {
      const state = registry.pending.get(host);
      registry.pending.delete(host);
      take(state);
    }
    return () => {
      if (registry.fields.get(host) === field) registry.fields.delete(host);
    };
  }, [host]);
  // Issue 30.1: the same state, kept by the browser with the form (formStateRestoreCallback gives it
  // back through offerFormState), for a page without nl-vacancy-form. After every commit, by every
  // field of the form (issue 37: any one of them brings all back).
  useEffect(() => {
    if ((host as FormStateHost)[FORM_STATE]) keepWithForm(host);
  });
}

/** A string of at most `max` characters, else undefined (for validating a stored state). */
export function draftString(value: unknown, max = 500): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

/** A plain object (not an array, not null), else undefined. */
export function draftRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
