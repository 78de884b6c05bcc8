import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit-html';
import type { NlElement } from '../../core/define.tsx';
import type { ChangeDetail } from '../../elements/date-picker/date-picker.tsx';
import { errorsDuring, expectNoLayoutShift, settle } from '../../../test/helpers.ts';

// Wrappers are made with fixtureSync and awaited with settle(): open-wc's fixture() waits for an
// animation frame, which a page the runner runs in the background may never get.
// DOM elements are compared with === (a failing chai equal on two elements can hang the page).

type Picker = NlElement & { name: string; minYear: number; maxYear: number; required: boolean; value: string };
type ChangeEvent = CustomEvent<ChangeDetail>;

const YEAR = new Date().getFullYear();

// The first block runs before the tag is defined (the element is imported in it, and by the
// main block's before hook), like a page whose chunk arrives after first paint.
describe('nl-date-picker before its code has loaded', () => {
  it('takes its final size, so nothing moves when it upgrades (600 px and 300 px wide)', async () => {
    await setViewport({ width: 1000, height: 800 });
    await expectNoLayoutShift(
      html`
        <div style="font: 16px/1.5 sans-serif; width: 600px">
          <p data-probe>Boven</p>
          <nl-date-picker name="geboortedatum" label="Geboortedatum"></nl-date-picker>
          <p data-probe>Tussen</p>
          <nl-date-picker name="start" required></nl-date-picker>
          <p data-probe>Smal</p>
          <div style="width: 300px">
            <nl-date-picker name="smal" label="Beschikbaar vanaf deze datum, ook als dat over twee regels loopt"></nl-date-picker>
            <p data-probe>Onder</p>
          </div>
        </div>
      `,
      () => import('../../../elements/nl-date-picker.ts'),
    );
  });
});

