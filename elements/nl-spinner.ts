/**
 * @tag nl-spinner
 * @summary A page-wide loading overlay: hidden until `observer.publish("components.spinner.show")`, hidden again on `components.spinner.hide`.
 * Shows and hides are counted (two shows need two hides; never below 0), and those published
 * before the tag's code loaded count too. While shown it covers the viewport with a spinner and
 * the text `Bezig met laden…` (English `Loading…`) in a role="status" region that is always in the
 * DOM, so screen readers announce it. Under prefers-reduced-motion the spinner stands still.
 * @attr {object} messages - Text overrides: `{"loading": "…"}`.
 * @fires {null} nl-spinner-show - When it appears (the count went from 0 to 1).
 * @fires {null} nl-spinner-hide - When it disappears (the count went back to 0).
 * @csspart overlay - The fixed, full-viewport layer while shown (visually hidden while idle).
 * @csspart indicator - The spinner graphic.
 * @csspart text - The role="status" text.
 * @cssprop --nl-spinner-color - Spinner colour (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-spinner-track-color - The ring behind the arc (default: `--nl-spinner-color` (or `--nl-color-primary`) at 20%).
 * @cssprop --nl-spinner-size - Spinner size (3rem).
 * @cssprop --nl-spinner-backdrop - Overlay background (default: `--nl-color-background` at 80%).
 * @cssprop --nl-spinner-z-index - Overlay stacking (2000).
 * @cssprop --nl-spinner-text-color - Text colour (default: `--nl-color-text`, #1b1f24).
 * @cssprop --nl-spinner-text-background - Text background (default: `--nl-color-background`, #fff).
 * @cssprop --nl-spinner-text-font-weight - Text weight (600).
 */
import { defineElement } from '../src/core/define.tsx';
import { Spinner, spec } from '../src/elements/spinner/spinner.tsx';

export { SHOW as SPINNER_SHOW, HIDE as SPINNER_HIDE } from '../src/elements/spinner/spinner.tsx';

defineElement('nl-spinner', Spinner, spec);
