// `npm run bench`: the library against its peers, side by side in one run of headless Chromium, on the
// same kind of page. Writes test/results/bench.json and test/results/bench.md and prints the tables.
//
//   node scripts/perf/bench.mjs              5 runs of everything (about 5 minutes on 2 busy cores)
//   node scripts/perf/bench.mjs --runs 9     more runs, steadier medians
//   node scripts/perf/bench.mjs --quick      1 run, 50 accordion items only (about 25 s); writes
//                                       test/results/bench-quick.{json,md}, leaving the full results alone
//   node scripts/perf/bench.mjs --sizes 2000 only these accordion sizes (comma-separated), e.g. to look at one
//                                       after a change; writes the quick files, as --quick does
//   node scripts/perf/bench.mjs --serve      only serve the pages (http://127.0.0.1:PORT/bench/…), to look at them
//   node scripts/perf/bench.mjs --interactions [--quick …]
//                                       the interactions instead: scripts/perf/interactions.mjs (npm run
//                                       bench:interactions), which takes the other options
//
// Needs dist/ (`npm run build` first), puppeteer-core (node_modules) and a Chromium (scripts/test/chrome.mjs).
//
// The pages are test/bench/*.html, served by scripts/perf/bench/server.mjs: ours use /dist/ as a site would
// (dist/nl-components.css in <head>, the dist/nl-components.js loader); the peers use their published
// files from node_modules, set up as their docs say (see each page's comments). Every page load is a
// fresh browser context with the cache off (scripts/perf/bench/measure.mjs); the in-page probe is
// test/bench/harness.js. Each run loads every page once, in an order rotated from run to run, and a
// figure is the median over the runs.
//
// (1) Bytes: the gzip (level 9, as scripts/test/size.mjs) of every script and stylesheet response the page
//     actually received, read back from the network over CDP; the probe is not counted, a page's own
//     glue (govuk-init.js's initAll(), vanilla-cookieconsent's config) is. Taken with no interaction.
// (2) Time: milliseconds from navigation start (performance.timeOrigin) until the library reports every
//     item done, a frame has been produced, a click on the LAST item's toggle has opened it (its state
//     says open and its panel is visible with a height) and the next frame has been produced. The
//     same probe and rule for every page; see test/bench/harness.js. Under prefers-reduced-motion.
//     Beside it, over the same span, the renderer's main-thread CPU time (CDP Performance metrics,
//     ThreadTime): wall time grows when other processes share the CPU, CPU time hardly does, so on a
//     busy machine (CI, or engineers' browsers) its ratios are the steadier comparison.
// (3) Other origins: every request the page attempted to an origin other than its own (CDP Network
//     events: failed ones count, with 0 bytes; there may be no internet), before any interaction.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, measurePage } from './bench/measure.mjs';
import { LABELS, PAGE_LABELS, kb, ms, ratio, toMarkdown, toText } from './bench/report.mjs';
import { startServer } from './bench/server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RESULTS = join(ROOT, 'test/results');

const USAGE = 'usage: node scripts/perf/bench.mjs [--runs N] [--quick] [--sizes N,N] [--serve] [--interactions]';

// The interactions (issue 38) are their own script, with their own results files; --interactions hands over to it.
if (process.argv.includes('--interactions')) {
  const args = process.argv.slice(2).filter((arg) => arg !== '--interactions');
  const { status } = spawnSync(process.execPath, [fileURLToPath(new URL('./interactions.mjs', import.meta.url)), ...args], { stdio: 'inherit' });
  process.exit(status ?? 1);
}

