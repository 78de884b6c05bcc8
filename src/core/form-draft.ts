/**
 * The application draft's link between nl-vacancy-form (which keeps the draft of its form in
 * sessionStorage, src/elements/vacancy-form/draft.ts) and the library's own form fields
 * (nl-address-field, nl-date-picker, nl-vacancy-upload), whose controls are created after the page
 * has loaded and so are never restored by the browser themselves.
 *
 * The same state also goes with the form in the browser (issue 30.1, for a page without
 * nl-vacancy-form): the field elements are form-associated (src/core/define.tsx, spec.formState),
 * `useDraftField` hands their state to the browser after every commit, and the browser gives it back
 * after Back in `formStateRestoreCallback`, which offers it here like a draft (`offerDraft`).
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
  // back through offerDraft), for a page without nl-vacancy-form. After every commit.
  useEffect(() => {
    const keep = (host as unknown as Partial<Record<typeof FORM_STATE, (state: string | null) => void>>)[FORM_STATE];
    if (!keep) return;
    const state = draftStateOf(host);
    keep.call(host, state === undefined ? null : JSON.stringify(state));
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
