/**
 * @tag nl-accordion
 * @summary Holds nl-accordion-items: a stacked list, or a gallery of headings with one panel open below its row.
 * @attr {"list" | "gallery"} [variant=list] - `list` (default) or `gallery`: headings in a grid (4 columns at ≥ 1200 px, 2 below), one open at a time, rows padded to full.
 * @slot - The nl-accordion-item elements.
 * @csspart base - The list or grid container.
 * @csspart pad - An empty cell that pads the gallery's last row.
 * @cssprop --nl-accordion-gallery-gap - Space between gallery tiles (default: `--nl-space`, 1rem).
 * @cssprop --nl-accordion-gallery-tile-height - Minimum height of a gallery tile.
 * @cssprop --nl-accordion-gallery-tile-background - Background of a gallery tile (default: `--nl-color-text` at 5% on the background).
 * @cssprop --nl-accordion-gallery-tile-active-background - Background of the open gallery tile (default: a 15% tint of `--nl-color-primary`).
 */
import { defineElement } from '../src/core/define.tsx';
import { Accordion, spec } from '../src/elements/accordion/accordion.tsx';

defineElement('nl-accordion', Accordion, spec);
