/**
 * Demo page of nl-tooltip: lists the nl-tooltip-show (detail {placement}: the side the tooltip is
 * actually on) and nl-tooltip-hide events, newest first, at most eight, with the tooltip's text.
 * Texts go in with textContent only.
 */

const MAX = 8;
const log = document.getElementById('tooltip-log');

function logEvent(event) {
  const host = event.target instanceof Element ? event.target : null;
  if (!log || host?.localName !== 'nl-tooltip') return;
  log.querySelector('.event-log__empty')?.remove();

  const item = document.createElement('li');
  const name = document.createElement('code');
  name.textContent = event.type;
  item.append(name);
  if (event.type === 'nl-tooltip-show' && event instanceof CustomEvent && event.detail) {
    const data = document.createElement('code');
    data.textContent = JSON.stringify({ placement: event.detail.placement });
    item.append(' ', data);
  }
  const text = host.getAttribute('text') ?? '';
  item.append(` „${text.length > 50 ? `${text.slice(0, 47)}…` : text}”`);

  log.prepend(item);
  while (log.children.length > MAX) log.lastElementChild?.remove();
}

document.addEventListener('nl-tooltip-show', logEvent);
document.addEventListener('nl-tooltip-hide', logEvent);
