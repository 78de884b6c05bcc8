// The main thread's long tasks while a page loads (issue 38, point 3): a Chromium trace of each page
// of the examples site, first visit, on Lighthouse's phone screen at full speed (1x CPU), from the
// navigation until every tag has rendered and the page has been quiet for a second. For each page: the
// longest task, what it spent its time on, the tasks over 50 ms, and the blocking time they would
// make at 4x CPU (each task's time x 4, less 50 ms: what Lighthouse's simulated mobile run counts as
// Total Blocking Time, without its network simulation). The aim: no task over 50 ms at 1x.
//
//   node scripts/perf/long-tasks.mjs                  every page of the site (Dutch and English)
//   node scripts/perf/long-tasks.mjs --pages a,b      only pages whose path contains a or b
//   node scripts/perf/long-tasks.mjs --accordion      the benchmark's accordion at 50, 500 and 2000
//                                                     items, ours and govuk-frontend's
//   --runs N (default 3: the median run's longest task per page)   --write (test/results/long-tasks.md)
//   --api                                             no trace: the Long Tasks API in the page (what
//                                                     the trace's own recording adds, a few µs per call
//                                                     into script, is not counted; no parts, no split
//                                                     by kind).
//   --base DIR                                        also another checkout's built dist/ ("base"), the
//                                                     runs alternating: with --accordion our page with its
//                                                     dist/, else each page of its site (its own serve.mjs)
//
// A task is one of the renderer main thread's top-level tasks (trace event RunTask); what it spent
// its time on is its direct children, grouped: script by file (EvaluateScript, FunctionCall,
// v8.compile…), style (UpdateLayoutTree), layout, parse (ParseHTML), paint, other. Needs dist/
// (`npm run build` first); the site is served as a visitor sees it (scripts/site/serve.mjs).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPreviewServer } from '../site/serve.mjs';
import { examplePages } from '../site/pages.mjs';
import { launchChromium, PHONE, probeReport } from './bench/measure.mjs';
import { startServer } from './bench/server.mjs';
import { median } from './bench/report.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string' },
    accordion: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    write: { type: 'boolean', default: false },
    api: { type: 'boolean', default: false },
    base: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 3);
const LONG_MS = 50;
const CPU_RATE = 4;
const QUIET_MS = 1000;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', 'v8'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The renderer main thread's tasks in a trace, each with its duration and what it spent it on. */
export function tasksOf(events, url) {
  const threads = new Map();
  for (const event of events) if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') threads.set(`${event.pid}:${event.tid}`, true);
  // The page's main thread: the one that parsed its HTML.
  const parse = events.find((event) => event.name === 'ParseHTML' && threads.has(`${event.pid}:${event.tid}`) && event.args?.beginData?.url?.startsWith(url));
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  const own = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && typeof event.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // The outermost tasks only (Chromium nests RunTask events).
  const tasks = [];
  for (const event of own) {
    if (event.name !== 'RunTask' && event.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = tasks.at(-1);
    if (last && event.ts < last.ts + last.dur) continue;
    tasks.push(event);
  }
  return tasks
    .map((task) => {
      const end = task.ts + task.dur;
      const parts = new Map();
      // The outermost events inside the task that are work of a known kind (the scheduler's own
      // wrappers, such as "Receive mojo message", are looked through); the rest is "other".
      let until = task.ts;
      let known = 0;
      for (const event of own) {
        if (event.ts < task.ts || event.ts < until || event === task) continue;
        if (event.ts >= end) break;
        const key = kindOf(event);
        if (!key) continue;
        until = event.ts + event.dur;
        known += event.dur / 1000;
        parts.set(key, (parts.get(key) ?? 0) + event.dur / 1000);
      }
      if (task.dur / 1000 - known > 1) parts.set('other', task.dur / 1000 - known);
      const sorted = [...parts].sort((a, b) => b[1] - a[1]);
      return { start: task.ts, ms: task.dur / 1000, parts: sorted, script: sorted.some(([kind]) => kind.startsWith('script')) };
    })
    // From the navigation on (the task that commits it is the browser's), not the empty ones.
    .filter((task) => task.ms > 0.5 && task.start + task.ms * 1000 > parse.ts);
}

function kindOf(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const file = (data.url || data.stackTrace?.[0]?.url || '').replace(/^.*\/(?=[^/]+$)/, '').replace(/\?.*$/, '');
  if (/^(EvaluateScript|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|v8\.compile|v8\.run|v8\.evaluateModule|V8\.CompileCode|RunMicrotasks|FireIdleCallback|XHRReadyStateChange|HandlePostMessage)$/.test(event.name)) return `script ${file || '(page)'}`;
  if (event.name === 'UpdateLayoutTree' || event.name === 'RecalculateStyles') return 'style';
  if (event.name === 'Layout') return 'layout';
  if (event.name === 'ParseHTML') return 'parse';
  if (/^(Paint|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers)$/.test(event.name)) return 'paint';
  if (event.name === 'MajorGC' || event.name === 'MinorGC' || event.name.startsWith('V8.GC')) return 'gc';
  return null;
}

/**
 * One traced load of `url` in a fresh context: its tasks. Until the library says every tag has
 * rendered (window.nl.ready), or on a benchmark page until its harness reports (`harness`).
 */
async function traceLoad(browser, url, { harness = false } = {}) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE);
    await page.goto(new URL('/favicon.ico', url).href).catch(() => {});
    const { result } = probeReport(page);
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (harness) await result;
    else await page.evaluate(() => globalThis.nl?.ready);
    await sleep(QUIET_MS);
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    return tasksOf(trace.traceEvents, url);
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * One load of `url` in a fresh context, measured by the page's own Long Tasks API (no trace): every
 * task over 50 ms from the navigation until the harness reports and a second has passed.
 */
