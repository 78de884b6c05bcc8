// `npm run bench:interactions`: what a visitor feels after the page is up, the wait between a tap and the
// next paint (issue 38), ours side by side with the peers in one run of headless Chromium, then every
// interaction of the examples site's own pages. Writes test/results/interactions.json and
// test/results/interactions.md and prints the tables.
//
//   node scripts/perf/interactions.mjs              5 runs at 50, 500 and 2000 accordion items, then
//                                                   5 runs of the site's interactions
//   node scripts/perf/interactions.mjs --runs 9     more runs, steadier medians
//   node scripts/perf/interactions.mjs --quick      1 run at 50 and 2000 items and 1 of the site; writes
//                                                   test/results/interactions-quick.{json,md}
//   node scripts/perf/interactions.mjs --sizes 500  only these sizes (comma-separated); the quick files
//   node scripts/perf/interactions.mjs --site       only the site's interactions: their section of the
//                                                   results files is replaced, the accordion's is kept
//   node scripts/perf/interactions.mjs --base /tmp/base --kinds base,nl,govuk,native --sizes 50,500,2000
//                                                   a change side by side: "base" is our accordion page
//                                                   with another checkout's built dist/ (git worktree
//                                                   add /tmp/base <commit>, npm run build there); the
//                                                   accordion only, written to test/results/
//                                                   interactions-ab.{json,md}
//   node scripts/perf/interactions.mjs --kinds nl,native   only these accordions
//
// Needs dist/ (`npm run build` first), puppeteer-core and a Chromium (scripts/test/chrome.mjs). The pages
// are scripts/perf/bench.mjs's accordion pages (test/bench/accordion-*.html) with ?mode=interact, served
// by scripts/perf/bench/server.mjs; `npm run bench -- --serve` shows them.
//
// One page load per library, size and run, in a fresh browser context, on a phone: Lighthouse's mobile
// screen (412 × 823 CSS px, device pixel ratio 1.75, touch) under prefers-reduced-motion (Shoelace
// animates its opening, the others do not). Once the library says every item is done and a frame is
// drawn (test/bench/harness.js), the item in the middle (n / 2) is scrolled to the middle of the
// viewport and the page left to settle; then the CPU is slowed 4× (CDP Emulation.setCPUThrottlingRate,
// Lighthouse's mobile rate; the load itself runs unthrottled, it is not measured here) and the item's
// toggle is clicked with a real pointer (CDP Input: move, press, 80 ms, release), once to open it and
// once to close it. The page reads each interaction with the browser's Event Timing API (a
// PerformanceObserver of 'event' entries, durationThreshold 16, buffered): the entries grouped by
// interactionId, the largest duration (what INP reports for that interaction), split into input
// delay, processing (handlers) and presentation delay (to the next paint) as web-vitals' attribution
// does. Then the CPU goes back to full speed and the item is opened and closed once more, for the
// renderer main thread's CPU time from the press until the item has changed and the next frame is
// drawn (CDP Performance metrics, ThreadTime): it hardly grows when other processes compete for the
// CPU, where the latency does, so on a busy machine it is the steadier comparison. (It is taken at
// full speed because under the throttling ThreadTime also counts the throttle's own spinning: about
// 400 ms per idle second at 4×. The second open is warmer than the first: the JIT has seen it.)
//
// The site's interactions (scripts/perf/bench/site.mjs, whose header says how each is made): the
// cookie bar, the main menu, the slider, a modal and the confirm dialog, a tooltip, the FAQ feedback,
// typing in the forms' fields, the date picker, a file for the upload and the form sent with errors,
// each on the site's page that has it (served by scripts/site/serve.mjs, the visitor view), on the
// same phone at the same 4× CPU, measured by the same Event Timing probe (test/bench/event-timing.js).
// They are part of the default run: 45 page loads at 5 runs, 12 minutes at a load average of 25
// (less on an idle machine), about what the accordion's part takes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCORDION_PAGES, launchChromium, PHONE, phonePage, probeReport } from './bench/measure.mjs';
import { LABELS as KIND_LABELS, median, ms, ratio, round1, toMarkdown, toText } from './bench/report.mjs';
import { measureSite, siteTable } from './bench/site.mjs';
import { startServer } from './bench/server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RESULTS = join(ROOT, 'test/results');
const USAGE = 'usage: node scripts/perf/interactions.mjs [--runs N] [--quick] [--sizes N,N] [--site] [--kinds nl,govuk,…] [--base DIR]';

