/**
 * Demo page of nl-vacancy-upload. No inline script (the site runs under CSP default-src 'self'):
 *
 *   <form data-upload-demo="OUTPUT-ID">  on submit (after the browser's own validation, so
 *                                        `required` and a refused file stop it as on a real page),
 *                                        writes the form's FormData into #OUTPUT-ID instead of
 *                                        sending it (a file as its name, size and type); on reset,
 *                                        empties #OUTPUT-ID.
 *
 * It also lists the nl-change and nl-invalid events of the page in #upload-log. Nothing is uploaded
 * anywhere. Texts go in with textContent only.
 */
import { addToLog, code } from './event-log.js';
import { EN } from './demo-lang.js';

const MAX = 8;

function size(bytes) {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.ceil(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

/** The FormData as `name = value` lines; a file as `(bestand) name, size, type`. */
function describe(form) {
  const lines = [];
  for (const [name, value] of new FormData(form)) {
    let text;
    if (typeof value === 'string') text = value === '' ? '""' : value;
    else if (!value.name && value.size === 0) text = EN ? '(no file)' : '(geen bestand)';
    else text = `${EN ? '(file)' : '(bestand)'} ${value.name}, ${size(value.size)}, ${value.type || (EN ? 'unknown type' : 'onbekend type')}`;
    lines.push(`${name} = ${text}`);
  }
  return lines.length ? lines.join('\n') : EN ? '(nothing: no fields with a name)' : '(niets: geen velden met een naam)';
}

function output(form) {
  const id = form.getAttribute('data-upload-demo');
  return id ? document.getElementById(id) : null;
}

document.addEventListener('submit', (event) => {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  if (!form || !form.hasAttribute('data-upload-demo')) return;
  event.preventDefault();
  const target = output(form);
  if (target) target.textContent = describe(form);
});

document.addEventListener('reset', (event) => {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  if (!form || !form.hasAttribute('data-upload-demo')) return;
  const target = output(form);
  if (target) target.textContent = '';
});

const log = document.getElementById('upload-log');

function record(event) {
  const upload = event.target instanceof Element ? event.target : null;
  if (!log || upload?.localName !== 'nl-vacancy-upload') return;
  addToLog(log, [code(event.type), ' ', code(JSON.stringify(event instanceof CustomEvent ? event.detail : undefined))], MAX);
}

document.addEventListener('nl-change', record);
document.addEventListener('nl-invalid', record);
