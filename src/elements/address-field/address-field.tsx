/**
 * nl-address-field: postcode, house number and extension inputs that look up the street and city,
 * and that submit with the page's own <form> as native fields do. Rules of README.md here and the
 * issue ("nothing they enter may be lost"); timing and requests are in lookup.ts, the services'
 * shapes in providers.ts.
 *
 * Why the inputs are in the light DOM: form controls in a shadow root are not part of the page's
 * form. So every control (the visible inputs, the hidden JSON input) and the error messages are
 * rendered into the element's own light DOM with createPortal, and slotted into the shadow root's
 * layout by name. They are the form's controls: in FormData, reset by form.reset(), validated by
 * the constraint validation API (`required`, setCustomValidity), reachable by a host page's
 * validation library and by nl-confirm-button (`.nl-error-message` in the form). Labels are light
 * DOM too: `<label for>` and `aria-describedby` are ID references, which do not cross a shadow
 * boundary. React hears the inputs' events: it listens on a portal's container (the host) as on
 * its root. The inputs get no `className` from React, so a validation library's classes on them
 * are never overwritten by a re-render.
 *
 * This file is the composition and the markup; each job is a module of its own: state.ts (the
 * reducer), draft.ts (the application's draft), inputs.ts (the inputs' refs, query and event
 * details), use-lookup.ts (the postcode lookup of lookup.ts, wired in), use-form-field.ts (form
 * reset, draft, constraint validation), use-manual-entry.ts (street and city by hand),
 * text-field.tsx (a label and its input).
 */
import { useReducer, useState, type ChangeEvent } from 'react';
import { createPortal } from 'react-dom';
import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { newId } from '../../core/form-field.ts';
import styles from './address-field.css?inline';
import { useInputRefs } from './inputs.ts';
import { messages, type AddressFieldKey } from './messages.ts';
import { displayPostcode, isHouseNumber, isPostcode } from './postcode.ts';
import { PROVIDERS } from './providers.ts';
import { addressValue, INITIAL, queryKey, reducer, type Field } from './state.ts';
import { TextField } from './text-field.tsx';
import { useFormField } from './use-form-field.ts';
import { useLookup } from './use-lookup.ts';
import { useManualEntry } from './use-manual-entry.ts';

export type { AddressDetail, AddressErrorDetail, AddressSource } from './inputs.ts';
export { addressValue } from './state.ts';

const attributes = {
  // Required: without it nothing of the address would reach the server. A missing name is logged
  // and `address` is used, so that what the applicant types is still submitted.
  name: attr.string({ required: true, default: 'address' }),
  // http(s) only (relative is fine); `javascript:` or garbage is logged and nothing is requested.
  endpoint: attr.url(),
  'api-key': attr.string(),
  required: attr.boolean(),
  provider: attr.enum(PROVIDERS, 'sixpp'),
};

// Issue 30.1: its state goes with the form when the browser keeps it (src/core/define.tsx).
export const spec: ElementSpec<typeof attributes, AddressFieldKey> = { attributes, messages, styles, formState: true };

type Props = ElementProps<typeof attributes, AddressFieldKey>;

