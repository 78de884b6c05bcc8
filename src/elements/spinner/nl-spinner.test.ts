import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { NlElement } from '../../core/define.tsx';
import { observer } from '../../core/observer.ts';
import { errorsDuring, expectNoLayoutShift, settle, chromiumOnly, REDUCED_MOTION } from '../../../test/helpers.ts';

// Wrappers are made with fixtureSync and awaited with settle(): open-wc's fixture() waits for an
// animation frame when the root is no element of ours, and a page the runner runs in the
// background (concurrency 2) gets no frames, so that wait can hang.
//
// The observer is one per page and keeps its history, which every new spinner replays. Each test
// publishes through publish() below, and afterEach publishes what brings shows − hides back to 0,
// so that every test starts from a balanced history (the observer keeps 50 events per name; this
// file stays well under that).

const SHOW = 'components.spinner.show';
const HIDE = 'components.spinner.hide';
let balance = 0;
function publish(name: typeof SHOW | typeof HIDE, times = 1): void {
  for (let i = 0; i < times; i++) {
    observer.publish(name);
    balance += name === SHOW ? 1 : -1;
  }
}

const parts = (el: Element) => {
  const root = el.shadowRoot!;
  return {
    overlay: root.querySelector<HTMLElement>('[part~="overlay"]')!,
    status: root.querySelector<HTMLElement>('[role="status"]')!,
    indicator: root.querySelector<SVGElement>('[part="indicator"]'),
  };
};
const shown = (el: Element) => parts(el).overlay.classList.contains('active');
const untilShown = (el: Element, value = true) =>
  waitUntil(() => shown(el) === value, value ? 'the spinner did not show' : 'the spinner did not hide', { timeout: 2000 });

/**
 * Resolves after React has handled what was published before the call: React queues its render in
 * a microtask and then posts its scheduler task to a MessageChannel; a message posted after that,
 * twice for good measure, arrives after it.
 */
async function rendered(): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await Promise.resolve();
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  }
}

// The first block runs before the tag is defined (the element is imported in it), like a page
// whose chunk arrives after first paint and whose scripts published before that.
describe('nl-spinner before its code has loaded', () => {
  it('takes no room, so nothing moves, and counts what was published before it loaded', async () => {
    publish(SHOW, 2);
    publish(HIDE);
    const page = await expectNoLayoutShift(
      html`
        <div style="font: 16px/1.5 sans-serif; width: 600px">
          <p data-probe>Boven</p>
          <nl-spinner></nl-spinner>
          <p data-probe>Onder</p>
        </div>
      `,
      () => import('../../../elements/nl-spinner.ts'),
    );
    const el = page.querySelector('nl-spinner')!;
    // Two shows and one hide before the code arrived: shown from its first render.
    expect(shown(el)).to.equal(true);
    expect(parts(el).status.textContent).to.equal('Bezig met laden…');
    expect(el.getBoundingClientRect().height).to.equal(0);
    publish(HIDE);
    await untilShown(el, false);
  });
});

