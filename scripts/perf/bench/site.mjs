// The examples site's own interactions for scripts/perf/interactions.mjs (issue 38): every tap and key
// a visitor makes on the site's pages, each measured with Event Timing as the accordion's clicks are.
//
// VISITS below is the whole list, as data: a visit is one page load in a fresh browser context, then
// its steps in order. A step finds its element with a selector (puppeteer's: `>>>` goes into shadow
// roots, `::-p-text(…)` matches a text), waits until it is visible, scrolls it to the middle of the
// viewport, lets the page settle, and then acts as a phone's visitor does:
//   tap     a touch over CDP at the element's centre (press, 80 ms, release; the browser makes the
//           pointer events and the click), as on a phone: a tooltip shows on a tap, not on a click;
//   type    the field is focused, then one key is pressed over CDP (down, 80 ms, up);
//   drop    a file dragged onto the element and dropped (CDP Input.dispatchDragEvent): the one way to
//           choose a file that Event Timing sees. A file picked in the file chooser gets no entry at all
//           (its input and change events are not in Event Timing's list); nl-vacancy-upload puts a
//           dropped file on its input and dispatches the same change, so the same work is measured.
// A step is done when `shows` is visible, `hides` no longer is (it must be visible before), or for
// `type` when the field's value changed; a step that is not done is a failure. A `setup` step gets
// the page where the next one is measured and is not measured itself.
//
// What is measured: the Event Timing probe (test/bench/event-timing.js, the accordion harness's own)
// is installed in every page with page.evaluateOnNewDocument, so no page is edited for it. A tap's or
// a key's interaction is the largest duration among its entries (grouped by interactionId, INP's
// rule), split into input delay, processing and presentation delay. A drop is no interaction (it has no
// interactionId): its `drop` entry is read the same way. No entry at all (under Event Timing's 16 ms
// floor, or no interaction seen) is reported as a failure.
//
// First visits show the cookie bar; every other visit is a returning visitor who chose "necessary
// only" before (the consent cookie is set), so the bar does not cover the page. No
// prefers-reduced-motion here: the visitor's default (the slider then plays by itself).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventTiming } from '../../../test/bench/event-timing.js';
import { handleRequest } from '../../site/serve.mjs';
import { median, ms, round1 } from './report.mjs';

const SLIDER = 'nl-slider[label="Kandidaten over hun nieuwe baan"]';
const AUTOPLAY = 'nl-slider[config*="autoplay"]';