function parseArgs(argv) {
  const options = { runs: 5, quick: false, serve: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--quick') options.quick = true;
    else if (arg === '--serve') options.serve = true;
    else if (arg === '--sizes' || arg.startsWith('--sizes=')) {
      const value = arg.includes('=') ? arg.slice('--sizes='.length) : argv[(i += 1)];
      options.sizesGiven = String(value).split(',').map(Number);
      if (!options.sizesGiven.every((n) => Number.isInteger(n) && n > 0)) {
        console.error(`bench: --sizes needs whole numbers, got "${value}"\n${USAGE}`);
        process.exit(1);
      }
    }
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg.includes('=') ? arg.slice('--runs='.length) : argv[(i += 1)];
      options.runs = Number(value);
      if (!Number.isInteger(options.runs) || options.runs < 1) {
        console.error(`bench: --runs needs a whole number of 1 or more, got "${value}"\n${USAGE}`);
        process.exit(1);
      }
      options.runsGiven = true;
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`bench: unknown option "${arg}"\n${USAGE}`);
      process.exit(1);
    }
  }
  if (options.quick && !options.runsGiven) options.runs = 1;
  options.sizes = options.sizesGiven ?? (options.quick ? [50] : [50, 500, 2000]);
  // A partial run is a look, not the results: it goes to the quick files.
  if (options.sizesGiven) options.quick = true;
  return options;
}

const options = parseArgs(process.argv.slice(2));

for (const file of ['dist/nl-components.js', 'dist/nl-components.css', 'dist/elements/nl-accordion.js']) {
  if (!existsSync(join(ROOT, file))) {
    console.error(`bench: ${file} is missing; run npm run build first.`);
    process.exit(1);
  }
}

/** The newest modification time in dist/: a build during the run makes the figures a mix. */
function distStamp(dir = join(ROOT, 'dist')) {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? distStamp(path) : statSync(path).mtimeMs);
  }, 0);
}

// ---- what is measured -------------------------------------------------------------------------

/** The accordion, timed at every size; ours and the peers, native <details> the floor. */
const TIMED = ['native', 'nl', 'govuk', 'shoelace'];
const ACCORDION_PAGES = {
  native: 'accordion-native.html',
  nl: 'accordion-nl.html',
  govuk: 'accordion-govuk.html',
  shoelace: 'accordion-shoelace.html',
  // Bytes only (50 items): govuk-frontend's lightest use without a bundler.
  'govuk-accordion-only': 'accordion-govuk-accordion-only.html',
};
/** The accordion's bytes and other-origin requests are taken from its 50-item pages. */
const BYTES_ITEMS = 50;
/** Loaded without any interaction: bytes and other-origin requests. */
const LOAD_PAGES = [
  { page: 'cookie', kind: 'nl', file: 'cookie-nl.html' },
  { page: 'cookie', kind: 'cookieconsent', file: 'cookie-cookieconsent.html' },
  { page: 'video', kind: 'nl', file: 'video-nl.html' },
  { page: 'video', kind: 'lite', file: 'video-lite.html' },
  { page: 'all', kind: 'nl', file: 'all-nl.html' },
];
const PEERS = { accordion: ['govuk', 'govuk-accordion-only', 'shoelace', 'native'], cookie: ['cookieconsent'], video: ['lite'], all: [] };

const rotate = (list, by) => list.map((_, i) => list[(i + by) % list.length]);

function plan(run) {
  const tasks = [];
  for (const size of options.sizes) {
    for (const kind of rotate(TIMED, run)) {
      tasks.push({ page: 'accordion', kind, size, path: `/bench/${ACCORDION_PAGES[kind]}?mode=time&n=${size}` });
    }
  }
  tasks.push({ page: 'accordion', kind: 'govuk-accordion-only', size: BYTES_ITEMS, path: `/bench/${ACCORDION_PAGES['govuk-accordion-only']}?mode=time&n=${BYTES_ITEMS}` });
  for (const { page, kind, file } of rotate(LOAD_PAGES, run)) tasks.push({ page, kind, path: `/bench/${file}?mode=load` });
  return tasks;
}

// ---- statistics -------------------------------------------------------------------------------

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
const round1 = (value) => (value === undefined ? undefined : Math.round(value * 10) / 10);

// ---- serve only -------------------------------------------------------------------------------

