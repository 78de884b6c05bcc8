/**
 * Issue 14.4 and 14.5 on the examples site: the page "Controleer je HTML" (/controleer.html) runs the
 * HTML checker on pasted HTML and previews it in preview mode, and every snippet has a copy button
 * that the keyboard reaches and that announces `Gekopieerd` in a live region.
 * Needs `npm run build` (the pages load /dist/).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { NlElement } from '../src/core/define.tsx';
import { loadFrame } from './helpers.ts';

const visit = (path: string): Promise<HTMLIFrameElement> => loadFrame(path);

describe('Controleer je HTML (issue 14.4)', function () {
  this.timeout(20_000);
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('shows each problem of the pasted HTML with its line, and a preview in preview mode', async () => {
    const frame = await visit('/controleer.html');
    const doc = frame.contentDocument!;
    const status = doc.getElementById('controleer-status')!;
    await waitUntil(() => status.textContent === 'Plak je HTML hierboven.', 'the checker loaded', { timeout: 10_000 });
    expect(status.getAttribute('role')).to.equal('status');
    const input = doc.querySelector<HTMLTextAreaElement>('#controleer-html')!;
    input.value = '<p>Hallo</p>\n<nl-alert type="fatal">Let op</nl-alert>\n<nl-acordion></nl-acordion>\n';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitUntil(() => status.textContent === '2 problemen gevonden.', 'checked', { timeout: 5000 });
    const items = [...doc.querySelectorAll('#controleer-lijst li')].map((li) => li.textContent);
    expect(items).to.deep.equal([
      'Regel 2, kolom 11 nl-alert type: attribute "type" must be one of "info", "success", "warning", "error", got "fatal"',
      'Regel 3, kolom 1 nl-acordion: no such tag in nl-components; did you mean nl-accordion?',
    ]);
    // The line button puts the caret on the problem.
    doc.querySelector<HTMLButtonElement>('#controleer-lijst button')!.click();
    expect(doc.activeElement).to.equal(input);
    expect(input.value.slice(0, input.selectionStart)).to.equal('<p>Hallo</p>\n<nl-alert ');

    // The preview: the pasted HTML with the library, <html data-nl-debug>.
    const preview = doc.querySelector<HTMLIFrameElement>('#controleer-preview')!;
    await waitUntil(() => preview.contentDocument?.querySelector('nl-alert'), 'previewed', { timeout: 5000 });
    const previewDoc = preview.contentDocument!;
    expect(previewDoc.documentElement.hasAttribute('data-nl-debug')).to.be.true;
    const alert = previewDoc.querySelector('nl-alert') as NlElement;
    await preview.contentWindow!.customElements.whenDefined('nl-alert');
    await alert.updateComplete;
    expect(alert.shadowRoot).to.not.equal(null);

    input.value = '<nl-alert type="success">Klaar</nl-alert>';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitUntil(() => status.textContent === 'Geen problemen gevonden.', 'clean', { timeout: 5000 });
    expect(doc.querySelectorAll('#controleer-lijst li')).to.have.length(0);
  });

  it('is linked from the header menu and the footer', async () => {
    const frame = await visit('/index.html');
    const links = [...frame.contentDocument!.querySelectorAll('a[href="/controleer.html"]')];
    expect(links.map((a) => a.textContent)).to.deep.equal(['Controleer je HTML', 'Controleer je HTML']);
  });
});

describe('copy buttons under the snippets (issue 14.5)', function () {
  this.timeout(20_000);
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('every snippet has one; the keyboard reaches it; it copies the snippet and announces Gekopieerd', async () => {
    const frame = await visit('/elements/nl-alert.html');
    const doc = frame.contentDocument!;
    const win = frame.contentWindow as Window & typeof globalThis;
    const snippets = [...doc.querySelectorAll('pre.snippet')];
    expect(snippets.length).to.be.greaterThan(3);
    for (const pre of snippets) expect(pre.nextElementSibling?.querySelector('button.snippet-copy'), 'a copy button after each snippet').to.exist;
    const copied: string[] = [];
    Object.defineProperty(win.navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });

    // Keyboard: Tab from the snippet (focusable, it scrolls) reaches its button; Enter copies.
    const pre = snippets[0] as HTMLElement;
    frame.focus();
    pre.focus();
    await sendKeys({ press: 'Tab' });
    const button = pre.nextElementSibling!.querySelector<HTMLButtonElement>('button')!;
    expect(doc.activeElement).to.equal(button);
    expect(button.textContent).to.equal('Kopiëren');
    await sendKeys({ press: 'Enter' });
    const live = pre.nextElementSibling!.querySelector('[role="status"]')!;
    await waitUntil(() => live.textContent === 'Gekopieerd', 'announced');
    expect(copied).to.deep.equal([pre.textContent]);
  });
});
