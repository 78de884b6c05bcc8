/**
 * Issue 16, consent on real pages: the built loader (dist/nl-components.js; npm test builds first),
 * each case in a same-origin iframe of its own (a fresh page: one consent state, one loader).
 *
 * - Point 1: a decision of an older revision is no decision, on every path, whatever order the
 *   code arrives in. The cookie bar's code is held back by the test server (test/fakes.mjs,
 *   /dist-held/ and the cookie nl_test_hold) so that the gated elements and the loader decide
 *   before it arrives.
 * - Point 4: an older nl_consent at a deeper path does not shadow the site-wide one, and every
 *   new decision replaces it.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { PAGE_TIMEOUT } from './helpers.ts';

type Host = HTMLElement & { updateComplete?: Promise<void> };
type ConsentApi = {
  get(): Record<string, unknown>;
  allows(category: string): boolean;
  set(choice: unknown): Record<string, unknown>;
};
type FrameWindow = Window & typeof globalThis & { dataLayer: unknown[]; nl: { consent: ConsentApi; ready: Promise<void> } };

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const ALL_REVISION_1 = { necessary: true, preferences: true, statistics: true, marketing: true, revision: 1 };
const POIS = [{ name: 'Voorbeeld Groep Utrecht', address: 'Oudegracht 200', zipcode: '3511 NR', city: 'Utrecht', type: 'vestiging', location: { lat: 52.0894, lng: 5.1196 } }];

function clearCookies(): void {
  for (const path of ['/', '/test/fixtures/consent/deeper', '/test/fixtures/consent/deeper/']) {
    for (const name of ['nl_consent', 'nl_test_hold']) document.cookie = `${name}=; path=${path}; max-age=0`;
  }
}

/**
 * A page in an iframe; resolves once its loader has run (a module script: the page is parsed by
 * then). Not on the frame's load event: Firefox holds that back until every module the page imported
 * has arrived, the held-back bar's code too, where Chromium fires it without them.
 */
async function open(source: { srcdoc?: string; src?: string }): Promise<{ frame: HTMLIFrameElement; win: FrameWindow; doc: Document }> {
  const frame = document.createElement('iframe');
  frame.width = '1000';
  frame.height = '800';
  if (source.srcdoc) frame.srcdoc = source.srcdoc;
  else frame.src = source.src!;
  document.body.append(frame);
  // The frame's window is about:blank's until the page replaces it: read again on every try.
  const win = () => frame.contentWindow as FrameWindow | null;
  await waitUntil(() => win()?.nl?.consent, 'the loader ran in the frame', { timeout: 10000 });
  return { frame, win: win()!, doc: frame.contentDocument! };
}

const isArguments = (value: unknown): value is IArguments => Object.prototype.toString.call(value) === '[object Arguments]';
const updates = (win: FrameWindow) => win.dataLayer.filter(isArguments).filter((args) => args[0] === 'consent' && args[1] === 'update');
/** Every Consent Mode update the page sent that grants something (security_storage is always granted). */
const grants = (win: FrameWindow) => updates(win).filter((args) => Object.entries(args[2] as Record<string, string>).some(([key, value]) => key !== 'security_storage' && value === 'granted'));
const thirdParty = (win: FrameWindow) =>
  win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('maps.googleapis.com') || name.includes('/fake/recruitment/'));

