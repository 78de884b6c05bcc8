/**
 * nl-address-field: the field's state and what changes it, as a reducer: typing (another postcode,
 * number or extension clears a looked-up street and city, never typed ones), a lookup's answer (a
 * failure or an empty answer opens the manual inputs), the applicant asking for manual entry, an
 * input left (touched: its error may show), a restored draft and form.reset(). Plain functions,
 * no React: what the hidden input submits (addressValue) and what a lookup depends on (queryKey).
 */
import { normalPostcode } from './postcode.ts';
import type { Answer } from './providers.ts';
import type { AddressSource } from './inputs.ts';

export type Field = 'postcode' | 'number' | 'extension' | 'street' | 'city';
export type Status = 'idle' | 'searching' | 'found' | 'notFound' | 'failed';

export interface State {
  values: Record<Field, string>;
  /** Where street and city came from; a looked-up street is cleared when postcode or number change. */
  source: AddressSource | null;
  status: Status;
  /** Street and city inputs shown (after a failed lookup, or on the applicant's request). */
  manual: boolean;
  /** Errors are shown once the applicant has left the input, or the form was validated. */
  touched: { postcode: boolean; number: boolean };
}

export type Action =
  | { type: 'edit'; field: Field; value: string }
  | { type: 'searching' }
  | { type: 'answer'; answer: Answer }
  | { type: 'manual' }
  | { type: 'touch'; field: 'postcode' | 'number' }
  | { type: 'restore'; state: State }
  | { type: 'reset' };

export const EMPTY: Record<Field, string> = { postcode: '', number: '', extension: '', street: '', city: '' };
export const INITIAL: State = { values: EMPTY, source: null, status: 'idle', manual: false, touched: { postcode: false, number: false } };

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'edit': {
      const values = { ...state.values, [action.field]: action.value };
      if (action.field === 'street' || action.field === 'city') return { ...state, values, source: 'manual' };
      if (queryKey(values) === queryKey(state.values)) return { ...state, values };
      // Another postcode, number or extension: a looked-up street and city belonged to the old one.
      // Typed ones stay (nothing typed is lost).
      if (state.source === 'lookup') return { ...state, values: { ...values, street: '', city: '' }, source: null, status: 'idle' };
      return { ...state, values, status: 'idle' };
    }
    case 'searching':
      return { ...state, status: 'searching' };
    case 'answer': {
      const { answer } = action;
      if (answer.ok) return { ...state, values: { ...state.values, ...answer.place }, source: 'lookup', status: 'found' };
      // Failure, error status or empty: clear the looked-up address, open the manual inputs.
      const values = state.source === 'lookup' ? { ...state.values, street: '', city: '' } : state.values;
      return { ...state, values, source: state.source === 'lookup' ? null : state.source, status: answer.empty ? 'notFound' : 'failed', manual: true };
    }
    case 'manual':
      return { ...state, manual: true };
    case 'touch':
      return state.touched[action.field] ? state : { ...state, touched: { ...state.touched, [action.field]: true } };
    case 'restore':
      return action.state;
    case 'reset':
      return INITIAL;
  }
}

export const FIELDS: Field[] = ['postcode', 'number', 'extension', 'street', 'city'];

/** What a lookup depends on: `1071 xx` and `1071XX` are the same query. */
export function queryKey(values: Record<Field, string>): string {
  return [normalPostcode(values.postcode), values.number.trim(), values.extension.trim().toUpperCase()].join('|');
}

/** The hidden input's value: '' while every part is empty, else the JSON of the current values. */
export function addressValue(values: Record<Field, string>): string {
  if (Object.values(values).every((v) => !v.trim())) return '';
  return JSON.stringify({
    postcode: normalPostcode(values.postcode),
    streetnumber: values.number.trim(),
    extension: values.extension.trim().toUpperCase(),
    street: values.street.trim(),
    city: values.city.trim(),
  });
}
