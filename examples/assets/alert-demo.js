/**
 * Demo page of nl-alert. Wires the page's buttons through data attributes, so the HTML has no
 * inline script (the site runs under CSP default-src 'self'):
 *
 *   <button data-show-alert="ID">   shows again the <nl-alert id="ID"> (removes its `hidden`), or,
 *                                   when ID is another element, every nl-alert inside it
 *   <button data-show-alert-text="…" data-show-alert-type="success">
 *                                   calls window.nl.showAlert(text, {type}) (and `duration` from
 *                                   data-show-alert-duration, when given)
 *
 * It also lists the nl-close events ({reason}) of every alert on the page in #alert-log. Texts go
 * in with textContent only.
 */
import { addToLog, code } from './event-log.js';

const MAX = 8;

/** Removing `hidden` shows the alert again with a full countdown. */
function showAgain(id) {
  const target = document.getElementById(id);
  if (!target) return;
  const alerts = target.localName === 'nl-alert' ? [target] : [...target.querySelectorAll('nl-alert')];
  for (const alert of alerts) alert.removeAttribute('hidden');
}

function showFromCode(button) {
  const nl = window.nl;
  if (typeof nl?.showAlert !== 'function') {
    console.error('alert-demo: window.nl.showAlert is not available; is /dist/nl-components.js loaded?');
    return;
  }
  const options = {};
  const type = button.getAttribute('data-show-alert-type');
  const duration = button.getAttribute('data-show-alert-duration');
  if (type) options.type = type;
  if (duration !== null && duration !== '') options.duration = Number(duration);
  nl.showAlert(button.getAttribute('data-show-alert-text') ?? '', options);
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const again = target?.closest('[data-show-alert]');
  if (again) {
    showAgain(again.getAttribute('data-show-alert') ?? '');
    return;
  }
  const fromCode = target?.closest('[data-show-alert-text]');
  if (fromCode) showFromCode(fromCode);
});

// Event log: nl-close of every alert, with the reason (timeout or button).
const log = document.getElementById('alert-log');

if (log) {
  document.addEventListener('nl-close', (event) => {
    const alert = event.target instanceof Element ? event.target : null;
    if (alert?.localName !== 'nl-alert') return;
    const reason = event instanceof CustomEvent && event.detail ? event.detail.reason : undefined;
    const text = (alert.textContent ?? '').trim().replace(/\s+/g, ' ');
    const summary = `${alert.getAttribute('type') || 'info'}: ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
    addToLog(log, [code('nl-close'), ' ', code(JSON.stringify({ reason })), ' ', summary], MAX);
  });
}
