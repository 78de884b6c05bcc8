import { expect, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit-html';
import sinon from 'sinon';
import '../../../elements/nl-cookie-bar.ts';
import { consent, type ConsentState } from '../../core/consent.ts';
import type { NlElement } from '../../core/define.tsx';
import { errorsDuring, settle } from '../../../test/helpers.ts';
import { fetchEarly } from './template.ts';

const clearCookie = () => {
  document.cookie = 'nl_consent=; path=/; max-age=0';
};
const stored = (): Record<string, unknown> | null => {
  const raw = document.cookie.split('; ').find((c) => c.startsWith('nl_consent='));
  return raw ? (JSON.parse(decodeURIComponent(raw.slice('nl_consent='.length))) as Record<string, unknown>) : null;
};
const setCookie = (value: string) => {
  document.cookie = `nl_consent=${value}; path=/`;
};

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const bar = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="bar"]');
const button = (el: Element, part: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${part}"]`)!;
const modal = (el: Element) => el.shadowRoot!.querySelector<NlElement & { open: boolean }>('nl-modal');
const dialogOpen = (el: Element) => Boolean(modal(el)?.shadowRoot?.querySelector('dialog')?.open);

async function render(template: TemplateResult): Promise<NlElement> {
  const wrapper = fixtureSync<HTMLElement>(html`<div>${template}</div>`);
  await settle(wrapper);
  const el = wrapper.querySelector<NlElement>('nl-cookie-bar')!;
  // The bar waits for its texts (template-url) before it shows.
  await waitUntil(() => el.shadowRoot!.childElementCount > 0 || consent.get().decided, 'rendered', { timeout: 4000 });
  await el.updateComplete;
  return el;
}

async function openSettings(el: NlElement) {
  button(el, 'settings').click();
  await el.updateComplete;
  await waitUntil(() => dialogOpen(el), 'settings dialog open');
  await settle(modal(el)!);
}

describe('nl-cookie-bar', () => {
  let pushes: unknown[];
  beforeEach(() => {
    clearCookie();
    pushes = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = pushes;
    consent.configure({ revision: 1, categories: ['necessary', 'preferences', 'statistics', 'marketing'] });
  });
  afterEach(() => {
    document.querySelectorAll('nl-cookie-bar').forEach((el) => el.remove());
    clearCookie();
  });

  it('shows when there is no decision: a named region with the three choices', async () => {
    const el = await render(html`<nl-cookie-bar policy-url="/cookieverklaring.html"></nl-cookie-bar>`);
    const region = bar(el)!;
    expect(region.localName).to.equal('section');
    const title = el.shadowRoot!.getElementById(region.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).to.equal('Cookies op deze website');
    expect([...el.shadowRoot!.querySelectorAll('[part="actions"] button')].map((b) => b.textContent)).to.deep.equal([
      'Alles accepteren',
      'Alleen noodzakelijke',
      'Instellingen',
    ]);
    const policy = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="policy"]')!;
    expect(policy.textContent).to.equal('Lees onze cookieverklaring');
    expect(policy.href).to.equal(new URL('/cookieverklaring.html', location.href).href);
    expect(getComputedStyle(region).position).to.equal('fixed');
    await expect(el).to.be.accessible();
  });

  it('accept all: writes the cookie, hides, fires nl-consent on document, pushes consent_update and updates Consent Mode', async () => {
    const el = await render(html`<nl-cookie-bar></nl-cookie-bar>`);
    setTimeout(() => button(el, 'accept-all').click());
    const event = (await oneEvent(document, 'nl-consent')) as CustomEvent<ConsentState>;
    expect(event.target === document).to.equal(true);
    expect(event.detail).to.include({ necessary: true, preferences: true, statistics: true, marketing: true, revision: 1, decided: true });
    expect(stored()).to.deep.equal({ necessary: true, preferences: true, statistics: true, marketing: true, revision: 1 });
    await el.updateComplete;
    expect(bar(el) === null, 'bar hidden').to.equal(true);
    expect(pushes).to.deep.include({ event: 'consent_update', necessary: true, preferences: true, statistics: true, marketing: true });
    const update = pushes.find((p) => (p as IArguments)[0] === 'consent' && (p as IArguments)[1] === 'update') as IArguments;
    expect(Object.prototype.toString.call(update)).to.equal('[object Arguments]');
    expect(update[2]).to.deep.equal({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      security_storage: 'granted',
    });
  });

  it('necessary only: everything else off, Consent Mode denied', async () => {
    const el = await render(html`<nl-cookie-bar></nl-cookie-bar>`);
    button(el, 'necessary-only').click();
    await el.updateComplete;
    expect(stored()).to.deep.equal({ necessary: true, preferences: false, statistics: false, marketing: false, revision: 1 });
    expect(bar(el) === null, 'bar hidden').to.equal(true);
    const update = pushes.find((p) => (p as IArguments)[1] === 'update') as IArguments;
    expect(update[2]).to.include({ ad_storage: 'denied', analytics_storage: 'denied', functionality_storage: 'denied' });
  });

  it('stays hidden on the next page once decided', async () => {
    setCookie(encodeURIComponent(JSON.stringify({ necessary: true, preferences: false, statistics: true, marketing: false, revision: 1 })));
    const el = await render(html`<nl-cookie-bar></nl-cookie-bar>`);
    expect(bar(el) === null, 'bar hidden').to.equal(true);
    // Not even the template is fetched for a visitor who has decided.
    const fetched = sinon.spy(window, 'fetch');
    try {
      const second = await render(html`<nl-cookie-bar template-url="/fake/cookiebar/{lang}.json"></nl-cookie-bar>`);
      expect(bar(second) === null, 'bar hidden').to.equal(true);
      expect(fetched.called).to.equal(false);
    } finally {
      fetched.restore();
    }
  });

  it('asks again when the cookie lacks a category, is malformed, or is of an older revision', async () => {
    for (const value of [
      encodeURIComponent(JSON.stringify({ necessary: true, preferences: true, statistics: true, revision: 1 })),
      encodeURIComponent(JSON.stringify({ necessary: true, preferences: 'yes', statistics: true, marketing: true })),
      '{not json',
      '%E0%A4%A',
      encodeURIComponent('[true, true]'),
      encodeURIComponent('null'),
    ]) {
      setCookie(value);
      const el = await render(html`<nl-cookie-bar></nl-cookie-bar>`);
      expect(bar(el) !== null, value).to.equal(true);
      el.remove();
    }
    setCookie(encodeURIComponent(JSON.stringify({ necessary: true, preferences: true, statistics: true, marketing: true, revision: 1 })));
    const el = await render(html`<nl-cookie-bar revision="2"></nl-cookie-bar>`);
    expect(bar(el) !== null, 'bar shown').to.equal(true);
    expect(consent.allows('marketing')).to.equal(false);
    button(el, 'accept-all').click();
    expect(stored()).to.include({ revision: 2, marketing: true });
  });

  it('settings: a checkbox per category with its description; saving stores exactly the ticked ones', async () => {
    const el = await render(html`<nl-cookie-bar></nl-cookie-bar>`);
    await openSettings(el);
    const dialog = modal(el)!;
    expect(dialog.getAttribute('heading')).to.equal('Cookie-instellingen');
    const boxes = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((b) => b.name)).to.deep.equal(['necessary', 'preferences', 'statistics', 'marketing']);
    expect(boxes.map((b) => b.checked)).to.deep.equal([true, false, false, false]);
    expect(boxes[0]!.disabled).to.equal(true);
    const labels = boxes.map((b) => el.shadowRoot!.querySelector(`label[for="${b.id}"]`)!.textContent);
    expect(labels).to.deep.equal(['Noodzakelijk (Altijd actief)', 'Voorkeuren', 'Statistieken', 'Marketing']);
    expect(el.shadowRoot!.getElementById(boxes[2]!.getAttribute('aria-describedby')!)!.textContent).to.match(/^Laten ons anoniem zien/);
    // The dialog's fade-in over (axe would measure the contrast of text still fading in).
    await Promise.all((dialog.shadowRoot?.querySelector('dialog')?.getAnimations({ subtree: true }) ?? []).map((animation) => animation.finished));
    await expect(el).to.be.accessible();

    boxes[2]!.click();
    await el.updateComplete;
    button(el, 'save').click();
    await el.updateComplete;
    expect(stored()).to.deep.equal({ necessary: true, preferences: false, statistics: true, marketing: false, revision: 1 });
    await waitUntil(() => !dialogOpen(el), 'dialog closed');
    expect(bar(el) === null, 'bar hidden').to.equal(true);
  });

  it('makes its settings dialog while the browser is idle once the bar shows, closed, so a tap only opens it (issue 38); not for a visitor who has decided', async () => {
    const el = await render(html`<nl-cookie-bar></nl-cookie-bar>`);
    expect(bar(el) !== null, 'bar shown').to.equal(true);
    // requestIdleCallback, at most 3 s after the bar showed (a timer where it does not exist).
    await waitUntil(() => modal(el), 'the settings dialog made before any tap', { timeout: 6000 });
    await settle(modal(el)!);
    expect(dialogOpen(el), 'made closed').to.equal(false);
    expect(modal(el)!.hasAttribute('open')).to.equal(false);
    expect(modal(el)!.checkVisibility(), 'nothing of it shows').to.equal(false);
    // The tap opens this one; no second dialog is made.
    const made = modal(el);
    await openSettings(el);
    expect(modal(el) === made).to.equal(true);
    expect(el.shadowRoot!.querySelectorAll('nl-modal')).to.have.length(1);

    el.remove();
    setCookie(encodeURIComponent(JSON.stringify({ necessary: true, preferences: false, statistics: true, marketing: false, revision: 1 })));
    const decided = await render(html`<nl-cookie-bar></nl-cookie-bar>`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(resolve, { timeout: 3000 }) : setTimeout(resolve, 300)));
    expect(modal(decided), 'decided: no dialog until asked for').to.equal(null);
  });

  it('keyboard: Tab reaches the choices, Escape closes the settings and focus returns to the button', async () => {
    const wrapper = fixtureSync(html`<div><button id="before">Voor</button><nl-cookie-bar></nl-cookie-bar></div>`);
    await settle(wrapper);
    const el = wrapper.querySelector<NlElement>('nl-cookie-bar')!;
    await waitUntil(() => bar(el));
    wrapper.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActive() === button(el, 'accept-all')).to.equal(true);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(deepActive() === button(el, 'settings')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => dialogOpen(el), 'settings open');
    // Focus starts on the first choice that can change (not the close button, not the disabled necessary box).
    await waitUntil(() => (deepActive() as HTMLInputElement | null)?.name === 'preferences', 'focus on the first category');
    await sendKeys({ press: 'Space' });
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('input[name="preferences"]')!.checked).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialogOpen(el), 'settings closed');
    await waitUntil(() => deepActive() === button(el, 'settings'), 'focus back on Instellingen');
    expect(bar(el) !== null, 'bar shown').to.equal(true); // no decision yet
    expect(stored()).to.equal(null);
  });

  it('after a choice made in the bar, focus goes back to where the visitor came from', async () => {
    const wrapper = fixtureSync(html`<div><a href="#x" id="before">Voor</a><nl-cookie-bar></nl-cookie-bar></div>`);
    await settle(wrapper);
    const el = wrapper.querySelector<NlElement>('nl-cookie-bar')!;
    await waitUntil(() => bar(el));
    wrapper.querySelector<HTMLElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(deepActive() === button(el, 'necessary-only')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await waitUntil(() => deepActive()?.id === 'before', 'focus back on the link before the bar');
  });

  // Issue 31: a screen reader's browse mode activates a button with a click and leaves focus where it
  // was (the body); a mouse click focuses the button with nothing before it. Focus fell to the body.
  for (const how of ['browse mode (click without focus)', 'a mouse click'] as const) {
    it(`after a choice made without Tab (${how}), focus is on the page's main content, not the body`, async () => {
      const wrapper = fixtureSync(html`<div><main id="main-content"><h1>Vacatures</h1></main><nl-cookie-bar></nl-cookie-bar></div>`);
      await settle(wrapper);
      const el = wrapper.querySelector<NlElement>('nl-cookie-bar')!;
      await waitUntil(() => bar(el));
      (document.activeElement as HTMLElement | null)?.blur();
      const accept = button(el, 'accept-all');
      if (how === 'a mouse click') {
        const box = accept.getBoundingClientRect();
        await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
        await resetMouse();
      } else accept.click();
      await waitUntil(() => !bar(el), 'bar gone');
      const main = wrapper.querySelector<HTMLElement>('main')!;
      await waitUntil(() => deepActive() === main, `focus on <main>, not on ${deepActive()?.localName}`);
      expect(main.getAttribute('tabindex')).to.equal('-1');
      // Focusable for the moment only: leaving it takes the tabindex away again.
      main.blur();
      expect(main.hasAttribute('tabindex')).to.equal(false);
    });
  }

  it('keeps focused elements clear of the bar (scroll-padding) while it is shown', async () => {
    const before = document.documentElement.style.scrollPaddingBottom;
    const el = await render(html`<nl-cookie-bar></nl-cookie-bar>`);
    await waitUntil(() => document.documentElement.style.scrollPaddingBottom === `${bar(el)!.offsetHeight}px`);
    button(el, 'accept-all').click();
    await el.updateComplete;
    expect(document.documentElement.style.scrollPaddingBottom).to.equal(before);
  });

  it('consent.open() opens the settings even after a decision, with the current choice ticked', async () => {
    setCookie(encodeURIComponent(JSON.stringify({ necessary: true, preferences: false, statistics: true, marketing: false, revision: 1 })));
    const el = await render(html`<nl-cookie-bar></nl-cookie-bar>`);
    expect(bar(el) === null, 'bar hidden').to.equal(true);
    consent.open();
    await el.updateComplete;
    await waitUntil(() => dialogOpen(el), 'settings open');
    const boxes = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((b) => b.checked)).to.deep.equal([true, false, true, false]);
    boxes[3]!.click();
    await el.updateComplete;
    button(el, 'save').click();
    expect(stored()).to.deep.equal({ necessary: true, preferences: false, statistics: true, marketing: true, revision: 1 });
  });

  it('settings: necessary only is one click there too', async () => {
    const el = await render(html`<nl-cookie-bar></nl-cookie-bar>`);
    await openSettings(el);
    el.shadowRoot!.querySelector<HTMLInputElement>('input[name="marketing"]')!.click();
    await el.updateComplete;
    const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.settings button')];
    expect(buttons.map((b) => b.textContent)).to.deep.equal(['Keuze opslaan', 'Alles accepteren', 'Alleen noodzakelijke']);
    buttons[2]!.click();
    expect(stored()).to.deep.equal({ necessary: true, preferences: false, statistics: false, marketing: false, revision: 1 });
  });

  it('consent.open() on a page without a bar adds one, which opens its settings', async () => {
    consent.open();
    const el = document.querySelector<NlElement>('body > nl-cookie-bar')!;
    expect(el).to.exist;
    await settle(el);
    await waitUntil(() => dialogOpen(el), 'settings open');
  });

  it('asks only about its categories; accept all leaves the others undecided', async () => {
    const el = await render(html`<nl-cookie-bar categories='["statistics"]'></nl-cookie-bar>`);
    await openSettings(el);
    expect([...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((b) => b.name)).to.deep.equal([
      'necessary',
      'statistics',
    ]);
    button(el, 'accept-all').click();
    expect(stored()).to.deep.equal({ necessary: true, statistics: true, revision: 1 });
    expect(consent.get()).to.include({ decided: true, marketing: false });
  });

  it('logs bad attributes and falls back to the defaults', async () => {
    let el!: NlElement;
    const logged = await errorsDuring(async () => {
      el = await render(html`<nl-cookie-bar categories='["statistics", "tracking"]' revision="0" policy-url="javascript:alert(1)"></nl-cookie-bar>`);
    });
    expect(logged).to.deep.equal([
      'nl-cookie-bar: attribute "categories" is not valid: [1] must be one of "necessary", "preferences", "statistics", "marketing", got "tracking"',
      'nl-cookie-bar: attribute "policy-url" must be an http(s) URL, got "javascript:alert(1)"',
      'nl-cookie-bar: attribute "revision" must be at least 1, got "0"',
    ]);
    expect(bar(el) !== null, 'bar shown').to.equal(true);
    expect(el.shadowRoot!.querySelector('[part="policy"]') === null).to.equal(true);
    const logged2 = await errorsDuring(async () => {
      el.setAttribute('categories', '["statistics"');
      await el.updateComplete;
    });
    expect(logged2).to.have.length(1);
    expect(logged2[0]).to.match(/^nl-cookie-bar: attribute "categories" is not valid JSON \(/);
  });

  it('takes its texts from template-url for the page language; messages beat the template', async () => {
    const el = await render(html`<nl-cookie-bar template-url="/fake/cookiebar/{lang}.json" messages='{"necessaryOnly":"Liever niet"}'></nl-cookie-bar>`);
    expect(el.shadowRoot!.querySelector('[part="title"]')!.textContent).to.equal('Wij gebruiken cookies');
    expect(button(el, 'accept-all').textContent).to.equal('Ja, prima');
    expect(button(el, 'necessary-only').textContent).to.equal('Liever niet');
    expect(button(el, 'settings').textContent).to.equal('Instellingen'); // not in the template: built in
  });

  it('English: built-in texts, and the template for en-GB', async () => {
    const wrapper = fixtureSync(html`<div lang="en"><nl-cookie-bar></nl-cookie-bar><nl-cookie-bar template-url="/fake/cookiebar/{lang}.json"></nl-cookie-bar></div>`);
    await settle(wrapper);
    const [plain, templated] = [...wrapper.querySelectorAll<NlElement>('nl-cookie-bar')];
    await waitUntil(() => bar(plain!) && bar(templated!));
    expect([...plain!.shadowRoot!.querySelectorAll('[part="actions"] button')].map((b) => b.textContent)).to.deep.equal([
      'Accept all',
      'Necessary only',
      'Settings',
    ]);
    expect(templated!.shadowRoot!.querySelector('[part="title"]')!.textContent).to.equal('We use cookies');
    await openSettings(plain!);
    expect(modal(plain!)!.getAttribute('heading')).to.equal('Cookie settings');
    expect(plain!.shadowRoot!.querySelector('label')!.textContent).to.equal('Necessary (Always active)');
  });

  it('falls back to the built-in texts when the template fails: HTTP error, not JSON, wrong shape', async () => {
    for (const [url, reason] of [
      ['/fake/respond?status=404&body=x', 'HTTP 404'],
      ['/fake/respond?type=text&body=%3Chtml%3E', 'the answer is not JSON'],
      ['/fake/respond?body=%5B1%5D', 'the answer is not a JSON object of texts'],
      ['/fake/respond?body=%7B%22title%22%3A5%7D', '"title" is not a string'],
    ] as const) {
      let el!: NlElement;
      const logged = await errorsDuring(async () => {
        el = await render(html`<nl-cookie-bar template-url=${url}></nl-cookie-bar>`);
      });
      expect(logged).to.deep.equal([`nl-cookie-bar: template-url ${url} could not be used (${reason}); the built-in texts are shown`]);
      expect(el.shadowRoot!.querySelector('[part="title"]')!.textContent).to.equal('Cookies op deze website');
      el.remove();
    }
  });

  /**
   * A template that never answers: the bar waits 3000 ms, then shows the built-in texts with one error.
   * early: the loader requested it first (fetchEarly), which the timeout cannot cancel.
   */
  async function timesOut(url: string, early = false): Promise<NlElement> {
    // Only setTimeout is faked (the template's timeout); waitUntil polls with setTimeout too, so it
    // is used after the clock is restored.
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let el!: NlElement;
    const logged = await errorsDuring(async () => {
      try {
        const wrapper = fixtureSync(html`<div><nl-cookie-bar template-url=${url}></nl-cookie-bar></div>`);
        if (early) fetchEarly(wrapper.firstElementChild!);
        await settle(wrapper);
        el = wrapper.querySelector<NlElement>('nl-cookie-bar')!;
        await clock.tickAsync(2999);
        expect(bar(el) === null, 'still waiting for its texts').to.equal(true);
        await clock.tickAsync(1);
      } finally {
        clock.restore();
      }
      await waitUntil(() => bar(el), 'shown with built-in texts');
    });
    expect(logged).to.deep.equal([`nl-cookie-bar: template-url ${url} could not be used (no answer within 3000 ms); the built-in texts are shown`]);
    return el;
  }

  it('falls back after 3000 ms when the template does not answer', async () => {
    const el = await timesOut('/fake/respond?delay=20000&body=%7B%7D');
    expect(el.shadowRoot!.querySelector('[part="title"]')!.textContent).to.equal('Cookies op deze website');
  });

  describe('the template requested early (by the loader, before the bar\'s code)', () => {
    /** The bar as the loader sees it: in the page, its code not yet run; the loader's call, then the element. */
    async function early(markup: TemplateResult): Promise<NlElement> {
      const wrapper = fixtureSync<HTMLElement>(html`<div lang="en">${markup}</div>`);
      fetchEarly(wrapper.firstElementChild!);
      await settle(wrapper);
      const el = wrapper.querySelector<NlElement>('nl-cookie-bar')!;
      await waitUntil(() => el.shadowRoot!.childElementCount > 0, 'rendered', { timeout: 4000 });
      await el.updateComplete;
      return el;
    }
    const requests = (part: string) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part)).length;

    it('reads that answer: one request, for the page language', async () => {
      // A URL of its own, so that no earlier test's answer is in the bar's cache.
      const url = '/fake/respond?early=1&body=' + encodeURIComponent(JSON.stringify({ title: 'Vroeg' }));
      const fetched = sinon.spy(window, 'fetch');
      let el!: NlElement;
      try {
        const wrapper = fixtureSync<HTMLElement>(html`<div lang="en-US"><nl-cookie-bar template-url=${url + '&lang={lang}'}></nl-cookie-bar></div>`);
        fetchEarly(wrapper.firstElementChild!);
        expect(fetched.callCount, 'requested at once').to.equal(1);
        expect(String(fetched.firstCall.args[0])).to.equal(`${url}&lang=en-US`);
        await settle(wrapper);
        el = wrapper.querySelector<NlElement>('nl-cookie-bar')!;
        await waitUntil(() => bar(el), 'shown');
        expect(fetched.callCount, 'the bar made no request of its own').to.equal(1);
      } finally {
        fetched.restore();
      }
      expect(el.shadowRoot!.querySelector('[part="title"]')!.textContent).to.equal('Vroeg');
      expect(requests('early=1')).to.equal(1);
    });

    it('holds it to the same checks: a failed answer is one error and the built-in texts', async () => {
      const url = '/fake/respond?early=2&status=500&body=x';
      let el!: NlElement;
      const logged = await errorsDuring(async () => {
        el = await early(html`<nl-cookie-bar template-url=${url}></nl-cookie-bar>`);
      });
      expect(logged).to.deep.equal([`nl-cookie-bar: template-url ${url} could not be used (HTTP 500); the built-in texts are shown`]);
      expect(el.shadowRoot!.querySelector('[part="title"]')!.textContent).to.equal('Cookies on this website');
    });

    it('and to the same 3000 ms, which the early request cannot be cancelled for', async () => {
      await timesOut('/fake/respond?early=3&delay=20000&body=%7B%7D', true);
    });

    it('an answer nobody reads (no template-url, or a bar that is not needed) costs nothing else', async () => {
      const fetched = sinon.spy(window, 'fetch');
      try {
        fetchEarly(fixtureSync(html`<nl-cookie-bar></nl-cookie-bar>`));
        expect(fetched.called, 'no template-url: no request').to.equal(false);
      } finally {
        fetched.restore();
      }
      setCookie(encodeURIComponent(JSON.stringify({ necessary: true, preferences: false, statistics: false, marketing: false, revision: 1 })));
      let el!: NlElement;
      const logged = await errorsDuring(async () => {
        el = await render(html`<nl-cookie-bar template-url="/fake/respond?early=4&status=404&body=x"></nl-cookie-bar>`);
        fetchEarly(el);
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(bar(el) === null, 'decided: no bar').to.equal(true);
      expect(logged, 'an unread failure is not reported').to.deep.equal([]);
    });
  });

  it('keeps its state when moved in the DOM', async () => {
    const el = await render(html`<nl-cookie-bar></nl-cookie-bar>`);
    await openSettings(el);
    el.shadowRoot!.querySelector<HTMLInputElement>('input[name="marketing"]')!.click();
    await el.updateComplete;
    const other = fixtureSync(html`<section></section>`);
    other.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('input[name="marketing"]')!.checked).to.equal(true);
  });
});

