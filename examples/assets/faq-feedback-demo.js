/**
 * Demo page of nl-faq-feedback. No inline script (the site runs under CSP default-src 'self'):
 *
 *   <button data-faq-feedback-reset>   forgets this tab's votes (the sessionStorage keys
 *                                      nl-faq-feedback:*) and reloads the page, so the demo can be
 *                                      tried again (the elements also keep the votes of this page
 *                                      view in memory, hence the reload)
 *
 * It plays the tag manager's reader: every `feedback` object that reaches window.dataLayer is listed
 * in #faq-feedback-log (those pushed before this script ran too), and the votes kept for this visit
 * are shown in #faq-feedback-storage. It does not pretend to be a tag manager
 * (window.google_tag_manager stays undefined), so each vote also logs the element's console.warn.
 * Nothing is sent anywhere. Texts go in with textContent only.
 */
import { addToLog, code } from './event-log.js';
import { EN } from './demo-lang.js';

const MAX = 8;
const PREFIX = 'nl-faq-feedback:';
const log = document.getElementById('faq-feedback-log');
const stored = document.getElementById('faq-feedback-storage');

function storedVotes() {
  try {
    return Object.keys(sessionStorage)
      .filter((key) => key.startsWith(PREFIX))
      .map((key) => `${key} = ${sessionStorage.getItem(key)}`);
  } catch {
    return [];
  }
}

function showStorage() {
  if (!stored) return;
  const votes = storedVotes();
  stored.textContent = votes.length ? votes.join('\n') : EN ? '(no votes in this session yet)' : '(nog geen stemmen in deze sessie)';
}

function show(entry) {
  if (!entry || typeof entry !== 'object' || entry.event !== 'feedback') return;
  addToLog(log, [code(JSON.stringify(entry))], MAX);
  // The element writes sessionStorage before it pushes.
  showStorage();
}

// As a tag manager does: take over push() of the page's data layer.
const layer = Array.isArray(window.dataLayer) ? window.dataLayer : (window.dataLayer = []);
layer.forEach(show);
const push = layer.push.bind(layer);
layer.push = (...entries) => {
  entries.forEach(show);
  return push(...entries);
};

showStorage();

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('[data-faq-feedback-reset]')) return;
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // storage blocked: the votes were only in memory, the reload forgets them
  }
  location.reload();
});