describe('nl-date-picker', () => {
  before(() => import('../../../elements/nl-date-picker.ts'));

  let changes: ChangeEvent[];
  const record = (event: Event) => changes.push(event as ChangeEvent);
  beforeEach(() => {
    changes = [];
    document.addEventListener('nl-change', record);
  });
  afterEach(() => document.removeEventListener('nl-change', record));

  /** A real form around the template; resolves once every element in it has rendered. */
  async function inForm(template: TemplateResult, lang = '') {
    const wrapper = fixtureSync<HTMLElement>(html`<div>${template}</div>`);
    const form = document.createElement('form');
    if (lang) form.setAttribute('lang', lang);
    form.append(...wrapper.childNodes);
    wrapper.append(form);
    await settle(wrapper);
    const el = form.querySelector<Picker>('nl-date-picker')!;
    return { wrapper, form, el, ...parts(el) };
  }

  const parts = (el: Element) => ({
    day: el.querySelector<HTMLSelectElement>(':scope > select[data-part="day"]')!,
    month: el.querySelector<HTMLSelectElement>(':scope > select[data-part="month"]')!,
    year: el.querySelector<HTMLSelectElement>(':scope > select[data-part="year"]')!,
    hidden: el.querySelector<HTMLInputElement>(':scope > input[type="hidden"]')!,
    error: () => el.querySelector<HTMLElement>(':scope > .nl-error-message'),
    legend: () => el.shadowRoot!.querySelector('legend'),
  });

  /** Chooses an option as a user does: the value, then the change event React listens to. */
  function choose(select: HTMLSelectElement, value: string): void {
    select.value = value;
    select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }

  /** Waits for the task in which the element handles form.reset() (see form-field.ts). */
  const afterReset = () => new Promise((resolve) => setTimeout(resolve));

  const labelOf = (select: HTMLSelectElement) => [...select.labels].map((l) => l.textContent).join(' ');
  const texts = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);

  describe('rendering', () => {
    it('renders a fieldset with the label as legend, and three labelled selects in its light DOM', async () => {
      const { el, day, month, year, hidden, legend } = await inForm(html`<nl-date-picker name="geboortedatum" label="Geboortedatum"></nl-date-picker>`);
      expect(legend()!.textContent).to.equal('Geboortedatum');
      expect(legend()!.parentElement!.localName).to.equal('fieldset');
      expect([day, month, year].map((s) => s.parentElement === el)).to.deep.equal([true, true, true]);
      expect([labelOf(day), labelOf(month), labelOf(year)]).to.deep.equal(['Dag', 'Maand', 'Jaar']);
      expect([day.value, month.value, year.value]).to.deep.equal(['', '', '']);
      expect(hidden.name).to.equal('geboortedatum');
      expect(hidden.value).to.equal('00-00-0000');
      // Slotted in the order day, month, year inside the fieldset.
      const slots = [...el.shadowRoot!.querySelectorAll('fieldset slot')].map((s) => (s as HTMLSlotElement).name);
      expect(slots).to.deep.equal(['day-label', 'day', 'month-label', 'month', 'year-label', 'year', 'error']);
      expect(day.assignedSlot!.name).to.equal('day');
      expect(Math.round(day.getBoundingClientRect().height)).to.equal(44);
    });

    it('has no legend without a label', async () => {
      const { legend } = await inForm(html`<nl-date-picker name="d"></nl-date-picker>`);
      expect(legend()?.textContent ?? null).to.equal(null);
    });

    it('offers days 1–31, the months by name in Dutch, and years from max-year down to min-year', async () => {
      const { day, month, year } = await inForm(html`<nl-date-picker name="d" min-year="1990" max-year="1995"></nl-date-picker>`);
      expect(texts(day)).to.deep.equal(['Kies', ...Array.from({ length: 31 }, (_, i) => String(i + 1))]);
      expect(texts(month)).to.deep.equal([
        'Kies',
        'januari',
        'februari',
        'maart',
        'april',
        'mei',
        'juni',
        'juli',
        'augustus',
        'september',
        'oktober',
        'november',
        'december',
      ]);
      expect(texts(year)).to.deep.equal(['Kies', '1995', '1994', '1993', '1992', '1991', '1990']);
      expect([day.options[0]!.value, month.options[0]!.value, year.options[0]!.value]).to.deep.equal(['', '', '']);
    });

    it('offers the last 100 years by default, this year first', async () => {
      const { el, year } = await inForm(html`<nl-date-picker name="d"></nl-date-picker>`);
      expect(year.options).to.have.length(102);
      expect(year.options[1]!.value).to.equal(String(YEAR));
      expect(year.options[101]!.value).to.equal(String(YEAR - 100));
      expect([el.minYear, el.maxYear]).to.deep.equal([YEAR - 100, YEAR]);
    });

    it('is accessible, also while it shows an error', async () => {
      const { el, day, month, year } = await inForm(html`<nl-date-picker name="d" label="Geboortedatum" required></nl-date-picker>`);
      await expect(el).to.be.accessible();
      choose(day, '31');
      choose(month, '2');
      choose(year, '2000');
      await expect(el).to.be.accessible();
    });
  });

  describe('the value', () => {
    it('stays 00-00-0000 until all three are chosen, then is dd-mm-yyyy zero-padded, in FormData', async () => {
      const { form, day, month, year, hidden } = await inForm(html`<nl-date-picker name="geboortedatum" min-year="1990" max-year="2010"></nl-date-picker>`);
      expect(new FormData(form).get('geboortedatum')).to.equal('00-00-0000');
      choose(day, '5');
      expect(hidden.value).to.equal('00-00-0000');
      choose(month, '3');
      expect(hidden.value).to.equal('00-00-0000');
      expect(changes).to.have.length(0);
      choose(year, '2001');
      expect(hidden.value).to.equal('05-03-2001');
      expect(new FormData(form).get('geboortedatum')).to.equal('05-03-2001');
      expect([...new FormData(form).keys()]).to.deep.equal(['geboortedatum']); // the selects have no name
      expect(changes.map((e) => e.detail)).to.deep.equal([{ value: '05-03-2001' }]);
      expect(changes[0]!.bubbles && changes[0]!.composed).to.equal(true);
    });

    it('React event props work on the portal-rendered selects, once per change', async () => {
      const { el, day, month, year, hidden } = await inForm(html`<nl-date-picker name="d" min-year="2000" max-year="2020"></nl-date-picker>`);
      const seen: string[] = [];
      el.addEventListener('nl-change', (event) => seen.push((event as ChangeEvent).detail.value));
      choose(year, '2020');
      choose(month, '12');
      choose(day, '31');
      expect(hidden.value).to.equal('31-12-2020');
      choose(day, '1');
      expect(hidden.value).to.equal('01-12-2020');
      expect(seen).to.deep.equal(['31-12-2020', '01-12-2020']);
    });

    it('refuses 31 February with a message tied to the day select, and the form does not validate', async () => {
      const { form, day, month, year, hidden, error } = await inForm(html`<nl-date-picker name="d" min-year="2000" max-year="2030"></nl-date-picker>`);
      choose(day, '31');
      choose(month, '2');
      choose(year, '2024');
      expect(hidden.value).to.equal('00-00-0000');
      expect(error()!.textContent).to.equal('31 februari 2024 bestaat niet.');
      expect(error()!.classList.contains('nl-error-message')).to.equal(true);
      expect(error()!.getAttribute('role')).to.equal('alert');
      expect(day.getAttribute('aria-invalid')).to.equal('true');
      expect(day.getAttribute('aria-describedby')).to.equal(error()!.id);
      expect(day.validationMessage).to.equal('31 februari 2024 bestaat niet.');
      expect(day.matches(':invalid')).to.equal(true);
      expect(form.checkValidity()).to.equal(false);
      expect(changes).to.have.length(0);
      choose(day, '29');
      expect(hidden.value).to.equal('29-02-2024');
      expect(error()?.textContent ?? null).to.equal(null);
      expect(day.hasAttribute('aria-invalid')).to.equal(false);
      expect(day.hasAttribute('aria-describedby')).to.equal(false);
      expect(form.checkValidity()).to.equal(true);
    });

    it('refuses 29 February of a year that is no leap year, and accepts it in a leap year', async () => {
      const { day, month, year, hidden, error } = await inForm(html`<nl-date-picker name="d" min-year="1899" max-year="2030"></nl-date-picker>`);
      choose(day, '29');
      choose(month, '2');
      choose(year, '2023');
      expect(hidden.value).to.equal('00-00-0000');
      expect(error()!.textContent).to.equal('29 februari 2023 bestaat niet.');
      choose(year, '1900'); // divisible by 100, not by 400
      expect(error()!.textContent).to.equal('29 februari 1900 bestaat niet.');
      choose(year, '2000'); // divisible by 400
      expect(hidden.value).to.equal('29-02-2000');
      expect(error()?.textContent ?? null).to.equal(null);
      choose(year, '2024');
      expect(hidden.value).to.equal('29-02-2024');
      choose(day, '31');
      choose(month, '4');
      expect(error()!.textContent).to.equal('31 april 2024 bestaat niet.');
    });

    it('goes back to 00-00-0000 when a set date becomes impossible or incomplete, and says so in nl-change', async () => {
      const { day, month, year, hidden } = await inForm(html`<nl-date-picker name="d" min-year="2000" max-year="2030"></nl-date-picker>`);
      choose(day, '30');
      choose(month, '1');
      choose(year, '2024');
      expect(hidden.value).to.equal('30-01-2024');
      choose(month, '2');
      expect(hidden.value).to.equal('00-00-0000');
      choose(month, '3');
      expect(hidden.value).to.equal('30-03-2024');
      choose(year, '');
      expect(hidden.value).to.equal('00-00-0000');
      expect(changes.map((e) => e.detail.value)).to.deep.equal(['30-01-2024', '00-00-0000', '30-03-2024', '00-00-0000']);
    });

    it('required: every select is required and the form is invalid until the date is complete', async () => {
      const { form, day, month, year } = await inForm(html`<nl-date-picker name="d" required min-year="2000" max-year="2030"></nl-date-picker>`);
      expect([day.required, month.required, year.required]).to.deep.equal([true, true, true]);
      expect(form.checkValidity()).to.equal(false);
      choose(day, '1');
      choose(month, '1');
      expect(form.checkValidity()).to.equal(false);
      expect(year.validity.valueMissing).to.equal(true);
      choose(year, '2001');
      expect(form.checkValidity()).to.equal(true);
    });

    it('not required: empty is valid, a date chosen only in part is not', async () => {
      const { form, day, month, year } = await inForm(html`<nl-date-picker name="d" min-year="2000" max-year="2030"></nl-date-picker>`);
      expect([day.required, month.required, year.required]).to.deep.equal([false, false, false]);
      expect(form.checkValidity()).to.equal(true);
      choose(month, '6');
      expect(form.checkValidity()).to.equal(false);
      expect(day.validationMessage).to.equal('Kies een dag, een maand en een jaar, of laat alle drie leeg.');
      expect(month.validationMessage).to.equal('');
      choose(day, '6');
      expect(year.validationMessage).to.equal('Kies een dag, een maand en een jaar, of laat alle drie leeg.');
      choose(year, '2006');
      expect(form.checkValidity()).to.equal(true);
      expect([day, month, year].map((s) => s.validationMessage)).to.deep.equal(['', '', '']);
    });

    it('starts with the value attribute, zero-padded', async () => {
      const { el, form, day, month, year, hidden } = await inForm(html`<nl-date-picker name="d" value="5-3-1990"></nl-date-picker>`);
      expect([day.value, month.value, year.value]).to.deep.equal(['5', '3', '1990']);
      expect(hidden.value).to.equal('05-03-1990');
      expect(new FormData(form).get('d')).to.equal('05-03-1990');
      expect(el.value).to.equal('05-03-1990');
    });
  });

  describe('form.reset()', () => {
    it('empties the selects, the hidden value and the error', async () => {
      const { form, day, month, year, hidden, error } = await inForm(html`<nl-date-picker name="d" min-year="2000" max-year="2030"></nl-date-picker>`);
      choose(day, '31');
      choose(month, '2');
      choose(year, '2024');
      expect(Boolean(error())).to.equal(true);
      form.reset();
      await afterReset();
      expect([day.value, month.value, year.value, hidden.value]).to.deep.equal(['', '', '', '00-00-0000']);
      expect(error()?.textContent ?? null).to.equal(null);
      expect(day.validationMessage).to.equal('');
      choose(day, '1');
      choose(month, '2');
      choose(year, '2003');
      expect(hidden.value).to.equal('01-02-2003');
      form.reset();
      await afterReset();
      expect([day.value, month.value, year.value, hidden.value]).to.deep.equal(['', '', '', '00-00-0000']);
      expect(new FormData(form).get('d')).to.equal('00-00-0000');
      expect(changes.map((e) => e.detail.value)).to.deep.equal(['01-02-2003']); // no event for the reset
    });

    it('returns to the value attribute, also after a reset button', async () => {
      const { form, day, month, year, hidden } = await inForm(html`<nl-date-picker name="d" value="15-08-1985"></nl-date-picker><button type="reset">Leegmaken</button>`);
      choose(day, '1');
      choose(year, '1999');
      expect(hidden.value).to.equal('01-08-1999');
      form.querySelector('button')!.click();
      await afterReset();
      expect([day.value, month.value, year.value, hidden.value]).to.deep.equal(['15', '8', '1985', '15-08-1985']);
    });

    it('leaves everything when a listener cancels the reset', async () => {
      const { form, day, month, year, hidden } = await inForm(html`<nl-date-picker name="d" min-year="2000" max-year="2030"></nl-date-picker>`);
      choose(day, '2');
      choose(month, '2');
      choose(year, '2002');
      form.addEventListener('reset', (event) => event.preventDefault(), { once: true });
      form.reset();
      await afterReset();
      expect(hidden.value).to.equal('02-02-2002');
      expect(day.value).to.equal('2');
    });
  });

  describe('keyboard', () => {
    it('Tab goes day → month → year; arrow keys choose', async () => {
      const { wrapper, form, day, month, year, hidden } = await inForm(
        html`<button id="before">Ervoor</button><nl-date-picker name="d" min-year="2000" max-year="2024"></nl-date-picker>`,
      );
      wrapper.querySelector<HTMLButtonElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === day).to.equal(true);
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => day.value === '2', 'the day did not change with ArrowDown', { timeout: 2000 });
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === month).to.equal(true);
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => month.value === '1', 'the month did not change', { timeout: 2000 });
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === year).to.equal(true);
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => hidden.value === '02-01-2024', `the value is ${hidden.value}`, { timeout: 2000 });
      await sendKeys({ press: 'ArrowUp' });
      expect(new FormData(form).get('d')).to.equal('00-00-0000'); // back on "Kies"
      expect(changes.map((e) => e.detail.value)).to.deep.equal(['02-01-2024', '00-00-0000']);
    });

    it('focus() goes to the select with the error, else the first empty one', async () => {
      const { el, day, month, year } = await inForm(html`<nl-date-picker name="d" min-year="2000" max-year="2030"></nl-date-picker>`);
      choose(day, '30');
      el.focus();
      expect(document.activeElement === month).to.equal(true);
      choose(month, '2');
      choose(year, '2001');
      el.focus();
      expect(document.activeElement === day).to.equal(true);
    });
  });

  describe('texts', () => {
    it('uses English texts and month names in an English page', async () => {
      const { day, month, year, error } = await inForm(html`<nl-date-picker name="d" min-year="2020" max-year="2024"></nl-date-picker>`, 'en');
      expect([labelOf(day), labelOf(month), labelOf(year)]).to.deep.equal(['Day', 'Month', 'Year']);
      expect(texts(month).slice(0, 4)).to.deep.equal(['Choose', 'January', 'February', 'March']);
      choose(day, '30');
      choose(month, '2');
      choose(year, '2024');
      expect(error()!.textContent).to.equal('30 February 2024 does not exist.');
    });

    it("names the months as Intl does in both languages, though it does not ask Intl at its first render (issue 38: a page's first DateTimeFormat takes 40–120 ms)", async () => {
      for (const lang of ['nl', 'en'] as const) {
        const { month } = await inForm(html`<nl-date-picker name="d"></nl-date-picker>`, lang);
        const format = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
        expect(texts(month).slice(1), lang).to.deep.equal(Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1))));
      }
    });

    it('follows a change of the page language', async () => {
      const { wrapper, month } = await inForm(html`<nl-date-picker name="d"></nl-date-picker>`);
      wrapper.setAttribute('lang', 'en');
      await waitUntil(() => month.options[1]!.textContent === 'January', 'no English month names', { timeout: 2000 });
      wrapper.removeAttribute('lang');
      await waitUntil(() => month.options[1]!.textContent === 'januari', 'no Dutch month names', { timeout: 2000 });
    });

    it('takes the messages overrides', async () => {
      const { day, month, year, error } = await inForm(
        html`<nl-date-picker
          name="d"
          min-year="2020"
          max-year="2024"
          messages='{"day":"Geboortedag","choose":"-","impossible":"Die datum bestaat niet: %{day} %{month} %{year}."}'
        ></nl-date-picker>`,
      );
      expect(labelOf(day)).to.equal('Geboortedag');
      expect(day.options[0]!.textContent).to.equal('-');
      choose(day, '31');
      choose(month, '6');
      choose(year, '2021');
      expect(error()!.textContent).to.equal('Die datum bestaat niet: 31 juni 2021.');
    });

    it('a long "choose" text in narrow columns stays inside the selects: nothing scrolls sideways (a 360 px phone)', async () => {
      const { wrapper, el, day, month, year } = await inForm(html`<nl-date-picker name="d" messages='{"choose":"Maak een keuze"}'></nl-date-picker>`);
      wrapper.style.cssText = 'width: 284px; font: 16px/1.5 sans-serif; overflow: auto';
      expect([day, month, year].map((select) => select.options[select.selectedIndex]!.textContent)).to.deep.equal(['Maak een keuze', 'Maak een keuze', 'Maak een keuze']);
      expect(el.getBoundingClientRect().width).to.be.at.most(284);
      // WebKit counted the option's whole text as overflow past the third select (345 px).
      expect(wrapper.scrollWidth).to.equal(wrapper.clientWidth);
    });
  });

  describe('bad attributes', () => {
    async function logged(template: TemplateResult) {
      let result!: Awaited<ReturnType<typeof inForm>>;
      const errors = await errorsDuring(async () => {
        result = await inForm(template);
      });
      return { errors, ...result };
    }

    it('logs min-year above max-year and uses the defaults', async () => {
      const { errors, year } = await logged(html`<nl-date-picker name="d" min-year="2030" max-year="2000"></nl-date-picker>`);
      expect(errors).to.deep.equal([`nl-date-picker: attribute "min-year" (2030) is greater than "max-year" (2000); using ${YEAR - 100}–${YEAR}`]);
      expect(year.options[1]!.value).to.equal(String(YEAR));
      expect(year.options[year.options.length - 1]!.value).to.equal(String(YEAR - 100));
    });

    it('logs a year that is no whole number, and a year out of range', async () => {
      const { errors, year } = await logged(html`<nl-date-picker name="d" min-year="negentien" max-year="20000"></nl-date-picker>`);
      expect(errors).to.deep.equal([
        'nl-date-picker: attribute "min-year" must be a whole number, got "negentien"',
        'nl-date-picker: attribute "max-year" must be at most 9999, got "20000"',
      ]);
      expect(year.options).to.have.length(102);
    });

    it('logs a missing name (and still works)', async () => {
      const { errors, form, day, month, year, hidden } = await logged(html`<nl-date-picker min-year="2000" max-year="2001"></nl-date-picker>`);
      expect(errors).to.deep.equal(['nl-date-picker: attribute "name" is required']);
      choose(day, '1');
      choose(month, '1');
      choose(year, '2001');
      expect(hidden.value).to.equal('01-01-2001');
      expect([...new FormData(form).keys()]).to.deep.equal([]);
    });

    it('logs a value that is no date, or no date that exists, or outside the years', async () => {
      const first = await logged(html`<nl-date-picker name="d" value="1990-03-15"></nl-date-picker>`);
      expect(first.errors).to.deep.equal(['nl-date-picker: attribute "value" must be a date as dd-mm-yyyy, got "1990-03-15"']);
      expect(first.hidden.value).to.equal('00-00-0000');
      const second = await logged(html`<nl-date-picker name="d" value="31-02-1990"></nl-date-picker>`);
      expect(second.errors).to.deep.equal(['nl-date-picker: attribute "value" is a date that does not exist, got "31-02-1990"']);
      expect(second.day.value).to.equal('');
      const third = await logged(html`<nl-date-picker name="d" value="01-01-1950" min-year="1960" max-year="2000"></nl-date-picker>`);
      expect(third.errors).to.deep.equal(['nl-date-picker: attribute "value" (01-01-1950) has a year outside 1960–2000; using none']);
      expect(third.hidden.value).to.equal('00-00-0000');
    });
  });

  describe('in the page', () => {
    it('keeps the chosen date when moved, and then follows its new form', async () => {
      const wrapper = fixtureSync(html`<div>
        <form id="een"><nl-date-picker name="d" min-year="2000" max-year="2030"></nl-date-picker></form>
        <form id="twee"></form>
      </div>`);
      await settle(wrapper);
      const el = wrapper.querySelector<Picker>('nl-date-picker')!;
      const { day, month, year, hidden } = parts(el);
      choose(day, '9');
      choose(month, '9');
      choose(year, '2009');
      const two = wrapper.querySelector<HTMLFormElement>('#twee')!;
      two.append(el);
      await el.updateComplete;
      await Promise.resolve(); // the unmount check runs a microtask after the move
      expect(parts(el).day === day).to.equal(true);
      expect([day.value, month.value, year.value, hidden.value]).to.deep.equal(['9', '9', '2009', '09-09-2009']);
      expect(new FormData(two).get('d')).to.equal('09-09-2009');
      wrapper.querySelector<HTMLFormElement>('#een')!.reset();
      await afterReset();
      expect(hidden.value).to.equal('09-09-2009');
      two.reset();
      await afterReset();
      expect(hidden.value).to.equal('00-00-0000');
    });

    it('autocomplete="bday" marks the selects as a date of birth', async () => {
      const { day, month, year } = await inForm(html`<nl-date-picker name="d" autocomplete="bday"></nl-date-picker>`);
      // The attribute, which autofill reads: Firefox's `autocomplete` property answers '' for tokens its
      // own autofill does not fill (issue 37), whatever the attribute says.
      expect([day, month, year].map((select) => select.getAttribute('autocomplete'))).to.deep.equal(['bday-day', 'bday-month', 'bday-year']);
    });
  });
});
