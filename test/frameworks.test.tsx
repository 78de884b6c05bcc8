/**
 * Issue 17.5: the tags in a React 19 app (examples/react/App.tsx, with the app's own React from
 * Vite and the tags as they ship in dist/, which bundle theirs), and a plain page that loads the
 * library from another origin, as from a CDN (the runner's other host name; test/package-server.mjs
 * serves dist/ at /cdn/ with `Access-Control-Allow-Origin: *`). Needs `npm run build`.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '../examples/react/App.tsx';

type NlElement = HTMLElement & { updateComplete: Promise<void> };

const shadow = (el: Element) => el.shadowRoot!;
const itemButton = (item: Element) => shadow(item).querySelector<HTMLButtonElement>('button')!;
const visibleSlides = (slider: Element) =>
  [...shadow(slider).querySelectorAll<HTMLElement>('[part="slide"]')].filter((slide) => slide.getAttribute('aria-hidden') !== 'true').length;

describe('in a React 19 app (issue 17.5)', function () {
  this.timeout(30_000);
  let container: HTMLElement;
  let root: Root;

  before(async () => {
    // As an app does it: the tags are defined before the first render (examples/react/App.tsx).
    for (const tag of ['nl-accordion', 'nl-accordion-item', 'nl-slider']) {
      await import(/* @vite-ignore */ `${location.origin}/dist/elements/${tag}.js`);
    }
  });

  beforeEach(async () => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    // As in a browser: no act() (the elements' events reach React outside it); flushSync renders now.
    flushSync(() => root.render(<App />));
  });

  afterEach(async () => {
    root.unmount();
    container.remove();
  });

  const $ = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector)!;

  it('state opens the accordion item through its `open` property', async () => {
    const item = $<NlElement>('nl-accordion-item');
    await item.updateComplete;
    expect(itemButton(item).getAttribute('aria-expanded')).to.equal('false');
    const toggled = oneEvent(item, 'nl-toggle');
    flushSync(() => $('#toggle').click());
    expect((item as unknown as { open: boolean }).open).to.equal(true);
    await toggled;
    await item.updateComplete;
    expect(itemButton(item).getAttribute('aria-expanded')).to.equal('true');
    expect($('#accordion-state').textContent).to.equal('De vraag is open.');
    flushSync(() => $('#toggle').click());
    await item.updateComplete;
    expect(itemButton(item).getAttribute('aria-expanded')).to.equal('false');
    expect(item.hasAttribute('open')).to.equal(false);
  });

  it("the element's nl-toggle event updates the app's state (onnl-toggle)", async () => {
    const item = $<NlElement>('nl-accordion-item');
    await item.updateComplete;
    const opened = oneEvent(item, 'nl-toggle');
    itemButton(item).click();
    expect(((await opened) as CustomEvent<{ open: boolean }>).detail.open).to.equal(true);
    await waitUntil(() => $('#accordion-state').textContent === 'De vraag is open.', 'state follows the click');
    expect($('#toggle').textContent).to.equal('Antwoord verbergen');
    const closed = oneEvent(item, 'nl-toggle');
    itemButton(item).click();
    await closed;
    await waitUntil(() => $('#accordion-state').textContent === 'De vraag is dicht.', 'state follows the second click');
  });

  it('a config object from state is passed as a property, and nl-slide updates state', async () => {
    const slider = $<NlElement & { config: unknown; next(): void }>('nl-slider');
    await slider.updateComplete;
    expect(slider.config).to.deep.equal({ slidesToShow: 1, dots: true });
    // The element mirrors the property to its attribute as JSON (never "[object Object]").
    expect(JSON.parse(slider.getAttribute('config') ?? 'null')).to.deep.equal({ slidesToShow: 1, dots: true });
    await waitUntil(() => visibleSlides(slider) === 1, 'one slide in view');
    flushSync(() => $('#per-view').click());
    await slider.updateComplete;
    await waitUntil(() => visibleSlides(slider) === 2, 'two slides in view after the config changed');
    const moved = oneEvent(slider, 'nl-slide');
    slider.next();
    await moved;
    await waitUntil(() => $('#slider-state').textContent !== 'Vacature 1 van 4', 'state follows nl-slide');
  });
});

describe('a plain page loading the library from another origin (a CDN, issue 17.5)', function () {
  this.timeout(30_000);
  // The runner answers on both names; for the browser they are two origins.
  const other = () => `${location.protocol}//${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${location.port}`;

  async function load(path: string) {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width: 800px; height: 600px';
    document.body.append(frame);
    const loaded = oneEvent(frame, 'load');
    frame.src = `/test/fixtures/package/cdn.html?cdn=${encodeURIComponent(other())}&path=${path}`;
    await loaded;
    return { frame, win: frame.contentWindow as Window & { nl?: { ready: Promise<void> }; loaderFailed?: boolean } };
  }

  it('the loader resolves its chunks against its own URL: every file comes from the CDN origin', async () => {
    const { frame, win } = await load('cdn');
    expect(new URL(other()).origin).not.to.equal(win.location.origin);
    await waitUntil(() => win.nl, 'the loader ran', { timeout: 10_000 });
    await win.nl!.ready;
    const item = win.document.querySelector('nl-accordion-item')!;
    expect(itemButton(item).getAttribute('aria-expanded')).to.equal('false');
    itemButton(item).click();
    await waitUntil(() => itemButton(item).getAttribute('aria-expanded') === 'true', 'the item opens');
    expect(shadow(win.document.querySelector('nl-call-us')!).querySelector('a')!.getAttribute('href')).to.match(/^tel:/);
    // (The runner adds its own web socket script to every page it serves.)
    const files = (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => new URL(entry.name))
      .filter((url) => !url.pathname.startsWith('/__web-dev-server'));
    const scripts = files.filter((url) => url.pathname.endsWith('.js'));
    expect(scripts.map((url) => url.pathname)).to.include.members(['/cdn/nl-components.js', '/cdn/elements/nl-accordion-item.js', '/cdn/elements/nl-call-us.js']);
    for (const url of files) expect(url.origin, url.href).to.equal(new URL(other()).origin);
    frame.remove();
  });

  it('needs Access-Control-Allow-Origin: without it the module does not load', async () => {
    const { frame, win } = await load('cdn-no-cors');
    await waitUntil(() => win.loaderFailed === true, 'the module script fails (CORS)', { timeout: 10_000 });
    expect(win.nl).to.equal(undefined);
    frame.remove();
  });
});
