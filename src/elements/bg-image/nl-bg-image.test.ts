import { expect, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit-html';
import type { LoadDetail, LoadErrorDetail } from '../../../elements/nl-bg-image.ts';
import type { NlElement } from '../../core/define.tsx';
import { errorsDuring, expectNoLayoutShift, onlyIn, settle } from '../../../test/helpers.ts';

// The image CDN is test/fakes/images.mjs: /fake/image/<name>?width=…&quality=… answers an SVG and
// logs the request (/fake/image/log?name=<name>); missing… is a 404, broken… no image, upto<N>-…
// a 404 above width N. The file is one page, so every test uses names of its own (name()), and the
// server's log outlives the page: the same file in the engine before (npm test runs one engine after
// another on one server) or an earlier run must not add its requests, so the names carry this page's.

let count = 0;
const PAGE = Math.random().toString(36).slice(2, 8);
const name = (prefix = 'img') => `${prefix}-${PAGE}-${++count}`;
const path = (image: string) => `/fake/image/${image}`;
const absolute = (url: string) => new URL(url, location.href).href;
const pause = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

interface Request {
  name: string;
  query: Record<string, string>;
}
async function requests(image: string): Promise<Request[]> {
  return (await fetch(`/fake/image/log?name=${encodeURIComponent(image)}`)).json() as Promise<Request[]>;
}
const widths = async (image: string) => (await requests(image)).map((r) => Number(r.query.width));

const layer = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="image"]')!;
/** The URL the layer shows (from the computed style), '' for none. */
function shownUrl(el: Element): string {
  const value = getComputedStyle(layer(el)).backgroundImage;
  if (value === 'none') return '';
  const match = /^url\("(.*)"\)$/.exec(value);
  return match ? match[1]!.replace(/\\(.)/g, '$1') : value;
}

async function make(template: TemplateResult): Promise<HTMLElement> {
  const wrapper = fixtureSync<HTMLElement>(template);
  await settle(wrapper);
  return wrapper;
}
const bgOf = (wrapper: HTMLElement) => (wrapper.localName === 'nl-bg-image' ? wrapper : wrapper.querySelector('nl-bg-image')!) as NlElement;
const loadOf = async (el: Element) => ((await oneEvent(el, 'nl-load')) as CustomEvent<LoadDetail>).detail;

describe('nl-bg-image before its code has loaded', () => {
  it('takes its final size and look, so nothing moves when it upgrades', async () => {
    const image = name('shift');
    const page = await expectNoLayoutShift(
      html`<div style="font: 16px/1.5 sans-serif; width: 600px">
        <p data-probe>Boven</p>
        <nl-bg-image src=${path(image)} style="padding: 2rem; min-height: 20rem; --nl-bg-color: rgb(11, 94, 102)">
          <h2 style="margin: 0">Werk dat bij je past</h2>
          <p data-probe>Tekst over de afbeelding</p>
          <a href="#x" style="position: absolute; right: 0; bottom: 0" data-probe>Bekijk vacatures</a>
        </nl-bg-image>
        <p data-probe>Onder</p>
      </div>`,
      async () => {
        const el = document.querySelector('nl-bg-image')!;
        // The colour and the stacking context are there before the upgrade.
        expect(getComputedStyle(el).backgroundColor).to.equal('rgb(11, 94, 102)');
        expect(getComputedStyle(el).position).to.equal('relative');
        await import('../../../elements/nl-bg-image.ts');
      },
    );
    const el = bgOf(page);
    expect(getComputedStyle(el).backgroundColor).to.equal('rgb(11, 94, 102)');
    await waitUntil(() => shownUrl(el) !== '', 'the image did not show');
    expect([...page.querySelectorAll('[data-probe]')].every((p) => p.getBoundingClientRect().height > 0)).to.equal(true);
  });
});

