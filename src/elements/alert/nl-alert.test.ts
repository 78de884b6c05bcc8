import { expect, fixtureSync, html } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { NlElement } from '../../core/define.tsx';
import type { CloseDetail } from '../../elements/alert/alert.tsx';
import { errorsDuring, expectNoLayoutShift, settle, upgraded, chromiumOnly, REDUCED_MOTION } from '../../../test/helpers.ts';
import { contrast } from '../../../test/contrast.ts';

// Wrappers are made with fixtureSync and awaited with settle(): open-wc's fixture() waits for an
// animation frame when the root is no element of ours, and a page the runner runs in the
// background (concurrency 2) gets no frames, so that wait can hang.
//
// Timers: the 2000 ms countdown is tested with sinon's fake setTimeout/clearTimeout/Date only.
// React's scheduler keeps the real ones (it took them, and MessageChannel, when it loaded), and
// mocha keeps its own for test timeouts, so rendering and the suite go on as usual.

type Alert = NlElement & { type: string; duration: number; heading: string };
type CloseEvent = CustomEvent<CloseDetail>;

const TEXT_2_LINES =
  'Probeer het later opnieuw. Deze tekst is lang genoeg om op deze breedte over twee regels te lopen, zodat ook dat gemeten wordt.';

// The first block runs before the tag is defined (the element is imported in it, and by the
// main block's before hook), like a page whose chunk arrives after first paint.
describe('nl-alert before its code has loaded', () => {
  it('takes its final size, so nothing moves when it upgrades', async () => {
    await expectNoLayoutShift(
      html`
        <div style="font: 16px/1.5 sans-serif; width: 600px">
          <p data-probe>Boven</p>
          <nl-alert duration="0">Je gegevens zijn opgeslagen.</nl-alert>
          <p data-probe>Tussen</p>
          <nl-alert type="error" heading="Er ging iets mis" duration="0">${TEXT_2_LINES}</nl-alert>
          <p data-probe>Na de fout</p>
          <nl-alert type="success" duration="0"></nl-alert>
          <p data-probe>Na de lege</p>
          <nl-alert hidden>Verborgen melding</nl-alert>
          <p data-probe>Einde</p>
        </div>
      `,
      () => import('../../../elements/nl-alert.ts'),
    );
  });
});

