/**
 * @tag nl-iframe-modal
 * @summary Its content opens a dialog with an iframe of `src` (http/https only); nothing is fetched before the click.
 * @attr {url} src - The page to show, an http(s) URL (required).
 * @attr {string} heading - The dialog's title and the iframe's title (default: the host name of `src`).
 * @fires {null} nl-show - When the dialog opens (from its nl-modal).
 * @fires {{reason: "button" | "escape" | "backdrop" | "method"}} nl-close - When it closes (from its nl-modal).
 * @slot - The trigger: a link or button, or any content (then wrapped in a button).
 * @csspart trigger - The button wrapped around content that is no link or button.
 * @csspart dialog - The dialog (nl-modal's).
 * @csspart body - The dialog's content box.
 * @cssprop --nl-iframe-modal-width - The dialog's width (60rem).
 * @cssprop --nl-iframe-modal-height - The iframe's height (min(70dvh, 40rem)).
 */
import { defineElement } from '../src/core/define.tsx';
import { IframeModal, spec } from '../src/elements/iframe-modal/iframe-modal.tsx';

defineElement('nl-iframe-modal', IframeModal, spec);
