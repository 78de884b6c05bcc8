/**
 * @tag nl-alert
 * @summary A coloured message (info, success, warning, error) that hides itself after `duration` ms; a close button (`Sluiten`) hides it at once.
 * The content is the element's own light DOM. Announced as role="status" (info, success) or
 * role="alert" (warning, error). The countdown pauses while the pointer is over the alert or focus
 * is inside it, and goes on with the time left. Hiding sets `hidden`; removing `hidden` shows the
 * alert again with a full countdown. `showAlert(text, {type, duration})` (exported here) makes one
 * in a fixed region at the top of the page and removes it once it hides.
 * @attr {"info" | "success" | "warning" | "error"} [type=info] - The kind of message: colour, icon and role (`status` for info and success, `alert` for warning and error).
 * @attr {number} [duration=2000] - Milliseconds before the alert hides itself (a number ≥ 0); `0` keeps it until closed.
 * @attr {string} heading - A bold first line above the content (default: none).
 * @attr {boolean} hidden - Set by the alert when it hides; remove it to show the alert again (the countdown restarts).
 * @attr {object} messages - Text overrides: `{"close": "…"}`.
 * @fires {{reason: "timeout" | "button"}} nl-close - When the alert hides: after `duration` (`timeout`) or by its close button (`button`).
 * @slot - The message.
 * @csspart alert - The coloured box.
 * @csspart message - The live region (role status or alert): icon, heading and content.
 * @csspart icon - The type's icon.
 * @csspart content - Heading and message.
 * @csspart heading - The heading.
 * @csspart close - The close button.
 * @cssprop --nl-alert-color - Text colour (default: `--nl-color-text`, #1b1f24).
 * @cssprop --nl-alert-background - Background for every type (default: the type's background).
 * @cssprop --nl-alert-border-color - Border colour for every type (default: the type's accent).
 * @cssprop --nl-alert-icon-color - Icon colour for every type (default: the type's accent).
 * @cssprop --nl-alert-info-background - Background of info alerts (default: a 10% tint of `--nl-color-primary`).
 * @cssprop --nl-alert-info-accent - Border and icon colour of info alerts (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-alert-success-background - Background of success alerts (default: a 10% tint of `--nl-color-success`).
 * @cssprop --nl-alert-success-accent - Border and icon colour of success alerts (default: `--nl-color-success`, #1a7f37).
 * @cssprop --nl-alert-warning-background - Background of warning alerts (#fff4d5).
 * @cssprop --nl-alert-warning-accent - Border and icon colour of warning alerts (#9a6700).
 * @cssprop --nl-alert-error-background - Background of error alerts (default: a 10% tint of `--nl-color-danger`).
 * @cssprop --nl-alert-error-accent - Border and icon colour of error alerts (default: `--nl-color-danger`, #c5221f).
 * @cssprop --nl-alert-radius - Corner radius (default: `--nl-radius`, 0.25rem).
 * @cssprop --nl-alert-heading-font-weight - Heading weight (600).
 * @cssprop --nl-alert-close-hover-background - Close button background on hover (default: `--nl-color-text` at 8%).
 * @cssprop --nl-alert-shadow - Shadow of alerts made by showAlert().
 */
import { defineElement } from '../src/core/define.tsx';
import { Alert, spec } from '../src/elements/alert/alert.tsx';

export { showAlert, type ShowAlertOptions, type AlertType } from '../src/elements/alert/show-alert.ts';
export type { CloseDetail, CloseReason } from '../src/elements/alert/alert.tsx';

defineElement('nl-alert', Alert, spec);