/** Lighthouse's mobile preset: the screen (moto g power) and the CPU slowdown. */
const VIEWPORT = PHONE;
const CPU_RATE = 4;
/** Between pressing and releasing the button, as a finger or a mouse button takes. */
const PRESS_MS = 80;
/** The accordions, as scripts/perf/bench.mjs times them; native <details> the browser's own floor. */
const ALL_KINDS = ['nl', 'govuk', 'shoelace', 'native'];
/** `base` (with --base): our page with the other checkout's dist/ (scripts/perf/bench/server.mjs). */
const PAGES = { ...ACCORDION_PAGES, base: `${ACCORDION_PAGES.nl}?dist=base` };
const ACTIONS = ['open', 'close'];

function parseArgs(argv) {
  const options = { runs: 5, quick: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => (arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[(i += 1)]);
    if (arg === '--quick') options.quick = true;
    else if (arg === '--site') options.siteOnly = true;
    else if (arg === '--base' || arg.startsWith('--base=')) options.base = resolve(String(value()));
    else if (arg === '--kinds' || arg.startsWith('--kinds=')) {
      const text = String(value());
      options.kinds = text.split(',');
      const unknown = options.kinds.filter((kind) => !PAGES[kind]);
      if (unknown.length) {
        console.error(`interactions: unknown --kinds ${unknown.join(', ')} (known: ${Object.keys(PAGES).join(', ')})\n${USAGE}`);
        process.exit(1);
      }
    }
    else if (arg === '--sizes' || arg.startsWith('--sizes=')) {
      const text = value();
      options.sizesGiven = String(text).split(',').map(Number);
      if (!options.sizesGiven.every((n) => Number.isInteger(n) && n > 0)) {
        console.error(`interactions: --sizes needs whole numbers, got "${text}"\n${USAGE}`);
        process.exit(1);
      }
    } else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const text = value();
      options.runs = Number(text);
      if (!Number.isInteger(options.runs) || options.runs < 1) {
        console.error(`interactions: --runs needs a whole number of 1 or more, got "${text}"\n${USAGE}`);
        process.exit(1);
      }
      options.runsGiven = true;
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`interactions: unknown option "${arg}"\n${USAGE}`);
      process.exit(1);
    }
  }
  if (options.siteOnly && options.sizesGiven) {
    console.error(`interactions: --sizes is the accordion's, --site measures only the site\n${USAGE}`);
    process.exit(1);
  }
  if (options.base && !existsSync(join(options.base, 'dist/nl-components.js'))) {
    console.error(`interactions: ${options.base}/dist/nl-components.js is missing; run npm run build in that checkout\n${USAGE}`);
    process.exit(1);
  }
  if (options.siteOnly && (options.base || options.kinds)) {
    console.error(`interactions: --base and --kinds are the accordion's, --site measures only the site\n${USAGE}`);
    process.exit(1);
  }
  options.kinds ??= options.base ? ['base', ...ALL_KINDS] : ALL_KINDS;
  if (options.kinds.includes('base') && !options.base) {
    console.error(`interactions: the kind "base" needs --base DIR\n${USAGE}`);
    process.exit(1);
  }
  // A side by side (or a few kinds) is a look at the accordion only: the quick files (a side by
  // side its own, interactions-ab), not the site.
  options.accordionOnly = Boolean(options.base) || options.kinds !== ALL_KINDS;
  if (options.accordionOnly) options.quick = true;
  if (options.quick && !options.runsGiven) options.runs = 1;
  // The quick look keeps both ends, so the growth from 50 to 2000 items is still there.
  options.sizes = options.sizesGiven ?? (options.quick ? [50, 2000] : [50, 500, 2000]);
  if (options.sizesGiven) options.quick = true;
  return options;
}

