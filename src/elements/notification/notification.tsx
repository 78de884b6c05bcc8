/**
 * nl-notification: a site-wide notice (README.md here) that stays until the visitor dismisses it, and
 * then stays hidden for the rest of the browser session: its `notification-id` goes into the
 * session cookie `nl_dismissed` (dismissed.ts).
 *
 * - The message is the editor's light DOM, projected through a <slot>: there before the code loads
 *   and without JavaScript (a visitor without JavaScript cannot dismiss it; the text still reads).
 * - Semantics: a `region` landmark named "Melding" / "Notification". A site-wide banner sits
 *   outside <main> and <header>; as a landmark it is listed and reachable with a screen reader's
 *   landmark navigation, and its content is not loose outside any landmark (axe `region`). It is
 *   NOT a live region: it is in the page on load, and announcing it would interrupt the page being
 *   read (WAI-ARIA APG, "alert" pattern: live regions are for content that changes).
 * - Dismissing sets the host's `hidden` attribute, fires `nl-close` {id, reason: "button"} and
 *   writes the cookie. An id that is in the cookie on render hides the element at once and fires
 *   nothing. Other notifications on the page with the same id hide with it (no event).
 * - Focus: a dismissed notification takes the focused close button with it. Focus then goes to
 *   what Tab would have reached next (the next focusable element after the notification, in flat
 *   tree order, into open shadow roots), or the one before it at the end of the page. So a keyboard
 *   user goes on where they were and a screen reader reads on from the same place; focusing <main>
 *   instead would skip the header navigation that usually follows a site banner. An nl-close
 *   listener that moves focus itself wins.
 * - Without `notification-id` (logged as required): it shows and can be closed, but nothing is
 *   written, so it comes back on the next page.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { attr } from '../../core/attributes.ts';
import { CloseButton } from '../../core/close-button.tsx';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { emit } from '../../core/events.ts';
import { listen } from '../../core/listen.ts';
import { addDismissed, isDismissed } from './dismissed.ts';
import { messages, type NotificationKey } from './messages.ts';
import styles from './notification.css?inline';

export const NOTIFICATION_TYPES = ['info', 'warning'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type CloseReason = 'button';
export interface CloseDetail {
  /** The notification-id ('' when the attribute is missing). */
  id: string;
  reason: CloseReason;
}

const attributes = {
  'notification-id': attr.string({ required: true }),
  type: attr.enum(NOTIFICATION_TYPES, 'info'),
};

export const spec: ElementSpec<typeof attributes, NotificationKey> = { attributes, messages, styles };

/** What can take focus by Tab (HTML "sequentially focusable", as far as a selector can tell). */
const FOCUSABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';

type Focusable = HTMLElement | SVGElement;

function tabbable(el: Element): el is Focusable {
  if (!(el instanceof HTMLElement || el instanceof SVGElement)) return false;
  if (!el.matches(FOCUSABLE) || el.tabIndex < 0 || el.matches(':disabled') || el.closest('[inert]')) return false;
  return el.checkVisibility({ visibilityProperty: true });
}

/** An element's children as rendered: its shadow root's, a slot's assigned elements (or fallback). */
function renderedChildren(el: Element): Iterable<Element> {
  if (el.shadowRoot) return el.shadowRoot.children;
  if (el instanceof HTMLSlotElement) {
    const assigned = el.assignedElements();
    if (assigned.length) return assigned;
  }
  return el.children;
}

/**
 * Where focus goes when the notification hides: the first tabbable element after it in flat tree
 * order, else the last one before it, else null (nothing on the page takes focus).
 */
export function focusAfter(host: Element): Focusable | null {
  let passed = false;
  let before: Focusable | null = null;
  let found: Focusable | null = null;
  const visit = (el: Element): boolean => {
    if (el === host) {
      passed = true;
      return false; // its own content goes with it
    }
    if (tabbable(el)) {
      if (passed) {
        found = el;
        return true;
      }
      before = el;
    }
    for (const child of renderedChildren(el)) if (visit(child)) return true;
    return false;
  };
  visit(document.body);
  return found ?? before;
}

/** Hides the notification without an event (dismissed before, or together with another). */
function hideQuietly(host: HTMLElement): void {
  host.hidden = true;
}

/** Is focus in the notification (its light-DOM content or its shadow tree)? */
function hasFocus(host: HTMLElement): boolean {
  return Boolean(host.shadowRoot?.activeElement) || host.contains(document.activeElement);
}

export function Notification({ attrs, host, t }: ElementProps<typeof attributes, NotificationKey>) {
  const id = attrs['notification-id'];
  const { type } = attrs;

  // Dismissed earlier in this session: hidden before the first paint, no event. Only when the id
  // changes is it asked again, so a page that removes `hidden` itself shows the notification.
  useLayoutEffect(() => {
    if (isDismissed(id)) hideQuietly(host);
  }, [host, id]);

  // Another notification with the same id was dismissed: this one goes too.
  useEffect(() => {
    if (!id) return;
    return listen(document.documentElement, {
      'nl-close': (event: CustomEvent<Partial<CloseDetail> | undefined>) => {
        const source = event.composedPath()[0];
        if (source !== host && source instanceof Element && source.localName === host.localName && event.detail?.id === id) hideQuietly(host);
      },
    });
  }, [host, id]);

  const [close] = useState(() => (reason: CloseReason, notificationId: string) => {
    if (host.hidden) return;
    const focused = hasFocus(host);
    host.hidden = true;
    // The cookie first: an nl-close listener that navigates away must not lose the dismissal.
    addDismissed(notificationId);
    emit<CloseDetail>(host, 'nl-close', { id: notificationId, reason });
    // Unless a listener has put focus somewhere itself, take it to where Tab would have gone.
    if (focused && (hasFocus(host) || document.activeElement === document.body || !document.activeElement)) focusAfter(host)?.focus();
  });

  return (
    <div className="notification" part="notification" role="region" aria-label={t('label')} data-type={type}>
      <div className="content" part="content">
        <slot />
      </div>
      <CloseButton label={t('close')} onClick={() => close('button', id)} />
    </div>
  );
}
