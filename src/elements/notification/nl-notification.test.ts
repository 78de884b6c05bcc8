import { expect, fixtureSync, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit-html';
import type { NlElement } from '../../core/define.tsx';
import type { CloseDetail } from '../../elements/notification/notification.tsx';
import { cookieAttributes, MAX_VALUE_LENGTH, parseDismissed, readDismissed, serializeDismissed } from '../../elements/notification/dismissed.ts';
import { errorsDuring, expectNoLayoutShift, settle } from '../../../test/helpers.ts';

// Wrappers are made with fixtureSync and awaited with settle(): open-wc's fixture() waits for an
// animation frame, which a page the runner runs in the background may never get.
// DOM elements are compared with === (a failing chai equal on elements can hang the page).

type Notification = NlElement & { notificationId: string; type: string };
type CloseEvent = CustomEvent<CloseDetail>;

const clearCookie = () => {
  document.cookie = 'nl_dismissed=; path=/; max-age=0';
};
/** The raw value of nl_dismissed as the browser keeps it (undefined when there is none). */
const rawCookie = (): string | undefined =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('nl_dismissed='))
    ?.slice('nl_dismissed='.length);

const TEXT_2_LINES =
  'Kom naar onze vacaturedag op 12 december. Deze tekst is lang genoeg om op deze breedte over twee regels te lopen, zodat ook dat gemeten wordt.';

// The first block runs before the tag is defined (the element is imported in it, and by the
// main block's before hook), like a page whose chunk arrives after first paint.
describe('nl-notification before its code has loaded', () => {
  before(clearCookie);

  it('takes its final size, so nothing moves when it upgrades', async () => {
    await expectNoLayoutShift(
      html`
        <div style="font: 16px/1.5 sans-serif; width: 600px">
          <p data-probe>Boven</p>
          <nl-notification notification-id="kort">Kom naar onze <a href="/vacatures">vacaturedag</a>.</nl-notification>
          <p data-probe>Tussen</p>
          <nl-notification notification-id="lang" type="warning">${TEXT_2_LINES}</nl-notification>
          <p data-probe>Na de lange</p>
          <nl-notification notification-id="alinea"><p>Een alinea met eigen marges.</p></nl-notification>
          <p data-probe>Na de alinea</p>
          <nl-notification notification-id="rand" style="--nl-notification-border: 3px solid #0b57d0">Met een rand</nl-notification>
          <p data-probe>Na de rand</p>
          <nl-notification notification-id="leeg"></nl-notification>
          <p data-probe>Na de lege</p>
          <nl-notification notification-id="verborgen" hidden>Verborgen</nl-notification>
          <p data-probe>Einde</p>
        </div>
      `,
      () => import('../../../elements/nl-notification.ts'),
    );
  });
});