if (options.serve) {
  const server = await startServer(Number(process.env.PORT ?? 0));
  const files = [...Object.values(ACCORDION_PAGES).map((file) => `${file}?n=50`), ...LOAD_PAGES.map((p) => p.file)];
  console.log(`bench: serving the benchmark pages at ${server.origin}/bench/ (Ctrl+C stops)`);
  for (const file of files) console.log(`  ${server.origin}/bench/${file}`);
  console.log('  add ?mode=time to click the last accordion item; ?n=500 for 500 items');
  await new Promise(() => {});
}

// ---- the run ----------------------------------------------------------------------------------

const started = Date.now();
const distAtStart = distStamp();
const loadAtStart = loadavg();
const server = await startServer();
const browser = await launchChromium('bench');
const chromium = await browser.version();

const loads = []; // every page load: {run, page, kind, size?, times, bytes, files, thirdParty, errors}
const failures = [];
try {
  for (let run = 0; run < options.runs; run += 1) {
    for (const task of plan(run)) {
      const label = `run ${run + 1}/${options.runs}  ${task.page}${task.size ? ` n=${task.size}` : ''}  ${LABELS[task.kind]}`;
      try {
        const result = await measurePage(browser, server.origin, task.path);
        loads.push({ run, ...result, ...task }); // the task's kind (the harness says 'govuk' for both govuk pages)
        const time = result.times.interactive ?? result.times.rendered;
        console.error(`${label.padEnd(58)} ${ms(time).padStart(9)}${result.errors.length ? `  (${result.errors.length} console errors)` : ''}`);
      } catch (error) {
        failures.push({ run, ...task, error: error.message });
        console.error(`${label.padEnd(58)}    FAILED: ${error.message}`);
      }
    }
  }
} finally {
  await browser.close().catch(() => {});
  await server.close();
}
const durationSeconds = Math.round((Date.now() - started) / 100) / 10;
const distChanged = distStamp() !== distAtStart;

// ---- medians ----------------------------------------------------------------------------------

const byKey = (filter) => loads.filter(filter);

/** Bytes per page and library, from the loads without interaction (the accordion's 50-item loads). */
const bytes = {};
const thirdParty = {};
for (const page of Object.keys(PAGE_LABELS)) {
  for (const kind of ['nl', ...PEERS[page]]) {
    const samples = byKey((load) => load.page === page && load.kind === kind && (page !== 'accordion' || load.size === BYTES_ITEMS));
    if (!samples.length) continue;
    const pick = (get) => median(samples.map(get));
    const last = samples.at(-1);
    (bytes[page] ??= {})[kind] = {
      jsGzip: pick((s) => s.bytes.js.gzip),
      jsRaw: pick((s) => s.bytes.js.raw),
      jsFiles: pick((s) => s.bytes.js.files),
      cssGzip: pick((s) => s.bytes.css.gzip),
      cssRaw: pick((s) => s.bytes.css.raw),
      cssFiles: pick((s) => s.bytes.css.files),
      sameInEveryRun: new Set(samples.map((s) => `${s.bytes.js.gzip}/${s.bytes.css.gzip}`)).size === 1,
      files: last.files,
    };
    const origins = [...new Set(samples.flatMap((s) => s.thirdParty.map((r) => r.origin)))].sort();
    (thirdParty[page] ??= {})[kind] = {
      requests: pick((s) => s.thirdParty.length),
      failed: pick((s) => s.thirdParty.filter((r) => r.failed).length),
      receivedBytes: pick((s) => s.thirdParty.reduce((sum, r) => sum + r.received, 0)),
      sentBytes: pick((s) => s.thirdParty.reduce((sum, r) => sum + r.sent, 0)),
      origins,
      requestsSeen: [...new Map(samples.flatMap((s) => s.thirdParty).map((r) => [`${r.type} ${r.url}`, { type: r.type, url: r.url, failed: r.failed || undefined, status: r.status || undefined }])).values()],
    };
  }
}

