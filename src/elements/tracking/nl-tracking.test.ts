import { expect, fixtureSync, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit-html';
import sinon from 'sinon';
import type { NlElement } from '../../core/define.tsx';
import { titleCase } from '../../elements/tracking/label.ts';
import { errorsDuring, expectNoLayoutShift, settle } from '../../../test/helpers.ts';

// Wrappers are made with fixtureSync and awaited with settle() (a background page gets no frames).
//
// Forms post to /fake/application (test/fakes.mjs: it answers with the fields that arrived, as
// JSON) with target="sink", an iframe of the fixture: a real native submit, and the test page
// itself never navigates. HTMLFormElement.prototype.submit is spied on (calling through), so the
// tests see exactly when and how often the element submits.
//
// Timers: the 2000 ms wait is tested with sinon's fake setTimeout/clearTimeout only, restored
// before anything awaits a real timer. A tag manager is simulated as docs/CONTRACT.md (Rules every tag
// follows) defines it: window.google_tag_manager set, and dataLayer.push wrapped to call eventCallback.
//
// Once per page: each test's nl-tracking is removed by the fixture clean-up; the next one takes over.

type PageWindow = Window & { dataLayer?: unknown[]; google_tag_manager?: unknown };
const win = window as PageWindow;
type Entry = Record<string, unknown>;

const OUR_EVENTS = ['track_event', 'offerte_start', 'contact_submit', 'call_back'];
/** What nl-tracking pushed (the consent module's gtag() commands left out), functions as "function". */
function pushes(): Entry[] {
  return (win.dataLayer ?? [])
    .filter((entry): entry is Entry => typeof entry === 'object' && entry !== null && OUR_EVENTS.includes((entry as Entry).event as string))
    .map((entry) => Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, typeof value === 'function' ? 'function' : value])));
}

const clearConsent = () => {
  document.cookie = 'nl_consent=; path=/; max-age=0';
};
const setMarketing = (marketing: boolean) => {
  document.cookie = `nl_consent=${encodeURIComponent(JSON.stringify({ necessary: true, preferences: false, statistics: false, marketing, revision: 1 }))}; path=/`;
};

/** Runs fn and returns what it logged with console.warn, without printing it. */
async function warningsDuring(fn: () => unknown | Promise<unknown>): Promise<string[]> {
  const original = console.warn;
  const logged: string[] = [];
  console.warn = (...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  };
  try {
    await fn();
  } finally {
    console.warn = original;
  }
  return logged;
}

async function make(template: TemplateResult): Promise<HTMLElement> {
  const wrapper = fixtureSync<HTMLElement>(template);
  await settle(wrapper);
  // Links in these fixtures go nowhere: the test page stays where it is (bubble phase, after ours).
  wrapper.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.('a')) event.preventDefault();
  });
  return wrapper;
}

interface Received {
  fields: Record<string, string | string[]>;
}

/** Resolves with what the server received, at the next load of the fixture's iframe. */
function answer(page: HTMLElement): Promise<Received> {
  const frame = page.querySelector('iframe')!;
  return new Promise((resolve) =>
    frame.addEventListener('load', () => resolve(JSON.parse(frame.contentDocument!.body.textContent!) as Received), { once: true }),
  );
}

const CONTACT = JSON.stringify({
  'contact-form': {
    event: 'contact_submit',
    user_data: { email: 'contact-email', first_name: 'contact-voornaam', last_name: 'contact-achternaam', phone_number: 'contact-telefoon' },
  },
  'terugbel-form': { event: 'call_back', user_data: { phone_number: 'terugbel-telefoon' } },
});

function contactPage(forms = CONTACT): Promise<HTMLElement> {
  return make(html`<div>
    <iframe name="sink" title="Antwoord van de server"></iframe>
    <nl-tracking forms=${forms}></nl-tracking>
    <form id="contact-form" action="/fake/application" method="post" target="sink">
      <input type="hidden" name="bron" value="contactpagina" />
      <label for="contact-voornaam">Voornaam</label>
      <input id="contact-voornaam" name="voornaam" value="  Sanne  " required />
      <label for="contact-achternaam">Achternaam</label>
      <input id="contact-achternaam" name="achternaam" value="de   Vries" />
      <label for="contact-email">E-mailadres</label>
      <input id="contact-email" name="email" type="email" value=" Sanne.deVries@Example.NL " />
      <label for="contact-telefoon">Telefoonnummer</label>
      <input id="contact-telefoon" name="telefoon" type="tel" value="" />
      <label for="contact-bericht">Bericht</label>
      <textarea id="contact-bericht" name="bericht">Graag een offerte voor 3 uitzendkrachten.</textarea>
      <button type="submit" name="onderwerp" value="offerte">Versturen</button>
    </form>
  </div>`);
}

