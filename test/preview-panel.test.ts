/**
 * Preview mode's page part (issue 14, src/core/preview/panel.ts) and the unknown-attribute warning
 * (src/core/define.tsx), on this page with the elements' source. The switch, the loader's part and the
 * visitor view are test/preview.test.ts (the built loader, in frames).
 *
 * This page is put in preview mode (`<html data-nl-debug>`) before any element renders; the panel's
 * code is imported after the first problems have been reported, as a chunk that arrives late would.
 */
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { problemStore } from '../src/core/problems.ts';
import { settle } from './helpers.ts';

document.documentElement.setAttribute('data-nl-debug', '');

const panelHost = () => document.querySelector<HTMLElement>('[data-nl-preview="panel"]');
const panelRoot = () => panelHost()!.shadowRoot!;
const toggle = () => panelRoot().querySelector<HTMLButtonElement>('button.toggle')!;
const entries = () => [...panelRoot().querySelectorAll<HTMLButtonElement>('button.entry')];
const boxBefore = (element: Element): HTMLElement | null => {
  let node = element.previousElementSibling;
  while (node instanceof HTMLElement && node.dataset.nlPreview === 'box') {
    if (node.shadowRoot!.textContent!.includes(`${element.localName}:`)) return node;
    node = node.previousElementSibling;
  }
  return null;
};
const boxText = (element: Element) => boxBefore(element)?.shadowRoot!.textContent ?? '';

/** Runs fn and returns what it logged with console.warn (as strings), without printing it. */
async function warningsDuring(fn: () => unknown | Promise<unknown>): Promise<string[]> {
  const original = console.warn;
  const logged: string[] = [];
  console.warn = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  try {
    await fn();
  } finally {
    console.warn = original;
  }
  return logged;
}

// The console as it is; after the panel's import, as the panel wrapped it (it listens there too).
let quiet = console.error;