describe('nl-alert', () => {
  let showAlert: typeof import('../../../elements/nl-alert.ts').showAlert;
  before(async () => {
    ({ showAlert } = await import('../../../elements/nl-alert.ts'));
  });

  let clock: sinon.SinonFakeTimers | undefined;
  /** Fakes only what the countdown uses; call it before the alert renders (its countdown starts then). */
  const fakeTimers = () => (clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  let closes: CloseEvent[];
  const record = (event: Event) => closes.push(event as CloseEvent);

  beforeEach(() => {
    closes = [];
    document.addEventListener('nl-close', record);
  });

  afterEach(async () => {
    document.removeEventListener('nl-close', record);
    clock?.restore();
    clock = undefined;
    document.querySelectorAll('body > .nl-alerts').forEach((region) => region.remove());
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  const parts = (el: Element) => {
    const root = el.shadowRoot!;
    return {
      box: root.querySelector<HTMLElement>('[part="alert"]')!,
      message: root.querySelector<HTMLElement>('[part="message"]')!,
      icon: root.querySelector<SVGElement>('[part="icon"]')!,
      heading: root.querySelector<HTMLElement>('[part="heading"]'),
      slot: root.querySelector('slot')!,
      close: root.querySelector<HTMLButtonElement>('button[part="close"]')!,
    };
  };

  /** A wrapper with a button before the alert (for focus and keyboard tests), padded so that the pointer can be off it. */
  async function page(alert: ReturnType<typeof html>) {
    const wrapper = fixtureSync(html`<div style="padding: 100px 0"><button id="before">Ervoor</button>${alert}<button id="after">Erna</button></div>`);
    await settle(wrapper);
    return { wrapper, el: wrapper.querySelector<Alert>('nl-alert')!, before: wrapper.querySelector<HTMLButtonElement>('#before')!, after: wrapper.querySelector<HTMLButtonElement>('#after')! };
  }

  describe('rendering', () => {
    it('shows its content in an info box with an icon and a close button labelled "Sluiten"', async () => {
      const el = await upgraded<Alert>(html`<nl-alert>Je gegevens zijn opgeslagen.</nl-alert>`);
      const { box, message, icon, heading, slot, close } = parts(el);
      expect(box.dataset.type).to.equal('info');
      expect(message.getAttribute('role')).to.equal('status');
      expect(slot.assignedNodes().map((n) => n.textContent)).to.deep.equal(['Je gegevens zijn opgeslagen.']);
      expect(message.contains(slot)).to.equal(true);
      expect(heading).to.equal(null);
      expect(icon.localName).to.equal('svg');
      expect(icon.getAttribute('aria-hidden')).to.equal('true');
      expect(icon.dataset.icon).to.equal('info');
      expect(close.type).to.equal('button');
      expect(close.textContent).to.equal('Sluiten');
      expect(close.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
      // The button is outside the live region: "Sluiten" is not read out with the message.
      expect(message.contains(close)).to.equal(false);
      expect(el.type).to.equal('info');
      expect(el.duration).to.equal(2000);
    });

    it('has role="status" for info and success, role="alert" for warning and error', async () => {
      const wrapper = fixtureSync(html`<div>
        <nl-alert type="info" duration="0">i</nl-alert>
        <nl-alert type="success" duration="0">s</nl-alert>
        <nl-alert type="warning" duration="0">w</nl-alert>
        <nl-alert type="error" duration="0">e</nl-alert>
      </div>`);
      await settle(wrapper);
      const seen = [...wrapper.querySelectorAll('nl-alert')].map((el) => [
        parts(el).box.dataset.type,
        parts(el).message.getAttribute('role'),
        parts(el).icon.dataset.icon,
      ]);
      expect(seen).to.deep.equal([
        ['info', 'status', 'info'],
        ['success', 'status', 'success'],
        ['warning', 'alert', 'warning'],
        ['error', 'alert', 'error'],
      ]);
    });

    it('changes role when the type changes', async () => {
      const el = await upgraded<Alert>(html`<nl-alert duration="0">x</nl-alert>`);
      el.type = 'error';
      await el.updateComplete;
      expect(el.getAttribute('type')).to.equal('error');
      expect(parts(el).message.getAttribute('role')).to.equal('alert');
    });

    it('shows the heading attribute as a bold first line in the live region', async () => {
      const el = await upgraded<Alert>(html`<nl-alert heading="Gelukt" type="success" duration="0">Verstuurd.</nl-alert>`);
      const { heading, message } = parts(el);
      expect(heading!.textContent).to.equal('Gelukt');
      expect(message.contains(heading)).to.equal(true);
      expect(Number(getComputedStyle(heading!).fontWeight)).to.be.at.least(600);
    });

    it('has a close button of 44 × 44 px', async () => {
      const el = await upgraded(html`<nl-alert duration="0">x</nl-alert>`);
      const rect = parts(el).close.getBoundingClientRect();
      expect([rect.width, rect.height]).to.deep.equal([44, 44]);
    });

    it('has text contrast of at least 4.5:1 (icon 3:1) for every type', async () => {
      const wrapper = fixtureSync(html`<div>
        ${['info', 'success', 'warning', 'error'].map((type) => html`<nl-alert type=${type} heading="Kop" duration="0">Tekst</nl-alert>`)}
      </div>`);
      await settle(wrapper);
      for (const el of wrapper.querySelectorAll('nl-alert')) {
        const text = getComputedStyle(el.shadowRoot!.querySelector('.content')!).color;
        const background = getComputedStyle(parts(el).box).backgroundColor;
        expect(contrast(text, background), `${el.getAttribute('type')}: ${text} on ${background}`).to.be.at.least(4.5);
        // The icon and border carry the type (WCAG 1.4.11, non-text contrast: 3:1).
        const icon = getComputedStyle(parts(el).icon).color;
        expect(contrast(icon, background), `${el.getAttribute('type')} icon: ${icon} on ${background}`).to.be.at.least(3);
      }
    });

    it('is accessible for every type, with and without heading', async () => {
      const wrapper = fixtureSync(html`<main>
        <nl-alert duration="0">Informatie</nl-alert>
        <nl-alert type="success" heading="Gelukt" duration="0">Opgeslagen</nl-alert>
        <nl-alert type="warning" duration="0">Let op: <a href="#meer">meer weten</a></nl-alert>
        <nl-alert type="error" heading="Fout" duration="0">Er ging iets mis</nl-alert>
      </main>`);
      await settle(wrapper);
      for (const el of wrapper.querySelectorAll('nl-alert')) await expect(el).to.be.accessible();
    });
  });

  describe('hiding', () => {
    it('hides after 2000 ms: sets hidden and fires nl-close {reason: "timeout"}', async () => {
      fakeTimers();
      const el = await upgraded<Alert>(html`<nl-alert>Weg over twee seconden</nl-alert>`);
      clock!.tick(1999);
      expect(el.hidden).to.equal(false);
      expect(closes).to.have.length(0);
      clock!.tick(1);
      expect(el.hidden).to.equal(true);
      expect(el.hasAttribute('hidden')).to.equal(true);
      expect(el.isConnected).to.equal(true); // a declarative alert stays in the page
      expect(getComputedStyle(el).display).to.equal('none');
      expect(closes.map((e) => e.detail)).to.deep.equal([{ reason: 'timeout' }]);
      expect(closes[0]!.target).to.equal(el);
      expect(closes[0]!.bubbles && closes[0]!.composed).to.equal(true);
      clock!.tick(10_000);
      expect(closes).to.have.length(1);
    });

    it('takes its time from duration', async () => {
      fakeTimers();
      const el = await upgraded<Alert>(html`<nl-alert duration="500">Kort</nl-alert>`);
      clock!.tick(499);
      expect(el.hidden).to.equal(false);
      clock!.tick(1);
      expect(el.hidden).to.equal(true);
    });

    it('stays with duration="0"', async () => {
      fakeTimers();
      const el = await upgraded<Alert>(html`<nl-alert duration="0">Blijft</nl-alert>`);
      clock!.tick(60 * 60 * 1000);
      expect(el.hidden).to.equal(false);
      expect(closes).to.have.length(0);
    });

    it('restarts with a new duration set while shown', async () => {
      fakeTimers();
      const el = await upgraded<Alert>(html`<nl-alert>x</nl-alert>`);
      clock!.tick(1500);
      el.duration = 1000;
      await el.updateComplete;
      clock!.tick(999);
      expect(el.hidden).to.equal(false);
      clock!.tick(1);
      expect(el.hidden).to.equal(true);
    });

    it('hides at once on a click of the close button: nl-close {reason: "button"}, and never again by the timer', async () => {
      fakeTimers();
      const el = await upgraded<Alert>(html`<nl-alert>Klik mij weg</nl-alert>`);
      parts(el).close.click();
      expect(el.hidden).to.equal(true);
      expect(closes.map((e) => e.detail)).to.deep.equal([{ reason: 'button' }]);
      clock!.tick(10_000);
      expect(closes).to.have.length(1);
    });

    it('closes with the keyboard: Tab to the button, Enter', async () => {
      const { el, before } = await page(html`<nl-alert duration="0">Toetsenbord</nl-alert>`);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(parts(el).close);
      await sendKeys({ press: 'Enter' });
      expect(el.hidden).to.equal(true);
      expect(closes.map((e) => e.detail)).to.deep.equal([{ reason: 'button' }]);
    });

    it('closes with Space, after a link in its content', async () => {
      const { el, before } = await page(html`<nl-alert type="warning" duration="0">Lees <a href="#voorwaarden">de voorwaarden</a></nl-alert>`);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(el.querySelector('a'));
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(parts(el).close);
      await sendKeys({ press: 'Space' });
      expect(el.hidden).to.equal(true);
      expect(closes.map((e) => e.detail.reason)).to.deep.equal(['button']);
    });

    it('shows again with a full countdown when the page removes hidden', async () => {
      fakeTimers();
      const el = await upgraded<Alert>(html`<nl-alert>Nog eens</nl-alert>`);
      clock!.tick(2000);
      expect(el.hidden).to.equal(true);
      await el.updateComplete;
      expect(getComputedStyle(el).display).to.equal('none');
      el.hidden = false;
      await el.updateComplete;
      expect(getComputedStyle(el).display).to.equal('block');
      clock!.tick(1999);
      expect(el.hidden).to.equal(false);
      clock!.tick(1);
      expect(el.hidden).to.equal(true);
      expect(closes.map((e) => e.detail.reason)).to.deep.equal(['timeout', 'timeout']);
    });

    it('shows again with a full countdown when an nl-close listener removes hidden at once', async () => {
      fakeTimers();
      const el = await upgraded<Alert>(html`<nl-alert duration="1000">Hardnekkig</nl-alert>`);
      el.addEventListener('nl-close', () => (el.hidden = false), { once: true });
      clock!.tick(1000);
      expect(el.hidden).to.equal(false);
      await el.updateComplete;
      clock!.tick(999);
      expect(el.hidden).to.equal(false);
      clock!.tick(1);
      expect(el.hidden).to.equal(true);
      expect(closes).to.have.length(2);
    });

    it('starts its countdown only when shown, if it starts hidden', async () => {
      fakeTimers();
      const el = await upgraded<Alert>(html`<nl-alert hidden>Later</nl-alert>`);
      clock!.tick(5000);
      expect(closes).to.have.length(0);
      el.removeAttribute('hidden');
      await el.updateComplete;
      clock!.tick(2000);
      expect(el.hidden).to.equal(true);
      expect(closes).to.have.length(1);
    });

    it('fires nothing when the page hides it itself, and stops counting', async () => {
      fakeTimers();
      const el = await upgraded<Alert>(html`<nl-alert>x</nl-alert>`);
      el.hidden = true;
      await el.updateComplete;
      clock!.tick(5000);
      expect(closes).to.have.length(0);
    });

    it('stops counting once removed from the page', async () => {
      fakeTimers();
      const el = await upgraded<Alert>(html`<nl-alert>x</nl-alert>`);
      el.remove();
      await new Promise<void>((resolve) => queueMicrotask(resolve)); // the unmount check runs a microtask later
      clock!.tick(5000);
      expect(closes).to.have.length(0);
      expect(el.hidden).to.equal(false);
    });
  });

  describe('pausing', () => {
    const centre = (el: Element): [number, number] => {
      const rect = el.getBoundingClientRect();
      return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
    };

    it('pauses while the pointer is over it and goes on with the time left when it leaves', async () => {
      fakeTimers();
      const { el } = await page(html`<nl-alert>Zweef erboven</nl-alert>`);
      clock!.tick(1200);
      await sendMouse({ type: 'move', position: centre(el) });
      clock!.tick(10_000);
      expect(el.hidden).to.equal(false);
      await sendMouse({ type: 'move', position: [5, 5] });
      clock!.tick(799);
      expect(el.hidden).to.equal(false);
      clock!.tick(1);
      expect(el.hidden).to.equal(true);
      expect(closes.map((e) => e.detail.reason)).to.deep.equal(['timeout']);
    });

    it('pauses again on every visit, each time with the time left', async () => {
      fakeTimers();
      const { el } = await page(html`<nl-alert>Twee keer</nl-alert>`);
      for (let visit = 0; visit < 2; visit++) {
        clock!.tick(500);
        await sendMouse({ type: 'move', position: centre(el) });
        clock!.tick(3000);
        await sendMouse({ type: 'move', position: [5, 5] });
      }
      clock!.tick(999);
      expect(el.hidden).to.equal(false);
      clock!.tick(1);
      expect(el.hidden).to.equal(true);
    });

    it('pauses while focus is inside it (content or close button) and goes on when focus leaves', async () => {
      fakeTimers();
      const { el, after } = await page(html`<nl-alert>Met <a href="#link">een link</a></nl-alert>`);
      clock!.tick(500);
      el.querySelector('a')!.focus();
      clock!.tick(10_000);
      expect(el.hidden).to.equal(false);
      parts(el).close.focus(); // still inside
      clock!.tick(10_000);
      expect(el.hidden).to.equal(false);
      after.focus();
      clock!.tick(1499);
      expect(el.hidden).to.equal(false);
      clock!.tick(1);
      expect(el.hidden).to.equal(true);
    });

    it('stays paused while either the pointer or focus is on it', async () => {
      fakeTimers();
      const { el, after } = await page(html`<nl-alert>Beide</nl-alert>`);
      parts(el).close.focus();
      await sendMouse({ type: 'move', position: centre(el) });
      await sendMouse({ type: 'move', position: [5, 5] });
      clock!.tick(10_000);
      expect(el.hidden).to.equal(false); // focus still holds it
      await sendMouse({ type: 'move', position: centre(el) });
      after.focus();
      clock!.tick(10_000);
      expect(el.hidden).to.equal(false); // the pointer still holds it
      await sendMouse({ type: 'move', position: [5, 5] });
      clock!.tick(2000);
      expect(el.hidden).to.equal(true);
    });

    it('keeps its remaining time when moved in the DOM', async () => {
      fakeTimers();
      const wrapper = fixtureSync(html`<div><section id="a"><nl-alert heading="Verhuisd">x</nl-alert></section><section id="b"></section></div>`);
      await settle(wrapper);
      const el = wrapper.querySelector<Alert>('nl-alert')!;
      const box = parts(el).box;
      clock!.tick(1500);
      wrapper.querySelector('#b')!.append(el);
      await el.updateComplete;
      await Promise.resolve(); // the unmount check runs a microtask after the move
      expect(el.parentElement!.id).to.equal('b');
      expect(parts(el).box).to.equal(box);
      clock!.tick(499);
      expect(el.hidden).to.equal(false);
      clock!.tick(1);
      expect(el.hidden).to.equal(true);
      expect(closes).to.have.length(1);
    });
  });

  describe('texts and bad input', () => {
    it('uses the English texts in an English page', async () => {
      const wrapper = fixtureSync(html`<div lang="en"><nl-alert duration="0">Saved.</nl-alert></div>`);
      await settle(wrapper);
      expect(parts(wrapper.querySelector('nl-alert')!).close.textContent).to.equal('Close');
    });

    it('takes the messages overrides', async () => {
      const el = await upgraded(html`<nl-alert duration="0" messages='{"close":"Melding sluiten"}'>x</nl-alert>`);
      expect(parts(el).close.textContent).to.equal('Melding sluiten');
    });

    it('logs an unknown messages key', async () => {
      const errors = await errorsDuring(() => upgraded(html`<nl-alert duration="0" messages='{"sluit":"Weg"}'>x</nl-alert>`));
      expect(errors).to.deep.equal(['nl-alert: attribute "messages" has unknown key(s) "sluit"; known keys: close']);
    });

    it('logs an unknown type and shows an info alert', async () => {
      let el!: Alert;
      const errors = await errorsDuring(async () => {
        el = await upgraded<Alert>(html`<nl-alert type="fatal" duration="0">x</nl-alert>`);
      });
      expect(errors).to.deep.equal(['nl-alert: attribute "type" must be one of "info", "success", "warning", "error", got "fatal"']);
      expect(parts(el).box.dataset.type).to.equal('info');
      expect(parts(el).message.getAttribute('role')).to.equal('status');
    });

    it('logs a negative duration and uses 2000 ms', async () => {
      fakeTimers();
      let el!: Alert;
      const errors = await errorsDuring(async () => {
        el = await upgraded<Alert>(html`<nl-alert duration="-5">x</nl-alert>`);
      });
      expect(errors).to.deep.equal(['nl-alert: attribute "duration" must be at least 0, got "-5"']);
      clock!.tick(1999);
      expect(el.hidden).to.equal(false);
      clock!.tick(1);
      expect(el.hidden).to.equal(true);
    });

    it('logs a duration that is no number and uses 2000 ms', async () => {
      fakeTimers();
      let el!: Alert;
      const errors = await errorsDuring(async () => {
        el = await upgraded<Alert>(html`<nl-alert duration="soon">x</nl-alert>`);
      });
      expect(errors).to.deep.equal(['nl-alert: attribute "duration" must be a number, got "soon"']);
      expect(el.duration).to.equal(2000);
      clock!.tick(2000);
      expect(el.hidden).to.equal(true);
    });
  });

  describe('showAlert()', () => {
    const region = () => document.querySelector<HTMLElement>('body > div.nl-alerts');

    it('adds an nl-alert with the text to a fixed region at the top of the page, and returns it', async () => {
      const el = showAlert('Je bericht is verzonden', { type: 'success', duration: 0 });
      expect(el.localName).to.equal('nl-alert');
      expect(el.parentElement).to.equal(region());
      expect(region()!.parentElement).to.equal(document.body);
      expect(el.textContent).to.equal('Je bericht is verzonden');
      expect(el.getAttribute('type')).to.equal('success');
      expect(el.getAttribute('duration')).to.equal('0');
      await el.updateComplete;
      expect(parts(el).message.getAttribute('role')).to.equal('status');
      const style = getComputedStyle(region()!);
      expect(style.position).to.equal('fixed');
      expect(style.top).to.equal('16px');
      expect(style.pointerEvents).to.equal('none');
      expect(getComputedStyle(el).pointerEvents).to.equal('auto');
      const rect = el.getBoundingClientRect();
      expect(rect.top).to.equal(16);
      expect(Math.abs(rect.left + rect.width / 2 - window.innerWidth / 2)).to.be.below(1);
    });

    it('never parses the text as HTML', async () => {
      const el = showAlert('<img src=x onerror="window.hacked=1"><b>vet</b>', { duration: 0 });
      await el.updateComplete;
      expect(el.children).to.have.length(0);
      expect(el.textContent).to.equal('<img src=x onerror="window.hacked=1"><b>vet</b>');
    });

    it('stacks alerts in one region, newest last', async () => {
      const first = showAlert('Een', { duration: 0 });
      const second = showAlert('Twee', { type: 'error', duration: 0 });
      await Promise.all([first.updateComplete, second.updateComplete]);
      expect(document.querySelectorAll('.nl-alerts')).to.have.length(1);
      expect([...region()!.children]).to.deep.equal([first, second]);
      expect(second.getBoundingClientRect().top).to.be.above(first.getBoundingClientRect().bottom);
      expect(parts(second).message.getAttribute('role')).to.equal('alert');
    });

    it('makes the region again when the page removed it', async () => {
      showAlert('Een', { duration: 0 });
      region()!.remove();
      const el = showAlert('Twee', { duration: 0 });
      expect(el.parentElement).to.equal(region());
      expect(region()!.children).to.have.length(1);
    });

    it('hides after 2000 ms by default, fires nl-close and removes the alert', async () => {
      fakeTimers();
      const el = showAlert('Tijdelijk');
      await el.updateComplete;
      expect(el.getAttribute('type')).to.equal(null);
      expect(el.hasAttribute('duration')).to.equal(false);
      clock!.tick(1999);
      expect(el.isConnected).to.equal(true);
      clock!.tick(1);
      expect(el.isConnected).to.equal(false);
      expect(closes.map((e) => [e.target, e.detail])).to.deep.equal([[el, { reason: 'timeout' }]]);
    });

    it('takes the duration option, and removes the alert when closed with the button', async () => {
      fakeTimers();
      const el = showAlert('Kort', { duration: 300, type: 'warning' });
      await el.updateComplete;
      expect(parts(el).message.getAttribute('role')).to.equal('alert');
      parts(el).close.click();
      expect(el.isConnected).to.equal(false);
      expect(closes.map((e) => e.detail.reason)).to.deep.equal(['button']);
    });

    it('pauses on hover like any alert', async () => {
      fakeTimers();
      const el = showAlert('Zweven');
      await el.updateComplete;
      const rect = el.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(rect.left + 20), Math.round(rect.top + rect.height / 2)] });
      clock!.tick(5000);
      expect(el.isConnected).to.equal(true);
      await sendMouse({ type: 'move', position: [5, Math.round(rect.bottom + 200)] });
      clock!.tick(2000);
      expect(el.isConnected).to.equal(false);
    });

    it('fades in, but not under prefers-reduced-motion', async function () {
      await chromiumOnly(this, REDUCED_MOTION);
      const el = showAlert('Zacht', { duration: 0 });
      await el.updateComplete;
      expect(getComputedStyle(parts(el).box).animationName).to.equal('nl-alert-in');
      await emulateMedia({ reducedMotion: 'reduce' });
      const still = showAlert('Meteen', { duration: 0 });
      await still.updateComplete;
      expect(getComputedStyle(parts(still).box).animationName).to.equal('none');
    });

    it('does not fade an alert that was in the page from the start', async () => {
      const el = await upgraded(html`<nl-alert duration="0">Er al</nl-alert>`);
      expect(getComputedStyle(parts(el).box).animationName).to.equal('none');
    });

    it('is accessible', async () => {
      const el = showAlert('Opgeslagen', { type: 'success', duration: 0 });
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });

    it('uses the page language for the close button', async () => {
      document.documentElement.lang = 'en';
      try {
        const el = showAlert('Saved', { duration: 0 });
        await el.updateComplete;
        expect(parts(el).close.textContent).to.equal('Close');
      } finally {
        document.documentElement.removeAttribute('lang');
      }
    });

    it('logs bad options exactly, falls back to the defaults and does not throw', async () => {
      fakeTimers();
      let made: NlElement[] = [];
      const errors = await errorsDuring(() => {
        made = [
          showAlert('a', { type: 'fatal' as never }),
          showAlert('b', { duration: -5 }),
          showAlert('c', { duration: 'lang' as never }),
          showAlert('d', 'success' as never),
          showAlert(undefined as never),
          showAlert(42 as never, { duration: Number.NaN }),
        ];
      });
      expect(errors).to.deep.equal([
        'nl-alert: showAlert() option "type" must be one of "info", "success", "warning", "error", got "fatal"',
        'nl-alert: showAlert() option "duration" must be at least 0, got -5',
        'nl-alert: showAlert() option "duration" must be a number, got "lang"',
        'nl-alert: showAlert() options must be an object like {type, duration}, got "success"',
        'nl-alert: showAlert(text) needs a string, got undefined',
        'nl-alert: showAlert(text) needs a string, got 42',
        'nl-alert: showAlert() option "duration" must be a number, got NaN',
      ]);
      expect(made.map((el) => [el.textContent, el.getAttribute('type'), el.getAttribute('duration')])).to.deep.equal([
        ['a', null, null],
        ['b', null, null],
        ['c', null, null],
        ['d', null, null],
        ['', null, null],
        ['42', null, null],
      ]);
      await Promise.all(made.map((el) => el.updateComplete));
      expect(made.map((el) => parts(el).message.getAttribute('role'))).to.deep.equal(Array(6).fill('status'));
      clock!.tick(2000);
      expect(made.filter((el) => el.isConnected)).to.have.length(0);
    });

    it('an object without a prototype as text or option value: a clear error, no throw (issue 16)', async () => {
      fakeTimers();
      const bare = Object.create(null) as never;
      let made: NlElement[] = [];
      const errors = await errorsDuring(() => {
        made = [
          showAlert(bare),
          showAlert('Opgeslagen', { type: bare, duration: bare }),
          showAlert({ toString: () => 'geen tekst' } as never, { type: 'error' }),
          showAlert(Symbol('s') as never),
        ];
      });
      expect(errors).to.deep.equal([
        'nl-alert: showAlert(text) needs a string, got an object',
        'nl-alert: showAlert() option "type" must be one of "info", "success", "warning", "error", got an object',
        'nl-alert: showAlert() option "duration" must be a number, got an object',
        'nl-alert: showAlert(text) needs a string, got an object',
        'nl-alert: showAlert(text) needs a string, got Symbol(s)',
      ]);
      // Nothing made of an object is shown ("[object Object]" says nothing); the alerts work.
      expect(made.map((el) => [el.textContent, el.getAttribute('type')])).to.deep.equal([
        ['', null],
        ['Opgeslagen', null],
        ['', 'error'],
        ['', null],
      ]);
      // Options without a prototype are options all the same.
      const fine = showAlert('Goed', Object.assign(Object.create(null) as object, { type: 'success' as const, duration: 0 }));
      expect([fine.getAttribute('type'), fine.getAttribute('duration')]).to.deep.equal(['success', '0']);
      await Promise.all([...made, fine].map((el) => el.updateComplete));
      expect(parts(fine).message.getAttribute('role')).to.equal('status');
      clock!.tick(2000);
      expect(made.filter((el) => el.isConnected)).to.have.length(0);
      fine.remove();
    });
  });
});
