/**
 * @tag nl-tooltip
 * @summary Shows `text` for its content (a button, an icon, a term) on hover, keyboard focus and tap; Escape hides it. `role="tooltip"`, linked to the content with `aria-describedby`.
 * @attr {string} text - The tooltip text, always plain text (required). Without it the element shows just its content.
 * @attr {"top" | "bottom" | "left" | "right"} [placement=top] - The preferred side. Where the tooltip does not fit, it goes to the opposite side (then the other axis) and shifts to stay inside the viewport.
 * @attr {number} [delay=0] - Milliseconds before it shows on hover (0–10000). Focus and tap show it at once.
 * @fires {{placement: "top" | "bottom" | "left" | "right"}} nl-tooltip-show - When the tooltip shows; detail `{placement}`, the side it is shown on.
 * @fires {null} nl-tooltip-hide - When the tooltip hides.
 * @method show(): void - Shows the tooltip until `hide()`, Escape or a tap elsewhere.
 * @method hide(): void - Hides the tooltip; hover, focus or a tap shows it again.
 * @slot - The content the tooltip is for. Its first focusable element gets `aria-describedby`; with none (a term, an icon, a disabled button) the element itself becomes focusable (`tabindex="0"`).
 * @csspart tooltip - The tooltip bubble (in the top layer; its text is a light-DOM `<span role="tooltip">`, styled through this part).
 * @csspart arrow - The arrow pointing at the content.
 * @cssprop --nl-tooltip-background - Background of bubble and arrow (default: `--nl-color-text`, #1b1f24).
 * @cssprop --nl-tooltip-color - Text colour (default: `--nl-color-background`, #fff).
 * @cssprop --nl-tooltip-max-width - Widest the bubble gets (20rem; never more than the viewport less 16px).
 * @cssprop --nl-tooltip-padding - Padding (0.375rem 0.625rem).
 * @cssprop --nl-tooltip-radius - Corner radius (default: `--nl-radius`, 0.25rem).
 * @cssprop --nl-tooltip-border - Border (none).
 * @cssprop --nl-tooltip-shadow - Box shadow.
 * @cssprop --nl-tooltip-font-family - Font family (inherited).
 * @cssprop --nl-tooltip-font-size - Font size (0.875rem).
 * @cssprop --nl-tooltip-font-weight - Font weight (400).
 * @cssprop --nl-tooltip-arrow-size - Side of the arrow's square (8px).
 */
import { defineElement } from '../src/core/define.tsx';
import { Tooltip, spec } from '../src/elements/tooltip/tooltip.tsx';

defineElement('nl-tooltip', Tooltip, spec);