const timing = {};
for (const size of options.sizes) {
  for (const kind of TIMED) {
    const samples = byKey((load) => load.page === 'accordion' && load.kind === kind && load.size === size).map((load) => ({ ...load.times, cpu: load.cpu }));
    if (!samples.length) continue;
    (timing[size] ??= {})[kind] = {
      median: {
        ready: round1(median(samples.map((t) => t.ready))),
        rendered: round1(median(samples.map((t) => t.rendered))),
        interactive: round1(median(samples.map((t) => t.interactive))),
        mainThreadCpu: round1(median(samples.map((t) => t.cpu.mainThread))),
        script: round1(median(samples.map((t) => t.cpu.script))),
        layout: round1(median(samples.map((t) => t.cpu.layout))),
        style: round1(median(samples.map((t) => t.cpu.style))),
        heapMB: round1(median(byKey((load) => load.page === 'accordion' && load.kind === kind && load.size === size).map((load) => load.heap / 2 ** 20))),
      },
      min: round1(Math.min(...samples.map((t) => t.interactive))),
      max: round1(Math.max(...samples.map((t) => t.interactive))),
      samples: samples.map((t) => ({
        ready: round1(t.ready),
        rendered: round1(t.rendered),
        interactive: round1(t.interactive),
        mainThreadCpu: round1(t.cpu.mainThread),
      })),
    };
  }
}

const interactive = (size, kind) => timing[size]?.[kind]?.median.interactive;
const mainThread = (size, kind) => timing[size]?.[kind]?.median.mainThreadCpu;
const PAIRS = [['nl', 'native'], ['govuk', 'native'], ['shoelace', 'native'], ['nl', 'govuk'], ['nl', 'shoelace']];
const ratios = {};
for (const size of options.sizes) {
  ratios[size] = {};
  for (const [metric, get] of [['interactive', interactive], ['mainThreadCpu', mainThread]]) {
    for (const [a, b] of PAIRS) {
      const value = get(size, a) && get(size, b) ? Math.round((get(size, a) / get(size, b)) * 100) / 100 : undefined;
      (ratios[size][metric] ??= {})[`${a}/${b}`] = value;
    }
  }
}

const loadPages = {};
for (const { page, kind } of LOAD_PAGES) {
  const samples = byKey((load) => load.page === page && load.kind === kind).map((load) => load.times);
  if (samples.length) {
    (loadPages[page] ??= {})[kind] = {
      readyMedian: round1(median(samples.map((t) => t.ready))),
      renderedMedian: round1(median(samples.map((t) => t.rendered))),
      mainThreadCpuMedian: round1(median(byKey((load) => load.page === page && load.kind === kind).map((load) => load.cpu.mainThread))),
    };
  }
}

const consoleErrors = {};
for (const load of loads) {
  for (const text of load.errors) {
    const key = `${load.page}/${load.kind}`;
    (consoleErrors[key] ??= new Set()).add(text);
  }
}

// ---- tables -----------------------------------------------------------------------------------

const runsText = `${options.runs} run${options.runs === 1 ? '' : 's'}`;
const tables = [];

{
  const rows = [];
  for (const page of Object.keys(PAGE_LABELS)) {
    const ours = bytes[page]?.nl;
    for (const [kind, b] of Object.entries(bytes[page] ?? {})) {
      rows.push([
        PAGE_LABELS[page],
        LABELS[kind],
        kb(b.jsGzip),
        b.jsFiles,
        kb(b.cssGzip),
        b.cssFiles,
        kind === 'nl' || !ours ? '' : b.jsGzip ? ratio(ours.jsGzip, b.jsGzip) : '—',
      ]);
    }
  }
  tables.push({
    title: 'JavaScript and CSS a page needs (gzip -9 of every script and stylesheet response, no interaction)',
    columns: [
      { name: 'page', align: 'left' },
      { name: 'library', align: 'left' },
      { name: 'JS', align: 'right' },
      { name: 'JS files', align: 'right' },
      { name: 'CSS', align: 'right' },
      { name: 'CSS files', align: 'right' },
      { name: 'our JS ÷ theirs', align: 'right' },
    ],
    rows,
    notes: ['Shoelace: sl-details from dist/ with lit by import map (unbundled: one response per module).'],
  });
}