describe('consent of an older revision (issue 16, point 1)', function () {
  this.timeout(PAGE_TIMEOUT);
  beforeEach(clearCookies);
  afterEach(async () => {
    clearCookies();
    await fetch('/fake/release?file=nl-cookie-bar.js');
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  });

  it('is no decision for the loader, Consent Mode, nl-map and nl-recruitment-loader, even while the bar’s code is still on its way', async () => {
    document.cookie = `nl_consent=${encode(ALL_REVISION_1)}; path=/`;
    document.cookie = 'nl_test_hold=nl-cookie-bar.js; path=/';
    const { win, doc } = await open({
      // /dist-held/: /dist/, with nl-cookie-bar.js held back while the cookie nl_test_hold says so (test/fakes.mjs).
      srcdoc: `<!DOCTYPE html><html lang="nl"><head><script type="module" src="/dist-held/nl-components.js"></script></head><body>
        <nl-map config='${JSON.stringify({ api_key: 'test-key', pois: POIS })}'></nl-map>
        <nl-recruitment-loader script-src="/fake/recruitment/platform.js?t=revision" vacancy-id="16"></nl-recruitment-loader>
        <nl-cookie-bar revision="2"></nl-cookie-bar></body></html>`,
    });
    const map = doc.querySelector<Host>('nl-map')!;
    const recruitment = doc.querySelector<Host>('nl-recruitment-loader')!;
    // Both gated elements have rendered, and decided, before the bar's code arrived.
    await waitUntil(() => win.customElements.get('nl-map') && win.customElements.get('nl-recruitment-loader'), 'gated elements defined', { timeout: 10000 });
    await map.updateComplete;
    await recruitment.updateComplete;
    // Booleans, not the frame's objects: a failure message holding another window's objects can
    // hang the runner's report (docs/decisions.md, "A failing expect(a).to.equal(b) …").
    expect(win.customElements.get('nl-cookie-bar') === undefined, 'the bar’s code is held back').to.equal(true);
    expect(Boolean(map.shadowRoot!.querySelector('[part="consent-placeholder"]')), 'nl-map asks for consent').to.equal(true);
    expect(Boolean(recruitment.shadowRoot!.querySelector('[part="consent-placeholder"]')), 'nl-recruitment-loader asks for consent').to.equal(true);
    expect(win.nl.consent.get()).to.include({ marketing: false, statistics: false, decided: false, revision: 2 });
    expect(win.nl.consent.allows('marketing')).to.equal(false);
    expect(grants(win).length, 'no Consent Mode update grants anything').to.equal(0);
    expect(thirdParty(win), 'nothing from a third party').to.deep.equal([]);

    // The bar's code arrives: it asks again; still nothing granted or loaded.
    document.cookie = 'nl_test_hold=; path=/; max-age=0';
    await fetch('/fake/release?file=nl-cookie-bar.js');
    const bar = doc.querySelector<Host>('nl-cookie-bar')!;
    await waitUntil(() => bar.shadowRoot?.querySelector('[part="bar"]'), 'the bar asks again', { timeout: 10000 });
    expect(grants(win).length).to.equal(0);
    expect(thirdParty(win)).to.deep.equal([]);
    expect(Boolean(map.shadowRoot!.querySelector('[part="consent-placeholder"]'))).to.equal(true);
  });

  it('a bar that comes later with a higher revision takes back what an older decision allowed', async () => {
    document.cookie = `nl_consent=${encode(ALL_REVISION_1)}; path=/`;
    const { win, doc } = await open({ srcdoc: '<!DOCTYPE html><html lang="nl"><head><script type="module" src="/dist/nl-components.js"></script></head><body></body></html>' });
    expect(win.nl.consent.allows('marketing'), 'revision 1 counts on a page without a bar').to.equal(true);
    const bar = doc.createElement('nl-cookie-bar');
    bar.setAttribute('revision', '3');
    doc.body.append(bar);
    await waitUntil(() => !win.nl.consent.allows('marketing'), 'revision 3 counts at once');
    const last = updates(win).at(-1)!;
    expect((last[2] as Record<string, string>).ad_storage, 'Consent Mode told').to.equal('denied');
  });
});

describe('an older nl_consent at a deeper path (issue 16, point 4)', function () {
  this.timeout(PAGE_TIMEOUT);
  const DEEPER = '/test/fixtures/consent/deeper';
  beforeEach(clearCookies);
  afterEach(() => {
    clearCookies();
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  });

  it('does not shadow the site-wide withdrawal: the most restrictive counts, with one console error, and the next choice removes it', async () => {
    // An old grant at the deeper path, the visitor's newer withdrawal for the whole site.
    document.cookie = `nl_consent=${encode(ALL_REVISION_1)}; path=${DEEPER}`;
    document.cookie = `nl_consent=${encode({ necessary: true, preferences: false, statistics: false, marketing: false, revision: 1 })}; path=/`;
    const { win } = await open({ src: `${DEEPER}/page.html` });
    const errors = (win as unknown as { consoleErrors: string[] }).consoleErrors;
    {
      expect(win.document.cookie.split('; ').filter((c) => c.startsWith('nl_consent=')), 'both are visible there').to.have.length(2);
      expect(win.nl.consent.allows('marketing')).to.equal(false);
      expect(win.nl.consent.get()).to.include({ preferences: false, statistics: false, marketing: false, decided: true });
      expect(errors).to.deep.equal(['nl consent: 2 nl_consent cookies are visible (an older one at a deeper path or a parent domain); the most restrictive counts']);
      // A grant and then a withdrawal on that page: each one wins there and site-wide.
      expect(() => win.nl.consent.set('all')).not.to.throw();
      expect(win.document.cookie.split('; ').filter((c) => c.startsWith('nl_consent=')), 'one left').to.have.length(1);
      expect(win.nl.consent.allows('marketing')).to.equal(true);
      win.nl.consent.set({ marketing: false });
      expect(win.nl.consent.allows('marketing')).to.equal(false);
      expect(JSON.parse(decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('nl_consent='))!.slice(11)))).to.include({ marketing: false });
      expect(errors, 'no more errors').to.have.length(1);
    }
  });

  it('a refusal in either wins over a grant; what one leaves undecided, or a malformed one, is undecided', async () => {
    document.cookie = `nl_consent=${encode({ necessary: true, preferences: true, statistics: false, revision: 1 })}; path=${DEEPER}`;
    document.cookie = `nl_consent=${encode(ALL_REVISION_1)}; path=/`;
    let { win } = await open({ src: `${DEEPER}/page.html` });
    expect(win.nl.consent.get()).to.include({ preferences: true, statistics: false, marketing: false, decided: false });
    document.querySelector('iframe')!.remove();
    document.cookie = `nl_consent={bad; path=${DEEPER}`;
    ({ win } = await open({ src: `${DEEPER}/page.html` }));
    expect(win.nl.consent.get()).to.include({ preferences: false, statistics: false, marketing: false, decided: false });
  });
});

