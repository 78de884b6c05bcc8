// Where one tap's time goes on a page of the examples site (issue 38): a CPU profile (DevTools'
// Profiler, sampled every 0.1 ms) of one tap at full speed, each function by its place in src/ or
// node_modules/ through dist/'s source maps. The latency benchmark (scripts/perf/interactions.mjs)
// says which taps are slow; this says what runs in them.
//
//   node scripts/perf/tap-profile.mjs /elements/nl-confirm-button.html 'form[data-confirm-demo] nl-confirm-button button'
//   node scripts/perf/tap-profile.mjs / 'nl-cookie-bar >>> [part~="settings"]' --first-visit
//
// The selector is puppeteer's (`>>>` goes into shadow roots). Without --first-visit the visit carries a
// "necessary only" consent cookie, so the cookie bar covers nothing. The page is served as a visitor
// sees it (scripts/site/serve.mjs) on Lighthouse's phone screen; once every tag is loaded and the page
// has settled, the element is scrolled to the middle of the screen and tapped (touch, 80 ms). Prints
// the largest self times and the largest totals of the functions in src/ and node_modules/, and
// whether the tap changed something (the last element of <body>, the element at the screen's middle).
// Needs dist/ (`npm run build` first).
import { launchChromium, PHONE } from './bench/measure.mjs';
import { profileTimes } from './bench/profile.mjs';
import { NECESSARY_ONLY } from './bench/site.mjs';
import { createPreviewServer } from '../site/serve.mjs';

const USAGE = 'usage: node scripts/perf/tap-profile.mjs <path> <selector> [--first-visit] [--after <selector tapped first>]';
const args = process.argv.slice(2);
const firstVisit = args.includes('--first-visit');
// --after <selector>: tapped first, unmeasured (a dialog's close button needs the dialog open).
const afterAt = args.indexOf('--after');
const before = afterAt >= 0 ? args.splice(afterAt, 2)[1] : null;
const [path, selector] = args.filter((arg) => arg !== '--first-visit');
if (!path?.startsWith('/') || !selector) {
  console.error(USAGE);
  process.exit(2);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const server = createPreviewServer({ preview: false }).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium('tap-profile');
try {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport(PHONE);
  if (!firstVisit) await page.setCookie({ name: 'nl_consent', value: NECESSARY_ONLY, url: origin });
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.evaluate(() => globalThis.nl?.loadAll());
  await sleep(1500);
  if (before) {
    await (await page.waitForSelector(before, { timeout: 10_000 })).tap();
    await sleep(1000);
  }
  const element = await page.waitForSelector(selector, { timeout: 10_000 });
  await element.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await sleep(300);
  const box = await element.boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.createCDPSession();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.touchscreen.touchStart(x, y);
  await sleep(80);
  await page.touchscreen.touchEnd();
  await sleep(700);
  const { profile } = await cdp.send('Profiler.stop');
  const times = profileTimes(profile, 25, ['src/', 'node_modules/']);
  const after = await page.evaluate(() => [globalThis.document.body.lastElementChild?.localName, globalThis.document.elementFromPoint(globalThis.innerWidth / 2, globalThis.innerHeight / 2)?.localName]);
  console.log(`tap-profile: ${path} ${selector}; afterwards <body>'s last element: ${after[0]}, at the middle: ${after[1]}`);
  console.log(`\nSelf time, the largest:\n${times.self.join('\n')}\n\nTotal time (self and callees) of the functions in src/ and node_modules/:\n${times.ours.join('\n')}`);
} finally {
  await browser.close();
  server.close();
}