for (const [get, title] of [
  [interactive, `Accordion: navigation start to every item rendered and interactive (wall time, median of ${runsText})`],
  [mainThread, `Accordion: main-thread CPU time over the same span (median of ${runsText}; steady on a busy machine)`],
]) {
  const rows = options.sizes.map((size) => [
    size,
    ms(get(size, 'native')),
    ms(get(size, 'nl')),
    ms(get(size, 'govuk')),
    ms(get(size, 'shoelace')),
    ...PAIRS.map(([a, b]) => ratio(get(size, a), get(size, b))),
  ]);
  tables.push({
    title,
    columns: [
      { name: 'items', align: 'right' },
      { name: 'native <details>', align: 'right' },
      { name: 'nl-components', align: 'right' },
      { name: 'govuk-frontend', align: 'right' },
      { name: 'Shoelace', align: 'right' },
      { name: 'ours ÷ native', align: 'right' },
      { name: 'govuk ÷ native', align: 'right' },
      { name: 'Shoelace ÷ native', align: 'right' },
      { name: 'ours ÷ govuk', align: 'right' },
      { name: 'ours ÷ Shoelace', align: 'right' },
    ],
    rows,
  });
}

{
  const rows = [];
  for (const size of options.sizes) {
    for (const kind of TIMED) {
      const t = timing[size]?.[kind];
      if (t) rows.push([size, LABELS[kind], ms(t.median.ready), ms(t.median.rendered), ms(t.median.interactive), `${ms(t.min)} – ${ms(t.max)}`, ms(t.median.mainThreadCpu)]);
    }
  }
  tables.push({
    title: `Where the time goes (medians; ms since navigation start; interactive's range over ${runsText})`,
    columns: [
      { name: 'items', align: 'right' },
      { name: 'library', align: 'left' },
      { name: 'ready', align: 'right' },
      { name: 'rendered', align: 'right' },
      { name: 'interactive', align: 'right' },
      { name: 'interactive min – max', align: 'right' },
      { name: 'main-thread CPU', align: 'right' },
    ],
    rows,
    notes: [
      'ready: the library says every item is done; rendered: the next frame after it;',
      'interactive: a click on the last item has opened it and the next frame is drawn.',
      'main-thread CPU: the renderer main thread, navigation to interactive (script, style and layout split: bench.json).',
    ],
  });
}

{
  // The JS heap once every item is upgraded and interactive, after a full garbage collection.
  const heapOf = (size, kind) => timing[size]?.[kind]?.median.heapMB;
  const rows = options.sizes.map((size) => [
    size,
    ...TIMED.map((kind) => (Number.isFinite(heapOf(size, kind)) ? `${heapOf(size, kind).toFixed(1)} MB` : '—')),
    heapOf(size, 'nl') && heapOf(size, 'govuk') ? `${(heapOf(size, 'nl') / heapOf(size, 'govuk')).toFixed(2)}×` : '—',
  ]);
  tables.push({
    title: `Accordion: JavaScript heap after the upgrade (median of ${runsText}; after a full garbage collection)`,
    columns: [{ name: 'items', align: 'right' }, ...TIMED.map((kind) => ({ name: LABELS[kind], align: 'right' })), { name: 'ours ÷ govuk', align: 'right' }],
    rows,
    notes: ['JSHeapUsedSize (CDP Performance.getMetrics) once the last item has been opened, after HeapProfiler.collectGarbage.'],
  });
}

{
  const rows = [];
  for (const page of Object.keys(PAGE_LABELS)) {
    for (const [kind, t] of Object.entries(thirdParty[page] ?? {})) {
      rows.push([PAGE_LABELS[page], LABELS[kind], t.requests, t.failed, kb(t.receivedBytes), kb(t.sentBytes), t.origins.map((o) => new URL(o).host).join(', ') || '—']);
    }
  }
  tables.push({
    title: 'Requests to other origins before any interaction (attempted; a failed request counts, with 0 bytes)',
    columns: [
      { name: 'page', align: 'left' },
      { name: 'library', align: 'left' },
      { name: 'requests', align: 'right' },
      { name: 'failed', align: 'right' },
      { name: 'received', align: 'right' },
      { name: 'sent', align: 'right' },
      { name: 'origins', align: 'left' },
    ],
    rows,
    notes: [
      'Every tag: nl-monitoring is set up as on a live site (this host counted as production); nl-map has no consent.',
    ],
  });
}

