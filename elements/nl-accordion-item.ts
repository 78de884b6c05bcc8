/**
 * @tag nl-accordion-item
 * @summary One accordion heading with its panel; `#expand={item-id}` deep links open it.
 * @attr {string} item-id - Unique id (required): the panel is `collapse-{item-id}`, the deep link `#expand={item-id}`.
 * @attr {string} heading - The heading text (or put a child with slot="heading").
 * @attr {boolean} open - Present when expanded; toggled by the heading button.
 * @attr {number} [heading-level=3] - The heading's level, 1 to 6 (default 3).
 * @fires {{id: string, open: boolean}} nl-toggle - When the item opens or closes; detail `{id, open}`.
 * @method focus(options?: FocusOptions): void - Focuses the heading button.
 * @slot - The panel content.
 * @slot heading - Rich heading content instead of the `heading` attribute.
 * @csspart heading - The heading element (h1–h6).
 * @csspart header - The toggle button.
 * @csspart title - The heading text.
 * @csspart icon - The chevron.
 * @csspart panel - The panel: a `region` labelled by the heading button when its accordion (nested ones counted together) has at most 6 items (APG).
 * @cssprop --nl-accordion-header-min-height - Minimum height of the heading row.
 * @cssprop --nl-accordion-header-padding - Padding of the heading row.
 * @cssprop --nl-accordion-heading-size - Font size of the heading.
 * @cssprop --nl-accordion-border - Border under each heading row (default: `--nl-color-border` at 40% (a divider)).
 * @cssprop --nl-accordion-panel-padding - Padding of the panel.
 */
import { defineElement } from '../src/core/define.tsx';
import { AccordionItem, spec } from '../src/elements/accordion/item.tsx';

defineElement('nl-accordion-item', AccordionItem, spec);
