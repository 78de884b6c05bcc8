/**
 * The whole application form, as an applicant fills it in: keyboard and typing in every field, a
 * postcode lookup, a CV, the confirm dialog, and the POST that reaches the server. The server is
 * /fake/application, which reads the multipart body as a real server would (scripts/application.mjs)
 * and answers with what arrived, into an iframe the form targets. The postcode lookup uses npm start's
 * stand-in (/api/postcode): /fake/postcode keeps a request log that nl-address-field's own tests read.
 */
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../elements/nl-address-field.ts';
import '../elements/nl-confirm-button.ts';
import '../elements/nl-date-picker.ts';
import '../elements/nl-vacancy-form.ts';
import '../elements/nl-vacancy-upload.ts';
import { settle } from './helpers.ts';

interface Received {
  fields: Record<string, string | string[]>;
  files: Record<string, { name: string; type: string; size: number }>;
}

function applicationPage() {
  return fixtureSync<HTMLElement>(html`
    <div>
      <iframe name="server" title="Antwoord van de server"></iframe>
      <nl-vacancy-form vacancy-id="1024" vacancy-title="Medewerker klantenservice">
        <form action="/fake/application" method="post" enctype="multipart/form-data" target="server">
          <input type="hidden" name="vacature" value="1024" />
          <label for="email">E-mailadres</label>
          <input id="email" type="email" name="email" value="sanne.devries@example.nl" />
          <label for="voornaam">Voornaam</label>
          <input id="voornaam" name="voornaam" required />
          <label for="achternaam">Achternaam</label>
          <input id="achternaam" name="achternaam" required />
          <label for="telefoon">Telefoonnummer</label>
          <input id="telefoon" type="tel" name="telefoon" required />
          <nl-date-picker name="geboortedatum" label="Geboortedatum" required></nl-date-picker>
          <nl-address-field name="adres" endpoint="/api/postcode" api-key="test" required></nl-address-field>
          <nl-vacancy-upload name="cv" label="Je cv" required>
            <input type="file" name="cv" accept=".pdf,.doc,.docx" required />
          </nl-vacancy-upload>
          <label for="motivatie">Motivatie</label>
          <textarea id="motivatie" name="motivatie"></textarea>
          <nl-confirm-button message="Weet je zeker dat je je sollicitatie wilt versturen?" confirm-label="Versturen">
            <button type="submit" id="versturen">Sollicitatie versturen</button>
          </nl-confirm-button>
        </form>
      </nl-vacancy-form>
    </div>
  `);
}

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Focuses a field and types into it with real key presses. */
async function type(field: HTMLElement, text: string) {
  field.focus();
  await sendKeys({ type: text });
}

/** Chooses an option of a closed <select> by typing its text, as a keyboard user does. */
async function choose(select: HTMLSelectElement, text: string) {
  select.focus();
  await sendKeys({ type: text });
  await waitUntil(() => select.selectedOptions[0]?.textContent?.trim() === text, `"${text}" chosen in ${select.name || select.id}`);
}

async function fill(page: HTMLElement) {
  const form = page.querySelector('form')!;
  await type(form.querySelector<HTMLInputElement>('#voornaam')!, 'Sanne');
  await type(form.querySelector<HTMLInputElement>('#achternaam')!, 'de Vries');
  await type(form.querySelector<HTMLInputElement>('#telefoon')!, '06 12345678');

  const [day, month, year] = [...page.querySelectorAll<HTMLSelectElement>('nl-date-picker select')];
  await choose(day!, '15');
  await choose(month!, 'maart');
  await choose(year!, '1990');

  const address = page.querySelector('nl-address-field')!;
  const [postcode, number] = [...address.querySelectorAll<HTMLInputElement>('input:not([type="hidden"])')];
  await type(postcode!, '1071xx');
  await type(number!, '1');
  const hidden = address.querySelector<HTMLInputElement>('input[type="hidden"]')!;
  await waitUntil(() => hidden.value.includes('Museumstraat'), 'the address was looked up', { timeout: 5000 });

  // A file cannot be typed: the applicant picks it in the browser's dialog, which sets input.files.
  const cv = page.querySelector<HTMLInputElement>('nl-vacancy-upload input[type="file"]')!;
  const transfer = new DataTransfer();
  transfer.items.add(new File(['%PDF-1.4 cv van Sanne'], 'CV Sanne de Vries.PDF', { type: 'application/pdf' }));
  cv.files = transfer.files;
  cv.dispatchEvent(new Event('change', { bubbles: true }));

  await type(form.querySelector<HTMLTextAreaElement>('#motivatie')!, 'Ik help graag mensen verder.');
  return form;
}

describe('the application form, filled in and sent as an applicant does', () => {
  beforeEach(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });

  it('reaches the server with every field and the CV', async () => {
    const page = applicationPage();
    await settle(page);
    const form = await fill(page);
    expect(form.checkValidity(), 'the filled form is valid').to.equal(true);

    const frame = page.querySelector('iframe')!;
    const answered = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    page.querySelector<HTMLButtonElement>('#versturen')!.focus();
    await sendKeys({ press: 'Enter' });
    // The confirm dialog opens with focus on its confirm button; Enter sends.
    await waitUntil(() => deepActive()?.textContent === 'Versturen', 'the confirm dialog has focus on Versturen');
    await sendKeys({ press: 'Enter' });
    await answered;

    const received = JSON.parse(frame.contentDocument!.body.textContent!) as Received;
    expect(received.fields).to.deep.include({
      vacature: '1024',
      email: 'sanne.devries@example.nl',
      voornaam: 'Sanne',
      achternaam: 'de Vries',
      telefoon: '06 12345678',
      geboortedatum: '15-03-1990',
      motivatie: 'Ik help graag mensen verder.',
    });
    expect(JSON.parse(received.fields.adres as string)).to.deep.equal({
      postcode: '1071XX',
      streetnumber: '1',
      extension: '',
      street: 'Museumstraat',
      city: 'Amsterdam',
    });
    expect(received.files.cv).to.deep.equal({ name: 'CV Sanne de Vries.PDF', type: 'application/pdf', size: 21 });
    expect(Object.keys(received.fields).filter((name) => Array.isArray(received.fields[name])), 'no field sent twice').to.deep.equal([]);

    const labels = (window as unknown as { dataLayer: { label?: string }[] }).dataLayer.map((entry) => entry.label).filter(Boolean);
    expect(labels).to.deep.equal(['Form page visit', 'Form submitted']);
  });

  it('sends nothing while a field is missing, and form.reset() empties every field', async () => {
    const page = applicationPage();
    await settle(page);
    const form = await fill(page);
    // The applicant removes the CV: the form may not go.
    page.querySelector<HTMLInputElement>('nl-vacancy-upload input[type="file"]')!.value = '';
    page.querySelector('nl-vacancy-upload input[type="file"]')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(form.checkValidity()).to.equal(false);

    form.reset();
    // The fields follow a task after the browser's reset, and re-render then.
    await waitUntil(() => {
      const data = new FormData(form);
      return data.get('geboortedatum') === '00-00-0000' && data.get('adres') === '';
    }, 'every field reset');
    const data = new FormData(form);
    expect(data.get('voornaam')).to.equal('');
    expect(data.get('adres_postcode')).to.equal('');
    expect((data.get('cv') as File).size).to.equal(0);
    expect(page.querySelector('nl-vacancy-upload')!.textContent).to.not.include('CV Sanne');
  });
});
