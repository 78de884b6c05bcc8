/**
 * Demo page of nl-bg-image. No inline script (the site runs under CSP default-src 'self').
 *
 *   <dl data-readout-for="ID">   under an example: the box of nl-bg-image#ID (its padding box, the
 *                                area the background covers) × devicePixelRatio, the width that
 *                                needs (the element's rule, repeated here to show it), and the
 *                                width and URL shown, from its nl-load event.
 *   <button data-bg-src="URL">   gives the hero (#bg-hero) another src: a file that does not exist
 *                                shows the failure path (the previous photo stays).
 *
 * It lists the nl-load and nl-load-error events of the page's nl-bg-image elements in #bg-log.
 * Texts go in with textContent only.
 */
import { addToLog, code } from './event-log.js';
import { EN } from './demo-lang.js';

const STEP = 160;
const MAX = 2080;

/** The element's width rule (src/elements/bg-image/image-url.ts chooseWidth). */
function neededWidth(box, ratio) {
  const needed = Math.ceil(Math.round(box * ratio * 100) / 100);
  return Math.min(MAX, Math.max(STEP, Math.ceil(needed / STEP) * STEP));
}
// Written out, not asked of Intl: a page's first Intl object costs 70–180 ms in one task on a phone
// (docs/performance.md), more than this whole demo.
const two = (n) => String(n).padStart(2, '0');
const time = () => {
  const now = new Date();
  return `${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`;
};
/** `1.350,25` (nl), `1,350.25` (en): at most two decimals, as toLocaleString wrote it. */
const number = (value) => {
  const [whole, fraction] = String(Math.round(value * 100) / 100).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, EN ? ',' : '.');
  return fraction ? `${grouped}${EN ? '.' : ','}${fraction}` : grouped;
};

/** Calls `fn` whenever devicePixelRatio changes (zoom, another screen). */
function onRatioChange(fn) {
  let list;
  const arm = () => {
    list?.removeEventListener('change', changed);
    list = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    list.addEventListener('change', changed);
  };
  function changed() {
    arm();
    fn();
  }
  arm();
}

for (const readout of document.querySelectorAll('[data-readout-for]')) {
  const element = document.getElementById(readout.dataset.readoutFor);
  if (!element) continue;
  const field = (name) => readout.querySelector(`[data-field="${name}"]`);
  let shown = 0;

  const update = () => {
    const box = element.clientWidth;
    const ratio = window.devicePixelRatio;
    if (!box) return;
    const needed = neededWidth(box, ratio);
    field('box').textContent = `${number(box)} px × ${number(ratio)} = ${number(Math.ceil(box * ratio))} px`;
    field('needed').textContent = shown > needed ? EN
          ? `width=${needed} (the ${shown} shown stays: never smaller)`
          : `width=${needed} (de getoonde ${shown} blijft: nooit kleiner)` : `width=${needed}`;
  };
  new ResizeObserver(update).observe(element);
  onRatioChange(update);

  element.addEventListener('nl-load', (event) => {
    shown = event.detail.width;
    field('shown').textContent = EN ? `width=${shown}, at ${time()}` : `width=${shown}, om ${time()}`;
    field('url').textContent = event.detail.url;
    update();
  });
  element.addEventListener('nl-load-error', () => {
    if (EN) field('shown').textContent = shown ? `width=${shown} (the new photo did not load; this one stays)` : 'Nothing: the photo did not load';
    else field('shown').textContent = shown ? `width=${shown} (de nieuwe foto laadde niet; deze blijft)` : 'Niets: de foto laadde niet';
  });
}

const log = document.getElementById('bg-log');
function record(event) {
  if (!(event.target instanceof Element) || event.target.localName !== 'nl-bg-image') return;
  addToLog(log, [code(`#${event.target.id}`), ' ', code(event.type), ' ', code(JSON.stringify(event.detail))]);
}
document.addEventListener('nl-load', record);
document.addEventListener('nl-load-error', record);

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-bg-src]') : null;
  const hero = document.getElementById('bg-hero');
  if (button && hero) hero.setAttribute('src', button.dataset.bgSrc);
});
