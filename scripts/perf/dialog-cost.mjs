// What showing a dialog costs on a page of the examples site, by the way it is shown (issue 38): a
// plain <dialog> added to the page, shown and closed 15 times at full speed (1x CPU, a phone screen),
// each time forced through style and layout (getBoundingClientRect), ms per show, in order (the first
// is the cold one): showModal(), show(), show() + showPopover() (how nl-modal shows it), the page's
// <body> made inert, and two full restyles for scale (a custom property on <html>: every element;
// `color` on <html>: Chromium's fast path). `deep` counts the elements, shadow trees included.
//   node scripts/perf/dialog-cost.mjs /elements/nl-modal.html
// Needs dist/ (`npm run build`) and a Chromium (scripts/test/chrome.mjs).
import { launchChromium, PHONE } from './bench/measure.mjs';
import { NECESSARY_ONLY } from './bench/site.mjs';
import { createPreviewServer } from '../site/serve.mjs';
const server = createPreviewServer({ preview: false }).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium('dialog-cost');
const path = process.argv[2] ?? '/';
try {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport(PHONE);
  await page.setCookie({ name: 'nl_consent', value: NECESSARY_ONLY, url: origin });
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.evaluate(() => globalThis.nl?.loadAll());
  await new Promise((r) => setTimeout(r, 1500));
  const out = await page.evaluate(async () => {
    const d = globalThis.document;
    const dlg = d.createElement('dialog');
    dlg.innerHTML = '<p>Hallo</p><button>OK</button>';
    d.body.append(dlg);
    const pop = d.createElement('dialog');
    pop.setAttribute('popover', 'manual');
    pop.innerHTML = '<p>Hallo</p><button>OK</button>';
    d.body.append(pop);
    const flush = () => d.body.getBoundingClientRect() && d.documentElement.offsetHeight;
    const frame = () => new Promise((r) => globalThis.requestAnimationFrame(() => setTimeout(r, 0)));
    const time = async (open, close) => {
      const xs = [];
      for (let i = 0; i < 15; i++) {
        await frame();
        const t0 = performance.now();
        open();
        flush();
        xs.push(performance.now() - t0);
        close();
        flush();
      }
      
      return xs.map((x) => x.toFixed(1)).join(" ");
    };
    const all = d.querySelectorAll('*').length;
    return {
      all,
      showModal: await time(() => dlg.showModal(), () => dlg.close()),
      show: await time(() => dlg.show(), () => dlg.close()),
      popover: await time(() => { pop.show(); pop.showPopover(); }, () => { pop.hidePopover(); pop.close(); }),
      bodyInert: await time(() => (d.body.inert = true), () => (d.body.inert = false)),
      mainInert: await time(() => d.querySelectorAll('body > *').forEach((e) => e !== dlg && (e.inert = true)), () => d.querySelectorAll('body > *').forEach((e) => (e.inert = false))),
      nothing: await time(() => {}, () => {}),
      rootVar: await time(() => d.documentElement.style.setProperty('--x', String(Math.random())), () => d.documentElement.style.setProperty('--x', String(Math.random()))),
      rootColor: await time(() => (d.documentElement.style.color = 'rgb(1,2,3)'), () => (d.documentElement.style.color = '')),
      deep: (() => { let n = 0; const walk = (r) => { for (const e of r.querySelectorAll('*')) { n++; if (e.shadowRoot) walk(e.shadowRoot); } }; walk(d); return n; })(),
    };
  });
  console.log(path, JSON.stringify(out));
} finally {
  await browser.close();
  server.close();
}