async function apiLoad(browser, url, { harness = false } = {}) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE);
    await page.goto(new URL('/favicon.ico', url).href).catch(() => {});
    await page.evaluateOnNewDocument(() => {
      globalThis.__longTasks = [];
      globalThis.__scripts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) globalThis.__longTasks.push({ start: entry.startTime, ms: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      // Long Animation Frames (Chromium 123): each script that ran in a frame over 50 ms, with its file.
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries())
          for (const script of frame.scripts) globalThis.__scripts.push({ ms: script.duration, url: script.sourceURL, invoker: script.invoker });
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    const { result } = probeReport(page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (harness) await result;
    else await page.evaluate(() => globalThis.nl?.ready);
    await sleep(QUIET_MS);
    const { tasks, scripts } = await page.evaluate(() => ({ tasks: globalThis.__longTasks, scripts: globalThis.__scripts }));
    // A script's duration: its own callback and the microtasks after it (the part of a task that is script).
    const script = scripts.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0 });
    return tasks.map((task) => ({ ...task, parts: [], script: false })).concat([{ ms: script.ms, parts: [[`script ${String(script.url).replace(/^.*\/(?=[^/]+$)/, '').replace(/-[\w-]{8}\.js$/, '.js')}${/^https?:/.test(script.invoker) ? '' : ` (${script.invoker})`}`, script.ms]], script: true, onlyScript: true }]);
  } finally {
    await context.close().catch(() => {});
  }
}

/** A page's figures over its runs: the median run by its longest task. */
function summary(runs) {
  const figures = runs.map((all) => {
    // (--api: the longest script of a long animation frame comes as one more entry, not a task.)
    const tasks = all.filter((task) => !task.onlyScript);
    const longest = tasks.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, parts: [] });
    // The longest task that ran script (the library's, or the page's own): the browser's style and
    // layout of the page alone are not a task of ours.
    const scripted = all.filter((task) => task.script).reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, parts: [] });
    return {
      longest,
      scripted,
      over: tasks.filter((task) => task.ms > LONG_MS).length,
      tbt4: tasks.reduce((sum, task) => sum + Math.max(0, task.ms * CPU_RATE - LONG_MS), 0),
    };
  });
  const sorted = [...figures].sort((a, b) => a.longest.ms - b.longest.ms);
  const mid = sorted[Math.floor((sorted.length - 1) / 2)];
  return { ...mid, longestRange: [sorted[0].longest.ms, sorted.at(-1).longest.ms], scriptedMs: median(figures.map((f) => f.scripted.ms)), tbt4: median(figures.map((f) => f.tbt4)) };
}

const describe = (parts) =>
  parts
    .slice(0, 3)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(', ');

