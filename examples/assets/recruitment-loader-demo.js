/**
 * Demo page of nl-recruitment-loader. No inline script (the site runs under CSP default-src 'self'):
 *
 *   <button data-consent-reset>   withdraws the marketing consent (window.nl.consent.set) and
 *                                 reloads the page, so the placeholder can be tried again.
 *
 * It lists the nl-load and nl-load-error events of the page in #recruitment-log. Texts go in with
 * textContent only.
 */

const MAX = 8;
const log = document.getElementById('recruitment-log');

function record(event) {
  if (!log) return;
  log.querySelector('.event-log__empty')?.remove();
  const item = document.createElement('li');
  const name = document.createElement('code');
  name.textContent = event.type;
  const data = document.createElement('code');
  data.textContent = JSON.stringify(event.detail);
  item.append(name, ' ', data);
  log.prepend(item);
  while (log.children.length > MAX) log.lastElementChild?.remove();
}

document.addEventListener('nl-load', record);
document.addEventListener('nl-load-error', record);

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-consent-reset]') : null;
  if (!button || !window.nl?.consent) return;
  window.nl.consent.set({ marketing: false });
  location.reload();
});
