// nl-modal: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: 'A dialog around its content: focus moves in and stays in, Escape closes, focus returns to the opener; `openModal()` builds one in code.',
  attributes: {
    heading: {
      description: "The dialog's title (or a child with slot=\"heading\"); it names the dialog.",
    },
    open: {
      description: 'Present while the dialog is open; set it (or call `show()`) to open.',
    },
    type: {
      description: "The kind of message: an icon and a spoken prefix (`Fout: …`); `confirm` is an `alertdialog`. Every type but `dialog` is described by its content (read out on open), and so is `openModal()`'s text.",
    },
    'close-type': {
      description: 'How it may be closed: `all`, `none`, or any of `button` (its close button), `backdrop`, `escape`, separated by spaces.',
    },
    animation: {
      description: 'How it comes and goes (none under prefers-reduced-motion).',
    },
    messages: {
      description: 'Text overrides: `{"close": "…"}` and the type prefixes.',
    },
  },
  events: {
    'nl-show': {
      detail: null,
      description: 'When the dialog opens.',
    },
    'nl-close': {
      detail: '{reason: "button" | "escape" | "backdrop" | "method"}',
      description: 'When it closes, with why.',
    },
  },
  slots: {
    '': 'The content.',
    heading: 'Rich title content instead of the `heading` attribute.',
    footer: 'Action buttons.',
  },
  parts: {
    dialog: 'The native `<dialog>`.',
    panel: 'Its content box.',
    header: 'Icon, title and close button.',
    icon: "The type's icon.",
    title: 'The `<h2>`.',
    close: 'The close button (`Sluiten`).',
    body: 'The content.',
    footer: 'The action buttons.',
  },
  cssProperties: {
    '--nl-modal-width': {
      description: 'Width (36em, at most the viewport less 2em).',
    },
    '--nl-modal-backdrop': {
      description: 'The backdrop colour.',
    },
    '--nl-modal-background': {
      description: "The dialog's background (default: `--nl-color-background`, #fff).",
    },
    '--nl-modal-button-color': {
      description: 'Default colour of action buttons (default: `--nl-color-primary`, #0b57d0).',
    },
    '--nl-modal-button-text-color': {
      description: 'Text on the last (filled) action button (default: `--nl-color-primary-contrast`, #fff).',
    },
    '--nl-modal-button-radius': {
      description: 'Corners of the action buttons (default: 1.5 × `--nl-radius`).',
    },
    '--nl-modal-radius': {
      description: 'Corners of the dialog (default: 2 × `--nl-radius`).',
    },
    '--nl-modal-color': {
      description: "The dialog's text (default: `--nl-color-text`, #1b1f24).",
    },
    '--nl-modal-info-color': {
      description: 'Icon of `info` and `confirm` (default: `--nl-color-primary`, #0b57d0).',
    },
    '--nl-modal-success-color': {
      description: 'Icon of `success` (default: `--nl-color-success`, #1a7f37).',
    },
    '--nl-modal-warning-color': {
      description: 'Icon of `warning` (#8a5300).',
    },
    '--nl-modal-error-color': {
      description: 'Icon of `error` (default: `--nl-color-danger`, #c5221f).',
    },
  },
  methods: {
    show: {
      signature: '(): void',
      description: 'Opens the dialog (so does a `<button commandfor="ID" command="--show">`; `command="--close"` closes it).',
    },
    close: {
      signature: '(): void',
      description: 'Closes the dialog.',
    },
  },
};
