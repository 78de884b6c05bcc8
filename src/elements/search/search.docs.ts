// nl-search: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: 'A search form: Enter or the button goes to `{action}?q={encoded text}`; empty or blank input does nothing.',
  attributes: {
    action: {
      description: 'The search page URL, relative or absolute http(s) (required). A query string in it is kept (`&q=` is appended).',
    },
    placeholder: {
      description: 'Placeholder text of the input (default: none).',
    },
    label: {
      description: "The input's label (default: `Zoeken` / `Search`); visually hidden unless `show-label`.",
    },
    'show-label': {
      description: 'Shows the label above the input.',
    },
    name: {
      description: 'The query parameter (default `q`).',
    },
    value: {
      description: "Initial text (default: on the action page itself, that page's `?q=`).",
    },
    messages: {
      description: 'Text overrides: `{"label": "…", "submit": "…"}`.',
    },
  },
  events: {
    'nl-search': {
      detail: '{query: string, url: string}',
      description: 'Before navigating, cancelable; detail `{query, url}`. preventDefault() stops the navigation.',
    },
  },
  slots: {
    '': 'Fallback content, shown when `action` is missing or not an http(s) URL.',
  },
  parts: {
    form: 'The `<form role="search">`.',
    label: 'The label.',
    input: 'The search input.',
    button: 'The submit button.',
    'button-text': "The button's text.",
    icon: 'The magnifier icon in the button.',
  },
  cssProperties: {
    '--nl-search-gap': {
      description: 'Space between input and button (default: 0.5 × `--nl-space`).',
    },
    '--nl-search-radius': {
      description: 'Corner radius of input and button (default: `--nl-radius`, 0.25em).',
    },
    '--nl-search-border-color': {
      description: 'Input border colour (default: `--nl-color-border`, #767676).',
    },
    '--nl-search-border-width': {
      description: 'Input border width.',
    },
    '--nl-search-input-background': {
      description: 'Input background (default: `--nl-color-background`, #fff).',
    },
    '--nl-search-input-color': {
      description: 'Input text colour (default: `--nl-color-text`, #1b1f24).',
    },
    '--nl-search-placeholder-color': {
      description: 'Placeholder colour (default: `--nl-color-text` at 75%).',
    },
    '--nl-search-label-color': {
      description: 'Label colour.',
    },
    '--nl-search-label-font-weight': {
      description: 'Label weight.',
    },
    '--nl-search-button-background': {
      description: 'Button background (default: `--nl-color-primary`, #0b57d0).',
    },
    '--nl-search-button-hover-background': {
      description: 'Button background on hover (default: `--nl-color-primary`, darkened).',
    },
    '--nl-search-button-color': {
      description: 'Button text colour (default: `--nl-color-primary-contrast`, #fff).',
    },
    '--nl-search-button-font-weight': {
      description: 'Button text weight.',
    },
  },
  methods: {
    focus: {
      signature: '(options?: FocusOptions): void',
      description: 'Focuses the search input.',
    },
  },
  pages: ['vacatures.html'],
};