describe('preview mode on the page (panel and boxes)', () => {
  let page: HTMLElement;

  before(async () => {
    console.error = () => {};
    await Promise.all([
      import('../elements/nl-map.ts'),
      import('../elements/nl-search.ts'),
      import('../elements/nl-video.ts'),
      import('../elements/nl-accordion.ts'),
      import('../elements/nl-accordion-item.ts'),
      import('../elements/nl-call-us.ts'),
    ]);
    // Not a fixture: open-wc removes fixtures after each test, and these tests share one page.
    page = document.createElement('main');
    page.innerHTML = `
        <h1>Voorbeeld</h1>
        <p>Tekst</p>
        <nl-map config='{"api_key": "k", "pois": [}'><p id="map-fallback">Onze locaties: Utrecht, Zwolle.</p></nl-map>
        <div style="height: 1500px"></div>
        <nl-search placeholder="Zoek een vacature"></nl-search>
        <nl-video title="Werken bij ons"><a href="https://example.org/video">Bekijk de video</a></nl-video>
        <h2>Vragen</h2>
        <nl-accordion variant="grid">
          <nl-accordion-item item-id="a" heading="Vraag"><p>Antwoord</p></nl-accordion-item>
        </nl-accordion>
        <nl-call-us phone="0201234567" lable="Bel ons"></nl-call-us>
    `;
    page.style.font = '16px/1.5 sans-serif';
    document.body.append(page);
    await settle(page);
    console.error = quiet;
  });

  after(() => {
    console.error = quiet;
    page.remove();
    panelHost()?.remove();
    document.querySelectorAll('[data-nl-preview="box"]').forEach((box) => box.remove());
  });

  it('keeps the problems reported before the panel chunk arrives, and shows them when it does', async () => {
    const kept = problemStore().list.map((p) => p.message);
    expect(kept.some((m) => m.startsWith('nl-map: attribute "config" is not valid JSON'))).to.equal(true);
    expect(panelHost()).to.equal(null);
    await import('../src/core/preview/panel.ts');
    quiet = console.error;
    await waitUntil(() => panelHost() && entries().length >= 5, 'panel with its entries', { timeout: 5000 });
  });

  it('shows a box in each element’s place naming the tag, the attribute and what to do', () => {
    const map = page.querySelector('nl-map')!;
    expect(boxText(map)).to.match(/nl-map: attribute "config" is not valid JSON \(.+\)/);
    expect(boxText(map)).to.include('Pas het attribuut aan in de HTML van de pagina');
    expect(boxText(page.querySelector('nl-search')!)).to.include('nl-search: attribute "action" is required');
    expect(boxText(page.querySelector('nl-video')!)).to.include('nl-video: attribute "video-id" is required');
    expect(boxText(page.querySelector('nl-accordion')!)).to.include('nl-accordion: attribute "variant" must be one of "list", "gallery", got "grid"');
    const callUs = page.querySelector('nl-call-us')!;
    expect(boxText(callUs)).to.include('nl-call-us: unknown attribute "lable"; did you mean "label"?');
    expect(boxText(callUs)).to.include('Controleer de spelling.');
    // The element's own fallback stays as it is (the box is beside it, not in it).
    expect(page.querySelector('#map-fallback')!.isConnected).to.equal(true);
    const box = boxBefore(map)!;
    expect(box.shadowRoot!.querySelector('[role="note"]')!.getAttribute('aria-label')).to.equal('nl-map: 1 probleem');
    expect(box.getBoundingClientRect().height).to.be.greaterThan(20);
  });

  it('counts the page’s problems in the fixed panel', () => {
    expect(toggle().textContent).to.equal(`${entries().length} problemen met nl-components`);
    expect(entries().length).to.equal(5);
    expect(getComputedStyle(panelRoot().querySelector('.panel')!).position).to.equal('fixed');
    expect(panelHost()!.getAttribute('aria-label')).to.equal('Voorbeeldweergave van nl-components');
  });

  it('adds a problem reported later to the box and the count', async () => {
    const before = entries().length;
    const search = page.querySelector('nl-search')!;
    console.error = () => {};
    search.setAttribute('name', '');
    search.setAttribute('label', 'Zoeken');
    search.setAttribute('action', 'javascript:alert(1)');
    await settle(search);
    console.error = quiet;
    await waitUntil(() => entries().length === before + 1, 'a sixth entry');
    expect(boxText(search)).to.include('nl-search: attribute "action"');
    expect(toggle().textContent).to.equal(`${before + 1} problemen met nl-components`);
    expect(boxBefore(search)!.shadowRoot!.querySelector('[role="note"]')!.getAttribute('aria-label')).to.equal('nl-search: 2 problemen');
    // The list is in page order, whatever order the problems came in.
    expect(entries().map((entry) => entry.textContent!.split(':')[0])).to.deep.equal(['nl-map', 'nl-search', 'nl-search', 'nl-video', 'nl-accordion', 'nl-call-us']);
  });

  it('hears the library’s own console lines too: tied to the one element of the tag they name, else listed alone', async () => {
    const before = entries().length;
    const items = () => [...panelRoot().querySelectorAll('ol > li')];
    const itemsBefore = items().length;
    // Printed (the panel listens on the console itself, so these are not silenced).
    // What the loader logs when a tag's code cannot be fetched; the page has one nl-map.
    console.error('nl-map: could not load /dist/elements/nl-map.js (Failed to fetch)');
    console.error('nl consent: set() takes "all", "necessary" or {necessary, preferences, statistics, marketing: boolean}, got 42');
    console.error('a line of the page’s own'); // not the library's: not shown
    await waitUntil(() => items().length === itemsBefore + 2, 'two more items');
    expect(entries().length).to.equal(before + 1);
    expect(boxText(page.querySelector('nl-map')!)).to.include('nl-map: could not load /dist/elements/nl-map.js');
    const alone = items().at(-1)!;
    expect(alone.querySelector('button')).to.equal(null);
    expect(alone.textContent).to.include('nl consent: set() takes');
    expect(alone.textContent).to.include('niet bij een element op de pagina');
    expect(toggle().textContent).to.equal(`${itemsBefore + 2} problemen met nl-components`);
  });

  it('opens with the keyboard; an entry scrolls to its element, outlines it and moves focus to its box', async () => {
    window.scrollTo(0, 0);
    toggle().focus();
    await sendKeys({ press: 'Enter' });
    expect(toggle().getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Tab' });
    const search = entries().find((entry) => entry.textContent!.startsWith('nl-search: attribute "action" is required'))!;
    // Tab through the entries to the nl-search one.
    for (let i = 0; i < entries().length && panelRoot().activeElement !== search; i++) await sendKeys({ press: 'Tab' });
    expect(panelRoot().activeElement === search, 'focus on the nl-search entry').to.equal(true);
    await sendKeys({ press: 'Enter' });
    const element = page.querySelector('nl-search')!;
    expect(element.hasAttribute('data-nl-preview-outline')).to.equal(true);
    const rect = element.getBoundingClientRect();
    expect(rect.top >= 0 && rect.bottom <= innerHeight, 'scrolled into view').to.equal(true);
    expect(document.activeElement === boxBefore(element), 'focus on its box').to.equal(true);
    expect(getComputedStyle(element).outlineStyle).to.equal('solid');
    // Another entry moves the outline.
    entries()[0]!.click();
    expect(element.hasAttribute('data-nl-preview-outline')).to.equal(false);
    expect(page.querySelector('nl-map')!.hasAttribute('data-nl-preview-outline')).to.equal(true);
  });

  it('closes its list with Escape, focus back on its button', async () => {
    toggle().click();
    if (toggle().getAttribute('aria-expanded') !== 'true') toggle().click();
    entries()[0]!.focus();
    await sendKeys({ press: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).to.equal('false');
    expect(panelRoot().querySelector<HTMLElement>('.body')!.hidden).to.equal(true);
    expect(panelRoot().activeElement === toggle()).to.equal(true);
  });

  it('is accessible: the panel (open and closed), the boxes and the elements beside them', async () => {
    await expect(panelHost()!).to.be.accessible();
    toggle().click();
    await expect(panelHost()!).to.be.accessible();
    await expect(page).to.be.accessible();
    toggle().click();
  });

  it('speaks English on an English page', async () => {
    document.documentElement.lang = 'en';
    try {
      console.error = () => {};
      const el = fixtureSync(html`<div lang="en"><nl-search placeholder="Search"></nl-search></div>`);
      await settle(el);
      console.error = quiet;
      await waitUntil(() => boxText(el.querySelector('nl-search')!).includes('nl-search: 1 problem'), 'English box');
      expect(boxText(el.querySelector('nl-search')!)).to.include("Fix the attribute in the page's HTML.");
      expect(toggle().textContent).to.match(/^\d+ problems with nl-components$/);
      expect(panelHost()!.getAttribute('aria-label')).to.equal('nl-components preview');
    } finally {
      document.documentElement.lang = '';
      console.error = quiet;
    }
  });

  it('puts the box of an element inside a shadow root before its outermost host in the page', async () => {
    const host = fixtureSync(html`<div><p>Vóór</p><section id="shadow-host"></section></div>`).querySelector('#shadow-host')!;
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<nl-call-us></nl-call-us>';
    console.error = () => {};
    await settle(root.querySelector('nl-call-us')!);
    console.error = quiet;
    await waitUntil(() => boxBefore(host) !== null || host.previousElementSibling?.getAttribute('data-nl-preview') === 'box', 'box before the host');
    expect(root.querySelector('[data-nl-preview]')).to.equal(null);
    expect((host.previousElementSibling as HTMLElement).shadowRoot!.textContent).to.include('nl-call-us: attribute "phone" is required');
  });

  it('puts the box of an item slotted into another tag before that tag, not among its items', async () => {
    console.error = () => {};
    const wrap = fixtureSync(html`<div><nl-accordion><nl-accordion-item heading="Zonder id"><p>x</p></nl-accordion-item></nl-accordion></div>`);
    await settle(wrap);
    console.error = quiet;
    const accordion = wrap.querySelector('nl-accordion')!;
    await waitUntil(() => accordion.previousElementSibling?.getAttribute('data-nl-preview') === 'box', 'box before nl-accordion');
    expect((accordion.previousElementSibling as HTMLElement).shadowRoot!.textContent).to.include('nl-accordion-item: attribute "item-id" is required');
    expect(accordion.querySelector('[data-nl-preview]')).to.equal(null);
  });
});

describe('unknown attributes', () => {
  before(() => Promise.all([import('../elements/nl-map.ts'), import('../elements/nl-call-us.ts'), import('../elements/nl-share-links.ts')]));

  it('warns once, naming the nearest known attribute', async () => {
    let el!: HTMLElement;
    const warnings = await warningsDuring(async () => {
      el = fixtureSync(html`<div><nl-call-us phone="0201234567" lable="Bel ons"></nl-call-us></div>`);
      await settle(el);
      // Moved: connected again, not warned again.
      const callUs = el.querySelector('nl-call-us')!;
      el.append(callUs);
      await settle(el);
    });
    expect(warnings).to.deep.equal(['nl-call-us: unknown attribute "lable"; did you mean "label"?']);
  });

  it('says which attributes the tag has when none is close', async () => {
    const warnings = await warningsDuring(async () => settle(fixtureSync(html`<div><nl-call-us phone="0201234567" kleur="rood"></nl-call-us></div>`)));
    expect(warnings).to.deep.equal(['nl-call-us: unknown attribute "kleur"; known attributes: "phone", "label", "messages".']);
  });

  it('nl-map confg → config', async () => {
    const warnings = await warningsDuring(async () => {
      const errors = console.error;
      console.error = () => {};
      await settle(fixtureSync(html`<div><nl-map confg='{"api_key":"k","pois":[]}'></nl-map></div>`));
      console.error = errors;
    });
    expect(warnings).to.deep.equal(['nl-map: unknown attribute "confg"; did you mean "config"?']);
  });

  it('never warns about global attributes', async () => {
    const warnings = await warningsDuring(async () =>
      settle(
        fixtureSync(html`
          <div>
            <nl-call-us
              phone="0201234567"
              id="bel"
              class="x"
              style="color: black"
              lang="nl"
              dir="ltr"
              slot="s"
              part="p"
              tabindex="-1"
              title="Bel"
              data-track="bel"
              aria-describedby="x"
              loading="lazy"
              role="group"
              translate="no"
              onclick="void 0"
            ></nl-call-us>
            <nl-share-links title="Deel" url="https://example.org/" hidden></nl-share-links>
          </div>
        `),
      ),
    );
    expect(warnings).to.deep.equal([]);
  });

  it('shows in preview mode too, in the element’s box', async () => {
    const warnings = await warningsDuring(async () => {
      const el = fixtureSync(html`<div><nl-call-us phone="0201234567" phnoe="1"></nl-call-us></div>`);
      await settle(el);
      await import('../src/core/preview/panel.ts');
      await waitUntil(() => boxText(el.querySelector('nl-call-us')!).includes('unknown attribute "phnoe"'), 'box');
    });
    expect(warnings).to.deep.equal(['nl-call-us: unknown attribute "phnoe"; did you mean "phone"?']);
  });
});
