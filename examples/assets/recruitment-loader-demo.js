/**
 * Demo page of nl-recruitment-loader. No inline script (the site runs under CSP default-src 'self'):
 *
 *   <button data-consent-reset>   withdraws the marketing consent (window.nl.consent.set) and
 *                                 reloads the page, so the placeholder can be tried again.
 *
 * It lists the nl-load and nl-load-error events of the page in #recruitment-log. Texts go in with
 * textContent only.
 */
import { addToLog, code } from './event-log.js';

const MAX = 8;
const log = document.getElementById('recruitment-log');

function record(event) {
  addToLog(log, [code(event.type), ' ', code(JSON.stringify(event.detail))], MAX);
}

document.addEventListener('nl-load', record);
document.addEventListener('nl-load-error', record);

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-consent-reset]') : null;
  if (!button || !window.nl?.consent) return;
  window.nl.consent.set({ marketing: false });
  location.reload();
});
