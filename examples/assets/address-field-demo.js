/**
 * Demo page of nl-address-field. No inline script (the site runs under CSP default-src 'self'):
 *
 *   <form data-address-demo="OUTPUT-ID">  on submit (after the browser's own validation, so
 *                                         `required` and a wrong postcode stop it as on a real
 *                                         page), writes the form's FormData into #OUTPUT-ID instead
 *                                         of sending it; on reset, empties #OUTPUT-ID.
 *
 * It also lists the nl-address and nl-address-error events of the page in #address-log. Texts go in
 * with textContent only.
 */
import { addToLog, code } from './event-log.js';
import { EN } from './demo-lang.js';

const MAX = 8;

/** The FormData as `name = value` lines; a JSON value (the address) is shown indented. */
function describe(form) {
  const lines = [];
  for (const [name, value] of new FormData(form)) {
    let text = typeof value === 'string' ? value : `${EN ? '(file)' : '(bestand)'} ${value.name}`;
    if (text.startsWith('{')) {
      try {
        text = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // not JSON after all: shown as it is
      }
    }
    lines.push(`${name} = ${text === '' ? '""' : text}`);
  }
  return lines.join('\n');
}

document.addEventListener('submit', (event) => {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  const outputId = form?.getAttribute('data-address-demo');
  if (!form || outputId === null) return;
  event.preventDefault();
  const output = document.getElementById(outputId);
  if (output) output.textContent = describe(form);
});

document.addEventListener('reset', (event) => {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  const outputId = form?.getAttribute('data-address-demo');
  if (!form || !outputId) return;
  const output = document.getElementById(outputId);
  if (output) output.textContent = '';
});

const log = document.getElementById('address-log');

function record(event) {
  addToLog(log, [code(event.type), ' ', code(JSON.stringify(event instanceof CustomEvent ? event.detail : undefined))], MAX);
}

document.addEventListener('nl-address', record);
document.addEventListener('nl-address-error', record);
