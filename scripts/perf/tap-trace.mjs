// What one tap on one accordion item costs the browser, in counts rather than times (issue 38): a
// DevTools trace and a CPU profile of one click on the middle item of the benchmark's accordion pages
// (test/bench/accordion-*.html, ?mode=interact), ours, govuk-frontend's and native <details>. Counts
// (elements whose style was recalculated, layout objects laid out, handlers run) do not depend on how
// busy the machine is, so they show what grows with the number of items where the wall times are noise.
//
//   node scripts/perf/tap-trace.mjs                      50 and 2000 items, nl, govuk and native
//   node scripts/perf/tap-trace.mjs --items 2000         one size
//   node scripts/perf/tap-trace.mjs --kinds nl --items 50,2000 --invalidations
//                                                        also why each element's style was recalculated
//   node scripts/perf/tap-trace.mjs --kinds nl --react  also React's fibers visited and components run
//   node scripts/perf/tap-trace.mjs --trace /tmp/t.json  also writes the last trace, for DevTools
//   node scripts/perf/tap-trace.mjs --base /tmp/base --kinds base,nl --items 50,2000 --runs 7
//                                                        a change side by side: "base" is our page with another
//                                                        checkout's built dist/ (as interactions.mjs --base); with
//                                                        --runs N the kinds alternate N times and the medians of
//                                                        the trace's times are printed, one line per page and size
//
// Needs dist/ (`npm run build` first). The page loads at full speed on Lighthouse's phone screen (412 px,
// as scripts/perf/interactions.mjs); once it is up, the middle item's toggle is scrolled into view,
// the pointer is moved onto it, and then the trace covers a press and release (80 ms apart) and the
// next 600 ms, which is the tap's own work and its frames: the page runs nothing else by then.
import { writeFileSync } from 'node:fs';
import { ACCORDION_PAGES, launchChromium, phonePage, probeReport } from './bench/measure.mjs';
import { startServer } from './bench/server.mjs';
import { profileTimes } from './bench/profile.mjs';

const USAGE = 'usage: node scripts/perf/tap-trace.mjs [--items 50,2000] [--kinds nl,govuk,native] [--invalidations] [--react] [--trace file] [--base dir --runs N]';
// "base": our page with the --base checkout's dist/ (scripts/perf/bench/server.mjs, ?dist=base).
const PAGES = { ...ACCORDION_PAGES, base: `${ACCORDION_PAGES.nl}?dist=base` };
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'blink.user_timing',
  'v8.execute',
];
/**
 * With --react (our pages): React's work per commit, counted through its DevTools hook, installed
 * before the page's scripts. At each commit of the tap, the fibers of the committed tree that are
 * other objects than at the commit before were worked on (React clones a fiber to visit it, even
 * to bail out of it); of those, the ones with the PerformedWork flag ran their component.
 * Walking the tree at each commit costs time of its own: read the counts, not the times, then.
 */
const REACT_HOOK = () => {
  const roots = new Set();
  const fibersOf = (root) => {
    const list = [];
    for (let fiber = root.current, stack = []; fiber || stack.length; fiber = fiber ? fiber.child : stack.pop()) {
      if (!fiber) continue;
      list.push(fiber);
      if (fiber.sibling) stack.push(fiber.sibling);
    }
    return list;
  };
  const nameOf = (fiber) => {
    const type = fiber.type?.type ?? fiber.type;
    return typeof type === 'string' ? type : (type?.displayName ?? type?.name ?? String(fiber.tag));
  };
  let previous = new Set();
  const state = { armed: false, commits: [] };
  globalThis.__tapReact = {
    arm() {
      previous = new Set([...roots].flatMap(fibersOf));
      state.armed = true;
      state.commits = [];
    },
    commits: () => state.commits,
  };
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      roots.add(root);
      if (!state.armed) return;
      const fibers = fibersOf(root);
      const visited = fibers.filter((fiber) => !previous.has(fiber));
      const ran = {};
      for (const fiber of visited) if (fiber.flags & 1 && typeof fiber.type !== 'string') ran[nameOf(fiber)] = (ran[nameOf(fiber)] ?? 0) + 1;
      state.commits.push({ fibers: fibers.length, visited: visited.length, ran });
      previous = new Set(fibers);
    },
  };
};

