/**
 * Demo page of nl-cookie-bar. The bar itself is on every page of the site (examples/_includes/footer.html);
 * this script wires the page's controls through data attributes, so the HTML has no inline script
 * (the site runs under CSP default-src 'self'):
 *
 *   <button data-consent-clear>   deletes the cookie nl_consent and reloads: the bar asks again
 *   <button data-consent-open>    window.nl.consent.open(): the bar's settings dialog
 *
 * It also shows window.nl.consent.get() in #consent-state (updated on the nl-consent event on
 * document, and on consent.onChange for a choice made in another tab), the last nl-consent detail
 * in #consent-event, and what goes into window.dataLayer in #datalayer-log: objects as JSON, gtag()
 * commands (pushed as an `arguments` object) as an array. Texts go in with textContent only.
 *
 * The import is the page's own loader (same URL, so the same module instance): once it resolves,
 * window.nl and the consent defaults are there.
 */
import { consent } from '/dist/nl-components.js';
import { code } from './event-log.js';
import { EN } from './demo-lang.js';

const MAX = 12;
const CATEGORY_NAMES = EN
  ? { necessary: 'Necessary', preferences: 'Preferences', statistics: 'Statistics', marketing: 'Marketing' }
  : { necessary: 'Noodzakelijk', preferences: 'Voorkeuren', statistics: 'Statistieken', marketing: 'Marketing' };

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[data-consent-clear]')) {
    // The same path as the library writes (/), so this is the cookie it reads.
    document.cookie = 'nl_consent=; path=/; max-age=0';
    location.reload();
    return;
  }
  if (target?.closest('[data-consent-open]')) consent.open();
});

// ------------------------------------------------------------------ the current choice

const stateList = document.getElementById('consent-state');
const lastEvent = document.getElementById('consent-event');

function row(term, value, className) {
  const wrapper = document.createElement('div');
  if (className) wrapper.className = className;
  const dt = document.createElement('dt');
  dt.textContent = term;
  const dd = document.createElement('dd');
  dd.append(value);
  wrapper.append(dt, dd);
  return wrapper;
}

function showState() {
  if (!stateList) return;
  const state = consent.get();
  const rows = Object.entries(CATEGORY_NAMES).map(([key, name]) =>
    row(name, key === 'necessary' ? (EN ? 'always on' : 'altijd aan') : state[key] ? (EN ? 'allowed' : 'toegestaan') : EN ? 'not allowed' : 'niet toegestaan'),
  );
  if (EN) rows.push(row('Chosen', state.decided ? 'yes' : 'no, the cookie bar still asks'));
  else rows.push(row('Gekozen', state.decided ? 'ja' : 'nee, de cookiebalk vraagt het nog'));
  rows.push(row(EN ? 'Revision' : 'Revisie', String(state.revision)));
  rows.push(row('consent.get()', code(JSON.stringify(state)), 'consent-state__wide'));
  stateList.replaceChildren(...rows);
}

showState();
consent.onChange(showState);
document.addEventListener('nl-consent', (event) => {
  showState();
  if (lastEvent) lastEvent.replaceChildren(code(JSON.stringify(event instanceof CustomEvent ? event.detail : undefined)));
});

// ------------------------------------------------------------------ window.dataLayer

const log = document.getElementById('datalayer-log');
const isArguments = (value) => Object.prototype.toString.call(value) === '[object Arguments]';

function describe(entry) {
  try {
    return isArguments(entry) ? ['gtag()', JSON.stringify(Array.from(entry))] : ['push', JSON.stringify(entry)];
  } catch {
    return ['push', String(entry)];
  }
}

// Not addToLog() of event-log.js: this list is the other way round (an <ol>, oldest first, each
// item numbered with its index in window.dataLayer, the oldest dropped past MAX).
function addEntry(entry, index) {
  if (!log) return;
  log.querySelector('.event-log__empty')?.remove();
  const [kind, text] = describe(entry);
  const item = document.createElement('li');
  item.value = index;
  item.append(code(kind), ' ', code(text));
  log.append(item);
  while (log.children.length > MAX) log.firstElementChild?.remove();
}

if (log) {
  // The library creates window.dataLayer when it first pushes (Consent Mode's defaults, as the loader starts).
  if (!Array.isArray(window.dataLayer)) window.dataLayer = [];
  const layer = window.dataLayer;
  layer.forEach(addEntry);
  // What is pushed from now on (a tag manager that loads later replaces push with its own; this demo has none).
  const push = layer.push;
  layer.push = function (...items) {
    const result = push.apply(this, items);
    for (const item of items) addEntry(item, layer.lastIndexOf(item));
    return result;
  };
  // Only what comes after the page has loaded is announced.
  log.setAttribute('aria-live', 'polite');
}
