/**
 * Demo page of nl-vacancy-form. No inline script (the site runs under CSP default-src 'self'):
 *
 *   <form data-vacancy-demo="OUTPUT-ID">  on submit (when no element stopped it), writes the
 *                                         form's FormData into #OUTPUT-ID instead of sending it.
 *
 * It plays the tag manager: every `trackEvent` that reaches window.dataLayer is listed in
 * #datalayer-log (the pushes made before this script ran too). The submit listener is added once
 * window.nl.ready has resolved, so that it runs after the element's own (which pushes
 * "Form submitted" only for a submit nobody stopped). Nothing is sent anywhere. Texts go in with
 * textContent only.
 */
import { addToLog, code } from './event-log.js';
import { EN } from './demo-lang.js';

const MAX = 12;
const log = document.getElementById('datalayer-log');

function show(entry) {
  if (!log || !entry || typeof entry !== 'object' || entry.event !== 'trackEvent') return;
  addToLog(log, [code(JSON.stringify(entry))], MAX);
}

// As a tag manager does: take over push() of the page's data layer.
const layer = Array.isArray(window.dataLayer) ? window.dataLayer : (window.dataLayer = []);
layer.forEach(show);
const push = layer.push.bind(layer);
layer.push = (...entries) => {
  entries.forEach(show);
  return push(...entries);
};

function describe(form, submitter) {
  const lines = [];
  for (const [name, value] of new FormData(form, submitter)) lines.push(`${name} = ${value === '' ? '""' : value}`);
  return lines.join('\n');
}

function onSubmit(event) {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  if (!form || !form.hasAttribute('data-vacancy-demo') || event.defaultPrevented) return;
  event.preventDefault();
  const output = document.getElementById(form.getAttribute('data-vacancy-demo'));
  if (output) output.textContent = `${EN ? 'Sent' : 'Verstuurd'}:\n${describe(form, event.submitter)}`;
}

Promise.resolve(window.nl?.ready).then(() => window.addEventListener('submit', onSubmit));