describe('nl-notification', () => {
  before(async () => {
    await import('../../../elements/nl-notification.ts');
  });

  let closes: CloseEvent[];
  const record = (event: Event) => closes.push(event as CloseEvent);

  beforeEach(() => {
    clearCookie();
    closes = [];
    document.addEventListener('nl-close', record);
  });

  afterEach(() => {
    document.removeEventListener('nl-close', record);
    clearCookie();
  });

  const parts = (el: Element) => {
    const root = el.shadowRoot!;
    return {
      box: root.querySelector<HTMLElement>('[part="notification"]')!,
      content: root.querySelector<HTMLElement>('[part="content"]')!,
      slot: root.querySelector('slot')!,
      close: root.querySelector<HTMLButtonElement>('button[part="close"]')!,
    };
  };

  /** A wrapper with a button before and after the notification(s), for focus and keyboard tests. */
  async function page(content: TemplateResult) {
    const wrapper = fixtureSync(html`<div><button id="before">Ervoor</button>${content}<button id="after">Erna</button></div>`);
    await settle(wrapper);
    return {
      wrapper,
      el: wrapper.querySelector<Notification>('nl-notification')!,
      all: [...wrapper.querySelectorAll<Notification>('nl-notification')],
      before: wrapper.querySelector<HTMLButtonElement>('#before')!,
      after: wrapper.querySelector<HTMLButtonElement>('#after')!,
    };
  }

  describe('rendering', () => {
    it('shows its content in a region named "Melding" with a close button "Melding sluiten"', async () => {
      const { el } = await page(
        html`<nl-notification notification-id="vacaturedag-2026">Kom naar onze <a href="/vacatures">vacaturedag</a> op 12 december.</nl-notification>`,
      );
      const { box, content, slot, close } = parts(el);
      expect(el.hidden).to.equal(false);
      expect(getComputedStyle(el).display).to.equal('block');
      expect(el.notificationId).to.equal('vacaturedag-2026');
      expect(box.getAttribute('role')).to.equal('region');
      expect(box.getAttribute('aria-label')).to.equal('Melding');
      // Present on load: not a live region.
      expect(box.hasAttribute('aria-live')).to.equal(false);
      expect(el.shadowRoot!.querySelector('[aria-live], [role="status"], [role="alert"]')).to.equal(null);
      expect(content.contains(slot)).to.equal(true);
      expect(slot.assignedNodes().map((n) => n.textContent).join('')).to.equal('Kom naar onze vacaturedag op 12 december.');
      expect(close.type).to.equal('button');
      expect(close.textContent).to.equal('Melding sluiten');
      expect(close.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
      expect(box.dataset.type).to.equal('info');
    });

    it('has a close button of 44 × 44 px', async () => {
      const { el } = await page(html`<nl-notification notification-id="maat">x</nl-notification>`);
      const rect = parts(el).close.getBoundingClientRect();
      expect([rect.width, rect.height]).to.deep.equal([44, 44]);
    });

    it('colours a warning differently from info (type is colour only)', async () => {
      const { all } = await page(html`
        <nl-notification notification-id="i">Info</nl-notification>
        <nl-notification notification-id="w" type="warning">Let op</nl-notification>
      `);
      const [info, warning] = all.map((el) => parts(el).box);
      expect(warning!.dataset.type).to.equal('warning');
      // Info: a 10% tint of the primary colour token (src/core/tokens.css), as the browser serialises it.
      const tint = document.createElement('div');
      tint.style.backgroundColor = 'color-mix(in srgb, #0b57d0 10%, #fff)';
      document.body.append(tint);
      expect(getComputedStyle(info!).backgroundColor).to.equal(getComputedStyle(tint).backgroundColor);
      tint.remove();
      expect(getComputedStyle(warning!).backgroundColor).to.equal('rgb(255, 244, 213)');
      expect(warning!.getAttribute('role')).to.equal('region');
    });

    it('is accessible (info and warning, with a link)', async () => {
      const wrapper = fixtureSync(html`<div>
        <nl-notification notification-id="a">Kom naar onze <a href="/vacatures">vacaturedag</a>.</nl-notification>
        <main><p>Inhoud</p></main>
      </div>`);
      await settle(wrapper);
      await expect(wrapper.querySelector('nl-notification')).to.be.accessible();
      const warning = fixtureSync(html`<nl-notification notification-id="b" type="warning">Storing in ons sollicitatiesysteem.</nl-notification>`);
      await settle(warning);
      await expect(warning).to.be.accessible();
    });

    it('is accessible with two notifications on a page, each with its own name', async () => {
      const wrapper = fixtureSync(html`<div>
        <nl-notification notification-id="a" messages='{"label":"Vacaturedag"}'>Kom naar onze vacaturedag.</nl-notification>
        <nl-notification notification-id="b" type="warning" messages='{"label":"Storing"}'>Storing.</nl-notification>
      </div>`);
      await settle(wrapper);
      await expect(wrapper).to.be.accessible();
    });
  });

  describe('dismissing', () => {
    it('hides on a click of the close button, fires nl-close {id, reason} and writes the cookie', async () => {
      const { el } = await page(html`<nl-notification notification-id="vacaturedag-2026">Vacaturedag</nl-notification>`);
      parts(el).close.click();
      expect(el.hidden).to.equal(true);
      expect(el.hasAttribute('hidden')).to.equal(true);
      expect(getComputedStyle(el).display).to.equal('none');
      expect(closes.map((e) => e.detail)).to.deep.equal([{ id: 'vacaturedag-2026', reason: 'button' }]);
      expect(closes[0]!.target === el).to.equal(true);
      expect(closes[0]!.bubbles && closes[0]!.composed).to.equal(true);
      expect(rawCookie()).to.equal('vacaturedag-2026');
      // Once hidden, a second click (from a script) does nothing.
      parts(el).close.click();
      expect(closes).to.have.length(1);
    });

    it('adds a second id to the list, comma-separated and raw (nl_dismissed=a,b)', async () => {
      const { all } = await page(html`
        <nl-notification notification-id="a">A</nl-notification>
        <nl-notification notification-id="b">B</nl-notification>
      `);
      parts(all[0]!).close.click();
      parts(all[1]!).close.click();
      expect(document.cookie.split('; ')).to.include('nl_dismissed=a,b');
      expect(closes.map((e) => e.detail.id)).to.deep.equal(['a', 'b']);
    });

    it('writes a session cookie: no expires or max-age, path=/, SameSite=Lax (Secure on https)', async () => {
      const { el } = await page(html`<nl-notification notification-id="sessie">x</nl-notification>`);
      // Record what is written to document.cookie (the browser does not tell a cookie's expiry back).
      const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      const writes: string[] = [];
      Object.defineProperty(document, 'cookie', {
        configurable: true,
        get: () => native.get!.call(document) as string,
        set: (value: string) => {
          writes.push(value);
          native.set!.call(document, value);
        },
      });
      try {
        parts(el).close.click();
      } finally {
        delete (document as unknown as Record<string, unknown>).cookie;
      }
      expect(writes).to.deep.equal(['nl_dismissed=sessie; path=/; sameSite=Lax']);
      expect(writes[0]).not.to.match(/expires|max-age/i);
      expect(cookieAttributes('https:')).to.deep.equal({ path: '/', sameSite: 'Lax', secure: true });
      expect(cookieAttributes('http:')).to.deep.equal({ path: '/', sameSite: 'Lax', secure: false });
    });

    it('is hidden on render when its id was dismissed before, and fires nothing; another id still shows', async () => {
      document.cookie = 'nl_dismissed=a,vacaturedag-2026; path=/';
      const { all } = await page(html`
        <nl-notification notification-id="vacaturedag-2026">Weggeklikt</nl-notification>
        <nl-notification notification-id="nieuw">Nieuw</nl-notification>
        <nl-notification notification-id="vacaturedag">Lijkt erop</nl-notification>
      `);
      expect(all.map((el) => el.hidden)).to.deep.equal([true, false, false]);
      expect(getComputedStyle(all[0]!).display).to.equal('none');
      expect(closes).to.have.length(0);
      expect(rawCookie()).to.equal('a,vacaturedag-2026');
    });

    it('hides when its notification-id changes to a dismissed one', async () => {
      document.cookie = 'nl_dismissed=oud; path=/';
      const { el } = await page(html`<nl-notification notification-id="nieuw">x</nl-notification>`);
      expect(el.hidden).to.equal(false);
      el.notificationId = 'oud';
      await el.updateComplete;
      expect(el.hidden).to.equal(true);
      expect(closes).to.have.length(0);
    });

    it('stays shown when the page removes hidden again (it does not hide itself a second time)', async () => {
      document.cookie = 'nl_dismissed=terug; path=/';
      const { el } = await page(html`<nl-notification notification-id="terug">x</nl-notification>`);
      expect(el.hidden).to.equal(true);
      el.hidden = false;
      el.type = 'warning'; // a re-render
      await el.updateComplete;
      expect(el.hidden).to.equal(false);
    });

    it('hides every notification with the same id, with one event', async () => {
      const { all } = await page(html`
        <nl-notification notification-id="dubbel">Boven</nl-notification>
        <nl-notification notification-id="dubbel">Onder</nl-notification>
        <nl-notification notification-id="ander">Ander</nl-notification>
      `);
      parts(all[1]!).close.click();
      expect(all.map((el) => el.hidden)).to.deep.equal([true, true, false]);
      expect(closes).to.have.length(1);
      expect(closes[0]!.target === all[1]).to.equal(true);
      expect(rawCookie()).to.equal('dubbel');
    });

    it('round-trips ids with commas, spaces, semicolons, quotes, percent signs and Unicode', async () => {
      const ids = ['storing, update', 'met spatie', 'café ☕ 日本', 'a;b=c', '%41', '"quoted"', 'plain-2026'];
      const first = await page(html`${ids.map((id) => html`<nl-notification notification-id=${id}>${id}</nl-notification>`)}`);
      for (const el of first.all) parts(el).close.click();
      expect(closes.map((e) => e.detail.id)).to.deep.equal(ids);
      // Commas between ids stay raw; the ones inside an id are encoded.
      expect(rawCookie()).to.equal(ids.map(encodeURIComponent).join(','));
      expect(rawCookie()!.split(',')).to.have.length(ids.length);
      expect(readDismissed()).to.deep.equal(ids);
      // On the next page, each is hidden again.
      const next = await page(html`${ids.map((id) => html`<nl-notification notification-id=${id}>${id}</nl-notification>`)}`);
      expect(next.all.map((el) => el.hidden)).to.deep.equal(ids.map(() => true));
      expect(closes).to.have.length(ids.length);
    });
  });

  describe('bad cookies and bad input', () => {
    const hostile = ['%E0%A4%A', '"', ',,,', '%', '%ZZ,%E0%A4%A,,', '\\', 'a'.repeat(3900), 'x,'.repeat(1900)];

    for (const value of hostile) {
      it(`never throws with nl_dismissed=${value.length > 20 ? `${value.slice(0, 12)}… (${value.length} chars)` : value}`, async () => {
        document.cookie = `nl_dismissed=${value}; path=/`;
        expect(rawCookie(), 'the browser kept the test cookie').to.equal(value);
        let el!: Notification;
        const errors = await errorsDuring(async () => {
          el = (await page(html`<nl-notification notification-id="ok">x</nl-notification>`)).el;
          parts(el).close.click();
        });
        expect(errors).to.deep.equal([]);
        expect(el.hidden).to.equal(true);
        expect(closes.map((e) => e.detail.id)).to.deep.equal(['ok']);
        expect(readDismissed()).to.include('ok');
        expect(rawCookie()!.length).to.be.at.most(MAX_VALUE_LENGTH);
      });
    }

    it('hides when its id is among malformed parts, and skips what does not decode', async () => {
      document.cookie = 'nl_dismissed=%E0%A4%A,,ok,%ZZ; path=/';
      const { el } = await page(html`<nl-notification notification-id="ok">x</nl-notification>`);
      expect(el.hidden).to.equal(true);
      expect(readDismissed()).to.deep.equal(['ok']);
    });

    it('parses any value without throwing', () => {
      expect(parseDismissed(undefined)).to.deep.equal([]);
      expect(parseDismissed('')).to.deep.equal([]);
      expect(parseDismissed('"')).to.deep.equal(['"']);
      expect(parseDismissed('"a,b"')).to.deep.equal(['a', 'b']);
      expect(parseDismissed('%E0%A4%A,a,,b,a')).to.deep.equal(['a', 'b']);
      expect(parseDismissed('a%2Cb,c')).to.deep.equal(['a,b', 'c']);
      expect(parseDismissed(','.repeat(5000))).to.deep.equal([]);
      expect(parseDismissed('z'.repeat(5000))).to.deep.equal(['z'.repeat(5000)]);
    });

    it('keeps the newest ids when the list would outgrow a cookie (the browser would drop it whole)', async () => {
      const old = Array.from({ length: 71 }, (_, i) => `melding-${String(i).padStart(2, '0')}-${'x'.repeat(45)}`);
      document.cookie = `nl_dismissed=${old.join(',')}; path=/`;
      expect(rawCookie()!.length, 'over our limit, within the browser\'s').to.be.above(MAX_VALUE_LENGTH);
      const { el } = await page(html`<nl-notification notification-id="nieuwste">x</nl-notification>`);
      parts(el).close.click();
      const kept = readDismissed();
      expect(kept.at(-1)).to.equal('nieuwste');
      expect(kept).not.to.include(old[0]);
      expect(kept).to.include(old.at(-1));
      expect(rawCookie()!.length).to.be.at.most(MAX_VALUE_LENGTH);
      // An id too long for any cookie is not stored and pushes nothing out.
      expect(serializeDismissed(['a', 'z'.repeat(MAX_VALUE_LENGTH + 1), 'b'])).to.equal('a,b');
    });

    it('without notification-id: logs the exact error, still shows and closes, writes no cookie', async () => {
      let el!: Notification;
      const errors = await errorsDuring(async () => {
        el = (await page(html`<nl-notification>Zonder id</nl-notification>`)).el;
      });
      expect(errors).to.deep.equal(['nl-notification: attribute "notification-id" is required']);
      expect(el.hidden).to.equal(false);
      parts(el).close.click();
      expect(el.hidden).to.equal(true);
      expect(closes.map((e) => e.detail)).to.deep.equal([{ id: '', reason: 'button' }]);
      expect(rawCookie()).to.equal(undefined);
      expect(document.cookie).not.to.contain('nl_dismissed');
    });

    it('logs an unknown type and shows info colours', async () => {
      let el!: Notification;
      const errors = await errorsDuring(async () => {
        el = (await page(html`<nl-notification notification-id="t" type="error">x</nl-notification>`)).el;
      });
      expect(errors).to.deep.equal(['nl-notification: attribute "type" must be one of "info", "warning", got "error"']);
      expect(parts(el).box.dataset.type).to.equal('info');
    });
  });

  describe('keyboard and focus', () => {
    it('Tab reaches the close button; Enter dismisses and focus goes on to the next element', async () => {
      const { el, before, after } = await page(html`<nl-notification notification-id="enter">Toetsenbord</nl-notification>`);
      let afterClicks = 0;
      after.addEventListener('click', () => afterClicks++);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement === parts(el).close).to.equal(true);
      await sendKeys({ press: 'Enter' });
      expect(el.hidden).to.equal(true);
      expect(closes.map((e) => e.detail)).to.deep.equal([{ id: 'enter', reason: 'button' }]);
      expect(rawCookie()).to.equal('enter');
      expect(document.activeElement === after, 'focus on the button after the notification').to.equal(true);
      expect(afterClicks, 'the key did not also press the next button').to.equal(0);
    });

    it('Space dismisses, after Tab through a link in the content', async () => {
      const { el, before, after } = await page(html`<nl-notification notification-id="spatie">Lees <a href="#meer">meer</a></nl-notification>`);
      let afterClicks = 0;
      after.addEventListener('click', () => afterClicks++);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === el.querySelector('a')).to.equal(true);
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement === parts(el).close).to.equal(true);
      await sendKeys({ press: 'Space' });
      expect(el.hidden).to.equal(true);
      expect(closes.map((e) => e.detail.reason)).to.deep.equal(['button']);
      expect(document.activeElement === after).to.equal(true);
      expect(afterClicks).to.equal(0);
      // Tab goes on from there.
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(document.activeElement === before).to.equal(true);
    });

    it('skips what cannot take focus, and finds the next focusable element inside a shadow root', async () => {
      const wrapper = fixtureSync(html`<div>
        <nl-notification notification-id="schaduw">x</nl-notification>
        <p>Tekst</p>
        <button disabled>Uit</button>
        <a>Geen href</a>
        <span tabindex="-1">Niet met Tab</span>
        <button hidden>Verborgen</button>
        <div id="host"></div>
        <button id="last">Laatste</button>
      </div>`);
      const inner = document.createElement('button');
      inner.textContent = 'In de schaduw';
      wrapper.querySelector('#host')!.attachShadow({ mode: 'open' }).append(inner);
      await settle(wrapper);
      const el = wrapper.querySelector<Notification>('nl-notification')!;
      parts(el).close.focus();
      parts(el).close.click();
      expect(el.hidden).to.equal(true);
      expect(wrapper.querySelector('#host')!.shadowRoot!.activeElement === inner).to.equal(true);
    });

    it('at the end of the page, focus goes to the focusable element before it', async () => {
      const wrapper = fixtureSync(html`<div><button id="voor">Voor</button><nl-notification notification-id="einde">x</nl-notification></div>`);
      await settle(wrapper);
      const el = wrapper.querySelector<Notification>('nl-notification')!;
      // Nothing focusable may follow in the test page (mocha's own report is not focusable).
      parts(el).close.focus();
      parts(el).close.click();
      expect(el.hidden).to.equal(true);
      expect(document.activeElement === wrapper.querySelector('#voor')).to.equal(true);
    });

    it('leaves focus alone when it was not in the notification', async () => {
      const { el, before } = await page(html`<nl-notification notification-id="muis">x</nl-notification>`);
      before.focus();
      parts(el).close.click();
      expect(el.hidden).to.equal(true);
      expect(document.activeElement === before).to.equal(true);
    });

    it('lets an nl-close listener put focus where it wants', async () => {
      const { el, before } = await page(html`<nl-notification notification-id="luisteraar">x</nl-notification>`);
      el.addEventListener('nl-close', () => before.focus(), { once: true });
      parts(el).close.focus();
      parts(el).close.click();
      expect(document.activeElement === before).to.equal(true);
    });
  });

  describe('texts', () => {
    it('uses the English texts in an English page', async () => {
      const wrapper = fixtureSync(html`<div lang="en"><nl-notification notification-id="en">Open day on 12 December.</nl-notification></div>`);
      await settle(wrapper);
      const { box, close } = parts(wrapper.querySelector('nl-notification')!);
      expect(box.getAttribute('aria-label')).to.equal('Notification');
      expect(close.textContent).to.equal('Close notification');
    });

    it('takes the messages overrides', async () => {
      const { el } = await page(
        html`<nl-notification notification-id="m" messages='{"label":"Vacaturedag","close":"Sluit de melding over de vacaturedag"}'>x</nl-notification>`,
      );
      expect(parts(el).box.getAttribute('aria-label')).to.equal('Vacaturedag');
      expect(parts(el).close.textContent).to.equal('Sluit de melding over de vacaturedag');
    });

    it('logs an unknown messages key', async () => {
      const errors = await errorsDuring(() => page(html`<nl-notification notification-id="m" messages='{"sluit":"Weg"}'>x</nl-notification>`));
      expect(errors).to.deep.equal(['nl-notification: attribute "messages" has unknown key(s) "sluit"; known keys: label, close']);
    });
  });

  describe('moving', () => {
    it('keeps its rendered box when moved, and still closes and writes the cookie', async () => {
      const wrapper = fixtureSync(html`<div><section id="a"><nl-notification notification-id="verhuisd">x</nl-notification></section><section id="b"></section></div>`);
      await settle(wrapper);
      const el = wrapper.querySelector<Notification>('nl-notification')!;
      const box = parts(el).box;
      wrapper.querySelector('#b')!.append(el);
      await el.updateComplete;
      await Promise.resolve(); // the unmount check runs a microtask after the move
      expect(el.parentElement!.id).to.equal('b');
      expect(parts(el).box === box).to.equal(true);
      expect(el.hidden).to.equal(false);
      parts(el).close.click();
      expect(el.hidden).to.equal(true);
      expect(rawCookie()).to.equal('verhuisd');
      expect(closes).to.have.length(1);
    });

    it('stays hidden when moved after it was dismissed, with no second event', async () => {
      const wrapper = fixtureSync(html`<div><section id="a"><nl-notification notification-id="weg">x</nl-notification></section><section id="b"></section></div>`);
      await settle(wrapper);
      const el = wrapper.querySelector<Notification>('nl-notification')!;
      parts(el).close.click();
      wrapper.querySelector('#b')!.append(el);
      await el.updateComplete;
      await Promise.resolve();
      expect(el.hidden).to.equal(true);
      expect(closes).to.have.length(1);
    });
  });
});
