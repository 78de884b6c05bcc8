import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit-html';
import sinon from 'sinon';
import type { NlElement } from '../../core/define.tsx';
import { errorsDuring, expectNoLayoutShift, settle } from '../../../test/helpers.ts';

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

function startRecording() {
  win.dataLayer = [];
  submits = [];
  window.addEventListener('submit', record);
}
async function stopRecording() {
  window.removeEventListener('submit', record);
  document.querySelectorAll('body > nl-modal').forEach((modal) => modal.remove());
  await pause(0);
}

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
      () => import('../../../elements/nl-vacancy-form.ts'),
    );
  });
});

describe('nl-vacancy-form', () => {
  before(() => Promise.all([import('../../../elements/nl-vacancy-form.ts'), import('../../../elements/nl-confirm-button.ts')]));
  beforeEach(startRecording);
  afterEach(stopRecording);

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
    // The library validates (the form is novalidate): focus on the error summary (issue 18.2).
    expect(document.activeElement?.classList.contains('nl-error-summary'), 'focus on the summary').to.equal(true);
    expect(tracked()).to.deep.equal([event('empty-1', 'Form page visit')]);

    input.focus();
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
    expect(document.activeElement?.classList.contains('nl-error-summary')).to.equal(true);
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

/*
 * GOV.UK's error pattern (issue 18, point 2): the form is novalidate and the library validates; an
 * error summary above the form, the same message at each field, optional fields marked.
 */
describe('nl-vacancy-form: the error summary and messages', () => {
  before(() =>
    Promise.all([
      import('../../../elements/nl-vacancy-form.ts'),
      import('../../../elements/nl-confirm-button.ts'),
      import('../../../elements/nl-date-picker.ts'),
      import('../../../elements/nl-address-field.ts'),
      import('../../../elements/nl-vacancy-upload.ts'),
    ]),
  );
  beforeEach(startRecording);
  afterEach(stopRecording);
  const summaryOf = (wrapper: Element) => wrapper.querySelector<HTMLElement>('.nl-error-summary');
  const links = (wrapper: Element) => [...(summaryOf(wrapper)?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]);
  const messageOf = (control: Element) => {
    const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('nl-error-message'))?.textContent ?? null;
  };

  const form = (lang = 'nl') => html`<nl-vacancy-form vacancy-id="errors-${lang}" step="email" lang=${lang}>
    <form>
      <div><label for="e-${lang}-first">Voornaam</label><input id="e-${lang}-first" name="first" required /></div>
      <div><label for="e-${lang}-email">E-mailadres</label><input id="e-${lang}-email" type="email" name="email" value="geen-adres" /></div>
      <div><label for="e-${lang}-zip">Postcode</label><input id="e-${lang}-zip" name="zip" pattern="[0-9]{4} ?[A-Za-z]{2}" value="12" /></div>
      <div><label for="e-${lang}-hours">Uren</label><input id="e-${lang}-hours" type="number" name="hours" min="8" max="40" value="50" /></div>
      <fieldset><legend>Rijbewijs</legend>
        <label><input type="radio" name="licence" value="ja" required /> Ja</label>
        <label><input type="radio" name="licence" value="nee" /> Nee</label>
      </fieldset>
      <div><input id="e-${lang}-ok" type="checkbox" name="ok" required data-error-required="Ga akkoord" /><label for="e-${lang}-ok">Akkoord</label></div>
      <div><label for="e-${lang}-motivation">Motivatie</label><textarea id="e-${lang}-motivation" name="motivation"></textarea></div>
      <button type="submit">Verstuur</button>
    </form>
  </nl-vacancy-form>`;

  it('a submit with errors: novalidate, nothing sent, the summary above the form with focus, a message at each field', async () => {
    const wrapper = await make(form());
    const f = wrapper.querySelector('form')!;
    expect(f.noValidate, 'the library validates, not the browser').to.equal(true);
    expect(summaryOf(wrapper)).to.equal(null);
    wrapper.querySelector('button')!.click();
    expect(submits).to.have.length(0);
    const summary = summaryOf(wrapper)!;
    expect(summary.nextElementSibling === f, 'right above the form').to.equal(true);
    expect(summary.querySelector('h2')!.textContent).to.equal('Er is een probleem');
    expect(summary.querySelector('[role="alert"]')).to.not.equal(null);
    expect(document.activeElement === summary && summary.getAttribute('tabindex') === '-1', 'focus on the summary').to.equal(true);
    const radio = wrapper.querySelector<HTMLInputElement>('input[type="radio"]')!;
    expect(links(wrapper)).to.deep.equal([
      ['Vul je voornaam in', '#e-nl-first'],
      ['Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl', '#e-nl-email'],
      ['Vul postcode in zoals gevraagd', '#e-nl-zip'],
      ['Uren moet 40 of minder zijn', '#e-nl-hours'],
      ['Maak een keuze bij rijbewijs', `#${radio.id}`],
      ['Ga akkoord', '#e-nl-ok'],
    ]);
    for (const [text, href] of links(wrapper)) {
      const control = document.querySelector(href!)!;
      expect(messageOf(control), href!).to.equal(text);
      expect(control.getAttribute('aria-invalid'), href!).to.equal('true');
    }
    // Radios: the message after the legend; a checkbox: after its label.
    expect(messageOf(radio)).to.equal(wrapper.querySelector('legend')!.nextElementSibling!.textContent);
    expect(wrapper.querySelector('label[for="e-nl-ok"]')!.nextElementSibling!.textContent).to.equal('Ga akkoord');
  });

  it('marks the optional fields "(optioneel)" / "(optional)", never the required ones or the e-mail', async () => {
    const wrapper = await make(html`<div>${form()}${form('en')}</div>`);
    const marked = (lang: string) => [...wrapper.querySelectorAll(`nl-vacancy-form[lang=${lang}] .nl-optional`)].map((m) => m.parentElement!.textContent!.trim());
    expect(marked('nl')).to.deep.equal(['Postcode (optioneel)', 'Uren (optioneel)', 'Motivatie (optioneel)']);
    expect(marked('en')).to.deep.equal(['Postcode (optional)', 'Uren (optional)', 'Motivatie (optional)']);
  });

  it('English texts; errors clear as they are fixed and the summary goes when none is left; a valid form is sent once', async () => {
    const wrapper = await make(form('en'));
    wrapper.querySelector('button')!.click();
    expect(summaryOf(wrapper)!.querySelector('h2')!.textContent).to.equal('There is a problem');
    expect(links(wrapper).map(([text]) => text)).to.deep.equal([
      'Enter your voornaam',
      'Enter an email address in the correct format, like name@example.com',
      'Enter postcode in the correct format',
      'Uren must be 40 or less',
      'Select an option for rijbewijs',
      'Ga akkoord',
    ]);
    const first = wrapper.querySelector<HTMLInputElement>('#e-en-first')!;
    first.focus();
    await sendKeys({ type: 'Sanne' });
    await waitUntil(() => links(wrapper).length === 5, 'the fixed field stayed in the summary');
    expect(messageOf(first)).to.equal(null);
    expect(first.hasAttribute('aria-invalid')).to.equal(false);

    const fix = (selector: string, value?: string) => {
      const control = wrapper.querySelector<HTMLInputElement>(selector)!;
      if (value === undefined) control.checked = true;
      else control.value = value;
      control.dispatchEvent(new Event(value === undefined ? 'change' : 'input', { bubbles: true }));
    };
    fix('#e-en-email', 'sanne@example.nl');
    fix('#e-en-zip', '1234 AB');
    fix('#e-en-hours', '32');
    fix('input[value="ja"]');
    fix('#e-en-ok');
    await waitUntil(() => summaryOf(wrapper) === null, 'the summary stayed');
    expect(wrapper.querySelectorAll('.nl-error-message')).to.have.length(0);
    wrapper.querySelector('button')!.click();
    expect(submits).to.have.length(1);
  });

  it('a link of the summary focuses its field; keyboard only: Tab to the link, Enter; accessible with the errors shown', async () => {
    const wrapper = await make(form());
    await expect(wrapper).to.be.accessible();
    wrapper.querySelector<HTMLButtonElement>('button')!.focus();
    await sendKeys({ press: 'Enter' });
    expect(document.activeElement?.classList.contains('nl-error-summary')).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('Vul je voornaam in');
    await sendKeys({ press: 'Enter' });
    expect(document.activeElement?.id).to.equal('e-nl-first');
    expect(location.hash).to.equal('');
    await expect(wrapper).to.be.accessible();
  });

  it("the library's fields take part: nl-date-picker, nl-address-field, nl-vacancy-upload", async () => {
    const wrapper = await make(html`<nl-vacancy-form vacancy-id="errors-own">
      <form>
        <nl-date-picker name="birth" label="Geboortedatum" required></nl-date-picker>
        <nl-address-field name="adres" endpoint="/fake/postcode" api-key="test" required></nl-address-field>
        <nl-vacancy-upload name="cv" label="Je cv" required></nl-vacancy-upload>
        <nl-vacancy-upload name="brief" label="Je brief"></nl-vacancy-upload>
        <button type="submit">Verstuur</button>
      </form>
    </nl-vacancy-form>`);
    await settle(wrapper);
    wrapper.querySelector('button')!.click();
    expect(submits).to.have.length(0);
    const texts = links(wrapper).map(([text]) => text);
    expect(texts).to.deep.equal(['Vul je geboortedatum in', 'Vul je postcode in', 'Vul je huisnummer in', 'Kies een bestand bij je cv']);
    const day = wrapper.querySelector('nl-date-picker select')!;
    expect(links(wrapper)[0]![1]).to.equal(`#${day.id}`);
    expect(messageOf(day)).to.equal('Vul je geboortedatum in');
    expect(wrapper.querySelector('nl-date-picker')!.nextElementSibling!.textContent, 'after the element').to.equal('Vul je geboortedatum in');
    const file = wrapper.querySelector<HTMLInputElement>('nl-vacancy-upload input[type="file"]')!;
    expect(links(wrapper)[3]![1]).to.equal(`#${file.id}`);
    expect(file.getAttribute('aria-invalid')).to.equal('true');
    // The optional upload is marked.
    expect(wrapper.querySelector('nl-vacancy-upload:not([required]) .nl-optional')?.textContent).to.equal(' (optioneel)');
    // A custom validity of a library field (a postcode that is not one): its own text, once.
    const postcode = wrapper.querySelector<HTMLInputElement>('input[name="adres_postcode"]')!;
    postcode.focus();
    await sendKeys({ type: '12' });
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => postcode.validity.customError, 'the address field did not set its validity');
    wrapper.querySelector('button')!.click();
    expect(links(wrapper)[1]![0]).to.equal(postcode.validationMessage);
    await expect(wrapper).to.be.accessible();
  });

  it('with nl-confirm-button: errors open no dialog; a valid form asks once and is sent once', async () => {
    const wrapper = await make(html`<nl-vacancy-form vacancy-id="errors-confirm">
      <form>
        <label for="ec-name">Naam</label><input id="ec-name" name="name" required />
        <nl-confirm-button message="Versturen?"><button type="submit">Verstuur</button></nl-confirm-button>
      </form>
    </nl-vacancy-form>`);
    const button = wrapper.querySelector('button')!;
    const dialog = () => document.querySelector('body > nl-modal[open]');
    const dialogButtons = () => [...(dialog()?.querySelectorAll<HTMLButtonElement>(':scope > button') ?? [])];
    button.click();
    await pause();
    expect(dialog()).to.equal(null);
    expect(links(wrapper)).to.deep.equal([['Vul je naam in', '#ec-name']]);
    expect(document.activeElement === summaryOf(wrapper)).to.equal(true);
    wrapper.querySelector('input')!.value = 'Sanne';
    button.click();
    await waitUntil(() => dialogButtons().length === 2 && dialog()!.shadowRoot?.querySelector('dialog')?.open, 'no dialog');
    expect(summaryOf(wrapper)).to.equal(null);
    const done = new Promise((resolve) => wrapper.addEventListener('nl-confirm', resolve, { once: true }));
    dialogButtons()[1]!.click();
    await done;
    await pause();
    expect(submits).to.have.length(1);
    expect(tracked().filter((e) => (e as { action: string }).action === 'errors-confirm')).to.deep.equal([
      event('errors-confirm', 'Form page visit'),
      event('errors-confirm', 'Form submitted'),
    ]);
  });

  it('removed from the page, the element takes back what it added; a novalidate of the page stays', async () => {
    const wrapper = await make(html`<div>
      <nl-vacancy-form vacancy-id="errors-removed-1"><form><label for="er-1">Naam</label><input id="er-1" name="a" required /><label for="er-2">Stad</label><input id="er-2" name="b" /><button>Verstuur</button></form></nl-vacancy-form>
      <nl-vacancy-form vacancy-id="errors-removed-2"><form novalidate><input name="c" /></form></nl-vacancy-form>
    </div>`);
    const [first, second] = [...wrapper.querySelectorAll('nl-vacancy-form')];
    const form = first!.querySelector('form')!;
    first!.querySelector('button')!.click();
    expect(summaryOf(first!)).to.not.equal(null);
    // Keep the form, lose the element: the form as the page wrote it.
    wrapper.append(form);
    first!.remove();
    second!.remove();
    await pause(0);
    expect(form.noValidate).to.equal(false);
    expect(wrapper.querySelector('.nl-optional, .nl-error-message, .nl-error-summary')).to.equal(null);
    expect(form.querySelector('[aria-invalid], [aria-describedby]')).to.equal(null);
    expect(second!.querySelector('form')!.noValidate, "the page's own novalidate").to.equal(true);
  });

  it('data-nl-validation="off" on the form: the browser (or the site) validates, as without the element', async () => {
    const wrapper = await make(html`<nl-vacancy-form vacancy-id="errors-off">
      <form data-nl-validation="off"><label for="off-a">Naam</label><input id="off-a" name="a" required /><label for="off-b">Stad</label><input id="off-b" name="b" /><button>Verstuur</button></form>
    </nl-vacancy-form>`);
    const form = wrapper.querySelector('form')!;
    expect(form.noValidate).to.equal(false);
    expect(wrapper.querySelector('.nl-optional')).to.equal(null);
    wrapper.querySelector('button')!.click();
    expect(submits, 'the browser stopped it').to.have.length(0);
    expect(summaryOf(wrapper)).to.equal(null);
  });

  it('messages overrides the catalogue; data-error-* on the field goes first; reset removes everything', async () => {
    const wrapper = await make(html`<nl-vacancy-form vacancy-id="errors-own-texts" messages='{"required":"%{label} ontbreekt","errorSummary":"Controleer"}'>
      <form>
        <label for="eo-a">Naam</label><input id="eo-a" name="a" required />
        <label for="eo-b">Stad</label><input id="eo-b" name="b" required data-error-required="Welke stad?" />
        <button type="submit">Verstuur</button>
      </form>
    </nl-vacancy-form>`);
    wrapper.querySelector('button')!.click();
    expect(summaryOf(wrapper)!.querySelector('h2')!.textContent).to.equal('Controleer');
    expect(links(wrapper).map(([text]) => text)).to.deep.equal(['Naam ontbreekt', 'Welke stad?']);
    wrapper.querySelector('form')!.reset();
    await waitUntil(() => summaryOf(wrapper) === null && !wrapper.querySelector('.nl-error-message'), 'reset left errors');
    expect(wrapper.querySelector('[aria-invalid]')).to.equal(null);
  });
});

