// nl-accordion-item: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: 'One accordion heading with its panel; `#expand={item-id}` deep links open it.',
  attributes: {
    'item-id': {
      description: 'Unique id (required): the panel is `collapse-{item-id}`, the deep link `#expand={item-id}`.',
    },
    heading: {
      description: 'The heading text (or put a child with slot="heading").',
    },
    open: {
      description: 'Present when expanded; toggled by the heading button.',
    },
    'heading-level': {
      description: "The heading's level, 1 to 6 (default 3).",
    },
  },
  events: {
    'nl-toggle': {
      detail: '{id: string, open: boolean}',
      description: 'When the item opens or closes; detail `{id, open}`.',
    },
  },
  slots: {
    '': 'The panel content.',
    heading: 'Rich heading content instead of the `heading` attribute.',
  },
  parts: {
    heading: 'The heading element (h1–h6).',
    header: 'The toggle button.',
    title: 'The heading text.',
    icon: 'The chevron.',
    panel: 'The panel: a `region` labelled by the heading button when its accordion (nested ones counted together) has at most 6 items (APG).',
  },
  cssProperties: {
    '--nl-accordion-header-min-height': {
      description: 'Minimum height of the heading row.',
    },
    '--nl-accordion-header-padding': {
      description: 'Padding of the heading row.',
    },
    '--nl-accordion-heading-size': {
      description: 'Font size of the heading.',
    },
    '--nl-accordion-border': {
      description: 'Border under each heading row (default: `--nl-color-border` at 40% (a divider)).',
    },
    '--nl-accordion-panel-padding': {
      description: 'Padding of the panel.',
    },
  },
  methods: {
    focus: {
      signature: '(options?: FocusOptions): void',
      description: 'Focuses the heading button.',
    },
  },
  pages: ['elements/nl-accordion.html', 'faq.html'],
};