const options = parseArgs(process.argv.slice(2));
const KINDS = options.kinds;
/** The labels of the tables; "base" names the other checkout's commit. */
const LABELS = { ...KIND_LABELS, base: `nl-components at ${options.base ? baseCommit(options.base) : 'base'}` };

for (const file of ['dist/nl-components.js', 'dist/nl-components.css', 'dist/elements/nl-accordion.js']) {
  if (!existsSync(join(ROOT, file))) {
    console.error(`interactions: ${file} is missing; run npm run build first.`);
    process.exit(1);
  }
}

const rotate = (list, by) => list.map((_, i) => list[(i + by) % list.length]);
const sleep = (msToWait) => new Promise((resolve) => setTimeout(resolve, msToWait));

/** The other checkout's commit (--base), short. */
function baseCommit(dir) {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  } catch {
    return 'base';
  }
}

/** The commit measured, and whether the library's sources differ from it (a dirty tree). */
function commit() {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    return { hash: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain', '--', 'src', 'elements', 'package.json', 'vite.config.ts').length > 0 };
  } catch {
    return { hash: 'unknown', dirty: undefined };
  }
}

// ---- one page load --------------------------------------------------------------------------------

async function threadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ThreadTime').value * 1000;
}

/** Loads one accordion page, opens and closes its middle item, returns both interactions. */
async function measureInteractions(browser, origin, kind, size) {
  const { context, page } = await phonePage(browser, origin);
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');

    const { result: report, errors } = probeReport(page);
    const pageUrl = `${origin}/bench/${PAGES[kind]}`;
    await page.goto(`${pageUrl}${pageUrl.includes('?') ? '&' : '?'}mode=interact&n=${size}`, { waitUntil: 'load', timeout: 180_000 });
    const { times } = await Promise.race([report, sleep(180_000).then(() => Promise.reject(new Error('no report within 180 s')))]);

    const index = Math.floor(size / 2);
    const result = { times, index, errors };
    // Once slowed 4× with Event Timing, then again at full speed for the CPU time (see the header).
    for (const rate of [CPU_RATE, 1]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      for (const action of ACTIONS) {
        const aim = await page.evaluate((i) => globalThis.benchProbe.aim(i), index);
        // The pointer comes to the button first (hover), and the page settles, as with a visitor.
        await page.mouse.move(aim.x, aim.y);
        await sleep(300);
        const cpuBefore = await threadTime(cdp);
        await page.mouse.down();
        await sleep(PRESS_MS);
        await page.mouse.up();
        await page.evaluate((i, open) => globalThis.benchProbe.settle(i, open), index, action === 'open');
        const cpu = (await threadTime(cdp)) - cpuBefore;
        if (rate === 1) result[action].cpu = cpu;
        else {
          const interaction = await page.evaluate((afterId) => globalThis.benchProbe.interaction(afterId), aim.lastInteractionId);
          result[action] = { ...interaction, under16: interaction === null };
        }
        await sleep(200);
      }
    }
    return result;
  } finally {
    await context.close().catch(() => {});
  }
}

// ---- the site's interactions ----------------------------------------------------------------------

const cores = availableParallelism();
const cpu = cpus()[0]?.model?.trim() ?? 'unknown';
const base = options.base ? 'interactions-ab' : options.quick ? 'interactions-quick' : 'interactions';
/** Where the site's section of the Markdown file starts (a --site run replaces it from there on). */
const SITE_MARKER = "<!-- The site's interactions (scripts/perf/bench/site.mjs); --site replaces this section. -->";

