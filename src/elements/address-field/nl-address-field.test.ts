import { expect, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { TemplateResult } from 'lit-html';
import type { NlElement } from '../../core/define.tsx';
import type { AddressDetail, AddressErrorDetail } from '../../elements/address-field/address-field.tsx';
import { readAnswer } from '../../elements/address-field/providers.ts';
import { errorsDuring, expectNoLayoutShift, preUpgradeCss, settle } from '../../../test/helpers.ts';

// Wrappers are made with fixtureSync and awaited with settle(): open-wc's fixture() waits for an
// animation frame, which a page the runner runs in the background (concurrency 2) may not get.
//
// The postcode service is test/fakes.mjs under /fake/postcode (the data of scripts/site/postcodes.mjs):
// /fake/postcode/log returns, and clears, the requests it received, so a test can say what was
// sent, and that nothing was.
//
// Timers: debounce and timeout are tested with sinon's fake setTimeout/clearTimeout only, installed
// before the element renders. React's scheduler keeps the real ones (and MessageChannel), mocha
// keeps its own. The clock is restored before any waitUntil (it polls with setTimeout).

type AddressField = NlElement & { name: string; endpoint: string; apiKey: string; required: boolean; provider: string };
type AddressEvent = CustomEvent<AddressDetail>;
type AddressErrorEvent = CustomEvent<AddressErrorDetail>;

const LAYOUT_PAGE = html`
  <div style="font: 16px/1.5 sans-serif; width: 600px">
    <p data-probe>Boven</p>
    <nl-address-field name="adres" endpoint="/fake/postcode" api-key="test"></nl-address-field>
    <p data-probe>Tussen</p>
    <form><nl-address-field name="b" provider="pdok" endpoint="/fake/postcode/pdok" required></nl-address-field></form>
    <p data-probe>Engels</p>
    <div lang="en"><nl-address-field name="c" endpoint="/fake/postcode"></nl-address-field></div>
    <p data-probe>Einde</p>
  </div>
`;

// The first block runs before the tag is defined (the element is imported in it, and by the main
// block's before hook), like a page whose chunk arrives after first paint.
describe('nl-address-field before its code has loaded', () => {
  it('takes its final size, so nothing moves when it upgrades', async () => {
    await expectNoLayoutShift(LAYOUT_PAGE, () => import('../../../elements/nl-address-field.ts'));
  });
});

/** The fake service's request log since the last call (and clears it). */
async function requests(): Promise<{ route: string; query: Record<string, string> }[]> {
  const response = await fetch('/fake/postcode/log');
  return (await response.json()) as { route: string; query: Record<string, string> }[];
}

/** Sets an input's value as typing does (through the prototype's setter, so React sees a change) and fires `input`. */
function setValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Fires `change` as leaving an edited input does. */
function commit(input: HTMLInputElement): void {
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** One task later: React (its scheduler runs on MessageChannel, not on the faked timers) has rendered. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const visible = (element: Element | null | undefined) => Boolean(element?.checkVisibility());

function parts(el: Element) {
  const slotted = (slot: string) => el.querySelector<HTMLInputElement>(`:scope > input[slot="${slot}"]`)!;
  const root = el.shadowRoot!;
  return {
    postcode: slotted('postcode'),
    number: slotted('number'),
    extension: slotted('extension'),
    street: slotted('street'),
    city: slotted('city'),
    hidden: el.querySelector<HTMLInputElement>(':scope > input[type="hidden"]')!,
    labels: [...el.querySelectorAll<HTMLLabelElement>(':scope > label')],
    errors: () => [...el.querySelectorAll<HTMLElement>(':scope > .nl-error-message')],
    address: root.querySelector<HTMLElement>('[part="address"]')!,
    manual: root.querySelector<HTMLElement>('[part="manual"]')!,
    button: root.querySelector<HTMLButtonElement>('[part="manual-button"]')!,
  };
}

const MUSEUMSTRAAT = { postcode: '1071XX', streetnumber: '1', extension: '', street: 'Museumstraat', city: 'Amsterdam' };

describe('nl-address-field', () => {
  before(() => import('../../../elements/nl-address-field.ts'));

  let clock: sinon.SinonFakeTimers | undefined;
  let fetchSpy: sinon.SinonSpy<Parameters<typeof fetch>, ReturnType<typeof fetch>>;
  /** Fakes the element's timers; call it before the element renders. */
  const fakeTimers = () => (clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  const restoreClock = () => {
    clock?.restore();
    clock = undefined;
  };
  /** The element's own requests (the test's reads of the log are left out). */
  const sent = () => fetchSpy.getCalls().filter((call) => !String(call.args[0]).includes('/fake/postcode/log'));

  beforeEach(async () => {
    await requests(); // start each test with an empty log
    fetchSpy = sinon.spy(window, 'fetch');
  });

  afterEach(() => {
    restoreClock();
    sinon.restore();
  });

  /** A page form around the element, with a button before it (for keyboard tests). */
  async function inForm(field: TemplateResult) {
    const form = fixtureSync<HTMLFormElement>(html`<form action="/verzenden" novalidate><button type="button" id="before">Ervoor</button>${field}</form>`);
    await settle(form);
    const el = form.querySelector<AddressField>('nl-address-field')!;
    return { form, el, before: form.querySelector<HTMLButtonElement>('#before')!, ...parts(el) };
  }

  const standard = () => inForm(html`<nl-address-field name="adres" endpoint="/fake/postcode" api-key="test-key"></nl-address-field>`);

  /** Fills postcode and number and waits for the answer event (real timers). */
  async function lookUp(el: AddressField, postcode: string, number: string, event: 'nl-address' | 'nl-address-error' = 'nl-address') {
    const answer = oneEvent(el, event);
    setValue(parts(el).postcode, postcode);
    setValue(parts(el).number, number);
    return (await answer) as AddressEvent & AddressErrorEvent;
  }

  describe('size', () => {
    /** The height its pre-upgrade.css gives an element whose code has not loaded, in a page `width` px wide. */
    function reservedHeight(width: number): number {
      // An iframe is a window of its own: the tag is not defined there, and its width is the
      // viewport of the sheet's media queries.
      const frame = document.createElement('iframe');
      frame.style.cssText = `width: ${width}px; height: 400px; border: 0`;
      document.body.append(frame);
      try {
        const doc = frame.contentDocument!;
        doc.open();
        doc.write('<!doctype html><body style="margin: 0; font: 16px/1.5 sans-serif"><nl-address-field name="a"></nl-address-field></body>');
        doc.close();
        const sheet = new (frame.contentWindow as unknown as typeof window).CSSStyleSheet();
        sheet.replaceSync(preUpgradeCss);
        doc.adoptedStyleSheets = [sheet];
        return doc.querySelector('nl-address-field')!.getBoundingClientRect().height;
      } finally {
        frame.remove();
      }
    }

    afterEach(() => setViewport({ width: 800, height: 600 }));

    for (const width of [360, 749, 750, 1280]) {
      it(`is as high as reserved before its upgrade, at ${width} px`, async () => {
        await setViewport({ width, height: 800 });
        const wrapper = fixtureSync(html`<div style="font: 16px/1.5 sans-serif"><nl-address-field name="a" endpoint="/fake/postcode"></nl-address-field></div>`);
        await settle(wrapper);
        const el = wrapper.querySelector('nl-address-field')!;
        const reserved = reservedHeight(width);
        expect(reserved).to.equal(width < 750 ? 16 * (4.5 + 9.75) : 16 * (3 + 6.25));
        expect(el.getBoundingClientRect().height).to.equal(reserved);
        // Every label on one line, not cut off.
        for (const label of parts(el).labels.slice(0, 3)) expect(label.scrollWidth <= label.clientWidth, label.textContent!).to.equal(true);
      });
    }
  });

  describe('rendering', () => {
    it('renders labelled postcode, house number and addition inputs in its light DOM, slotted into its layout', async () => {
      const { el, postcode, number, extension, street, city, hidden, labels, address, button } = await standard();
      expect(labels.map((label) => label.textContent)).to.deep.equal(['Postcode', 'Huisnummer', 'Toevoeging', 'Straat', 'Plaats']);
      expect(labels.map((label) => label.control === [postcode, number, extension, street, city][labels.indexOf(label)])).to.deep.equal([true, true, true, true, true]);
      expect([postcode, number, extension, street, city].map((input) => input.name)).to.deep.equal([
        'adres_postcode',
        'adres_number',
        'adres_extension',
        'adres_street',
        'adres_city',
      ]);
      expect([postcode, number, extension].map((input) => input.assignedSlot?.name)).to.deep.equal(['postcode', 'number', 'extension']);
      expect([postcode, number, extension].map(visible)).to.deep.equal([true, true, true]);
      // Street and city wait until they are needed; the hidden input holds the value.
      expect([street, city].map(visible)).to.deep.equal([false, false]);
      expect(hidden.name).to.equal('adres');
      expect(hidden.value).to.equal('');
      expect(postcode.autocomplete).to.equal('postal-code');
      expect(number.inputMode).to.equal('numeric');
      expect(address.getAttribute('role')).to.equal('status');
      expect(address.textContent).to.equal('');
      expect(button.type).to.equal('button');
      expect(button.textContent).to.equal('Adres zelf invullen');
      expect(visible(button)).to.equal(true);
      expect(el.querySelectorAll('.nl-error-message').length).to.equal(0);
      // 44 px touch targets.
      expect([postcode, number, extension, button].map((e) => e.getBoundingClientRect().height)).to.deep.equal([44, 44, 44, 44]);
    });

    it('is accessible: empty, with an error, and with the manual inputs', async () => {
      const { el, postcode, button } = await standard();
      await expect(el).to.be.accessible();
      setValue(postcode, '0123 AB');
      postcode.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      await nextTask();
      expect(parts(el).errors().length).to.equal(1);
      await expect(el).to.be.accessible();
      button.click();
      await nextTask();
      await expect(el).to.be.accessible();
    });
  });

  describe('in the page form', () => {
    it('submits the hidden JSON and the named inputs in FormData', async () => {
      const { form, el } = await standard();
      expect(new FormData(form).get('adres')).to.equal('');
      const event = await lookUp(el, '1071 xx', '1');
      expect(event.detail).to.deep.equal({ ...MUSEUMSTRAAT, source: 'lookup' });
      const data = new FormData(form);
      expect(JSON.parse(String(data.get('adres')))).to.deep.equal(MUSEUMSTRAAT);
      expect(data.get('adres')).to.equal(JSON.stringify(MUSEUMSTRAAT));
      expect([...data.entries()]).to.deep.equal([
        ['adres_postcode', '1071 XX'],
        ['adres_number', '1'],
        ['adres_extension', ''],
        ['adres_street', 'Museumstraat'],
        ['adres_city', 'Amsterdam'],
        ['adres', JSON.stringify(MUSEUMSTRAAT)],
      ]);
    });

    it('keeps what is typed in the JSON, even before a lookup is possible', async () => {
      fakeTimers();
      const { form, postcode } = await standard();
      setValue(postcode, '0123 ab');
      await nextTask();
      expect(JSON.parse(String(new FormData(form).get('adres')))).to.deep.equal({ postcode: '0123 AB', streetnumber: '', extension: '', street: '', city: '' });
    });

    it('form.reset() empties inputs, address and hidden value, and a new lookup asks again', async () => {
      const { form, el, postcode, number, street, hidden, address } = await standard();
      await lookUp(el, '1071XX', '1');
      expect(address.textContent).to.equal('Museumstraat 1, 1071 XX Amsterdam');
      form.reset();
      await waitUntil(() => hidden.value === '' && address.textContent === '', 'not reset', { timeout: 2000 });
      expect([postcode.value, number.value, street.value]).to.deep.equal(['', '', '']);
      expect(new FormData(form).get('adres')).to.equal('');
      // The same address again is looked up again: it is not "the same query twice in a row" any more.
      await lookUp(el, '1071XX', '1');
      expect(address.textContent).to.equal('Museumstraat 1, 1071 XX Amsterdam');
      expect((await requests()).length).to.equal(2);
    });

    it('a cancelled reset changes nothing', async () => {
      const { form, el, hidden } = await standard();
      await lookUp(el, '1071XX', '1');
      form.addEventListener('reset', (event) => event.preventDefault(), { once: true });
      form.reset();
      await nextTask();
      await nextTask();
      expect(hidden.value).to.equal(JSON.stringify(MUSEUMSTRAAT));
    });

    it('required: form.checkValidity() is false until postcode and number are filled', async () => {
      fakeTimers();
      const { form, postcode, number, street, city } = await inForm(
        html`<nl-address-field name="adres" endpoint="/fake/postcode" api-key="k" required></nl-address-field>`,
      );
      expect([postcode.required, number.required]).to.deep.equal([true, true]);
      expect([street.required, city.required]).to.deep.equal([false, false]); // hidden until needed
      expect(form.checkValidity()).to.equal(false);
      expect(postcode.validity.valueMissing).to.equal(true);
      setValue(postcode, '1071 XX');
      await nextTask();
      expect(form.checkValidity()).to.equal(false);
      setValue(number, '1');
      await nextTask();
      expect(form.checkValidity()).to.equal(true);
    });

    it('required: street and city are required once shown', async () => {
      const { form, button, street, city, postcode, number } = await inForm(
        html`<nl-address-field name="adres" endpoint="/fake/postcode" api-key="k" required></nl-address-field>`,
      );
      setValue(postcode, '1071 XX');
      setValue(number, '1');
      button.click();
      await nextTask();
      expect([street.required, city.required]).to.deep.equal([true, true]);
      expect(form.checkValidity()).to.equal(false);
      setValue(street, 'Museumstraat');
      setValue(city, 'Amsterdam');
      await nextTask();
      expect(form.checkValidity()).to.equal(true);
    });
  });

  describe('postcode and house number format', () => {
    it('refuses a malformed postcode before any request: message, customValidity, aria-invalid', async () => {
      fakeTimers();
      const { form, el, postcode, number } = await standard();
      setValue(postcode, '0123 AB');
      setValue(number, '1');
      clock!.tick(300);
      await nextTask();
      const errors = parts(el).errors();
      expect(errors.map((e) => e.textContent)).to.deep.equal(['Vul een geldige postcode in, zoals 1234 AB.']);
      expect(visible(errors[0])).to.equal(true);
      expect(postcode.validationMessage).to.equal('Vul een geldige postcode in, zoals 1234 AB.');
      expect(postcode.validity.customError).to.equal(true);
      expect(postcode.matches(':invalid')).to.equal(true);
      expect(form.checkValidity()).to.equal(false);
      expect(postcode.getAttribute('aria-invalid')).to.equal('true');
      expect(postcode.getAttribute('aria-describedby')).to.equal(errors[0]!.id);
      expect(sent().length).to.equal(0);
      restoreClock();
      expect(await requests()).to.deep.equal([]);
    });

    it('shows the message when the applicant leaves the input, and removes it once the postcode is right', async () => {
      const { el, postcode, number } = await standard();
      postcode.focus();
      await sendKeys({ type: '123' });
      expect(parts(el).errors().length).to.equal(0); // not while typing
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === number).to.equal(true);
      expect(parts(el).errors().map((e) => e.textContent)).to.deep.equal(['Vul een geldige postcode in, zoals 1234 AB.']);
      setValue(postcode, '1234 AB');
      await nextTask();
      expect(parts(el).errors().length).to.equal(0);
      expect(postcode.validationMessage).to.equal('');
      expect(postcode.hasAttribute('aria-invalid')).to.equal(false);
    });

    it('shows the message when the form is validated (the invalid event reaches React through the portal)', async () => {
      fakeTimers();
      const { form, el, postcode } = await standard();
      setValue(postcode, '12345');
      await nextTask();
      expect(parts(el).errors().length).to.equal(0);
      expect(form.checkValidity()).to.equal(false);
      await nextTask();
      expect(parts(el).errors().map((e) => e.textContent)).to.deep.equal(['Vul een geldige postcode in, zoals 1234 AB.']);
      // So nl-confirm-button, which looks for a visible .nl-error-message in the form, stops too.
      expect([...form.querySelectorAll('.nl-error-message')].filter(visible).length).to.equal(1);
    });

    it('refuses the letter pairs SA, SD and SS, and a postcode starting with 0', async () => {
      fakeTimers();
      const { postcode, number } = await standard();
      setValue(number, '1');
      const verdicts: [string, boolean][] = [];
      for (const code of ['1234 SA', '1234SD', '1234 ss', '0123 AB', '123 AB', '1234 A', '1234 AB', '1234sb', '9999 ZZ']) {
        setValue(postcode, code);
        await nextTask();
        verdicts.push([code, postcode.validity.valid]);
      }
      expect(verdicts).to.deep.equal([
        ['1234 SA', false],
        ['1234SD', false],
        ['1234 ss', false],
        ['0123 AB', false],
        ['123 AB', false],
        ['1234 A', false],
        ['1234 AB', true],
        ['1234sb', true],
        ['9999 ZZ', true],
      ]);
      setValue(postcode, '1234 SS');
      clock!.tick(300);
      expect(sent().length).to.equal(0);
    });

    it('refuses a house number that is not 1–99999', async () => {
      fakeTimers();
      const { el, postcode, number } = await standard();
      setValue(postcode, '1071 XX');
      setValue(number, '1a');
      clock!.tick(300);
      await nextTask();
      expect(parts(el).errors().map((e) => e.textContent)).to.deep.equal([
        'Vul een huisnummer in met alleen cijfers, zoals 12. Een letter hoort bij Toevoeging.',
      ]);
      expect(number.validity.customError).to.equal(true);
      for (const bad of ['0', '100000', '-1', '1.5']) {
        setValue(number, bad);
        await nextTask();
        expect(number.validity.valid, bad).to.equal(false);
      }
      clock!.tick(300);
      expect(sent().length).to.equal(0);
    });
  });

  describe('looking up', () => {
    it('fills the address text and upper-cases postcode and addition', async () => {
      const { el, postcode, extension, address } = await standard();
      setValue(extension, 'a');
      expect(extension.value).to.equal('A');
      const event = await lookUp(el, '1071 xx', '1');
      expect(postcode.value).to.equal('1071 XX');
      expect(address.textContent).to.equal('Museumstraat 1 A, 1071 XX Amsterdam');
      expect(event.detail).to.deep.equal({ ...MUSEUMSTRAAT, extension: 'A', source: 'lookup' });
      expect(event.bubbles && event.composed).to.equal(true);
      expect(await requests()).to.deep.equal([
        { route: 'sixpp', query: { auth_key: 'test-key', nl_sixpp: '1071XX', streetnumber: '1', extension: 'A' } },
      ]);
      expect(el.querySelectorAll('.nl-error-message').length).to.equal(0);
    });

    it('keeps the caret where the applicant types while upper-casing', async () => {
      const { postcode } = await standard();
      postcode.focus();
      await sendKeys({ type: '1071 xx' });
      expect(postcode.value).to.equal('1071 XX');
      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ type: 'b' });
      expect(postcode.value).to.equal('1071 BXX');
      expect([postcode.selectionStart, postcode.selectionEnd]).to.deep.equal([6, 6]);
    });

    it('sends nothing while an input has the class validation-error, and looks up once it is gone', async () => {
      fakeTimers();
      const { el, postcode, number } = await standard();
      number.classList.add('validation-error');
      setValue(postcode, '1071 XX');
      setValue(number, '1');
      clock!.tick(300);
      expect(sent().length).to.equal(0);
      // React re-renders do not take the page's class away.
      setValue(number, '1');
      await nextTask();
      expect(number.classList.contains('validation-error')).to.equal(true);
      postcode.classList.add('validation-error');
      number.classList.remove('validation-error');
      await nextTask(); // the class observer
      setValue(parts(el).extension, 'A'); // a change: looked up after the pause, if it could be
      clock!.tick(300);
      expect(sent().length).to.equal(0);
      postcode.classList.remove('validation-error');
      await nextTask();
      clock!.tick(300);
      expect(sent().length).to.equal(1);
    });

    it('never sends the same query twice in a row', async () => {
      fakeTimers();
      const { el, number, address } = await standard();
      const found = oneEvent(el, 'nl-address');
      setValue(parts(el).postcode, '1071 XX');
      setValue(number, '1');
      clock!.tick(300);
      await found;
      expect(address.textContent).to.equal('Museumstraat 1, 1071 XX Amsterdam');
      // Away and back within the pause: the kept answer is shown again, nothing is sent.
      setValue(number, '12');
      await nextTask();
      expect(address.textContent).to.equal('');
      expect(parts(el).hidden.value).to.equal(JSON.stringify({ ...MUSEUMSTRAAT, streetnumber: '12', street: '', city: '' }));
      setValue(number, '1');
      clock!.tick(300);
      await nextTask();
      expect(address.textContent).to.equal('Museumstraat 1, 1071 XX Amsterdam');
      expect(parts(el).hidden.value).to.equal(JSON.stringify(MUSEUMSTRAAT));
      // Another class, a blur, the same value with a space: still the same query.
      number.classList.add('is-valid');
      await nextTask();
      setValue(parts(el).postcode, '1071XX');
      clock!.tick(300);
      expect(sent().length).to.equal(1);
      restoreClock();
      expect((await requests()).length).to.equal(1);
    });

    it('waits for a pause in typing: one request for fast typing', async () => {
      fakeTimers();
      const { postcode, number } = await standard();
      setValue(number, '1');
      for (const typed of ['1', '10', '107', '1071', '1071 ', '1071 X', '1071 XX']) {
        setValue(postcode, typed);
        clock!.tick(100);
      }
      clock!.tick(199);
      expect(sent().length).to.equal(0);
      clock!.tick(1);
      expect(sent().length).to.equal(1);
      expect(new URL(String(sent()[0]!.args[0])).searchParams.get('nl_sixpp')).to.equal('1071XX');
    });

    it('aborts a request that a newer query replaces, and shows only the newer answer', async () => {
      fakeTimers();
      const { el, postcode, number, address } = await inForm(
        html`<nl-address-field name="adres" endpoint="/fake/postcode/slow?delay=600" api-key="k"></nl-address-field>`,
      );
      const events: AddressEvent[] = [];
      el.addEventListener('nl-address', (event) => events.push(event as AddressEvent));
      setValue(postcode, '1071 XX');
      setValue(number, '1');
      clock!.tick(300);
      expect(sent().length).to.equal(1);
      expect(address.textContent).to.equal('Adres zoeken…');
      setValue(postcode, '1071 DJ');
      setValue(number, '6');
      clock!.tick(300);
      expect(sent().length).to.equal(2);
      const [first, second] = sent().map((call) => (call.args[1] as RequestInit).signal!);
      expect([first!.aborted, second!.aborted]).to.deep.equal([true, false]);
      restoreClock();
      await waitUntil(() => events.length > 0, 'no answer', { timeout: 3000 });
      expect(events.map((e) => e.detail.street)).to.deep.equal(['Museumplein']);
      expect(address.textContent).to.equal('Museumplein 6, 1071 DJ Amsterdam');
      // The aborted request may or may not have reached the server (Firefox can cancel it before it is
      // sent; under load Chromium too): the newer one did, last.
      const asked = (await requests()).map((r) => r.query.nl_sixpp);
      expect(asked.at(-1)).to.equal('1071DJ');
      expect(asked.slice(0, -1).every((postcode) => postcode === '1071XX'), asked.join()).to.equal(true);
    });
  });

  describe('when the service fails', () => {
    it('error status: logs the service message, clears the address, shows street and city to type by hand', async () => {
      const { form, el, street, city, address, button } = await standard();
      await lookUp(el, '1071 XX', '1');
      expect(address.textContent).to.equal('Museumstraat 1, 1071 XX Amsterdam');
      let event!: AddressErrorEvent;
      const errors = await errorsDuring(async () => {
        const failed = oneEvent(el, 'nl-address-error');
        el.apiKey = ''; // the real service refuses a missing key with status "error"
        event = (await failed) as AddressErrorEvent;
      });
      expect(errors).to.deep.equal(['nl-address-field: Invalid or missing auth_key']);
      expect(event.detail).to.deep.equal({ message: 'Invalid or missing auth_key' });
      expect(address.textContent).to.equal('Het adres kan nu niet worden opgezocht. Vul straat en plaats zelf in.');
      expect([street.value, city.value]).to.deep.equal(['', '']);
      expect(JSON.parse(parts(el).hidden.value)).to.deep.equal({ ...MUSEUMSTRAAT, street: '', city: '' });
      expect([visible(street), visible(city), visible(button)]).to.deep.equal([true, true, false]);
      // Not an error of the applicant's: nothing that nl-confirm-button would stop at.
      expect(form.querySelectorAll('.nl-error-message').length).to.equal(0);
      // Typed by hand, and submitted.
      const typed = oneEvent(el, 'nl-address');
      setValue(street, 'Museumstraat');
      setValue(city, 'Amsterdam');
      commit(city);
      expect(((await typed) as AddressEvent).detail).to.deep.equal({ ...MUSEUMSTRAAT, source: 'manual' });
      expect(new FormData(form).get('adres')).to.equal(JSON.stringify(MUSEUMSTRAAT));
      expect(new FormData(form).get('adres_street')).to.equal('Museumstraat');
    });

    it('empty result: logs "Empty result set..." and says so', async () => {
      const { el, address, street } = await standard();
      let event!: AddressErrorEvent;
      const errors = await errorsDuring(async () => {
        event = await lookUp(el, '9999 ZZ', '1', 'nl-address-error');
      });
      expect(errors).to.deep.equal(['nl-address-field: Empty result set...']);
      expect(event.detail).to.deep.equal({ message: 'Empty result set...' });
      expect(address.textContent).to.equal('We vinden geen adres bij deze postcode en dit huisnummer. Vul straat en plaats zelf in.');
      expect(visible(street)).to.equal(true);
    });

    it('empty result from a known address too (the service decides)', async () => {
      const { el } = await inForm(html`<nl-address-field name="adres" endpoint="/fake/postcode/empty" api-key="k"></nl-address-field>`);
      const errors = await errorsDuring(() => lookUp(el, '1071 XX', '1', 'nl-address-error'));
      expect(errors).to.deep.equal(['nl-address-field: Empty result set...']);
    });

    it('no answer within 8 seconds: aborted, logged, manual entry', async () => {
      fakeTimers();
      const { el, postcode, number, street } = await inForm(
        html`<nl-address-field name="adres" endpoint="/fake/postcode/slow?delay=3000" api-key="k"></nl-address-field>`,
      );
      let event!: AddressErrorEvent;
      const errors = await errorsDuring(async () => {
        const failed = oneEvent(el, 'nl-address-error');
        setValue(postcode, '1071 XX');
        setValue(number, '1');
        clock!.tick(300);
        expect(sent().length).to.equal(1);
        clock!.tick(7999);
        expect((sent()[0]!.args[1] as RequestInit).signal!.aborted).to.equal(false);
        clock!.tick(1);
        expect((sent()[0]!.args[1] as RequestInit).signal!.aborted).to.equal(true);
        restoreClock();
        event = (await failed) as AddressErrorEvent;
      });
      expect(errors).to.deep.equal(['nl-address-field: the postcode service did not answer within 8 seconds']);
      expect(event.detail.message).to.equal('the postcode service did not answer within 8 seconds');
      expect(visible(street)).to.equal(true);
    });

    it('malformed JSON: logged, manual entry', async () => {
      const { el, street, address } = await inForm(html`<nl-address-field name="adres" endpoint="/fake/postcode/malformed" api-key="k"></nl-address-field>`);
      const errors = await errorsDuring(() => lookUp(el, '1071 XX', '1', 'nl-address-error'));
      expect(errors).to.deep.equal(['nl-address-field: the postcode service sent an answer that is not valid JSON']);
      expect(address.textContent).to.equal('Het adres kan nu niet worden opgezocht. Vul straat en plaats zelf in.');
      expect(visible(street)).to.equal(true);
    });

    it('HTTP 500: logged, manual entry', async () => {
      const { el, street } = await inForm(html`<nl-address-field name="adres" endpoint="/fake/postcode/http500" api-key="k"></nl-address-field>`);
      const errors = await errorsDuring(() => lookUp(el, '1071 XX', '1', 'nl-address-error'));
      expect(errors).to.deep.equal(['nl-address-field: the postcode service answered HTTP 500']);
      expect(visible(street)).to.equal(true);
    });

    it('an answer in another shape: logged, manual entry', () => {
      expect(readAnswer('sixpp', { status: 'ok', results: 'none' })).to.deep.equal({
        ok: false,
        empty: false,
        message: 'the postcode service sent an answer in an unexpected shape',
      });
      expect(readAnswer('sixpp', { status: 'error' })).to.deep.equal({ ok: false, empty: false, message: 'the postcode service answered status "error"' });
      expect(readAnswer('sixpp', [])).to.deep.equal({ ok: false, empty: false, message: 'the postcode service sent an answer in an unexpected shape' });
      expect(readAnswer('sixpp', { status: 'ok', results: [{ street: 'Museumstraat', city: '' }] }).ok).to.equal(false);
    });

    it('a typed street and city survive a failed lookup; a found address replaces them', async () => {
      const { el, button, street, city } = await inForm(html`<nl-address-field name="adres" endpoint="/fake/postcode" api-key="k"></nl-address-field>`);
      button.click();
      await nextTask();
      setValue(street, 'Eigen straat');
      setValue(city, 'Eigen plaats');
      await errorsDuring(() => lookUp(el, '9999 ZZ', '1', 'nl-address-error'));
      expect([street.value, city.value]).to.deep.equal(['Eigen straat', 'Eigen plaats']);
      await lookUp(el, '1071 XX', '1');
      expect([street.value, city.value]).to.deep.equal(['Museumstraat', 'Amsterdam']);
    });
  });

  describe('provider="pdok"', () => {
    it('asks in PDOK Locatieserver form and reads straatnaam and woonplaatsnaam', async () => {
      const { el, address } = await inForm(html`<nl-address-field name="adres" provider="pdok" endpoint="/fake/postcode/pdok"></nl-address-field>`);
      const event = await lookUp(el, '2511 cs', '29');
      expect(address.textContent).to.equal("Plein 29, 2511 CS 's-Gravenhage");
      expect(event.detail).to.deep.equal({ postcode: '2511CS', streetnumber: '29', extension: '', street: 'Plein', city: "'s-Gravenhage", source: 'lookup' });
      expect(await requests()).to.deep.equal([{ route: 'pdok', query: { q: 'postcode:2511CS and huisnummer:29', fq: 'type:adres', rows: '1' } }]);
    });

    it('logs "Empty result set..." for no docs', async () => {
      const { el } = await inForm(html`<nl-address-field name="adres" provider="pdok" endpoint="/fake/postcode/pdok"></nl-address-field>`);
      const errors = await errorsDuring(() => lookUp(el, '9999 ZZ', '1', 'nl-address-error'));
      expect(errors).to.deep.equal(['nl-address-field: Empty result set...']);
    });

    it('reads a PDOK document as the real service sends it', () => {
      const doc = {
        bron: 'BAG',
        type: 'adres',
        weergavenaam: 'Noord Brabantlaan 1A, 5652LA Eindhoven',
        straatnaam: 'Noord Brabantlaan',
        huisnummer: 1,
        huisletter: 'A',
        huis_nlt: '1A',
        postcode: '5652LA',
        woonplaatsnaam: 'Eindhoven',
        gemeentenaam: 'Eindhoven',
        provincienaam: 'Noord-Brabant',
        centroide_ll: 'POINT(5.44 51.44)',
      };
      expect(readAnswer('pdok', { response: { numFound: 1, start: 0, docs: [doc] } })).to.deep.equal({
        ok: true,
        place: { street: 'Noord Brabantlaan', city: 'Eindhoven' },
      });
      expect(readAnswer('pdok', { response: { numFound: 0, docs: [] } })).to.deep.equal({ ok: false, empty: true, message: 'Empty result set...' });
      expect(readAnswer('pdok', { error: 'x' }).ok).to.equal(false);
    });
  });

  describe('by hand', () => {
    it('"Adres zelf invullen" shows street and city, focuses the street, and typed values submit', async () => {
      const { form, button, street, city, address } = await standard();
      button.click();
      expect(document.activeElement === street).to.equal(true);
      expect([visible(street), visible(city), visible(button)]).to.deep.equal([true, true, false]);
      expect(address.textContent).to.equal('');
      setValue(street, 'Dorpsstraat ');
      setValue(city, 'Ons Dorp');
      expect(JSON.parse(String(new FormData(form).get('adres')))).to.deep.equal({
        postcode: '',
        streetnumber: '',
        extension: '',
        street: 'Dorpsstraat',
        city: 'Ons Dorp',
      });
      expect(sent().length).to.equal(0);
    });

    it('works with the keyboard only', async () => {
      const { el, before, postcode, number, extension, street, button, address } = await standard();
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === postcode).to.equal(true);
      await sendKeys({ type: '1071xx' });
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === number).to.equal(true);
      const found = oneEvent(el, 'nl-address');
      await sendKeys({ type: '1' });
      await found;
      expect(address.textContent).to.equal('Museumstraat 1, 1071 XX Amsterdam');
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === extension).to.equal(true);
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement === button).to.equal(true);
      await sendKeys({ press: 'Enter' });
      expect(document.activeElement === street).to.equal(true);
      await sendKeys({ press: 'End' });
      await sendKeys({ type: 'weg' });
      expect(street.value).to.equal('Museumstraatweg');
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === parts(el).city).to.equal(true);
    });
  });

  describe('texts', () => {
    it('uses the English texts in an English page', async () => {
      fakeTimers();
      const wrapper = fixtureSync(html`<div lang="en"><nl-address-field name="adres" endpoint="/fake/postcode" api-key="k"></nl-address-field></div>`);
      await settle(wrapper);
      const el = wrapper.querySelector('nl-address-field')!;
      const { labels, button, postcode, number } = parts(el);
      expect(labels.map((l) => l.textContent)).to.deep.equal(['Postcode', 'House number', 'Addition', 'Street', 'City']);
      expect(button.textContent).to.equal('Enter the address yourself');
      setValue(postcode, '1234 SS');
      setValue(number, '1');
      clock!.tick(300);
      await nextTask();
      expect(parts(el).errors().map((e) => e.textContent)).to.deep.equal(['Enter a valid postcode, such as 1234 AB.']);
    });

    it('takes messages overrides', async () => {
      const { labels, button } = await inForm(
        html`<nl-address-field name="adres" endpoint="/fake/postcode" messages='{"number":"Nr.","manual":"Zelf typen"}'></nl-address-field>`,
      );
      expect(labels.map((l) => l.textContent)).to.deep.equal(['Postcode', 'Nr.', 'Toevoeging', 'Straat', 'Plaats']);
      expect(button.textContent).to.equal('Zelf typen');
    });
  });

  it('keeps what was typed when moved in the DOM, and still looks up', async () => {
    const form = fixtureSync<HTMLFormElement>(
      html`<form><fieldset id="a"><nl-address-field name="adres" endpoint="/fake/postcode" api-key="k"></nl-address-field></fieldset><fieldset id="b"></fieldset></form>`,
    );
    await settle(form);
    const el = form.querySelector<AddressField>('nl-address-field')!;
    const { postcode, extension } = parts(el);
    setValue(postcode, '1071 XX');
    setValue(extension, 'b');
    form.querySelector('#b')!.appendChild(el);
    await el.updateComplete;
    await Promise.resolve(); // the unmount check runs a microtask after the move
    expect(el.parentElement!.id).to.equal('b');
    expect(parts(el).postcode === postcode).to.equal(true);
    expect([parts(el).postcode.value, parts(el).extension.value]).to.deep.equal(['1071 XX', 'B']);
    const event = await lookUp(el, '1071 XX', '1');
    expect(event.detail.street).to.equal('Museumstraat');
    expect(JSON.parse(String(new FormData(form).get('adres')))).to.deep.equal({ ...MUSEUMSTRAAT, extension: 'B' });
  });

  describe('bad attributes', () => {
    it('endpoint="javascript:x": the exact error, no request, manual entry', async () => {
      fakeTimers();
      let ctx!: Awaited<ReturnType<typeof inForm>>;
      const errors = await errorsDuring(async () => {
        ctx = await inForm(html`<nl-address-field name="adres" endpoint="javascript:x" api-key="k"></nl-address-field>`);
      });
      expect(errors).to.deep.equal(['nl-address-field: attribute "endpoint" must be an http(s) URL, got "javascript:x"']);
      expect([visible(ctx.street), visible(ctx.button)]).to.deep.equal([true, false]);
      setValue(ctx.postcode, '1071 XX');
      setValue(ctx.number, '1');
      clock!.tick(10_000);
      expect(sent().length).to.equal(0);
      restoreClock();
      expect(await requests()).to.deep.equal([]);
    });

    it('no endpoint for sixpp: one error, manual entry', async () => {
      let ctx!: Awaited<ReturnType<typeof inForm>>;
      const errors = await errorsDuring(async () => {
        ctx = await inForm(html`<nl-address-field name="adres"></nl-address-field>`);
      });
      expect(errors).to.deep.equal(['nl-address-field: attribute "endpoint" is required for provider "sixpp"; enter the address by hand']);
      expect(visible(ctx.street)).to.equal(true);
    });

    it('no name: the exact error, and the address is still submitted (as "address")', async () => {
      let ctx!: Awaited<ReturnType<typeof inForm>>;
      const errors = await errorsDuring(async () => {
        ctx = await inForm(html`<nl-address-field endpoint="/fake/postcode" api-key="k"></nl-address-field>`);
      });
      expect(errors).to.deep.equal(['nl-address-field: attribute "name" is required']);
      expect([ctx.hidden.name, ctx.postcode.name]).to.deep.equal(['address', 'address_postcode']);
    });

    it('an unknown provider: the exact error, sixpp is used', async () => {
      let ctx!: Awaited<ReturnType<typeof inForm>>;
      const errors = await errorsDuring(async () => {
        ctx = await inForm(html`<nl-address-field name="adres" endpoint="/fake/postcode" api-key="k" provider="google"></nl-address-field>`);
      });
      expect(errors).to.deep.equal(['nl-address-field: attribute "provider" must be one of "sixpp", "pdok", got "google"']);
      expect(ctx.el.provider).to.equal('sixpp');
      await lookUp(ctx.el, '1071 XX', '1');
      expect((await requests())[0]!.route).to.equal('sixpp');
    });
  });
});
