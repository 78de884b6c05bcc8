/**
 * nl-tracking: the page's click and form tracking for the tag manager (see tracker.ts for what
 * it listens to and pushes). It renders nothing visible: its host is `display: none`, before and
 * after the upgrade (pre-upgrade.css), so it takes no room wherever the editor puts it.
 *
 * - Once per page: the first nl-tracking in the document listens; another one logs
 *   `nl-tracking: only one nl-tracking per page; …` and waits, and takes over (with its own
 *   `forms`) when the active one is removed. Moving the element keeps it active (define.tsx keeps
 *   React mounted across a move, so the effect does not re-run).
 * - `forms` is read on each submit, so a changed attribute applies to the next submit.
 */
import { useEffect, useState } from 'react';
import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { claim, FORM_EVENTS, formsShape, PageTracker, USER_DATA_KEYS, type Forms } from './tracker.ts';
import styles from './tracking.css?inline';

const attributes = {
  forms: attr.json(formsShape, {
    default: {} as Forms,
    example: { 'contact-form': { event: 'contact_submit', user_data: { email: 'contact-email', phone_number: 'contact-phone' } } },
    typeText: `Record<string, {event: ${FORM_EVENTS.map((e) => `"${e}"`).join(' | ')}; user_data?: {${USER_DATA_KEYS.map((k) => `${k}?: string`).join('; ')}}}>`,
  }),
};

export const spec: ElementSpec<typeof attributes, never> = { attributes, styles };

export function Tracking({ attrs, host }: ElementProps<typeof attributes>) {
  const [tracker] = useState(() => new PageTracker(host));
  const forms = attrs.forms;
  useEffect(() => {
    tracker.configure(forms);
  }, [tracker, forms]);
  useEffect(() => claim(tracker), [tracker]);
  // Content an editor put inside stays hidden with the host; a slot keeps it in the flat tree.
  return <slot />;
}