/** The heading of a part of the results: the commit, Chromium, the machine, its load during that part. */
function describeRun(chromium, loadStart, loadEnd) {
  const commitText = `${measuredCommit.hash.slice(0, 12)}${measuredCommit.dirty ? ' with uncommitted changes' : ''}`;
  const runsText = `${options.runs} run${options.runs === 1 ? '' : 's'}`;
  return (
    `Commit ${commitText}; Chromium ${chromium.replace(/^[^/]*\//, '')}, ${cores} cores (${cpu}), load average ` +
    `${loadStart[0].toFixed(1)} at the start, ${loadEnd[0].toFixed(1)} at the end; ${runsText}; ${new Date().toISOString().slice(0, 10)}.`
  );
}

/** The site's interactions in `browser` (scripts/perf/bench/site.mjs): their text to print, and their part of the results files. */
async function runSite(browser) {
  const siteStarted = Date.now();
  const loadStart = loadavg();
  const site = await measureSite(browser, { runs: options.runs, viewport: VIEWPORT, cpuRate: CPU_RATE, pressMs: PRESS_MS });
  const loadEnd = loadavg();
  const heading = `The site's interactions: ${describeRun(await browser.version(), loadStart, loadEnd)}`;
  const table = siteTable(site);
  return {
    failures: site.failures,
    text: [
      `\ninteractions: ${heading}\n\n${toText(table)}\n`,
      ...(site.consoleErrors.length ? [`console errors on the site: ${site.consoleErrors.join(' | ')}`] : []),
      ...site.failures.map((failure) => `FAILED: run ${failure.run + 1} ${failure.interaction} (${failure.page}): ${failure.error}`),
    ].join('\n'),
    markdown: `${SITE_MARKER}\n\n${heading}\n\n${toMarkdown(table)}\n`,
    json: {
      date: new Date().toISOString(),
      commit: measuredCommit,
      quick: options.quick,
      runs: options.runs,
      durationSeconds: Math.round((Date.now() - siteStarted) / 100) / 10,
      chromium: await browser.version(),
      loadAverageAtStart: loadStart.map(round1),
      loadAverageAtEnd: loadEnd.map(round1),
      method: {
        pages: `the examples site (scripts/site/serve.mjs, the visitor view); one fresh context per visit; first visits without a consent cookie, the others with nl_consent necessary-only; viewport ${VIEWPORT.width}x${VIEWPORT.height} dpr ${VIEWPORT.deviceScaleFactor}, mobile, touch; no prefers-reduced-motion; the load unthrottled, then CPU ${CPU_RATE}x slower`,
        actions: `the element (found through shadow roots) scrolled to the viewport middle, page idle; tap: CDP touch at its centre, ${PRESS_MS} ms; type: focus(), CDP key down, ${PRESS_MS} ms, up; drop: CDP Input.dispatchDragEvent dragEnter, dragOver, drop with one file; each checked done (shown, hidden, value changed)`,
        latency: "Event Timing probe (test/bench/event-timing.js) installed with evaluateOnNewDocument: the interaction after the action, entries grouped by interactionId, the largest duration (INP's rule); a drop: its drop entry; no entry is a failure",
        statistic: 'median over the runs with an entry',
      },
      results: site.results,
      failures: site.failures,
      consoleErrors: site.consoleErrors,
    },
  };
}

// ---- the run --------------------------------------------------------------------------------------

const started = Date.now();
const loadAtStart = loadavg();
const measuredCommit = commit();

// --site: only the site; its section replaces the one in the results files, the accordion's is kept.
if (options.siteOnly) {
  const browser = await launchChromium('interactions');
  let site;
  try {
    site = await runSite(browser);
  } finally {
    await browser.close().catch(() => {});
  }
  console.log(site.text);
  const [jsonFile, markdownFile] = [join(RESULTS, `${base}.json`), join(RESULTS, `${base}.md`)];
  const previous = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : {};
  const before = existsSync(markdownFile)
    ? `${readFileSync(markdownFile, 'utf8').split(SITE_MARKER)[0].trimEnd()}\n\n`
    : `<!-- Written by \`node scripts/perf/interactions.mjs\` (npm run bench:interactions); do not edit by hand. -->\n\n`;
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(jsonFile, `${JSON.stringify({ ...previous, site: site.json }, null, 2)}\n`);
  writeFileSync(markdownFile, before + site.markdown);
  console.log(`interactions: wrote the site's section of test/results/${base}.json and test/results/${base}.md`);
  process.exit(site.failures.length ? 1 : 0);
}

