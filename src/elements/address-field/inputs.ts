/**
 * nl-address-field: the light-DOM inputs and what they hold. Their refs (one stable object, so
 * the hooks can share it), the lookup query they make as typed now, and the address events'
 * details (`nl-address`, `nl-address-error`). Read from the inputs themselves rather than from
 * React state: a timer or an answer may come between a keystroke and its render.
 */
import { createRef, useState, type RefObject } from 'react';
import type { LookupInputs } from './lookup.ts';
import { normalPostcode } from './postcode.ts';
import type { Query } from './providers.ts';

export type AddressSource = 'lookup' | 'manual';

/** Detail of `nl-address`: the address as the hidden input holds it, and where street and city came from. */
export interface AddressDetail {
  postcode: string;
  streetnumber: string;
  extension: string;
  street: string;
  city: string;
  source: AddressSource;
}

/** Detail of `nl-address-error`: what was logged, without the tag prefix. */
export interface AddressErrorDetail {
  message: string;
}

type InputRef = RefObject<HTMLInputElement | null>;

export interface InputRefs {
  postcode: InputRef;
  number: InputRef;
  extension: InputRef;
  street: InputRef;
  city: InputRef;
  /** The hidden input with the address as JSON (the form's value of `name`). */
  hidden: InputRef;
}

/** The inputs' refs, the same object for the element's life. */
export function useInputRefs(): InputRefs {
  const [refs] = useState(() => ({
    postcode: createRef<HTMLInputElement>(),
    number: createRef<HTMLInputElement>(),
    extension: createRef<HTMLInputElement>(),
    street: createRef<HTMLInputElement>(),
    city: createRef<HTMLInputElement>(),
    hidden: createRef<HTMLInputElement>(),
  }));
  return refs;
}

/** The inputs a lookup reads, or null before they exist. */
export function inputsOf({ postcode, number, extension }: InputRefs): LookupInputs | null {
  return postcode.current && number.current && extension.current ? { postcode: postcode.current, number: number.current, extension: extension.current } : null;
}

/** The query part of the address as the inputs hold it (whether or not it may be looked up). */
export function queryOf(inputs: LookupInputs | null): Query {
  return {
    postcode: normalPostcode(inputs?.postcode.value ?? ''),
    number: inputs?.number.value.trim() ?? '',
    extension: inputs?.extension.value.trim().toUpperCase() ?? '',
  };
}

export function detailOf(query: Query): Pick<AddressDetail, 'postcode' | 'streetnumber' | 'extension'> {
  return { postcode: query.postcode, streetnumber: query.number, extension: query.extension };
}
