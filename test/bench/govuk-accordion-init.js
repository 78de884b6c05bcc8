// govuk-frontend's Accordion alone (bytes only: the lightest way to use it without a bundler), from the
// component's own bundle; `new Accordion($module)` for each data-module="govuk-accordion", as
// createAll(Accordion) would.
import { Accordion } from '/node_modules/govuk-frontend/dist/govuk/components/accordion/accordion.bundle.mjs';

for (const element of document.querySelectorAll('[data-module="govuk-accordion"]')) new Accordion(element);
window.benchReady = Promise.resolve();
