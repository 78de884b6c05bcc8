// govuk-frontend, initialised as its documentation says for a site without a bundler
// (frontend.design-system.service.gov.uk, "Import JavaScript"): import initAll from the precompiled
// govuk-frontend.min.js and call it. window.benchReady tells test/bench/harness.js it has returned.
import { initAll } from '/node_modules/govuk-frontend/dist/govuk/govuk-frontend.min.js';

initAll();
window.benchReady = Promise.resolve();
