/**
 * Demo page of nl-date-picker. No inline script (the site runs under CSP default-src 'self'):
 *
 *   <form data-date-demo="OUTPUT-ID">  on submit (after the browser's own validation, so `required`
 *                                      and an impossible date stop it as on a real page), writes
 *                                      the form's FormData into #OUTPUT-ID instead of sending it;
 *                                      on reset, empties #OUTPUT-ID.
 *
 * It also lists the nl-change events of the page in #date-log. Texts go in with textContent only.
 */
import { addToLog, code } from './event-log.js';
import { EN } from './demo-lang.js';

const MAX = 8;

/** The FormData as `name = value` lines. */
function describe(form) {
  const lines = [];
  for (const [name, value] of new FormData(form)) {
    const text = typeof value === 'string' ? value : `${EN ? '(file)' : '(bestand)'} ${value.name}`;
    lines.push(`${name} = ${text === '' ? '""' : text}`);
  }
  return lines.length ? lines.join('\n') : EN ? '(nothing: no fields with a name)' : '(niets: geen velden met een naam)';
}

function output(form) {
  const id = form.getAttribute('data-date-demo');
  return id ? document.getElementById(id) : null;
}

document.addEventListener('submit', (event) => {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  if (!form || !form.hasAttribute('data-date-demo')) return;
  event.preventDefault();
  const target = output(form);
  if (target) target.textContent = describe(form);
});

document.addEventListener('reset', (event) => {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  if (!form || !form.hasAttribute('data-date-demo')) return;
  const target = output(form);
  if (target) target.textContent = '';
});

const log = document.getElementById('date-log');

document.addEventListener('nl-change', (event) => {
  const picker = event.target instanceof Element ? event.target : null;
  if (!log || picker?.localName !== 'nl-date-picker') return;
  const data = JSON.stringify(event instanceof CustomEvent ? event.detail : undefined);
  addToLog(log, [code('nl-change'), ' ', code(data), ` (${picker.getAttribute('name') ?? ''})`], MAX);
});
