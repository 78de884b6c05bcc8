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
 */
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { NlServiceError, report } from '../../core/errors.ts';
import { emit } from '../../core/events.ts';
import { draftRecord, draftString, useDraftField } from '../../core/form-draft.ts';
import { newId, useFormReset } from '../../core/form-field.ts';
import { listen } from '../../core/listen.ts';
import styles from './address-field.css?inline';
import { AddressLookup, VALIDATION_ERROR_CLASS, type LookupInputs } from './lookup.ts';
import { messages, type AddressFieldKey } from './messages.ts';
import { displayPostcode, isHouseNumber, isPostcode, normalPostcode } from './postcode.ts';
import { PDOK_ENDPOINT, PROVIDERS, type Answer, type Query } from './providers.ts';
import { problem } from '../../core/problems.ts';

const TAG = 'nl-address-field';

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

export const spec: ElementSpec<typeof attributes, AddressFieldKey> = { attributes, messages, styles };

/* ------------------------------------------------------------------------------------- state */

type Field = 'postcode' | 'number' | 'extension' | 'street' | 'city';
type Status = 'idle' | 'searching' | 'found' | 'notFound' | 'failed';

interface State {
  values: Record<Field, string>;
  /** Where street and city came from; a looked-up street is cleared when postcode or number change. */
  source: AddressSource | null;
  status: Status;
  /** Street and city inputs shown (after a failed lookup, or on the applicant's request). */
  manual: boolean;
  /** Errors are shown once the applicant has left the input, or the form was validated. */
  touched: { postcode: boolean; number: boolean };
}

type Action =
  | { type: 'edit'; field: Field; value: string }
  | { type: 'searching' }
  | { type: 'answer'; answer: Answer }
  | { type: 'manual' }
  | { type: 'touch'; field: 'postcode' | 'number' }
  | { type: 'restore'; state: State }
  | { type: 'reset' };

const EMPTY: Record<Field, string> = { postcode: '', number: '', extension: '', street: '', city: '' };
const INITIAL: State = { values: EMPTY, source: null, status: 'idle', manual: false, touched: { postcode: false, number: false } };

