/**
 * Issue 30.1: the browser's own form restoration (Back after a failed submit, reload) on a page's own
 * <form> with our fields in it and no nl-vacancy-form around it (so no draft in sessionStorage).
 *
 * test/fixtures/restore/ours.html has the page's fields (name, e-mail, motivation) with
 * nl-address-field, nl-date-picker and nl-vacancy-upload among them; control.html is the same form
 * with plain inputs in our fields' places. Every scenario runs the control first: it proves the
 * browser restores this form at all in this navigation, so the test of ours cannot pass because
 * nothing was restored anywhere, nor fail for a reason that has nothing to do with us.
 *
 * ours.html loads the built library (dist/nl-components.js: `npm run build` first, as `npm test`
 * does), because the loader's timing is the point: the tags' source as module scripts would run
 * before Chromium's restore pass and hide the problem (checked).
 *
 * The pages run in a frame: frames never go into the back/forward cache, so Back loads the page
 * anew and what the fields hold is the browser's form restoration (checked: the window after Back
 * is a new one). The bfcache itself is tested in test/application.test.ts.
 */
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../elements/nl-address-field.ts';
import '../elements/nl-date-picker.ts';
import '../elements/nl-vacancy-upload.ts';
import { choose, errorPageIn, NO_ERROR_PAGE_IN_FRAME, onlyIn, PAGE_TIMEOUT, pageLoad, settle, type, unreachable } from './helpers.ts';

type SiteWindow = Window & typeof globalThis & { nl?: { loadAll(): Promise<void> }; restoreMarker?: string; defined?: Promise<void>; defineOrder?: readonly string[] };

const PAGE_FIELDS = { naam: 'Sanne de Vries', email: 'sanne@example.nl', motivatie: 'Ik help graag mensen verder.' };

function frameFor(): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.width = '1024';
  frame.height = '800';
  frame.title = 'Formulier';
  document.body.append(frame);
  return frame;
}

/** Resolves when the frame has loaded a page and (on a page of ours) every tag has rendered. */
async function loaded(frame: HTMLIFrameElement, navigate: () => unknown): Promise<void> {
  const load = pageLoad(frame);
  await Promise.all([load, navigate()]);
  const win = frame.contentWindow as SiteWindow;
  const tags = [...win.document.querySelectorAll('form *')].filter((el) => el.localName.startsWith('nl-'));
  await win.nl?.loadAll();
  // Where the test set the order the tags' code arrives in (ours.html): until the last is defined.
  await win.defined;
  await Promise.all(tags.map((el) => (el as unknown as { updateComplete: Promise<void> }).updateComplete));
  // The browser's scheduled restore pass after parsing runs in a task of its own.
  await new Promise((resolve) => setTimeout(resolve, 100));
}

