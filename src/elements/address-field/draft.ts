/**
 * nl-address-field: the field in the application's draft (src/core/form-draft.ts, kept by
 * nl-vacancy-form): what is stored of the state, and the state a stored draft gives back. Checked
 * value by value, since a draft comes from storage that anyone can write.
 */
import { draftRecord, draftString } from '../../core/form-draft.ts';
import { EMPTY, FIELDS, type State } from './state.ts';

/** What the application's draft keeps of the field (src/core/form-draft.ts); undefined while it is empty. */
export function draftOf(state: State): unknown {
  if (FIELDS.every((field) => !state.values[field]) && !state.manual) return undefined;
  return { ...state.values, source: state.source, manual: state.manual };
}

/**
 * The state a stored draft gives back, or null when it is not one we wrote. A looked-up address
 * shows as found (no new request); postcode and number are marked touched, so a wrong one shows
 * its message as it did before.
 */
export function fromDraft(data: unknown): State | null {
  const record = draftRecord(data);
  if (!record) return null;
  const values = { ...EMPTY };
  for (const field of FIELDS) {
    const value = draftString(record[field], 200);
    if (value === undefined) return null;
    values[field] = value;
  }
  const source = record.source;
  if (source !== null && source !== 'lookup' && source !== 'manual') return null;
  if (typeof record.manual !== 'boolean') return null;
  const found = source === 'lookup' && values.street.trim() !== '' && values.city.trim() !== '';
  return {
    values,
    source: source === 'lookup' && !found ? null : source,
    status: found ? 'found' : 'idle',
    manual: record.manual,
    touched: { postcode: values.postcode.trim() !== '', number: values.number.trim() !== '' },
  };
}