export function AddressField({ attrs, problems, host, t }: Props) {
  const [id] = useState(() => newId('nl-address-field'));
  const [state, dispatch] = useReducer(reducer, INITIAL);
  const refs = useInputRefs();
  const { postcode: postcodeRef, number: numberRef, extension: extensionRef, street: streetRef, city: cityRef, hidden: hiddenRef } = refs;
  const { lookup, usable } = useLookup(
    host,
    { provider: attrs.provider, endpoint: attrs.endpoint, apiKey: attrs['api-key'], endpointInvalid: Boolean(problems.endpoint) },
    refs,
    dispatch,
  );

  const { values } = state;
  const postcodeInvalid = values.postcode.trim() !== '' && !isPostcode(values.postcode);
  const numberInvalid = values.number.trim() !== '' && !isHouseNumber(values.number);
  useFormField(host, refs, lookup, state, dispatch, { postcodeInvalid, numberInvalid }, t);
  const showManual = useManualEntry(host, refs, dispatch);
  const showPostcodeError = postcodeInvalid && state.touched.postcode;
  const showNumberError = numberInvalid && state.touched.number;
  const manual = state.manual || !usable;

  function edit(field: Field, event: ChangeEvent<HTMLInputElement>, upper = false) {
    const input = event.currentTarget;
    let value = input.value;
    if (upper) {
      const upperCased = value.toUpperCase();
      if (upperCased !== value) {
        // Upper-case in place and put the caret back where it was (same length for what a
        // postcode or extension holds), so typing in the middle goes on in the middle.
        const { selectionStart, selectionEnd, selectionDirection } = input;
        input.value = upperCased;
        if (upperCased.length === value.length && selectionStart !== null && selectionEnd !== null) {
          input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
        }
        value = upperCased;
      }
    }
    const changed = queryKey({ ...state.values, [field]: value }) !== queryKey(state.values);
    dispatch({ type: 'edit', field, value });
    if (changed) lookup.changed();
  }

  const name = attrs.name;
  const field = (key: Field) => `${id}-${key}`;
  const errorId = (key: 'postcode' | 'number') => `${id}-${key}-error`;

  let statusText = '';
  if (state.status === 'searching') statusText = t('searching');
  else if (state.status === 'found')
    statusText = t('found', {
      street: values.street,
      number: [values.number.trim(), values.extension.trim().toUpperCase()].filter(Boolean).join(' '),
      postcode: displayPostcode(values.postcode),
      city: values.city,
    });
  else if (state.status === 'notFound') statusText = t('notFound');
  else if (state.status === 'failed') statusText = t('failed');

  return (
    <>
      <div className="fields" part="fields">
        <div className="field postcode">
          <slot name="postcode-label" />
          <slot name="postcode" />
        </div>
        <div className="field number">
          <slot name="number-label" />
          <slot name="number" />
        </div>
        <div className="field extension">
          <slot name="extension-label" />
          <slot name="extension" />
        </div>
      </div>
      <div className="errors">
        <slot name="postcode-error" />
        <slot name="number-error" />
      </div>
      <div className="address" part="address" role="status" data-status={state.status}>
        {statusText}
      </div>
      <div className="manual" part="manual" hidden={!manual}>
        <div className="field street">
          <slot name="street-label" />
          <slot name="street" />
        </div>
        <div className="field city">
          <slot name="city-label" />
          <slot name="city" />
        </div>
      </div>
      <button type="button" className="manual-button" part="manual-button" hidden={manual} onClick={showManual}>
        {t('manual')}
      </button>
      {/* Anything else in the element (a validation library's own messages) shows below. */}
      <slot />
      {createPortal(
        <>
          <TextField
            part="postcode"
            label={t('postcode')}
            id={field('postcode')}
            inputRef={postcodeRef}
            name={`${name}_postcode`}
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            required={attrs.required}
            value={values.postcode}
            onChange={(event) => edit('postcode', event, true)}
            onBlur={() => dispatch({ type: 'touch', field: 'postcode' })}
            onInvalid={() => dispatch({ type: 'touch', field: 'postcode' })}
            aria-invalid={showPostcodeError ? true : undefined}
            aria-describedby={showPostcodeError ? errorId('postcode') : undefined}
          />
          <TextField
            part="number"
            label={t('number')}
            id={field('number')}
            inputRef={numberRef}
            name={`${name}_number`}
            inputMode="numeric"
            required={attrs.required}
            value={values.number}
            onChange={(event) => edit('number', event)}
            onBlur={() => dispatch({ type: 'touch', field: 'number' })}
            onInvalid={() => dispatch({ type: 'touch', field: 'number' })}
            aria-invalid={showNumberError ? true : undefined}
            aria-describedby={showNumberError ? errorId('number') : undefined}
          />
          <TextField
            part="extension"
            label={t('extension')}
            id={field('extension')}
            inputRef={extensionRef}
            name={`${name}_extension`}
            autoCapitalize="characters"
            spellCheck={false}
            value={values.extension}
            onChange={(event) => edit('extension', event, true)}
          />
          {showPostcodeError && (
            <p slot="postcode-error" id={errorId('postcode')} className="nl-error-message">
              {t('invalidPostcode')}
            </p>
          )}
          {showNumberError && (
            <p slot="number-error" id={errorId('number')} className="nl-error-message">
              {t('invalidNumber')}
            </p>
          )}
          <TextField
            part="street"
            label={t('street')}
            id={field('street')}
            inputRef={streetRef}
            name={`${name}_street`}
            required={attrs.required && manual}
            value={values.street}
            onChange={(event) => edit('street', event)}
          />
          <TextField
            part="city"
            label={t('city')}
            id={field('city')}
            inputRef={cityRef}
            name={`${name}_city`}
            autoComplete="address-level2"
            required={attrs.required && manual}
            value={values.city}
            onChange={(event) => edit('city', event)}
          />
          <input ref={hiddenRef} type="hidden" name={name} value={addressValue(values)} />
        </>,
        host,
      )}
    </>
  );
}