/** With --invalidations: one event per element scheduled for a style recalculation, with its reason. */
const INVALIDATION_CATEGORIES = ['disabled-by-default-devtools.timeline.invalidationTracking'];

function parseArgs(argv) {
  const options = { items: [50, 2000], kinds: ['nl', 'govuk', 'native'], invalidations: false, react: false, trace: null, base: null, runs: 0 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--items') options.items = argv[(i += 1)].split(',').map(Number);
    else if (arg === '--kinds') options.kinds = argv[(i += 1)].split(',');
    else if (arg === '--invalidations') options.invalidations = true;
    else if (arg === '--react') options.react = true;
    else if (arg === '--trace') options.trace = argv[(i += 1)];
    else if (arg === '--base') options.base = argv[(i += 1)];
    else if (arg === '--runs') options.runs = Number(argv[(i += 1)]);
    else {
      console.error(USAGE);
      process.exit(arg === '--help' || arg === '-h' ? 0 : 1);
    }
  }
  const bad = !options.items.every((n) => Number.isInteger(n) && n > 0) || !options.kinds.every((kind) => PAGES[kind]);
  if (bad || (options.kinds.includes('base') && !options.base) || !Number.isInteger(options.runs) || options.runs < 0) {
    console.error(USAGE);
    process.exit(1);
  }
  return options;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The renderer main thread of the page: the thread of the click's EventDispatch. */
function mainThread(events) {
  const dispatch = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click');
  return dispatch ? { pid: dispatch.pid, tid: dispatch.tid } : null;
}

/** Sums what the trace says about the tap (the main thread's events only). */
function analyse(events) {
  const thread = mainThread(events);
  if (!thread) return null;
  const own = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const named = (name) => own.filter((event) => event.name === name && event.ph !== 'E');
  const total = (list) => Math.round(list.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 100) / 10;
  // UpdateLayoutTree is one complete event per style recalculation; its elementCount is how many
  // elements had their style computed again.
  const styles = named('UpdateLayoutTree');
  const layouts = named('Layout');
  const result = {
    styleRecalcs: styles.length,
    elementsStyled: styles.map((event) => event.args?.elementCount ?? 0),
    layouts: layouts.length,
    // dirty / total layout objects of each layout
    layoutObjects: layouts.map((event) => `${event.args?.beginData?.dirtyObjects}/${event.args?.beginData?.totalObjects}`),
    prePaint: named('PrePaint').length,
    paint: named('Paint').length,
    layerize: named('Layerize').length,
    hitTests: named('HitTest').length,
    intersections: named('IntersectionObserverController::computeIntersections').length,
    resizeObservers: named('ResizeObserverController::DeliverObservations').length,
    events: {},
    functionCalls: 0,
    ms: {
      style: total(styles),
      layout: total(layouts),
      prePaint: total(named('PrePaint')),
      paint: total(named('Paint')),
      script: total([...named('EventDispatch'), ...named('FunctionCall'), ...named('RunMicrotasks')]),
    },
  };
  // Each dispatched event, and how many JavaScript callbacks ran in all (listeners, observers, timers).
  for (const event of named('EventDispatch')) {
    const type = event.args?.data?.type;
    result.events[type] = (result.events[type] ?? 0) + 1;
  }
  result.functionCalls = named('FunctionCall').length;
  // Why styles were invalidated (--invalidations): per reason, how many elements.
  const invalidations = own.filter((event) => /InvalidationTracking$/.test(event.name));
  if (invalidations.length) {
    const reasons = {};
    for (const event of invalidations) {
      const data = event.args?.data ?? {};
      const key = `${event.name.replace('InvalidationTracking', '')}: ${data.reason ?? data.invalidationSet?.[0] ?? ''} ${data.changedAttribute ?? data.changedClass ?? data.changedId ?? data.changedPseudo ?? ''} ${data.selectors?.map((s) => s.selector).join(' ') ?? ''}`.trim();
      reasons[key] = (reasons[key] ?? 0) + 1;
    }
    result.invalidations = Object.fromEntries(Object.entries(reasons).sort((a, b) => b[1] - a[1]).slice(0, 15));
  }
  return result;
}

async function tap(browser, origin, kind, size, options) {
  const { context, page } = await phonePage(browser, origin);
  try {
    const react = options.react && kind === 'nl';
    if (react) await page.evaluateOnNewDocument(REACT_HOOK);
    const { result: report } = probeReport(page);
    const url = `${origin}/bench/${PAGES[kind]}`;
    await page.goto(`${url}${url.includes('?') ? '&' : '?'}mode=interact&n=${size}`, { waitUntil: 'load', timeout: 180_000 });
    await report;
    const index = Math.floor(size / 2);
    const aim = await page.evaluate((i) => globalThis.benchProbe.aim(i), index);
    await page.mouse.move(aim.x, aim.y);
    await sleep(500);
    if (react) await page.evaluate(() => globalThis.__tapReact.arm());

    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    const categories = [...CATEGORIES, ...(options.invalidations ? INVALIDATION_CATEGORIES : [])];
    await page.tracing.start({ categories });
    await cdp.send('Profiler.start');
    await page.mouse.down();
    await sleep(80);
    await page.mouse.up();
    await sleep(600);
    const { profile } = await cdp.send('Profiler.stop');
    const buffer = Buffer.from(await page.tracing.stop());
    // The tap did open the item (the harness throws when it did not).
    await page.evaluate((i) => globalThis.benchProbe.settle(i, true), index);
    if (options.trace) writeFileSync(options.trace, buffer);
    const { traceEvents } = JSON.parse(buffer.toString('utf8'));
    const counts = analyse(traceEvents);
    if (react) counts.reactCommits = await page.evaluate(() => globalThis.__tapReact.commits());
    return { counts, profile: profileTimes(profile) };
  } finally {
    await context.close().catch(() => {});
  }
}

const options = parseArgs(process.argv.slice(2));
const server = await startServer(0, { base: options.base ?? undefined });
const browser = await launchChromium('tap-trace');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  if (options.runs) {
    // Side by side: the kinds alternate, each run in a fresh context; medians of the trace's times.
    console.log(`tap-trace: ${options.runs} runs, medians of the trace's times at 1× CPU (ms); the counts of the first run`);
    for (const size of options.items) {
      const runs = Object.fromEntries(options.kinds.map((kind) => [kind, []]));
      for (let run = 0; run < options.runs; run += 1) {
        for (const kind of options.kinds) runs[kind].push((await tap(browser, server.origin, kind, size, options)).counts);
      }
      for (const [kind, list] of Object.entries(runs)) {
        const times = Object.fromEntries(Object.keys(list[0].ms).map((key) => [key, median(list.map((counts) => counts.ms[key]))]));
        const rendering = median(list.map(({ ms }) => ms.style + ms.layout + ms.prePaint + ms.paint));
        console.log(
          `${String(size).padStart(5)} ${kind.padEnd(7)} style ${times.style}, layout ${times.layout}, pre-paint ${times.prePaint}, paint ${times.paint}, rendering ${Math.round(rendering * 10) / 10}, script ${times.script}` +
            ` | styled ${list[0].elementsStyled.join(' ')} | layout objects ${list[0].layoutObjects.join(' ')}`,
        );
      }
    }
  } else {
    for (const size of options.items) {
      for (const kind of options.kinds) {
        const { counts, profile } = await tap(browser, server.origin, kind, size, options);
        console.log(`\n=== ${kind}, ${size} items: one tap on item ${Math.floor(size / 2)} ===`);
        const { reactCommits, invalidations, events, ms, ...rest } = counts;
        for (const [key, value] of Object.entries(rest)) console.log(`${key.padEnd(16)} ${Array.isArray(value) ? value.join(' ') : value}`);
        console.log(`${'events'.padEnd(16)} ${Object.entries(events).map(([type, n]) => `${type}${n > 1 ? `×${n}` : ''}`).join(' ')}`);
        console.log(`${'ms (noisy)'.padEnd(16)} ${Object.entries(ms).map(([key, value]) => `${key} ${value}`).join(', ')}`);
        for (const commit of reactCommits ?? []) console.log(`React commit     ${commit.visited} of ${commit.fibers} fibers visited; ran ${JSON.stringify(commit.ran)}`);
        for (const [reason, n] of Object.entries(invalidations ?? {})) console.log(`invalidation     ${String(n).padStart(5)}  ${reason}`);
        console.log('JS self time by function (CPU profile):');
        for (const line of profile.self) console.log(`  ${line}`);
        console.log('Our functions (src/), self and callees:');
        for (const line of profile.ours) console.log(`  ${line}`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
