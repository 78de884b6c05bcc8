/**
 * Demo page of nl-confirm-button. No inline script (the site runs under CSP default-src 'self'):
 *
 *   <form data-confirm-demo="OUTPUT-ID">  on submit, writes the form's FormData (with the button
 *                                         that sent it) into #OUTPUT-ID instead of sending it.
 *   <button data-toggle-error="ID">       shows or hides the error message #ID (to try the
 *                                         "visible error: nothing opens" rule).
 *
 * The submit listener is added once window.nl.ready has resolved, so that it runs after the
 * elements' own listeners, as the browser's own sending would. It also lists the nl-confirm
 * events of the page in #confirm-log. Nothing is sent anywhere. Texts go in with textContent only.
 */
import { addToLog, code } from './event-log.js';
import { EN } from './demo-lang.js';

const MAX = 8;

function describe(form, submitter) {
  const lines = [];
  for (const [name, value] of new FormData(form, submitter)) lines.push(`${name} = ${value === '' ? '""' : value}`);
  return lines.length ? lines.join('\n') : EN ? '(nothing: no fields with a name)' : '(niets: geen velden met een naam)';
}

function onSubmit(event) {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  if (!form || !form.hasAttribute('data-confirm-demo') || event.defaultPrevented) return;
  event.preventDefault();
  const output = document.getElementById(form.getAttribute('data-confirm-demo'));
  if (output) output.textContent = `${EN ? 'Sent (after confirmation)' : 'Verstuurd (na bevestiging)'}:\n${describe(form, event.submitter)}`;
}

Promise.resolve(window.nl?.ready).then(() => window.addEventListener('submit', onSubmit));

document.addEventListener('click', (event) => {
  const toggle = event.target instanceof Element ? event.target.closest('[data-toggle-error]') : null;
  if (!toggle) return;
  const message = document.getElementById(toggle.getAttribute('data-toggle-error'));
  if (!message) return;
  message.hidden = !message.hidden;
  toggle.setAttribute('aria-pressed', String(!message.hidden));
});

const log = document.getElementById('confirm-log');

document.addEventListener('nl-confirm', (event) => {
  addToLog(log, [code(event.type), ' ', code(JSON.stringify(event.detail))], MAX);
});
