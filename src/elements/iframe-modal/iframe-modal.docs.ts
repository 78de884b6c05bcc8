// nl-iframe-modal: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: 'Its content opens a dialog with an iframe of `src` (http/https only); nothing is fetched before the click.',
  attributes: {
    src: {
      description: 'The page to show, an http(s) URL (required).',
    },
    heading: {
      description: "The dialog's title and the iframe's title (default: the host name of `src`).",
    },
  },
  events: {
    'nl-show': {
      detail: null,
      description: 'When the dialog opens (from its nl-modal).',
    },
    'nl-close': {
      detail: '{reason: "button" | "escape" | "backdrop" | "method"}',
      description: 'When it closes (from its nl-modal).',
    },
  },
  slots: {
    '': 'The trigger: a link or button, or any content (then wrapped in a button).',
  },
  parts: {
    trigger: 'The button wrapped around content that is no link or button.',
    dialog: "The dialog (nl-modal's).",
    body: "The dialog's content box.",
  },
  cssProperties: {
    '--nl-iframe-modal-width': {
      description: "The dialog's width (60em).",
    },
    '--nl-iframe-modal-height': {
      description: "The iframe's height (min(70dvh, 40em)).",
    },
  },
};
