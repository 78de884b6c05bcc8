/// <reference types="google.maps" />
import { expect, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit-html';
import type { LoadDetail, LoadErrorDetail, MarkerClickDetail } from '../../../elements/nl-map.ts';
import type { NlElement } from '../../core/define.tsx';
import { errorsDuring, expectNoLayoutShift, settle } from '../../../test/helpers.ts';

// Google Maps is test/fakes/google-maps.mjs: the real loader (@googlemaps/js-api-loader) asks for
// https://maps.googleapis.com/maps/api/js?…, the fake answers and records into window.__fakeMaps.
// The API is bootstrapped once per page and this file is one page, so the order matters:
// - the layout test runs before the tag is defined;
// - every test before "consent given: nothing until near the viewport …" requests no map at all;
// - that test makes the first request, which fails (/fake/google-maps/mode?fail=1), then retries;
//   every later test uses the loaded (fake) API;
// - gm_authFailure (Google refusing the key) lasts for the page: it is the last test.
// Wrappers are made with fixtureSync and awaited with settle(); DOM elements are compared with ===.

interface MapRecord {
  div: HTMLElement;
  options: google.maps.MapOptions;
  fitBounds: { bounds: google.maps.LatLngBoundsLiteral; points: google.maps.LatLngLiteral[]; padding: unknown }[];
  setZoom: number[];
  instance: google.maps.Map;
}
interface MarkerRecord {
  options: google.maps.MarkerOptions;
  map: google.maps.Map | null;
  instance: google.maps.Marker;
}
interface InfoRecord {
  options: google.maps.InfoWindowOptions;
  content: HTMLElement | null;
  open: boolean;
  anchor: unknown;
  opens: number;
}
interface FakeMaps {
  scripts: string[];
  maps: MapRecord[];
  markers: MarkerRecord[];
  infoWindows: InfoRecord[];
  fitZoom: number;
}
type TestWindow = Window & { __fakeMaps?: FakeMaps; __fakeMapsAuthFail?: boolean; __xss?: number };
const win = window as TestWindow;
const fakeMaps = () => win.__fakeMaps;

const KEY = 'test-key';
const POIS = [
  { name: 'Voorbeeld Groep Amsterdam', address: 'Keizersgracht 100', zipcode: '1015 CX', city: 'Amsterdam', type: 'hoofdkantoor', location: { lat: 52.3731, lng: 4.8872 } },
  { name: 'Voorbeeld Groep Utrecht', address: 'Oudegracht 200', zipcode: '3511 NR', city: 'Utrecht', type: 'vestiging', location: { lat: 52.0894, lng: 5.1196 } },
  { name: 'Voorbeeld Groep Groningen', address: 'Grote Markt 1', zipcode: '9711 LV', city: 'Groningen', type: 'vestiging', location: { lat: 53.2183, lng: 6.568 } },
];
const MARKERS = {
  hoofdkantoor: { url: '/assets/marker-hoofdkantoor.svg', size: [40, 52], origin: [0, 0], anchor: [20, 52], scaledSize: [40, 52] },
  default: { url: 'https://cdn.example.com/pin.svg', size: [32, 42], anchor: [16, 42] },
};
const route = (poi: { location: { lat: number; lng: number } }) => `https://www.google.com/maps/dir/?api=1&destination=${poi.location.lat},${poi.location.lng}`;
const json = (value: unknown) => JSON.stringify(value);
const config = (extra: Record<string, unknown> = {}) => json({ api_key: KEY, pois: POIS, markers: MARKERS, ...extra });

const clearConsent = () => {
  document.cookie = 'nl_consent=; path=/; max-age=0';
};
const allowMarketing = () => {
  document.cookie = `nl_consent=${encodeURIComponent(json({ necessary: true, preferences: false, statistics: false, marketing: true, revision: 1 }))}; path=/`;
};
/**
 * The requests this page has made for Google Maps, from the fake's own log (test/fakes/google-maps.mjs):
 * WebKit's resource timing has no entry for a request that failed. The log is the browser's, so it
 * starts where this file's page started.
 */
const googleLog = async () => (await (await fetch('/fake/google-maps/requests')).json()) as string[];
const logBefore = (await googleLog()).length;
const mapsRequests = async () => (await googleLog()).slice(logBefore);
const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));
const setFailing = async (fail: boolean) => {
  await fetch(`/fake/google-maps/mode?fail=${fail ? 1 : 0}`);
};