const rows = [];
const browser = await launchChromium('long-tasks');
try {
  if (values.accordion) {
    const bench = await startServer(0, { base: values.base });
    const { origin } = bench;
    const kinds = [
      ...(values.base ? [[`nl-components, base (${values.base})`, 'accordion-nl.html?dist=base&']] : []),
      ['nl-components', 'accordion-nl.html?'],
      ['govuk-frontend', 'accordion-govuk.html?'],
    ];
    for (const items of [50, 500, 2000]) {
      const runs = kinds.map(() => []);
      // The kinds alternate run by run, so that a busier minute of the machine falls on each alike.
      for (let run = 0; run < RUNS; run++)
        for (const [i, [, file]] of kinds.entries()) {
          const url = `${origin}/bench/${file}n=${items}`;
          runs[i].push(values.api ? await apiLoad(browser, url, { harness: true }) : await traceLoad(browser, url, { harness: true }));
        }
      for (const [i, [name]] of kinds.entries()) {
        rows.push({ page: `accordion ${items}, ${name}`, ...summary(runs[i]) });
        console.error(`${rows.at(-1).page}: ${Math.round(rows.at(-1).longest.ms)} ms`);
      }
    }
    await bench.close();
  } else {
    // With --base: the other checkout's site (its own scripts/site/serve.mjs serves its own dist/) on a
    // second port, each page's runs alternating between the two.
    const servers = [];
    for (const create of [...(values.base ? [(await import(resolve(values.base, 'scripts/site/serve.mjs'))).createPreviewServer] : []), createPreviewServer]) {
      const server = create({ preview: false }).listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      servers.push(server);
    }
    const origins = servers.map((server) => `http://127.0.0.1:${server.address().port}`);
    const names = values.base ? [` (base: ${values.base})`, ''] : [''];
    const wanted = values.pages?.split(',').filter(Boolean);
    const pages = examplePages().filter((path) => !wanted || wanted.some((part) => path.includes(part)));
    for (const path of pages) {
      const runs = origins.map(() => []);
      for (let run = 0; run < RUNS; run++)
        for (const [i, origin] of origins.entries()) runs[i].push(values.api ? await apiLoad(browser, origin + path) : await traceLoad(browser, origin + path));
      for (const [i, name] of names.entries()) {
        rows.push({ page: path + name, ...summary(runs[i]) });
        console.error(`${path}${name}: ${Math.round(rows.at(-1).longest.ms)} ms (${describe(rows.at(-1).longest.parts)})`);
      }
    }
    for (const server of servers) server.close();
  }
} finally {
  await browser.close();
}

const table = [
  `| page | longest task (range over ${RUNS} runs) | what it spent its time on (ms) | longest task with script | tasks over ${LONG_MS} ms | blocking time at ${CPU_RATE}x |`,
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map((row) => `| ${row.page} | ${Math.round(row.longest.ms)} ms (${row.longestRange.map(Math.round).join('–')}) | ${describe(row.longest.parts.length ? row.longest.parts : row.scripted.parts)} | ${Math.round(row.scriptedMs)} ms | ${row.over} | ${Math.round(row.tbt4)} ms |`),
].join('\n');
console.log(table);
const worst = rows.reduce((a, b) => (b.longest.ms > a.longest.ms ? b : a));
const worstScripted = rows.reduce((a, b) => (b.scriptedMs > a.scriptedMs ? b : a));
console.log(`\nlongest task: ${Math.round(worst.longest.ms)} ms (${worst.page}); pages with a task over ${LONG_MS} ms: ${rows.filter((row) => row.longest.ms > LONG_MS).length} of ${rows.length}`);
console.log(`longest task with script: ${Math.round(worstScripted.scriptedMs)} ms (${worstScripted.page}); pages with one over ${LONG_MS} ms: ${rows.filter((row) => row.scriptedMs > LONG_MS).length} of ${rows.length}`);
const how = `${values.accordion ? ' --accordion' : ''}${values.api ? ' --api' : ''}${values.base ? ` --base ${values.base}` : ''}`;
const file = `long-tasks${values.accordion ? '-accordion' : ''}${values.api ? '-api' : ''}.md`;
if (values.write) writeFileSync(new URL(`../../test/results/${file}`, import.meta.url), `# Long tasks while a page loads\n\n${new Date().toISOString().slice(0, 10)}, \`node scripts/perf/long-tasks.mjs${how}\`, 1x CPU, ${PHONE.width} px, median run of ${RUNS}${values.api ? ' (Long Tasks API: tasks over 50 ms only, not split by kind)' : ''}.\n\n${table}\n`);