/*
 * The draft (issue 16, point 2): the form's fields in sessionStorage, restored after Back and
 * reload. A reload is played here by taking the element and its form out of the page and putting a
 * fresh copy of the same markup in (the element restores when it first finds its form); the real
 * reload and Back of the demo page are in test/application.test.ts.
 */
describe('nl-vacancy-form: the draft of the application', () => {
  const DRAFT = 'nl-vacancy-form:draft:';
  const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith(DRAFT));
  let requests: string[] = [];
  const realFetch = window.fetch;

  before(async () => {
    await Promise.all([
      import('../../../elements/nl-vacancy-form.ts'),
      import('../../../elements/nl-address-field.ts'),
      import('../../../elements/nl-date-picker.ts'),
      import('../../../elements/nl-vacancy-upload.ts'),
    ]);
  });
  beforeEach(() => {
    win.dataLayer = [];
    for (const key of drafts()) sessionStorage.removeItem(key);
    requests = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    };
  });
  afterEach(() => {
    window.fetch = realFetch;
    for (const key of drafts()) sessionStorage.removeItem(key);
  });

  const application = (id: string, lang = 'nl') => html`<div lang=${lang}>
    <nl-vacancy-form vacancy-id=${id} step="email">
      <form action="/fake/application?attempt=1" method="post">
        <input type="hidden" name="_csrf" value="token-from-server" />
        <label for="d-email">E-mail</label><input id="d-email" type="email" name="email" />
        <label for="d-voornaam">Voornaam</label><input id="d-voornaam" name="voornaam" />
        <label for="d-wachtwoord">Wachtwoord</label><input id="d-wachtwoord" type="password" name="wachtwoord" />
        <label for="d-uren">Uren</label>
        <select id="d-uren" name="uren"><option value="">Kies</option><option value="32">32</option><option value="40">40</option></select>
        <label for="d-talen">Talen</label>
        <select id="d-talen" name="talen" multiple><option value="nl" selected>Nederlands</option><option value="en">Engels</option><option value="de">Duits</option></select>
        <fieldset>
          <legend>Rijbewijs</legend>
          <label><input type="radio" name="rijbewijs" value="ja" /> Ja</label>
          <label><input type="radio" name="rijbewijs" value="nee" checked /> Nee</label>
        </fieldset>
        <label><input type="checkbox" name="privacy" value="ja" /> Akkoord</label>
        <label><input type="checkbox" name="nieuwsbrief" value="ja" checked /> Nieuwsbrief</label>
        <label for="d-motivatie">Motivatie</label><textarea id="d-motivatie" name="motivatie"></textarea>
        <label for="d-kaart">Kaartnummer</label><input id="d-kaart" name="kaart" autocomplete="cc-number" />
        <div data-nl-draft="off"><label for="d-bsn">BSN</label><input id="d-bsn" name="bsn" /></div>
        <nl-date-picker name="geboortedatum" label="Geboortedatum"></nl-date-picker>
        <nl-address-field name="adres" endpoint="/api/postcode" api-key="draft-test"></nl-address-field>
        <nl-vacancy-upload name="cv" label="Je cv"></nl-vacancy-upload>
        <button type="submit">Versturen</button>
      </form>
    </nl-vacancy-form>
  </div>`;

  const $ = <T extends Element>(root: ParentNode, selector: string) => root.querySelector<T>(selector)!;
  const set = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  };
  const click = (input: HTMLInputElement) => input.click();
  const written = () => pause(20);

  /** Takes the page's copy out and puts a fresh one of the same markup in: what a reload does to the DOM. */
  async function reload(wrapper: HTMLElement, template: TemplateResult): Promise<HTMLElement> {
    wrapper.remove();
    await pause(0);
    return make(template);
  }

  async function fill(wrapper: HTMLElement) {
    set($(wrapper, '#d-email'), 'sanne@example.nl');
    set($(wrapper, '#d-voornaam'), 'Sanne');
    set($(wrapper, '#d-wachtwoord'), 'geheim-wachtwoord');
    const uren = $<HTMLSelectElement>(wrapper, '#d-uren');
    uren.value = '40';
    uren.dispatchEvent(new Event('change', { bubbles: true }));
    const talen = $<HTMLSelectElement>(wrapper, '#d-talen');
    talen.options[2]!.selected = true;
    talen.dispatchEvent(new Event('change', { bubbles: true }));
    click($(wrapper, 'input[value="ja"][name="rijbewijs"]'));
    click($(wrapper, 'input[name="privacy"]'));
    click($(wrapper, 'input[name="nieuwsbrief"]'));
    set($(wrapper, '#d-motivatie'), 'Ik help graag mensen.\nEcht waar.');
    set($(wrapper, '#d-kaart'), '4111111111111111');
    set($(wrapper, '#d-bsn'), '999999990');
    $<HTMLInputElement>(wrapper, 'input[name="_csrf"]').value = 'token-changed-by-script';

    const [day, month, year] = [...wrapper.querySelectorAll<HTMLSelectElement>('nl-date-picker select')];
    for (const [select, value] of [[day!, '15'], [month!, '3'], [year!, '1990']] as const) {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    $<HTMLInputElement>(wrapper, 'input[name="adres_postcode"]').focus();
    await sendKeys({ type: '1071xx' });
    $<HTMLInputElement>(wrapper, 'input[name="adres_number"]').focus();
    await sendKeys({ type: '1' });
    const hidden = $<HTMLInputElement>(wrapper, 'input[name="adres"]');
    await waitUntil(() => hidden.value.includes('Museumstraat'), 'the address was looked up', { timeout: 5000 });

    const file = $<HTMLInputElement>(wrapper, 'nl-vacancy-upload input[type="file"]');
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.4'], 'CV Sanne de Vries.pdf', { type: 'application/pdf' }));
    file.files = transfer.files;
    file.dispatchEvent(new Event('change', { bubbles: true }));
    await written();
  }

  it('a reload gives back every field the applicant typed or chose, ours and the page’s own, without a new address lookup', async () => {
    const template = application('draft-1');
    let wrapper = await make(template);
    await fill(wrapper);
    expect(drafts(), 'one draft, for this form').to.deep.equal([`${DRAFT}draft-1:${new URL('/fake/application', location.href).href}`]);
    const lookups = requests.filter((url) => url.includes('draft-test')).length;
    expect(lookups, 'looked up once').to.equal(1);

    wrapper = await reload(wrapper, template);
    const data = new FormData($<HTMLFormElement>(wrapper, 'form'));
    expect(data.get('email')).to.equal('sanne@example.nl');
    expect(data.get('voornaam')).to.equal('Sanne');
    expect(data.get('uren')).to.equal('40');
    expect(data.getAll('talen')).to.deep.equal(['nl', 'de']);
    expect(data.get('rijbewijs')).to.equal('ja');
    expect(data.get('privacy')).to.equal('ja');
    expect(data.get('nieuwsbrief'), 'unticked stays unticked').to.equal(null);
    expect(data.get('motivatie')).to.equal('Ik help graag mensen.\nEcht waar.');
    expect(data.get('geboortedatum')).to.equal('15-03-1990');
    const selects = [...wrapper.querySelectorAll<HTMLSelectElement>('nl-date-picker select')].map((s) => s.value);
    expect(selects).to.deep.equal(['15', '3', '1990']);
    expect(JSON.parse(data.get('adres') as string)).to.deep.equal({ postcode: '1071XX', streetnumber: '1', extension: '', street: 'Museumstraat', city: 'Amsterdam' });
    expect(data.get('adres_postcode')).to.equal('1071XX');
    expect(data.get('adres_number')).to.equal('1');
    const address = $(wrapper, 'nl-address-field').shadowRoot!.querySelector('[part="address"]')!;
    expect(address.textContent, 'the looked-up address is shown').to.include('Museumstraat');

    // Never kept: password, payment card, a field marked off, hidden inputs; the file is not restored.
    expect(data.get('wachtwoord')).to.equal('');
    expect(data.get('kaart')).to.equal('');
    expect(data.get('bsn')).to.equal('');
    expect(data.get('_csrf')).to.equal('token-from-server');
    expect((data.get('cv') as File).size).to.equal(0);

    await pause(DEBOUNCE_WAIT);
    expect(requests.filter((url) => url.includes('draft-test')).length, 'no new lookup after the restore').to.equal(lookups);
  });

  it('never stores a password, a file, hidden inputs, a payment card or a field marked data-nl-draft="off"', async () => {
    const wrapper = await make(application('draft-2'));
    // Nothing but what equals the markup (which the server renders again): no draft at all.
    set($(wrapper, '#d-voornaam'), '');
    await written();
    expect(drafts()).to.deep.equal([]);
    await fill(wrapper);
    const stored = drafts().map((key) => sessionStorage.getItem(key)).join('\n');
    expect(stored).to.include('Sanne');
    for (const secret of ['geheim-wachtwoord', '4111111111111111', '999999990', 'token', '_csrf', 'CV Sanne', '%PDF', 'wachtwoord']) {
      expect(stored, secret).to.not.include(secret);
    }
  });

  it('the file: a note in the field asks to choose it again (nl and en); gone once a file is chosen', async () => {
    for (const [lang, text] of [
      ['nl', 'Je bestand is niet bewaard. Kies het opnieuw voordat je de sollicitatie verstuurt.'],
      ['en', 'Your file was not kept. Please choose it again before you send the application.'],
    ] as const) {
      const template = application(`draft-file-${lang}`, lang);
      let wrapper = await make(template);
      const file = $<HTMLInputElement>(wrapper, 'nl-vacancy-upload input[type="file"]');
      const transfer = new DataTransfer();
      transfer.items.add(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
      file.files = transfer.files;
      file.dispatchEvent(new Event('change', { bubbles: true }));
      await written();
      expect($(wrapper, 'nl-vacancy-upload').querySelector('.nl-vacancy-upload-note'), 'no note while the file is there').to.equal(null);

      wrapper = await reload(wrapper, template);
      const upload = $(wrapper, 'nl-vacancy-upload');
      const note = upload.querySelector<HTMLElement>('.nl-vacancy-upload-note')!;
      expect(note?.textContent, lang).to.equal(text);
      const input = $<HTMLInputElement>(upload, 'input[type="file"]');
      expect(input.getAttribute('aria-describedby')!.split(' ')).to.include(note.id);
      expect(note.assignedSlot, 'shown in the field').to.not.equal(null);
      await expect(upload).to.be.accessible();

      const again = new DataTransfer();
      again.items.add(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
      input.files = again.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      expect(upload.querySelector('.nl-vacancy-upload-note')).to.equal(null);
      wrapper.remove();
    }
  });

  it('a file input of the page’s own gets the same note from nl-vacancy-form (nl and en); a reset takes it away', async () => {
    for (const [lang, text] of [
      ['nl', 'Je bestand is niet bewaard. Kies het opnieuw voordat je de sollicitatie verstuurt.'],
      ['en', 'Your file was not kept. Please choose it again before you send the application.'],
    ] as const) {
      const template = html`<div lang=${lang}>
        <nl-vacancy-form vacancy-id=${`draft-own-file-${lang}`}>
          <form id="own-file">
            <label for="own-brief">Brief</label>
            <input id="own-brief" type="file" name="brief" aria-describedby="own-hint" />
            <p id="own-hint">PDF</p>
          </form>
        </nl-vacancy-form>
      </div>`;
      let wrapper = await make(template);
      const choose = (input: HTMLInputElement) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['%PDF-1.4'], 'Brief aan Voorbeeld Groep.pdf', { type: 'application/pdf' }));
        input.files = transfer.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      };
      choose($(wrapper, '#own-brief'));
      await written();
      expect(drafts().map((key) => sessionStorage.getItem(key)).join(), 'the name is not kept').to.not.include('Brief aan');

      wrapper = await reload(wrapper, template);
      const input = $<HTMLInputElement>(wrapper, '#own-brief');
      const note = wrapper.querySelector<HTMLElement>('.nl-vacancy-form-note')!;
      expect(note?.textContent, lang).to.equal(text);
      expect(input.getAttribute('aria-describedby')).to.equal(`own-hint ${note.id}`);
      await expect(wrapper).to.be.accessible();
      $<HTMLFormElement>(wrapper, 'form').reset();
      await pause(20);
      expect(wrapper.querySelector('.nl-vacancy-form-note'), 'gone after reset').to.equal(null);
      expect(input.getAttribute('aria-describedby')).to.equal('own-hint');

      choose(input);
      await written();
      wrapper = await reload(wrapper, template);
      expect(wrapper.querySelector('.nl-vacancy-form-note'), 'shown again after the next reload').to.not.equal(null);
      choose($(wrapper, '#own-brief'));
      expect(wrapper.querySelector('.nl-vacancy-form-note'), 'gone once a file is chosen').to.equal(null);
      wrapper.remove();
    }
  });

  it('what the browser restored itself is kept; the draft fills only fields still at their markup value', async () => {
    const template = html`<nl-vacancy-form vacancy-id="draft-3">
      <form><input type="email" name="email" value="a@example.nl" /><input name="voornaam" /><input name="achternaam" /></form>
    </nl-vacancy-form>`;
    const key = `${DRAFT}draft-3:${location.href.split(/[?#]/)[0]}`;
    sessionStorage.setItem(
      key,
      JSON.stringify({ v: 1, t: Date.now(), f: [{ n: 'voornaam', i: 0, v: 'Uit de draft' }, { n: 'achternaam', i: 0, v: 'de Vries' }], e: {} }),
    );
    const wrapper = fixtureSync<HTMLElement>(template);
    // As the browser's own restoration does, before the element's code has run.
    wrapper.querySelector<HTMLInputElement>('[name="voornaam"]')!.value = 'Door de browser';
    await settle(wrapper);
    expect(wrapper.querySelector<HTMLInputElement>('[name="voornaam"]')!.value).to.equal('Door de browser');
    expect(wrapper.querySelector<HTMLInputElement>('[name="achternaam"]')!.value).to.equal('de Vries');
  });

  it('a field of ours the applicant already used before nl-vacancy-form found the form keeps what they chose', async () => {
    const key = `${DRAFT}draft-11:#late-form`;
    const dateState = (day: string) => ({ day, month: '3', year: '1990' });
    sessionStorage.setItem(
      key,
      JSON.stringify({ v: 1, t: Date.now(), f: [], e: { 'nl-date-picker|geboortedatum|0': dateState('15'), 'nl-date-picker|tweede|0': dateState('16') } }),
    );
    const wrapper = await make(html`<div>
      <nl-vacancy-form vacancy-id="draft-11"></nl-vacancy-form>
      <form id="late-form">
        <nl-date-picker name="geboortedatum" label="Geboortedatum"></nl-date-picker>
        <nl-date-picker name="tweede" label="Tweede datum"></nl-date-picker>
      </form>
    </div>`);
    const [first] = [...wrapper.querySelectorAll<HTMLSelectElement>('nl-date-picker[name="geboortedatum"] select')];
    first!.value = '20';
    first!.dispatchEvent(new Event('change', { bubbles: true }));
    // The form arrives in the element later (a CMS script): the draft is offered then.
    $(wrapper, 'nl-vacancy-form').append($(wrapper, 'form'));
    await waitUntil(() => $<HTMLInputElement>(wrapper, 'nl-date-picker[name="tweede"] input[type="hidden"]').value === '16-03-1990', 'the untouched field restored');
    expect([...wrapper.querySelectorAll<HTMLSelectElement>('nl-date-picker[name="geboortedatum"] select')].map((s) => s.value)).to.deep.equal(['20', '', '']);
  });

  it('deleted when the form reaches step "submitted" (every draft of that vacancy, no other), on reset, and when expired', async () => {
    const page = await make(application('draft-4'));
    set($(page, '#d-voornaam'), 'Sanne');
    await written();
    sessionStorage.setItem(`${DRAFT}draft-4:#other-form`, JSON.stringify({ v: 1, t: Date.now(), f: [{ n: 'x', i: 0, v: 'y' }], e: {} }));
    sessionStorage.setItem(`${DRAFT}draft-5:#form`, JSON.stringify({ v: 1, t: Date.now(), f: [{ n: 'x', i: 0, v: 'y' }], e: {} }));
    expect(drafts()).to.have.length(3);

    // A script that sends the form itself sets the step (so does the thank-you page's own element).
    $(page, 'nl-vacancy-form').setAttribute('step', 'submitted');
    await settle(page);
    expect(drafts(), 'only the other vacancy’s draft left').to.deep.equal([`${DRAFT}draft-5:#form`]);
    set($(page, '#d-voornaam'), 'Sanne de Vries');
    await written();
    expect(drafts(), 'nothing written after the application was sent').to.deep.equal([`${DRAFT}draft-5:#form`]);

    // A thank-you page without a form.
    const thanks = await make(html`<nl-vacancy-form vacancy-id="draft-5" step="submitted"><p>Bedankt!</p></nl-vacancy-form>`);
    expect(drafts()).to.deep.equal([]);
    thanks.remove();

    // Reset: the applicant started over.
    const template = application('draft-6');
    let wrapper = await make(template);
    set($(wrapper, '#d-voornaam'), 'Sanne');
    await written();
    expect(drafts()).to.have.length(1);
    $<HTMLFormElement>(wrapper, 'form').reset();
    await pause(20);
    expect(drafts(), 'reset deletes the draft').to.deep.equal([]);

    // Expired: older than 30 minutes since the last change is not restored, and is deleted.
    set($(wrapper, '#d-voornaam'), 'Sanne');
    await written();
    const [key] = drafts();
    const stored = JSON.parse(sessionStorage.getItem(key!)!);
    sessionStorage.setItem(key!, JSON.stringify({ ...stored, t: Date.now() - 31 * 60 * 1000 }));
    sessionStorage.setItem(`${DRAFT}draft-7:#form`, JSON.stringify({ ...stored, t: Date.now() - 31 * 60 * 1000 }));
    wrapper = await reload(wrapper, template);
    expect($<HTMLInputElement>(wrapper, '#d-voornaam').value).to.equal('');
    expect(drafts(), 'every expired draft of the tab is gone').to.deep.equal([]);
  });

  it('a draft left alone for 30 minutes is deleted while the page stays open (every change starts the 30 minutes again)', async () => {
    const wrapper = await make(application('draft-12'));
    const minutes = (n: number) => n * 60 * 1000;
    // Synchronous from here to restore(): nothing else on the page runs on the fake clock.
    const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      set($(wrapper, '#d-voornaam'), 'Sanne');
      clock.tick(1);
      expect(drafts(), 'written').to.have.length(1);
      clock.tick(minutes(29));
      set($(wrapper, '#d-voornaam'), 'Sanne de Vries');
      clock.tick(1);
      clock.tick(minutes(29));
      expect(drafts(), '29 minutes after the last change').to.have.length(1);
      clock.tick(minutes(2));
      expect(drafts(), '31 minutes after the last change').to.deep.equal([]);
    } finally {
      clock.restore();
    }
  });

  it('a corrupt or hostile stored draft: one console.error naming the tag, never a throw; values are only ever field values', async () => {
    const template = html`<nl-vacancy-form vacancy-id="draft-8">
      <form id="hostile">
        <input name="voornaam" value="Markup" />
        <nl-date-picker name="geboortedatum"></nl-date-picker>
      </form>
    </nl-vacancy-form>`;
    const key = `${DRAFT}draft-8:#hostile`;
    const now = Date.now();
    const corrupt = [
      'not json {',
      'null',
      '[]',
      '{}',
      JSON.stringify({ v: 2, t: now, f: [], e: {} }),
      JSON.stringify({ v: 1, t: 'now', f: [], e: {} }),
      JSON.stringify({ v: 1, t: now, f: {}, e: {} }),
      JSON.stringify({ v: 1, t: now, f: [{ n: 'voornaam', i: 0, v: 42 }], e: {} }),
      JSON.stringify({ v: 1, t: now, f: [{ n: 'voornaam', i: -1, v: 'x' }], e: {} }),
      JSON.stringify({ v: 1, t: now, f: [{ n: 'voornaam', i: 0, v: 'x'.repeat(60_000) }], e: {} }),
      JSON.stringify({ v: 1, t: now, f: [{ n: 'voornaam', i: 0, c: 'yes' }], e: {} }),
      JSON.stringify({ v: 1, t: now, f: [], e: [] }),
    ];
    for (const text of corrupt) {
      sessionStorage.setItem(key, text);
      let wrapper!: HTMLElement;
      const errors = await errorsDuring(async () => {
        wrapper = await make(template);
      });
      expect(errors, text.slice(0, 40)).to.deep.equal([
        `nl-vacancy-form: the stored draft of this form (sessionStorage "${key}") is not valid; it is ignored and removed`,
      ]);
      expect(wrapper.querySelector<HTMLInputElement>('[name="voornaam"]')!.value).to.equal('Markup');
      expect(sessionStorage.getItem(key), 'removed').to.equal(null);
      wrapper.remove();
    }

    // Well-formed, with markup and script as values, a field state that is not ours and __proto__ keys.
    const hostile = '"><img src=x onerror="window.__draftPwned=1"><script>window.__draftPwned=1</script>';
    sessionStorage.setItem(
      key,
      `{"v":1,"t":${now},"f":[{"n":"voornaam","i":0,"v":${JSON.stringify(hostile)}},{"n":"__proto__","i":0,"v":"x"}],` +
        `"e":{"__proto__":{"polluted":true},"nl-date-picker|geboortedatum|0":{"day":"<b>1</b>","month":"1","year":"2000"}}}`,
    );
    let wrapper!: HTMLElement;
    const errors = await errorsDuring(async () => {
      wrapper = await make(template);
      await pause(0);
    });
    expect(errors).to.deep.equal(['nl-date-picker: the stored draft of this field is not valid; it is ignored']);
    expect(wrapper.querySelector<HTMLInputElement>('[name="voornaam"]')!.value, 'set as the value, as text').to.equal(hostile);
    expect(document.querySelector('img[src="x"]')).to.equal(null);
    expect((window as unknown as { __draftPwned?: number }).__draftPwned).to.equal(undefined);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect(wrapper.querySelector<HTMLInputElement>('input[name="geboortedatum"]')!.value).to.equal('00-00-0000');
  });

  it('without sessionStorage (blocked, a sandboxed frame) the form works as before and logs nothing', async () => {
    const own = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    expect(own, 'sessionStorage is an own property of window').to.not.equal(undefined);
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    // WebKit keeps its own getter of window.sessionStorage over the one defined here: there the
    // storage refuses every call instead (as Safari's private windows once refused setItem).
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const stubs = (['getItem', 'setItem', 'removeItem', 'key'] as const).map((method) => sinon.stub(Storage.prototype, method).callsFake(refuse));
    try {
      const template = application('draft-9');
      const errors = await errorsDuring(async () => {
        let wrapper = await make(template);
        set($(wrapper, '#d-voornaam'), 'Sanne');
        await written();
        window.dispatchEvent(new PageTransitionEvent('pagehide'));
        wrapper = await reload(wrapper, template);
        expect($<HTMLInputElement>(wrapper, '#d-voornaam').value).to.equal('');
        set($(wrapper, '#d-voornaam'), 'Sanne');
        $(wrapper, 'nl-vacancy-form').setAttribute('step', 'submitted');
        await settle(wrapper);
      });
      expect(errors).to.deep.equal([]);
    } finally {
      for (const stub of stubs) stub.restore();
      Object.defineProperty(window, 'sessionStorage', own!);
    }
    expect(drafts()).to.deep.equal([]);
  });

  it('keeps the back/forward cache open: no unload or beforeunload listener, the draft is written on pagehide', async () => {
    const added: string[] = [];
    const original = window.addEventListener;
    window.addEventListener = function (this: Window, type: string, ...rest: unknown[]) {
      added.push(type);
      return (original as (...args: unknown[]) => void).call(this, type, ...rest);
    } as typeof window.addEventListener;
    let wrapper: HTMLElement;
    try {
      wrapper = await make(application('draft-10'));
    } finally {
      window.addEventListener = original;
    }
    expect(added).to.include('pagehide');
    expect(added.filter((type) => type === 'unload' || type === 'beforeunload')).to.deep.equal([]);

    // A value set without an event (a script) is written when the page is left.
    $<HTMLInputElement>(wrapper, '#d-voornaam').value = 'Zonder event';
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(drafts().map((key) => sessionStorage.getItem(key)).join()).to.include('Zonder event');
  });
});

const DEBOUNCE_WAIT = 500;
