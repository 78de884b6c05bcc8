// nl-accordion: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: 'Holds nl-accordion-items: a stacked list, or a gallery of headings with one panel open below its row.',
  attributes: {
    variant: {
      description: '`list` (default) or `gallery`: headings in a grid (4 columns at ≥ 1200 px, 2 below), one open at a time, rows padded to full.',
    },
  },
  slots: {
    '': 'The nl-accordion-item elements.',
  },
  parts: {
    base: 'The list or grid container.',
    pad: "An empty cell that pads the gallery's last row.",
  },
  cssProperties: {
    '--nl-accordion-gallery-gap': {
      description: 'Space between gallery tiles (default: `--nl-space`, 1em).',
    },
    '--nl-accordion-gallery-tile-height': {
      description: 'Minimum height of a gallery tile.',
    },
    '--nl-accordion-gallery-tile-background': {
      description: 'Background of a gallery tile (default: `--nl-color-text` at 5% on the background).',
    },
    '--nl-accordion-gallery-tile-active-background': {
      description: 'Background of the open gallery tile (default: a 15% tint of `--nl-color-primary`).',
    },
  },
  pages: ['faq.html'],
};
