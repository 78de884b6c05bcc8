/**
 * Demo page of nl-slider (src/elements/slider/nl-slider.example.html). No inline script (the site runs under
 * CSP default-src 'self'):
 *
 *   <button data-slider-action="previous|next|goto" data-slider-target="#id" [data-slider-index="n"]>
 *       calls the slider's method previous(), next() or goTo(n), to show them from a page script
 *
 * It lists the nl-slide events of the page ({index, count}, with the slider's label) in
 * #slider-log. Texts go in with textContent only.
 */
import { addToLog, code } from './event-log.js';
import { EN } from './demo-lang.js';

const MAX = 8;
const log = document.getElementById('slider-log');

document.addEventListener('nl-slide', (event) => {
  const slider = event.target instanceof Element ? event.target : null;
  if (slider?.localName !== 'nl-slider') return;
  const detail = event instanceof CustomEvent ? event.detail : undefined;
  addToLog(log, [code('nl-slide'), ' ', code(JSON.stringify(detail)), ` (${slider.getAttribute('label') ?? (EN ? 'without label' : 'zonder label')})`], MAX);
});

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-slider-action]') : null;
  if (!button) return;
  const slider = document.querySelector(button.getAttribute('data-slider-target') ?? '');
  if (!slider || typeof slider.next !== 'function') return; // not upgraded (yet)
  const action = button.getAttribute('data-slider-action');
  if (action === 'previous') slider.previous();
  else if (action === 'next') slider.next();
  else if (action === 'goto') slider.goTo(Number(button.getAttribute('data-slider-index') ?? 0));
});