/** The site's interactions: each visit a fresh page load; each step without `setup` one measured interaction. */
export const VISITS = [
  // A first visit: the cookie bar asks. Its settings open a dialog, so accepting is another visit.
  {
    page: '/',
    firstVisit: true,
    steps: [{ name: 'Cookie bar: open its settings', tap: 'nl-cookie-bar >>> [part~="settings"]', shows: 'nl-cookie-bar >>> nl-modal >>> dialog[open]' }],
  },
  {
    page: '/',
    firstVisit: true,
    steps: [
      { name: 'Cookie bar: accept all', tap: 'nl-cookie-bar >>> [part~="accept-all"]', hides: 'nl-cookie-bar >>> [part="bar"]' },
      { name: 'Slider: next slide', tap: `${SLIDER} >>> [part="next"]`, shows: `${SLIDER} >>> [data-gslide="1"].active` },
      // Below 1200 px the main menu is behind its button.
      { name: 'Main menu: open it on a phone', tap: 'nl-main-menu .nl-main-menu__toggle', shows: 'nl-main-menu .nl-main-menu__toggle[aria-expanded="true"]' },
    ],
  },
  {
    page: '/elements/nl-slider.html',
    steps: [{ name: 'Slider: pause the slide show', tap: `${AUTOPLAY} >>> [part="rotation"]`, shows: `${AUTOPLAY} >>> [part="rotation"][aria-label="Automatisch afspelen starten"]` }],
  },
  {
    page: '/elements/nl-modal.html',
    steps: [
      { name: 'Modal: open', tap: 'button[commandfor="modal-werktijden"]', shows: '#modal-werktijden >>> dialog[open]' },
      { name: 'Modal: close', tap: '#modal-werktijden >>> [part="close"]', hides: '#modal-werktijden >>> dialog[open]' },
    ],
  },
  {
    page: '/elements/nl-confirm-button.html',
    steps: [
      { name: 'Confirm dialog: open', tap: 'form[data-confirm-demo] nl-confirm-button button', shows: 'body > nl-modal >>> dialog[open]' },
      { name: 'Confirm dialog: cancel', tap: 'body > nl-modal > button::-p-text(Annuleren)', hides: 'body > nl-modal >>> dialog[open]' },
    ],
  },
  {
    page: '/thema.html',
    steps: [{ name: 'Tooltip: show it', tap: 'nl-tooltip > button', shows: 'nl-tooltip >>> [part="tooltip"]:popover-open' }],
  },
  {
    page: '/faq.html',
    steps: [
      { setup: true, name: 'open the group', tap: 'nl-accordion-item[item-id="sollicitatie"] >>> [part="header"]', shows: 'nl-accordion-item[item-id="sollicitatie"][open]' },
      { setup: true, name: 'open the question', tap: 'nl-accordion-item[item-id="sollicitatie-hoe"] >>> [part="header"]', shows: 'nl-accordion-item[item-id="sollicitatie-hoe"][open]' },
      { name: 'FAQ feedback: vote', tap: 'nl-faq-feedback[item-id="sollicitatie-hoe"] >>> [part~="up"]', shows: 'nl-faq-feedback[item-id="sollicitatie-hoe"] >>> [part="thanks"]' },
    ],
  },
  // The application form's e-mail field is read-only (nl-vacancy-form: the address was typed in the
  // step before, which no page of the site has), so the e-mail typed is the contact form's.
  {
    page: '/contact.html',
    steps: [{ name: 'Contact form: type in the e-mail address', type: 'a', into: '#contact-email' }],
  },
  {
    page: '/vacature.html',
    steps: [
      { name: 'Application form: type in the first name', type: 'a', into: '#sollicitatie-voornaam' },
      { name: 'Address: type in the postcode', type: '1', into: 'nl-address-field input[slot="postcode"]' },
      { name: 'Address: type in the house number', type: '1', into: 'nl-address-field input[slot="number"]' },
      // A closed <select> takes a key as a choice (the first option starting with it): the day and
      // the month first, then the year, the choice that completes the date, is measured.
      { setup: true, name: 'choose the day', type: '1', into: 'nl-date-picker select[data-part="day"]' },
      { setup: true, name: 'choose the month', type: 'j', into: 'nl-date-picker select[data-part="month"]' },
      { name: 'Date picker: choose a date (the year)', type: '1', into: 'nl-date-picker select[data-part="year"]' },
      { name: 'Upload: choose a file (dropped on it)', drop: 'nl-vacancy-upload >>> [part="dropzone"]', shows: 'nl-vacancy-upload >>> [part="file-name"]' },
      // Required fields are still empty (last name, phone, …): the error summary shows.
      { name: 'Application form: submit with errors', tap: 'nl-vacancy-form nl-confirm-button button[type="submit"]', shows: 'nl-vacancy-form .nl-error-summary' },
    ],
  },
];

/** Every measured step, with its page: the rows of the table, in the list's order. */
export const SITE_INTERACTIONS = VISITS.flatMap((visit) => visit.steps.filter((step) => !step.setup).map((step) => ({ name: step.name, page: visit.page })));

/** A returning visitor's consent cookie (src/core/consent.ts): necessary only, the bar's revision 1. */
export const NECESSARY_ONLY = encodeURIComponent(JSON.stringify({ necessary: true, preferences: false, statistics: false, marketing: false, revision: 1 }));
const WAIT_MS = 30_000;
const sleep = (msToWait) => new Promise((resolve) => setTimeout(resolve, msToWait));

/** Two frames, then an idle moment (1 s at most), then 300 ms: the page is quiet before the next action. */
async function settle(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const { requestAnimationFrame: frame, requestIdleCallback: idle } = globalThis;
        frame(() => frame(() => idle(resolve, { timeout: 1000 })));
      }),
  );
  await sleep(300);
}