async function mount(template: TemplateResult): Promise<HTMLElement> {
  const wrapper = fixtureSync<HTMLElement>(template);
  await settle(wrapper);
  return wrapper;
}
const shadow = (el: Element) => el.shadowRoot!;
const placeholderOf = (el: Element) => shadow(el).querySelector('[part="consent-placeholder"]');
/** The list as text: [name, address, place, link text, href] per location. */
const listOf = (el: Element) =>
  [...shadow(el).querySelectorAll('[part="list"] > li')].map((li) => [
    ...[...li.querySelectorAll('p:not(.route)')].map((p) => p.textContent),
    li.querySelector('a')!.textContent,
    li.querySelector('a')!.getAttribute('href'),
  ]);
const expectedList = (pois = POIS, text = 'Route naar locatie') => pois.map((poi) => [poi.name, poi.address, `${poi.zipcode} ${poi.city}`, text, route(poi)]);

/** Mounts a map in view with consent and waits until it shows; returns the element and its fake map. */
async function loadedMap(attributes: { config?: string; stylesUrl?: string; lang?: string } = {}) {
  allowMarketing();
  const before = fakeMaps()?.maps.length ?? 0;
  const wrapper = fixtureSync<HTMLElement>(html`<div lang=${attributes.lang ?? 'nl'}>
    <nl-map config=${attributes.config ?? config()} styles-url=${attributes.stylesUrl ?? ''}></nl-map>
  </div>`);
  const el = wrapper.querySelector('nl-map')! as NlElement;
  const loaded = oneEvent(el, 'nl-load');
  await settle(wrapper);
  // Several maps in one test stack up: bring this one near the viewport, where it loads.
  el.scrollIntoView();
  const detail = ((await loaded) as CustomEvent<LoadDetail>).detail;
  const maps = fakeMaps()!.maps;
  expect(maps.length, 'one new map').to.equal(before + 1);
  return { el, wrapper, detail, map: maps[maps.length - 1]! };
}
const markersOf = (map: MapRecord) => fakeMaps()!.markers.filter((marker) => marker.map === map.instance);
const markerButton = (el: Element, title: string) => el.querySelector<HTMLButtonElement>(`.nl-map-canvas .fake-marker[title="${CSS.escape(title)}"]`)!;

describe('nl-map before its code has loaded', () => {
  before(clearConsent);

  it('reserves the map’s box and draws a server-rendered fallback list like its own list: nothing moves', async () => {
    const page = await expectNoLayoutShift(
      html`<div style="font: 16px/1.5 sans-serif; width: 600px">
        <p data-probe>Boven</p>
        <nl-map config=${config({ pois: POIS.slice(0, 2) })}>
          <ul>
            <li><p>Voorbeeld Groep Amsterdam</p><p>Keizersgracht 100</p><p>1015 CX Amsterdam</p><p><a href=${route(POIS[0]!)}>Route naar locatie</a></p></li>
            <li><p>Voorbeeld Groep Utrecht</p><p>Oudegracht 200</p><p>3511 NR Utrecht</p><p><a href=${route(POIS[1]!)}>Route naar locatie</a></p></li>
          </ul>
        </nl-map>
        <p data-probe>Onder</p>
      </div>`,
      () => import('../../../elements/nl-map.ts'),
    );
    const el = page.querySelector('nl-map')!;
    expect(placeholderOf(el), 'the consent placeholder took the box').to.not.equal(null);
    expect(listOf(el)).to.deep.equal(expectedList(POIS.slice(0, 2)));
    expect(shadow(el).querySelector('slot:not([name])'), 'the fallback is replaced by the element’s list').to.equal(null);
    expect(await mapsRequests()).to.deep.equal([]);
  });
});

