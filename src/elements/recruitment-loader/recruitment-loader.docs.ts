// nl-recruitment-loader: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import { consentGateCssProperties } from '../../core/consent-gate.docs.ts';
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "Loads the recruitment platform's script and stylesheet once per page, only when `vacancy-id` is set or the page has a `[data-recruitment-area]`, and only after consent for marketing cookies. Until the visitor allows marketing cookies it shows, in place of its content, a placeholder that says the application form comes from the recruitment platform, which sets cookies, with a button `Formulier laden en cookies accepteren` and the cookie settings; nothing is requested before that. Several loaders, or re-renders, still add one `<script async>` and one `<link rel=\"stylesheet\">` to `<head>` (one already there with the same URL counts). A failed load logs `nl-recruitment-loader: could not load {url}`; the page goes on without the platform.",
  attributes: {
    'script-src': {
      description: "The platform's script, an http(s) URL (required).",
    },
    'stylesheet-src': {
      description: "The platform's stylesheet, an http(s) URL.",
    },
    'vacancy-id': {
      description: 'The vacancy whose application form the platform shows; non-empty means load.',
    },
    messages: {
      description: 'Text overrides: `{"consentText": "…", "consentAction": "…", "consentSettings": "…"}`.',
    },
  },
  events: {
    'nl-load': {
      detail: '{script: string, stylesheet: string}',
      description: 'When the script and stylesheet have loaded (absolute URLs; stylesheet `""` when not given).',
    },
    'nl-load-error': {
      detail: '{url: string}',
      description: 'For each URL that could not be loaded.',
    },
  },
  slots: {
    '': 'Content shown once the platform may load (such as the `[data-recruitment-area]` it renders into).',
  },
  parts: {
    'consent-placeholder': 'The placeholder shown until consent.',
    'consent-allow': 'Its button that allows marketing cookies and loads the platform.',
    'consent-settings': 'Its button that opens the cookie settings.',
  },
  cssProperties: {
    ...consentGateCssProperties,
  },
};
