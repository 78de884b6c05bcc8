import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../elements/nl-call-us.ts';
import { errorsDuring, upgraded } from '../../../test/helpers.ts';

describe('nl-call-us', () => {
  afterEach(() => setViewport({ width: 1280, height: 800 }));

  it('renders a tel: link with the label', async () => {
    const el = await upgraded(html`<nl-call-us phone="+31 (0)20 123 45 67" label="020 123 45 67"></nl-call-us>`);
    const link = el.shadowRoot!.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('tel:+31201234567');
    // Its name (the text) says what it does, the number shown as written (issue 31).
    expect(link.textContent).to.equal('Bellen 020 123 45 67');
    expect(link.querySelector('.visually-hidden')!.textContent).to.equal('Bellen ');
  });

  it('says "Bellen" below 768 px and follows resizes', async () => {
    const el = await upgraded(html`<nl-call-us phone="0201234567" label="020 123 45 67"></nl-call-us>`);
    await setViewport({ width: 767, height: 800 });
    await el.updateComplete;
    const link = () => el.shadowRoot!.querySelector('a')!;
    await waitFor(() => link().querySelector('[aria-hidden]')?.textContent === 'Bellen');
    // Visible text is the short word; the accessible name keeps the number (label in name).
    expect(link().querySelector('.visually-hidden')!.textContent).to.equal('Bellen 020 123 45 67');
    await setViewport({ width: 768, height: 800 });
    await waitFor(() => link().textContent === 'Bellen 020 123 45 67' && !link().querySelector('[aria-hidden]'));
  });

  it('uses the English text in an English page', async () => {
    await setViewport({ width: 400, height: 800 });
    const wrapper = await fixture(html`<div lang="en"><nl-call-us phone="0201234567"></nl-call-us></div>`);
    const el = wrapper.querySelector('nl-call-us')!;
    await waitFor(() => el.shadowRoot!.querySelector('[aria-hidden]')?.textContent === 'Call');
  });

  it('logs the exact error for a missing phone and shows its own content', async () => {
    const errors = await errorsDuring(async () => {
      const el = await upgraded(html`<nl-call-us label="Bel ons">Bel 020 123 45 67</nl-call-us>`);
      expect(el.shadowRoot!.querySelector('a')).to.equal(null);
      expect(el.shadowRoot!.querySelector('slot')).to.exist;
    });
    expect(errors).to.deep.equal(['nl-call-us: attribute "phone" is required']);
  });

  it('is accessible', async () => {
    const el = await upgraded(html`<nl-call-us phone="0201234567" label="020 123 45 67"></nl-call-us>`);
    await expect(el).to.be.accessible();
  });
});

async function waitFor(test: () => boolean): Promise<void> {
  const { waitUntil } = await import('@open-wc/testing');
  await waitUntil(test, 'condition not met', { timeout: 2000 });
}
