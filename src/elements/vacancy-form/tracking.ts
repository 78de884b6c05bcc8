/**
 * The vacancy pages' tag-manager events (README.md here, Tag manager):
 * `{event: "trackEvent", category: "Vacature", action: vacancy title or id, label}`.
 *
 * Each (action, label) is pushed once per page load, whatever re-renders, moves, or second copy of
 * the library happen: the record of what went out is a page-wide singleton. The push goes through
 * src/core/datalayer.ts, which creates `window.dataLayer` when it is absent (a tag manager that
 * loads later still reads what was pushed before) and catches a throwing push (a broken tag
 * manager), so a form is never held up by tracking.
 */
import { push } from '../../core/datalayer.ts';
import { singleton } from '../../core/global.ts';

export const STEPS = ['form', 'email', 'submitted', 'already-applied', 'email-known'] as const;
export type Step = (typeof STEPS)[number];

/** The label pushed for each step when its page loads. */
export const STEP_LABELS: Record<Step, string> = {
  form: 'Form page visit',
  email: 'Email form page visit',
  submitted: 'Form submitted',
  'already-applied': 'Already applied',
  'email-known': 'Email is known',
};

/** The label pushed when the application form is sent (the same as step `submitted`). */
export const SUBMITTED_LABEL = 'Form submitted';

export const CATEGORY = 'Vacature';

const pushed = singleton('vacancy-form.pushed', () => new Set<string>());

/** Pushes the event once per page load; false when it had already gone out. */
export function track(action: string, label: string, source: string): boolean {
  const key = JSON.stringify([action, label]);
  if (pushed.has(key)) return false;
  pushed.add(key);
  push({ event: 'trackEvent', category: CATEGORY, action, label }, source);
  return true;
}
