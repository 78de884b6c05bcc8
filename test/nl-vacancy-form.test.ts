import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit-html';
import type { NlElement } from '../src/core/define.tsx';
import { errorsDuring, expectNoLayoutShift, settle } from './helpers.ts';

// Each (action, label) is pushed once per page load, and this file is one page: every test uses
// its own vacancy titles and ids. Real submits go into an iframe through /fake/echo; a listener on
// window (the last to hear a `submit`) records what else would have been sent and cancels it.

type LayerWindow = Window & { dataLayer?: unknown };
const win = window as LayerWindow;
const tracked = () => (Array.isArray(win.dataLayer) ? win.dataLayer : []).filter((e) => (e as { event?: string })?.event === 'trackEvent');
const event = (action: string, label: string) => ({ event: 'trackEvent', category: 'Vacature', action, label });
const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

let submits: HTMLFormElement[] = [];
const record = (e: Event) => {
  if (e.defaultPrevented) return;
  const form = e.target as HTMLFormElement;
  submits.push(form);
  if (!form.target) e.preventDefault();
};

async function make(template: TemplateResult): Promise<HTMLElement> {
  const wrapper = fixtureSync<HTMLElement>(template);
  await settle(wrapper);
  // After the element's own window listener, so that it runs last.
  window.removeEventListener('submit', record);
  window.addEventListener('submit', record);
  return wrapper;
}

/** The JSON /fake/echo answered in the iframe, once it has loaded. */
function answerIn(frame: HTMLIFrameElement): Promise<{ method: string; query: Record<string, string> }> {
  return new Promise((resolve) =>
    frame.addEventListener(
      'load',
      () => {
        const doc = frame.contentDocument!;
        resolve(JSON.parse((doc.querySelector('pre') ?? doc.body).textContent!));
      },
      { once: true },
    ),
  );
}

const errorOf = (input: HTMLInputElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('nl-error-message')) ?? null;
};

describe('nl-vacancy-form before its code has loaded', () => {
  before(() => {
    win.dataLayer = [];
  });
  it('takes its final size, so nothing moves when it upgrades', async () => {
    await expectNoLayoutShift(
      html`<div style="font: 16px/1.5 sans-serif; width: 600px">
        <p data-probe>Boven</p>
        <nl-vacancy-form vacancy-id="shift-1" vacancy-title="Layout">
          <form style="margin: 1rem 0">
            <label>E-mail <input type="email" name="email" value="sanne@example.nl" /></label>
            <p data-probe>In het formulier</p>
            <button type="submit">Solliciteren</button>
          </form>
        </nl-vacancy-form>
        <p data-probe>Onder</p>
      </div>`,
      () => import('../elements/nl-vacancy-form.ts'),
    );
  });
});