const button = (page: HTMLElement, selector = 'form button') => page.querySelector<HTMLButtonElement>(selector)!;

describe('nl-tracking before its code has loaded', () => {
  it('takes no room, before and after the upgrade', async () => {
    const page = await expectNoLayoutShift(
      html`<div style="font: 16px/1.5 sans-serif; width: 600px">
        <p data-probe>Boven</p>
        <nl-tracking forms=${CONTACT}>Editor's tekst</nl-tracking>
        <p data-probe>Onder</p>
      </div>`,
      () => import('../../../elements/nl-tracking.ts'),
    );
    const el = page.querySelector('nl-tracking')!;
    expect(getComputedStyle(el).display).to.equal('none');
    expect(el.getBoundingClientRect().height).to.equal(0);
  });
});

describe('nl-tracking', () => {
  before(async () => {
    await import('../../../elements/nl-tracking.ts');
  });
  let submit: sinon.SinonSpy;
  let clock: sinon.SinonFakeTimers | undefined;
  const fakeTimers = () => (clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  beforeEach(() => {
    win.dataLayer = [];
    delete win.google_tag_manager;
    clearConsent();
    submit = sinon.spy(HTMLFormElement.prototype, 'submit');
  });
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    sinon.restore();
    delete win.google_tag_manager;
    clearConsent();
  });

  /** A tag manager: google_tag_manager set, and push() calling eventCallback after `after` ms per container. */
  function tagManager(options: { after?: number; containers?: string[]; sync?: boolean; throws?: boolean } = {}): void {
    win.google_tag_manager = {};
    const layer = (win.dataLayer = [] as unknown[]);
    layer.push = function (...items: unknown[]) {
      if (options.throws) throw new Error('GTM kapot');
      const length = Array.prototype.push.apply(this, items);
      for (const item of items) {
        const callback = (item as Entry).eventCallback;
        if (typeof callback !== 'function') continue;
        const call = () => (options.containers ?? ['GTM-TEST']).forEach((id) => callback(id));
        if (options.sync) call();
        else if (options.after !== undefined) setTimeout(call, options.after);
      }
      return length;
    };
  }

  describe('clicks', () => {
    it('a link with data-track: track_event, category Link, label in Title Case', async () => {
      const page = await make(html`<div>
        <nl-tracking></nl-tracking>
        <a href="#offerte" data-track="offerte AANVRAGEN">Vraag een offerte aan</a>
      </div>`);
      page.querySelector('a')!.click();
      expect(pushes()).to.deep.equal([{ event: 'track_event', category: 'Link', action: 'Click', label: 'Offerte Aanvragen' }]);
    });

    it('an empty data-track takes the text (trimmed, whitespace collapsed); a button is category Button', async () => {
      const page = await make(html`<div>
        <nl-tracking></nl-tracking>
        <button type="button" data-track="">
          Bel   ons
          terug</button
        >
        <button type="button" data-track aria-label="zoeken in vacatures"><svg aria-hidden="true" width="10" height="10"></svg></button>
      </div>`);
      const [text, icon] = page.querySelectorAll('button');
      text!.click();
      icon!.click();
      expect(pushes()).to.deep.equal([
        { event: 'track_event', category: 'Button', action: 'Click', label: 'Bel Ons Terug' },
        { event: 'track_event', category: 'Button', action: 'Click', label: 'Zoeken In Vacatures' },
      ]);
    });

    it('a click on something inside the link counts for the link; untracked links and other elements push nothing', async () => {
      const page = await make(html`<div>
        <nl-tracking></nl-tracking>
        <a href="#vacatures" data-track><span>Alle <strong>VACATURES</strong></span> bekijken</a>
        <a href="#faq">Veelgestelde vragen</a>
        <div data-track="geen link">Geen link of knop</div>
      </div>`);
      page.querySelector('strong')!.click();
      page.querySelector<HTMLElement>('a[href="#faq"]')!.click();
      page.querySelector<HTMLElement>('div[data-track]')!.click();
      expect(pushes()).to.deep.equal([{ event: 'track_event', category: 'Link', action: 'Click', label: 'Alle Vacatures Bekijken' }]);
    });

    it('a click inside an open shadow root counts for the button there (composedPath)', async () => {
      const page = await make(html`<div><nl-tracking></nl-tracking><div id="host"></div></div>`);
      const root = page.querySelector('#host')!.attachShadow({ mode: 'open' });
      root.innerHTML = '<button type="button" data-track=""><span>In de schaduw</span></button>';
      root.querySelector('span')!.click();
      expect(pushes()).to.deep.equal([{ event: 'track_event', category: 'Button', action: 'Click', label: 'In De Schaduw' }]);
    });

    it('a page script that stops the click does not hide it (capture phase)', async () => {
      const page = await make(html`<div><nl-tracking></nl-tracking><button type="button" data-track="menu openen">Menu</button></div>`);
      page.querySelector('button')!.addEventListener('click', (event) => event.stopPropagation());
      page.querySelector('button')!.click();
      expect(pushes()).to.deep.equal([{ event: 'track_event', category: 'Button', action: 'Click', label: 'Menu Openen' }]);
    });

    it('data-offerte-start pushes offerte_start with button_location "header"; with data-track too, both (track_event first)', async () => {
      const page = await make(html`<div>
        <nl-tracking></nl-tracking>
        <a href="#offerte" data-offerte-start><span>Offerte</span></a>
        <button type="button" data-offerte-start data-track="">Offerte aanvragen</button>
      </div>`);
      page.querySelector('span')!.click();
      expect(pushes()).to.deep.equal([{ event: 'offerte_start', button_location: 'header' }]);
      page.querySelector('button')!.click();
      expect(pushes().slice(1)).to.deep.equal([
        { event: 'track_event', category: 'Button', action: 'Click', label: 'Offerte Aanvragen' },
        { event: 'offerte_start', button_location: 'header' },
      ]);
    });

    it('keyboard: Enter on a link and Space on a button are clicks too', async () => {
      const page = await make(html`<div>
        <nl-tracking></nl-tracking>
        <a href="#contact" data-track="contact">Contact</a>
        <button type="button" data-offerte-start>Offerte</button>
      </div>`);
      page.querySelector('a')!.focus();
      await sendKeys({ press: 'Enter' });
      page.querySelector('button')!.focus();
      await sendKeys({ press: 'Space' });
      expect(pushes()).to.deep.equal([
        { event: 'track_event', category: 'Link', action: 'Click', label: 'Contact' },
        { event: 'offerte_start', button_location: 'header' },
      ]);
    });

    it('Title Case: each word’s first letter upper, the rest lower; Dutch IJ; whitespace collapsed', () => {
      const cases: [string, string][] = [
        ['offerte aanvragen', 'Offerte Aanvragen'],
        ['BEL ONS', 'Bel Ons'],
        ['FAQ bekijken', 'Faq Bekijken'],
        ['  Meer\n  informatie ', 'Meer Informatie'],
        ['e-mail ons', 'E-mail Ons'],
        ['ijsselstein en IJmuiden', 'IJsselstein En IJmuiden'],
        ['(gratis) offerte', '(Gratis) Offerte'],
        ['bel 020 123 45 67', 'Bel 020 123 45 67'],
        ['één ÉÉN', 'Één Één'],
        ['', ''],
      ];
      expect(cases.map(([input]) => titleCase(input))).to.deep.equal(cases.map(([, output]) => output));
    });
  });

  describe('once per page', () => {
    it('a second nl-tracking warns and does nothing; removing the first lets it take over; removing both stops tracking', async () => {
      let page!: HTMLElement;
      const warnings = await warningsDuring(async () => {
        page = await make(html`<div>
          <nl-tracking id="first"></nl-tracking>
          <nl-tracking id="second"></nl-tracking>
          <button type="button" data-track="eenmaal">Eenmaal</button>
        </div>`);
      });
      expect(warnings).to.deep.equal(['nl-tracking: only one nl-tracking per page; this one does nothing while another is on the page']);
      const click = () => page.querySelector<HTMLButtonElement>('button[data-track]')!.click();
      click();
      expect(pushes()).to.have.length(1);

      page.querySelector('#first')!.remove();
      await new Promise((resolve) => setTimeout(resolve, 50)); // React unmounts a microtask later, runs clean-ups after
      click();
      expect(pushes()).to.have.length(2);

      page.querySelector('#second')!.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
      click();
      expect(pushes(), 'no listener left').to.have.length(2);
    });

    it('moving the element keeps it tracking, once', async () => {
      const page = await make(html`<div>
        <div id="a"><nl-tracking></nl-tracking></div>
        <div id="b"></div>
        <button type="button" data-track="verplaatst">Verplaatst</button>
      </div>`);
      page.querySelector('#b')!.append(page.querySelector('nl-tracking')!);
      await new Promise((resolve) => setTimeout(resolve, 50));
      page.querySelector<HTMLButtonElement>('button')!.click();
      expect(pushes()).to.deep.equal([{ event: 'track_event', category: 'Button', action: 'Click', label: 'Verplaatst' }]);
    });

    it('is accessible (it renders nothing)', async () => {
      const page = await make(html`<div><nl-tracking forms=${CONTACT}></nl-tracking><p>Tekst</p></div>`);
      await expect(page.querySelector('nl-tracking')).to.be.accessible();
      expect((page.querySelector('nl-tracking') as NlElement).shadowRoot!.querySelector('slot')).to.not.equal(null);
    });
  });

  describe('forms', () => {
    it('no tag manager: pushes {event} (no consent), warns, and submits at once with the submit button’s name and value', async () => {
      const page = await contactPage();
      const received = answer(page);
      const warnings = await warningsDuring(() => button(page).click());
      expect(submit.callCount, 'submitted during the click').to.equal(1);
      expect(warnings).to.deep.equal([
        'nl-tracking: no tag manager on the page (window.google_tag_manager is undefined); form "contact-form" is sent at once',
      ]);
      expect(pushes()).to.deep.equal([{ event: 'contact_submit' }]);
      const { fields } = await received;
      expect(fields).to.deep.equal({
        bron: 'contactpagina',
        voornaam: '  Sanne  ',
        achternaam: 'de   Vries',
        // type=email strips the spaces itself (its value sanitization); the case stays as typed.
        email: 'Sanne.deVries@Example.NL',
        telefoon: '',
        bericht: 'Graag een offerte voor 3 uitzendkrachten.',
        onderwerp: 'offerte',
      });
      expect(page.querySelectorAll('input[type="hidden"]'), 'the submitter’s stand-in is gone again').to.have.length(1);
    });

    it('with a tag manager: pushes {event, user_data, eventCallback, eventTimeout: 2000} and submits after 2000 ms when it never calls back', async () => {
      setMarketing(true);
      const page = await contactPage();
      tagManager(); // never calls back
      fakeTimers();
      const received = answer(page);
      button(page).click();
      expect(pushes()).to.deep.equal([
        {
          event: 'contact_submit',
          user_data: { email: 'sanne.devries@example.nl', first_name: 'Sanne', last_name: 'de Vries' },
          eventCallback: 'function',
          eventTimeout: 2000,
        },
      ]);
      clock!.tick(1999);
      expect(submit.callCount, 'at 1999 ms').to.equal(0);
      clock!.tick(1);
      expect(submit.callCount, 'at 2000 ms').to.equal(1);
      clock!.tick(10_000);
      expect(submit.callCount, 'once').to.equal(1);
      clock!.restore();
      clock = undefined;
      expect((await received).fields).to.include({ onderwerp: 'offerte', voornaam: '  Sanne  ' });
    });

    it('submits when the tag manager calls back, once: a second container’s callback and the timer do nothing', async () => {
      const page = await contactPage();
      tagManager({ after: 300, containers: ['GTM-EEN', 'GTM-TWEE'] });
      fakeTimers();
      const received = answer(page);
      button(page).click();
      expect(pushes()).to.deep.equal([{ event: 'contact_submit', eventCallback: 'function', eventTimeout: 2000 }]);
      clock!.tick(299);
      expect(submit.callCount).to.equal(0);
      clock!.tick(1);
      expect(submit.callCount, 'on the callback').to.equal(1);
      clock!.tick(5000);
      expect(submit.callCount, 'the timer after the callback').to.equal(1);
      clock!.restore();
      clock = undefined;
      expect((await received).fields.onderwerp).to.equal('offerte');
    });

    it('a tag manager that calls back during push() submits once', async () => {
      const page = await contactPage();
      tagManager({ sync: true });
      fakeTimers();
      const received = answer(page);
      button(page).click();
      expect(submit.callCount).to.equal(1);
      clock!.tick(5000);
      expect(submit.callCount).to.equal(1);
      clock!.restore();
      clock = undefined;
      await received;
    });

    it('a tag manager whose push throws: logged, and the form is submitted at once', async () => {
      const page = await contactPage();
      tagManager({ throws: true });
      fakeTimers();
      const received = answer(page);
      const errors = await errorsDuring(() => button(page).click());
      expect(errors).to.deep.equal(["nl-tracking: the data layer's push threw GTM kapot"]);
      expect(submit.callCount).to.equal(1);
      clock!.tick(5000);
      expect(submit.callCount).to.equal(1);
      clock!.restore();
      clock = undefined;
      expect((await received).fields.bron).to.equal('contactpagina');
    });

    it('while it waits, another submit is cancelled: one push, one submit', async () => {
      const page = await contactPage();
      tagManager();
      fakeTimers();
      const received = answer(page);
      button(page).click();
      button(page).click();
      page.querySelector('form')!.requestSubmit();
      expect(pushes()).to.have.length(1);
      clock!.tick(2000);
      expect(submit.callCount).to.equal(1);
      clock!.restore();
      clock = undefined;
      await received;
    });

    it('consent for marketing: user_data from the configured fields (trimmed, e-mail lower-cased, empty left out); without: no user_data key', async () => {
      setMarketing(true);
      const page = await contactPage();
      const received = answer(page);
      await warningsDuring(() => button(page).click());
      await received;
      setMarketing(false);
      const again = answer(page);
      await warningsDuring(() => button(page).click());
      await again;
      expect(pushes()).to.deep.equal([
        { event: 'contact_submit', user_data: { email: 'sanne.devries@example.nl', first_name: 'Sanne', last_name: 'de Vries' } },
        { event: 'contact_submit' },
      ]);
    });

    it('call_back; a user_data field id that is not on the page is left out with a warning (once)', async () => {
      setMarketing(true);
      const forms = JSON.stringify({ 'terugbel-form': { event: 'call_back', user_data: { phone_number: 'tb-telefoon', city: 'tb-plaats' } } });
      const page = await make(html`<div>
        <iframe name="sink" title="Antwoord van de server"></iframe>
        <nl-tracking forms=${forms}></nl-tracking>
        <form id="terugbel-form" action="/fake/application" method="post" target="sink">
          <label for="tb-telefoon">Telefoonnummer</label>
          <input id="tb-telefoon" name="telefoon" type="tel" value=" 020 123 45 67 " />
          <button type="submit">Bel mij terug</button>
        </form>
      </div>`);
      tagManager({ sync: true });
      const received = answer(page);
      const warnings = await warningsDuring(() => button(page).click());
      await received;
      expect(warnings).to.deep.equal(['nl-tracking: form "terugbel-form" has no field with id "tb-plaats"; user_data.city is left out']);
      expect(pushes()).to.deep.equal([{ event: 'call_back', user_data: { phone_number: '020 123 45 67' }, eventCallback: 'function', eventTimeout: 2000 }]);
      const again = answer(page);
      expect(await warningsDuring(() => button(page).click())).to.deep.equal([]);
      await again;
    });

    it('a submit the page cancelled (its own validation) is left alone; a form not in `forms` too', async () => {
      const page = await contactPage();
      const form = page.querySelector('form')!;
      const stop = (event: Event) => event.preventDefault();
      form.addEventListener('submit', stop);
      button(page).click();
      expect(pushes()).to.deep.equal([]);
      expect(submit.callCount).to.equal(0);
      form.removeEventListener('submit', stop);

      form.id = 'ander-formulier';
      const received = answer(page);
      button(page).click();
      expect(pushes(), 'not configured').to.deep.equal([]);
      expect(submit.callCount, 'the browser submits it, not we').to.equal(0);
      await received;
    });

    it('an invalid form (required field empty) is not submitted: the browser stops it before the submit event', async () => {
      const page = await contactPage();
      page.querySelector<HTMLInputElement>('#contact-voornaam')!.value = '';
      button(page).click();
      expect(pushes()).to.deep.equal([]);
      expect(submit.callCount).to.equal(0);
    });

    it('the submit button’s formaction and formtarget apply, and the form’s own attributes come back', async () => {
      const page = await make(html`<div>
        <iframe name="sink" title="Antwoord van de server"></iframe>
        <iframe name="other" title="Ander antwoord"></iframe>
        <nl-tracking forms=${CONTACT}></nl-tracking>
        <form id="contact-form" action="/fake/application" method="post" target="sink">
          <input name="id" value="veld met de naam id" />
          <input name="submit" value="veld met de naam submit" />
          <button type="submit" name="knop" value="echo" formaction="/fake/echo?via=knop" formmethod="get" formtarget="other">Naar echo</button>
        </form>
      </div>`);
      const other = page.querySelectorAll('iframe')[1]!;
      const echoed = new Promise<Record<string, unknown>>((resolve) =>
        other.addEventListener('load', () => resolve(JSON.parse(other.contentDocument!.body.textContent!)), { once: true }),
      );
      await warningsDuring(() => button(page).click());
      expect(submit.callCount).to.equal(1);
      const form = page.querySelector('form')!;
      expect([form.getAttribute('action'), form.getAttribute('method'), form.getAttribute('target')]).to.deep.equal(['/fake/application', 'post', 'sink']);
      expect(form.hasAttribute('enctype')).to.equal(false);
      // GET replaces the action's query with the form data, as the browser does for the button itself.
      expect(await echoed).to.deep.equal({ method: 'GET', query: { id: 'veld met de naam id', submit: 'veld met de naam submit', knop: 'echo' } });
    });

    it('removing the element while a form waits still sends that form', async () => {
      const page = await contactPage();
      tagManager();
      fakeTimers();
      const received = answer(page);
      button(page).click();
      page.querySelector('nl-tracking')!.remove();
      clock!.tick(2000);
      expect(submit.callCount).to.equal(1);
      clock!.restore();
      clock = undefined;
      await received;
    });

    it('a changed `forms` applies to the next submit', async () => {
      const page = await contactPage(JSON.stringify({ 'iets-anders': { event: 'call_back' } }));
      const received = answer(page);
      button(page).click();
      await received;
      expect(pushes()).to.deep.equal([]);
      const el = page.querySelector<NlElement>('nl-tracking')!;
      el.setAttribute('forms', JSON.stringify({ 'contact-form': { event: 'call_back' } }));
      await el.updateComplete;
      const again = answer(page);
      await warningsDuring(() => button(page).click());
      await again;
      expect(pushes()).to.deep.equal([{ event: 'call_back' }]);
    });
  });

  describe('bad `forms`', () => {
    const jsonError = (text: string) => {
      try {
        JSON.parse(text);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };

    const cases: [string, string][] = [
      ['{contact-form', `nl-tracking: attribute "forms" is not valid JSON (${jsonError('{contact-form')})`],
      ['[]', 'nl-tracking: attribute "forms" is not valid: the value must be an object, got an array'],
      [
        '{"contact-form": {"event": "contact"}}',
        'nl-tracking: attribute "forms" is not valid: contact-form.event must be one of "contact_submit", "call_back", got "contact"',
      ],
      ['{"contact-form": {"user_data": {}}}', 'nl-tracking: attribute "forms" is not valid: contact-form.event is missing'],
      [
        '{"contact-form": {"event": "contact_submit", "user_data": {"phone": "telefoon"}}}',
        'nl-tracking: attribute "forms" is not valid: contact-form.user_data.phone is not a user_data key (email, first_name, last_name, phone_number, street, city, postal_code, country)',
      ],
      [
        '{"contact-form": {"event": "contact_submit", "user_data": {"email": 3}}}',
        'nl-tracking: attribute "forms" is not valid: contact-form.user_data.email must be a non-empty string, got 3',
      ],
    ];
    for (const [value, message] of cases) {
      it(`${value}: one console.error, no form tracking, clicks still tracked`, async () => {
        let page!: HTMLElement;
        const errors = await errorsDuring(async () => {
          page = await make(html`<div>
            <iframe name="sink" title="Antwoord van de server"></iframe>
            <nl-tracking forms=${value}></nl-tracking>
            <form id="contact-form" action="/fake/application" method="post" target="sink">
              <button type="submit" data-track="versturen">Versturen</button>
            </form>
          </div>`);
        });
        expect(errors).to.deep.equal([message]);
        const received = answer(page);
        button(page).click();
        expect(submit.callCount, 'the browser submits it, not we').to.equal(0);
        expect(pushes()).to.deep.equal([{ event: 'track_event', category: 'Button', action: 'Click', label: 'Versturen' }]);
        await received;
      });
    }
  });
});
