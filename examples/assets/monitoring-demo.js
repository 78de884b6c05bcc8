/**
 * Demo page of nl-monitoring. No inline script (the site runs under CSP default-src 'self'). The
 * page's <nl-monitoring> is the one in the footer (examples/_includes/footer.html); this script
 *
 *   #monitoring-host, #monitoring-environment   shows this page's host and the environment the
 *                                               element gives it (environmentFor, exported by the
 *                                               tag's module, which the loader has loaded anyway)
 *   <button data-throw-error>                   throws an error nobody catches, as a broken script
 *                                               would; Sentry's global handler reports it (1 in 4)
 *   <button data-refresh-errors>                shows what npm start's stand-in received
 *                                               (GET /api/errors?format=json, scripts/site/error-standin.mjs)
 *
 * Nothing is fetched before the visitor acts. Texts go in with textContent only.
 */
import { addToLog, code } from './event-log.js';
import { EN } from './demo-lang.js';

const MAX = 8;
const log = document.getElementById('monitoring-log');
const monitoring = document.querySelector('nl-monitoring');

function message(text) {
  if (!log) return;
  log.replaceChildren();
  const item = document.createElement('li');
  item.className = 'event-log__empty';
  item.textContent = text;
  log.append(item);
}

async function showEnvironment() {
  const host = document.getElementById('monitoring-host');
  const output = document.getElementById('monitoring-environment');
  if (host) host.textContent = location.hostname;
  if (!output) return;
  if (!monitoring) {
    output.textContent = EN ? 'none: this page has no <nl-monitoring>' : 'geen: deze pagina heeft geen <nl-monitoring>';
    return;
  }
  let environments = {};
  try {
    environments = JSON.parse(monitoring.getAttribute('environments') || '{}');
  } catch {
    // The element logs the problem itself and uses the defaults; so does this readout.
  }
  try {
    const { environmentFor } = await import('/dist/elements/nl-monitoring.js');
    const environment = environmentFor(location.hostname, environments);
    if (EN) output.textContent = environment === 'development' ? 'development (off: nothing is sent)' : `${environment} (on)`;
    else output.textContent = environment === 'development' ? 'development (uit: er gaat niets weg)' : `${environment} (aan)`;
  } catch {
    output.textContent = EN ? '(unknown: the code of nl-monitoring did not load)' : '(onbekend: de code van nl-monitoring laadde niet)';
  }
}

async function refresh() {
  if (!log) return;
  let answer;
  try {
    const response = await fetch('/api/errors?format=json', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(String(response.status));
    answer = await response.json();
  } catch {
    message(EN ? 'The imitation Sentry (/api/errors) does not answer. Start the example site with npm start.' : 'De nagemaakte Sentry (/api/errors) antwoordt niet. Start de voorbeeldsite met npm start.');
    return;
  }
  const entries = (answer.envelopes ?? []).slice(0, MAX);
  if (!entries.length) {
    message(EN ? 'Nothing received yet.' : 'Nog niets ontvangen.');
    return;
  }
  log.replaceChildren();
  // addToLog puts each at the top: oldest first, so the newest ends up on top.
  for (const entry of entries.reverse()) {
    const time = new Date(entry.received).toLocaleTimeString(EN ? 'en-GB' : 'nl-NL');
    addToLog(log, [`${time} `, code(entry.summary.join('; ')), entry.environment ? ` (${entry.environment})` : ''], MAX);
  }
}

let thrown = 0;
document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[data-throw-error]')) {
    thrown++;
    const number = thrown;
    // Thrown from a timer, outside this handler: an uncaught error, as from a broken script.
    setTimeout(() => {
      throw new Error(`Testfout ${number} van de voorbeeldpagina van nl-monitoring`);
    }, 0);
    setTimeout(refresh, 1500);
  } else if (target?.closest('[data-refresh-errors]')) {
    void refresh();
  }
});

void showEnvironment();
