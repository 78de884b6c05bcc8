/**
 * nl-vacancy-form: wraps the application `<form>` of a vacancy page (light DOM, shown unchanged).
 *
 * - `step` says which page of the application flow this is; its tag-manager label is pushed once
 *   when the element first renders (and again, once, for a step set later by a script):
 *   form → `Form page visit`, email → `Email form page visit`, submitted → `Form submitted`,
 *   already-applied → `Already applied`, email-known → `Email is known`. Sending the form pushes
 *   `Form submitted` too. See tracking.ts for the event and the once-per-load rule.
 * - The page marker `data-vacancy-form` (value: the vacancy id) goes on the form, and the e-mail
 *   field is read-only with its `Vul een e-mailadres in` message: form-guard.ts.
 * - The form is never lost: the element cancels a submit only for an invalid field; tracking
 *   cannot throw (a broken tag manager is logged) and never delays the submit.
 * - GOV.UK's error pattern: the form is `novalidate` and validation.ts validates it (an error
 *   summary above the form, a message at each field, optional fields marked): validation.ts.
 * - The application is never lost either: a draft of the form's fields in sessionStorage, restored
 *   after Back (a failed submit) and reload, deleted at step `submitted`, on reset and after
 *   30 minutes without a change: draft.ts.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { FormDraft } from './draft.ts';
import { FormGuard } from './form-guard.ts';
import { messages, type VacancyFormKey } from './messages.ts';
import { FormErrors } from './validation.ts';
import { STEP_LABELS, STEPS, SUBMITTED_LABEL, track } from './tracking.ts';
import styles from './vacancy-form.css?inline';
import { problem } from '../../core/problems.ts';

const TAG = 'nl-vacancy-form';

const attributes = {
  'vacancy-id': attr.string(),
  'vacancy-title': attr.string(),
  step: attr.enum(STEPS, 'form'),
};

export const spec: ElementSpec<typeof attributes, VacancyFormKey> = { attributes, messages, styles };

const logged = new WeakMap<Element, Set<string>>();
function logOnce(host: Element, message: string): void {
  const seen = logged.get(host) ?? new Set<string>();
  if (seen.has(message)) return;
  logged.set(host, seen.add(message));
  problem('error', message, { element: host, kind: 'config' });
}

export function VacancyForm({ attrs, host, t }: ElementProps<typeof attributes, VacancyFormKey>) {
  const action = attrs['vacancy-title'] || attrs['vacancy-id'];
  const [draft] = useState(() => new FormDraft(TAG));
  const [errors] = useState(() => new FormErrors(host));
  const [guard] = useState(
    () =>
      new FormGuard(
        host,
        (submitted) => {
          if (submitted) track(submitted, SUBMITTED_LABEL, TAG);
        },
        (form) => draft.found(form),
        errors,
      ),
  );

  // Before paint: the field is read-only, and the draft restored, from the first frame the element
  // is rendered.
  const step = attrs.step;
  const vacancyId = attrs['vacancy-id'];
  const emailRequired = t('emailRequired');
  const fileAgain = t('fileAgain');
  useLayoutEffect(() => errors.texts(t), [errors, t]);
  useLayoutEffect(() => {
    draft.configure({ step, vacancyId, fileAgain });
    guard.update({ step, action, vacancyId, emailRequired });
  }, [draft, guard, step, action, vacancyId, emailRequired, fileAgain]);

  useEffect(() => guard.connect(), [guard]);

  useEffect(() => {
    const root = host.getRootNode() as Document | ShadowRoot;
    return draft.connect(root, root instanceof Document ? window : root);
  }, [draft, host]);

  // The pages after the form (submitted, already-applied, email-known) may have none.
  useEffect(() => {
    if ((step === 'form' || step === 'email') && !guard.form()) logOnce(host, `${TAG}: no <form> inside (or around) the element`);
  }, [guard, host, step]);

  useEffect(() => {
    if (!action) {
      logOnce(host, `${TAG}: attribute "vacancy-title" or "vacancy-id" is required (nothing is pushed without one)`);
      return;
    }
    track(action, STEP_LABELS[step], TAG);
  }, [host, action, step]);

  return <slot />;
}
