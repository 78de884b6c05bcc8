/**
 * Demo page of nl-map. No inline script (the site runs under CSP default-src 'self'):
 *
 *   <button data-consent-reset>   withdraws the marketing consent (window.nl.consent.set) and
 *                                 reloads the page, so the placeholder can be tried again.
 *
 * It lists the nl-load, nl-load-error and nl-marker-click events of the page in #map-log. Texts go
 * in with textContent only (a location's name is editor data).
 */
import { addToLog, code } from './event-log.js';

const MAX = 8;
const log = document.getElementById('map-log');

function record(event) {
  const detail = event.type === 'nl-marker-click' ? { poi: { name: event.detail.poi.name, type: event.detail.poi.type } } : event.detail;
  addToLog(log, [code(event.type), ' ', code(JSON.stringify(detail))], MAX);
}

document.addEventListener('nl-load', record);
document.addEventListener('nl-load-error', record);
document.addEventListener('nl-marker-click', record);

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-consent-reset]') : null;
  if (!button || !window.nl?.consent) return;
  window.nl.consent.set({ marketing: false });
  location.reload();
});