describe('nl-vacancy-form', () => {
  before(() => Promise.all([import('../elements/nl-vacancy-form.ts'), import('../elements/nl-confirm-button.ts')]));
  beforeEach(() => {
    win.dataLayer = [];
    submits = [];
    window.addEventListener('submit', record);
  });
  afterEach(async () => {
    window.removeEventListener('submit', record);
    document.querySelectorAll('body > nl-modal').forEach((modal) => modal.remove());
    await pause(0);
  });

  it('pushes "Form page visit" on load with the title as action; marks the form; the email field is read-only', async () => {
    const wrapper = await make(html`<nl-vacancy-form vacancy-id="4711" vacancy-title="Medewerker klantenservice">
      <form><input type="email" name="email" value="sanne@example.nl" /><button>Solliciteren</button></form>
    </nl-vacancy-form>`);
    expect(tracked()).to.deep.equal([event('Medewerker klantenservice', 'Form page visit')]);
    expect(wrapper.querySelector('form')!.getAttribute('data-vacancy-form')).to.equal('4711');
    const input = wrapper.querySelector('input')!;
    expect(input.readOnly).to.equal(true);
    expect(errorOf(input)).to.equal(null);
  });

  it('each step pushes its own label once; without a title the action is the vacancy id', async () => {
    await make(html`<div>
      <nl-vacancy-form vacancy-id="s-1" step="form"><form></form></nl-vacancy-form>
      <nl-vacancy-form vacancy-id="s-2" step="email"><form><input type="email" name="email" /></form></nl-vacancy-form>
      <nl-vacancy-form vacancy-id="s-3" step="submitted"></nl-vacancy-form>
      <nl-vacancy-form vacancy-id="s-4" step="already-applied"></nl-vacancy-form>
      <nl-vacancy-form vacancy-id="s-5" step="email-known"></nl-vacancy-form>
    </div>`);
    expect(tracked()).to.deep.equal([
      event('s-1', 'Form page visit'),
      event('s-2', 'Email form page visit'),
      event('s-3', 'Form submitted'),
      event('s-4', 'Already applied'),
      event('s-5', 'Email is known'),
    ]);
  });

  it('pushes a label only once per page load: re-render, move, a second element, the same step again', async () => {
    const wrapper = await make(html`<div>
      <div id="a"><nl-vacancy-form vacancy-title="Once"><form></form></nl-vacancy-form></div>
      <div id="b"></div>
    </div>`);
    const el = wrapper.querySelector<NlElement>('nl-vacancy-form')!;
    el.setAttribute('messages', '{"emailRequired":"Graag een e-mailadres"}'); // a re-render
    await el.updateComplete;
    wrapper.querySelector('#b')!.append(el); // a move
    await pause(0);
    await el.updateComplete;
    const second = document.createElement('nl-vacancy-form');
    second.setAttribute('vacancy-title', 'Once');
    second.append(document.createElement('form'));
    wrapper.append(second);
    await settle(second);
    expect(tracked()).to.deep.equal([event('Once', 'Form page visit')]);
    // A step set later by a script pushes its label, once.
    el.setAttribute('step', 'already-applied');
    await el.updateComplete;
    el.setAttribute('step', 'form');
    await el.updateComplete;
    el.setAttribute('step', 'already-applied');
    await el.updateComplete;
    expect(tracked()).to.deep.equal([event('Once', 'Form page visit'), event('Once', 'Already applied')]);
  });

  it('creates window.dataLayer when the page has none', async () => {
    delete win.dataLayer;
    await make(html`<nl-vacancy-form vacancy-id="no-layer" step="submitted"></nl-vacancy-form>`);
    expect(Array.isArray(win.dataLayer)).to.equal(true);
    expect(tracked()).to.deep.equal([event('no-layer', 'Form submitted')]);
  });

  it('sending the form pushes "Form submitted" once; the form really goes out with its fields', async () => {
    const wrapper = await make(html`<div>
      <nl-vacancy-form vacancy-id="sub-1" vacancy-title="Heftruckchauffeur">
        <form action="/fake/echo" method="get" target="vacancy-sink-1">
          <input type="email" name="email" value="sanne@example.nl" />
          <input name="naam" value="Sanne" />
          <button type="submit">Solliciteren</button>
        </form>
      </nl-vacancy-form>
      <iframe name="vacancy-sink-1" title="Antwoord"></iframe>
    </div>`);
    const frame = wrapper.querySelector('iframe')!;
    let answer = answerIn(frame);
    wrapper.querySelector('button')!.click();
    expect((await answer).query).to.deep.equal({ email: 'sanne@example.nl', naam: 'Sanne' });
    answer = answerIn(frame);
    wrapper.querySelector('button')!.click();
    await answer;
    expect(tracked()).to.deep.equal([event('Heftruckchauffeur', 'Form page visit'), event('Heftruckchauffeur', 'Form submitted')]);
    expect(submits).to.have.length(2);
  });

  it('a throwing dataLayer.push (a broken tag manager) is logged, and the form still goes out', async () => {
    const broken: unknown[] = [];
    broken.push = () => {
      throw new Error('GTM is kapot');
    };
    win.dataLayer = broken;
    let wrapper!: HTMLElement;
    const errors = await errorsDuring(async () => {
      wrapper = await make(html`<div>
        <nl-vacancy-form vacancy-id="broken-1">
          <form action="/fake/echo" method="get" target="vacancy-sink-2">
            <input type="email" name="email" value="sanne@example.nl" />
            <button type="submit">Solliciteren</button>
          </form>
        </nl-vacancy-form>
        <iframe name="vacancy-sink-2" title="Antwoord"></iframe>
      </div>`);
      const answer = answerIn(wrapper.querySelector('iframe')!);
      wrapper.querySelector('button')!.click();
      expect((await answer).query).to.deep.equal({ email: 'sanne@example.nl' });
    });
    expect(errors).to.deep.equal([
      "nl-vacancy-form: the data layer's push threw GTM is kapot", // Form page visit
      "nl-vacancy-form: the data layer's push threw GTM is kapot", // Form submitted
    ]);
  });

  it('an empty email field: "Vul een e-mailadres in", invalid, editable, and nothing is sent until it has a value', async () => {
    const wrapper = await make(html`<nl-vacancy-form vacancy-id="empty-1">
      <form>
        <label for="empty-email">E-mail</label>
        <input id="empty-email" type="email" name="email" aria-describedby="email-hint" />
        <p id="email-hint">Het adres van je eerste stap</p>
        <button type="submit">Solliciteren</button>
      </form>
    </nl-vacancy-form>`);
    const form = wrapper.querySelector('form')!;
    const input = wrapper.querySelector('input')!;
    expect(input.readOnly).to.equal(true);
    expect(form.checkValidity(), 'nothing wrong before a submit').to.equal(true);

    wrapper.querySelector('button')!.click();
    await pause();
    expect(submits).to.have.length(0);
    const message = errorOf(input)!;
    expect(message.textContent).to.equal('Vul een e-mailadres in');
    expect(message.className).to.equal('nl-error-message');
    expect(message.previousElementSibling === input, 'right after the field').to.equal(true);
    expect(input.getAttribute('aria-describedby')).to.equal(`email-hint ${message.id}`);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.validationMessage).to.equal('Vul een e-mailadres in');
    expect(form.checkValidity()).to.equal(false);
    expect(input.readOnly, 'released, so it can be filled in').to.equal(false);
    expect(document.activeElement === input, 'the browser focused the field').to.equal(true);
    expect(tracked()).to.deep.equal([event('empty-1', 'Form page visit')]);

    await sendKeys({ type: 'sanne@example.nl' });
    expect(message.isConnected).to.equal(false);
    expect(input.getAttribute('aria-describedby')).to.equal('email-hint');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(form.checkValidity()).to.equal(true);
    wrapper.querySelector('button')!.click();
    expect(submits).to.have.length(1);
    expect(tracked()).to.deep.equal([event('empty-1', 'Form page visit'), event('empty-1', 'Form submitted')]);
  });

  it('a submit without a click (requestSubmit, novalidate) is stopped too; reset puts it back as on load', async () => {
    const wrapper = await make(html`<nl-vacancy-form vacancy-id="empty-2" lang="en">
      <form novalidate><input type="email" name="email" /><button type="submit">Apply</button></form>
    </nl-vacancy-form>`);
    const form = wrapper.querySelector('form')!;
    const input = wrapper.querySelector('input')!;
    form.requestSubmit();
    wrapper.querySelector('button')!.click();
    expect(submits).to.have.length(0);
    expect(errorOf(input)!.textContent).to.equal('Enter an email address');
    expect(document.activeElement === input).to.equal(true);
    expect(tracked()).to.deep.equal([event('empty-2', 'Form page visit')]);

    form.reset();
    await waitUntil(() => errorOf(input) === null && input.readOnly, 'not back as on load');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(input.validationMessage).to.equal('');
  });

  it('step "email": the field is where the address is typed, so it stays editable; still not sent empty', async () => {
    const wrapper = await make(html`<nl-vacancy-form vacancy-id="email-step" step="email">
      <form><input type="email" name="email" /><button type="submit">Verder</button></form>
    </nl-vacancy-form>`);
    const input = wrapper.querySelector('input')!;
    expect(input.readOnly).to.equal(false);
    wrapper.querySelector('button')!.click();
    expect(submits).to.have.length(0);
    expect(errorOf(input)!.textContent).to.equal('Vul een e-mailadres in');
  });

  it('with nl-confirm-button: an empty email opens no dialog; confirming pushes "Form submitted", cancelling does not', async () => {
    const wrapper = await make(html`<nl-vacancy-form vacancy-id="with-confirm">
      <form>
        <input type="email" name="email" />
        <nl-confirm-button message="Versturen?"><button type="submit">Solliciteren</button></nl-confirm-button>
      </form>
    </nl-vacancy-form>`);
    const input = wrapper.querySelector('input')!;
    const button = wrapper.querySelector('button')!;
    const dialog = () => document.querySelector('body > nl-modal[open]');
    const dialogButtons = () => [...(dialog()?.querySelectorAll<HTMLButtonElement>(':scope > button') ?? [])];
    button.click();
    await pause();
    expect(dialog()).to.equal(null);
    expect(errorOf(input)!.textContent).to.equal('Vul een e-mailadres in');

    input.value = 'sanne@example.nl';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    for (const choice of [0, 1]) {
      button.click();
      await waitUntil(() => dialogButtons().length === 2 && dialog()!.shadowRoot?.querySelector('dialog')?.open, 'no dialog');
      const done = new Promise((resolve) => wrapper.addEventListener('nl-confirm', resolve, { once: true }));
      dialogButtons()[choice]!.click();
      await done;
      await pause();
      expect(tracked().length, `after choice ${choice}`).to.equal(choice === 0 ? 1 : 2);
    }
    expect(tracked()).to.deep.equal([event('with-confirm', 'Form page visit'), event('with-confirm', 'Form submitted')]);
    expect(submits).to.have.length(1);
  });

  it("keeps an editor's own readonly and marker; enhances a form added later", async () => {
    const own = await make(html`<nl-vacancy-form vacancy-id="own-ro" step="email">
      <form data-vacancy-form="eigen"><input type="email" name="email" value="a@example.nl" readonly /></form>
    </nl-vacancy-form>`);
    expect(own.querySelector('input')!.readOnly).to.equal(true);
    expect(own.querySelector('form')!.getAttribute('data-vacancy-form')).to.equal('eigen');

    let wrapper!: HTMLElement;
    const errors = await errorsDuring(async () => {
      wrapper = await make(html`<nl-vacancy-form vacancy-id="late-1"></nl-vacancy-form>`);
    });
    // Checked when it renders: a form that a script adds later is still enhanced, but was logged.
    expect(errors).to.deep.equal(['nl-vacancy-form: no <form> inside (or around) the element']);
    const form = document.createElement('form');
    const input = document.createElement('input');
    input.type = 'email';
    form.append(input);
    wrapper.append(form);
    await waitUntil(() => input.readOnly && form.getAttribute('data-vacancy-form') === 'late-1', 'the late form was not enhanced');
  });

  it('English message under lang="en"; messages overrides it', async () => {
    const wrapper = await make(html`<div>
      <div lang="en">
        <nl-vacancy-form vacancy-id="en-1"><form><input type="email" name="email" /><button>Apply</button></form></nl-vacancy-form>
      </div>
      <nl-vacancy-form vacancy-id="own-1" messages='{"emailRequired":"Je e-mailadres ontbreekt"}'>
        <form><input type="email" name="email" /><button>Solliciteren</button></form>
      </nl-vacancy-form>
    </div>`);
    const [en, own] = [...wrapper.querySelectorAll('nl-vacancy-form')];
    en!.querySelector('button')!.click();
    own!.querySelector('button')!.click();
    expect(errorOf(en!.querySelector('input')!)!.textContent).to.equal('Enter an email address');
    expect(errorOf(own!.querySelector('input')!)!.textContent).to.equal('Je e-mailadres ontbreekt');
    expect(submits).to.have.length(0);
  });

  it('bad input: the exact errors; a wrong step falls back to "form"; no action pushes nothing', async () => {
    const errors = await errorsDuring(async () => {
      await make(html`<div>
        <nl-vacancy-form vacancy-id="bad-1" step="bedankt"><form></form></nl-vacancy-form>
        <nl-vacancy-form><form></form></nl-vacancy-form>
        <nl-vacancy-form vacancy-id="bad-3"><p>Geen formulier</p></nl-vacancy-form>
      </div>`);
    });
    expect(errors).to.deep.equal([
      'nl-vacancy-form: attribute "step" must be one of "form", "email", "submitted", "already-applied", "email-known", got "bedankt"',
      'nl-vacancy-form: attribute "vacancy-title" or "vacancy-id" is required (nothing is pushed without one)',
      'nl-vacancy-form: no <form> inside (or around) the element',
    ]);
    expect(tracked()).to.deep.equal([event('bad-1', 'Form page visit'), event('bad-3', 'Form page visit')]);
  });

  it('is accessible, with the message shown too', async () => {
    const wrapper = await make(html`<nl-vacancy-form vacancy-id="a11y-1">
      <form>
        <label for="a11y-email">E-mail</label>
        <input id="a11y-email" type="email" name="email" />
        <button type="submit">Solliciteren</button>
      </form>
    </nl-vacancy-form>`);
    await expect(wrapper).to.be.accessible();
    wrapper.querySelector('button')!.click();
    expect(errorOf(wrapper.querySelector('input')!)).to.not.equal(null);
    await expect(wrapper).to.be.accessible();
  });
});
