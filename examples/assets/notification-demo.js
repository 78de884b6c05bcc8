/**
 * Demo page of nl-notification. Wires the page's buttons through data attributes, so the HTML has
 * no inline script (the site runs under CSP default-src 'self'):
 *
 *   <button data-notification-reset>   clears the session cookie nl_dismissed and shows every
 *                                      nl-notification on the page again (removes `hidden`), so the
 *                                      demo can be tried again
 *
 * It also shows the cookie's current value in #notification-cookie and lists the nl-close events
 * ({id, reason}) in #notification-log. Texts go in with textContent only.
 */
import { addToLog, code } from './event-log.js';
import { EN } from './demo-lang.js';

const MAX = 8;
const COOKIE = 'nl_dismissed';

function cookieValue() {
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  return pair ? pair.slice(COOKIE.length + 1) : '';
}

const shown = document.getElementById('notification-cookie');
function showCookie() {
  if (shown) shown.textContent = cookieValue() ? `${COOKIE}=${cookieValue()}` : EN ? `(no cookie ${COOKIE})` : `(geen cookie ${COOKIE})`;
}
showCookie();

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('[data-notification-reset]')) return;
  // The same path as the element writes (/), so this is the cookie it reads.
  document.cookie = `${COOKIE}=; path=/; max-age=0`;
  for (const notification of document.querySelectorAll('nl-notification')) notification.removeAttribute('hidden');
  showCookie();
});

const log = document.getElementById('notification-log');

document.addEventListener('nl-close', (event) => {
  const notification = event.target instanceof Element ? event.target : null;
  if (notification?.localName !== 'nl-notification') return;
  showCookie();
  addToLog(log, [code('nl-close'), ' ', code(JSON.stringify(event instanceof CustomEvent ? event.detail : undefined))], MAX);
});
