/**
 * @tag nl-notification
 * @summary A site-wide notice that stays until dismissed; dismissed ids are kept in the session cookie `nl_dismissed` (comma-separated), so it stays hidden for the rest of the session.
 * The message is the element's own light DOM. The box is a `region` landmark named `Melding`
 * (`Notification`), not a live region (it is in the page on load). The close button
 * (`Melding sluiten`) sets `hidden`, fires `nl-close`, adds the id to `nl_dismissed` (a session
 * cookie: path /, SameSite=Lax, Secure on https) and moves focus to what Tab would reach next.
 * A notification whose id is in the cookie hides itself on render and fires nothing. Without
 * `notification-id` it shows and closes, but nothing is remembered.
 * @attr {string} notification-id - Unique id of this notice (required): what `nl_dismissed` remembers. Use a new id for a new message.
 * @attr {"info" | "warning"} [type=info] - Colour only: light blue (`info`) or light yellow (`warning`).
 * @attr {object} messages - Text overrides: `{"label": "…", "close": "…"}`.
 * @fires {{id: string, reason: "button"}} nl-close - When the visitor dismisses it with the close button (not when it hides itself because the id was dismissed before).
 * @slot - The message (text, links).
 * @csspart notification - The coloured box (the region landmark).
 * @csspart content - The message.
 * @csspart close - The close button.
 * @cssprop --nl-notification-color - Text colour (default: `--nl-color-text`, #1b1f24).
 * @cssprop --nl-notification-background - Background for every type (default: the type's background).
 * @cssprop --nl-notification-info-background - Background of info notifications (default: a 10% tint of `--nl-color-primary`).
 * @cssprop --nl-notification-warning-background - Background of warning notifications (#fff4d5).
 * @cssprop --nl-notification-border - Border of the box, a `border` shorthand (none).
 * @cssprop --nl-notification-radius - Corner radius (0).
 * @cssprop --nl-notification-close-hover-background - Close button background on hover (default: `--nl-color-text` at 8%).
 */
import { defineElement } from '../src/core/define.tsx';
import { Notification, spec } from '../src/elements/notification/notification.tsx';

export type { CloseDetail, CloseReason, NotificationType } from '../src/elements/notification/notification.tsx';

defineElement('nl-notification', Notification, spec);
