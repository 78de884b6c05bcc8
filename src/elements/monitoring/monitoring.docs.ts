// nl-monitoring: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "Error monitoring with @sentry/browser (once per page): environment by host, error sample rate 0.25, off in development, noisy browser and extension errors ignored, an offline queue of at most 30 events, profiling of at most 30 s, and Sentry's feedback widget (button `Report a Bug`). The element shows nothing itself. The first nl-monitoring with a valid `dsn` initialises Sentry; another one logs `nl-monitoring: Sentry is already initialised on this page; this element does nothing` (console.warn). Environment: `environments` first, then the defaults (localhost, 127.0.0.1, [::1], *.localhost, *.local: development; test.*, tst.*: test; acc.*, acceptatie.*, acceptance.*, staging.*: acceptance), else production. Development initialises Sentry with `enabled: false` and nothing else: nothing is sent, no feedback button. Otherwise: one error in four is sent, events that cannot be sent wait in IndexedDB (at most 30) until the browser is online, with `profiling` one page view in four is profiled for its first 30 s, and the feedback button opens a form with name, email and description, send and cancel; `Bedankt voor je melding!` (`Thank you for your report!`) shows for 5 s after sending. No IP address, cookies, query strings or fragments of page addresses are sent. Attributes are read once, when Sentry is initialised.",
  attributes: {
    dsn: {
      description: "The Sentry project's DSN, `https://<key>@<host>/<project id>` (required).",
      type: 'url',
    },
    environments: {
      description: 'JSON, environment → host names: `{"test": ["test.example.nl"], "production": ["*.example.nl"]}`; `*` matches any part of a host name. Asked before the defaults.',
    },
    release: {
      description: 'The release name Sentry groups events by (optional).',
    },
    profiling: {
      description: 'Turns on the sampled profiler (one page view in four, at most 30 s, stopped when the page is hidden). Only for pages served with the HTTP header `Document-Policy: js-profiling`: elsewhere Chromium logs `Document policy violation: js-profiling is not allowed in this document.` in the console. Without it the profiler is never constructed.',
    },
    tunnel: {
      description: "Send envelopes to this URL (same origin, e.g. `/api/errors/envelope`) instead of the DSN's host (Sentry's `tunnel`; past ad blockers).",
    },
    placement: {
      description: 'Where the feedback button is: fixed in a bottom corner (the form opens there too; the end of the page keeps room for the button, so it never covers the last content), or `inline`, in the flow right after the element. Below 750 px the button is its icon only, named `Report a Bug`. Its colours, font and corners come from the theme tokens (`--nl-color-primary`, `--nl-color-primary-contrast`, `--nl-color-background`, `--nl-color-text`, `--nl-font-family`, `--nl-radius`).',
    },
    messages: {
      description: "Texts of the feedback widget, by Sentry's option names: `{\"triggerLabel\": \"…\", \"formTitle\": \"…\", \"nameLabel\": \"…\", \"emailLabel\": \"…\", \"messageLabel\": \"…\", \"submitButtonLabel\": \"…\", \"cancelButtonLabel\": \"…\", \"successMessageText\": \"…\", …}`.",
    },
  },
  cssProperties: {
    '--nl-monitoring-z-index': {
      description: 'Stacking of the feedback button and form (850: below nl-cookie-bar).',
    },
    '--nl-monitoring-inset': {
      description: 'Where the feedback button sits (`inset`; overrides the corner of `placement`).',
    },
    '--nl-monitoring-button-height': {
      description: 'The room kept at the end of the page for a fixed button (3em; plus its 16 px margins).',
    },
  },
};
