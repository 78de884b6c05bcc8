/**
 * src/core/consent.ts (window.nl.consent) and the gating helper, src/core/consent-gate.tsx.
 * The cookie bar itself is tested in nl-cookie-bar.test.ts.
 */
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { consent, decidedFor, type ConsentState } from '../src/core/consent.ts';
import { ConsentGate, consentMessages, useConsent } from '../src/core/consent-gate.tsx';
import { startConsentElements } from '../src/core/consent-elements.ts';
import { cookieDomains, cookiePaths } from '../src/core/cookies.ts';
import { defineElement, type ElementProps, type NlElement } from '../src/core/define.tsx';
import { errorsDuring, settle } from './helpers.ts';

type Layer = unknown[];
const layer = () => (window as unknown as { dataLayer: Layer }).dataLayer;
const clearCookie = () => {
  document.cookie = 'nl_consent=; path=/; max-age=0';
};
const setCookie = (value: unknown) => {
  document.cookie = `nl_consent=${typeof value === 'string' ? value : encodeURIComponent(JSON.stringify(value))}; path=/`;
};
const raw = () => document.cookie.split('; ').find((c) => c.startsWith('nl_consent='))?.slice('nl_consent='.length);
const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';
const commands = (kind: string) => layer().filter((e) => isArguments(e) && (e as IArguments)[0] === 'consent' && (e as IArguments)[1] === kind) as IArguments[];

// A map-like element, gated on marketing, as nl-map and nl-video will be.
const gateAttributes = {};
function GatedMap({ t }: ElementProps<typeof gateAttributes, 'consentText' | 'consentAction' | 'consentSettings'>) {
  const allowed = useConsent('marketing');
  return (
    <ConsentGate category="marketing" text={t('consentText')} action={t('consentAction')} settings={t('consentSettings')}>
      <p className="map" data-allowed={String(allowed)}>
        Hier staat de kaart
      </p>
    </ConsentGate>
  );
}
defineElement('nl-test-gate', GatedMap, {
  attributes: gateAttributes,
  messages: {
    nl: { consentText: 'Deze kaart komt van Google Maps, dat cookies plaatst voor marketing.', consentAction: 'Kaart laden en cookies accepteren', ...consentMessages.nl },
    en: { consentText: 'This map comes from Google Maps, which sets marketing cookies.', consentAction: 'Load the map and accept its cookies', ...consentMessages.en },
  },
});

