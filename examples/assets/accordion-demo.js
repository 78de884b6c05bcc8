/**
 * Demo page of nl-accordion: lists the nl-toggle events (detail {id, open}) that the accordion
 * items fire, newest first, at most eight. Texts go in with textContent only.
 */
import { addToLog, code } from './event-log.js';

const MAX = 8;
const log = document.getElementById('toggle-log');

if (log) {
  document.addEventListener('nl-toggle', (event) => {
    const detail = event instanceof CustomEvent && event.detail ? event.detail : {};
    addToLog(log, [code('nl-toggle'), ' ', code(JSON.stringify({ id: detail.id, open: detail.open }))], MAX);
  });
}
