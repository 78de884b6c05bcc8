/**
 * Demo page of nl-spinner. The spinner listens to two observer messages; the page's buttons publish
 * them through window.nl.observer (no inline script: the site runs under CSP default-src 'self'):
 *
 *   <button data-spinner="show">       publishes components.spinner.show
 *   <button data-spinner="hide">       publishes components.spinner.hide
 *   <button data-spinner="show-for" data-spinner-ms="2000">
 *                                      show, and hide again after that many ms (a request that
 *                                      takes two seconds)
 *
 * The counters count the messages as published (by anyone on the page, subscribed through the
 * same observer) and what the spinner should be doing: shown while shows minus hides is above 0
 * (never below 0, as the element counts). #spinner-log lists the element's own events,
 * nl-spinner-show and nl-spinner-hide. Texts go in with textContent only.
 */
import { addToLog, code } from './event-log.js';
import { EN } from './demo-lang.js';

const SHOW = 'components.spinner.show';
const HIDE = 'components.spinner.hide';
const MAX = 8;

const counts = { show: 0, hide: 0, open: 0 };

function render() {
  for (const key of /** @type {const} */ (['show', 'hide', 'open'])) {
    const node = document.getElementById(`spinner-count-${key}`);
    if (node) node.textContent = String(counts[key]);
  }
  const state = document.getElementById('spinner-count-state');
  if (state) state.textContent = counts.open > 0 ? (EN ? 'visible' : 'zichtbaar') : EN ? 'hidden' : 'verborgen';
}

function observer() {
  const candidate = window.nl?.observer;
  return candidate && typeof candidate.publish === 'function' ? candidate : null;
}

const bus = observer();
if (bus) {
  bus.subscribe(SHOW, () => {
    counts.show += 1;
    counts.open += 1;
    render();
  });
  bus.subscribe(HIDE, () => {
    counts.hide += 1;
    counts.open = Math.max(0, counts.open - 1);
    render();
  });
  render();
} else {
  console.error('spinner-demo: window.nl.observer is not available; is /dist/nl-components.js loaded?');
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-spinner]') : null;
  if (!button || !bus) return;
  const action = button.getAttribute('data-spinner');
  if (action === 'show') bus.publish(SHOW);
  else if (action === 'hide') bus.publish(HIDE);
  else if (action === 'show-for') {
    const ms = Number(button.getAttribute('data-spinner-ms') ?? 2000);
    bus.publish(SHOW);
    setTimeout(() => bus.publish(HIDE), Number.isFinite(ms) && ms >= 0 ? ms : 2000);
  }
});

// The element's own events: when it appears (count 0 → 1) and disappears (back to 0).
const log = document.getElementById('spinner-log');

function logEvent(event) {
  if (!log) return;
  const time = new Date().toLocaleTimeString(EN ? 'en-GB' : 'nl-NL');
  addToLog(log, [code(event.type), EN ? ` at ${time}` : ` om ${time}`], MAX);
}

document.addEventListener('nl-spinner-show', logEvent);
document.addEventListener('nl-spinner-hide', logEvent);