describe('nl-spinner', () => {
  before(() => import('../../../elements/nl-spinner.ts'));
  let events: string[];
  const record = (event: Event) => events.push(`${event.type}${event.bubbles && event.composed ? '' : ' (not bubbling)'}`);

  beforeEach(() => {
    events = [];
    document.addEventListener('nl-spinner-show', record);
    document.addEventListener('nl-spinner-hide', record);
  });

  afterEach(async () => {
    document.removeEventListener('nl-spinner-show', record);
    document.removeEventListener('nl-spinner-hide', record);
    document.querySelectorAll('nl-spinner').forEach((el) => el.remove());
    await Promise.resolve(); // unmounted (a microtask after removal): nothing reacts to the balancing below
    while (balance > 0) publish(HIDE);
    while (balance < 0) publish(SHOW);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  async function spinner(template = html`<nl-spinner></nl-spinner>`): Promise<NlElement> {
    const wrapper = fixtureSync(html`<div>${template}</div>`);
    await settle(wrapper);
    return wrapper.querySelector<NlElement>('nl-spinner')!;
  }

  it('is hidden and empty, with its status region already in the page', async () => {
    const el = await spinner();
    const { overlay, status, indicator } = parts(el);
    expect(shown(el)).to.equal(false);
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent).to.equal('');
    expect(indicator).to.equal(null);
    expect(el.getBoundingClientRect().height).to.equal(0);
    // Visually hidden, not display: none (which would take the region out of the accessibility tree).
    expect(getComputedStyle(overlay).display).to.not.equal('none');
    expect(overlay.getBoundingClientRect().width).to.be.at.most(1);
  });

  it('shows on components.spinner.show and hides on components.spinner.hide', async () => {
    const el = await spinner();
    const status = parts(el).status;
    publish(SHOW);
    await untilShown(el);
    // The same region, now with the text: screen readers announce the change.
    expect(parts(el).status).to.equal(status);
    expect(status.textContent).to.equal('Bezig met laden…');
    expect(parts(el).indicator!.getAttribute('aria-hidden')).to.equal('true');
    const overlay = parts(el).overlay.getBoundingClientRect();
    expect([overlay.left, overlay.top, overlay.width, overlay.height]).to.deep.equal([0, 0, window.innerWidth, window.innerHeight]);
    expect(getComputedStyle(parts(el).overlay).position).to.equal('fixed');
    expect(el.getBoundingClientRect().height).to.equal(0); // the page's flow does not move
    publish(HIDE);
    await untilShown(el, false);
    expect(parts(el).status).to.equal(status);
    expect(status.textContent).to.equal('');
    expect(parts(el).indicator).to.equal(null);
  });

  it('fires nl-spinner-show and nl-spinner-hide when it appears and disappears', async () => {
    const el = await spinner();
    publish(SHOW);
    await untilShown(el);
    await waitUntil(() => events.length === 1, 'no nl-spinner-show', { timeout: 2000 });
    publish(HIDE);
    await untilShown(el, false);
    await waitUntil(() => events.length === 2, 'no nl-spinner-hide', { timeout: 2000 });
    expect(events).to.deep.equal(['nl-spinner-show', 'nl-spinner-hide']);
  });

  it('counts: two shows need two hides', async () => {
    const el = await spinner();
    publish(SHOW);
    await rendered();
    publish(SHOW);
    await rendered();
    publish(HIDE);
    await rendered();
    expect(shown(el)).to.equal(true);
    publish(HIDE);
    await untilShown(el, false);
    await rendered();
    expect(events).to.deep.equal(['nl-spinner-show', 'nl-spinner-hide']);
  });

  it('never counts below 0: hides without a show do not cancel the next show', async () => {
    const el = await spinner();
    publish(HIDE, 3);
    await rendered();
    expect(shown(el)).to.equal(false);
    publish(SHOW);
    await untilShown(el);
    publish(HIDE);
    await untilShown(el, false);
  });

  it('keeps its count when moved in the DOM', async () => {
    const wrapper = fixtureSync(html`<div><section id="a"><nl-spinner></nl-spinner></section><section id="b"></section></div>`);
    await settle(wrapper);
    const el = wrapper.querySelector<NlElement>('nl-spinner')!;
    const status = parts(el).status;
    publish(SHOW, 2);
    await untilShown(el);
    wrapper.querySelector('#b')!.append(el);
    await el.updateComplete;
    await Promise.resolve(); // the unmount check runs a microtask after the move
    expect(el.parentElement!.id).to.equal('b');
    expect(parts(el).status).to.equal(status);
    publish(HIDE);
    await rendered();
    expect(shown(el)).to.equal(true);
    publish(HIDE);
    await untilShown(el, false);
  });

  it('stops listening when removed, and replays the history when added again', async () => {
    const el = await spinner();
    const parent = el.parentElement!;
    publish(SHOW);
    await untilShown(el);
    el.remove();
    await Promise.resolve();
    expect(el.shadowRoot!.childNodes.length).to.equal(0); // unmounted
    publish(SHOW); // while away: 2 shows in the history
    parent.append(el);
    await el.updateComplete;
    expect(shown(el)).to.equal(true); // from its first render again
    publish(HIDE);
    await rendered();
    expect(shown(el)).to.equal(true);
    publish(HIDE);
    await untilShown(el, false);
  });

  it('lets every spinner on the page follow the same count', async () => {
    const wrapper = fixtureSync(html`<div><nl-spinner></nl-spinner><nl-spinner></nl-spinner></div>`);
    await settle(wrapper);
    const [a, b] = [...wrapper.querySelectorAll('nl-spinner')];
    publish(SHOW);
    await untilShown(a!);
    await untilShown(b!);
    publish(HIDE);
    await untilShown(a!, false);
    await untilShown(b!, false);
  });

  it('turns its arc, and under prefers-reduced-motion shows still dots instead', async function () {
    await chromiumOnly(this, REDUCED_MOTION);
    const el = await spinner();
    publish(SHOW);
    await untilShown(el);
    const arc = el.shadowRoot!.querySelector<SVGElement>('.arc')!;
    const still = el.shadowRoot!.querySelector<SVGElement>('.still')!;
    expect(getComputedStyle(arc).animationName).to.equal('nl-spinner-turn');
    expect(getComputedStyle(still).display).to.equal('none');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle(arc).display).to.equal('none');
    expect(getComputedStyle(arc).animationName).to.equal('none');
    expect(getComputedStyle(still).display).to.not.equal('none');
  });

  it('is accessible, idle and shown', async () => {
    const el = await spinner();
    await expect(el).to.be.accessible();
    publish(SHOW);
    await untilShown(el);
    await expect(el).to.be.accessible();
  });

  it('uses the English text in an English page', async () => {
    const wrapper = fixtureSync(html`<div lang="en"><nl-spinner></nl-spinner></div>`);
    await settle(wrapper);
    const el = wrapper.querySelector('nl-spinner')!;
    publish(SHOW);
    await untilShown(el);
    expect(parts(el).status.textContent).to.equal('Loading…');
  });

  it('takes the messages override', async () => {
    const el = await spinner(html`<nl-spinner messages='{"loading":"Even geduld…"}'></nl-spinner>`);
    publish(SHOW);
    await untilShown(el);
    expect(parts(el).status.textContent).to.equal('Even geduld…');
  });

  it('logs malformed messages exactly, does not throw and keeps its own text', async () => {
    let parseError = '';
    try {
      JSON.parse('{"loading":');
    } catch (error) {
      parseError = (error as Error).message;
    }
    let el!: NlElement;
    const errors = await errorsDuring(async () => {
      el = await spinner(html`<nl-spinner messages='{"loading":'></nl-spinner>`);
    });
    expect(errors).to.deep.equal([`nl-spinner: attribute "messages" is not valid JSON (${parseError})`]);
    publish(SHOW);
    await untilShown(el);
    expect(parts(el).status.textContent).to.equal('Bezig met laden…');
  });

  it('logs an unknown messages key', async () => {
    const errors = await errorsDuring(() => spinner(html`<nl-spinner messages='{"laden":"x"}'></nl-spinner>`));
    expect(errors).to.deep.equal(['nl-spinner: attribute "messages" has unknown key(s) "laden"; known keys: loading']);
  });
});
