/**
 * @tag nl-call-us
 * @summary A tel: link showing `label`; below 768 px its text is `Bellen`.
 * @attr {string} phone - The phone number, as written (required).
 * @attr {string} label - The link text (default: the number).
 * @attr {object} messages - Text overrides: `{"call": "…"}`.
 * @slot icon - An icon before the text.
 * @slot - Fallback content, shown when `phone` is missing.
 * @csspart link - The link.
 * @cssprop --nl-call-us-color - Link colour.
 */
import { defineElement } from '../src/core/define.tsx';
import { CallUs, spec } from '../src/elements/call-us/call-us.tsx';

defineElement('nl-call-us', CallUs, spec);