const server = await startServer(0, { base: options.base });
const browser = await launchChromium('interactions');
const chromium = await browser.version();

const loads = [];
const failures = [];
let durationSeconds;
let loadAtEnd;
let site;
try {
  for (let run = 0; run < options.runs; run += 1) {
    for (const size of options.sizes) {
      for (const kind of rotate(KINDS, run)) {
        const label = `run ${run + 1}/${options.runs}  n=${size}  ${LABELS[kind]}`;
        try {
          const result = await measureInteractions(browser, server.origin, kind, size);
          loads.push({ run, kind, size, ...result });
          const line = ACTIONS.map((action) => `${action} ${result[action].under16 ? '< 16 ms' : ms(result[action].duration)}`).join(', ');
          const errorNote = result.errors.length ? `  (${result.errors.length} console errors)` : '';
          console.error(`${label.padEnd(44)} ${line}${errorNote}`);
        } catch (error) {
          failures.push({ run, kind, size, error: error.message });
          console.error(`${label.padEnd(44)} FAILED: ${error.message}`);
        }
      }
    }
  }
  durationSeconds = Math.round((Date.now() - started) / 100) / 10;
  loadAtEnd = loadavg();
  if (!options.accordionOnly) site = await runSite(browser);
} finally {
  await browser.close().catch(() => {});
  await server.close();
}

// ---- medians --------------------------------------------------------------------------------------

const FIELDS = ['duration', 'inputDelay', 'processing', 'presentationDelay', 'cpu'];
const results = {};
for (const size of options.sizes) {
  for (const kind of KINDS) {
    const samples = loads.filter((load) => load.kind === kind && load.size === size);
    if (!samples.length) continue;
    for (const action of ACTIONS) {
      const list = samples.map((load) => load[action]);
      // An interaction under Event Timing's 16 ms floor has no entries: it counts as 16 ms at most.
      const durations = list.map((x) => (x.under16 ? 16 : x.duration));
      ((results[size] ??= {})[kind] ??= {})[action] = {
        median: Object.fromEntries(FIELDS.map((field) => [field, round1(median(field === 'duration' ? durations : list.map((x) => x[field])))])),
        min: Math.min(...durations),
        max: Math.max(...durations),
        under16: list.filter((x) => x.under16).length,
        samples: list.map((x) => ({ ...Object.fromEntries(FIELDS.map((field) => [field, round1(x[field])])), events: x.events, under16: x.under16 || undefined })),
      };
    }
  }
}

const latency = (size, kind, action) => results[size]?.[kind]?.[action]?.median.duration;
const cpuOf = (size, kind, action) => results[size]?.[kind]?.[action]?.median.cpu;
const factor = (a, b) => (a && b ? Math.round((a / b) * 100) / 100 : undefined);
const ratios = {};
for (const size of options.sizes) {
  for (const action of ACTIONS) {
    ((ratios[size] ??= {})[action] = {
      'nl/govuk': factor(latency(size, 'nl', action), latency(size, 'govuk', action)),
      'nl/shoelace': factor(latency(size, 'nl', action), latency(size, 'shoelace', action)),
      'nl/govuk cpu': factor(cpuOf(size, 'nl', action), cpuOf(size, 'govuk', action)),
    });
  }
}
const [smallest, largest] = [Math.min(...options.sizes), Math.max(...options.sizes)];
const growth = {};
if (largest > smallest) {
  for (const kind of KINDS) {
    for (const action of ACTIONS) {
      (growth[kind] ??= {})[action] = {
        latency: factor(latency(largest, kind, action), latency(smallest, kind, action)),
        cpu: factor(cpuOf(largest, kind, action), cpuOf(smallest, kind, action)),
      };
    }
  }
}