async function fill(doc: Document, ours: boolean) {
  const q = <T extends Element = HTMLInputElement>(selector: string) => doc.querySelector<T>(selector)!;
  await type(q('#naam'), PAGE_FIELDS.naam);
  if (ours) {
    await type(q('input[name="adres_postcode"]'), '1071xx');
    await type(q('input[name="adres_number"]'), '1');
    await waitUntil(() => q('input[name="adres"]').value.includes('Museumstraat'), 'the address was looked up', { timeout: 5000 });
  } else {
    await type(q('#postcode'), '1071XX');
    await type(q('#huisnummer'), '1');
  }
  await type(q('#email'), PAGE_FIELDS.email);
  if (ours) {
    const [day, month, year] = [...doc.querySelectorAll<HTMLSelectElement>('nl-date-picker select')];
    await choose(day!, '15');
    await choose(month!, 'maart');
    await choose(year!, '1990');
    // A file cannot be typed: the applicant picks it in the browser's dialog, which sets input.files.
    const cv = q('nl-vacancy-upload input[type="file"]');
    const transfer = new (doc.defaultView as SiteWindow).DataTransfer();
    transfer.items.add(new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' }));
    cv.files = transfer.files;
    cv.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    await type(q('#geboortedatum'), '15-03-1990');
  }
  await type(q<HTMLTextAreaElement>('#motivatie'), PAGE_FIELDS.motivatie);
}

/** The page's own fields as they are now. */
function pageFields(frame: HTMLIFrameElement) {
  const doc = frame.contentDocument!;
  return Object.fromEntries(Object.keys(PAGE_FIELDS).map((id) => [id, doc.querySelector<HTMLInputElement>(`#${id}`)!.value]));
}

/**
 * The page's own fields and the ones in our fields' places, by name, as the form would send them
 * (an empty nl-date-picker sends `00-00-0000`, the plain input in its place nothing).
 */
function formFields(frame: HTMLIFrameElement) {
  const data = new FormData(frame.contentDocument!.querySelector('form')!);
  const names = ['naam', 'email', 'motivatie', 'adres_postcode', 'adres_number', 'geboortedatum'];
  return Object.fromEntries(names.map((name) => [name, data.get(name) === '00-00-0000' ? '' : data.get(name)]));
}

type Leave = (frame: HTMLIFrameElement) => Promise<void>;

/**
 * Sends the form as the applicant does, with a real key press (Enter on its button). Not script's
 * requestSubmit(): WebKit gives a form sent from a frame outside a user gesture no history entry,
 * and Back would then leave the test page.
 */
async function send(form: HTMLFormElement) {
  form.querySelector('button')!.focus();
  await sendKeys({ press: 'Enter' });
}

/** The form sent to the demo server's failing action (HTTP 500), then Back. */
const back500: Leave = async (frame) => {
  const form = frame.contentDocument!.querySelector('form')!;
  form.action = '/api/sollicitatie?status=500';
  await loaded(frame, () => send(form));
  expect(frame.contentDocument!.title, 'the server answered 500').to.match(/^Er ging iets mis/);
  await loaded(frame, () => frame.contentWindow!.history.back());
};

/** The form sent where nothing listens (a closed port): the browser's own error page, then Back. */
const backUnreachable: Leave = async (frame) => {
  const form = frame.contentDocument!.querySelector('form')!;
  form.action = await unreachable('/api/sollicitatie');
  await errorPageIn(frame, () => form.requestSubmit());
  await loaded(frame, () => history.back());
};

const reload: Leave = async (frame) => {
  await loaded(frame, () => frame.contentWindow!.location.reload());
};

/** Opens `page`, fills it in, leaves and comes back as `leave` does; the frame afterwards. */
async function roundTrip(page: 'control' | 'ours', leave: Leave): Promise<HTMLIFrameElement> {
  const frame = frameFor();
  await loaded(frame, () => (frame.src = `/test/fixtures/restore/${page}.html`));
  await fill(frame.contentDocument!, page === 'ours');
  expect(pageFields(frame), `${page}: filled in`).to.deep.equal(PAGE_FIELDS);
  (frame.contentWindow as SiteWindow).restoreMarker = 'the first document';
  await leave(frame);
  expect((frame.contentWindow as SiteWindow).restoreMarker, `${page}: a new document (not the back/forward cache)`).to.equal(undefined);
  return frame;
}

describe('issue 30.1: the browser restores a page’s own form with our fields in it (no nl-vacancy-form)', function () {
  this.timeout(PAGE_TIMEOUT);
  afterEach(() => {
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    delete (window as SiteWindow).defineOrder;
  });

  // What the browser restores in the control form is the engine's (measured, control.html): every
  // field after Back from the 500 page, in each engine; after Back from its own network error page,
  // or after a reload, nothing in Chromium and every field in Firefox. Ours must do the same as the
  // control in each case: the page's own fields, and ours as the plain inputs in their places.
  for (const [when, leave, restores] of [
    ['Back after the server answered 500', back500, true],
    ['Back after the server could not be reached', backUnreachable, null],
    ['a reload', reload, null],
  ] as const) {
    it(`${when}: the page's own fields and ours are as in the control form with plain inputs (restored: ${restores ?? 'as the engine does'})`, async function () {
      if (leave === backUnreachable) await onlyIn(this, ['chromium', 'firefox'], NO_ERROR_PAGE_IN_FRAME);
      const control = await roundTrip('control', leave);
      const expected = formFields(control);
      const none = Object.fromEntries(Object.keys(expected).map((name) => [name, '']));
      const every = { ...PAGE_FIELDS, adres_postcode: '1071XX', adres_number: '1', geboortedatum: '15-03-1990' };
      if (restores) expect(expected, 'control: the browser restores the plain form').to.deep.equal(every);
      else expect([none, every], 'control: the browser restores all of the plain form or none of it').to.deep.include(expected);
      control.remove();

      const ours = await roundTrip('ours', leave);
      expect(formFields(ours), 'ours: as in the control form').to.deep.equal(expected);
    });
  }

  // Our own fields come back with the form: each element is form-associated and keeps its state with
  // the browser (setFormValue(null, state)); formStateRestoreCallback gives it back at the upgrade,
  // however late the loader brings the code (src/core/define.tsx, spec.formState).
  it('Back after the server answered 500: our own fields come back with the form (formStateRestoreCallback), the file is asked for again', async () => {
    expectOurs(await roundTrip('ours', back500));
  });

  // Issue 37: Firefox files each field's state under the field's position among the form's controls
  // when its code runs, and that position moves with the controls another field of ours has made by
  // then (nl-address-field makes six). Whatever order the tags' code arrives in, before and after
  // Back, every field comes back (src/core/form-draft.ts: each keeps the state of all).
  for (const [first, again] of [
    [['nl-date-picker', 'nl-vacancy-upload', 'nl-address-field'], ['nl-address-field', 'nl-vacancy-upload', 'nl-date-picker']],
    [['nl-address-field', 'nl-date-picker', 'nl-vacancy-upload'], ['nl-vacancy-upload', 'nl-date-picker', 'nl-address-field']],
  ] as const) {
    it(`Back after the server answered 500, the tags' code arriving as ${first.join(', ')}, then as ${again.join(', ')}: our own fields come back`, async () => {
      (window as SiteWindow).defineOrder = first;
      const ours = await roundTrip('ours', async (frame) => {
        (window as SiteWindow).defineOrder = again;
        await back500(frame);
      });
      expectOurs(ours);
    });
  }
});

/** After Back from the 500 page: our fields as filled in (the file asked for again), and the page's own. */
function expectOurs(ours: HTMLIFrameElement) {
  const doc = ours.contentDocument!;
  const data = new FormData(doc.querySelector('form')!);
  expect([data.get('adres_postcode'), data.get('adres_number')], 'postcode and house number').to.deep.equal(['1071XX', '1']);
  expect(JSON.parse(data.get('adres') as string), 'the address').to.deep.equal({ postcode: '1071XX', streetnumber: '1', extension: '', street: 'Museumstraat', city: 'Amsterdam' });
  expect(doc.querySelector('nl-address-field')!.shadowRoot!.querySelector('[part="address"]')!.textContent, 'the address shown, not asked again').to.include('Museumstraat 1');
  expect([...doc.querySelectorAll<HTMLSelectElement>('nl-date-picker select')].map((select) => select.value), 'the date’s selects').to.deep.equal(['15', '3', '1990']);
  expect(data.get('geboortedatum')).to.equal('15-03-1990');
  expect((data.get('cv') as File).size, 'no file: the input we made was nameless while the page was saved').to.equal(0);
  expect(doc.querySelector('.nl-vacancy-upload-note')?.textContent, 'the file asked for again').to.equal('Je bestand is niet bewaard. Kies het opnieuw voordat je de sollicitatie verstuurt.');
  expect([...data.keys()].filter((name, i, all) => all.indexOf(name) !== i), 'no field twice (the hosts add nothing to the data)').to.deep.equal([]);
  expect(pageFields(ours), 'and the page’s fields').to.deep.equal(PAGE_FIELDS);
}

describe('issue 30.1: our controls are nameless only while the page is saved', function () {
  this.timeout(PAGE_TIMEOUT);
  it('pagehide takes the names of the controls we made (autocomplete off), pageshow (back/forward cache) puts them back; an editor’s named input keeps its name', async () => {
    const form = fixtureSync<HTMLFormElement>(html`
      <form>
        <input name="naam" value="Sanne" />
        <nl-address-field name="adres" endpoint="/api/postcode" api-key="test"></nl-address-field>
        <nl-date-picker name="geboortedatum" value="15-03-1990"></nl-date-picker>
        <nl-vacancy-upload name="cv"></nl-vacancy-upload>
        <nl-vacancy-upload name="brief"><input type="file" name="brief" /></nl-vacancy-upload>
      </form>
    `);
    await settle(form);
    // The hosts are form-associated (their state goes with the form), so they are listed in
    // form.elements: a name that host and control share is a RadioNodeList there (documented).
    const listed = form.elements.namedItem('adres');
    expect(listed instanceof RadioNodeList ? [...listed].map((element) => element.localName) : null).to.deep.equal(['nl-address-field', 'input']);
    const named = () => [...form.querySelectorAll('input[name], select[name]')].map((control) => control.getAttribute('name'));
    const autocomplete = () => [...form.querySelectorAll('input, select')].map((control) => control.getAttribute('autocomplete'));
    const before = { names: named(), autocomplete: autocomplete(), data: [...new FormData(form).keys()] };
    expect(before.names, JSON.stringify(before.names)).to.deep.equal(['naam', 'adres_postcode', 'adres_number', 'adres_extension', 'adres_street', 'adres_city', 'adres', 'geboortedatum', 'cv', 'brief']);

    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(named(), 'while saved: the page’s field and the editor’s input only').to.deep.equal(['naam', 'brief']);
    const off = [...form.querySelectorAll('nl-address-field input, nl-date-picker input, nl-vacancy-upload[name="cv"] input')].map((control) => control.getAttribute('autocomplete'));
    expect(off.every((value) => value === 'off'), 'autocomplete off on ours').to.equal(true);

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect({ names: named(), autocomplete: autocomplete(), data: [...new FormData(form).keys()] }, 'back from the cache: as before').to.deep.equal(before);
  });
});
