/**
 * Demo page of nl-tracking. No inline script (the site runs under CSP default-src 'self'):
 *
 *   #datalayer-log                 every object with an `event` that reaches window.dataLayer
 *                                  (those pushed before this script ran too), newest first;
 *                                  functions (eventCallback) shown as "ƒ".
 *   input[name=tagmanager]         plays a tag manager: "none" (window.google_tag_manager
 *                                  undefined), "callback" (calls eventCallback after 500 ms, as
 *                                  GTM does once its tags have fired), "silent" (a tag manager that
 *                                  never calls back, so nl-tracking's 2000 ms timer sends the form).
 *   button[data-marketing]         allows or refuses marketing cookies (window.nl.consent.set);
 *                                  #consent-marketing shows the choice.
 *   #demo-contact                  logs how long after the submit the server's answer came
 *                                  (it is posted into the iframe named demo-antwoord).
 *
 * Links in the demo stay on this page. Texts go in with textContent only.
 */
import { addToLog, code } from './event-log.js';
import { EN } from './demo-lang.js';

const MAX = 12;
const log = document.getElementById('datalayer-log');let mode = 'none';

function describe(entry) {
  try {
    return JSON.stringify(entry, (_key, value) => (typeof value === 'function' ? 'ƒ' : value));
  } catch {
    return String(entry);
  }
}

function show(entry) {
  if (!entry || typeof entry !== 'object' || typeof entry.event !== 'string') return;
  addToLog(log, [code(describe(entry))], MAX);
}

// As a tag manager does: take over push() of the page's data layer.
const layer = Array.isArray(window.dataLayer) ? window.dataLayer : (window.dataLayer = []);
layer.forEach(show);
const push = layer.push;
layer.push = function (...entries) {
  const result = push.apply(this, entries);
  for (const entry of entries) {
    show(entry);
    if (mode === 'callback' && entry && typeof entry.eventCallback === 'function') {
      setTimeout(() => entry.eventCallback('GTM-DEMO'), 500);
    }
  }
  return result;
};
// Only what comes after the page has loaded is announced.
log?.setAttribute('aria-live', 'polite');

document.addEventListener('change', (event) => {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.name !== 'tagmanager') return;
  mode = input.value;
  if (mode === 'none') delete window.google_tag_manager;
  else window.google_tag_manager = { demo: true };
});

// ------------------------------------------------------------------ consent for marketing

const consentText = document.getElementById('consent-marketing');
function showConsent() {
  const consent = window.nl?.consent;
  if (!consentText || !consent) return;
  const state = consent.get();
  if (EN) consentText.textContent = state.decided || state.marketing ? `Marketing cookies: ${state.marketing ? 'allowed' : 'refused'}.` : 'Marketing cookies: no choice yet (counts as refused).';
  else consentText.textContent = state.decided || state.marketing ? `Marketingcookies: ${state.marketing ? 'toegestaan' : 'geweigerd'}.` : 'Marketingcookies: nog geen keuze (telt als geweigerd).';
}
Promise.resolve(window.nl?.ready).then(showConsent);
document.addEventListener('nl-consent', showConsent);

// ------------------------------------------------------------------ clicks

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const choice = target?.closest('button[data-marketing]');
  if (choice && window.nl?.consent) {
    window.nl.consent.set({ marketing: choice.getAttribute('data-marketing') === 'true' });
    showConsent();
    return;
  }
  // The demo's links point at this page's own sections: no jump.
  const link = target?.closest('.demo a[href^="#"]');
  if (link) event.preventDefault();
});

// ------------------------------------------------------------------ the form's way to the server

const answer = document.querySelector('iframe[name="demo-antwoord"]');
let sentAt = 0;
document.addEventListener(
  'submit',
  (event) => {
    if (event.target instanceof HTMLFormElement && event.target.id === 'demo-contact') sentAt = performance.now();
  },
  true,
);
answer?.addEventListener('load', () => {
  if (!sentAt) return;
  const ms = Math.round(performance.now() - sentAt);
  addToLog(log, [EN ? `Answer from the server, ${ms} ms after sending` : `Antwoord van de server, ${ms} ms na het versturen`], MAX);
  sentAt = 0;
});