describe('nl-cookie-bar: Global Privacy Control (issue 16)', () => {
  let layer: unknown[];
  const GPC_NL =
    'Je browser vraagt met Global Privacy Control om je gegevens niet te delen, dus marketingcookies staan uit; je kunt ze alleen zelf aanzetten in de instellingen.';
  const isArguments = (value: unknown): value is IArguments => Object.prototype.toString.call(value) === '[object Arguments]';
  const updates = () => layer.filter(isArguments).filter((args) => args[0] === 'consent' && args[1] === 'update').map((args) => args[2] as Record<string, string>);
  const gpcText = (el: Element) => el.shadowRoot!.querySelector('[part="gpc"]')?.textContent;

  beforeEach(() => {
    clearCookie();
    layer = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    consent.configure({ revision: 1, gpc: false, categories: ['necessary', 'preferences', 'statistics', 'marketing'] });
  });
  afterEach(() => {
    delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    document.querySelectorAll('nl-cookie-bar').forEach((el) => el.remove());
    consent.configure({ gpc: false });
    clearCookie();
  });

  it('marketing starts denied; the bar says in one sentence that the signal was honoured; Alles accepteren does not grant marketing', async () => {
    const el = await render(html`<nl-cookie-bar></nl-cookie-bar>`);
    expect(consent.get()).to.include({ marketing: false, decided: false });
    expect(gpcText(el)).to.equal(GPC_NL);
    await expect(el).to.be.accessible();
    button(el, 'accept-all').click();
    expect(consent.get()).to.include({ preferences: true, statistics: true, marketing: false, decided: true });
    expect(stored()).to.deep.equal({ necessary: true, preferences: true, statistics: true, marketing: false, revision: 1, gpc: true });
    expect(updates().length, 'Consent Mode was told').to.be.greaterThan(0);
    expect(updates().filter((mode) => mode.ad_storage === 'granted' || mode.ad_user_data === 'granted' || mode.ad_personalization === 'granted')).to.deep.equal([]);
    // Not by a page script or the gates' "allow" either: only the settings dialog turns it on.
    consent.set({ marketing: true });
    consent.set('all');
    expect(consent.allows('marketing')).to.equal(false);
    expect(updates().filter((mode) => mode.ad_storage === 'granted')).to.deep.equal([]);
  });

  it('the visitor turns marketing on in the settings dialog: then it is granted, and stays so', async () => {
    const el = await render(html`<nl-cookie-bar></nl-cookie-bar>`);
    await openSettings(el);
    const marketing = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="marketing"]')!;
    expect(marketing.checked, 'starts unticked').to.equal(false);
    expect(el.shadowRoot!.querySelector('.settings .gpc')!.textContent, 'the dialog says it too').to.equal(GPC_NL);
    marketing.click();
    await el.updateComplete;
    button(el, 'save').click();
    expect(consent.allows('marketing')).to.equal(true);
    expect(updates().at(-1)).to.include({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' });
    // A later choice elsewhere keeps what the visitor turned on there.
    consent.set({ statistics: true });
    expect(consent.allows('marketing')).to.equal(true);
  });

  it('with the gpc attribute statistics starts denied too (nl and en)', async () => {
    const el = await render(html`<nl-cookie-bar gpc lang="en"></nl-cookie-bar>`);
    expect(gpcText(el)).to.equal(
      'Your browser asks with Global Privacy Control not to share your data, so marketing and statistics cookies are off; only you can turn them on, in the settings.',
    );
    button(el, 'accept-all').click();
    expect(consent.get()).to.include({ preferences: true, statistics: false, marketing: false, decided: true });
    expect(updates().filter((mode) => mode.analytics_storage === 'granted' || mode.ad_storage === 'granted')).to.deep.equal([]);
  });

  it('a decision made before the signal counts no more for what it covers: the bar asks again', async () => {
    setCookie(encodeURIComponent(JSON.stringify({ necessary: true, preferences: true, statistics: true, marketing: true, revision: 1 })));
    expect(consent.get()).to.include({ preferences: true, statistics: true, marketing: false, decided: false });
    const el = await render(html`<nl-cookie-bar></nl-cookie-bar>`);
    expect(bar(el), 'asks again').to.exist;
    expect(gpcText(el)).to.equal(GPC_NL);
  });

  it('says nothing without the signal', async () => {
    delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    const el = await render(html`<nl-cookie-bar gpc></nl-cookie-bar>`);
    expect(gpcText(el)).to.equal(undefined);
    button(el, 'accept-all').click();
    expect(consent.get()).to.include({ statistics: true, marketing: true });
  });
});

describe('nl-cookie-bar: withdrawal clears cookies (issue 16)', () => {
  const DECLARED = [
    { name: 'nl_consent', provider: 'Deze website', purpose: 'Onthoudt je cookiekeuze', expiry: '1 jaar', category: 'necessary' },
    { name: 'voorkeur', provider: 'Deze website', purpose: 'Onthoudt je taal', expiry: '1 jaar', category: 'preferences' },
    { name: '_ga*', provider: 'Google Analytics', purpose: 'Onderscheidt bezoekers', expiry: '2 jaar', category: 'statistics' },
    { name: '_fbp', provider: 'Meta', purpose: 'Advertenties', expiry: '3 maanden', category: 'marketing' },
  ];
  const SET = ['voorkeur', '_ga', '_ga_ABC123', '_gat', '_fbp', 'eigen'];
  const names = () => document.cookie.split('; ').map((c) => c.slice(0, c.indexOf('=')));
  let reload: sinon.SinonStub;

  beforeEach(async () => {
    clearCookie();
    consent.configure({ revision: 1, gpc: false, categories: ['necessary', 'preferences', 'statistics', 'marketing'] });
    for (const name of SET) document.cookie = `${name}=1; path=/`;
    consent.set('all');
    const { withdrawal } = await import('../../core/consent-withdraw.ts');
    reload = sinon.stub(withdrawal, 'reload');
  });
  afterEach(() => {
    reload.restore();
    document.querySelectorAll('nl-cookie-bar').forEach((el) => el.remove());
    for (const name of SET) document.cookie = `${name}=; path=/; max-age=0`;
    clearCookie();
  });

  it('withdrawing a category deletes the cookies its declarations name (a * is a prefix), and no other', async () => {
    const el = await render(html`<nl-cookie-bar cookies=${JSON.stringify(DECLARED)}></nl-cookie-bar>`);
    expect(bar(el), 'decided: no bar').to.equal(null);
    consent.set({ statistics: false });
    expect(names()).to.include.members(['voorkeur', '_fbp', 'eigen', 'nl_consent']);
    expect(names()).not.to.include.members(['_ga']);
    expect(names().filter((name) => name.startsWith('_ga'))).to.deep.equal([]);
    // Withdrawn in the settings dialog.
    consent.open();
    await waitUntil(() => dialogOpen(el), 'settings open');
    el.shadowRoot!.querySelector<HTMLInputElement>('input[name="marketing"]')!.click();
    await el.updateComplete;
    button(el, 'save').click();
    expect(names()).not.to.include('_fbp');
    expect(names()).to.include.members(['voorkeur', 'eigen', 'nl_consent']);
    expect(reload.called, 'no reload unless asked for').to.equal(false);
  });

  it('reloads the page after a withdrawal only with reload-on-withdraw; a new grant does not', async () => {
    await render(html`<nl-cookie-bar reload-on-withdraw cookies=${JSON.stringify(DECLARED)}></nl-cookie-bar>`);
    consent.set({ preferences: true });
    expect(reload.callCount).to.equal(0);
    consent.set({ preferences: false });
    expect(reload.callCount).to.equal(1);
    expect(names()).not.to.include('voorkeur');
  });

  it('a bad declaration is left out with one console error; the others still count', async () => {
    const logged = await errorsDuring(async () => {
      await render(html`<nl-cookie-bar cookies=${JSON.stringify([{ name: '_ga*', category: 'statistics' }, DECLARED[3]])}></nl-cookie-bar>`);
    });
    expect(logged).to.deep.equal(['nl-cookie-bar: attribute "cookies" is not valid: [0].provider is missing (cookie [0] is left out)']);
    consent.set('necessary');
    expect(names()).to.include('_ga');
    expect(names()).not.to.include('_fbp');
  });
});