describe('Global Privacy Control and gated page scripts with the built loader (issue 16, point 5)', function () {
  this.timeout(PAGE_TIMEOUT);
  beforeEach(clearCookies);
  afterEach(() => {
    clearCookies();
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  });

  it('under GPC the loader announces no marketing grant, not even a stored one made without the signal', async () => {
    document.cookie = `nl_consent=${encode(ALL_REVISION_1)}; path=/`;
    const { win } = await open({
      srcdoc: `<!DOCTYPE html><html lang="nl"><head>
        <script>Object.defineProperty(navigator, 'globalPrivacyControl', { value: true });</script>
        <script type="module" src="/dist/nl-components.js"></script></head><body></body></html>`,
    });
    expect(win.nl.consent.get()).to.include({ statistics: true, marketing: false, decided: false });
    const told = updates(win);
    expect(told.length, 'the stored statistics grant is announced').to.equal(1);
    expect({ ...(told[0]![2] as object) }).to.include({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  });

  it('a page with a gated script and no cookie bar tag gets the gating code: the script runs once its category is allowed', async () => {
    const { win, doc } = await open({
      srcdoc: `<!DOCTYPE html><html lang="nl"><head><script type="module" src="/dist/nl-components.js"></script></head><body>
        <script type="text/plain" data-nl-consent="statistics">window.gatedRuns = (window.gatedRuns || 0) + 1;</script></body></html>`,
    });
    const frameWin = win as FrameWindow & { gatedRuns?: number };
    await waitUntil(() => win.customElements.get('nl-cookie-bar'), 'the gating code (with the bar’s) loaded', { timeout: 10000 });
    expect(frameWin.gatedRuns).to.equal(undefined);
    win.nl.consent.set({ statistics: true });
    await waitUntil(() => frameWin.gatedRuns === 1, 'ran');
    expect(doc.querySelector('script[type="text/plain"]') === null).to.equal(true);
  });
});

describe('withdrawal clears cookies at every path the page can see (issue 16, point 5)', function () {
  this.timeout(PAGE_TIMEOUT);
  const DEEPER = '/test/fixtures/consent/deeper';
  beforeEach(clearCookies);
  afterEach(() => {
    clearCookies();
    for (const path of ['/', DEEPER, `${DEEPER}/`]) for (const name of ['_ga', '_ga_X1', '_fbp']) document.cookie = `${name}=; path=${path}; max-age=0`;
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  });

  it('a withdrawn category’s declared cookies go at the site root and at the deeper paths of this page', async () => {
    document.cookie = '_ga=1; path=/';
    document.cookie = `_ga=2; path=${DEEPER}`;
    document.cookie = `_ga_X1=3; path=${DEEPER}/`;
    document.cookie = `_fbp=4; path=${DEEPER}`;
    const { win, doc } = await open({ src: `${DEEPER}/page.html` });
    const bar = doc.querySelector<Host>('nl-cookie-bar')!;
    bar.setAttribute(
      'cookies',
      JSON.stringify([
        { name: '_ga*', provider: 'Google Analytics', purpose: 'Tellen', expiry: '2 jaar', category: 'statistics' },
        { name: '_fbp', provider: 'Meta', purpose: 'Advertenties', expiry: '3 maanden', category: 'marketing' },
      ]),
    );
    await waitUntil(() => win.customElements.get('nl-cookie-bar'), 'bar defined', { timeout: 10000 });
    await bar.updateComplete;
    win.nl.consent.set('all');
    // The bar's effect (the declarations) has run once it has rendered after the attribute change.
    await waitUntil(() => !bar.shadowRoot!.querySelector('[part="bar"]'), 'decided');
    win.nl.consent.set({ statistics: false });
    const names = doc.cookie.split('; ').map((c) => c.slice(0, c.indexOf('=')));
    expect(names.filter((name) => name.startsWith('_ga'))).to.deep.equal([]);
    expect(names).to.include('_fbp');
    expect(document.cookie, 'the root one too').not.to.match(/(^|; )_ga=/);
  });
});
