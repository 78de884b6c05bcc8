/**
 * Demo page of nl-tooltip: lists the nl-tooltip-show (detail {placement}: the side the tooltip is
 * actually on) and nl-tooltip-hide events, newest first, at most eight, with the tooltip's text.
 * Texts go in with textContent only.
 */
import { addToLog, code } from './event-log.js';

const MAX = 8;
const log = document.getElementById('tooltip-log');

function logEvent(event) {
  const host = event.target instanceof Element ? event.target : null;
  if (!log || host?.localName !== 'nl-tooltip') return;
  const parts = [code(event.type)];
  if (event.type === 'nl-tooltip-show' && event instanceof CustomEvent && event.detail) {
    parts.push(' ', code(JSON.stringify({ placement: event.detail.placement })));
  }
  const text = host.getAttribute('text') ?? '';
  parts.push(` „${text.length > 50 ? `${text.slice(0, 47)}…` : text}”`);
  addToLog(log, parts, MAX);
}

document.addEventListener('nl-tooltip-show', logEvent);
document.addEventListener('nl-tooltip-hide', logEvent);