const cores = availableParallelism();
const cpu = cpus()[0]?.model?.trim() ?? 'unknown';
const loadAtEnd = loadavg();
const heading = `Chromium ${chromium.replace(/^[^/]*\//, '')}, ${cores} cores (${cpu}), load average ${loadAtStart[0].toFixed(1)} at the start; ${runsText}${options.quick ? ' (--quick)' : ''}; ${new Date().toISOString().slice(0, 10)}.`;

console.log(`\nbench: ${heading}\n`);
for (const table of tables) console.log(`${toText(table)}\n`);
for (const [key, texts] of Object.entries(consoleErrors)) console.log(`console errors on ${key}: ${[...texts].join(' | ')}`);
if (distChanged) console.log('WARNING: dist/ was rebuilt during the run: the figures mix two builds; run again.');
for (const [page, kinds] of Object.entries(bytes)) {
  for (const [kind, b] of Object.entries(kinds)) {
    if (!b.sameInEveryRun) console.log(`WARNING: ${page}/${kind}: the bytes differed between runs (the median is shown).`);
  }
}
for (const failure of failures) console.log(`FAILED: run ${failure.run + 1} ${failure.path}: ${failure.error}`);
console.log(`bench: ${loads.length} page loads in ${durationSeconds} s${failures.length ? `, ${failures.length} failed` : ''}`);

// ---- results files ----------------------------------------------------------------------------

const packageVersion = (name) => {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
};

const json = {
  date: new Date().toISOString(),
  quick: options.quick,
  runs: options.runs,
  sizes: options.sizes,
  durationSeconds,
  distChangedDuringRun: distChanged,
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
  versions: Object.fromEntries(
    ['puppeteer-core', 'govuk-frontend', '@shoelace-style/shoelace', 'vanilla-cookieconsent', 'lite-youtube-embed', 'react', 'react-dom'].map((name) => [name, packageVersion(name)]),
  ),
  method: {
    bytes: 'gzip -9 of the body of every Script and Stylesheet response (CDP), no interaction; test/bench/harness.js not counted; page glue counted; accordion pages at 50 items',
    time: 'ms from navigation start: library ready -> next frame -> click() on the last item toggle until it is open and its panel visible -> next frame (test/bench/harness.js); fresh context, cache off, prefers-reduced-motion: reduce, 1280x900',
    mainThreadCpu: 'renderer main-thread CPU ms (CDP Performance.getMetrics ThreadTime) from just before the navigation to the probe report, same span as time; script/layout/style are the DevTools durations within it',
    heap: 'JSHeapUsedSize (CDP Performance.getMetrics) after the probe report and HeapProfiler.collectGarbage',
    thirdParty: 'requests (CDP Network.requestWillBeSent) to any origin but the page own, before any interaction, failed ones included with 0 bytes received; sent = request body bytes',
    statistic: 'median over runs; each run loads every page once, order rotated per run',
  },
  bytes,
  timing,
  ratios,
  thirdParty,
  loadPages,
  consoleErrors: Object.fromEntries(Object.entries(consoleErrors).map(([key, texts]) => [key, [...texts]])),
  failures,
};

const base = options.quick ? 'bench-quick' : 'bench';
mkdirSync(RESULTS, { recursive: true });
writeFileSync(join(RESULTS, `${base}.json`), `${JSON.stringify(json, null, 2)}\n`);
const markdown = [
  `<!-- Written by \`node scripts/perf/bench.mjs${options.quick ? ' --quick' : ''}\` (npm run bench); do not edit by hand. -->`,
  '',
  heading,
  '',
  ...tables.map((table) => `${toMarkdown(table)}\n`),
].join('\n');
writeFileSync(join(RESULTS, `${base}.md`), markdown);
console.log(`bench: wrote test/results/${base}.json and test/results/${base}.md`);

process.exit(failures.length ? 1 : 0);