const consoleErrors = {};
for (const load of loads) for (const text of load.errors) (consoleErrors[load.kind] ??= new Set()).add(text);

// ---- tables ---------------------------------------------------------------------------------------

const runsText = `${options.runs} run${options.runs === 1 ? '' : 's'}`;
const shown = (size, kind, action) => {
  const r = results[size]?.[kind]?.[action];
  if (!r) return '—';
  return r.under16 > r.samples.length / 2 ? '< 16 ms' : ms(r.median.duration);
};
const tables = [];
tables.push({
  title: `Accordion: one item opened and closed with a click, latency to the next paint (Event Timing, 4× CPU, 412 px; median of ${runsText})`,
  columns: [
    { name: 'items', align: 'right' },
    { name: 'click', align: 'left' },
    ...KINDS.map((kind) => ({ name: LABELS[kind], align: 'right' })),
    { name: 'ours ÷ govuk', align: 'right' },
    { name: 'ours ÷ Shoelace', align: 'right' },
  ],
  rows: options.sizes.flatMap((size) =>
    ACTIONS.map((action) => [
      size,
      action,
      ...KINDS.map((kind) => shown(size, kind, action)),
      ratio(latency(size, 'nl', action), latency(size, 'govuk', action)),
      ratio(latency(size, 'nl', action), latency(size, 'shoelace', action)),
    ]),
  ),
  notes: [
    'The longest Event Timing entry of the interaction (pointerdown … click), as INP counts it; rounded to 8 ms by the browser.',
    `INP's "good" line is 200 ms. The item clicked is the middle one (n / 2), scrolled to the middle of the viewport.`,
  ],
});
if (largest > smallest) {
  tables.push({
    title: `Growth: the same click at ${largest} items ÷ at ${smallest} (medians; 1.00× is a cost that does not grow with the page)`,
    columns: [{ name: 'library', align: 'left' }, { name: 'open', align: 'right' }, { name: 'close', align: 'right' }, { name: 'open, CPU', align: 'right' }, { name: 'close, CPU', align: 'right' }],
    rows: KINDS.map((kind) => [
      LABELS[kind],
      ratio(latency(largest, kind, 'open'), latency(smallest, kind, 'open')),
      ratio(latency(largest, kind, 'close'), latency(smallest, kind, 'close')),
      ratio(cpuOf(largest, kind, 'open'), cpuOf(smallest, kind, 'open')),
      ratio(cpuOf(largest, kind, 'close'), cpuOf(smallest, kind, 'close')),
    ]),
  });
}
tables.push({
  title: `Where the time goes (medians of ${runsText}; latency's range over the runs)`,
  columns: [
    { name: 'items', align: 'right' },
    { name: 'library', align: 'left' },
    { name: 'click', align: 'left' },
    { name: 'latency', align: 'right' },
    { name: 'min – max', align: 'right' },
    { name: 'input delay', align: 'right' },
    { name: 'processing', align: 'right' },
    { name: 'presentation', align: 'right' },
    { name: 'main-thread CPU', align: 'right' },
  ],
  rows: options.sizes.flatMap((size) =>
    KINDS.flatMap((kind) =>
      ACTIONS.filter((action) => results[size]?.[kind]?.[action]).map((action) => {
        const r = results[size][kind][action];
        return [size, LABELS[kind], action, shown(size, kind, action), `${ms(r.min)} – ${ms(r.max)}`, ms(r.median.inputDelay), ms(r.median.processing), ms(r.median.presentationDelay), ms(r.median.cpu)];
      }),
    ),
  ),
  notes: [
    'input delay: from the event to its first handler; processing: the handlers of the longest entry\'s frame (processingStart … processingEnd);',
    'presentation: from the last handler to the next paint (style, layout, paint). main-thread CPU: the same click again at full speed,',
    'the renderer main thread from the press to the frame after the change (ThreadTime; steadier than the latency on a busy machine).',
  ],
});

