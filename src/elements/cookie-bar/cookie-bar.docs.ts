// nl-cookie-bar: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: 'Asks for cookie consent (accept all, necessary only, settings per category) and keeps it in the cookie nl_consent.',
  attributes: {
    categories: {
      description: 'The categories to ask about (JSON list); necessary is always on.',
    },
    'policy-url': {
      description: 'The cookie statement, linked from the bar.',
    },
    'template-url': {
      description: "Texts per page language: a JSON file of message keys; `{lang}` becomes the page's locale (nl-NL by default, en-GB for en). Fetched only when the bar shows; on a first visit the loader requests it together with the bar's code.",
    },
    revision: {
      description: "Raise it when the cookies change: decisions of an older revision no longer count and the bar asks again. Read from the markup by the loader before anything decides (a decision of an older revision is no decision on any path, whatever order the code arrives in); the highest revision of the page's bars counts.",
    },
    gpc: {
      description: 'When the browser sends Global Privacy Control (`navigator.globalPrivacyControl`), statistics is denied too (marketing always is); the bar says so in one sentence, and only the settings dialog can turn them on.',
    },
    cookies: {
      description: "The cookie statement's declarations, nl-cookie-table's schema (a `name` ending in `*` is a prefix): when a category is withdrawn, its first-party cookies the page can see are deleted (this host and its parent domains, every path). A bad entry is left out and logged.",
    },
    'reload-on-withdraw': {
      description: 'Reload the page after a category is withdrawn (and its cookies deleted), so that scripts which already run stop.',
    },
  },
  events: {
    'nl-consent': {
      detail: 'ConsentState',
      description: 'On document (not on the element) after every choice: {necessary, preferences, statistics, marketing, revision, decided}.',
    },
  },
  parts: {
    bar: 'The bar (a region named by its title).',
    inner: "The bar's content box.",
    title: "The bar's heading.",
    text: "The bar's text.",
    policy: 'The link to policy-url.',
    gpc: 'The Global Privacy Control sentence (in the bar, when the browser sends the signal).',
    actions: "The bar's buttons.",
    button: 'Every button (also accept-all, necessary-only, settings, save).',
    settings: 'The settings form in the dialog.',
    category: 'One category in the settings.',
    dialog: "The settings dialog (nl-modal's).",
  },
  cssProperties: {
    '--nl-cookie-bar-accent': {
      description: 'Buttons, links and checkboxes (default: `--nl-color-primary`, #0b57d0).',
    },
    '--nl-cookie-bar-accent-text': {
      description: 'Text on the filled buttons (default: `--nl-color-primary-contrast`, #fff).',
    },
    '--nl-cookie-bar-link-color': {
      description: 'The policy link (default: `--nl-color-primary`, #0b57d0).',
    },
    '--nl-cookie-bar-border-color': {
      description: "The bar's top border and the categories' borders (default: `--nl-color-border` at 40% (a divider)).",
    },
    '--nl-cookie-bar-muted': {
      description: "The categories' descriptions (default: `--nl-color-text` at 75%).",
    },
    '--nl-cookie-bar-radius': {
      description: 'Buttons and categories (default: 1.5 × `--nl-radius`).',
    },
    '--nl-cookie-bar-shadow': {
      description: "The bar's shadow.",
    },
    '--nl-cookie-bar-font': {
      description: "The bar's font (inherited).",
    },
    '--nl-cookie-bar-background': {
      description: "The bar's background (default: `--nl-color-background`, #fff).",
    },
    '--nl-cookie-bar-color': {
      description: "The bar's text (default: `--nl-color-text`, #1b1f24).",
    },
    '--nl-cookie-bar-z-index': {
      description: "The bar's stacking (900).",
    },
    '--nl-cookie-bar-width': {
      description: "The bar content's maximum width (72em).",
    },
  },
};
