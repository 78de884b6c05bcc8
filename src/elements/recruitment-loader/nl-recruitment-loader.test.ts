import { expect, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { TemplateResult } from 'lit-html';
import type { LoadDetail, LoadErrorDetail } from '../../../elements/nl-recruitment-loader.ts';
import type { NlElement } from '../../core/define.tsx';
import { errorsDuring, expectNoLayoutShift, settle } from '../../../test/helpers.ts';

// The fake platform (test/fakes.mjs): /fake/recruitment/platform.js counts its runs in
// window.__recruitmentLoaded, platform.css is a stylesheet, any other path there is a 404.
// Loads are once per page and this file is one page, so each test asks for URLs of its own (?t=…).

type PlatformWindow = Window & { __recruitmentLoaded?: number };
const win = window as PlatformWindow;
const clearConsent = () => {
  document.cookie = 'nl_consent=; path=/; max-age=0';
};
const allowMarketing = () => {
  document.cookie = `nl_consent=${encodeURIComponent(JSON.stringify({ necessary: true, preferences: false, statistics: false, marketing: true, revision: 1 }))}; path=/`;
};

let run = 0;
/** URLs no earlier test has asked for. */
function urls(name = 'platform') {
  run++;
  // The fake script counts only runs of this test's URL (see test/fakes.mjs).
  (window as unknown as { __recruitmentRun?: number }).__recruitmentRun = run;
  const script = new URL(`/fake/recruitment/${name}.js?t=${run}`, location.href).href;
  const stylesheet = new URL(`/fake/recruitment/platform.css?t=${run}`, location.href).href;
  return { script, stylesheet };
}
const requested = (url: string) => performance.getEntriesByType('resource').filter((e) => e.name === url).length;
const inHead = (url: string) => [...document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')].filter((e) => ('src' in e ? e.src : e.href) === url);
const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));
const placeholderOf = (el: Element) => el.shadowRoot!.querySelector('[part="consent-placeholder"]');

async function make(template: TemplateResult): Promise<HTMLElement> {
  const wrapper = fixtureSync<HTMLElement>(template);
  await settle(wrapper);
  return wrapper;
}

describe('nl-recruitment-loader before its code has loaded', () => {
  before(allowMarketing);
  after(clearConsent);
  it('takes its final size, so nothing moves when it upgrades (consent given)', async () => {
    const { script, stylesheet } = urls();
    await expectNoLayoutShift(
      html`<div style="font: 16px/1.5 sans-serif; width: 600px">
        <p data-probe>Boven</p>
        <nl-recruitment-loader script-src=${script} stylesheet-src=${stylesheet} vacancy-id="4711">
          <div data-recruitment-area><p>Het sollicitatieformulier wordt geladen.</p></div>
        </nl-recruitment-loader>
        <p data-probe>Onder</p>
      </div>`,
      () => import('../../../elements/nl-recruitment-loader.ts'),
    );
  });
});