describe('consent (src/core/consent.ts)', () => {
  beforeEach(() => {
    clearCookie();
    consent.configure({ revision: 1, categories: ['necessary', 'preferences', 'statistics', 'marketing'] });
  });
  afterEach(clearCookie);

  it('sent Google Consent Mode v2 defaults, all denied but security, once, when it first ran', () => {
    const defaults = commands('default');
    expect(defaults).to.have.length(1);
    expect(defaults[0]![2]).to.deep.equal({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
      wait_for_update: 500,
    });
    expect(layer().indexOf(defaults[0])).to.equal(0);
  });

  it('has no decision without a cookie: everything but necessary off', () => {
    expect(consent.get()).to.deep.equal({ necessary: true, preferences: false, statistics: false, marketing: false, revision: 1, decided: false });
    expect(consent.allows('necessary')).to.equal(true);
    expect(consent.allows('marketing')).to.equal(false);
  });

  it('set("all") and set("necessary") decide every category; the cookie is JSON, percent-encoded', () => {
    const all = consent.set('all');
    expect(all).to.deep.equal({ necessary: true, preferences: true, statistics: true, marketing: true, revision: 1, decided: true });
    expect(raw()).to.equal(encodeURIComponent('{"necessary":true,"preferences":true,"statistics":true,"marketing":true,"revision":1}').replace(/%(7B|7D|3A)/g, decodeURIComponent));
    expect(JSON.parse(decodeURIComponent(raw()!))).to.deep.equal({ necessary: true, preferences: true, statistics: true, marketing: true, revision: 1 });
    expect(consent.set('necessary')).to.include({ preferences: false, statistics: false, marketing: false, decided: true });
  });

  it('set({category}) changes that category only and leaves the others undecided', () => {
    consent.set({ statistics: true });
    expect(JSON.parse(decodeURIComponent(raw()!))).to.deep.equal({ necessary: true, statistics: true, revision: 1 });
    expect(consent.get()).to.include({ statistics: true, marketing: false, decided: false });
    consent.set({ preferences: false, marketing: true });
    expect(consent.get()).to.include({ preferences: false, statistics: true, marketing: true, decided: true });
  });

  it('every set(): the nl-consent event on document, a consent_update push and a Consent Mode update', () => {
    const events: ConsentState[] = [];
    const record = (event: Event) => events.push((event as CustomEvent<ConsentState>).detail);
    document.addEventListener('nl-consent', record);
    const before = layer().length;
    try {
      consent.set({ statistics: true, marketing: false, preferences: true });
    } finally {
      document.removeEventListener('nl-consent', record);
    }
    expect(events).to.deep.equal([{ necessary: true, preferences: true, statistics: true, marketing: false, revision: 1, decided: true }]);
    const added = layer().slice(before);
    expect(added.filter((e) => !isArguments(e))).to.deep.equal([
      { event: 'consent_update', necessary: true, preferences: true, statistics: true, marketing: false },
    ]);
    const update = added.find((e) => isArguments(e)) as IArguments;
    expect([update[0], update[1]]).to.deep.equal(['consent', 'update']);
    expect(update[2]).to.deep.equal({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      security_storage: 'granted',
    });
  });

  it('uses the page’s own gtag() when it has one', () => {
    const calls: unknown[][] = [];
    const win = window as unknown as { gtag?: (...args: unknown[]) => void };
    win.gtag = (...args) => calls.push(args);
    try {
      consent.set('all');
    } finally {
      delete win.gtag;
    }
    expect(calls).to.have.length(1);
    expect(calls[0]!.slice(0, 2)).to.deep.equal(['consent', 'update']);
  });

  it('treats a malformed or hostile cookie as no decision and never throws', () => {
    for (const value of ['{bad json', '%E0%A4%A', encodeURIComponent('"text"'), encodeURIComponent('[true]'), encodeURIComponent('null'), 'x'.repeat(3000)]) {
      setCookie(value);
      expect(() => consent.get(), value).not.to.throw();
      expect(consent.get().decided, value).to.equal(false);
      expect(consent.allows('marketing'), value).to.equal(false);
    }
    setCookie({ necessary: true, preferences: 'yes', statistics: 1, marketing: true, revision: 'two' });
    expect(consent.get()).to.include({ preferences: false, statistics: false, marketing: true, revision: 1, decided: false });
    // A stray prototype key is not a category.
    setCookie({ __proto__: { marketing: true }, necessary: true });
    expect(consent.allows('marketing')).to.equal(false);
    // And set() writes a good cookie over a bad one.
    setCookie('{bad');
    expect(consent.set('all').decided).to.equal(true);
  });

  it('counts a cookie without revision as revision 1; a newer revision asks again and tells onChange', () => {
    setCookie({ necessary: true, preferences: true, statistics: true, marketing: true });
    expect(consent.get()).to.include({ decided: true, marketing: true, revision: 1 });
    const changes: ConsentState[] = [];
    const off = consent.onChange((state) => changes.push(state));
    consent.configure({ revision: 2 });
    off();
    expect(consent.get()).to.include({ decided: false, marketing: false, revision: 2 });
    expect(changes.map((c) => [c.decided, c.marketing])).to.deep.equal([[false, false]]);
    expect(decidedFor(['necessary', 'marketing'], 1)).to.equal(true);
    expect(decidedFor(['necessary', 'marketing'], 2)).to.equal(false);
    consent.set({ marketing: true });
    expect(JSON.parse(decodeURIComponent(raw()!))).to.deep.equal({ necessary: true, marketing: true, revision: 2 });
  });

  it('asks only about the configured categories', () => {
    consent.configure({ categories: ['statistics'] });
    consent.set({ statistics: false });
    expect(consent.get().decided).to.equal(true);
  });

  it('logs bad set() input and bad listeners without throwing', async () => {
    const logged = await errorsDuring(() => {
      consent.set('everything' as never);
      consent.set({ tracking: true } as never);
      consent.set({ marketing: 'yes' } as never);
      consent.onChange('nope' as never);
      const off = consent.onChange(() => {
        throw new Error('kapot');
      });
      let reached = false;
      const off2 = consent.onChange(() => (reached = true));
      consent.set({ statistics: true });
      off();
      off2();
      expect(reached, 'the next listener still ran').to.equal(true);
    });
    expect(logged).to.deep.equal([
      'nl consent: set() takes "all", "necessary" or {necessary, preferences, statistics, marketing: boolean}, got "everything"',
      'nl consent: set() takes "all", "necessary" or {necessary, preferences, statistics, marketing: boolean}; ignored "tracking": true',
      'nl consent: set() takes "all", "necessary" or {necessary, preferences, statistics, marketing: boolean}; ignored "marketing": "yes"',
      'nl consent: onChange(fn) needs a function',
      'nl consent: an onChange listener threw kapot',
    ]);
  });

  it('whenAllowed() resolves at once, on a later choice, and rejects when aborted', async () => {
    await consent.whenAllowed('necessary');
    let resolved = false;
    const waiting = consent.whenAllowed('statistics').then(() => (resolved = true));
    consent.set({ marketing: true });
    await Promise.resolve();
    expect(resolved).to.equal(false);
    consent.set({ statistics: true });
    await waiting;
    const controller = new AbortController();
    const aborted = consent.whenAllowed('preferences', controller.signal);
    controller.abort(new Error('weg'));
    let reason: unknown;
    await aborted.catch((error: unknown) => (reason = error));
    expect((reason as Error).message).to.equal('weg');
  });

  it('picks up a choice made in another tab when this one becomes visible', () => {
    const changes: ConsentState[] = [];
    const off = consent.onChange((state) => changes.push(state));
    setCookie({ necessary: true, preferences: false, statistics: true, marketing: false, revision: 1 });
    document.dispatchEvent(new Event('visibilitychange'));
    off();
    expect(changes.map((c) => c.statistics)).to.deep.equal([true]);
  });

  it('open() goes to the newest connected cookie bar; without one it adds an nl-cookie-bar', () => {
    const calls: string[] = [];
    const offA = consent.onOpen(() => (calls.push('a'), true));
    const offB = consent.onOpen(() => false); // a bar that has left the page
    consent.open();
    expect(calls).to.deep.equal(['a']);
    offA();
    offB();
    consent.open();
    const added = document.querySelector('body > nl-cookie-bar');
    expect(added !== null, 'a bar was added').to.equal(true);
    // The bar's code (not loaded in this file) registers and gets the waiting open() at once.
    const offC = consent.onOpen(() => (calls.push('c'), true));
    expect(calls).to.deep.equal(['a', 'c']);
    offC();
    added!.remove();
  });
});