const heading = describeRun(chromium, loadAtStart, loadAtEnd);

console.log(`\ninteractions: ${heading}\n`);
for (const table of tables) console.log(`${toText(table)}\n`);
for (const [kind, texts] of Object.entries(consoleErrors)) console.log(`console errors on ${kind}: ${[...texts].join(' | ')}`);
for (const failure of failures) console.log(`FAILED: run ${failure.run + 1} ${failure.kind} n=${failure.size}: ${failure.error}`);
if (site) console.log(site.text);
console.log(`interactions: ${loads.length} page loads in ${durationSeconds} s${failures.length ? `, ${failures.length} failed` : ''}`);

// ---- results files --------------------------------------------------------------------------------

const packageVersion = (name) => {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
};

const json = {
  date: new Date().toISOString(),
  commit: measuredCommit,
  quick: options.quick,
  runs: options.runs,
  sizes: options.sizes,
  durationSeconds,
  chromium,
  node: process.version,
  machine: {
    cores,
    cpu,
    memoryGB: Math.round(totalmem() / 2 ** 30),
    platform: `${process.platform} ${process.arch}`,
    loadAverageAtStart: loadAtStart.map(round1),
    loadAverageAtEnd: loadAtEnd.map(round1),
  },
  versions: Object.fromEntries(['puppeteer-core', 'govuk-frontend', '@shoelace-style/shoelace', 'react', 'react-dom'].map((name) => [name, packageVersion(name)])),
  method: {
    page: `test/bench/accordion-*.html?mode=interact&n=N; fresh context; viewport ${VIEWPORT.width}x${VIEWPORT.height} dpr ${VIEWPORT.deviceScaleFactor}, mobile, touch; prefers-reduced-motion: reduce; the load unthrottled`,
    interaction: `the middle item (n/2) scrolled to the viewport middle, page idle, then CPU ${CPU_RATE}x slower (Emulation.setCPUThrottlingRate); CDP Input mouse move, 300 ms, press, ${PRESS_MS} ms, release on its toggle: open, then the same to close`,
    latency: "PerformanceObserver type 'event', durationThreshold 16, buffered; entries grouped by interactionId, the largest duration (INP's rule, web-vitals); an interaction with no entry is under 16 ms and counts as 16",
    breakdown: "in the longest entry's frame (entries ending within 8 ms of it): inputDelay = first processingStart - first startTime, processing = last processingEnd - first processingStart, presentationDelay = end - last processingEnd (web-vitals attribution)",
    cpu: 'after the 4x pair, at 1x CPU: the same item opened and closed again; renderer main-thread CPU ms (CDP Performance.getMetrics ThreadTime) from just before the press until the item has changed and the next frame is drawn',
    statistic: 'median over runs; each run loads every page once per size, library order rotated per run',
  },
  results,
  ratios,
  growth: { from: smallest, to: largest, ...growth },
  consoleErrors: Object.fromEntries(Object.entries(consoleErrors).map(([key, texts]) => [key, [...texts]])),
  failures,
  ...(options.base && { base: { dir: options.base, commit: baseCommit(options.base) } }),
  site: site?.json,
};

mkdirSync(RESULTS, { recursive: true });
writeFileSync(join(RESULTS, `${base}.json`), `${JSON.stringify(json, null, 2)}\n`);
const markdown = [
  // The command as it was given (a side by side or a few sizes is written to other files than a full run's).
  `<!-- Written by \`node scripts/perf/interactions.mjs${process.argv.slice(2).map((arg) => ` ${arg}`).join('')}\` (npm run bench:interactions); do not edit by hand. -->`,
  '',
  heading,
  '',
  ...tables.map((table) => `${toMarkdown(table)}\n`),
  site?.markdown ?? '',
].join('\n');
writeFileSync(join(RESULTS, `${base}.md`), markdown);
console.log(`interactions: wrote test/results/${base}.json and test/results/${base}.md`);

process.exit(failures.length || site?.failures.length ? 1 : 0);