describe('nl-recruitment-loader', () => {
  let consent: typeof import('../../core/consent.ts').consent;
  before(async () => {
    await import('../../../elements/nl-recruitment-loader.ts');
    ({ consent } = await import('../../core/consent.ts'));
  });
  beforeEach(() => {
    clearConsent();
    win.__recruitmentLoaded = 0;
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  afterEach(clearConsent);

  it('requests nothing before consent and shows the placeholder; the button allows marketing and loads once', async () => {
    const { script, stylesheet } = urls();
    const wrapper = await make(html`<nl-recruitment-loader script-src=${script} stylesheet-src=${stylesheet} vacancy-id="4711">
      <div data-recruitment-area id="area"></div>
    </nl-recruitment-loader>`);
    const el = wrapper as NlElement;
    await pause(100);
    expect(requested(script) + requested(stylesheet), 'requests before consent').to.equal(0);
    expect(inHead(script).length + inHead(stylesheet).length, 'elements in <head> before consent').to.equal(0);
    const placeholder = placeholderOf(el)!;
    expect(placeholder.querySelector('.nl-consent-text')!.textContent).to.equal(
      'Het sollicitatieformulier komt van ons sollicitatieplatform, dat cookies plaatst.',
    );
    expect([...placeholder.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal([
      'Formulier laden en cookies accepteren',
      'Cookie-instellingen',
    ]);
    expect(el.shadowRoot!.querySelector('slot'), 'its content waits for consent too').to.equal(null);
    await expect(el).to.be.accessible();

    const loaded = oneEvent(el, 'nl-load');
    placeholder.querySelector<HTMLButtonElement>('.nl-consent-allow')!.click();
    expect(((await loaded) as CustomEvent<LoadDetail>).detail).to.deep.equal({ script, stylesheet });
    expect(consent.get()).to.include({ marketing: true, statistics: false, preferences: false });
    expect(win.__recruitmentLoaded).to.equal(1);
    expect(inHead(script).map((e) => [e.localName, (e as HTMLScriptElement).async])).to.deep.equal([['script', true]]);
    expect(inHead(stylesheet).map((e) => [e.localName, (e as HTMLLinkElement).rel])).to.deep.equal([['link', 'stylesheet']]);
    expect(placeholderOf(el)).to.equal(null);
    expect(el.shadowRoot!.querySelector('slot')).to.not.equal(null);
  });

  it('holds the placeholder’s space (nl and en, by its width) until the platform has loaded, then lets it go; focus stays', async () => {
    const { script, stylesheet } = urls();
    const wrapper = await make(html`<div style="font: 16px/1.5 sans-serif">
      <nl-recruitment-loader script-src=${script} stylesheet-src=${stylesheet} vacancy-id="4711"><div data-recruitment-area></div></nl-recruitment-loader>
      <div lang="en"><nl-recruitment-loader script-src=${script} stylesheet-src=${stylesheet} vacancy-id="4711"></nl-recruitment-loader></div>
    </div>`);
    const [nl, en] = [...wrapper.querySelectorAll<NlElement>('nl-recruitment-loader')];
    const reserve = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('.reserve');
    expect(placeholderOf(en!)!.textContent).to.include('cookies');
    // The space held is what the placeholder needs at each width: the element is exactly that high
    // (pre-upgrade.css holds the same before the code runs: test/layout-page.ts measures that).
    for (const width of [260, 300, 360, 420, 560, 800]) {
      wrapper.style.width = `${width}px`;
      for (const el of [nl!, en!]) {
        const held = parseFloat(getComputedStyle(reserve(el)!).minHeight);
        expect(el.getBoundingClientRect().height, `${el.closest('[lang]')?.getAttribute('lang') ?? 'nl'} at ${width}px`).to.be.closeTo(held, 0.5);
      }
    }
    const wrapperDiv = reserve(nl!)!;
    const loaded = oneEvent(nl!, 'nl-load');
    placeholderOf(nl!)!.querySelector<HTMLButtonElement>('.nl-consent-allow')!.click();
    await nl!.updateComplete;
    expect(reserve(nl!), 'held while the platform loads').to.equal(wrapperDiv);
    await loaded;
    await waitUntil(() => !reserve(nl!), 'the space is let go once the platform has loaded');
    expect(nl!.shadowRoot!.activeElement?.className, 'focus stays on the content').to.equal('nl-consent-content');
    expect(nl!.shadowRoot!.querySelector('.hold > div'), 'the same wrapper, not remounted').to.equal(wrapperDiv);
  });

  it('an element that is not needed is a plain block: in a row that sizes to content it is as wide as its content', async () => {
    const { script } = urls();
    const wrapper = await make(html`<div style="display: inline-flex; font: 16px/1.5 sans-serif">
      <nl-recruitment-loader script-src=${script}><span>Vacatures bij ons</span></nl-recruitment-loader>
    </div>`);
    const el = wrapper.querySelector('nl-recruitment-loader')!;
    expect(el.shadowRoot!.querySelector('.hold'), 'no wrapper when not needed').to.equal(null);
    expect(el.getBoundingClientRect().width).to.be.closeTo(el.querySelector('span')!.getBoundingClientRect().width, 0.5);
    expect(el.getBoundingClientRect().width).to.be.above(50);
  });

  it('loads once per page: several loaders, re-renders and a move still make one request each', async () => {
    allowMarketing();
    const { script, stylesheet } = urls();
    const wrapper = await make(html`<div>
      <div id="a"><nl-recruitment-loader script-src=${script} stylesheet-src=${stylesheet} vacancy-id="1"></nl-recruitment-loader></div>
      <nl-recruitment-loader script-src=${script} stylesheet-src=${stylesheet} vacancy-id="1"></nl-recruitment-loader>
      <div id="b"></div>
    </div>`);
    const [first, second] = [...wrapper.querySelectorAll<NlElement>('nl-recruitment-loader')];
    await waitUntil(() => win.__recruitmentLoaded === 1, 'the script did not run');
    first!.setAttribute('messages', '{"consentText":"Anders"}');
    await first!.updateComplete;
    wrapper.querySelector('#b')!.append(first!);
    await pause(0);
    const third = document.createElement('nl-recruitment-loader');
    third.setAttribute('script-src', script);
    third.setAttribute('stylesheet-src', stylesheet);
    third.setAttribute('vacancy-id', '2');
    const loaded = oneEvent(third, 'nl-load');
    wrapper.append(third);
    await loaded;
    await pause(100);
    expect(win.__recruitmentLoaded).to.equal(1);
    expect([inHead(script).length, inHead(stylesheet).length]).to.deep.equal([1, 1]);
    expect([requested(script), requested(stylesheet)]).to.deep.equal([1, 1]);
    expect(second!.isConnected).to.equal(true);
  });

  it('a script already in <head> with the same URL is not added again', async () => {
    allowMarketing();
    const { script } = urls();
    const own = document.createElement('script');
    own.src = script;
    const ran = new Promise((resolve) => own.addEventListener('load', resolve, { once: true }));
    document.head.append(own);
    await ran;
    const el = await make(html`<nl-recruitment-loader script-src=${script} vacancy-id="3"></nl-recruitment-loader>`);
    await pause(100);
    expect(inHead(script)).to.have.length(1);
    expect(win.__recruitmentLoaded).to.equal(1);
    expect(el.isConnected).to.equal(true);
    own.remove();
  });

  it('without a vacancy id and without [data-recruitment-area] nothing loads; an area added later starts it', async () => {
    allowMarketing();
    const { script, stylesheet } = urls();
    const wrapper = await make(html`<div><nl-recruitment-loader script-src=${script} stylesheet-src=${stylesheet}><p>Vacatures</p></nl-recruitment-loader></div>`);
    const el = wrapper.querySelector('nl-recruitment-loader')!;
    await pause(100);
    expect(requested(script) + requested(stylesheet)).to.equal(0);
    expect(inHead(script)).to.have.length(0);
    expect(placeholderOf(el)).to.equal(null);
    const loaded = oneEvent(el, 'nl-load');
    const area = document.createElement('section');
    area.setAttribute('data-recruitment-area', '');
    wrapper.append(area);
    await loaded;
    expect(win.__recruitmentLoaded).to.equal(1);
  });

  it('a [data-recruitment-area] on the page is enough; without consent it waits for it', async () => {
    const { script } = urls();
    const wrapper = await make(html`<div>
      <div data-recruitment-area></div>
      <nl-recruitment-loader script-src=${script}></nl-recruitment-loader>
    </div>`);
    const el = wrapper.querySelector('nl-recruitment-loader')!;
    await pause(100);
    expect(requested(script)).to.equal(0);
    expect(placeholderOf(el)).to.not.equal(null);
    const loaded = oneEvent(el, 'nl-load');
    consent.set({ marketing: true }); // as the cookie bar does
    expect(((await loaded) as CustomEvent<LoadDetail>).detail).to.deep.equal({ script, stylesheet: '' });
    expect(win.__recruitmentLoaded).to.equal(1);
  });

  it('a failed load is logged and fired as nl-load-error; the page stays usable', async () => {
    allowMarketing();
    const { script, stylesheet } = urls('missing');
    let el!: HTMLElement;
    let detail: LoadErrorDetail | undefined;
    let loads = 0;
    const errors = await errorsDuring(async () => {
      const wrapper = fixtureSync<HTMLElement>(html`<div>
        <nl-recruitment-loader script-src=${script} stylesheet-src=${stylesheet} vacancy-id="9"><p>Solliciteren kan ook per e-mail.</p></nl-recruitment-loader>
      </div>`);
      el = wrapper.querySelector('nl-recruitment-loader')!;
      el.addEventListener('nl-load', () => loads++);
      const failed = oneEvent(el, 'nl-load-error');
      await settle(wrapper);
      detail = ((await failed) as CustomEvent<LoadErrorDetail>).detail;
      await pause(100);
    });
    expect(errors).to.deep.equal([`nl-recruitment-loader: could not load ${script}`]);
    expect(detail).to.deep.equal({ url: script });
    expect(loads).to.equal(0);
    expect(inHead(script), 'the failed element is removed').to.have.length(0);
    expect(inHead(stylesheet)).to.have.length(1);
    expect(win.__recruitmentLoaded).to.equal(0);
    expect(el.shadowRoot!.querySelector('slot'), 'its content is still shown').to.not.equal(null);
    expect(el.querySelector('p')!.checkVisibility()).to.equal(true);
  });

  it('bad attributes: the exact errors, nothing loads, the content stays', async () => {
    allowMarketing();
    const { script, stylesheet } = urls();
    let wrapper!: HTMLElement;
    const errors = await errorsDuring(async () => {
      wrapper = await make(html`<div>
        <nl-recruitment-loader script-src="javascript:alert(1)" vacancy-id="1"><p>Een</p></nl-recruitment-loader>
        <nl-recruitment-loader stylesheet-src=${stylesheet} vacancy-id="1"><p>Twee</p></nl-recruitment-loader>
        <nl-recruitment-loader script-src=${script} stylesheet-src="data:text/css,x" vacancy-id="1"></nl-recruitment-loader>
      </div>`);
      await pause(100);
    });
    expect(errors).to.deep.equal([
      'nl-recruitment-loader: attribute "script-src" must be an http(s) URL, got "javascript:alert(1)"',
      'nl-recruitment-loader: attribute "script-src" is required',
      'nl-recruitment-loader: attribute "stylesheet-src" must be an http(s) URL, got "data:text/css,x"',
    ]);
    expect(requested(stylesheet)).to.equal(0);
    // The third one still loads its (good) script (awaited: 100 ms was not always enough on a busy machine).
    await waitUntil(() => win.__recruitmentLoaded === 1, 'the third one did not load its script', { timeout: 5000 });
    const [one, two] = [...wrapper.querySelectorAll('nl-recruitment-loader')];
    expect(one!.shadowRoot!.querySelector('slot') !== null && two!.shadowRoot!.querySelector('slot') !== null).to.equal(true);
  });

  it('English placeholder under lang="en"; messages overrides the texts', async () => {
    const { script } = urls();
    const wrapper = await make(html`<div>
      <div lang="en"><nl-recruitment-loader script-src=${script} vacancy-id="1"></nl-recruitment-loader></div>
      <nl-recruitment-loader
        script-src=${script}
        vacancy-id="1"
        messages='{"consentText":"Ons formulier komt van Werkportaal.","consentAction":"Formulier tonen","consentSettings":"Instellingen"}'
      ></nl-recruitment-loader>
    </div>`);
    const texts = [...wrapper.querySelectorAll('nl-recruitment-loader')].map((el) => [...placeholderOf(el)!.querySelectorAll('p, button')].map((e) => e.textContent));
    expect(texts).to.deep.equal([
      ['The application form comes from our recruitment platform, which sets cookies.', 'Load the form and accept cookies', 'Cookie settings'],
      ['Ons formulier komt van Werkportaal.', 'Formulier tonen', 'Instellingen'],
    ]);
    await pause(50);
    expect(requested(script)).to.equal(0);
  });

  it('moved before consent, it loads once when consent comes', async () => {
    const { script } = urls();
    const wrapper = await make(html`<div><div id="a"><nl-recruitment-loader script-src=${script} vacancy-id="5"></nl-recruitment-loader></div><div id="b"></div></div>`);
    const el = wrapper.querySelector('nl-recruitment-loader')!;
    wrapper.querySelector('#b')!.append(el);
    await pause(0);
    const loaded = oneEvent(el, 'nl-load');
    consent.set({ marketing: true });
    await loaded;
    await pause(50);
    expect(win.__recruitmentLoaded).to.equal(1);
    expect(requested(script)).to.equal(1);
  });
});