describe('consent gating (src/core/consent-gate.tsx)', () => {
  beforeEach(clearCookie);
  afterEach(clearCookie);

  async function gated(lang = 'nl') {
    const wrapper = fixtureSync(html`<div lang=${lang}><button id="before">Voor</button><nl-test-gate></nl-test-gate></div>`);
    await settle(wrapper);
    return wrapper.querySelector<NlElement>('nl-test-gate')!;
  }

  it('shows a contextual placeholder until the category is allowed, and fetches nothing', async () => {
    const el = await gated();
    const root = el.shadowRoot!;
    expect(root.querySelector('.map') === null, 'no content').to.equal(true);
    expect(root.querySelector('.nl-consent-text')!.textContent).to.equal('Deze kaart komt van Google Maps, dat cookies plaatst voor marketing.');
    expect([...root.querySelectorAll('.nl-consent-actions button')].map((b) => b.textContent)).to.deep.equal([
      'Kaart laden en cookies accepteren',
      'Cookie-instellingen',
    ]);
    await expect(el).to.be.accessible();
  });

  it('its button allows the category, loads the content and moves focus to it', async () => {
    const el = await gated();
    el.shadowRoot!.querySelector<HTMLButtonElement>('.nl-consent-allow')!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await waitUntil(() => el.shadowRoot!.querySelector('.map'), 'content rendered');
    expect(el.shadowRoot!.querySelector('.map')!.getAttribute('data-allowed')).to.equal('true');
    expect(consent.allows('marketing')).to.equal(true);
    expect(consent.get().decided, 'the other categories are still to be asked').to.equal(false);
    expect(el.shadowRoot!.activeElement === el.shadowRoot!.querySelector('.nl-consent-content')).to.equal(true);
  });

  it('shows the content at once when allowed, and follows a choice made elsewhere', async () => {
    consent.set({ marketing: true });
    const el = await gated();
    expect(el.shadowRoot!.querySelector('.map') !== null).to.equal(true);
    expect(el.shadowRoot!.activeElement === null, 'no focus taken').to.equal(true);
    consent.set({ marketing: false });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.nl-consent-placeholder') !== null).to.equal(true);
  });

  it('its settings button opens the cookie settings', async () => {
    const el = await gated();
    let opened = 0;
    const off = consent.onOpen(() => (opened++, true));
    el.shadowRoot!.querySelector<HTMLButtonElement>('.nl-consent-settings')!.click();
    off();
    expect(opened).to.equal(1);
  });

  it('speaks English on an English page', async () => {
    const el = await gated('en');
    expect([...el.shadowRoot!.querySelectorAll('.nl-consent-actions button')].map((b) => b.textContent)).to.deep.equal([
      'Load the map and accept its cookies',
      'Cookie settings',
    ]);
  });
});

