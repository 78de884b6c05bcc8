/**
 * nl-alert: a coloured message box (info, success, warning, error) that hides itself after
 * `duration` ms, or at once with its close button, and then fires `nl-close` {reason}.
 *
 * - Screen readers: the message (icon, heading, content) is a live region: role="status" (polite)
 *   for info and success, role="alert" (assertive) for warning and error. The close button sits
 *   outside it, so "Sluiten" is not read out with every message.
 * - The countdown (countdown.ts) starts when the alert has rendered or is shown again, and is
 *   paused while the pointer is over the alert or focus is inside it; it then goes on with the time
 *   that was left (WCAG 2.2.1, timing adjustable: a user who is reading or about to click is not cut off).
 * - Hiding sets the host's `hidden` attribute, so a page can show a declarative alert again by
 *   removing `hidden` (which restarts the full countdown). Alerts made by showAlert() are removed
 *   from the page instead.
 */
import { useLayoutEffect, useState } from 'react';
import { attr } from '../../core/attributes.ts';
import { CloseButton } from '../../core/close-button.tsx';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { emit } from '../../core/events.ts';
import { listen } from '../../core/listen.ts';
import styles from './alert.css?inline';
import { Countdown } from './countdown.ts';
import { messages, type AlertKey } from './messages.ts';
import { ALERT_TYPES, DEFAULT_DURATION, transientAlerts, type AlertType } from './show-alert.ts';

export type CloseReason = 'timeout' | 'button';
export interface CloseDetail {
  reason: CloseReason;
}

const attributes = {
  type: attr.enum(ALERT_TYPES, 'info'),
  duration: attr.number({ default: DEFAULT_DURATION, min: 0 }),
  heading: attr.string(),
  // The state: present once the alert has hidden itself (or the page hid it). Observed so that
  // removing it shows the alert again and restarts the countdown.
  hidden: attr.boolean(),
};

export const spec: ElementSpec<typeof attributes, AlertKey> = { attributes, messages, styles };

/** Polite for news, assertive for what needs attention now (WAI-ARIA 1.2 status / alert roles). */
export const roleFor = (type: AlertType): 'status' | 'alert' => (type === 'warning' || type === 'error' ? 'alert' : 'status');

/** Hides the alert and fires nl-close; false when it was hidden already. */
function hide(host: HTMLElement, reason: CloseReason): boolean {
  if (host.hidden) return false;
  host.hidden = true;
  emit<CloseDetail>(host, 'nl-close', { reason });
  // After the event, so that it still bubbles to document.
  if (transientAlerts.has(host)) host.remove();
  return true;
}

/** Is `node` (a relatedTarget, retargeted to the host when it is in our shadow root) inside the alert? */
function inside(host: HTMLElement, node: EventTarget | null): boolean {
  return node instanceof Node && (host.contains(node) || Boolean(host.shadowRoot?.contains(node)));
}

export function Alert({ attrs, host, t }: ElementProps<typeof attributes, AlertKey>) {
  const { type, duration, heading, hidden } = attrs;
  // Every hide of ours counts: a page that shows the alert again in the same task (from an
  // nl-close listener, say) changes `hidden` twice before React renders, and must still get a
  // fresh countdown.
  const [hides, setHides] = useState(0);
  const [close] = useState(() => (reason: CloseReason) => {
    if (hide(host, reason)) setHides((n) => n + 1);
  });
  const [countdown] = useState(() => new Countdown(() => close('timeout')));
  const transient = transientAlerts.has(host);
  // Fade in when the alert appears after the page has painted: made by showAlert(), or shown
  // again. Not on first render of an alert that was in the page: it is on screen already.
  const [shownAgain, setShownAgain] = useState(false);
  const [wasHidden, setWasHidden] = useState(hidden);
  if (wasHidden !== hidden) {
    setWasHidden(hidden);
    if (!hidden) setShownAgain(true);
  }
  const fade = transient || shownAgain || hides > 0;

  // Layout effects: the holds are in place and the countdown runs by the time updateComplete
  // resolves, i.e. the countdown starts with the commit that shows the alert.
  useLayoutEffect(() => {
    const hover = (on: boolean) => () => countdown.hold('hover', on);
    const enter = hover(true);
    const leave = hover(false);
    const focusIn = () => countdown.hold('focus', true);
    const focusOut = (event: FocusEvent) => {
      if (!inside(host, event.relatedTarget)) countdown.hold('focus', false);
    };
    return listen(host, { pointerenter: enter, pointerleave: leave, focusin: focusIn, focusout: focusOut });
  }, [countdown, host]);

  useLayoutEffect(() => {
    if (hidden || duration === 0) return;
    // While hidden the alert gets no leave or blur events: ask again now.
    countdown.hold('hover', host.matches(':hover'));
    countdown.hold('focus', host.matches(':focus-within'));
    countdown.start(duration);
    return () => countdown.stop();
  }, [countdown, host, hidden, duration, hides]);

  const classes = ['alert', transient && 'toast', fade && 'fade'].filter(Boolean).join(' ');
  return (
    <div className={classes} part="alert" data-type={type}>
      <div className="message" part="message" role={roleFor(type)}>
        <Icon type={type} />
        <div className="content" part="content">
          {heading && (
            <strong className="heading" part="heading">
              {heading}
            </strong>
          )}
          <slot />
        </div>
      </div>
      <CloseButton label={t('close')} onClick={() => close('button')} />
    </div>
  );
}

/** Simple shapes of our own: i in a circle, a check, a triangle with !, a circle with ×. */
function Icon({ type }: { type: AlertType }) {
  const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  return (
    <svg className="icon" part="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={type}>
      {type === 'warning' ? (
        <path d="M12 3 22 20H2L12 3Zm0 6.5v5m0 2.75v.25" {...stroke} />
      ) : (
        <circle cx="12" cy="12" r="9.5" {...stroke} />
      )}
      {type === 'info' && <path d="M12 11v6m0-9.5v.25" {...stroke} />}
      {type === 'success' && <path d="m7.5 12.5 3 3 6-6.5" {...stroke} />}
      {type === 'error' && <path d="m9 9 6 6m0-6-6 6" {...stroke} />}
    </svg>
  );
}
