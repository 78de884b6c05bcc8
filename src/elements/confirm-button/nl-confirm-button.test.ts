import { expect, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit-html';
import type { ConfirmDetail } from '../../../elements/nl-confirm-button.ts';
import { errorsDuring, expectNoLayoutShift, settle } from '../../../test/helpers.ts';

// Wrappers with fixtureSync + settle (fixture() can hang in a page without animation frames).
// Submits are recorded by a listener on window, the last to hear a `submit`: what the form really
// sends. It cancels them (the test page stays) unless the form has a `target` (a real submit into
// an iframe, whose answer /fake/echo returns).

interface Submitted {
  form: HTMLFormElement;
  submitter: string | null;
  data: [string, string][];
}
let submits: Submitted[] = [];
const record = (event: Event) => {
  if (event.defaultPrevented) return;
  const form = event.target as HTMLFormElement;
  const submitter = (event as SubmitEvent).submitter;
  submits.push({ form, submitter: submitter?.textContent ?? null, data: [...new FormData(form, submitter)].map(([k, v]) => [k, String(v)]) });
  if (!form.target) event.preventDefault();
};

const openDialog = () => document.querySelector<HTMLElement>('body > nl-modal[open]');
const dialogButtons = () => [...(openDialog()?.querySelectorAll<HTMLButtonElement>(':scope > button') ?? [])];
const dialogTexts = () => ({ title: openDialog()?.getAttribute('heading'), buttons: dialogButtons().map((b) => b.textContent) });
const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the confirm dialog is open with focus on its confirm button. */
async function dialogShown(): Promise<void> {
  await waitUntil(() => openDialog()?.shadowRoot?.querySelector('dialog')?.open && document.activeElement === dialogButtons()[1], 'the confirm dialog did not open with focus on confirm', {
    timeout: 3000,
  });
}

async function make(template: TemplateResult): Promise<HTMLElement> {
  const wrapper = fixtureSync<HTMLElement>(template);
  await settle(wrapper);
  return wrapper;
}

describe('nl-confirm-button before its code has loaded', () => {
  it('takes its final size, so nothing moves when it upgrades', async () => {
    await expectNoLayoutShift(
      html`<div style="font: 16px/1.5 sans-serif; width: 600px">
        <form>
          <p data-probe>Boven</p>
          <label>Naam <input name="naam" /></label>
          <nl-confirm-button message="Weet je zeker dat je je sollicitatie wilt versturen?"><button type="submit">Solliciteren</button></nl-confirm-button>
          <span data-probe>naast de knop</span>
          <p data-probe>Onder</p>
        </form>
      </div>`,
      () => import('../../../elements/nl-confirm-button.ts'),
    );
  });
});

describe('nl-confirm-button', () => {
  before(() => import('../../../elements/nl-confirm-button.ts'));
  beforeEach(() => {
    submits = [];
    window.addEventListener('submit', record);
  });
  afterEach(async () => {
    window.removeEventListener('submit', record);
    document.querySelectorAll('body > nl-modal').forEach((modal) => modal.remove());
    await pause(0);
  });

  it('asks in a confirm dialog; confirming submits the form once, with the submitter', async () => {
    const wrapper = await make(html`<form>
      <input name="naam" value="Sanne" />
      <nl-confirm-button message="Weet je zeker dat je je sollicitatie wilt versturen?" confirm-label="Versturen" cancel-label="Annuleren">
        <button type="submit" name="actie" value="solliciteren">Solliciteren</button>
      </nl-confirm-button>
    </form>`);
    const el = wrapper.querySelector('nl-confirm-button')!;
    let formListener = 0;
    wrapper.addEventListener('submit', () => formListener++);
    const button = wrapper.querySelector('button')!;
    button.focus();
    button.click();
    await dialogShown();
    expect(submits).to.have.length(0);
    expect(formListener, 'the form heard no unconfirmed submit').to.equal(0);
    expect(dialogTexts()).to.deep.equal({ title: 'Weet je zeker dat je je sollicitatie wilt versturen?', buttons: ['Annuleren', 'Versturen'] });
    expect(openDialog()!.getAttribute('type')).to.equal('confirm');
    expect(openDialog()!.shadowRoot!.querySelector('dialog')!.getAttribute('role')).to.equal('alertdialog');

    const confirmed = oneEvent(el, 'nl-confirm');
    dialogButtons()[1]!.click();
    expect(((await confirmed) as CustomEvent<ConfirmDetail>).detail).to.deep.equal({ confirmed: true });
    await waitUntil(() => submits.length > 0, 'not submitted');
    await pause();
    expect(submits.map((s) => [s.submitter, s.data])).to.deep.equal([
      [
        'Solliciteren',
        [
          ['naam', 'Sanne'],
          ['actie', 'solliciteren'],
        ],
      ],
    ]);
    expect(formListener, "the form's own submit listener ran once").to.equal(1);
  });

  // A form sent from a frame outside a user gesture gets no history entry in WebKit (Safari): Back
  // after a failed submit would then leave the page the frame is in, not go back to the form
  // (test/application.test.ts). So the form goes out inside the click on the confirm action: only
  // microtasks come between, no task of its own (the dialog's `close` event, a timer).
  it('confirming sends the form inside the click on the confirm action (the visitor’s gesture)', async () => {
    const wrapper = await make(html`<form>
      <nl-confirm-button><button type="submit">Solliciteren</button></nl-confirm-button>
    </form>`);
    wrapper.querySelector('button')!.click();
    await dialogShown();
    dialogButtons()[1]!.click();
    for (let i = 0; i < 50 && !submits.length; i++) await Promise.resolve();
    expect(submits.map((s) => s.submitter), 'sent before the click’s task ended').to.deep.equal(['Solliciteren']);
  });

  it('keyboard: Tab, Enter opens with focus on confirm, Enter sends the form for real; Escape sends nothing', async () => {
    const wrapper = await make(html`<div>
      <form action="/fake/echo" method="get" target="confirm-sink">
        <label>Naam <input name="naam" value="Sanne de Vries" /></label>
        <nl-confirm-button message="Sollicitatie versturen?" confirm-label="Versturen">
          <button type="submit" name="actie" value="solliciteren">Solliciteren</button>
        </nl-confirm-button>
      </form>
      <iframe name="confirm-sink" title="Antwoord"></iframe>
    </div>`);
    const el = wrapper.querySelector('nl-confirm-button')!;
    const button = wrapper.querySelector('button')!;
    const frame = wrapper.querySelector('iframe')!;

    // Escape first: nothing is sent, focus is back on the button.
    wrapper.querySelector('input')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === button, 'Tab reaches the wrapped button').to.equal(true);
    await sendKeys({ press: 'Enter' });
    await dialogShown();
    const cancelled = oneEvent(el, 'nl-confirm');
    await sendKeys({ press: 'Escape' });
    expect(((await cancelled) as CustomEvent<ConfirmDetail>).detail).to.deep.equal({ confirmed: false });
    await waitUntil(() => document.activeElement === button, 'focus not back on the button');
    await pause();
    expect(submits).to.have.length(0);

    // Then Enter, Enter: one real submit.
    await sendKeys({ press: 'Enter' });
    await dialogShown();
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    await sendKeys({ press: 'Enter' });
    await loaded;
    const doc = frame.contentDocument!;
    const answer = JSON.parse((doc.querySelector('pre') ?? doc.body).textContent!) as { query: Record<string, string> };
    expect(answer.query).to.deep.equal({ naam: 'Sanne de Vries', actie: 'solliciteren' });
    await pause();
    expect(submits).to.have.length(1);
  });

  it('Enter in a field (implicit submission) asks too; the cancel button sends nothing', async () => {
    const wrapper = await make(html`<form>
      <label>E-mail <input name="email" type="email" value="sanne@example.nl" /></label>
      <nl-confirm-button><button>Solliciteren</button></nl-confirm-button>
    </form>`);
    wrapper.querySelector('input')!.focus();
    await sendKeys({ press: 'Enter' });
    await dialogShown();
    expect(dialogTexts()).to.deep.equal({ title: 'Weet je het zeker?', buttons: ['Annuleren', 'Bevestigen'] });
    dialogButtons()[0]!.click();
    await waitUntil(() => !openDialog(), 'still open');
    await pause();
    expect(submits).to.have.length(0);
  });

  it("someone else's requestSubmit(button) asks too; requestSubmit() without our button does not", async () => {
    const wrapper = await make(html`<form>
      <input name="q" value="x" />
      <nl-confirm-button><button type="submit">Versturen</button></nl-confirm-button>
    </form>`);
    const form = wrapper as unknown as HTMLFormElement;
    form.requestSubmit(wrapper.querySelector('button')!);
    await dialogShown();
    expect(submits).to.have.length(0);
    dialogButtons()[1]!.click();
    await waitUntil(() => submits.length === 1, 'not submitted after confirming');
    form.requestSubmit();
    expect(submits.map((s) => s.submitter)).to.deep.equal(['Versturen', null]);
  });

  it('a visible error message opens nothing and sends nothing; focus goes to its field', async () => {
    const wrapper = await make(html`<form>
      <label>Naam <input id="naam" name="naam" aria-describedby="naam-fout" /></label>
      <p class="nl-error-message" id="naam-fout">Vul je naam in</p>
      <nl-confirm-button><button type="submit">Solliciteren</button></nl-confirm-button>
    </form>`);
    const el = wrapper.querySelector('nl-confirm-button')!;
    const button = wrapper.querySelector('button')!;
    button.focus();
    button.click();
    await pause();
    expect(openDialog()).to.equal(null);
    expect(submits).to.have.length(0);
    expect(document.activeElement === wrapper.querySelector('#naam')).to.equal(true);

    // Gone (hidden, display none, visibility hidden, or empty): the dialog opens.
    const message = wrapper.querySelector<HTMLElement>('.nl-error-message')!;
    for (const [index, hide] of [
      () => (message.hidden = true),
      () => message.style.setProperty('display', 'none'),
      () => message.style.setProperty('visibility', 'hidden'),
      () => (message.textContent = ''),
    ].entries()) {
      message.hidden = false;
      message.removeAttribute('style');
      message.textContent = 'Vul je naam in';
      hide();
      button.click();
      await dialogShown().catch(() => {
        throw new Error(`case ${index}: no dialog`);
      });
      const closed = oneEvent(el, 'nl-confirm');
      dialogButtons()[0]!.click();
      await closed;
    }
    expect(submits).to.have.length(0);
  });

  it('only error messages inside its own form count; error-selector chooses them', async () => {
    const wrapper = await make(html`<div>
      <p class="nl-error-message">Een fout in een ander formulier</p>
      <form>
        <span class="fout">Kies een vestiging</span>
        <nl-confirm-button error-selector=".fout"><button type="submit">Versturen</button></nl-confirm-button>
      </form>
    </div>`);
    const button = wrapper.querySelector('button')!;
    button.click();
    await pause();
    expect(openDialog(), 'a visible .fout stops it').to.equal(null);
    wrapper.querySelector('.fout')!.remove();
    button.click();
    await dialogShown();
    dialogButtons()[1]!.click();
    await waitUntil(() => submits.length === 1, 'not submitted');
  });

  it("an invalid form opens nothing: the browser's own validation shows its message", async () => {
    const wrapper = await make(html`<form>
      <label>Naam <input name="naam" required /></label>
      <nl-confirm-button><button type="submit">Solliciteren</button></nl-confirm-button>
    </form>`);
    const input = wrapper.querySelector('input')!;
    let invalid = 0;
    input.addEventListener('invalid', () => invalid++);
    const button = wrapper.querySelector('button')!;
    button.click();
    await pause();
    expect(openDialog()).to.equal(null);
    expect(submits).to.have.length(0);
    expect(invalid, 'the browser validated once').to.equal(1);
    expect(document.activeElement === input, 'the browser focused the invalid field').to.equal(true);
    input.value = 'Sanne';
    button.click();
    await dialogShown();
    dialogButtons()[1]!.click();
    await waitUntil(() => submits.length === 1, 'not submitted');
  });

  it('English defaults under lang="en"; messages overrides; attributes win over messages', async () => {
    const wrapper = await make(html`<div>
      <form lang="en"><nl-confirm-button><button>Apply</button></nl-confirm-button></form>
      <form>
        <nl-confirm-button messages='{"message":"Sollicitatie versturen?","confirm":"Ja, versturen","cancel":"Nee"}'><button>Solliciteren</button></nl-confirm-button>
      </form>
      <form>
        <nl-confirm-button confirm-label="Verstuur" messages='{"confirm":"Ja, versturen"}'><button>Solliciteren</button></nl-confirm-button>
      </form>
    </div>`);
    const expected = [
      { title: 'Are you sure?', buttons: ['Cancel', 'Confirm'], close: 'Close' },
      { title: 'Sollicitatie versturen?', buttons: ['Nee', 'Ja, versturen'], close: 'Sluiten' },
      { title: 'Weet je het zeker?', buttons: ['Annuleren', 'Verstuur'], close: 'Sluiten' },
    ];
    const buttons = [...wrapper.querySelectorAll('button')];
    for (const [index, button] of buttons.entries()) {
      // Not focused (a click does not focus a button in every browser): the dialog still takes the element's language.
      (document.activeElement as HTMLElement | null)?.blur();
      button.click();
      await dialogShown();
      const close = openDialog()!.shadowRoot!.querySelector('[part="close"]')!.getAttribute('aria-label');
      expect({ ...dialogTexts(), close }).to.deep.equal(expected[index]);
      const closed = oneEvent(button.parentElement!, 'nl-confirm');
      await sendKeys({ press: 'Escape' });
      await closed;
    }
    expect(submits).to.have.length(0);
  });

  it('outside a form: the exact error, and the button works as without the element', async () => {
    let wrapper!: HTMLElement;
    const errors = await errorsDuring(async () => {
      wrapper = await make(html`<div><nl-confirm-button><button type="submit">Versturen</button></nl-confirm-button></div>`);
    });
    expect(errors).to.deep.equal(['nl-confirm-button: must be inside a <form>']);
    let prevented: boolean | undefined;
    wrapper.addEventListener('click', (event) => (prevented = event.defaultPrevented));
    wrapper.querySelector('button')!.click();
    await pause();
    expect(prevented).to.equal(false);
    expect(openDialog()).to.equal(null);
  });

  it('no submit button inside: the exact error; nothing breaks', async () => {
    let wrapper!: HTMLElement;
    const errors = await errorsDuring(async () => {
      wrapper = await make(html`<form>
        <nl-confirm-button><button type="button">Wissen</button></nl-confirm-button>
        <button type="submit">Versturen</button>
      </form>`);
    });
    expect(errors).to.deep.equal(['nl-confirm-button: no submit button inside (a <button type="submit"> or <input type="submit">)']);
    wrapper.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    wrapper.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await pause();
    expect(openDialog()).to.equal(null);
    expect(submits.map((s) => s.submitter)).to.deep.equal(['Versturen']);
  });

  it('a bad error-selector: the exact error, and the default selector', async () => {
    let wrapper!: HTMLElement;
    const errors = await errorsDuring(async () => {
      wrapper = await make(html`<form>
        <p class="nl-error-message">Fout</p>
        <nl-confirm-button error-selector="[[fout"><button>Versturen</button></nl-confirm-button>
      </form>`);
    });
    expect(errors).to.deep.equal(['nl-confirm-button: attribute "error-selector" is not a valid CSS selector, got "[[fout"']);
    wrapper.querySelector('button')!.click();
    await pause();
    expect(openDialog(), '.nl-error-message still counts').to.equal(null);
  });

  it('still works after being moved into another form', async () => {
    const wrapper = await make(html`<div>
      <form id="a"><input name="van" value="a" /><nl-confirm-button><button name="knop" value="1">Versturen</button></nl-confirm-button></form>
      <form id="b"><input name="van" value="b" /></form>
    </div>`);
    const el = wrapper.querySelector('nl-confirm-button')!;
    wrapper.querySelector('#b')!.append(el);
    await pause(0);
    el.querySelector('button')!.click();
    await dialogShown();
    dialogButtons()[1]!.click();
    await waitUntil(() => submits.length === 1, 'not submitted');
    expect(submits[0]!.form.id).to.equal('b');
    expect(submits[0]!.data).to.deep.equal([
      ['van', 'b'],
      ['knop', '1'],
    ]);
  });

  it('is accessible, with its dialog open too', async () => {
    const wrapper = await make(html`<form>
      <label>Naam <input name="naam" /></label>
      <nl-confirm-button message="Sollicitatie versturen?"><button type="submit">Solliciteren</button></nl-confirm-button>
    </form>`);
    await expect(wrapper).to.be.accessible();
    const button = wrapper.querySelector('button')!;
    button.focus();
    button.click();
    await dialogShown();
    // Measured once the fade-in is over (mid-fade, axe sees the colours half transparent).
    const dialog = openDialog()!.shadowRoot!.querySelector('dialog')!;
    await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
    await expect(openDialog()!).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !openDialog(), 'still open');
  });
});