describe('consent gating under Global Privacy Control (issue 16)', () => {
  beforeEach(() => {
    clearCookie();
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
  });
  afterEach(() => {
    delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    clearCookie();
  });

  it('the placeholder’s allow button opens the cookie settings instead of granting marketing', async () => {
    const wrapper = fixtureSync(html`<div><nl-test-gate></nl-test-gate></div>`);
    await settle(wrapper);
    const el = wrapper.querySelector<NlElement>('nl-test-gate')!;
    let opened = 0;
    const off = consent.onOpen(() => (opened++, true));
    el.shadowRoot!.querySelector<HTMLButtonElement>('.nl-consent-allow')!.click();
    off();
    expect(opened).to.equal(1);
    expect(consent.allows('marketing')).to.equal(false);
    expect(raw(), 'nothing stored').to.equal(undefined);
  });
});

describe('cookie paths and domains (src/core/cookies.ts)', () => {
  it('every path prefix of the page, and this host with its parent domains', () => {
    expect(cookiePaths('/vacatures/utrecht/planner.html')).to.deep.equal(['/', '/vacatures', '/vacatures/', '/vacatures/utrecht', '/vacatures/utrecht/', '/vacatures/utrecht/planner.html']);
    expect(cookiePaths('/')).to.deep.equal(['/']);
    expect(cookieDomains('www.werk.example.nl')).to.deep.equal(['', 'www.werk.example.nl', 'werk.example.nl', 'example.nl']);
    expect(cookieDomains('127.0.0.1')).to.deep.equal(['', '127.0.0.1']);
    expect(cookieDomains('localhost')).to.deep.equal(['', 'localhost']);
  });
});

