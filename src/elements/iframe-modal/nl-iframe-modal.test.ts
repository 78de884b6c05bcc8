import { expect, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ALLOW, SANDBOX, sandboxFor } from '../../elements/iframe-modal/iframe-modal.tsx';
import { errorsDuring, expectNoLayoutShift, settle } from '../../../test/helpers.ts';

const FRAME = '/test/fixtures/frame.html';
const requested = () => performance.getEntriesByType('resource').some((e) => e.name.includes('frame.html'));
const modalOf = (el: Element) => el.shadowRoot!.querySelector('nl-modal');
const frameOf = (el: Element) => modalOf(el)?.querySelector('iframe') ?? null;

async function make(template: ReturnType<typeof html>) {
  const wrapper = fixtureSync(template);
  await settle(wrapper as Element);
  return (wrapper as Element).matches('nl-iframe-modal') ? (wrapper as HTMLElement) : (wrapper as Element).querySelector<HTMLElement>('nl-iframe-modal')!;
}

describe('nl-iframe-modal before its code has loaded', () => {
  it('takes its final size, so nothing moves when it upgrades', async () => {
    await expectNoLayoutShift(
      html`<div style="font: 16px/1.5 sans-serif"><p data-probe>Boven</p><nl-iframe-modal src=${FRAME} heading="Route"><a href=${FRAME}>Bekijk de route</a></nl-iframe-modal><p data-probe>Onder</p></div>`,
      () => import('../../../elements/nl-iframe-modal.ts'),
    );
  });
});

describe('nl-iframe-modal', () => {
  afterEach(() => document.querySelectorAll('nl-iframe-modal').forEach((e) => e.remove()));

  it('fetches nothing before the click; the click opens a dialog with a sandboxed iframe of src', async () => {
    const el = await make(html`<nl-iframe-modal src=${FRAME} heading="Werken bij ons"><a href=${FRAME}>Bekijk de video</a></nl-iframe-modal>`);
    await new Promise((r) => setTimeout(r, 50));
    expect(frameOf(el)).to.equal(null);
    expect(requested()).to.equal(false);
    const link = el.querySelector('a')!;
    expect(link.getAttribute('aria-haspopup')).to.equal('dialog');
    setTimeout(() => link.click());
    await oneEvent(el, 'nl-show');
    const frame = frameOf(el)!;
    expect(frame.getAttribute('src')).to.equal(new URL(FRAME, location.href).href);
    expect(frame.getAttribute('title')).to.equal('Werken bij ons');
    // Same origin: no allow-same-origin, so the page cannot lift its own sandbox.
    expect(frame.getAttribute('sandbox')).to.equal(SANDBOX);
    expect(SANDBOX).to.not.contain('allow-same-origin');
    expect(sandboxFor('https://example.org/x')).to.equal(`${SANDBOX} allow-same-origin`);
    expect(frame.getAttribute('allow')).to.equal(ALLOW);
    expect(location.pathname).to.not.contain('frame.html'); // the link's own navigation was stopped
    // Loaded, and opaque to us (a sandbox without allow-same-origin): only its load event tells.
    await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    expect(frame.contentDocument).to.equal(null);
    expect(modalOf(el)!.shadowRoot!.getElementById('title')!.textContent).to.equal('Werken bij ons');
  });

  it('Escape closes it, removes the iframe and returns focus to the trigger', async () => {
    const el = await make(html`<nl-iframe-modal src=${FRAME} heading="Kaart"><a href=${FRAME}>Kaart</a></nl-iframe-modal>`);
    const link = el.querySelector('a')!;
    link.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => frameOf(el));
    setTimeout(() => sendKeys({ press: 'Escape' }));
    await oneEvent(el, 'nl-close');
    await waitUntil(() => frameOf(el) === null, 'iframe still there');
    expect(document.activeElement).to.equal(link);
  });

  it('wraps other content in a button that keyboard users can use', async () => {
    const el = await make(html`<nl-iframe-modal src=${FRAME} heading="Plattegrond"><img alt="Plattegrond van de vestiging" width="40" height="40" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></nl-iframe-modal>`);
    const trigger = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="trigger"]')!;
    expect(trigger.getAttribute('aria-haspopup')).to.equal('dialog');
    trigger.focus();
    await sendKeys({ press: 'Space' });
    await waitUntil(() => frameOf(el));
    // axe reads colours: once the dialog has faded in (Firefox's run read the title mid-fade, 1.57:1).
    await new Promise(requestAnimationFrame);
    await Promise.all(modalOf(el)!.shadowRoot!.getAnimations().map((animation) => animation.finished));
    await expect(el).to.be.accessible();
    modalOf(el)!.removeAttribute('open');
    await waitUntil(() => frameOf(el) === null);
  });

  it('opens nothing for a src that is not http(s), with the exact error', async () => {
    const errors = await errorsDuring(async () => {
      const el = await make(html`<nl-iframe-modal src="javascript:alert(1)" heading="X"><button>Open</button></nl-iframe-modal>`);
      el.querySelector('button')!.click();
      await new Promise((r) => setTimeout(r, 20));
      expect(modalOf(el)).to.equal(null);
      const missing = await make(html`<nl-iframe-modal heading="Y"><button>Open</button></nl-iframe-modal>`);
      missing.querySelector('button')!.click();
      await new Promise((r) => setTimeout(r, 20));
      expect(modalOf(missing)).to.equal(null);
    });
    expect(errors).to.deep.equal([
      'nl-iframe-modal: attribute "src" must be an http(s) URL, got "javascript:alert(1)"',
      'nl-iframe-modal: attribute "src" is required',
    ]);
  });

  it('names the dialog after the host when there is no heading; English close label', async () => {
    const wrapper = fixtureSync(html`<div lang="en"><nl-iframe-modal src="https://example.org/pagina"><button>Open</button></nl-iframe-modal></div>`);
    await settle(wrapper);
    const el = wrapper.querySelector('nl-iframe-modal')!;
    // Only our own origin may load in a test (no network): check the markup, then close at once.
    el.querySelector('button')!.click();
    await waitUntil(() => modalOf(el)?.shadowRoot?.getElementById('title'));
    const modal = modalOf(el)!;
    expect(modal.shadowRoot!.getElementById('title')!.textContent).to.equal('example.org');
    expect(modal.shadowRoot!.querySelector('[part="close"]')!.getAttribute('aria-label')).to.equal('Close');
    modal.removeAttribute('open');
    await waitUntil(() => frameOf(el) === null);
  });

  it('still works after being moved', async () => {
    const wrapper = fixtureSync(html`<div><div id="a"><nl-iframe-modal src=${FRAME} heading="Z"><button>Open</button></nl-iframe-modal></div><div id="b"></div></div>`);
    await settle(wrapper);
    const el = wrapper.querySelector('nl-iframe-modal')!;
    wrapper.querySelector('#b')!.append(el);
    await new Promise((r) => setTimeout(r));
    el.querySelector('button')!.click();
    await waitUntil(() => frameOf(el));
    modalOf(el)!.removeAttribute('open');
    await waitUntil(() => frameOf(el) === null);
  });
});
