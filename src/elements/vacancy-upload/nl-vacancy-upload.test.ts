import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit-html';
import type { NlElement } from '../../core/define.tsx';
import type { ChangeDetail, InvalidDetail } from '../../elements/vacancy-upload/vacancy-upload.tsx';
import { errorsDuring, expectNoLayoutShift, settle } from '../../../test/helpers.ts';

// Wrappers are made with fixtureSync and awaited with settle(): open-wc's fixture() waits for an
// animation frame, which a page the runner runs in the background may never get.
// DOM elements are compared with === (a failing chai equal on two elements can hang the page).

type Upload = NlElement & { name: string; required: boolean; accept: string[]; maxSize: number };
type ChangeEvent = CustomEvent<ChangeDetail | null>;
type InvalidEvent = CustomEvent<InvalidDetail>;

const MB = 1024 * 1024;
const TYPE_ERROR = 'Toegestane bestandsformaten zijn .pdf, .doc of .docx.';

const pdf = (name = 'cv.pdf', size = 2000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

// The first block runs before the tag is defined (the element is imported in it, and by the
// main block's before hook), like a page whose chunk arrives after first paint.
describe('nl-vacancy-upload before its code has loaded', () => {
  it('takes its final size, so nothing moves when it upgrades (with label, fallback input, narrow)', async () => {
    await setViewport({ width: 1000, height: 900 });
    await expectNoLayoutShift(
      html`
        <div style="font: 16px/1.5 sans-serif; width: 600px">
          <p data-probe>Boven</p>
          <nl-vacancy-upload name="cv" label="Je cv" required></nl-vacancy-upload>
          <p data-probe>Tussen</p>
          <nl-vacancy-upload name="brief"><input type="file" name="brief" /></nl-vacancy-upload>
          <p data-probe>Smal</p>
          <div style="width: 300px">
            <nl-vacancy-upload name="smal" label="Motivatiebrief" max-size="5"></nl-vacancy-upload>
            <p data-probe>Onder</p>
          </div>
        </div>
      `,
      () => import('../../../elements/nl-vacancy-upload.ts'),
    );
  });
});

describe('nl-vacancy-upload', () => {
  before(() => import('../../../elements/nl-vacancy-upload.ts'));

  let changes: ChangeEvent[];
  let invalids: InvalidEvent[];
  const recordChange = (event: Event) => changes.push(event as ChangeEvent);
  const recordInvalid = (event: Event) => invalids.push(event as InvalidEvent);
  beforeEach(() => {
    changes = [];
    invalids = [];
    document.addEventListener('nl-change', recordChange);
    document.addEventListener('nl-invalid', recordInvalid);
  });
  afterEach(() => {
    document.removeEventListener('nl-change', recordChange);
    document.removeEventListener('nl-invalid', recordInvalid);
  });

  /** A real form around the template; resolves once every element in it has rendered. */
  async function inForm(template: TemplateResult, lang = '') {
    const wrapper = fixtureSync(html`<div>${template}</div>`);
    const form = document.createElement('form');
    if (lang) form.setAttribute('lang', lang);
    form.append(...wrapper.childNodes);
    wrapper.append(form);
    await settle(wrapper);
    const el = form.querySelector<Upload>('nl-vacancy-upload')!;
    return { wrapper, form, el, ...parts(el) };
  }

  const parts = (el: Element) => ({
    input: el.querySelector<HTMLInputElement>(':scope > input[type="file"]')!,
    button: el.querySelector<HTMLLabelElement>(':scope > label[slot="button"]')!,
    hint: el.querySelector<HTMLElement>(':scope > [slot="hint"]')!,
    error: () => el.querySelector<HTMLElement>(':scope > .nl-error-message'),
    dropzone: el.shadowRoot!.querySelector<HTMLElement>('[part="dropzone"]')!,
    file: () => el.shadowRoot!.querySelector<HTMLElement>('[part="file"]'),
    remove: () => el.shadowRoot!.querySelector<HTMLButtonElement>('button[part="remove"]'),
  });

  /** Puts files on the input as the file chooser does: files, then input and change. */
  function pick(input: HTMLInputElement, ...files: File[]): void {
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }

  function drag(target: EventTarget, type: string, transfer: DataTransfer): DragEvent {
    const event = new DragEvent(type, { bubbles: true, cancelable: true, composed: true, dataTransfer: transfer });
    target.dispatchEvent(event);
    return event;
  }

  const transferOf = (...files: File[]) => {
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    return transfer;
  };

  /** Waits for the task in which the element handles form.reset() (see form-field.ts). */
  const afterReset = () => new Promise((resolve) => setTimeout(resolve));

  const submitted = (form: HTMLFormElement, name = 'cv') => new FormData(form).get(name) as File;

  describe('rendering', () => {
    it('renders a native file input in its light DOM, labelled by a "Kies een bestand" button, with the hint', async () => {
      const { el, input, button, hint, dropzone, file } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      expect(input.parentElement === el).to.equal(true);
      expect(el.querySelectorAll('input')).to.have.length(1);
      expect(input.name).to.equal('cv');
      expect(input.accept).to.equal('.pdf,.doc,.docx');
      expect(input.required).to.equal(false);
      expect(button.textContent).to.equal('Kies een bestand');
      expect(button.control === input).to.equal(true);
      expect([...(input.labels ?? [])].map((l) => l.textContent)).to.deep.equal(['Kies een bestand']);
      expect(hint.textContent).to.equal('.pdf, .doc of .docx (max. 10 MB)');
      expect(input.getAttribute('aria-describedby')).to.equal(hint.id);
      expect(el.shadowRoot!.querySelector('[part="drop-hint"]')!.textContent).to.equal('of sleep het hierheen');
      expect(file()?.textContent ?? null).to.equal(null);
      expect(el.accept).to.deep.equal(['pdf', 'doc', 'docx']);
      expect(el.maxSize).to.equal(10);
      // Out of sight but not display: none (focusable, in the accessibility tree).
      expect(getComputedStyle(input).display).not.to.equal('none');
      expect(input.getBoundingClientRect().width).to.be.at.most(1);
      expect(Math.round(button.getBoundingClientRect().height)).to.equal(44);
      expect(dropzone.contains(button.assignedSlot)).to.equal(true);
    });

    it('shows the label attribute as a label of the input', async () => {
      const { input } = await inForm(html`<nl-vacancy-upload name="cv" label="Je cv" required></nl-vacancy-upload>`);
      expect([...(input.labels ?? [])].map((l) => l.textContent)).to.deep.equal(['Je cv', 'Kies een bestand']);
      expect(input.required).to.equal(true);
    });

    it('is accessible, empty, with a file and with an error', async () => {
      const { el, input } = await inForm(html`<nl-vacancy-upload name="cv" label="Je cv" required></nl-vacancy-upload>`);
      await expect(el).to.be.accessible();
      pick(input, pdf());
      await expect(el).to.be.accessible();
      pick(input, new File(['x'], 'foto.jpg', { type: 'image/jpeg' }));
      await expect(el).to.be.accessible();
    });
  });

  describe('choosing a file', () => {
    it('submits the chosen file with the form and shows its name and size', async () => {
      const { el, form, input, file } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      const chosen = pdf('mijn-cv.pdf', Math.round(1.2 * MB));
      pick(input, chosen);
      expect(submitted(form) === chosen).to.equal(true);
      expect(el.shadowRoot!.querySelector('[part="file-name"]')!.textContent).to.equal('mijn-cv.pdf');
      expect(el.shadowRoot!.querySelector('[part="file-size"]')!.textContent).to.equal('(1,2 MB)');
      expect(Boolean(file())).to.equal(true);
      expect(changes.map((e) => e.detail)).to.deep.equal([{ name: 'mijn-cv.pdf', size: Math.round(1.2 * MB), type: 'application/pdf' }]);
      expect(changes[0]!.target === el && changes[0]!.bubbles && changes[0]!.composed).to.equal(true);
      expect(invalids).to.have.length(0);
    });

    it('announces the chosen file as its name and size, not the Verwijderen button (issue 31)', async () => {
      const { el, input } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      const live = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[aria-live], [role="status"]')];
      // One live region, there (empty) before the file is chosen.
      expect(live().map((region) => region.textContent)).to.deep.equal(['']);
      pick(input, pdf('mijn-cv.pdf', Math.round(1.2 * MB)));
      await el.updateComplete;
      expect(live().map((region) => region.textContent)).to.deep.equal(['mijn-cv.pdf (1,2 MB)']);
      // The row's own name and size are not read a second time; the button is still described by them.
      expect(el.shadowRoot!.querySelector('[part="file-name"]')!.getAttribute('aria-hidden')).to.equal('true');
      expect(el.shadowRoot!.querySelector('[part="remove"]')!.getAttribute('aria-describedby')).to.equal('file-name file-size');
    });

    it('shows small sizes in kB', async () => {
      const { el, input } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      pick(input, pdf('kort.doc', 2000));
      expect(el.shadowRoot!.querySelector('[part="file-size"]')!.textContent).to.equal('(2 kB)');
    });

    it('shows sizes below 1 kB in bytes, in nl and en (not "(1 kB)" for 125 bytes)', async () => {
      const { el, input } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      const size = () => el.shadowRoot!.querySelector('[part="file-size"]')!.textContent;
      pick(input, pdf('klein.pdf', 125));
      expect(size()).to.equal('(125 bytes)');
      pick(input, pdf('een.pdf', 1));
      expect(size()).to.equal('(1 byte)');
      pick(input, pdf('bijna.pdf', 1023));
      expect(size()).to.equal('(1023 bytes)');
      pick(input, pdf('precies.pdf', 1024));
      expect(size()).to.equal('(1 kB)');
      const en = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`, 'en');
      pick(en.input, pdf('small.pdf', 125));
      expect(en.el.shadowRoot!.querySelector('[part="file-size"]')!.textContent).to.equal('(125 bytes)');
    });

    it('accepts the extensions in any case: CV.PDF, Brief.DocX', async () => {
      const { form, input, error } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      pick(input, pdf('CV.PDF'));
      expect(submitted(form).name).to.equal('CV.PDF');
      pick(input, new File(['x'], 'Brief.DocX'));
      expect(submitted(form).name).to.equal('Brief.DocX');
      expect(error()?.textContent ?? null).to.equal(null);
      expect(input.validity.valid).to.equal(true);
    });

    it('refuses another type: the exact message, the input cleared, nothing submitted, the form invalid', async () => {
      const { el, form, input, error, dropzone, file } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      pick(input, new File(['x'], 'cv.pdf.exe'));
      expect(error()!.textContent).to.equal(TYPE_ERROR);
      expect(error()!.getAttribute('role')).to.equal('alert');
      expect(input.value).to.equal('');
      expect(input.files).to.have.length(0);
      expect(submitted(form).name).to.equal(''); // an empty file part, as for any empty file input
      expect(submitted(form).size).to.equal(0);
      expect(file()?.textContent ?? null).to.equal(null);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-describedby')!.split(' ')).to.include(error()!.id);
      expect(input.validationMessage).to.equal(TYPE_ERROR);
      expect(form.checkValidity()).to.equal(false);
      expect(dropzone.hasAttribute('data-invalid')).to.equal(true);
      expect(invalids.map((e) => e.detail)).to.deep.equal([{ reason: 'type', message: TYPE_ERROR }]);
      expect(invalids[0]!.target === el).to.equal(true);
      expect(changes).to.have.length(0); // no file before, none now
      // A valid file clears it all.
      pick(input, pdf());
      expect(error()?.textContent ?? null).to.equal(null);
      expect(input.hasAttribute('aria-invalid')).to.equal(false);
      expect(form.checkValidity()).to.equal(true);
    });

    it('refuses a file without an extension, and fires nl-change null when it replaces a valid one', async () => {
      const { input, error } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      pick(input, pdf());
      pick(input, new File(['x'], 'pdf'));
      expect(error()!.textContent).to.equal(TYPE_ERROR);
      expect(changes.map((e) => e.detail && e.detail.name)).to.deep.equal(['cv.pdf', null]);
    });

    it('refuses a file over max-size with its own message', async () => {
      const { form, input, error } = await inForm(html`<nl-vacancy-upload name="cv" max-size="1.5"></nl-vacancy-upload>`);
      pick(input, pdf('groot.pdf', 1.5 * MB + 1));
      expect(error()!.textContent).to.equal('Het bestand is groter dan 1,5 MB.');
      expect(input.files).to.have.length(0);
      expect(form.checkValidity()).to.equal(false);
      expect(invalids.map((e) => e.detail)).to.deep.equal([{ reason: 'size', message: 'Het bestand is groter dan 1,5 MB.' }]);
      pick(input, pdf('precies.pdf', 1.5 * MB));
      expect(error()?.textContent ?? null).to.equal(null);
      expect(submitted(form).name).to.equal('precies.pdf');
    });

    it('has a default limit of 10 MB', async () => {
      const { input, error } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      pick(input, pdf('groot.pdf', 10 * MB + 1));
      expect(error()!.textContent).to.equal('Het bestand is groter dan 10 MB.');
    });

    it('builds the sentence from another accept list', async () => {
      const { input, error, hint } = await inForm(html`<nl-vacancy-upload name="cv" accept="PDF, .odt"></nl-vacancy-upload>`);
      expect(input.accept).to.equal('.pdf,.odt');
      expect(hint.textContent).to.equal('.pdf of .odt (max. 10 MB)');
      pick(input, new File(['x'], 'cv.docx'));
      expect(error()!.textContent).to.equal('Toegestane bestandsformaten zijn .pdf of .odt.');
      pick(input, new File(['x'], 'cv.ODT'));
      expect(error()?.textContent ?? null).to.equal(null);
    });

    it('says "the allowed format" for a list of one', async () => {
      const { input, error } = await inForm(html`<nl-vacancy-upload name="cv" accept="pdf"></nl-vacancy-upload>`);
      pick(input, new File(['x'], 'cv.doc'));
      expect(error()!.textContent).to.equal('Het toegestane bestandsformaat is .pdf.');
    });

    it('required: the form is invalid until a file is chosen', async () => {
      const { form, input } = await inForm(html`<nl-vacancy-upload name="cv" required></nl-vacancy-upload>`);
      expect(form.checkValidity()).to.equal(false);
      expect(input.validity.valueMissing).to.equal(true);
      pick(input, pdf());
      expect(form.checkValidity()).to.equal(true);
    });

    it('takes the first of several files', async () => {
      const { form, input } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      const transfer = transferOf(pdf('een.pdf'), pdf('twee.pdf'));
      drag(input, 'drop', transfer);
      expect(submitted(form).name).to.equal('een.pdf');
      expect(input.files).to.have.length(1);
    });
  });

  describe('drag and drop', () => {
    it('highlights while a file is dragged over it, and a drop puts the file on the input', async () => {
      const { el, form, input, dropzone, button } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      const transfer = transferOf(pdf('gesleept.pdf'));
      const enter = drag(el, 'dragenter', transfer);
      expect(enter.defaultPrevented).to.equal(true);
      await waitUntil(() => dropzone.hasAttribute('data-dragging'), 'no highlight on dragenter', { timeout: 2000 });
      // Into a child and out of it again: still over the element.
      drag(button, 'dragenter', transfer);
      drag(el, 'dragleave', transfer);
      const over = drag(button, 'dragover', transfer);
      expect(over.defaultPrevented).to.equal(true);
      await el.updateComplete;
      expect(dropzone.hasAttribute('data-dragging')).to.equal(true);
      const seen: string[] = [];
      input.addEventListener('change', () => seen.push('change'));
      input.addEventListener('input', () => seen.push('input'));
      const dropped = drag(button, 'drop', transfer);
      expect(dropped.defaultPrevented).to.equal(true);
      expect(submitted(form).name).to.equal('gesleept.pdf');
      expect(seen).to.deep.equal(['input', 'change']);
      expect(changes.map((e) => e.detail?.name)).to.deep.equal(['gesleept.pdf']);
      await waitUntil(() => !dropzone.hasAttribute('data-dragging'), 'still highlighted after the drop', { timeout: 2000 });
    });

    it('drops the highlight when the file is dragged away', async () => {
      const { el, dropzone } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      const transfer = transferOf(pdf());
      drag(el, 'dragenter', transfer);
      await waitUntil(() => dropzone.hasAttribute('data-dragging'), 'no highlight', { timeout: 2000 });
      drag(el, 'dragleave', transfer);
      await waitUntil(() => !dropzone.hasAttribute('data-dragging'), 'still highlighted', { timeout: 2000 });
    });

    it('checks a dropped file like a chosen one', async () => {
      const { el, form, input, error } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      drag(el, 'drop', transferOf(new File(['x'], 'foto.PNG', { type: 'image/png' })));
      expect(error()!.textContent).to.equal(TYPE_ERROR);
      expect(input.files).to.have.length(0);
      expect(submitted(form).size).to.equal(0);
      expect(invalids.map((e) => e.detail.reason)).to.deep.equal(['type']);
    });

    it('ignores drags without files (text, links)', async () => {
      const { el, dropzone } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      const transfer = new DataTransfer();
      transfer.setData('text/plain', 'hallo');
      expect(drag(el, 'dragenter', transfer).defaultPrevented).to.equal(false);
      expect(drag(el, 'drop', transfer).defaultPrevented).to.equal(false);
      await el.updateComplete;
      expect(dropzone.hasAttribute('data-dragging')).to.equal(false);
      expect(changes).to.have.length(0);
    });

    it('keeps a file dropped next to it from being opened by the browser (which would leave the form)', async () => {
      const { wrapper } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload><p id="ernaast">Ernaast</p>`);
      const next = wrapper.querySelector('#ernaast')!;
      expect(drag(next, 'dragover', transferOf(pdf())).defaultPrevented).to.equal(true);
      expect(drag(next, 'drop', transferOf(pdf())).defaultPrevented).to.equal(true);
      // A plain file input elsewhere still takes its own drops.
      const other = document.createElement('input');
      other.type = 'file';
      wrapper.append(other);
      expect(drag(other, 'drop', transferOf(pdf())).defaultPrevented).to.equal(false);
    });
  });

  describe('removing and resetting', () => {
    it('"Verwijderen" removes the chosen file, fires nl-change null and keeps focus on the field', async () => {
      const { form, input, file, remove } = await inForm(html`<nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      pick(input, pdf());
      expect(remove()!.textContent).to.equal('Verwijderen');
      remove()!.click();
      expect(input.files).to.have.length(0);
      expect(submitted(form).size).to.equal(0);
      expect(file()?.textContent ?? null).to.equal(null);
      expect(remove()?.textContent ?? null).to.equal(null);
      expect(document.activeElement === input).to.equal(true);
      expect(changes.map((e) => e.detail)).to.deep.equal([{ name: 'cv.pdf', size: 2000, type: 'application/pdf' }, null]);
    });

    it('form.reset() clears the file, its name and the error', async () => {
      const { form, input, file, error } = await inForm(html`<nl-vacancy-upload name="cv" required></nl-vacancy-upload>`);
      pick(input, pdf());
      expect(Boolean(file())).to.equal(true);
      form.reset();
      await afterReset();
      expect(input.files).to.have.length(0);
      expect(file()?.textContent ?? null).to.equal(null);
      pick(input, new File(['x'], 'cv.txt'));
      expect(Boolean(error())).to.equal(true);
      form.reset();
      await afterReset();
      expect(error()?.textContent ?? null).to.equal(null);
      expect(input.hasAttribute('aria-invalid')).to.equal(false);
      expect(input.validationMessage).not.to.equal(TYPE_ERROR);
      expect(input.validity.valueMissing).to.equal(true); // required: the native check is back
      expect(changes.map((e) => e.detail?.name ?? null)).to.deep.equal(['cv.pdf']); // no event for the reset
    });
  });

  describe('the fallback input', () => {
    it('adopts an input written inside the element instead of adding a second one', async () => {
      const { el, form, input } = await inForm(
        html`<label for="cv-veld">Upload je cv</label
          ><nl-vacancy-upload name="cv"><input type="file" id="cv-veld" name="cv" aria-describedby="uitleg" /></nl-vacancy-upload
          ><p id="uitleg">Uitleg</p>`,
      );
      expect(el.querySelectorAll('input')).to.have.length(1);
      expect(form.querySelectorAll('input[type="file"]')).to.have.length(1);
      expect(input.id).to.equal('cv-veld');
      expect([...(input.labels ?? [])].map((l) => l.textContent)).to.deep.equal(['Upload je cv', 'Kies een bestand']);
      expect(input.getAttribute('aria-describedby')!.split(' ').slice(0, 1)).to.deep.equal(['uitleg']);
      expect(input.accept).to.equal('.pdf,.doc,.docx');
      pick(input, pdf());
      expect(submitted(form).name).to.equal('cv.pdf');
    });

    it('keeps a file chosen in the fallback before the code arrived, and takes its name and required', async () => {
      const wrapper = fixtureSync(html`<form></form>`);
      const input = document.createElement('input');
      input.type = 'file';
      input.name = 'brief';
      input.required = true;
      const chosen = pdf('brief.pdf');
      input.files = transferOf(chosen).files;
      const wrap = document.createElement('p'); // not a direct child: still adopted
      wrap.append(input);
      const el = document.createElement('nl-vacancy-upload') as Upload;
      el.append(wrap);
      wrapper.append(el);
      await settle(wrapper);
      expect(el.querySelectorAll('input')).to.have.length(1);
      expect(input.parentElement === el).to.equal(true);
      expect(input.required).to.equal(true);
      expect(new FormData(wrapper as HTMLFormElement).get('brief') === chosen).to.equal(true);
      expect(el.shadowRoot!.querySelector('[part="file-name"]')!.textContent).to.equal('brief.pdf');
    });
  });

  describe('keyboard', () => {
    it('Tab reaches the input (its button shows the focus); Space and Enter open the file chooser', async () => {
      const { wrapper, input, button, remove } = await inForm(html`<button id="before" type="button">Ervoor</button><nl-vacancy-upload name="cv"></nl-vacancy-upload>`);
      wrapper.querySelector<HTMLButtonElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === input).to.equal(true);
      await waitUntil(() => button.classList.contains('nl-focus-visible'), 'the button does not show the focus', { timeout: 2000 });
      expect(getComputedStyle(button).outlineStyle).to.equal('solid');
      // The activation that opens the chooser; cancelled here, so no dialog opens in the test browser.
      const opened = () =>
        new Promise<void>((resolve) =>
          input.addEventListener(
            'click',
            (event) => {
              event.preventDefault();
              resolve();
            },
            { once: true },
          ),
        );
      let click = opened();
      await sendKeys({ press: 'Space' });
      await click;
      click = opened();
      await sendKeys({ press: 'Enter' });
      await click;
      // With a file: Tab goes on to "Verwijderen", and Enter there removes it.
      pick(input, pdf());
      await sendKeys({ press: 'Tab' });
      expect(remove()!.matches(':focus')).to.equal(true);
      await sendKeys({ press: 'Enter' });
      expect(input.files).to.have.length(0);
      expect(document.activeElement === input).to.equal(true);
      await sendKeys({ press: 'Tab' });
      await waitUntil(() => !button.classList.contains('nl-focus-visible'), 'the focus stays on the button', { timeout: 2000 });
    });
  });

  describe('texts', () => {
    it('uses the English texts in an English page', async () => {
      const { input, button, hint, error, remove } = await inForm(html`<nl-vacancy-upload name="cv" max-size="2"></nl-vacancy-upload>`, 'en');
      expect(button.textContent).to.equal('Choose a file');
      expect(hint.textContent).to.equal('.pdf, .doc, or .docx (max. 2 MB)');
      pick(input, new File(['x'], 'cv.txt'));
      expect(error()!.textContent).to.equal('Allowed file formats are .pdf, .doc, or .docx.');
      pick(input, pdf('cv.pdf', 3 * MB));
      expect(error()!.textContent).to.equal('The file is larger than 2 MB.');
      pick(input, pdf());
      expect(remove()!.textContent).to.equal('Remove');
    });

    it('lists the allowed types as Intl\'s "or" list does, in both languages and for one to four types (made without Intl at the first render, issue 38)', async () => {
      for (const lang of ['nl', 'en'] as const)
        for (const accept of [['pdf'], ['pdf', 'odt'], ['pdf', 'doc', 'docx'], ['pdf', 'doc', 'docx', 'odt']]) {
          const { hint } = await inForm(html`<nl-vacancy-upload name="cv" accept=${accept.join(", ")} max-size="2"></nl-vacancy-upload>`, lang);
          const list = new Intl.ListFormat(lang, { type: 'disjunction' }).format(accept.map((ext) => `.${ext}`));
          expect(hint.textContent, `${lang} ${accept.join(',')}`).to.equal(`${list} (max. 2 MB)`);
        }
    });

    it('takes the messages overrides', async () => {
      const { input, button, error } = await inForm(
        html`<nl-vacancy-upload name="cv" messages='{"choose":"Upload je cv","type":"Alleen %{types}, graag."}'></nl-vacancy-upload>`,
      );
      expect(button.textContent).to.equal('Upload je cv');
      pick(input, new File(['x'], 'cv.txt'));
      expect(error()!.textContent).to.equal('Alleen .pdf, .doc of .docx, graag.');
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

    it('logs an accept list that is no list of extensions and uses pdf, doc, docx', async () => {
      const { errors, input } = await logged(html`<nl-vacancy-upload name="cv" accept="application/pdf"></nl-vacancy-upload>`);
      expect(errors).to.deep.equal(['nl-vacancy-upload: attribute "accept" must be a list of file extensions like "pdf,doc,docx", got "application/pdf"']);
      expect(input.accept).to.equal('.pdf,.doc,.docx');
    });

    it('logs a max-size that is no number or not above 0, and uses 10 MB', async () => {
      const zero = await logged(html`<nl-vacancy-upload name="cv" max-size="0"></nl-vacancy-upload>`);
      expect(zero.errors).to.deep.equal(['nl-vacancy-upload: attribute "max-size" must be greater than 0, got "0"']);
      expect(zero.hint.textContent).to.equal('.pdf, .doc of .docx (max. 10 MB)');
      const words = await logged(html`<nl-vacancy-upload name="cv" max-size="tien"></nl-vacancy-upload>`);
      expect(words.errors).to.deep.equal(['nl-vacancy-upload: attribute "max-size" must be a number, got "tien"']);
      expect(words.el.maxSize).to.equal(10);
    });

    it('logs a missing name (when the input inside has none either)', async () => {
      const { errors } = await logged(html`<nl-vacancy-upload></nl-vacancy-upload>`);
      expect(errors).to.deep.equal(['nl-vacancy-upload: attribute "name" is required (or a name on the <input type="file"> inside)']);
      const adopted = await logged(html`<nl-vacancy-upload><input type="file" name="cv" /></nl-vacancy-upload>`);
      expect(adopted.errors).to.deep.equal([]);
      expect(adopted.input.name).to.equal('cv');
    });
  });

  describe('in the page', () => {
    it('keeps the chosen file when moved, and then follows its new form', async () => {
      const wrapper = fixtureSync(html`<div>
        <form id="een"><nl-vacancy-upload name="cv"></nl-vacancy-upload></form>
        <form id="twee"></form>
      </div>`);
      await settle(wrapper);
      const el = wrapper.querySelector<Upload>('nl-vacancy-upload')!;
      const { input } = parts(el);
      const chosen = pdf();
      pick(input, chosen);
      const two = wrapper.querySelector<HTMLFormElement>('#twee')!;
      two.append(el);
      await el.updateComplete;
      await Promise.resolve(); // the unmount check runs a microtask after the move
      expect(parts(el).input === input).to.equal(true);
      expect(new FormData(two).get('cv') === chosen).to.equal(true);
      expect(Boolean(parts(el).file())).to.equal(true);
      wrapper.querySelector<HTMLFormElement>('#een')!.reset();
      await afterReset();
      expect(Boolean(parts(el).file())).to.equal(true);
      two.reset();
      await afterReset();
      expect(parts(el).file()?.textContent ?? null).to.equal(null);
    });
  });
});
