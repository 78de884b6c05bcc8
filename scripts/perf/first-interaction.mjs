// What a page costs before the visitor does anything (issue 15.5): the JavaScript bytes (gzip -9 of
// every Script response's body, and the bytes on the wire) and the requests, from navigation until the
// network has been quiet for a second, with no scroll, click or key; on a phone-sized viewport.
//
//   node scripts/perf/first-interaction.mjs [--origin URL] [--runs N] [PATH…]
//
// Without --origin it serves the examples site itself (scripts/site/serve.mjs, the visitor view) from
// this checkout; with --origin it measures a site already running there, e.g. an older checkout's
// `NL_PREVIEW=0 PORT=8090 node scripts/serve.mjs`, to compare before and after side by side. PATHs
// default to the home page. Prints a table and writes test/results/first-interaction.{json,md}
// (only when it served this checkout itself).
import { createServer } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { findChrome } from '../test/chrome.mjs';
import { handleRequest } from '../site/serve.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const givenOrigin = option('--origin');
const runs = Number(option('--runs') ?? 3);
const paths = args.length ? args : ['/'];

let server;
let origin = givenOrigin;
if (!origin) {
  server = createServer((req, res) => handleRequest(req, res, { preview: false }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
}

const browser = await puppeteer.launch({ executablePath: findChrome(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });

async function measure(path) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await page.setCacheEnabled(false);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const requests = new Map();
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    last = Date.now();
    if (!event.redirectResponse) requests.set(event.requestId, { url: event.request.url, type: event.type, wire: 0 });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.type = event.type ?? request.type;
  });
  cdp.on('Network.loadingFinished', (event) => {
    last = Date.now();
    const request = requests.get(event.requestId);
    if (request) request.wire = event.encodedDataLength;
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  while (Date.now() - last < 1000) await new Promise((resolve) => setTimeout(resolve, 100));
  let gzip = 0;
  let wire = 0;
  let scripts = 0;
  for (const [requestId, request] of requests) {
    if (request.type !== 'Script') continue;
    scripts += 1;
    wire += request.wire;
    const body = await cdp.send('Network.getResponseBody', { requestId }).catch(() => null);
    if (body) gzip += gzipSync(Buffer.from(body.body, body.base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length;
  }
  const result = { requests: requests.size, scripts, jsGzip: gzip, jsWire: wire, scriptUrls: [...requests.values()].filter((r) => r.type === 'Script').map((r) => r.url.replace(origin, '')) };
  await context.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const path of paths) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await measure(path));
  rows.push({
    path,
    requests: median(samples.map((s) => s.requests)),
    scripts: median(samples.map((s) => s.scripts)),
    jsGzipKB: Math.round(median(samples.map((s) => s.jsGzip)) / 102.4) / 10,
    jsWireKB: Math.round(median(samples.map((s) => s.jsWire)) / 102.4) / 10,
    scriptUrls: samples.at(-1).scriptUrls,
  });
}
await browser.close();
server?.close();

const table = [
  '| page | requests | scripts | JS (gzip -9) | JS on the wire |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((row) => `| ${row.path} | ${row.requests} | ${row.scripts} | ${row.jsGzipKB} KB | ${row.jsWireKB} KB |`),
].join('\n');
console.log(`${origin}, median of ${runs} loads, 412×823 viewport, no interaction:\n\n${table}\n`);
for (const row of rows) console.log(`${row.path}: ${row.scriptUrls.join(' ')}`);
if (!givenOrigin) {
  mkdirSync(join(ROOT, 'test/results'), { recursive: true });
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(join(ROOT, 'test/results/first-interaction.json'), `${JSON.stringify({ date, runs, rows }, null, 2)}\n`);
  writeFileSync(
    join(ROOT, 'test/results/first-interaction.md'),
    `<!-- Written by \`node scripts/perf/first-interaction.mjs\`; do not edit by hand. -->\n\nBefore any interaction, ${date}, median of ${runs} loads, 412×823 viewport:\n\n${table}\n`,
  );
}
