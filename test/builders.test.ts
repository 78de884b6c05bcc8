/**
 * Issue 14.6: /bouwers.html builds nl-map's and nl-tracking's JSON from form fields (made from the
 * JSON Schemas): the snippet it offers passes the checker, and the map beside the form follows.
 * Needs `npm run build`.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { loadChecker } from '../src/checker/browser.ts';
import type { NlElement } from '../src/core/define.tsx';
import { loadFrame } from './helpers.ts';

const visit = (path: string): Promise<HTMLIFrameElement> => loadFrame(path);

function type(input: HTMLInputElement | HTMLSelectElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('builders for the big JSON (issue 14.6)', function () {
  this.timeout(20_000);
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  for (const [width, height] of [
    [1280, 900],
    [360, 740],
  ]) {
    it(`each builder is shown once built and its live map drawn: nothing moves while it builds (${width} px)`, async () => {
      const frame = await loadFrame('/bouwers.html', width, height);
      const doc = frame.contentDocument!;
      const win = frame.contentWindow! as Window & typeof globalThis;
      // Every layout shift of the frame's page since it started (buffered), and whether it followed input.
      const shifts: number[] = [];
      new win.PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
      const busy = () => ['kaartbouwer', 'metingbouwer'].filter((id) => doc.getElementById(id)!.getAttribute('aria-busy') === 'true');
      const grid = doc.querySelector('#kaartbouwer .builder__grid')!;
      if (busy().length) expect(win.getComputedStyle(grid).visibility, 'hidden while built').to.equal('hidden');
      await waitUntil(() => busy().length === 0, 'the builders were not shown', { timeout: 10_000 });
      expect(win.getComputedStyle(grid).visibility).to.equal('visible');
      expect(doc.getElementById('kaart-status')!.textContent).to.equal('De tag klopt: de controle vindt niets.');
      expect(doc.querySelector('#kaart-live nl-map')!.shadowRoot?.textContent, 'the live map has drawn').to.contain('Voorbeeld Groep hoofdkantoor');
      await new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 100)));
      expect(shifts, 'layout shifts').to.deep.equal([]);
    });
  }

  it('nl-map: locations and marker types from fields; the snippet passes the checker and the live map lists them', async () => {
    const checker = await loadChecker('/dist/');
    const frame = await visit('/bouwers.html');
    const doc = frame.contentDocument!;
    const snippet = doc.getElementById('kaart-snippet')!;
    const status = doc.getElementById('kaart-status')!;
    await waitUntil(() => status.textContent === 'De tag klopt: de controle vindt niets.', 'built', { timeout: 10_000 });
    expect(checker.check(snippet.textContent!)).to.deep.equal([]);

    doc.getElementById('kaart-locatie-erbij')!.click();
    const second = doc.querySelectorAll('#kaart-locaties fieldset')[1]!;
    type(second.querySelector('[name="name"]')!, "Vestiging 's-Hertogenbosch");
    await waitUntil(() => status.textContent!.startsWith('Nog niet goed'), 'reports the missing coordinates');
    expect(status.textContent).to.contain('pois[1].location.lat');
    type(second.querySelector('[name="location.lat"]')!, '51,6978');
    type(second.querySelector('[name="location.lng"]')!, '5.3037');
    type(second.querySelector('[name="type"]')!, 'vestiging');
    doc.getElementById('kaart-marker-erbij')!.click();
    const marker = doc.querySelector('#kaart-markers fieldset')!;
    type(marker.querySelector('[name="marker-type"]')!, 'vestiging');
    type(marker.querySelector('[name="size.0"]')!, '32');
    type(marker.querySelector('[name="size.1"]')!, '40');
    await waitUntil(() => status.textContent === 'De tag klopt: de controle vindt niets.', 'valid again');

    const html = snippet.textContent!;
    expect(checker.check(html)).to.deep.equal([]);
    const parsed = new DOMParser().parseFromString(html, 'text/html').querySelector('nl-map')!;
    const config = JSON.parse(parsed.getAttribute('config')!) as { pois: { name: string; location: { lat: number } }[]; markers: Record<string, { size: number[] }> };
    expect(config.pois[1]).to.deep.include({ name: "Vestiging 's-Hertogenbosch", type: 'vestiging' });
    expect(config.pois[1]!.location).to.deep.equal({ lat: 51.6978, lng: 5.3037 });
    expect(config.markers.vestiging!.size).to.deep.equal([32, 40]);
    expect(html).to.contain('&#39;s-Hertogenbosch');

    const map = doc.querySelector('#kaart-live nl-map') as NlElement;
    await map.updateComplete;
    await waitUntil(() => map.shadowRoot?.textContent?.includes("Vestiging 's-Hertogenbosch"), 'the live map lists the new location');
  });

  it('nl-tracking: forms, events and user_data field ids from fields; the snippet passes the checker', async () => {
    const checker = await loadChecker('/dist/');
    const frame = await visit('/bouwers.html');
    const doc = frame.contentDocument!;
    const snippet = doc.getElementById('meting-snippet')!;
    const status = doc.getElementById('meting-status')!;
    await waitUntil(() => status.textContent === 'De tag klopt: de controle vindt niets.', 'built', { timeout: 10_000 });
    const first = doc.querySelector('#meting-formulieren fieldset')!;
    expect([...first.querySelectorAll('select[name="event"] option')].map((o) => (o as HTMLOptionElement).value)).to.deep.equal(['contact_submit', 'call_back']);
    type(first.querySelector('[name="user_data.email"]')!, 'contact-email');
    doc.getElementById('meting-formulier-erbij')!.click();
    await waitUntil(() => status.textContent!.startsWith('Nog niet goed'), 'a form without id');
    const second = doc.querySelectorAll('#meting-formulieren fieldset.builder__item')[1]!;
    type(second.querySelector('[name="form-id"]')!, 'terugbelformulier');
    type(second.querySelector('select[name="event"]')!, 'call_back');
    type(second.querySelector('[name="user_data.phone_number"]')!, 'terugbel-telefoon');
    await waitUntil(() => status.textContent === 'De tag klopt: de controle vindt niets.', 'valid');
    const html = snippet.textContent!;
    expect(checker.check(html)).to.deep.equal([]);
    const forms = JSON.parse(new DOMParser().parseFromString(html, 'text/html').querySelector('nl-tracking')!.getAttribute('forms')!) as unknown;
    expect(forms).to.deep.equal({
      contactformulier: { event: 'contact_submit', user_data: { email: 'contact-email' } },
      terugbelformulier: { event: 'call_back', user_data: { phone_number: 'terugbel-telefoon' } },
    });
  });
});