/** One step: finds its element, acts, checks it is done; returns the Event Timing summary (null for none). */
async function runStep(page, cdp, step, { pressMs, file }) {
  const selector = step.tap ?? step.into ?? step.drop;
  // Its host (the selector before `>>>`) is scrolled to first, as a visitor scrolls to it: the library
  // upgrades a tag below the fold only as it nears the viewport.
  const host = await page.waitForSelector(selector.split(' >>> ')[0], { timeout: WAIT_MS });
  await host.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const handle = await page.waitForSelector(selector, { visible: true, timeout: WAIT_MS });
  if (step.hides) await page.waitForSelector(step.hides, { visible: true, timeout: WAIT_MS });
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  if (step.type) await handle.evaluate((element) => element.focus());
  await settle(page);
  const valueBefore = step.type ? await handle.evaluate((element) => element.value) : undefined;
  const mark = await page.evaluate(() => ({ id: globalThis.benchEvents.lastInteractionId(), time: performance.now(), count: performance.interactionCount }));

  const box = await handle.boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (step.tap) {
    await page.touchscreen.touchStart(x, y);
    await sleep(pressMs);
    await page.touchscreen.touchEnd();
  } else if (step.type) {
    await page.keyboard.down(step.type);
    await sleep(pressMs);
    await page.keyboard.up(step.type);
  } else {
    const data = { items: [], files: [file], dragOperationsMask: 1 };
    for (const type of ['dragEnter', 'dragOver', 'drop']) await cdp.send('Input.dispatchDragEvent', { type, x, y, data });
  }

  // The entries first (they come after the frame that follows the handlers), then the checks: no
  // polling of the page while the interaction's frame is being made.
  const entry = step.setup
    ? null
    : step.drop
      ? await page.evaluate((since) => globalThis.benchEvents.eventsSince(since, ['drop']), mark.time)
      : await page.evaluate((afterId) => globalThis.benchEvents.interaction(afterId), mark.id);
  if (step.shows) await page.waitForSelector(step.shows, { visible: true, timeout: WAIT_MS }).catch(() => Promise.reject(new Error(`not done: ${step.shows} is not shown`)));
  if (step.hides) await page.waitForSelector(step.hides, { hidden: true, timeout: WAIT_MS }).catch(() => Promise.reject(new Error(`not done: ${step.hides} is still shown`)));
  if (step.type) {
    const changed = await page
      .waitForFunction((element, before) => element.value !== before, { polling: 100, timeout: WAIT_MS }, handle, valueBefore)
      .then(() => true, () => false);
    if (!changed) throw new Error(`not done: the key "${step.type}" did not change ${step.into}`);
  }
  if (!step.setup && !entry) {
    // performance.interactionCount tells an interaction under 16 ms from none at all (a drop is none).
    const count = await page.evaluate(() => performance.interactionCount);
    const seen = mark.count === undefined || step.drop ? '' : count > mark.count ? ' (the browser counted the interaction: under 16 ms)' : ' (the browser counted no interaction)';
    throw Object.assign(new Error(`no Event Timing entry${seen}`), { noEntry: true });
  }
  return entry;
}

