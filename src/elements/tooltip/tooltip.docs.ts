// nl-tooltip: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: 'Shows `text` for its content (a button, an icon, a term) on hover, keyboard focus and tap; Escape hides it. `role="tooltip"`, linked to the content with `aria-describedby`.',
  attributes: {
    text: {
      description: 'The tooltip text, always plain text (required). Without it the element shows just its content.',
    },
    placement: {
      description: 'The preferred side. Where the tooltip does not fit, it goes to the opposite side (then the other axis) and shifts to stay inside the viewport.',
    },
    delay: {
      description: 'Milliseconds before it shows on hover (0–10000). Focus and tap show it at once.',
    },
  },
  events: {
    'nl-tooltip-show': {
      detail: '{placement: "top" | "bottom" | "left" | "right"}',
      description: 'When the tooltip shows; detail `{placement}`, the side it is shown on.',
    },
    'nl-tooltip-hide': {
      detail: null,
      description: 'When the tooltip hides.',
    },
  },
  slots: {
    '': 'The content the tooltip is for. Its first focusable element gets `aria-describedby`; with none (a term, an icon, a disabled button) the element itself becomes focusable (`tabindex="0"`).',
  },
  parts: {
    tooltip: 'The tooltip bubble (in the top layer; its text is a light-DOM `<span role="tooltip">`, styled through this part).',
    arrow: 'The arrow pointing at the content.',
  },
  cssProperties: {
    '--nl-tooltip-background': {
      description: 'Background of bubble and arrow (default: `--nl-color-text`, #1b1f24).',
    },
    '--nl-tooltip-color': {
      description: 'Text colour (default: `--nl-color-background`, #fff).',
    },
    '--nl-tooltip-max-width': {
      description: 'Widest the bubble gets (20em; never more than the viewport less 16px).',
    },
    '--nl-tooltip-padding': {
      description: 'Padding (0.375em 0.625em).',
    },
    '--nl-tooltip-radius': {
      description: 'Corner radius (default: `--nl-radius`, 0.25em).',
    },
    '--nl-tooltip-border': {
      description: 'Border (none).',
    },
    '--nl-tooltip-shadow': {
      description: 'Box shadow.',
    },
    '--nl-tooltip-font-family': {
      description: 'Font family (inherited).',
    },
    '--nl-tooltip-font-size': {
      description: 'Font size (0.875em).',
    },
    '--nl-tooltip-font-weight': {
      description: 'Font weight (400).',
    },
    '--nl-tooltip-arrow-size': {
      description: "Side of the arrow's square (8px).",
    },
  },
  methods: {
    show: {
      signature: '(): void',
      description: 'Shows the tooltip until `hide()`, Escape or a tap elsewhere.',
    },
    hide: {
      signature: '(): void',
      description: 'Hides the tooltip; hover, focus or a tap shows it again.',
    },
  },
};
