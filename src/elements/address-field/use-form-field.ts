/**
 * nl-address-field: the field's part in the page's form, beyond the light-DOM inputs themselves.
 * - form.reset(): the state follows once the browser has reset the controls (src/core/form-field.ts),
 *   and the lookup forgets its last query.
 * - The application's draft (nl-vacancy-form, src/core/form-draft.ts): saved as draft.ts has it;
 *   restored as it was, without asking the service again (only a postcode and number that were
 *   never looked up are looked up now).
 * - The browser's own restoration of the form (issue 30.1): our inputs are created after the page
 *   was parsed, so they lose their names while the page is saved (src/core/form-field.ts).
 * - The constraint validation API (form.checkValidity(), reportValidity(), :invalid): a malformed
 *   postcode or house number is a custom validity message on its input.
 */
import { useLayoutEffect, type Dispatch } from 'react';
import type { Translate } from '../../core/i18n.ts';
import { useDraftField } from '../../core/form-draft.ts';
import { useFormReset, useNamesOffWhenSaved } from '../../core/form-field.ts';
import { draftOf, fromDraft } from './draft.ts';
import type { InputRefs } from './inputs.ts';
import type { AddressLookup } from './lookup.ts';
import type { AddressFieldKey } from './messages.ts';
import type { Action, State } from './state.ts';

export interface Validity {
  postcodeInvalid: boolean;
  numberInvalid: boolean;
}

export function useFormField(
  host: HTMLElement,
  refs: InputRefs,
  lookup: AddressLookup,
  state: State,
  dispatch: Dispatch<Action>,
  { postcodeInvalid, numberInvalid }: Validity,
  t: Translate<AddressFieldKey>,
): void {
  useFormReset(
    host,
    () => refs.hidden.current!,
    () => {
      lookup.reset();
      dispatch({ type: 'reset' });
    },
  );

  useNamesOffWhenSaved(host, () => Object.values(refs).map((ref) => ref.current));

  useDraftField(
    host,
    () => draftOf(state),
    (data) => {
      const restored = fromDraft(data);
      if (!restored) return false;
      dispatch({ type: 'restore', state: restored });
      if (restored.source === null && restored.values.postcode.trim() && restored.values.number.trim()) lookup.changed();
      return true;
    },
  );

  useLayoutEffect(() => {
    refs.postcode.current?.setCustomValidity(postcodeInvalid ? t('invalidPostcode') : '');
    refs.number.current?.setCustomValidity(numberInvalid ? t('invalidNumber') : '');
  }, [refs, postcodeInvalid, numberInvalid, t]);
}
