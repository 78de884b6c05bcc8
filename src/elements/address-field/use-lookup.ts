/**
 * nl-address-field: the postcode lookup, wired to the element. lookup.ts does the timing, the
 * requests, their abort and timeout, outside React; this hook creates it for the element's life,
 * picks the service (sixpp needs `endpoint`, a missing one is logged once; pdok has PDOK's own as
 * default; an invalid endpoint means no service at all, and the applicant types the address), turns
 * its steps into state (rendered at once) and into `nl-address` / `nl-address-error`, and looks up
 * when a host page's validation library takes its `validation-error` class off the inputs.
 */
import { useEffect, useLayoutEffect, useState, type Dispatch } from 'react';
import { flushSync } from 'react-dom';
import { NlServiceError, report } from '../../core/errors.ts';
import { emit } from '../../core/events.ts';
import { problem } from '../../core/problems.ts';
import { detailOf, inputsOf, type AddressDetail, type AddressErrorDetail, type InputRefs } from './inputs.ts';
import { AddressLookup, VALIDATION_ERROR_CLASS } from './lookup.ts';
import { PDOK_ENDPOINT, type Provider } from './providers.ts';
import type { Action } from './state.ts';

export const TAG = 'nl-address-field';

export interface ServiceAttributes {
  provider: Provider;
  endpoint: string;
  apiKey: string;
  /** The endpoint attribute was invalid (and has been logged). */
  endpointInvalid: boolean;
}

const endpointReported = new WeakSet<Element>();

export function useLookup(host: HTMLElement, service: ServiceAttributes, refs: InputRefs, dispatch: Dispatch<Action>): { lookup: AddressLookup; usable: boolean } {
  const [lookup] = useState(() => new AddressLookup());

  // Layout effect: connected before the effects below schedule anything.
  useLayoutEffect(() => {
    lookup.connect({
      inputs: () => inputsOf(refs),
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
  }, [host, lookup, refs, dispatch]);

  // The service: sixpp needs an endpoint; pdok has PDOK's own as default. An invalid endpoint
  // (already logged) means no service at all rather than a guess: the applicant types the address.
  const { provider, apiKey, endpointInvalid } = service;
  const missingEndpoint = provider === 'sixpp' && !service.endpoint && !endpointInvalid;
  const endpoint = endpointInvalid ? '' : service.endpoint || (provider === 'pdok' ? PDOK_ENDPOINT : '');

  useEffect(() => {
    if (!missingEndpoint || endpointReported.has(host)) return;
    endpointReported.add(host);
    problem('error', `${TAG}: attribute "endpoint" is required for provider "sixpp"; enter the address by hand`, { element: host, kind: 'config' });
  }, [host, missingEndpoint]);

  useEffect(() => {
    lookup.configure({ provider, endpoint, apiKey });
  }, [lookup, provider, endpoint, apiKey]);

  // A validation library that removes `validation-error` after our pause: look up then.
  useEffect(() => {
    const watched = [refs.postcode.current, refs.number.current].filter((input): input is HTMLInputElement => input !== null);
    const observer = new MutationObserver(() => {
      if (!watched.some((input) => input.classList.contains(VALIDATION_ERROR_CLASS))) lookup.schedule();
    });
    for (const input of watched) observer.observe(input, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [lookup, refs]);

  return { lookup, usable: endpoint !== '' };
}