/** One visit in a fresh browser context: a result per measured step (its figures, or its error) and the page's console errors. */
async function runVisit(browser, origin, visit, options) {
  const context = await browser.createBrowserContext();
  const results = [];
  const errors = [];
  try {
    const page = await context.newPage();
    await page.setViewport(options.viewport);
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error?.message ?? error}`));
    await page.evaluateOnNewDocument(`globalThis.benchEvents = (${eventTiming})();`);
    if (!visit.firstVisit) await page.setCookie({ name: 'nl_consent', value: NECESSARY_ONLY, url: origin });
    await page.goto(`${origin}${visit.page}`, { waitUntil: 'load', timeout: 120_000 });
    await page.evaluate(async () => {
      await globalThis.nl?.ready;
    });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 10_000 }).catch(() => {});
    await settle(page);
    // The load runs at full speed (it is not measured here); the steps at the phone's CPU.
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuRate });
    let broken = '';
    for (const step of visit.steps) {
      if (broken) {
        if (!step.setup) results.push({ name: step.name, error: `not measured: ${broken}` });
        continue;
      }
      try {
        const entry = await runStep(page, cdp, step, options);
        if (!step.setup) results.push({ name: step.name, ...entry });
      } catch (error) {
        const message = error.message.split('\n')[0];
        if (!step.setup) results.push({ name: step.name, error: message });
        // A step without an entry did what it should, so the next steps can go on; any other failure
        // leaves the page in a state the next steps do not expect.
        if (!error.noEntry) broken = `the ${step.setup ? 'setup ' : ''}step "${step.name}" failed before it${step.setup ? `: ${message}` : ''}`;
      }
      await sleep(300);
    }
  } catch (error) {
    const message = `the visit failed: ${error.message.split('\n')[0]}`;
    for (const step of visit.steps) if (!step.setup && !results.some((r) => r.name === step.name)) results.push({ name: step.name, error: message });
  } finally {
    await context.close().catch(() => {});
  }
  return { results, errors };
}

/** A site server (the visitor view, with its stand-ins for outside services) on a free loopback port. */
async function startSite() {
  const server = createServer((req, res) => handleRequest(req, res, { preview: false }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

const FIELDS = ['duration', 'inputDelay', 'processing', 'presentationDelay'];
/** INP's "good" line. */
export const GOOD_MS = 200;

/**
 * Every visit `runs` times (each in a fresh context) in `browser`: per interaction the samples, the
 * medians and whether the median is within 200 ms; the failures, each named. `options`: runs,
 * viewport, cpuRate, pressMs; `log` gets one line per visit.
 */
export async function measureSite(browser, { runs, viewport, cpuRate, pressMs, log = console.error }) {
  const folder = mkdtempSync(join(tmpdir(), 'nl-interactions-'));
  const file = join(folder, 'cv.pdf');
  writeFileSync(file, '%PDF-1.4\n% A curriculum vitae for the interaction benchmark.\n%%EOF\n');
  const site = await startSite();
  const samples = Object.fromEntries(SITE_INTERACTIONS.map(({ name }) => [name, []]));
  const failures = [];
  const consoleErrors = new Set();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const visit of VISITS) {
        const { results, errors } = await runVisit(browser, site.origin, visit, { viewport, cpuRate, pressMs, file });
        for (const text of errors) consoleErrors.add(text);
        for (const result of results) {
          if (result.error) failures.push({ run, interaction: result.name, page: visit.page, error: result.error });
          else samples[result.name].push(result);
        }
        const line = results.map((r) => (r.error ? `${r.name}: FAILED (${r.error})` : `${r.name}: ${ms(r.duration)}`)).join('; ');
        log(`run ${run + 1}/${runs}  ${visit.page.padEnd(34)} ${line}`);
      }
    }
  } finally {
    await site.close();
    rmSync(folder, { recursive: true, force: true });
  }
  const results = {};
  for (const { name, page } of SITE_INTERACTIONS) {
    const list = samples[name];
    const durations = list.map((x) => x.duration);
    const medians = Object.fromEntries(FIELDS.map((field) => [field, round1(median(list.map((x) => x[field])))]));
    results[name] = {
      page,
      median: medians,
      min: durations.length ? Math.min(...durations) : undefined,
      max: durations.length ? Math.max(...durations) : undefined,
      runs: list.length,
      failed: failures.filter((failure) => failure.interaction === name).length,
      good: medians.duration !== undefined && medians.duration <= GOOD_MS,
      samples: list.map((x) => ({ ...Object.fromEntries(FIELDS.map((field) => [field, round1(x[field])])), events: x.events })),
    };
  }
  return { runs, results, failures, consoleErrors: [...consoleErrors] };
}

/** The site's table (report.mjs's shape): one row per interaction. */
export function siteTable(site) {
  const runsText = `${site.runs} run${site.runs === 1 ? '' : 's'}`;
  return {
    title: `The site's interactions, latency to the next paint (Event Timing, 4× CPU, 412 px, touch; median of ${runsText})`,
    columns: [
      { name: 'interaction', align: 'left' },
      { name: 'page', align: 'left' },
      { name: 'latency', align: 'right' },
      { name: 'min – max', align: 'right' },
      { name: 'input delay', align: 'right' },
      { name: 'processing', align: 'right' },
      { name: 'presentation', align: 'right' },
      { name: 'runs', align: 'right' },
      { name: `≤ ${GOOD_MS} ms`, align: 'left' },
    ],
    rows: SITE_INTERACTIONS.map(({ name, page }) => {
      const r = site.results[name];
      const runs = r.failed ? `${r.runs} (${r.failed} failed)` : String(r.runs);
      if (!r.runs) return [name, page, 'FAILED', '—', '—', '—', '—', runs, '✘'];
      return [name, page, ms(r.median.duration), `${ms(r.min)} – ${ms(r.max)}`, ms(r.median.inputDelay), ms(r.median.processing), ms(r.median.presentationDelay), runs, r.good ? '✔' : '✘'];
    }),
    notes: [
      "A tap's or a key's interaction: its longest Event Timing entry (INP's rule); a dropped file: its drop event's entry. Rounded to 8 ms by the browser.",
      `✔: the median is within INP's "good" line of ${GOOD_MS} ms. The steps, pages and selectors are scripts/perf/bench/site.mjs's VISITS.`,
    ],
  };
}