function reducer(state: State, action: Action): State {
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

const FIELDS: Field[] = ['postcode', 'number', 'extension', 'street', 'city'];

/** What the application's draft keeps of the field (src/core/form-draft.ts); undefined while it is empty. */
function draftOf(state: State): unknown {
  if (FIELDS.every((field) => !state.values[field]) && !state.manual) return undefined;
  return { ...state.values, source: state.source, manual: state.manual };
}

/**
 * The state a stored draft gives back, or null when it is not one we wrote. A looked-up address
 * shows as found (no new request); postcode and number are marked touched, so a wrong one shows
 * its message as it did before.
 */
function fromDraft(data: unknown): State | null {
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

/** What a lookup depends on: `1071 xx` and `1071XX` are the same query. */
function queryKey(values: Record<Field, string>): string {
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

const endpointReported = new WeakSet<Element>();

/* ------------------------------------------------------------------------------------- component */

type Props = ElementProps<typeof attributes, AddressFieldKey>;

export function AddressField({ attrs, problems, host, t }: Props) {
  const [id] = useState(() => newId('nl-address-field'));
  const [state, dispatch] = useReducer(reducer, INITIAL);
  const postcodeRef = useRef<HTMLInputElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const extensionRef = useRef<HTMLInputElement>(null);
  const streetRef = useRef<HTMLInputElement>(null);
  const cityRef = useRef<HTMLInputElement>(null);
  const hiddenRef = useRef<HTMLInputElement>(null);

  const [lookup] = useState(() => new AddressLookup());

  // Layout effect: connected before the effects below schedule anything.
  useLayoutEffect(() => {
    lookup.connect({
      inputs: () => inputsOf(postcodeRef.current, numberRef.current, extensionRef.current),
      // Rendered at once (these come from timers and answers, not from React events): the message,
      // the searching state and the answer are on screen when the lookup step happens, and an
      // event listener reads the new address in the form.
      onInvalid: (field) => flushSync(() => dispatch({ type: 'touch', field })),
      onStart: () => flushSync(() => dispatch({ type: 'searching' })),
      onAnswer: (answer, query, fresh) => {
        flushSync(() => dispatch({ type: 'answer', answer }));
        if (answer.ok) {
          emit<AddressDetail>(host, 'nl-address', { ...detailOf(query), ...answer.place, source: 'lookup' });
        } else {
          if (fresh) report(new NlServiceError(TAG, answer.message), TAG, host);
          emit<AddressErrorDetail>(host, 'nl-address-error', { message: answer.message });
        }
      },
    });
    return () => lookup.destroy();
  }, [host, lookup]);

  // The service: sixpp needs an endpoint; pdok has PDOK's own as default. An invalid endpoint
  // (already logged) means no service at all rather than a guess: the applicant types the address.
  const missingEndpoint = attrs.provider === 'sixpp' && !attrs.endpoint && !problems.endpoint;
  const endpoint = problems.endpoint ? '' : attrs.endpoint || (attrs.provider === 'pdok' ? PDOK_ENDPOINT : '');
  const usable = endpoint !== '';
  const apiKey = attrs['api-key'];

  useEffect(() => {
    if (!missingEndpoint || endpointReported.has(host)) return;
    endpointReported.add(host);
    problem('error', `${TAG}: attribute "endpoint" is required for provider "sixpp"; enter the address by hand`, { element: host, kind: 'config' });
  }, [host, missingEndpoint]);

  useEffect(() => {
    lookup.configure({ provider: attrs.provider, endpoint, apiKey });
  }, [lookup, attrs.provider, endpoint, apiKey]);

  // A validation library that removes `validation-error` after our pause: look up then.
  useEffect(() => {
    const watched = [postcodeRef.current, numberRef.current].filter((input): input is HTMLInputElement => input !== null);
    const observer = new MutationObserver(() => {
      if (!watched.some((input) => input.classList.contains(VALIDATION_ERROR_CLASS))) lookup.schedule();
    });
    for (const input of watched) observer.observe(input, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [lookup]);

  // form.reset(): our state follows once the browser has reset the controls (core form-field).
  useFormReset(
    host,
    () => hiddenRef.current!,
    () => {
      lookup.reset();
      dispatch({ type: 'reset' });
    },
  );

  // The application's draft (nl-vacancy-form): the state as it was, without asking the service again.
  // Only a postcode and number that were never looked up are looked up now.
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

  // A typed street or city is an address too, once the applicant leaves the input (`change`).
  useEffect(() => {
    const onChange = () => {
      const street = streetRef.current?.value.trim() ?? '';
      const city = cityRef.current?.value.trim() ?? '';
      if (!street || !city) return;
      const inputs = inputsOf(postcodeRef.current, numberRef.current, extensionRef.current);
      emit<AddressDetail>(host, 'nl-address', { ...detailOf(queryOf(inputs)), street, city, source: 'manual' });
    };
    const offs = [streetRef.current, cityRef.current].map((input) => (input ? listen(input, { change: onChange }) : () => {}));
    return () => offs.forEach((off) => off());
  }, [host]);

  const { values } = state;
  const postcodeInvalid = values.postcode.trim() !== '' && !isPostcode(values.postcode);
  const numberInvalid = values.number.trim() !== '' && !isHouseNumber(values.number);
  const showPostcodeError = postcodeInvalid && state.touched.postcode;
  const showNumberError = numberInvalid && state.touched.number;
  const manual = state.manual || !usable;

  // The constraint validation API: form.checkValidity(), reportValidity(), :invalid.
  useLayoutEffect(() => {
    postcodeRef.current?.setCustomValidity(postcodeInvalid ? t('invalidPostcode') : '');
    numberRef.current?.setCustomValidity(numberInvalid ? t('invalidNumber') : '');
  }, [postcodeInvalid, numberInvalid, t]);

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

  function showManual() {
    flushSync(() => dispatch({ type: 'manual' }));
    streetRef.current?.focus();
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

/** A label and its text input, each in its own slot (`{part}-label`, `{part}`) of the shadow layout. */
function TextField({ part, label, id, inputRef, ...input }: { part: string; label: string; id: string; inputRef: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label slot={`${part}-label`} htmlFor={id}>
        {label}
      </label>
      <input ref={inputRef} slot={part} id={id} type="text" {...input} />
    </>
  );
}

function inputsOf(postcode: HTMLInputElement | null, number: HTMLInputElement | null, extension: HTMLInputElement | null): LookupInputs | null {
  return postcode && number && extension ? { postcode, number, extension } : null;
}

/** The query part of the address as the inputs hold it (whether or not it may be looked up). */
function queryOf(inputs: LookupInputs | null): Query {
  return {
    postcode: normalPostcode(inputs?.postcode.value ?? ''),
    number: inputs?.number.value.trim() ?? '',
    extension: inputs?.extension.value.trim().toUpperCase() ?? '',
  };
}

function detailOf(query: Query): Pick<AddressDetail, 'postcode' | 'streetnumber' | 'extension'> {
  return { postcode: query.postcode, streetnumber: query.number, extension: query.extension };
}
