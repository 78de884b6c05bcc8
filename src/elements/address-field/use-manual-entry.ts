/**
 * nl-address-field: the manual-entry fallback. The street and city inputs open after a failed or
 * empty lookup, without a usable service, or when the applicant asks (the button): `showManual`
 * opens them and moves focus to the street. A typed street and city are an address too: once the
 * applicant leaves one of them (`change`) with both filled, `nl-address` fires with source "manual".
 */
import { useEffect, type Dispatch } from 'react';
import { flushSync } from 'react-dom';
import { emit } from '../../core/events.ts';
import { listen } from '../../core/listen.ts';
import { detailOf, inputsOf, queryOf, type AddressDetail, type InputRefs } from './inputs.ts';
import type { Action } from './state.ts';

export function useManualEntry(host: HTMLElement, refs: InputRefs, dispatch: Dispatch<Action>): () => void {
  useEffect(() => {
    const onChange = () => {
      const street = refs.street.current?.value.trim() ?? '';
      const city = refs.city.current?.value.trim() ?? '';
      if (!street || !city) return;
      emit<AddressDetail>(host, 'nl-address', { ...detailOf(queryOf(inputsOf(refs))), street, city, source: 'manual' });
    };
    const offs = [refs.street.current, refs.city.current].map((input) => (input ? listen(input, { change: onChange }) : () => {}));
    return () => offs.forEach((off) => off());
  }, [host, refs]);

  return function showManual() {
    flushSync(() => dispatch({ type: 'manual' }));
    refs.street.current?.focus();
  };
}
