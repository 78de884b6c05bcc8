// nl-spinner: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
//
// The model for a new tag's docs (docs/one-source.md). Beside the module that exports the
// element's `spec` (spinner.tsx → spinner.docs.ts), `export const docs: ElementDocs` with:
//   summary            one line (the manifest's summary; the docs pages and catalogue show it)
//   description        optional Markdown beyond the summary
//   attributes         name → {description}: one entry for every attribute of spec.attributes (the
//                      build fails on a missing or extra one), plus `messages` to name its keys. The
//                      type, default, required, values and range come from the spec's attr.*(); give
//                      `type` / `default` here only where the parser's say less (see src/core/docs.ts)
//   events             name → {detail: TypeScript type text of event.detail, or null; description}
//   slots, parts       name → description ('' is the default slot)
//   cssProperties      --name → {description, default?}
//   methods            name → {signature: '(index: number): void', description}: one for every
//                      function of spec.methods
//   pages              example pages besides the tag's own (its folder's <tag>.example.html), for
//                      the README tag table: site paths (`faq.html`)
// Then `npm run generate` rewrites the generated tables and `npm run build` the manifest, d.ts, schemas.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "A page-wide loading overlay: hidden until `observer.publish(\"components.spinner.show\")`, hidden again on `components.spinner.hide`. Shows and hides are counted (two shows need two hides; never below 0), and those published before the tag's code loaded count too. While shown it covers the viewport with a spinner and the text `Bezig met laden…` (English `Loading…`) in a role=\"status\" region that is always in the DOM, so screen readers announce it. Under prefers-reduced-motion the spinner stands still.",
  attributes: {
    messages: {
      description: 'Text overrides: `{"loading": "…"}`.',
    },
  },
  events: {
    'nl-spinner-show': {
      detail: null,
      description: 'When it appears (the count went from 0 to 1).',
    },
    'nl-spinner-hide': {
      detail: null,
      description: 'When it disappears (the count went back to 0).',
    },
  },
  parts: {
    overlay: 'The fixed, full-viewport layer while shown (visually hidden while idle).',
    indicator: 'The spinner graphic.',
    text: 'The role="status" text.',
  },
  cssProperties: {
    '--nl-spinner-color': {
      description: 'Spinner colour (default: `--nl-color-primary`, #0b57d0).',
    },
    '--nl-spinner-track-color': {
      description: 'The ring behind the arc (default: `--nl-spinner-color` (or `--nl-color-primary`) at 20%).',
    },
    '--nl-spinner-size': {
      description: 'Spinner size (3em).',
    },
    '--nl-spinner-backdrop': {
      description: 'Overlay background (default: `--nl-color-background` at 80%).',
    },
    '--nl-spinner-z-index': {
      description: 'Overlay stacking (2000).',
    },
    '--nl-spinner-text-color': {
      description: 'Text colour (default: `--nl-color-text`, #1b1f24).',
    },
    '--nl-spinner-text-background': {
      description: 'Text background (default: `--nl-color-background`, #fff).',
    },
    '--nl-spinner-text-font-weight': {
      description: 'Text weight (600).',
    },
  },
};
