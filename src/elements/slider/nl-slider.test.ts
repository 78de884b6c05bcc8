import { expect, fixtureSync, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import { gliderLayout, perViewAt, PRESETS, settingsFor } from '../../elements/slider/config.ts';
import type { NlElement } from '../../core/define.tsx';
import { errorsDuring, expectNoLayoutShift, preUpgradeCss, settle, chromiumOnly, REDUCED_MOTION } from '../../../test/helpers.ts';

// The tag is imported dynamically: the first test measures the page before its code has loaded.
const load = () => import('../../../elements/nl-slider.ts');

// Only setTimeout/clearTimeout: glider's scroll animation runs on requestAnimationFrame and Date.
// A slider of an earlier test may be torn down while they are faked: its native timers are cleared.
const FAKE = { toFake: ['setTimeout', 'clearTimeout'] as ('setTimeout' | 'clearTimeout')[], shouldClearNativeTimers: true };

type Slider = NlElement & { goTo(index: number): void; next(): void; previous(): void; config: unknown };
type SlideEvent = CustomEvent<{ index: number; count: number }>;

const root = (el: Element) => el.shadowRoot!;
const region = (el: Element) => root(el).querySelector<HTMLElement>('[part="carousel"]')!;
const viewport = (el: Element) => root(el).querySelector<HTMLElement>('[part="viewport"]')!;
const wrappers = (el: Element) => [...root(el).querySelectorAll<HTMLElement>('[part="slide"]')];
const previous = (el: Element) => root(el).querySelector<HTMLButtonElement>('[part="previous"]');
const next = (el: Element) => root(el).querySelector<HTMLButtonElement>('[part="next"]');
const dots = (el: Element) => [...root(el).querySelectorAll<HTMLButtonElement>('[part~="dot"]')];
const rotation = (el: Element) => root(el).querySelector<HTMLButtonElement>('[part="rotation"]');
/** Which slides are hidden from assistive technology (aria-hidden and inert), as "x" per hidden slide. */
const hiddenMap = (el: Element) =>
  wrappers(el)
    .map((w) => {
      const hidden = w.getAttribute('aria-hidden') === 'true';
      expect(w.inert, 'inert together with aria-hidden').to.equal(hidden);
      return hidden ? 'x' : 'o';
    })
    .join('');
const current = (el: Element) => dots(el).findIndex((d) => d.getAttribute('aria-current') === 'true');
const perView = (el: Element) => Math.round(viewport(el).clientWidth / wrappers(el)[0]!.getBoundingClientRect().width);
/**
 * A visitor's swipe comes after the first frames, when the slider knows where it was placed (a
 * scroll in the very first frame counts as the reset of a move: WebKit, issue 37).
 */
const afterFirstFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const nextSlide = (el: Element) => oneEvent(el, 'nl-slide') as Promise<SlideEvent>;

const QUOTES = [
  ['Binnen twee weken had ik een baan als planner die echt bij me past.', 'Sanne, planner in Utrecht'],
  ['Mijn consulent dacht mee over mijn uren, zodat ik werk en studie kon combineren. Dat had ik niet verwacht van een uitzendbureau.', 'Youssef, logistiek medewerker'],
  ['Eerlijk advies over salaris en contract.', 'Marieke, administratief medewerker'],
];
const quote = ([text, who]: string[]) => `<figure><blockquote><p>${text}</p></blockquote><figcaption>${who}</figcaption></figure>`;
const CARDS = ['Medewerker klantenservice', 'Logistiek medewerker (orderpicker) in de nachtploeg', 'Administratief medewerker', 'Planner transport', 'Monteur zonnepanelen', 'Receptionist'];
const card = (title: string, i: number) =>
  `<article class="card"><h3><a href="#vacature-${i}">${title}</a></h3><p>${'Amsterdam, 32 tot 40 uur. '.repeat(1 + (i % 3))}</p></article>`;

const quotesHtml = (n = 3) => QUOTES.slice(0, n).map(quote).join('');
const cardsHtml = (n = 5) => CARDS.slice(0, n).map(card).join('');
const STYLE = 'font: 16px/1.5 sans-serif';
const CARD_CSS = '.card { padding: 1rem; border: 1px solid #8c959f; } .card h3 { margin: 0 0 0.5rem; }';

/** Renders markup (a string, as an editor pastes it) in a fresh container and waits for the upgrade. */
async function render<T extends Element = Slider>(markup: string, options: { width?: number; lang?: string; css?: string } = {}): Promise<T> {
  const container = fixtureSync<HTMLElement>(html`<div></div>`);
  container.setAttribute('style', `${STYLE}; width: ${options.width ?? 600}px`);
  if (options.lang) container.lang = options.lang;
  container.innerHTML = (options.css ? `<style>${options.css}</style>` : '') + markup;
  const el = container.querySelector('nl-slider') as unknown as T;
  await settle(container);
  return el;
}

describe('nl-slider', () => {
  afterEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetMouse();
  });

  describe('before and after the upgrade', () => {
    it('no layout shift: default and columns sliders keep their size when the code arrives (800 px)', async () => {
      await setViewport({ width: 800, height: 900 });
      const page = html`
        <div style="${STYLE}; width: 700px">
          <style .textContent=${CARD_CSS}></style>
          <p data-probe>Boven</p>
          <nl-slider label="Ervaringen" .innerHTML=${quotesHtml()}></nl-slider>
          <p data-probe>Onder de ervaringen</p>
          <nl-slider variant="columns" label="Vacatures" .innerHTML=${cardsHtml(5)}></nl-slider>
          <p data-probe>Onder de vacatures</p>
          <nl-slider variant="columns" label="Twee vacatures" .innerHTML=${cardsHtml(2)}></nl-slider>
          <p data-probe>Onder twee vacatures (passen naast elkaar: geen knoppen)</p>
          <nl-slider label="Eén ervaring" .innerHTML=${quotesHtml(1)}></nl-slider>
          <p data-probe>Einde</p>
        </div>
      `;
      const el = await expectNoLayoutShift(page, load);
      // And really laid out as a carousel: 1 quote, then 2 cards side by side at this width.
      const [quotes, columns] = [...el.querySelectorAll('nl-slider')];
      expect(perView(quotes!)).to.equal(1);
      expect(perView(columns!)).to.equal(2);
      expect(hiddenMap(columns!)).to.equal('ooxxx');
    });

    // The pre-upgrade rules at every breakpoint: the same markup in an iframe (where the tag is not
    // defined, with the pre-upgrade rules) and upgraded here, in boxes of the same width, at the same
    // viewport width, must put every slide in the same place and be equally tall.
    for (const width of [1280, 1001, 1000, 601, 600, 481, 480, 360]) {
      it(`pre-upgrade CSS matches the upgraded layout at ${width} px (default and columns)`, async () => {
        await load();
        await setViewport({ width, height: 800 });
        const box = Math.min(700, width - 40);
        for (const markup of [
          `<nl-slider>${quotesHtml()}</nl-slider>`,
          `<nl-slider>${quotesHtml(1)}</nl-slider>`,
          `<nl-slider variant="columns">${cardsHtml(5)}</nl-slider>`,
          `<nl-slider variant="columns">${cardsHtml(3)}</nl-slider>`,
          `<nl-slider variant="columns">${cardsHtml(2)}</nl-slider>`,
          `<nl-slider variant="columns" style="--nl-slider-gap: 2rem">${cardsHtml(4)}</nl-slider>`,
        ]) {
          const before = await layoutBeforeUpgrade(markup, width, box);
          const after = layoutOf(await render(markup, { width: box, css: CARD_CSS }));
          expect(after, markup.slice(0, 40)).to.deep.equal(before);
        }
      });
    }
  });

  describe('presets', () => {
    before(load);

    it('default: one slide in view, dots and previous/next, no autoplay', async () => {
      const el = await render(`<nl-slider>${quotesHtml()}</nl-slider>`);
      expect(perView(el)).to.equal(1);
      expect(wrappers(el)).to.have.length(3);
      expect(hiddenMap(el)).to.equal('oxx');
      expect(dots(el).map((d) => d.getAttribute('aria-label'))).to.deep.equal(['Ga naar dia 1', 'Ga naar dia 2', 'Ga naar dia 3']);
      expect(current(el)).to.equal(0);
      expect(previous(el)!.getAttribute('aria-label')).to.equal('Vorige dia');
      expect(next(el)!.getAttribute('aria-label')).to.equal('Volgende dia');
      expect(rotation(el)).to.equal(null);
      // Each light-DOM child is one slide, in its own slot.
      expect([...el.children].map((c) => c.slot)).to.deep.equal(['slide-0', 'slide-1', 'slide-2']);
    });

    it('default preset values and the columns preset follow the README (src/elements/slider/README.md, Presets)', () => {
      expect(PRESETS.default).to.include({ slidesToShow: 1, speed: 300, autoplay: false, interval: 7000, dots: true });
      expect(PRESETS.columns).to.include({ slidesToShow: 3, autoplay: true, interval: 4000 });
      const columns = settingsFor('columns', {});
      expect([1920, 1001, 1000, 601, 600, 481, 480, 320].map((w) => perViewAt(w, columns))).to.deep.equal([3, 3, 2, 2, 2, 2, 1, 1]);
      // glider-js's responsive settings are min-width: the max-width breakpoints shift by one px.
      expect(gliderLayout(columns)).to.deep.equal({
        slidesToShow: 1,
        responsive: [
          { breakpoint: 481, settings: { slidesToShow: 2 } },
          { breakpoint: 601, settings: { slidesToShow: 2 } },
          { breakpoint: 1001, settings: { slidesToShow: 3 } },
        ],
      });
      expect(gliderLayout(settingsFor('default', {}))).to.deep.equal({ slidesToShow: 1, responsive: [] });
      // A breakpoint never shows more than slidesToShow.
      expect(perViewAt(800, settingsFor('columns', { slidesToShow: 1 }))).to.equal(1);
    });

    for (const [width, expected] of [
      [1280, 3],
      [1001, 3],
      [1000, 2],
      [601, 2],
      [600, 2],
      [481, 2],
      [480, 1],
      [360, 1],
    ] as const) {
      it(`columns: ${expected} slide(s) in view at ${width} px, as glider lays them out`, async () => {
        await setViewport({ width, height: 800 });
        const el = await render(`<nl-slider variant="columns">${cardsHtml(5)}</nl-slider>`, { width: Math.min(700, width - 40) });
        expect(perView(el)).to.equal(expected);
        expect(hiddenMap(el)).to.equal('o'.repeat(expected) + 'x'.repeat(5 - expected));
        const slideWidth = wrappers(el)[0]!.getBoundingClientRect().width;
        expect(Math.abs(slideWidth - viewport(el).clientWidth / expected)).to.be.lessThan(0.5);
      });
    }

    it('columns: follows the window across a breakpoint and keeps the current slide in view', async () => {
      await setViewport({ width: 1280, height: 800 });
      const el = await render(`<nl-slider variant="columns" config='{"autoplay":false}'>${cardsHtml(6)}</nl-slider>`);
      const moved = nextSlide(el);
      el.goTo(2);
      expect((await moved).detail).to.deep.equal({ index: 2, count: 6 });
      expect(hiddenMap(el)).to.equal('xxooox');
      await setViewport({ width: 800, height: 800 });
      await until(() => perView(el) === 2);
      await until(() => hiddenMap(el) === 'xxooxx');
      await setViewport({ width: 400, height: 800 });
      await until(() => hiddenMap(el) === 'xxoxxx', () => [hiddenMap(el), viewport(el).scrollLeft, viewport(el).clientWidth, perView(el)]);
    });

    it('two refreshes before the next frame (two resize events) keep the current slide in view', async () => {
      await setViewport({ width: 1280, height: 800 });
      const el = await render(`<nl-slider config='{"autoplay":false}'>${cardsHtml(5)}</nl-slider>`);
      const moved = nextSlide(el);
      el.goTo(2);
      expect((await moved).detail).to.deep.equal({ index: 2, count: 5 });
      expect(hiddenMap(el)).to.equal('xxoxx');
      // Narrower: glider re-measures on each resize event and keeps its slide with a scroll in the
      // next frame; the second re-measure comes before that frame.
      el.parentElement!.style.width = '300px';
      window.dispatchEvent(new Event('resize'));
      window.dispatchEvent(new Event('resize'));
      await until(() => viewport(el).clientWidth === 300);
      // Read once the viewport has come to slide 2 at 300 px, within 2 s: a wrong slide stays wrong,
      // so this fails without the fix ([1200, "xxxxo"]). The one failure seen (a whole run, WebKit,
      // a busy machine) read that same state two frames after the resize; whether it would have
      // stayed is not known (8 runs of the file since, idle and loaded, did not show it again).
      await until(
        () => Math.abs(viewport(el).scrollLeft - 2 * viewport(el).clientWidth) <= 1,
        () => [viewport(el).scrollLeft, hiddenMap(el)],
      );
      await frame();
      await frame();
      expect(hiddenMap(el)).to.equal('xxoxx');
    });

    it('columns: the rotation control is the first focusable element; previous/next, no dots', async () => {
      const clock = sinon.useFakeTimers(FAKE);
      try {
        const before = document.createElement('button');
        before.textContent = 'ervoor';
        const el = await render(`<nl-slider variant="columns">${cardsHtml(5)}</nl-slider>`, { width: 900 });
        el.before(before);
        before.focus();
        await sendKeys({ press: 'Tab' });
        expect(root(el).activeElement === rotation(el)).to.equal(true);
        expect(rotation(el)!.getAttribute('aria-label')).to.equal('Automatisch afspelen stoppen');
        expect(dots(el)).to.have.length(0);
        expect(previous(el)).to.exist;
        expect(next(el)).to.exist;
      } finally {
        clock.restore();
      }
    });

    it('no controls and no autoplay when every slide fits', async () => {
      const clock = sinon.useFakeTimers(FAKE);
      try {
        const el = await render(`<nl-slider variant="columns">${cardsHtml(3)}</nl-slider>`, { width: 900 });
        expect(root(el).querySelector('[part="controls"]')).to.equal(null);
        expect(rotation(el)).to.equal(null);
        expect(hiddenMap(el)).to.equal('ooo');
        let moves = 0;
        el.addEventListener('nl-slide', () => moves++);
        clock.tick(20000);
        expect(moves).to.equal(0);
        const single = await render(`<nl-slider>${quotesHtml(1)}</nl-slider>`);
        expect(root(single).querySelector('[part="controls"]')).to.equal(null);
      } finally {
        clock.restore();
      }
    });
  });

  describe('moving between slides', () => {
    before(load);

    it('next and previous move one slide, fire nl-slide {index, count} and update aria-hidden, inert and the dots', async () => {
      const el = await render(`<nl-slider>${quotesHtml()}</nl-slider>`);
      let moved = nextSlide(el);
      next(el)!.click();
      const event = await moved;
      expect(event.detail).to.deep.equal({ index: 1, count: 3 });
      expect(event.bubbles && event.composed).to.equal(true);
      expect(hiddenMap(el)).to.equal('xox');
      expect(current(el)).to.equal(1);
      expect(Math.abs(viewport(el).scrollLeft - viewport(el).clientWidth)).to.be.lessThan(1);
      moved = nextSlide(el);
      previous(el)!.click();
      expect((await moved).detail).to.deep.equal({ index: 0, count: 3 });
      expect(hiddenMap(el)).to.equal('oxx');
    });

    it('rewinds: previous on the first slide goes to the last, next on the last to the first', async () => {
      const el = await render(`<nl-slider>${quotesHtml()}</nl-slider>`);
      let moved = nextSlide(el);
      previous(el)!.click();
      expect((await moved).detail.index).to.equal(2);
      moved = nextSlide(el);
      next(el)!.click();
      expect((await moved).detail.index).to.equal(0);
    });

    it('without rewind the buttons at the ends are aria-disabled and do nothing', async () => {
      const el = await render(`<nl-slider config='{"rewind":false,"speed":0}'>${quotesHtml()}</nl-slider>`);
      expect(previous(el)!.getAttribute('aria-disabled')).to.equal('true');
      expect(next(el)!.hasAttribute('aria-disabled')).to.equal(false);
      previous(el)!.click();
      await committed();
      expect(hiddenMap(el)).to.equal('oxx');
      const moved = nextSlide(el);
      el.goTo(2);
      await moved;
      expect(next(el)!.getAttribute('aria-disabled')).to.equal('true');
      expect(previous(el)!.hasAttribute('aria-disabled')).to.equal(false);
    });

    it('a dot goes to its slide and becomes aria-current', async () => {
      const el = await render(`<nl-slider>${quotesHtml()}</nl-slider>`);
      const moved = nextSlide(el);
      dots(el)[2]!.click();
      expect((await moved).detail).to.deep.equal({ index: 2, count: 3 });
      expect(current(el)).to.equal(2);
      expect(dots(el).filter((d) => d.hasAttribute('aria-current'))).to.have.length(1);
    });

    it('with several slides in view, each dot stands for a group ("Ga naar dia 4 tot en met 5")', async () => {
      await setViewport({ width: 1280, height: 800 });
      const el = await render(`<nl-slider config='{"slidesToShow":3}'>${cardsHtml(5)}</nl-slider>`, { width: 900 });
      expect(dots(el).map((d) => d.getAttribute('aria-label'))).to.deep.equal(['Ga naar dia 1 tot en met 3', 'Ga naar dia 3 tot en met 5']);
      const moved = nextSlide(el);
      dots(el)[1]!.click();
      expect((await moved).detail.index).to.equal(2);
      expect(hiddenMap(el)).to.equal('xxooo');
      expect(current(el)).to.equal(1);
    });

    it('one move takes about `speed` ms, whatever its distance', async () => {
      const el = await render(`<nl-slider config='{"speed":300}'>${cardsHtml(6)}</nl-slider>`);
      const start = performance.now();
      const moved = nextSlide(el);
      dots(el)[5]!.click();
      await moved;
      const took = performance.now() - start;
      expect(took).to.be.within(250, 700);
    });

    it('a swipe or trackpad scroll counts as a move (nl-slide once it rests)', async () => {
      const el = await render(`<nl-slider config='{"speed":0}'>${quotesHtml()}</nl-slider>`);
      await afterFirstFrames();
      const moved = nextSlide(el);
      viewport(el).scrollLeft = viewport(el).clientWidth * 2;
      expect((await moved).detail.index).to.equal(2);
      expect(hiddenMap(el)).to.equal('xxo');
      expect(current(el)).to.equal(2);
    });

    it('a swipe settles where the browser fires no scrollend (WebKit; issue 37)', async () => {
      // Chromium and Firefox have scrollend: hide the feature, and stop the event before it reaches
      // the viewport, as a browser without it would.
      const owner = [window, Window.prototype, Object.getPrototypeOf(Window.prototype)].find((o) => Object.hasOwn(o, 'onscrollend'));
      const descriptor = owner && Object.getOwnPropertyDescriptor(owner, 'onscrollend');
      if (owner) delete (owner as { onscrollend?: unknown }).onscrollend;
      const swallow = (event: Event) => event.stopImmediatePropagation();
      window.addEventListener('scrollend', swallow, true);
      try {
        expect('onscrollend' in window).to.equal(false);
        const el = await render(`<nl-slider config='{"speed":0}'>${quotesHtml()}</nl-slider>`);
        await afterFirstFrames();
        const moved = nextSlide(el);
        viewport(el).scrollLeft = viewport(el).clientWidth * 2;
        expect((await moved).detail.index).to.equal(2);
        expect(current(el)).to.equal(2);
      } finally {
        window.removeEventListener('scrollend', swallow, true);
        if (owner && descriptor) Object.defineProperty(owner, 'onscrollend', descriptor);
      }
    });

    it('methods goTo(), next() and previous()', async () => {
      const el = await render(`<nl-slider config='{"speed":0}'>${quotesHtml()}</nl-slider>`);
      let moved = nextSlide(el);
      el.goTo(2);
      expect((await moved).detail.index).to.equal(2);
      moved = nextSlide(el);
      el.previous();
      expect((await moved).detail.index).to.equal(1);
      moved = nextSlide(el);
      el.next();
      expect((await moved).detail.index).to.equal(2);
      moved = nextSlide(el);
      el.goTo(99); // as far as it goes: already there, so nothing; then to the start
      el.goTo(-5);
      expect((await moved).detail.index).to.equal(0);
    });
  });

  describe('keyboard', () => {
    before(load);

    it('Tab skips links in slides out of view; Enter and Space work the buttons', async () => {
      const el = await render(`<nl-slider config='{"speed":0}'>${cardsHtml(3)}</nl-slider>`);
      const before = document.createElement('button');
      before.textContent = 'ervoor';
      el.before(before);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement?.getAttribute('href')).to.equal('#vacature-0');
      await sendKeys({ press: 'Tab' });
      // The links of slides 2 and 3 are inert: next is previous.
      expect(root(el).activeElement === previous(el)).to.equal(true);
      await sendKeys({ press: 'Tab' });
      expect(root(el).activeElement === dots(el)[0]).to.equal(true);
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      expect(root(el).activeElement === next(el)).to.equal(true);
      let moved = nextSlide(el);
      await sendKeys({ press: 'Enter' });
      expect((await moved).detail.index).to.equal(1);
      moved = nextSlide(el);
      await sendKeys({ press: 'Space' });
      expect((await moved).detail.index).to.equal(2);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement?.getAttribute('href')).to.equal('#vacature-2');
    });

    it('slides without links: Tab goes from before the slider to its controls, the scrolling viewport is no tab stop (issue 31)', async () => {
      const el = await render(`<nl-slider config='{"speed":0}'>${quotesHtml()}</nl-slider>`);
      const before = document.createElement('button');
      before.textContent = 'ervoor';
      el.before(before);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(root(el).activeElement === previous(el), `focus on ${root(el).activeElement?.className}`).to.equal(true);
    });

    it('Arrow Left/Right move a slide from the controls', async () => {
      const el = await render(`<nl-slider config='{"speed":0}'>${quotesHtml()}</nl-slider>`);
      dots(el)[0]!.focus();
      let moved = nextSlide(el);
      await sendKeys({ press: 'ArrowRight' });
      expect((await moved).detail.index).to.equal(1);
      moved = nextSlide(el);
      await sendKeys({ press: 'ArrowLeft' });
      expect((await moved).detail.index).to.equal(0);
      // Focus stays on the control.
      expect(root(el).activeElement === dots(el)[0]).to.equal(true);
    });

    it('Arrow Right in slide content moves, and focus goes to the slide that comes into view', async () => {
      const el = await render(`<nl-slider config='{"speed":0}'>${cardsHtml(3)}</nl-slider>`);
      el.querySelector<HTMLAnchorElement>('a[href="#vacature-0"]')!.focus();
      const moved = nextSlide(el);
      await sendKeys({ press: 'ArrowRight' });
      expect((await moved).detail.index).to.equal(1);
      expect(root(el).activeElement === wrappers(el)[1]).to.equal(true);
      expect(wrappers(el)[1]!.getAttribute('aria-label')).to.equal('2 van 3');
      // Arrow keys in a text field are the field's: they move its caret, and past either end they do
      // nothing (WebKit scrolled the slides part of a slide there, and the field's slide turned inert).
      const field = await render(`<nl-slider config='{"speed":0}'><div><input aria-label="Zoek" value="ab"></div><div>Twee</div></nl-slider>`);
      const input = field.querySelector('input')!;
      const slides = sinon.spy();
      field.addEventListener('nl-slide', slides);
      input.focus();
      input.setSelectionRange(2, 2);
      await sendKeys({ press: 'ArrowRight' });
      await committed();
      expect([hiddenMap(field), viewport(field).scrollLeft, document.activeElement === input], 'at the end').to.deep.equal(['ox', 0, true]);
      await sendKeys({ press: 'ArrowLeft' });
      expect(input.selectionStart, 'the caret moved').to.equal(1);
      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ press: 'ArrowLeft' });
      await committed();
      expect([hiddenMap(field), viewport(field).scrollLeft, document.activeElement === input], 'at the start').to.deep.equal(['ox', 0, true]);
      expect(slides.called).to.equal(false);
    });
  });

  describe('autoplay', () => {
    before(load);
    let clock: sinon.SinonFakeTimers | undefined;
    const fakeTimers = () => (clock = sinon.useFakeTimers(FAKE));
    afterEach(() => {
      clock?.restore();
      clock = undefined;
    });

    it('columns: moves every 4000 ms and wraps round at the end', async () => {
      fakeTimers();
      const el = await render(`<nl-slider variant="columns">${cardsHtml(5)}</nl-slider>`, { width: 900 });
      let moves = 0;
      el.addEventListener('nl-slide', () => moves++);
      clock!.tick(3999);
      expect(moves).to.equal(0);
      let moved = nextSlide(el);
      clock!.tick(1);
      expect((await moved).detail).to.deep.equal({ index: 1, count: 5 });
      moved = nextSlide(el);
      clock!.tick(4000);
      expect((await moved).detail.index).to.equal(2);
      moved = nextSlide(el);
      clock!.tick(4000);
      expect((await moved).detail.index).to.equal(0);
      // The slides container is not live while rotating.
      expect(root(el).querySelector('[part="track"]')!.getAttribute('aria-live')).to.equal('off');
    });

    it('autoplay goes round even without rewind', async () => {
      fakeTimers();
      const el = await render(`<nl-slider config='{"autoplay":true,"rewind":false,"interval":1000,"speed":0}'>${quotesHtml(2)}</nl-slider>`);
      let moved = nextSlide(el);
      clock!.tick(1000);
      expect((await moved).detail.index).to.equal(1);
      await committed(); // the next countdown starts once React has run its effects
      moved = nextSlide(el);
      clock!.tick(1000);
      expect((await moved).detail.index).to.equal(0);
    });

    it('the pause button is in line with the other controls: one centred row, with or without dots', async () => {
      for (const config of ['{"autoplay":true}', '{"autoplay":true,"dots":false}']) {
        const el = await render(`<nl-slider config='${config}'>${quotesHtml()}</nl-slider>`, { width: 320 });
        const host = el.getBoundingClientRect();
        const pause = rotation(el)!.getBoundingClientRect();
        const others = root(el).querySelector('[part="controls"]')!.getBoundingClientRect();
        expect(Math.round(pause.top), `${config}: same row`).to.equal(Math.round(others.top));
        expect(others.left - pause.right, `${config}: next to the others`).to.be.within(0, 1);
        // The group [pause ‹ • • • ›] centred on the slider, as the controls are without autoplay.
        expect(Math.abs(pause.left - host.left - (host.right - others.right)), `${config}: centred`).to.be.below(2);
      }
    });

    it('default with config autoplay: every 7000 ms, with a visible pause button', async () => {
      fakeTimers();
      const el = await render(`<nl-slider config='{"autoplay":true}'>${quotesHtml()}</nl-slider>`);
      const button = rotation(el)!;
      expect(button.checkVisibility()).to.equal(true);
      const box = button.getBoundingClientRect();
      expect(box.width >= 44 && box.height >= 44).to.equal(true);
      clock!.tick(6999);
      const moved = nextSlide(el);
      clock!.tick(1);
      expect((await moved).detail.index).to.equal(1);
      expect(rotation(el)!.checkVisibility()).to.equal(true);
    });

    it("the visitor's stop lasts until they press start", async () => {
      fakeTimers();
      const el = await render(`<nl-slider variant="columns">${cardsHtml(5)}</nl-slider>`, { width: 900 });
      let moves = 0;
      el.addEventListener('nl-slide', () => moves++);
      rotation(el)!.click();
      await committed();
      expect(rotation(el)!.getAttribute('aria-label')).to.equal('Automatisch afspelen starten');
      expect(root(el).querySelector('[part="track"]')!.getAttribute('aria-live')).to.equal('polite');
      // Hover and focus coming and going do not start it again.
      await sendMouse({ type: 'move', position: centre(wrappers(el)[0]!) });
      await sendMouse({ type: 'move', position: [0, 0] });
      el.querySelector('a')!.focus();
      el.querySelector('a')!.blur();
      await committed();
      clock!.tick(20000);
      expect(moves).to.equal(0);
      rotation(el)!.click();
      await committed();
      expect(rotation(el)!.getAttribute('aria-label')).to.equal('Automatisch afspelen stoppen');
      const moved = nextSlide(el);
      clock!.tick(4000);
      expect((await moved).detail.index).to.equal(1);
    });

    it('pauses while the pointer is over the slider (not over the rotation control)', async () => {
      fakeTimers();
      const el = await render(`<nl-slider variant="columns">${cardsHtml(5)}</nl-slider>`, { width: 900 });
      let moves = 0;
      el.addEventListener('nl-slide', () => moves++);
      await sendMouse({ type: 'move', position: centre(wrappers(el)[0]!) });
      await committed();
      clock!.tick(10000);
      expect(moves).to.equal(0);
      // The label stays: this pause is not the visitor's choice.
      expect(rotation(el)!.getAttribute('aria-label')).to.equal('Automatisch afspelen stoppen');
      await sendMouse({ type: 'move', position: centre(rotation(el)!) });
      await committed();
      const moved = nextSlide(el);
      clock!.tick(4000);
      expect((await moved).detail.index).to.equal(1);
      await sendMouse({ type: 'move', position: centre(wrappers(el)[1]!) });
      await sendMouse({ type: 'move', position: [0, 0] });
      await committed();
      const again = nextSlide(el);
      clock!.tick(4000);
      expect((await again).detail.index).to.equal(2);
    });

    it('keyboard focus stops it for good: it stays stopped when focus leaves, until the rotation control starts it (APG; issue 16)', async () => {
      fakeTimers();
      const el = await render(`<button id="voor">Voor</button><nl-slider variant="columns">${cardsHtml(5)}</nl-slider><button id="na">Na</button>`, { width: 900 });
      let moves = 0;
      el.addEventListener('nl-slide', () => moves++);
      el.parentElement!.querySelector<HTMLElement>('#voor')!.focus();
      // Tab onto the rotation control: it keeps rotating (pressing "stop" must be possible).
      await sendKeys({ press: 'Tab' });
      await committed();
      expect(deepActive() === rotation(el)).to.equal(true);
      let moved = nextSlide(el);
      clock!.tick(4000);
      expect((await moved).detail.index).to.equal(1);
      moves = 0;
      // Tab on into the carousel: it stops, and the control says so.
      await sendKeys({ press: 'Tab' });
      await committed();
      expect(deepActive() !== rotation(el) && (el.contains(deepActive()) || root(el).contains(deepActive()))).to.equal(true);
      expect(rotation(el)!.getAttribute('aria-label')).to.equal('Automatisch afspelen starten');
      expect(root(el).querySelector('[part="track"]')!.getAttribute('aria-live')).to.equal('polite');
      clock!.tick(20000);
      // Focus leaves the carousel (back past the rotation control): still stopped.
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      await committed();
      expect(deepActive()?.id).to.equal('voor');
      clock!.tick(20000);
      expect(moves).to.equal(0);
      expect(rotation(el)!.getAttribute('aria-label')).to.equal('Automatisch afspelen starten');
      // Only the rotation control starts it again, and then focus on it does not stop it.
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Enter' });
      await committed();
      expect(rotation(el)!.getAttribute('aria-label')).to.equal('Automatisch afspelen stoppen');
      moved = nextSlide(el);
      clock!.tick(4000);
      expect((await moved).detail.index).to.equal(2);
    });

    it('focus from a click only pauses it: it goes on once focus and pointer have left (not on the rotation control)', async () => {
      fakeTimers();
      const el = await render(`<nl-slider variant="columns">${cardsHtml(5)}</nl-slider><button id="na">Na</button>`, { width: 900 });
      let moves = 0;
      el.addEventListener('nl-slide', () => moves++);
      const clicked = nextSlide(el);
      await sendMouse({ type: 'click', position: centre(next(el)!) });
      expect((await clicked).detail.index).to.equal(1);
      await committed();
      expect(deepActive() === next(el)).to.equal(true);
      moves = 0;
      // The pointer leaves; focus stays on the next button: paused, not stopped.
      await sendMouse({ type: 'move', position: [0, 0] });
      await committed();
      clock!.tick(10000);
      expect(moves).to.equal(0);
      expect(rotation(el)!.getAttribute('aria-label')).to.equal('Automatisch afspelen stoppen');
      // Focus on the rotation control does not pause it.
      rotation(el)!.focus();
      await committed();
      let moved = nextSlide(el);
      clock!.tick(4000);
      expect((await moved).detail.index).to.equal(2);
      // A click in slide content pauses it until focus leaves.
      await sendMouse({ type: 'click', position: centre(el.querySelector('a[href="#vacature-3"] ')!) });
      await sendMouse({ type: 'move', position: [0, 0] });
      await committed();
      clock!.tick(10000);
      expect(moves).to.equal(1);
      await sendMouse({ type: 'click', position: centre(el.parentElement!.querySelector('#na')!) });
      await committed();
      moved = nextSlide(el);
      clock!.tick(4000);
      await moved;
      expect(moves).to.equal(2);
    });

    it('does not start under prefers-reduced-motion; the control offers to start it, and moves are instant', async function () {
      await chromiumOnly(this, REDUCED_MOTION);
      await emulateMedia({ reducedMotion: 'reduce' });
      fakeTimers();
      const el = await render(`<nl-slider variant="columns">${cardsHtml(5)}</nl-slider>`, { width: 900 });
      let moves = 0;
      el.addEventListener('nl-slide', () => moves++);
      expect(rotation(el)!.getAttribute('aria-label')).to.equal('Automatisch afspelen starten');
      expect(rotation(el)!.checkVisibility()).to.equal(true);
      clock!.tick(20000);
      expect(moves).to.equal(0);
      rotation(el)!.click();
      await committed();
      expect(rotation(el)!.getAttribute('aria-label')).to.equal('Automatisch afspelen stoppen');
      const start = performance.now();
      const moved = nextSlide(el);
      clock!.tick(4000);
      expect((await moved).detail.index).to.equal(1);
      expect(performance.now() - start).to.be.lessThan(200);
    });

    it('stops when the visitor turns on reduced motion while it runs', async function () {
      await chromiumOnly(this, REDUCED_MOTION);
      fakeTimers();
      const el = await render(`<nl-slider variant="columns">${cardsHtml(5)}</nl-slider>`, { width: 900 });
      let moves = 0;
      el.addEventListener('nl-slide', () => moves++);
      await emulateMedia({ reducedMotion: 'reduce' });
      await committed();
      expect(rotation(el)!.getAttribute('aria-label')).to.equal('Automatisch afspelen starten');
      clock!.tick(20000);
      expect(moves).to.equal(0);
    });

    it('leaves no timer and no listener behind when removed', async () => {
      fakeTimers();
      const added = sinon.spy(window, 'addEventListener');
      const removed = sinon.spy(window, 'removeEventListener');
      try {
        const el = await render(`<nl-slider variant="columns">${cardsHtml(5)}</nl-slider>`, { width: 900 });
        const resize = added.getCalls().filter((call) => call.args[0] === 'resize');
        expect(resize.length, 'glider listens to resize').to.be.greaterThan(0);
        expect(clock!.countTimers(), 'the autoplay timer').to.equal(1);
        el.remove();
        await Promise.resolve();
        await committed();
        expect(clock!.countTimers()).to.equal(0);
        for (const call of resize) {
          expect(removed.getCalls().some((r) => r.args[0] === 'resize' && r.args[1] === call.args[1]), 'resize listener removed').to.equal(true);
        }
      } finally {
        added.restore();
        removed.restore();
      }
    });
  });

  describe('accessibility and texts', () => {
    before(load);

    it('region, slides and controls carry the APG carousel semantics in Dutch', async () => {
      const el = await render(`<nl-slider>${quotesHtml()}</nl-slider>`);
      const box = region(el);
      expect(box.getAttribute('role')).to.equal('region');
      expect(box.getAttribute('aria-roledescription')).to.equal('carrousel');
      expect(box.getAttribute('aria-label')).to.equal('Carrousel');
      expect(wrappers(el).map((w) => [w.getAttribute('role'), w.getAttribute('aria-roledescription'), w.getAttribute('aria-label')])).to.deep.equal([
        ['group', 'dia', '1 van 3'],
        ['group', 'dia', '2 van 3'],
        ['group', 'dia', '3 van 3'],
      ]);
      expect(root(el).querySelector('[part="dots"]')!.getAttribute('aria-label')).to.equal('Kies een dia');
      expect(previous(el)!.getAttribute('aria-controls')).to.equal('slides');
      expect(root(el).getElementById('slides')?.getAttribute('part')).to.equal('track');
    });

    it('the label attribute names the region', async () => {
      const el = await render(`<nl-slider label="Ervaringen van kandidaten">${quotesHtml()}</nl-slider>`);
      expect(region(el).getAttribute('aria-label')).to.equal('Ervaringen van kandidaten');
    });

    it('English texts inside lang="en"', async () => {
      const clock = sinon.useFakeTimers(FAKE);
      try {
        const el = await render(`<nl-slider variant="columns" config='{"dots":true}'>${cardsHtml(5)}</nl-slider>`, { lang: 'en', width: 900 });
        expect(region(el).getAttribute('aria-label')).to.equal('Carousel');
        expect(region(el).getAttribute('aria-roledescription')).to.equal('carousel');
        expect(wrappers(el)[1]!.getAttribute('aria-roledescription')).to.equal('slide');
        expect(wrappers(el)[1]!.getAttribute('aria-label')).to.equal('2 of 5');
        expect(previous(el)!.getAttribute('aria-label')).to.equal('Previous slide');
        expect(next(el)!.getAttribute('aria-label')).to.equal('Next slide');
        expect(dots(el).map((d) => d.getAttribute('aria-label'))).to.deep.equal(['Go to slides 1 to 3', 'Go to slides 3 to 5']);
        expect(root(el).querySelector('[part="dots"]')!.getAttribute('aria-label')).to.equal('Choose a slide');
        expect(rotation(el)!.getAttribute('aria-label')).to.equal('Stop automatic slide show');
        rotation(el)!.click();
        await el.updateComplete;
        expect(rotation(el)!.getAttribute('aria-label')).to.equal('Start automatic slide show');
        const single = await render(`<nl-slider>${quotesHtml()}</nl-slider>`, { lang: 'en' });
        expect(dots(single)[1]!.getAttribute('aria-label')).to.equal('Go to slide 2');
      } finally {
        clock.restore();
      }
    });

    it('messages override the texts', async () => {
      const el = await render(`<nl-slider messages='{"slide":"ervaring","next":"Volgende ervaring","slideLabel":"Ervaring %{index} van %{count}"}'>${quotesHtml()}</nl-slider>`);
      expect(wrappers(el)[0]!.getAttribute('aria-roledescription')).to.equal('ervaring');
      expect(wrappers(el)[0]!.getAttribute('aria-label')).to.equal('Ervaring 1 van 3');
      expect(next(el)!.getAttribute('aria-label')).to.equal('Volgende ervaring');
    });

    it('is accessible (axe): default and columns, with slides out of view', async () => {
      const clock = sinon.useFakeTimers(FAKE);
      try {
        const el = await render(`<nl-slider label="Ervaringen">${quotesHtml()}</nl-slider>`);
        const columns = await render(`<nl-slider variant="columns" label="Uitgelichte vacatures">${cardsHtml(5)}</nl-slider>`, { width: 900 });
        clock.restore();
        await expect(el).to.be.accessible();
        await expect(columns).to.be.accessible();
      } finally {
        clock.restore();
      }
    });
  });

  describe('config and attributes', () => {
    before(load);

    it('config overrides the preset', async () => {
      const el = await render(`<nl-slider config='{"slidesToShow":2,"dots":false,"arrows":true,"breakpoints":{"400":1}}'>${quotesHtml()}</nl-slider>`);
      expect(perView(el)).to.equal(2);
      expect(dots(el)).to.have.length(0);
      expect(next(el)).to.exist;
      el.setAttribute('config', '{"slidesToShow":3}');
      await el.updateComplete;
      await until(() => perView(el) === 3);
      expect(root(el).querySelector('[part="controls"]')).to.equal(null);
      // Removing it brings the preset back.
      el.removeAttribute('config');
      await el.updateComplete;
      await until(() => perView(el) === 1);
      expect(dots(el)).to.have.length(3);
    });

    it('slidesToScroll moves by a group (never more than are in view)', async () => {
      const el = await render(`<nl-slider config='{"slidesToShow":2,"slidesToScroll":2,"speed":0}'>${cardsHtml(6)}</nl-slider>`);
      const moved = nextSlide(el);
      next(el)!.click();
      expect((await moved).detail.index).to.equal(2);
      expect(hiddenMap(el)).to.equal('xxooxx');
    });

    const bad: [string, string][] = [
      ['{"slidesToShow":"3"}', 'nl-slider: attribute "config" is not valid: slidesToShow must be a whole number from 1 to 12, got "3"'],
      ['{"autoplay":"yes"}', 'nl-slider: attribute "config" is not valid: autoplay must be true or false, got "yes"'],
      ['{"interval":10}', 'nl-slider: attribute "config" is not valid: interval must be a whole number from 1000 to 600000, got 10'],
      ['{"breakpoints":{"wide":2}}', 'nl-slider: attribute "config" is not valid: breakpoints key "wide" must be a width in px (a whole number from 1)'],
      ['{"breakpoints":[600]}', 'nl-slider: attribute "config" is not valid: breakpoints must be an object of max-widths in px and slide counts ({"600": 1}), got an array'],
      [
        '{"slidesToshow":2}',
        'nl-slider: attribute "config" is not valid: unknown key "slidesToshow" (known keys: slidesToShow, slidesToScroll, breakpoints, speed, autoplay, interval, dots, arrows, rewind)',
      ],
      ['[1,2]', 'nl-slider: attribute "config" is not valid: the value must be an object, got an array'],
    ];
    for (const [config, message] of bad) {
      it(`config ${config}: one error, the preset is used`, async () => {
        let el!: Slider;
        const errors = await errorsDuring(async () => {
          el = await render(`<nl-slider config='${config}'>${quotesHtml()}</nl-slider>`);
        });
        expect(errors).to.deep.equal([message]);
        expect(perView(el)).to.equal(1);
        expect(dots(el)).to.have.length(3);
      });
    }

    it('malformed JSON in config: one error, the preset is used', async () => {
      let el!: Slider;
      const errors = await errorsDuring(async () => {
        el = await render(`<nl-slider variant="columns" config='{"autoplay": false'>${cardsHtml(5)}</nl-slider>`, { width: 900 });
      });
      expect(errors).to.have.length(1);
      expect(errors[0]).to.match(/^nl-slider: attribute "config" is not valid JSON \(/);
      expect(perView(el)).to.equal(3);
      expect(rotation(el)).to.exist;
    });

    it('an unknown variant: one error, the default preset', async () => {
      let el!: Slider;
      const errors = await errorsDuring(async () => {
        el = await render(`<nl-slider variant="grid">${quotesHtml()}</nl-slider>`);
      });
      expect(errors).to.deep.equal(['nl-slider: attribute "variant" must be one of "default", "columns", got "grid"']);
      expect(dots(el)).to.have.length(3);
    });

    it('the config property takes an object', async () => {
      const el = await render(`<nl-slider>${quotesHtml()}</nl-slider>`);
      el.config = { dots: false };
      await el.updateComplete;
      expect(el.getAttribute('config')).to.equal('{"dots":false}');
      expect(dots(el)).to.have.length(0);
    });
  });

  describe('light DOM and moving', () => {
    before(load);

    it('adding and removing slides refreshes the slider', async () => {
      const el = await render(`<nl-slider config='{"speed":0}'>${quotesHtml(2)}</nl-slider>`);
      expect(dots(el)).to.have.length(2);
      const extra = document.createElement('div');
      extra.textContent = 'Nieuwe dia';
      el.append(extra);
      await until(() => wrappers(el).length === 3);
      expect(extra.slot).to.equal('slide-2');
      expect(wrappers(el)[2]!.getAttribute('aria-label')).to.equal('3 van 3');
      expect(dots(el)).to.have.length(3);
      const moved = nextSlide(el);
      el.goTo(2);
      expect((await moved).detail).to.deep.equal({ index: 2, count: 3 });
      expect(extra.checkVisibility()).to.equal(true);
      expect(Math.round(extra.getBoundingClientRect().width)).to.equal(viewport(el).clientWidth);
      // Removing the current slide: the last one left comes into view.
      const back = nextSlide(el);
      extra.remove();
      expect((await back).detail).to.deep.equal({ index: 1, count: 2 });
      expect(hiddenMap(el)).to.equal('xo');
      expect(dots(el)).to.have.length(2);
    });

    it('moving the element in the DOM keeps the current slide and the visitor’s stop', async () => {
      const clock = sinon.useFakeTimers(FAKE);
      try {
        const el = await render(`<nl-slider variant="columns" config='{"speed":0}'>${cardsHtml(5)}</nl-slider>`, { width: 900 });
        rotation(el)!.click();
        const moved = nextSlide(el);
        el.goTo(2);
        await moved;
        const other = fixtureSync<HTMLElement>(html`<section style="${STYLE}; width: 900px"></section>`);
        other.append(el);
        await committed();
        expect(hiddenMap(el)).to.equal('xxooo');
        expect(Math.abs(wrappers(el)[2]!.getBoundingClientRect().left - viewport(el).getBoundingClientRect().left)).to.be.lessThan(1);
        expect(rotation(el)!.getAttribute('aria-label')).to.equal('Automatisch afspelen starten');
        let moves = 0;
        el.addEventListener('nl-slide', () => moves++);
        clock.tick(20000);
        expect(moves).to.equal(0);
      } finally {
        clock.restore();
      }
    });
  });
});