describe('nl-bg-image', () => {
  let widthFns: typeof import('../../elements/bg-image/image-url.ts');
  before(async () => {
    await import('../../../elements/nl-bg-image.ts');
    widthFns = await import('../../elements/bg-image/image-url.ts');
    await setViewport({ width: 800, height: 600 });
  });
  afterEach(() => window.scrollTo(0, 0));

  describe('the width rule', () => {
    it('is the smallest of 160, 320, …, 2080 at least ceil(box width × devicePixelRatio)', () => {
      const { chooseWidth, WIDTHS } = widthFns;
      expect(WIDTHS).to.deep.equal([160, 320, 480, 640, 800, 960, 1120, 1280, 1440, 1600, 1760, 1920, 2080]);
      const cases: [number, number, number][] = [
        [1, 1, 160],
        [160, 1, 160],
        [160.2, 1, 320],
        [161, 1, 320],
        [320, 1, 320],
        [321, 1, 480],
        [784, 1, 800],
        [1000, 1, 1120],
        [1366, 1, 1440],
        [1920, 1, 1920],
        [2080, 1, 2080],
        [2081, 1, 2080],
        [5000, 1, 2080],
        [375, 2, 800], // 750
        [390, 3, 1280], // 1170
        [414, 3, 1280], // 1242
        [640, 1.5, 960],
        [1280, 1.5, 1920],
        [1000, 2, 2080], // 2000
        [1200, 2, 2080], // 2400: the largest there is
        [100, 0.5, 160],
        [145.45454545454547, 1.1, 160], // 160.00000000000003: noise, not the next step
        [145.5, 1.1, 320], // 160.05
      ];
      for (const [box, ratio, expected] of cases) expect(chooseWidth(box, ratio), `${box} × ${ratio}`).to.equal(expected);
    });

    it('has no width for a box without one; a broken ratio counts as 1', () => {
      const { chooseWidth } = widthFns;
      expect([chooseWidth(0, 1), chooseWidth(-5, 2), chooseWidth(Number.NaN, 1), chooseWidth(Infinity, 1)]).to.deep.equal([null, null, null, null]);
      expect([chooseWidth(300, 0), chooseWidth(300, Number.NaN), chooseWidth(300, -2)]).to.deep.equal([320, 320, 320]);
    });

    it('until measured, the crop width', () => {
      const { widthFor, DEFAULT_CROP } = widthFns;
      expect(DEFAULT_CROP).to.deep.equal({ width: 2000, quality: 90 });
      expect(widthFor(null, 1, DEFAULT_CROP)).to.equal(2000);
      expect(widthFor(null, 3, { width: 1200, quality: 70 })).to.equal(1200);
      expect(widthFor(300, 2, DEFAULT_CROP)).to.equal(640);
      expect(widthFor(0, 1, { width: 999, quality: 70 })).to.equal(999);
    });
  });

  describe('the URL', () => {
    it('fills the template; {src}? becomes {src}& when src has a query; {src} is encoded in the query', () => {
      const { buildUrl, DEFAULT_TEMPLATE } = widthFns;
      const base = 'https://www.example.nl/werken/';
      expect(DEFAULT_TEMPLATE).to.equal('{src}?width={width}&quality={quality}');
      expect(buildUrl(DEFAULT_TEMPLATE, 'https://cdn.example.nl/foto.jpg', 640, 90, base)).to.equal('https://cdn.example.nl/foto.jpg?width=640&quality=90');
      expect(buildUrl(DEFAULT_TEMPLATE, '/media/foto.jpg', 160, 70, base)).to.equal('https://www.example.nl/media/foto.jpg?width=160&quality=70');
      expect(buildUrl(DEFAULT_TEMPLATE, 'foto.jpg', 160, 70, base)).to.equal('https://www.example.nl/werken/foto.jpg?width=160&quality=70');
      expect(buildUrl(DEFAULT_TEMPLATE, '/media/foto.jpg?v=3', 320, 90, base)).to.equal('https://www.example.nl/media/foto.jpg?v=3&width=320&quality=90');
      expect(buildUrl('https://res.cloudinary.com/demo/image/fetch/w_{width},q_{quality}/{src}', 'https://www.example.nl/a b.jpg', 800, 80, base)).to.equal(
        'https://res.cloudinary.com/demo/image/fetch/w_800,q_80/https://www.example.nl/a%20b.jpg',
      );
      expect(buildUrl('/.netlify/images?url={src}&w={width}&q={quality}', '/media/foto.jpg?v=3&x=1', 480, 75, base)).to.equal(
        'https://www.example.nl/.netlify/images?url=%2Fmedia%2Ffoto.jpg%3Fv%3D3%26x%3D1&w=480&q=75',
      );
      expect(buildUrl('{src}', 'javascript:alert(1)', 160, 90, base)).to.equal(null);
    });

    it('as a CSS url(): quotes, backslashes and control characters are escaped', () => {
      const { cssUrl } = widthFns;
      const hostile = 'https://x.nl/a"b\'c(d)e\\f\ng\u0000h");background:red;--x:("';
      const value = cssUrl(hostile);
      expect(value).to.equal('url("https://x.nl/a\\22 b\\27 c(d)e\\5c f\\a g\\0 h\\22 );background:red;--x:(\\22 ")');
      const probe = document.createElement('div');
      probe.style.setProperty('background-image', value);
      expect(probe.style.length, 'one declaration, nothing leaked').to.equal(1);
      expect(probe.style.backgroundColor).to.equal('');
      // Back out of the declared value: the same string (NUL becomes U+FFFD, as CSS says).
      const declared = probe.style.getPropertyValue('background-image');
      const back = /^url\("(.*)"\)$/s.exec(declared)![1]!.replace(/\\([0-9a-f]{1,6}) ?|\\(.)/gi, (_m, hex: string, ch: string) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : ch));
      expect(back).to.equal(hostile.replace('\u0000', '\uFFFD'));
    });
  });

  describe('in the page (devicePixelRatio 1)', () => {
    for (const [box, expected] of [
      [300, 320],
      [640, 640],
      [700, 800],
      [1000, 1120],
    ] as const) {
      it(`a box ${box} px wide asks for width ${expected}, quality 90, and shows it`, async () => {
        const image = name();
        const wrapper = fixtureSync<HTMLElement>(html`<div style="width: ${box}px">
          <nl-bg-image src=${path(image)} style="height: 200px"><p>Inhoud</p></nl-bg-image>
        </div>`);
        const el = bgOf(wrapper);
        const detail = await loadOf(el);
        const url = absolute(`${path(image)}?width=${expected}&quality=90`);
        expect(detail).to.deep.equal({ url, width: expected });
        expect(shownUrl(el)).to.equal(url);
        expect(await requests(image)).to.deep.equal([{ name: image, query: { width: String(expected), quality: '90' } }]);
      });
    }

    it('the box is the padding box (where a background goes), not the content box', async () => {
      const image = name();
      const el = bgOf(fixtureSync<HTMLElement>(html`<nl-bg-image src=${path(image)} style="box-sizing: content-box; width: 300px; padding: 0 100px; border: 20px solid"></nl-bg-image>`));
      // Its own content-box sizing: 300 + 2 × 100 of padding = 500 (the border is outside the background).
      expect((await loadOf(el)).width).to.equal(640);
    });

    it('follows the devicePixelRatio: 2 doubles the width; back to 1 keeps the larger image', async function () {
      await onlyIn(this, ['chromium', 'firefox'], 'WebKitWebDriver cannot emulate another devicePixelRatio (the ratio is the display’s)');
      const image = name();
      const el = bgOf(fixtureSync<HTMLElement>(html`<nl-bg-image src=${path(image)} style="width: 300px; height: 100px"></nl-bg-image>`));
      expect((await loadOf(el)).width).to.equal(320);
      try {
        const larger = loadOf(el);
        // Chrome's emulation delivers the resolution media query's change only along with a change
        // of the viewport's size, hence the other width (the box's own width is fixed).
        await setViewport({ width: 801, height: 600, deviceScaleFactor: 2 });
        expect(window.devicePixelRatio).to.equal(2);
        expect(await larger).to.deep.equal({ url: absolute(`${path(image)}?width=640&quality=90`), width: 640 });
        // A new element at ratio 2 asks for 2 × its box at once.
        const other = name();
        const second = bgOf(fixtureSync<HTMLElement>(html`<nl-bg-image src=${path(other)} style="width: 375px; height: 100px"></nl-bg-image>`));
        expect((await loadOf(second)).width).to.equal(800);
      } finally {
        await setViewport({ width: 800, height: 600, deviceScaleFactor: 1 });
      }
      await pause();
      expect(await widths(image)).to.deep.equal([320, 640]);
      expect(shownUrl(el)).to.equal(absolute(`${path(image)}?width=640&quality=90`));
    });

    it('grows with its box but never swaps to a smaller image', async () => {
      const image = name();
      const wrapper = fixtureSync<HTMLElement>(html`<div style="width: 700px"><nl-bg-image src=${path(image)} style="height: 100px"></nl-bg-image></div>`);
      const el = bgOf(wrapper);
      expect((await loadOf(el)).width).to.equal(800);
      let loads = 0;
      el.addEventListener('nl-load', () => loads++);
      wrapper.style.width = '250px';
      await pause();
      expect(await widths(image), 'nothing asked for on shrinking').to.deep.equal([800]);
      expect(shownUrl(el)).to.equal(absolute(`${path(image)}?width=800&quality=90`));
      wrapper.style.width = '790px';
      await pause();
      expect(await widths(image), 'the same step: nothing new').to.deep.equal([800]);
      const grown = loadOf(el);
      wrapper.style.width = '1300px';
      expect((await grown).width).to.equal(1440);
      expect(shownUrl(el)).to.equal(absolute(`${path(image)}?width=1440&quality=90`));
      wrapper.style.width = '100px';
      await pause();
      expect(await widths(image)).to.deep.equal([800, 1440]);
      expect(loads).to.equal(1);
    });

    it('a smaller image that arrives after a larger one is not shown', async () => {
      const image = name('slowupto500');
      // The first (320) answers 600 ms late; meanwhile the box grows and 960 arrives first.
      const wrapper = fixtureSync<HTMLElement>(html`<div style="width: 300px">
        <nl-bg-image src=${path(image)} style="height: 50px"></nl-bg-image>
      </div>`);
      const el = bgOf(wrapper);
      await waitUntil(async () => (await widths(image)).length === 1, 'the first request');
      wrapper.style.width = '900px';
      expect((await loadOf(el)).width).to.equal(960);
      await pause(700);
      expect(await widths(image)).to.deep.equal([320, 960]);
      expect(shownUrl(el)).to.contain('width=960');
    });

    it('until measured (a box without width) asks for the crop width; a smaller measured width changes nothing', async () => {
      const image = name();
      const wrapper = fixtureSync<HTMLElement>(html`<div style="width: 0"><nl-bg-image src=${path(image)} crop='{"width":1200,"quality":70}' style="height: 100px"></nl-bg-image></div>`);
      const el = bgOf(wrapper);
      expect(await loadOf(el)).to.deep.equal({ url: absolute(`${path(image)}?width=1200&quality=70`), width: 1200 });
      wrapper.style.width = '500px';
      await pause();
      expect(await requests(image)).to.deep.equal([{ name: image, query: { width: '1200', quality: '70' } }]);
      const grown = loadOf(el);
      wrapper.style.width = '1500px';
      expect((await grown).url).to.equal(absolute(`${path(image)}?width=1600&quality=70`));
    });

    it('the default crop: 2000 until measured, quality 90; a crop with only a quality keeps width 2000', async () => {
      const first = name();
      const second = name();
      const wrapper = fixtureSync<HTMLElement>(html`<div style="width: 0">
        <nl-bg-image id="a" src=${path(first)} style="height: 10px"></nl-bg-image>
        <nl-bg-image id="b" src=${path(second)} crop='{"quality":60}' style="height: 10px"></nl-bg-image>
      </div>`);
      const [a, b] = await Promise.all([loadOf(wrapper.querySelector('#a')!), loadOf(wrapper.querySelector('#b')!)]);
      expect(a.url).to.equal(absolute(`${path(first)}?width=2000&quality=90`));
      expect(b.url).to.equal(absolute(`${path(second)}?width=2000&quality=60`));
    });

    it('loads only near the viewport: nothing is requested far below it, then within one viewport height', async () => {
      const image = name();
      const wrapper = fixtureSync<HTMLElement>(html`<div>
        <div style="height: 5000px"></div>
        <nl-bg-image src=${path(image)} style="height: 300px"><p>Onderaan</p></nl-bg-image>
        <div style="height: 2000px"></div>
      </div>`);
      const el = bgOf(wrapper);
      await settle(wrapper);
      await pause(300);
      expect(await requests(image), 'far below').to.deep.equal([]);
      const top = el.getBoundingClientRect().top + window.scrollY;
      // The viewport's bottom 1.5 viewport heights above the element: still too far.
      window.scrollTo(0, top - 2.5 * innerHeight);
      await pause(300);
      expect(await requests(image), '1.5 viewport heights below').to.deep.equal([]);
      expect(shownUrl(el)).to.equal('');
      const loaded = loadOf(el);
      // Half a viewport height below the viewport: near.
      window.scrollTo(0, top - 1.5 * innerHeight);
      expect((await loaded).width).to.equal(800);
      expect(await widths(image)).to.deep.equal([800]);
    });

    it('a resize while far away waits until it comes near again', async () => {
      const image = name();
      const wrapper = fixtureSync<HTMLElement>(html`<div style="width: 300px">
        <nl-bg-image src=${path(image)} style="height: 100px"></nl-bg-image>
        <div style="height: 5000px"></div>
      </div>`);
      const el = bgOf(wrapper);
      expect((await loadOf(el)).width).to.equal(320);
      window.scrollTo(0, 4000);
      await pause();
      wrapper.style.width = '700px';
      await pause(300);
      expect(await widths(image), 'away').to.deep.equal([320]);
      const grown = loadOf(el);
      window.scrollTo(0, 0);
      expect((await grown).width).to.equal(800);
    });

    it('a failed image: one error, nl-load-error {url}, nothing shown, not asked for again', async () => {
      const image = name('missing');
      let wrapper!: HTMLElement;
      let detail!: LoadErrorDetail;
      const url = absolute(`${path(image)}?width=320&quality=90`);
      const logged = await errorsDuring(async () => {
        wrapper = fixtureSync<HTMLElement>(html`<div style="width: 300px"><nl-bg-image src=${path(image)} style="height: 50px; --nl-bg-color: rgb(1, 2, 3)"></nl-bg-image></div>`);
        detail = ((await oneEvent(bgOf(wrapper), 'nl-load-error')) as CustomEvent<LoadErrorDetail>).detail;
        wrapper.style.width = '100px';
        await pause();
        wrapper.style.width = '300px';
        await pause();
      });
      expect(logged).to.deep.equal([`nl-bg-image: could not load ${url}`]);
      expect(detail).to.deep.equal({ url });
      const el = bgOf(wrapper);
      expect(shownUrl(el)).to.equal('');
      expect(getComputedStyle(el).backgroundColor, 'the colour stays').to.equal('rgb(1, 2, 3)');
      expect(await widths(image)).to.deep.equal([320]);
    });

    it('a larger image that fails keeps the one shown; a file that is no image fails too', async () => {
      const image = name('upto500');
      const wrapper = fixtureSync<HTMLElement>(html`<div style="width: 300px"><nl-bg-image src=${path(image)} style="height: 50px"></nl-bg-image></div>`);
      const el = bgOf(wrapper);
      expect((await loadOf(el)).width).to.equal(320);
      const failedUrl = absolute(`${path(image)}?width=640&quality=90`);
      const logged = await errorsDuring(async () => {
        const failed = oneEvent(el, 'nl-load-error');
        wrapper.style.width = '600px';
        expect(((await failed) as CustomEvent<LoadErrorDetail>).detail).to.deep.equal({ url: failedUrl });
      });
      expect(logged).to.deep.equal([`nl-bg-image: could not load ${failedUrl}`]);
      expect(shownUrl(el)).to.equal(absolute(`${path(image)}?width=320&quality=90`));
      // A larger step after the failed one is tried.
      const stillFails = oneEvent(el, 'nl-load-error');
      const more = await errorsDuring(async () => {
        wrapper.style.width = '700px';
        await stillFails;
      });
      expect(more).to.deep.equal([`nl-bg-image: could not load ${absolute(`${path(image)}?width=800&quality=90`)}`]);

      const broken = name('broken');
      const brokenUrl = absolute(`${path(broken)}?width=320&quality=90`);
      const brokenLogged = await errorsDuring(async () => {
        const other = bgOf(fixtureSync<HTMLElement>(html`<div style="width: 300px"><nl-bg-image src=${path(broken)} style="height: 50px"></nl-bg-image></div>`));
        await oneEvent(other, 'nl-load-error');
      });
      expect(brokenLogged).to.deep.equal([`nl-bg-image: could not load ${brokenUrl}`]);
    });

    it('a new src keeps the old image until the new one has loaded; a src with a query gets &width', async () => {
      const first = name();
      const second = name();
      const wrapper = fixtureSync<HTMLElement>(html`<div style="width: 600px"><nl-bg-image src=${path(first)} style="height: 50px"></nl-bg-image></div>`);
      const el = bgOf(wrapper);
      expect((await loadOf(el)).width).to.equal(640);
      const next = loadOf(el);
      el.setAttribute('src', `${path(second)}?delay=300`);
      await pause(100);
      expect(shownUrl(el), 'the old one while the new one loads').to.equal(absolute(`${path(first)}?width=640&quality=90`));
      const url = absolute(`${path(second)}?delay=300&width=640&quality=90`);
      expect(await next).to.deep.equal({ url, width: 640 });
      expect(shownUrl(el)).to.equal(url);
      // The never-smaller rule is per image: a narrower box and a new src give a smaller one.
      wrapper.style.width = '200px';
      await pause();
      const third = name();
      const smaller = loadOf(el);
      (el as NlElement & { src: string }).src = path(third);
      expect((await smaller).width).to.equal(320);
    });

    it('url-template: a CDN of another shape, with src encoded in the query', async () => {
      const image = name();
      const src = `${path(image)}?v=2`;
      const el = bgOf(
        fixtureSync<HTMLElement>(html`<div style="width: 400px">
          <nl-bg-image src=${src} url-template="/fake/image/fetch-${image}?url={src}&w={width}&q={quality}" crop='{"quality":75}' style="height: 50px"></nl-bg-image>
        </div>`),
      );
      const detail = await loadOf(el);
      expect(detail.url).to.equal(absolute(`/fake/image/fetch-${image}?url=${encodeURIComponent(src)}&w=480&q=75`));
      expect(await requests(`fetch-${image}`)).to.deep.equal([{ name: `fetch-${image}`, query: { url: src, w: '480', q: '75' } }]);
    });

    it('position: the attribute, else --nl-bg-position, else center; cover by default', async () => {
      const wrapper = await make(html`<div style="--nl-bg-position: 10% 20%">
        <nl-bg-image id="attr" src=${path(name())} position="center top"></nl-bg-image>
        <nl-bg-image id="prop" src=${path(name())}></nl-bg-image>
        <nl-bg-image id="none" src=${path(name())} style="--nl-bg-position: initial"></nl-bg-image>
      </div>`);
      const style = (id: string) => getComputedStyle(layer(wrapper.querySelector(`#${id}`)!));
      expect(style('attr').backgroundPosition).to.equal('50% 0%');
      expect(style('prop').backgroundPosition).to.equal('10% 20%');
      expect(style('none').backgroundPosition).to.equal('50% 50%');
      expect(style('none').backgroundSize).to.equal('cover');
      const el = wrapper.querySelector<NlElement>('#attr')!;
      el.removeAttribute('position');
      await el.updateComplete;
      expect(style('attr').backgroundPosition).to.equal('10% 20%');
    });

    it('the content is slotted over the image; the overlay sits between them', async () => {
      const wrapper = await make(html`<div style="width: 400px">
        <nl-bg-image src=${path(name())} style="--nl-bg-overlay: rgb(0, 0, 0); min-height: 100px"><a id="cta" href="#x">Solliciteer</a></nl-bg-image>
      </div>`);
      const el = bgOf(wrapper);
      await waitUntil(() => shownUrl(el) !== '', 'the image did not show');
      const link = wrapper.querySelector<HTMLAnchorElement>('#cta')!;
      const box = link.getBoundingClientRect();
      expect(document.elementFromPoint(box.left + 2, box.top + 2) === link, 'the link is on top').to.equal(true);
      expect(getComputedStyle(el, '::before').backgroundColor).to.equal('rgb(0, 0, 0)');
      expect(Number(getComputedStyle(el, '::before').zIndex)).to.be.greaterThan(Number(getComputedStyle(layer(el)).zIndex));
    });

    it('is accessible (axe), the image being decorative', async () => {
      const wrapper = await make(html`<div style="width: 400px">
        <nl-bg-image src=${path(name())} style="--nl-bg-color: #1b2430; color: #fff; padding: 1rem">
          <h2>Werk dat bij je past</h2>
          <p><a href="#x" style="color: #fff">Bekijk de vacatures</a></p>
        </nl-bg-image>
      </div>`);
      const el = bgOf(wrapper);
      await waitUntil(() => shownUrl(el) !== '', 'the image did not show');
      await expect(el).to.be.accessible();
    });

    it('moving it in the DOM keeps its image: no new request, no new event', async () => {
      const image = name();
      const wrapper = fixtureSync<HTMLElement>(html`<div>
        <div id="a" style="width: 400px"><nl-bg-image src=${path(image)} style="height: 50px"></nl-bg-image></div>
        <div id="b" style="width: 400px"></div>
      </div>`);
      const el = bgOf(wrapper);
      await loadOf(el);
      const before = layer(el);
      let events = 0;
      el.addEventListener('nl-load', () => events++);
      wrapper.querySelector('#b')!.append(el);
      await pause();
      expect(layer(el) === before, 'the same layer').to.equal(true);
      expect(shownUrl(el)).to.equal(absolute(`${path(image)}?width=480&quality=90`));
      expect(await widths(image)).to.deep.equal([480]);
      expect(events).to.equal(0);
    });

    it('a hostile src (quotes, parentheses, a declaration) cannot break out of the CSS value', async () => {
      const evil = `evil'(x)");background-color:red;--x:("`;
      const el = bgOf(fixtureSync<HTMLElement>(html`<div style="width: 300px"><nl-bg-image src=${path(evil)} style="height: 50px"></nl-bg-image></div>`));
      const detail = await loadOf(el);
      const url = absolute(`${path(evil)}?width=320&quality=90`);
      expect(detail.url).to.equal(url);
      expect(shownUrl(el)).to.equal(url);
      const style = layer(el).style;
      expect([...style]).to.deep.equal(['background-image']);
      expect(getComputedStyle(layer(el)).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
      expect(await requests(evil)).to.have.length(1);
    });
  });

  describe('bad input (logged once, never thrown)', () => {
    const resources = () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/fake/image/') && !e.name.includes('/log')).length;

    it('no src: the required error and no request', async () => {
      const before = resources();
      let el!: NlElement;
      const logged = await errorsDuring(async () => {
        el = bgOf(await make(html`<nl-bg-image style="height: 50px"><p>Tekst</p></nl-bg-image>`));
        await pause();
      });
      expect(logged).to.deep.equal(['nl-bg-image: attribute "src" is required']);
      expect(resources()).to.equal(before);
      expect(shownUrl(el)).to.equal('');
      expect(el.textContent!.trim()).to.equal('Tekst');
    });

    for (const src of ['javascript:alert(1)', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', 'ftp://example.com/a.jpg']) {
      it(`src ${JSON.stringify(src.slice(0, 20))}…: not an http(s) URL, nothing requested`, async () => {
        const before = resources();
        const logged = await errorsDuring(async () => {
          await make(html`<nl-bg-image src=${src} style="height: 50px"></nl-bg-image>`);
          await pause();
        });
        expect(logged).to.deep.equal([`nl-bg-image: attribute "src" must be an http(s) URL, got ${JSON.stringify(src)}`]);
        expect(resources()).to.equal(before);
      });
    }

    it('a src that becomes invalid removes the image', async () => {
      const el = bgOf(fixtureSync<HTMLElement>(html`<div style="width: 300px"><nl-bg-image src=${path(name())} style="height: 50px"></nl-bg-image></div>`));
      await loadOf(el);
      const logged = await errorsDuring(async () => {
        el.setAttribute('src', 'javascript:void 0');
        await el.updateComplete;
      });
      expect(logged).to.deep.equal(['nl-bg-image: attribute "src" must be an http(s) URL, got "javascript:void 0"']);
      expect(shownUrl(el)).to.equal('');
    });

    const templates: [string, string][] = [
      ['https://cdn.example.nl/foto.jpg?w={width}', 'must contain {src}'],
      ['{src}?w={w}&h={height}', 'has unknown placeholder(s) {w}, {height} (known: {src}, {width}, {quality})'],
      ['javascript:{src}', 'must give an http(s) URL'],
    ];
    for (const [template, why] of templates) {
      it(`url-template ${JSON.stringify(template)}: ${why}; the default template instead`, async () => {
        const image = name();
        let detail!: LoadDetail;
        const logged = await errorsDuring(async () => {
          const el = bgOf(fixtureSync<HTMLElement>(html`<div style="width: 300px"><nl-bg-image src=${path(image)} url-template=${template} style="height: 50px"></nl-bg-image></div>`));
          detail = await loadOf(el);
        });
        expect(logged).to.deep.equal([`nl-bg-image: attribute "url-template" ${why}, got ${JSON.stringify(template)}`]);
        expect(detail.url).to.equal(absolute(`${path(image)}?width=320&quality=90`));
      });
    }

    const crops: [string, string][] = [
      ['{"width":"800"}', 'attribute "crop" is not valid: width must be a whole number from 1 to 10000, got "800"'],
      ['{"quality":0}', 'attribute "crop" is not valid: quality must be a whole number from 1 to 100, got 0'],
      ['{"quality":80.5}', 'attribute "crop" is not valid: quality must be a whole number from 1 to 100, got 80.5'],
      ['[800, 90]', 'attribute "crop" is not valid: the value must be an object, got an array'],
      ['null', 'attribute "crop" is not valid: the value must be an object, got null'],
    ];
    for (const [crop, message] of crops) {
      it(`crop ${crop}: the exact error and the default crop`, async () => {
        const image = name();
        let detail!: LoadDetail;
        const logged = await errorsDuring(async () => {
          const el = bgOf(fixtureSync<HTMLElement>(html`<div style="width: 0"><nl-bg-image src=${path(image)} crop=${crop} style="height: 50px"></nl-bg-image></div>`));
          detail = await loadOf(el);
        });
        expect(logged).to.deep.equal([`nl-bg-image: ${message}`]);
        expect(detail.url).to.equal(absolute(`${path(image)}?width=2000&quality=90`));
      });
    }

    it('crop that is not JSON: the parser error, the default crop', async () => {
      const image = name();
      let detail!: LoadDetail;
      const logged = await errorsDuring(async () => {
        const el = bgOf(fixtureSync<HTMLElement>(html`<div style="width: 300px"><nl-bg-image src=${path(image)} crop="{width: 800}" style="height: 50px"></nl-bg-image></div>`));
        detail = await loadOf(el);
      });
      expect(logged).to.have.length(1);
      expect(logged[0]).to.match(/^nl-bg-image: attribute "crop" is not valid JSON \(.+\)$/);
      expect(detail.url).to.equal(absolute(`${path(image)}?width=320&quality=90`));
    });

    it('position that is no background-position: the error, center', async () => {
      let el!: NlElement;
      const logged = await errorsDuring(async () => {
        el = bgOf(await make(html`<nl-bg-image src=${path(name())} position="top; background: red" style="height: 50px"></nl-bg-image>`));
      });
      expect(logged).to.deep.equal(['nl-bg-image: attribute "position" must be a CSS background-position such as "center top" or "50% 30%", got "top; background: red"']);
      expect(getComputedStyle(layer(el)).backgroundPosition).to.equal('50% 50%');
      const more = await errorsDuring(async () => {
        el.setAttribute('position', 'banana');
        await el.updateComplete;
      });
      expect(more).to.deep.equal(['nl-bg-image: attribute "position" must be a CSS background-position such as "center top" or "50% 30%", got "banana"']);
    });

    it('properties reflect to the attributes; a second define throws nothing', async () => {
      const image = name();
      const el = document.createElement('nl-bg-image') as NlElement & { src: string; crop: unknown; urlTemplate: string };
      el.style.height = '20px';
      el.style.width = '300px';
      el.src = path(image);
      el.crop = { width: 640, quality: 55 };
      const loaded = loadOf(el);
      fixtureSync<HTMLElement>(html`<div></div>`).append(el);
      expect((await loaded).url).to.equal(absolute(`${path(image)}?width=320&quality=55`));
      expect(el.getAttribute('crop')).to.equal('{"width":640,"quality":55}');
      expect(el.urlTemplate).to.equal('{src}?width={width}&quality={quality}');
      const { defineElement } = await import('../../core/define.tsx');
      const { BgImage, spec } = await import('../../elements/bg-image/bg-image.tsx');
      expect(() => defineElement('nl-bg-image', BgImage, spec)).to.not.throw();
    });
  });
});

describe('nl-bg-image with the image in the markup (a light-DOM <img> with srcset)', () => {
  let markup: typeof import('../../elements/bg-image/markup.ts');
  before(async () => {
    await import('../../../elements/nl-bg-image.ts');
    markup = await import('../../elements/bg-image/markup.ts');
    await setViewport({ width: 800, height: 600 });
  });
  const imgOf = (el: Element) => el.querySelector(':scope > img')!;
  /** Every resource entry of this page for `image` (the fake CDN's log requests left out). */
  const entries = (image: string) =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => url.includes(`/fake/image/${image}?`));

  it('before any script: the img from the markup covers the box, at the focal point, over a page-wide img rule; after the upgrade it stays: one request, nothing moves', async () => {
    const image = name('markup');
    const srcset = [160, 320, 480, 640, 800, 960, 1120, 1280, 1440, 1600, 1760, 1920, 2080].map((w) => `${path(image)}?width=${w}&quality=90 ${w}w`).join(', ');
    const frame = fixtureSync<HTMLIFrameElement>(html`<iframe title="Hero" style="width: 600px; height: 500px; border: 0"></iframe>`);
    const loaded = oneEvent(frame, 'load');
    // A page with only the pre-upgrade stylesheet: no script has run when it has loaded.
    frame.srcdoc = `<!DOCTYPE html><html lang="nl"><head><link rel="stylesheet" href="/dist/nl-components.css">
      <style>body { margin: 0; font: 16px/1.5 sans-serif } img { max-width: 100%; height: auto; display: block }</style></head>
      <body><nl-bg-image src="${path(image)}" position="70% center" style="display: block; padding: 2rem; min-height: 15rem; --nl-bg-color: rgb(11, 94, 102)">
        <img src="${path(image)}?width=1280&quality=90" srcset="${srcset}" sizes="100vw" alt="" fetchpriority="high">
        <h2 data-probe style="margin: 0">Werk dat bij je past</h2><p data-probe>Tekst</p>
      </nl-bg-image><p data-probe>Onder</p></body></html>`;
    await loaded;
    const win = frame.contentWindow! as Window & typeof globalThis;
    const doc = frame.contentDocument!;
    const el = doc.querySelector('nl-bg-image')! as NlElement;
    const img = el.querySelector('img')!;
    expect(win.customElements.get('nl-bg-image'), 'no script yet').to.equal(undefined);
    const rect = (e: Element) => JSON.stringify(e.getBoundingClientRect());
    const hostRect = rect(el);
    expect(img.complete && img.naturalWidth > 0, 'drawn from the markup').to.equal(true);
    expect(rect(img), 'covers the padding box').to.equal(hostRect);
    expect(win.getComputedStyle(img).objectFit).to.equal('cover');
    // The focal point comes from the attribute through typed attr(); a browser without it (Firefox
    // 153) shows the centre until the upgrade, as the element's README says: the box does not move.
    const typedAttr = win.CSS.supports('x', 'attr(position type(*))');
    expect(win.getComputedStyle(img).objectPosition).to.equal(typedAttr ? '70% 50%' : '50% 50%');
    expect(Number(win.getComputedStyle(img).zIndex)).to.be.lessThan(Number(win.getComputedStyle(el, '::before').zIndex));
    // The browser's own choice: the viewport is 600 px wide, at devicePixelRatio 1.
    expect(img.currentSrc).to.equal(absolute(`${path(image)}?width=640&quality=90`));
    const probes = () => [...doc.querySelectorAll('[data-probe]')].map(rect);
    const before = probes();

    const load = oneEvent(el, 'nl-load');
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = '/dist/elements/nl-bg-image.js';
    doc.head.append(script);
    await win.customElements.whenDefined('nl-bg-image');
    await el.updateComplete;
    expect(((await load) as CustomEvent<LoadDetail>).detail).to.deep.equal({ url: img.currentSrc, width: 640 });
    await pause();
    expect(el.shadowRoot!.childNodes.length > 0, 'upgraded').to.equal(true);
    expect(rect(img), 'the same box after the upgrade').to.equal(hostRect);
    expect(win.getComputedStyle(img).objectFit).to.equal('cover');
    expect(win.getComputedStyle(img).objectPosition).to.equal('70% 50%');
    expect(probes()).to.deep.equal(before);
    expect(getComputedStyle(layer(el)).backgroundImage, 'no background of its own').to.equal('none');
    expect(await widths(image), 'one request: the img, none of the element').to.deep.equal([640]);
  });

  it('after the upgrade: no request of its own, the img shown over the colour, nl-load with the browser\'s choice', async () => {
    const image = name('markup');
    // srcset before src: lit sets the bound attributes one by one, and WebKit starts the request of
    // an img's src as soon as a script sets it, before it has seen the srcset that follows (the
    // fallback's width=1280 as well). Markup the parser reads, as bgImageMarkup() writes, has all
    // of them at once: one request in every engine (the first test here, and bgImageMarkup's).
    const el = bgOf(
      fixtureSync<HTMLElement>(html`<div style="width: 700px">
        <nl-bg-image src=${path(image)} position="center top" style="height: 200px; --nl-bg-color: rgb(1, 2, 3)"
          ><img srcset=${markup.srcsetFor(path(image))} sizes="700px" src="${path(image)}?width=1280&quality=90" alt="" /><p>Inhoud</p></nl-bg-image
        >
      </div>`),
    );
    const detail = await loadOf(el);
    expect(detail).to.deep.equal({ url: absolute(`${path(image)}?width=800&quality=90`), width: 800 });
    await pause();
    expect(entries(image)).to.deep.equal([absolute(`${path(image)}?width=800&quality=90`)]);
    expect(await widths(image)).to.deep.equal([800]);
    const img = imgOf(el);
    expect(JSON.stringify(img.getBoundingClientRect())).to.equal(JSON.stringify(el.getBoundingClientRect()));
    expect(getComputedStyle(img).objectPosition).to.equal('50% 0%');
    el.setAttribute('position', '20% 80%');
    await el.updateComplete;
    expect(getComputedStyle(img).objectPosition).to.equal('20% 80%');
    expect(shownUrl(el)).to.equal('');
  });

  it('without an img the element still chooses the width (an img further down is content, not the picture)', async () => {
    const image = name();
    const el = bgOf(
      fixtureSync<HTMLElement>(html`<div style="width: 300px">
        <nl-bg-image src=${path(image)} style="height: 100px"><p>Tekst</p><img src=${`${path(name('inhoud'))}?width=160`} alt="Logo" width="40" height="20" /></nl-bg-image>
      </div>`),
    );
    expect((await loadOf(el)).width).to.equal(320);
    expect(shownUrl(el)).to.equal(absolute(`${path(image)}?width=320&quality=90`));
    expect(getComputedStyle(el.querySelector('img')!).position).to.equal('static');
  });

  it('an img that fails to load: logged, nl-load-error, the colour stays', async () => {
    const image = name('missing');
    const url = absolute(`${path(image)}?width=320&quality=90`);
    let detail!: LoadErrorDetail;
    const logged = await errorsDuring(async () => {
      const el = document.createElement('nl-bg-image');
      el.setAttribute('src', path(image));
      el.innerHTML = `<img src="${path(image)}?width=320&quality=90" alt="">`;
      const failed = oneEvent(el, 'nl-load-error');
      fixtureSync<HTMLElement>(html`<div style="width: 300px"></div>`).append(el);
      detail = ((await failed) as CustomEvent<LoadErrorDetail>).detail;
    });
    expect(detail).to.deep.equal({ url });
    expect(logged).to.deep.equal([`nl-bg-image: could not load ${url}`]);
  });

  const hostile: [string, string, string][] = [
    ['javascript:alert(1)', '', 'the <img> inside must have an http(s) src, got "javascript:alert(1)"'],
    ['', 'javascript:alert(1) 160w', 'the <img> inside must have http(s) URLs in srcset, got "javascript:alert(1)"'],
    ['', 'data:image/png;base64,AAAA 1x', 'the <img> inside must have http(s) URLs in srcset, got "data:image/png;base64,AAAA"'],
    ['', '/a.jpg 160w, /b.jpg");background:red 3q', 'the <img> inside has a srcset that is not "URL 160w, URL 320w, …", got "/a.jpg 160w, /b.jpg\\");background:red 3q"'],
    ['', '', 'the <img> inside has no src or srcset'],
  ];
  for (const [src, srcset, message] of hostile) {
    it(`a refused img (src ${JSON.stringify(src)}, srcset ${JSON.stringify(srcset.slice(0, 30))}): reported, hidden, the background from src instead`, async () => {
      const image = name();
      let el!: NlElement;
      let detail!: LoadDetail;
      const logged = await errorsDuring(async () => {
        el = document.createElement('nl-bg-image') as NlElement;
        el.setAttribute('src', path(image));
        el.style.height = '50px';
        const img = document.createElement('img');
        if (src) img.setAttribute('src', src);
        if (srcset) img.setAttribute('srcset', srcset);
        img.alt = '';
        el.append(img, 'Tekst');
        const loaded = loadOf(el);
        fixtureSync<HTMLElement>(html`<div style="width: 300px"></div>`).append(el);
        detail = await loaded;
      });
      expect(logged).to.deep.equal([`nl-bg-image: ${message}; the background from "src" instead`]);
      expect(detail.url).to.equal(absolute(`${path(image)}?width=320&quality=90`));
      expect(getComputedStyle(imgOf(el)).display).to.equal('none');
      expect(el.textContent).to.equal('Tekst');
    });
  }

  it('an img added after the upgrade becomes the picture; removed, the background returns', async () => {
    const image = name();
    const el = bgOf(fixtureSync<HTMLElement>(html`<div style="width: 300px"><nl-bg-image src=${path(image)} style="height: 50px"><p>Tekst</p></nl-bg-image></div>`));
    expect((await loadOf(el)).width).to.equal(320);
    const other = name('markup');
    const loaded = loadOf(el);
    el.insertAdjacentHTML('afterbegin', markup.bgImageImg({ src: path(other), sizes: '300px', fetchpriority: 'auto' }));
    expect((await loaded).url).to.equal(absolute(`${path(other)}?width=320&quality=90`));
    await waitUntil(() => layer(el).style.backgroundImage === '', 'the background is no longer drawn');
    imgOf(el).remove();
    await waitUntil(() => shownUrl(el) !== '', 'the background is back');
  });

  it('is accessible (axe) with the img: decorative, alt=""', async () => {
    const image = name('markup');
    const wrapper = fixtureSync<HTMLElement>(html`<div style="width: 400px">
      <nl-bg-image src=${path(image)} style="--nl-bg-color: #1b2430; color: #fff; padding: 1rem"
        ><img src=${`${path(image)}?width=480&quality=90`} srcset=${markup.srcsetFor(path(image))} sizes="400px" alt="" fetchpriority="high" />
        <h2>Werk dat bij je past</h2>
        <p><a href="#x" style="color: #fff">Bekijk de vacatures</a></p>
      </nl-bg-image>
    </div>`);
    const el = bgOf(wrapper);
    await loadOf(el);
    await expect(el).to.be.accessible();
  });

  describe('the markup helpers (nl-components/cms)', () => {
    it('srcsetFor: the element\'s own URLs at 160, 320, …, 2080', () => {
      const { srcsetFor } = markup;
      expect(srcsetFor('/media/hero.jpg')).to.equal(
        [160, 320, 480, 640, 800, 960, 1120, 1280, 1440, 1600, 1760, 1920, 2080].map((w) => `/media/hero.jpg?width=${w}&quality=90 ${w}w`).join(', '),
      );
      expect(srcsetFor('/media/hero.jpg?v=2', { quality: 70, widths: [160, 320] })).to.equal('/media/hero.jpg?v=2&width=160&quality=70 160w, /media/hero.jpg?v=2&width=320&quality=70 320w');
      expect(srcsetFor('https://www.example.nl/a b.jpg', { urlTemplate: 'https://res.cloudinary.com/demo/image/fetch/w_{width},q_{quality}/{src}', widths: [640] })).to.equal(
        'https://res.cloudinary.com/demo/image/fetch/w_640,q_90/https://www.example.nl/a%20b.jpg 640w',
      );
      expect(srcsetFor('/m/a b,', { urlTemplate: '/img?url={src}&w={width}', widths: [160] })).to.equal('/img?url=%2Fm%2Fa%20b%2C&w=160 160w');
      expect(srcsetFor('/m/a b,', { urlTemplate: '{src}', widths: [160] })).to.equal('/m/a%20b%2C 160w');
    });

    it('srcsetFor gives the URL the element asks for, at every width (the same template code)', async () => {
      const { buildUrl } = await import('../../elements/bg-image/image-url.ts');
      const { parseSrcset } = await import('../../elements/bg-image/image-url.ts');
      const template = '/.netlify/images?url={src}&w={width}&q={quality}';
      const candidates = parseSrcset(markup.srcsetFor('/media/foto.jpg?v=3', { urlTemplate: template, quality: 75 }));
      expect(candidates.map((c) => c.descriptor)).to.deep.equal(markup.WIDTHS.map((w) => `${w}w`));
      for (const [i, c] of candidates.entries()) expect(absolute(c.url)).to.equal(buildUrl(template, '/media/foto.jpg?v=3', markup.WIDTHS[i]!, 75));
    });

    it('bgImageMarkup: the element with its img, attributes escaped; pasted, it works with one request', async () => {
      const image = name('markup');
      const text = markup.bgImageMarkup({
        src: path(image),
        position: '70% center',
        quality: 80,
        sizes: '500px',
        attributes: { class: 'hero-foto', style: 'height: 120px', 'onclick="x"': 'y', title: 'a"b<c' },
        content: '<h2>Werk dat bij je past</h2>',
      });
      expect(text).to.equal(
        `<nl-bg-image class="hero-foto" style="height: 120px" title="a&quot;b&lt;c" src="${path(image)}" crop="{&quot;quality&quot;:80}" position="70% center">` +
          `<img src="${path(image)}?width=1280&amp;quality=80" srcset="${markup.srcsetFor(path(image), { quality: 80 }).replaceAll('&', '&amp;')}" sizes="500px" fetchpriority="high" alt="">` +
          '<h2>Werk dat bij je past</h2></nl-bg-image>',
      );
      const wrapper = fixtureSync<HTMLElement>(html`<div style="width: 500px"></div>`);
      wrapper.innerHTML = text;
      const el = bgOf(wrapper);
      expect((await loadOf(el)).url).to.equal(absolute(`${path(image)}?width=640&quality=80`));
      await pause();
      expect(await widths(image)).to.deep.equal([640]);
    });
  });
});