describe('page scripts and frames gated by category (src/core/consent-elements.ts, issue 16)', () => {
  type Gated = Window & { __gated?: string[] };
  const ran = () => (window as Gated).__gated ?? [];
  const macrotask = () => new Promise((resolve) => setTimeout(resolve));
  const js = (code: string, delay = 0) => `/fake/respond?type=js&delay=${delay}&body=${encodeURIComponent(code)}`;
  let box: HTMLElement;

  beforeEach(() => {
    clearCookie();
    consent.configure({ revision: 1, categories: ['necessary', 'preferences', 'statistics', 'marketing'] });
    (window as Gated).__gated = [];
    box = document.createElement('div');
    document.body.append(box);
    startConsentElements();
  });
  afterEach(() => {
    box.remove();
    clearCookie();
  });

  it('a text/plain script runs once when, and only when, its category is granted, also when granted later', async () => {
    box.innerHTML = '<script type="text/plain" data-nl-consent="statistics" id="meten">window.__gated.push("statistics")</script><script type="text/plain" data-nl-consent="marketing">window.__gated.push("marketing")</script>';
    await macrotask();
    expect(ran()).to.deep.equal([]);
    consent.set({ marketing: false, statistics: true });
    await waitUntil(() => ran().length > 0, 'the statistics script ran');
    consent.set({ statistics: false });
    consent.set({ statistics: true });
    await macrotask();
    expect(ran()).to.deep.equal(['statistics']);
    const script = box.querySelector<HTMLScriptElement>('#meten')!;
    expect(script.type, 'a real script now').to.equal('');
    expect(script.dataset.nlConsent).to.equal('statistics');
    expect(box.querySelector('script[type="text/plain"][data-nl-consent="marketing"]'), 'the marketing one waits').to.exist;
  });

  it('runs at once when already granted, and when added to the page later; src scripts keep document order', async () => {
    consent.set('all');
    box.innerHTML = `<script type="text/plain" data-nl-consent="statistics" src="${js('window.__gated.push("src")', 150)}"></script><script type="text/plain" data-nl-consent="statistics">window.__gated.push("after src")</script>`;
    await waitUntil(() => ran().length === 2, 'both ran', { timeout: 5000 });
    expect(ran()).to.deep.equal(['src', 'after src']);
    const later = document.createElement('script');
    later.type = 'text/plain';
    later.dataset.nlConsent = 'preferences';
    later.text = 'window.__gated.push("later")';
    box.append(later);
    await waitUntil(() => ran().length === 3, 'the later one ran');
    expect(ran().at(-1)).to.equal('later');
  });

  it('the script it inserts keeps the placeholder’s nonce and attributes, and takes its type from data-type', async () => {
    box.innerHTML = '<script type="text/plain" data-nl-consent="statistics" data-type="module" nonce="r4nd0m" id="module-meting" data-extra="x">window.__gated.push(typeof import.meta)</script>';
    consent.set({ statistics: true });
    await waitUntil(() => ran().length === 1, 'the module ran');
    expect(ran()).to.deep.equal(['object']);
    const script = box.querySelector<HTMLScriptElement>('#module-meting')!;
    expect([script.type, script.nonce, script.dataset.extra, script.dataset.nlConsent]).to.deep.equal(['module', 'r4nd0m', 'x', 'statistics']);
  });

  it('an iframe gets its src from data-src when its category is granted', async () => {
    box.innerHTML = '<iframe data-nl-consent="marketing" data-src="/test/fixtures/frame.html" title="Ingesloten"></iframe>';
    const frame = box.querySelector('iframe')!;
    await macrotask();
    expect(frame.hasAttribute('src')).to.equal(false);
    consent.set({ marketing: true });
    await waitUntil(() => frame.getAttribute('src'), 'src set');
    expect(new URL(frame.src).pathname).to.equal('/test/fixtures/frame.html');
  });

  it('a bad category or URL: one console error each, and nothing runs or loads', async () => {
    consent.set('all');
    const logged = await errorsDuring(async () => {
      box.innerHTML =
        '<script type="text/plain" data-nl-consent="tracking">window.__gated.push("bad")</script><script type="text/plain" data-nl-consent="statistics" src="javascript:alert(1)"></script><iframe data-nl-consent="marketing" data-src="javascript:alert(1)" title="x"></iframe>';
      await macrotask();
      await macrotask();
    });
    expect(logged).to.deep.equal([
      'nl consent: data-nl-consent must be one of "necessary", "preferences", "statistics", "marketing", got "tracking"',
      'nl consent: an iframe with data-nl-consent needs an http(s) data-src, got "javascript:alert(1)"',
      'nl consent: a script with data-nl-consent needs an http(s) src, got "javascript:alert(1)"',
    ]);
    expect(ran()).to.deep.equal([]);
    expect(box.querySelector('iframe')!.hasAttribute('src')).to.equal(false);
  });
});
