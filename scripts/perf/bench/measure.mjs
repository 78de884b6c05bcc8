// One benchmark page load (scripts/perf/bench.mjs): a fresh browser context, the cache off, then the page,
// with every network request recorded through the Chrome DevTools Protocol (CDP).
//
// What it returns:
//   times        what test/bench/harness.js measured in the page (ms since navigation start)
//   cpu          renderer main-thread CPU ms from the navigation to the probe's report (ThreadTime), and
//                the script, layout and style-recalculation durations in it (CDP Performance metrics)
//   js, css      per resource type: the bodies of every script / stylesheet response the page got (as
//                the network delivered them, read back over CDP), each gzipped at level 9 like
//                scripts/test/size.mjs; the harness itself is left out
//   thirdParty   every request to an origin other than the page's (http/https/ws/wss; data: and blob:
//                are not requests), attempted ones included: a failed request counts, with 0 bytes
//   errors       the page's uncaught errors and console errors (network failures apart)
import { gzipSync } from 'node:zlib';
import { findChrome } from '../../test/chrome.mjs';

const HARNESS = '/bench/harness.js';
const IDLE_MS = 500;
const IDLE_MAX_MS = 10_000;

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no result within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
}

/** Resolves once no request has been in flight for IDLE_MS (or after IDLE_MAX_MS regardless). */
function networkIdle(inflight) {
  return new Promise((resolve) => {
    const started = Date.now();
    let quietSince = Date.now();
    const timer = setInterval(() => {
      if (inflight.size > 0) quietSince = Date.now();
      if (Date.now() - quietSince >= IDLE_MS || Date.now() - started >= IDLE_MAX_MS) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
}

/**
 * Loads `${origin}${path}` in a new browser context and returns what it measured.
 * A page that reports `bench-error:` or nothing in time rejects.
 */
/** The Chromium flags of every benchmark: as the browser tests, and no throttling of timers or rendering in the background. */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

/** Headless Chromium for a benchmark script named `name`; exits with what to do when it is missing. */
export async function launchChromium(name) {
  const { default: puppeteer } = await import('puppeteer-core').catch(() => {
    console.error(`${name}: puppeteer-core is missing from node_modules; run npm install.`);
    process.exit(1);
  });
  const executablePath = findChrome();
  if (!executablePath) {
    console.error(`${name}: no Chrome or Chromium found; run \`node scripts/test/chrome.mjs\` (or set CHROME_PATH).`);
    process.exit(1);
  }
  return puppeteer.launch({ executablePath, headless: true, args: ARGS });
}

/** Lighthouse's mobile screen (moto g power), for the interaction scripts. */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** The benchmark's accordion pages (test/bench/), by library. */
export const ACCORDION_PAGES = { nl: 'accordion-nl.html', govuk: 'accordion-govuk.html', shoelace: 'accordion-shoelace.html', native: 'accordion-native.html' };

/**
 * A page in a fresh browser context on the phone screen, under prefers-reduced-motion (Shoelace
 * animates its opening, the others do not), with its renderer started by an empty page first (as
 * measurePage does). → {context, page}; the caller closes the context.
 */
export async function phonePage(browser, origin) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(PHONE);
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await page.goto(`${origin}/bench/blank.html`, { waitUntil: 'load' });
  return { context, page };
}

/**
 * What test/bench/harness.js reports on the console: `result` resolves with its `bench:` JSON (rejects
 * on `bench-error:`); `errors` collects the page's other console errors and uncaught exceptions.
 */
export function probeReport(page) {
  const errors = [];
  const result = new Promise((resolve, reject) => {
    page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith('bench:')) resolve(JSON.parse(text.slice('bench:'.length)));
      else if (text.startsWith('bench-error:')) reject(new Error(text.slice('bench-error:'.length)));
      else if (message.type() === 'error' && !text.startsWith('Failed to load resource')) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error?.message ?? error}`));
  });
  result.catch(() => {}); // awaited by the caller; no unhandled rejection while the page loads
  return { result, errors };
}

export async function measurePage(browser, origin, path, { timeoutMs = 180_000 } = {}) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.setCacheEnabled(false);
    // No page's animations in the timings (Shoelace's sl-details animates its opening, ours and the
    // native <details> do not): the same media feature for every page.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    // The renderer for this origin is started by an empty same-origin page first, so process start-up
    // is not inside any page's timings.
    await page.goto(`${origin}/bench/blank.html`, { waitUntil: 'load' });

    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable', { maxTotalBufferSize: 200 * 1024 * 1024, maxResourceBufferSize: 20 * 1024 * 1024 });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const requests = new Map();
    const inflight = new Set();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.redirectResponse) return; // the same requestId goes on; the first URL was counted
      const url = new URL(event.request.url);
      if (!/^(https?|wss?):$/.test(url.protocol)) return;
      requests.set(event.requestId, {
        url: event.request.url,
        origin: url.origin,
        type: event.type ?? 'Other',
        sent: event.request.postData ? Buffer.byteLength(event.request.postData) : 0,
        status: 0,
        received: 0,
        failed: '',
      });
      inflight.add(event.requestId);
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = requests.get(event.requestId);
      if (request) {
        request.status = event.response.status;
        request.type = event.type ?? request.type;
      }
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.received = event.encodedDataLength;
      inflight.delete(event.requestId);
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.failed = event.errorText || 'failed';
      inflight.delete(event.requestId);
    });

    // The renderer's main-thread CPU time (CDP Performance metrics, ThreadTime) from just before the
    // navigation to the probe's report: unlike wall time, it hardly grows when other processes compete
    // for the CPU, so it compares libraries fairly on a busy machine.
    await cdp.send('Performance.enable');
    const before = await metrics(cdp);

    const { result, errors } = probeReport(page);

    const url = `${origin}${path}`;
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    const measured = await withTimeout(result, timeoutMs, path);
    const after = await metrics(cdp);
    // The JavaScript heap once everything is upgraded: after a full garbage collection, so what is
    // counted is what the page holds, not what it has yet to collect.
    await cdp.send('HeapProfiler.collectGarbage').catch(() => {});
    const heap = (await metrics(cdp)).JSHeapUsedSize;
    const cpu = {};
    for (const [name, key] of [['mainThread', 'ThreadTime'], ['script', 'ScriptDuration'], ['layout', 'LayoutDuration'], ['style', 'RecalcStyleDuration']]) {
      const delta = (after[key] - before[key]) * 1000;
      if (Number.isFinite(delta) && delta >= 0) cpu[name] = delta;
    }
    await networkIdle(inflight);

    const pageOrigin = new URL(url).origin;
    const bytes = { js: { gzip: 0, raw: 0, files: 0 }, css: { gzip: 0, raw: 0, files: 0 } };
    const files = [];
    const thirdParty = [];
    for (const [requestId, request] of requests) {
      const kind = request.type === 'Script' ? 'js' : request.type === 'Stylesheet' ? 'css' : '';
      if (request.origin !== pageOrigin) {
        thirdParty.push({ url: request.url, origin: request.origin, type: request.type, failed: request.failed, status: request.status, received: request.failed ? 0 : request.received, sent: request.sent });
      }
      if (!kind || request.failed || new URL(request.url).pathname === HARNESS) continue;
      let body;
      try {
        const answer = await cdp.send('Network.getResponseBody', { requestId });
        body = Buffer.from(answer.body, answer.base64Encoded ? 'base64' : 'utf8');
      } catch (error) {
        throw new Error(`${path}: could not read the body of ${request.url} (${error.message})`);
      }
      const gzip = gzipSync(body, { level: 9 }).length;
      bytes[kind].gzip += gzip;
      bytes[kind].raw += body.length;
      bytes[kind].files += 1;
      files.push({ url: request.url.slice(pageOrigin.length), kind, raw: body.length, gzip });
    }
    return { path, ...measured, cpu, heap, bytes, files, thirdParty, errors };
  } finally {
    await context.close().catch(() => {});
  }
}