/** The focused element, looking into shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/** A task later (MessageChannel, which React's scheduler uses and sinon does not fake). */
function task(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });
}

/** React has rendered and run its effects after a state change from outside (hover, focus, media). */
async function committed(): Promise<void> {
  await frame();
  await task();
  await task();
}

function frame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Waits, frame by frame, until `test` holds (at most 2 s). */
async function until(test: () => boolean, show?: () => unknown): Promise<void> {
  const start = performance.now();
  while (!test()) {
    if (performance.now() - start > 2000) throw new Error(`timed out waiting for ${test.toString()}${show ? ` (now ${JSON.stringify(show())})` : ''}`);
    await frame();
  }
}

/** The host's height and each slide's box relative to the host, rounded to 0.5 px. */
function layoutOf(host: Element): number[][] {
  const round = (n: number) => Math.round(n * 2) / 2;
  const origin = host.getBoundingClientRect();
  return [
    [round(origin.height)],
    ...[...host.children].map((child) => {
      const box = child.getBoundingClientRect();
      return [round(box.left - origin.left), round(box.top - origin.top), round(box.width), round(box.height)];
    }),
  ];
}

/** The same markup in an iframe of the viewport's width, where the tag is not defined. */
async function layoutBeforeUpgrade(markup: string, width: number, box: number): Promise<number[][]> {
  const frameEl = document.createElement('iframe');
  frameEl.setAttribute('style', `width: ${width}px; height: 800px; border: 0; position: absolute; left: 0; top: 0`);
  frameEl.srcdoc = `<!doctype html><html lang="nl"><head><style>${preUpgradeCss}</style><style>body { margin: 0 } ${CARD_CSS}</style></head><body><div style="${STYLE}; width: ${box}px">${markup}</div></body></html>`;
  const loaded = new Promise((resolve) => frameEl.addEventListener('load', resolve, { once: true }));
  document.body.append(frameEl);
  await loaded;
  try {
    return layoutOf(frameEl.contentDocument!.querySelector('nl-slider')!);
  } finally {
    frameEl.remove();
  }
}
