/**
 * Demo page of nl-accordion: lists the nl-toggle events (detail {id, open}) that the accordion
 * items fire, newest first, at most eight. Texts go in with textContent only.
 */

const MAX = 8;
const log = document.getElementById('toggle-log');

if (log) {
  document.addEventListener('nl-toggle', (event) => {
    const detail = event instanceof CustomEvent && event.detail ? event.detail : {};
    log.querySelector('.event-log__empty')?.remove();

    const item = document.createElement('li');
    const name = document.createElement('code');
    name.textContent = 'nl-toggle';
    const data = document.createElement('code');
    data.textContent = JSON.stringify({ id: detail.id, open: detail.open });
    item.append(name, ' ', data);

    log.prepend(item);
    while (log.children.length > MAX) log.lastElementChild?.remove();
  });
}