describe('nl-map', () => {
  let consent: typeof import('../../core/consent.ts').consent;
  before(async () => {
    await import('../../../elements/nl-map.ts');
    ({ consent } = await import('../../core/consent.ts'));
  });
  beforeEach(clearConsent);
  afterEach(clearConsent);

  it('bad config: the exact errors, the fallback content, and no request for Google Maps (even with consent)', async () => {
    allowMarketing();
    let malformedMessage = '';
    try {
      JSON.parse('{"api_key": "k",}');
    } catch (error) {
      malformedMessage = (error as Error).message;
    }
    const cases: [string | null, string[], 'fallback' | 'list'][] = [
      ['{}', ['nl-map: Empty object'], 'fallback'],
      [null, ['nl-map: Missing configuration'], 'fallback'],
      [json({ pois: POIS }), ['nl-map: Missing configuration'], 'list'],
      [json({ api_key: '', pois: POIS }), ['nl-map: Missing configuration'], 'list'],
      [json({ api_key: KEY }), ['nl-map: Missing configuration'], 'fallback'],
      [json({ api_key: KEY, pois: [] }), ['nl-map: Missing configuration'], 'fallback'],
      [json({ markers: MARKERS, zoom: 12 }), ['nl-map: Missing configuration'], 'fallback'],
      ['{"api_key": "k",}', [`nl-map: attribute "config" is not valid JSON (${malformedMessage})`], 'fallback'],
      ['[1, 2]', ['nl-map: attribute "config" is not valid: the value must be an object, got an array'], 'fallback'],
      [json({ api_key: 5, pois: POIS }), ['nl-map: attribute "config" is not valid: api_key must be a non-empty string, got 5'], 'list'],
      [json({ api_key: KEY, pois: 'Amsterdam' }), ['nl-map: attribute "config" is not valid: pois must be an array of objects, got "Amsterdam"'], 'fallback'],
    ];
    for (const [value, expected, shows] of cases) {
      let el!: HTMLElement;
      const errors = await errorsDuring(async () => {
        const wrapper = await mount(html`<div>${value === null ? html`<nl-map><p>Onze vestigingen</p></nl-map>` : html`<nl-map config=${value}><p>Onze vestigingen</p></nl-map>`}</div>`);
        el = wrapper.querySelector('nl-map')!;
        await pause(20);
      });
      expect(errors, `errors for ${value}`).to.deep.equal(expected);
      expect(shadow(el).querySelector('[part="map"]'), `no map box for ${value}`).to.equal(null);
      if (shows === 'fallback') {
        expect(shadow(el).querySelector('slot:not([name])') !== null, `fallback for ${value}`).to.equal(true);
        expect(el.querySelector('p')!.checkVisibility()).to.equal(true);
      } else {
        expect(listOf(el), `list for ${value}`).to.deep.equal(expectedList());
      }
      el.parentElement!.remove();
    }
    await pause(200);
    expect(await mapsRequests()).to.deep.equal([]);
    expect(fakeMaps()).to.equal(undefined);
  });

  it('a location or marker icon with a wrong field is left out with one error naming it; the rest is used', async () => {
    const pois = [
      POIS[0],
      { ...POIS[1], location: { lat: '52.09', lng: 5.12 } },
      { address: 'Zonder naam 1', location: { lat: 52, lng: 5 } },
      { ...POIS[2], zipcode: 9711 },
      { name: 'Voorbeeld Groep Eindhoven', location: { lat: 51.4416, lng: 5.4697 } },
    ];
    let el!: HTMLElement;
    const errors = await errorsDuring(async () => {
      const wrapper = await mount(html`<div><nl-map config=${json({ api_key: KEY, pois, zoom: 40, markers: { vestiging: { url: '/a.svg', size: [1] }, kantoor: { url: 'javascript:alert(1)' }, default: MARKERS.default } })}></nl-map></div>`);
      el = wrapper.querySelector('nl-map')!;
      await pause(20);
    });
    expect(errors).to.deep.equal([
      'nl-map: attribute "config" is not valid: pois[1].location.lat must be a number from -90 to 90, got "52.09"; that location ("Voorbeeld Groep Utrecht") is left out',
      'nl-map: attribute "config" is not valid: pois[2].name is missing; that location is left out',
      'nl-map: attribute "config" is not valid: pois[3].zipcode must be a string, got 9711; that location ("Voorbeeld Groep Groningen") is left out',
      'nl-map: attribute "config" is not valid: zoom must be a number from 0 to 22, got 40; the map uses 15',
      'nl-map: attribute "config" is not valid: markers.vestiging.size must be an array of 2 numbers, got an array; that marker icon is left out',
      'nl-map: attribute "config" is not valid: markers.kantoor.url must be an http(s) URL, got "javascript:alert(1)"; that marker icon is left out',
    ]);
    expect(listOf(el)).to.deep.equal([
      expectedList()[0],
      ['Voorbeeld Groep Eindhoven', 'Route naar locatie', 'https://www.google.com/maps/dir/?api=1&destination=51.4416,5.4697'],
    ]);
    expect(placeholderOf(el), 'the map (behind consent) is still offered').to.not.equal(null);
  });

  it('lists every location with its route link and offers the map behind consent; nothing is requested before consent', async () => {
    const wrapper = await mount(html`<div><nl-map config=${config()} styles-url="/fake/respond?type=json&body=[]&t=consent"></nl-map></div>`);
    const el = wrapper.querySelector('nl-map')!;
    expect(listOf(el)).to.deep.equal(expectedList());
    const list = shadow(el).querySelector('[part="list"]')!;
    expect([list.localName, list.getAttribute('aria-label')]).to.deep.equal(['ul', 'Locaties']);
    const link = shadow(el).querySelector<HTMLAnchorElement>('[part="route"]')!;
    expect(shadow(el).getElementById(link.getAttribute('aria-describedby')!)!.textContent, 'the link is described by its location').to.equal('Voorbeeld Groep Amsterdam');
    const placeholder = placeholderOf(el)!;
    expect(placeholder.querySelector('.nl-consent-text')!.textContent).to.equal('De kaart komt van Google Maps, dat cookies plaatst.');
    expect([...placeholder.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['Kaart laden en cookies accepteren', 'Cookie-instellingen']);
    const box = shadow(el).querySelector('[part="map"]')!.getBoundingClientRect();
    expect(placeholder.getBoundingClientRect().height, 'the placeholder fills the map’s box').to.equal(box.height);
    await expect(el).to.be.accessible();
    await pause(200);
    expect(await mapsRequests()).to.deep.equal([]);
    expect(performance.getEntriesByType('resource').filter((e) => e.name.includes('t=consent')), 'no styles before consent').to.deep.equal([]);
    expect(el.querySelector('.nl-map-canvas')).to.equal(null);
  });

  it('English under lang="en"; messages overrides the texts', async () => {
    const wrapper = await mount(html`<div>
      <div lang="en"><nl-map config=${config({ pois: POIS.slice(0, 1) })}></nl-map></div>
      <nl-map config=${config({ pois: POIS.slice(0, 1) })} messages=${json({ route: 'Plan je route', listLabel: 'Vestigingen', consentAction: 'Toon de kaart' })}></nl-map>
    </div>`);
    const [en, custom] = [...wrapper.querySelectorAll('nl-map')];
    expect(listOf(en!)).to.deep.equal(expectedList(POIS.slice(0, 1), 'Route to location'));
    expect(shadow(en!).querySelector('[part="list"]')!.getAttribute('aria-label')).to.equal('Locations');
    expect([...placeholderOf(en!)!.querySelectorAll('p, button')].map((e) => e.textContent)).to.deep.equal([
      'The map comes from Google Maps, which sets cookies.',
      'Load the map and accept cookies',
      'Cookie settings',
    ]);
    expect(listOf(custom!)).to.deep.equal(expectedList(POIS.slice(0, 1), 'Plan je route'));
    expect(shadow(custom!).querySelector('[part="list"]')!.getAttribute('aria-label')).to.equal('Vestigingen');
    expect(placeholderOf(custom!)!.querySelector('.nl-consent-allow')!.textContent).to.equal('Toon de kaart');
    await expect(en!).to.be.accessible();
  });

  it('consent given: nothing until near the viewport; then one request with key and language; a failed load is reported and can be retried', async () => {
    allowMarketing();
    await setFailing(true);
    try {
      const wrapper = await mount(html`<div><div style="height: 4000px"></div><nl-map config=${config()}></nl-map></div>`);
      const el = wrapper.querySelector('nl-map')! as NlElement;
      await pause(300);
      expect(await mapsRequests(), 'nothing while far below the viewport').to.deep.equal([]);
      expect(el.querySelector('.nl-map-canvas')).to.equal(null);
      expect(shadow(el).querySelector('.message')!.textContent).to.equal('');

      let detail: LoadErrorDetail | undefined;
      const errors = await errorsDuring(async () => {
        const failed = oneEvent(el, 'nl-load-error');
        el.scrollIntoView();
        detail = ((await failed) as CustomEvent<LoadErrorDetail>).detail;
        await pause(50);
      });
      expect(errors).to.deep.equal(['nl-map: could not load Google Maps (The Google Maps JavaScript API could not load.)']);
      expect(detail).to.deep.equal({ reason: 'load' });
      const requests = await mapsRequests();
      expect(requests).to.have.length(1);
      const query = new URL(requests[0]!).searchParams;
      expect(query.get('key')).to.equal(KEY);
      expect(query.get('language')).to.equal('nl');
      expect(query.get('v')).to.equal('weekly');
      expect(query.get('callback')).to.equal('google.maps.__ib__');
      expect((query.get('libraries') ?? '').split(',').sort()).to.deep.equal(['core', 'maps', 'marker']);
      expect(shadow(el).querySelector('.message')!.textContent).to.equal('De kaart kon niet worden geladen. Alle locaties staan in de lijst hieronder.');
      expect(listOf(el), 'the list stays').to.deep.equal(expectedList());
      await expect(el).to.be.accessible();

      await setFailing(false);
      const retry = shadow(el).querySelector<HTMLButtonElement>('[part="retry"]')!;
      expect(retry.textContent).to.equal('Opnieuw proberen');
      const loaded = oneEvent(el, 'nl-load');
      retry.click();
      expect(shadow(el).activeElement === shadow(el).querySelector('.stage'), 'focus stays in the map’s box').to.equal(true);
      expect(((await loaded) as CustomEvent<LoadDetail>).detail).to.deep.equal({ locations: 3 });
      expect(await mapsRequests()).to.have.length(2);
      expect(fakeMaps()!.scripts.map((src) => new URL(src).searchParams.get('key'))).to.deep.equal([KEY]);
      expect(fakeMaps()!.maps).to.have.length(1);
      const canvas = el.querySelector<HTMLElement>(':scope > .nl-map-canvas[slot="map"]')!;
      expect(fakeMaps()!.maps[0]!.div === canvas, 'the map is drawn in the element’s canvas').to.equal(true);
      expect(canvas.querySelector('.fake-map')!.checkVisibility()).to.equal(true);
      expect(canvas.getBoundingClientRect().height).to.equal(shadow(el).querySelector('[part="map"]')!.getBoundingClientRect().height);
      expect(shadow(el).querySelector('.message')!.textContent).to.equal('');
    } finally {
      await setFailing(false);
      window.scrollTo(0, 0);
    }
  });

  it('a marker per location, with the icon of its type (else default, else Google’s pin) in the config’s shape, titled with its name', async () => {
    const { map } = await loadedMap();
    const markers = markersOf(map);
    expect(markers.map((m) => [m.options.title, m.options.position])).to.deep.equal(POIS.map((poi) => [poi.name, poi.location]));
    const icons = markers.map((m) => JSON.parse(json(m.options.icon)));
    expect(icons).to.deep.equal([
      {
        url: new URL('/assets/marker-hoofdkantoor.svg', location.href).href,
        size: { width: 40, height: 52 },
        origin: { x: 0, y: 0 },
        anchor: { x: 20, y: 52 },
        scaledSize: { width: 40, height: 52 },
      },
      { url: 'https://cdn.example.com/pin.svg', size: { width: 32, height: 42 }, anchor: { x: 16, y: 42 } },
      { url: 'https://cdn.example.com/pin.svg', size: { width: 32, height: 42 }, anchor: { x: 16, y: 42 } },
    ]);
    const icon = markers[0]!.options.icon as google.maps.Icon;
    expect(icon.size instanceof google.maps.Size && icon.origin instanceof google.maps.Point && icon.anchor instanceof google.maps.Point).to.equal(true);

    const { map: plain } = await loadedMap({ config: config({ markers: { hoofdkantoor: MARKERS.hoofdkantoor } }) });
    expect(markersOf(plain).map((m) => m.options.icon === undefined)).to.deep.equal([false, true, true]);
  });

  it('a marker opens the one info window: name, address, postcode and city, route link (text, not HTML); nl-marker-click', async () => {
    const pois = [...POIS.slice(0, 2), { ...POIS[2]!, name: '<img src=x onerror="window.__xss=1">Groningen & co' }];
    const { el, map } = await loadedMap({ config: config({ pois }) });
    const info = () => fakeMaps()!.infoWindows.filter((w) => markersOf(map).some((m) => m.instance === w.anchor));
    const clicks: MarkerClickDetail[] = [];
    el.addEventListener('nl-marker-click', (event) => clicks.push((event as CustomEvent<MarkerClickDetail>).detail));

    markerButton(el, 'Voorbeeld Groep Utrecht').click();
    let windows = info();
    expect(windows).to.have.length(1);
    const content = windows[0]!.content!;
    expect([...content.querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal(['Voorbeeld Groep Utrecht', 'Oudegracht 200', '3511 NR Utrecht', 'Route naar locatie']);
    expect(content.querySelector('a')!.getAttribute('href')).to.equal(route(POIS[1]!));
    expect(windows[0]!.options.ariaLabel).to.equal('Voorbeeld Groep Utrecht');
    expect(windows[0]!.open).to.equal(true);
    expect(el.querySelector('.fake-info-window a')!.checkVisibility(), 'shown on the map').to.equal(true);

    markerButton(el, pois[2]!.name).click();
    windows = info();
    expect(windows, 'still one info window').to.have.length(1);
    expect(windows[0]!.opens).to.equal(2);
    expect(windows[0]!.content!.querySelector('p')!.textContent).to.equal('<img src=x onerror="window.__xss=1">Groningen & co');
    expect(windows[0]!.content!.querySelector('img')).to.equal(null);
    await pause(20);
    expect(win.__xss).to.equal(undefined);
    expect(clicks.map((c) => c.poi)).to.deep.equal([pois[1], pois[2]]);
    await expect(el).to.be.accessible();

    const { el: en, map: enMap } = await loadedMap({ config: config({ pois: POIS.slice(0, 1) }), lang: 'en' });
    markerButton(en, 'Voorbeeld Groep Amsterdam').click();
    const enInfo = fakeMaps()!.infoWindows.find((w) => w.open && en.contains(w.content))!;
    expect(enInfo.content!.querySelector('a')!.textContent).to.equal('Route to location');
    expect(enMap.options.zoom).to.equal(15);
  });

  it('view: fitted to all locations, never closer than zoom (15 by default); one location centred at zoom', async () => {
    fakeMaps()!.fitZoom = 8;
    const { map: spread } = await loadedMap();
    expect(spread.options.zoom).to.equal(15);
    expect(spread.fitBounds).to.have.length(1);
    expect(spread.fitBounds[0]!.points).to.deep.equal(POIS.map((poi) => poi.location));
    expect(spread.fitBounds[0]!.padding).to.equal(48);
    expect(spread.setZoom, 'far apart: the fitted zoom stays').to.deep.equal([]);
    expect(spread.options).to.include({ gestureHandling: 'cooperative', mapTypeControl: false, streetViewControl: false });

    fakeMaps()!.fitZoom = 19;
    const { map: close } = await loadedMap({ config: config({ zoom: 13 }) });
    expect(close.setZoom, 'close together: capped at zoom').to.deep.equal([13]);
    expect(close.instance.getZoom()).to.equal(13);
    fakeMaps()!.fitZoom = 12;

    const { map: one } = await loadedMap({ config: config({ pois: [POIS[1]], zoom: 11 }) });
    expect([one.options.zoom, one.options.center, one.fitBounds.length]).to.deep.equal([11, POIS[1]!.location, 0]);
    const { map: defaulted } = await loadedMap({ config: config({ pois: [POIS[1]] }) });
    expect(defaulted.options.zoom).to.equal(15);
  });

  it('styles-url: the styles are applied; one that fails is logged and the map still shows', async () => {
    const styles = [{ featureType: 'poi', stylers: [{ visibility: 'off' }] }];
    const good = `/fake/respond?type=json&t=good&body=${encodeURIComponent(json(styles))}`;
    const { map } = await loadedMap({ stylesUrl: good });
    expect(map.options.styles).to.deep.equal(styles);

    for (const [query, reason] of [
      ['status=404&body=nee', 'HTTP 404'],
      ['type=json&body=%7B%22a%22%3A1%7D', 'not an array of map styles'],
      ['type=json&body=%5B%7B', 'the answer is not JSON'],
    ] as const) {
      const url = `/fake/respond?${query}&t=${reason.length}`;
      let shown: MapRecord | undefined;
      const errors = await errorsDuring(async () => {
        ({ map: shown } = await loadedMap({ stylesUrl: url }));
      });
      expect(errors).to.deep.equal([`nl-map: could not load the map styles from ${new URL(url, location.href).href} (${reason})`]);
      expect(shown!.options.styles, reason).to.equal(undefined);
    }
  });

  it('the placeholder’s button (keyboard) allows marketing cookies and loads the map; focus moves to it', async () => {
    const wrapper = await mount(html`<div><nl-map config=${config()}></nl-map></div>`);
    const el = wrapper.querySelector('nl-map')!;
    const allow = placeholderOf(el)!.querySelector<HTMLButtonElement>('.nl-consent-allow')!;
    allow.focus();
    const loaded = oneEvent(el, 'nl-load');
    await sendKeys({ press: 'Enter' });
    await loaded;
    expect(consent.get()).to.include({ marketing: true, statistics: false, preferences: false });
    expect(placeholderOf(el)).to.equal(null);
    expect(shadow(el).activeElement?.classList.contains('nl-consent-content')).to.equal(true);
    expect(el.querySelector('.nl-map-canvas .fake-map')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('moved in the DOM: the same map stays (no reload); removed: the map is taken down', async () => {
    const { el, wrapper, map } = await loadedMap();
    const canvas = el.querySelector('.nl-map-canvas')!;
    const count = fakeMaps()!.maps.length;
    let loads = 0;
    el.addEventListener('nl-load', () => loads++);
    const other = document.createElement('section');
    wrapper.append(other);
    other.append(el);
    await pause(100);
    expect(fakeMaps()!.maps.length).to.equal(count);
    expect(el.querySelector('.nl-map-canvas') === canvas && map.div === canvas, 'same canvas').to.equal(true);
    expect(canvas.querySelector('.fake-map')!.checkVisibility()).to.equal(true);
    expect(markersOf(map)).to.have.length(3);
    expect(loads).to.equal(0);

    el.remove();
    await pause(50);
    expect(canvas.isConnected).to.equal(false);
    expect(el.querySelector('.nl-map-canvas')).to.equal(null);
    expect(markersOf(map), 'markers taken off the map').to.have.length(0);
  });

  it('a second map with another api_key: a warning, and the page keeps the first key', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      await loadedMap({ config: config({ api_key: 'other-key' }) });
    } finally {
      console.warn = original;
    }
    expect(warnings.filter((w) => w.startsWith('nl-map'))).to.deep.equal([
      "nl-map: Google Maps loads once per page, with the api_key of the first map; this map's other api_key is not used",
    ]);
    expect(fakeMaps()!.scripts).to.have.length(1);
  });

  it('the demo site’s stand-in (examples/assets/maps-standin.js) is used instead of Google: markers, fitted view, info window by keyboard', async () => {
    allowMarketing();
    const frame = document.createElement('iframe');
    frame.width = '900';
    frame.height = '700';
    frame.title = 'stand-in';
    // A page of its own (its own window, so its own Maps loader), like its example page, /elements/nl-map.html (nl-map.example.html).
    frame.srcdoc = `<!doctype html><html lang="nl"><head>
      <script src="/assets/maps-standin.js"></script>
      <script type="module" src="/elements/nl-map.ts"></script>
    </head><body><nl-map config='${config()}'></nl-map></body></html>`;
    document.body.append(frame);
    try {
      await waitUntil(() => frame.contentDocument?.querySelectorAll('nl-map .maps-standin__marker').length === 3, 'the stand-in drew the markers', { timeout: 8000 });
      const doc = frame.contentDocument!;
      const markers = [...doc.querySelectorAll<HTMLButtonElement>('nl-map .maps-standin__marker')];
      expect(markers.map((m) => m.getAttribute('aria-label'))).to.deep.equal(POIS.map((poi) => poi.name));
      expect(markers[0]!.querySelector('img')!.getAttribute('src')).to.equal(new URL('/assets/marker-hoofdkantoor.svg', location.href).href);
      const panel = doc.querySelector('nl-map .maps-standin')!.getBoundingClientRect();
      for (const marker of markers) {
        const box = marker.getBoundingClientRect();
        expect(box.left >= panel.left && box.right <= panel.right && box.top >= panel.top && box.bottom <= panel.bottom, 'fitted: every marker in view').to.equal(true);
      }
      // (The config's default icon is on another host; the stand-in shows icons as images.)
      const google = frame.contentWindow!.performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => /(^|\.)(googleapis|gstatic|google)\.com$/.test(new URL(name).hostname));
      expect(google, 'nothing from Google').to.deep.equal([]);

      markers[1]!.focus();
      await sendKeys({ press: 'Enter' });
      const info = doc.querySelector<HTMLElement>('nl-map .maps-standin__info')!;
      expect(info.getAttribute('aria-label')).to.equal('Voorbeeld Groep Utrecht');
      expect(info.querySelector('.nl-map-info a')!.getAttribute('href')).to.equal(route(POIS[1]!));
      expect(info.querySelector('.nl-map-info a')!.textContent).to.equal('Route naar locatie');
      expect(doc.activeElement === info, 'focus moves into the info window').to.equal(true);
      await sendKeys({ press: 'Escape' });
      expect(info.isConnected).to.equal(false);
      expect(doc.activeElement === markers[1], 'and back to its marker').to.equal(true);
    } finally {
      frame.remove();
    }
  });

  it('Google refuses the key (gm_authFailure): one error, nl-load-error, the box says so, the list stays; later maps too', async () => {
    allowMarketing();
    win.__fakeMapsAuthFail = true;
    let el!: HTMLElement;
    let detail: LoadErrorDetail | undefined;
    const errors = await errorsDuring(async () => {
      const wrapper = fixtureSync<HTMLElement>(html`<div><nl-map config=${config()}></nl-map></div>`);
      el = wrapper.querySelector('nl-map')!;
      const failed = oneEvent(el, 'nl-load-error');
      await settle(wrapper);
      detail = ((await failed) as CustomEvent<LoadErrorDetail>).detail;
      await pause(50);
    });
    expect(errors).to.deep.equal(['nl-map: Google Maps did not accept the api_key (gm_authFailure)']);
    expect(detail).to.deep.equal({ reason: 'auth' });
    await waitUntil(() => shadow(el).querySelector('.message')!.textContent !== '');
    expect(shadow(el).querySelector('.message')!.textContent).to.equal('De kaart is nu niet beschikbaar. Alle locaties staan in de lijst hieronder.');
    expect(shadow(el).querySelector('[part="retry"]')).to.equal(null);
    expect(el.querySelector('.nl-map-canvas'), 'Google’s broken map is taken away').to.equal(null);
    expect(listOf(el)).to.deep.equal(expectedList());

    const count = fakeMaps()!.maps.length;
    const later = await errorsDuring(async () => {
      const wrapper = fixtureSync<HTMLElement>(html`<div><nl-map config=${config()}></nl-map></div>`);
      const second = wrapper.querySelector('nl-map')!;
      const failed = oneEvent(second, 'nl-load-error');
      await settle(wrapper);
      expect(((await failed) as CustomEvent<LoadErrorDetail>).detail).to.deep.equal({ reason: 'auth' });
    });
    expect(later, 'logged once per page').to.deep.equal([]);
    expect(fakeMaps()!.maps.length).to.equal(count);
  });
});
