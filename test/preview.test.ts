/**
 * Preview mode's switch and the visitor view (issue 14), with the built loader (dist/; npm test builds
 * first), each page in a same-origin frame of its own:
 * - preview mode is on by `<html data-nl-debug>`, by `?nl-debug` (any value), or on a page served by
 *   `npm start` (scripts/site/serve.mjs adds data-nl-debug), and off otherwise;
 * - outside it a visitor sees what they saw before: no box, no panel, nothing added to the DOM, and
 *   the panel's chunk is never requested;
 * - an nl-* element that is no tag of the library is warned about (with a suggestion when one is close).
 * The panel and boxes themselves are test/preview-panel.test.ts.
 */
import { expect, waitUntil } from '@open-wc/testing';

type FrameWindow = Window & { nl: { ready: Promise<void>; loadAll(): Promise<void> }; logged: [string, string][]; initial: string };

// Records what the page logs before any of the library's code runs.
const RECORD = `<script>window.logged=[];for(const l of ['error','warn']){const o=console[l].bind(console);console[l]=(...a)=>{logged.push([l,a.map(String).join(' ')]);o(...a)}}</script>`;

function page(body: string, html = ''): string {
  return `<!doctype html><html lang="nl"${html}><head><meta charset="utf-8"><title>Proef</title>${RECORD}` +
    `<link rel="stylesheet" href="/dist/nl-components.css"><script type="module" src="/dist/nl-components.js"></script></head>` +
    `<body><main><h1>Proef</h1>${body}</main><script>window.initial=document.body.innerHTML</script></body></html>`;
}

async function open(source: { srcdoc: string } | { src: string }): Promise<{ win: FrameWindow; doc: Document }> {
  const frame = document.createElement('iframe');
  frame.width = '1000';
  frame.height = '700';
  frame.title = 'proef';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  Object.assign(frame, source);
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as FrameWindow;
  await waitUntil(() => win.nl, 'the loader ran', { timeout: 5000 });
  // Every tag's problems are reported by its code: load them all (docs/loading.md).
  await win.nl.loadAll();
  return { win, doc: frame.contentDocument! };
}

const requested = (win: Window) => win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
const panelOf = (doc: Document) => doc.querySelector<HTMLElement>('[data-nl-preview="panel"]');
const warnings = (win: FrameWindow) => win.logged.filter(([level]) => level === 'warn').map(([, text]) => text);

const MISTAKES = `
  <nl-search placeholder="Zoek een vacature"></nl-search>
  <nl-map config='{"api_key": "k", "pois": [}'><p>Onze locaties: Utrecht en Zwolle.</p></nl-map>
  <nl-call-us phone="0201234567" lable="Bel ons"></nl-call-us>
  <nl-acordion><p>Vraag en antwoord</p></nl-acordion>`;

describe('preview mode: the switch (built loader)', () => {
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('is on with <html data-nl-debug>: the panel chunk loads and shows the page’s problems', async () => {
    const { win, doc } = await open({ srcdoc: page(MISTAKES, ' data-nl-debug') });
    await waitUntil(() => panelOf(doc)?.shadowRoot?.querySelector('.toggle')?.textContent === '4 problemen met nl-components', 'four problems in the panel', { timeout: 5000 });
    expect(requested(win)).to.include('/dist/preview/panel.js');
    const box = doc.querySelector('nl-search')!.previousElementSibling as HTMLElement;
    expect(box.dataset.nlPreview).to.equal('box');
    expect(box.shadowRoot!.textContent).to.include('nl-search: attribute "action" is required');
    const unknown = doc.querySelector('nl-acordion')!.previousElementSibling as HTMLElement;
    expect(unknown.shadowRoot!.textContent).to.include('nl-acordion: no such tag in nl-components; did you mean nl-accordion?');
  });

  it('is on with ?nl-debug in the page URL, whatever its value', async () => {
    for (const query of ['?nl-debug', '?x=1&nl-debug=0']) {
      const { win, doc } = await open({ src: `/test/fixtures/preview.html${query}` });
      await waitUntil(() => panelOf(doc)?.shadowRoot?.textContent?.includes('1 probleem met nl-components'), `panel with ${query}`, { timeout: 5000 });
      expect(requested(win), query).to.include('/dist/preview/panel.js');
      document.querySelector('iframe')!.remove();
    }
  });

  it('is on for pages served by npm start: its server adds data-nl-debug to <html>; the tests and Lighthouse get the visitor view', async () => {
    const preview = await (await fetch('/faq.html', { headers: { 'X-NL-Preview': '1' } })).text();
    expect(preview).to.match(/<html data-nl-debug lang="nl">/);
    const visitor = await (await fetch('/faq.html')).text();
    expect(visitor).not.to.include('data-nl-debug');
  });

  it('is off otherwise: a visitor sees exactly what they saw before, and the panel’s chunk is never requested', async () => {
    for (const query of ['', '?nl-debugger=1']) {
      const { win, doc } = await open(query ? { src: `/test/fixtures/preview.html${query}` } : { srcdoc: page(MISTAKES) });
      if (!query) await waitUntil(() => warnings(win).some((w) => w.startsWith('nl-acordion:')), 'the unknown-tag warning', { timeout: 5000 });
      // Give a late chunk a moment to show up.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(doc.querySelector('[data-nl-preview]'), query).to.equal(null);
      expect(doc.documentElement.hasAttribute('data-nl-preview-outline')).to.equal(false);
      expect(doc.adoptedStyleSheets.length, 'no sheet added to the page').to.equal(0);
      expect(requested(win).filter((path) => path.endsWith('/preview/panel.js'))).to.deep.equal([]);
      if (!query) {
        // The light DOM is as the page wrote it: the elements show their own fallback, nothing added.
        expect(doc.body.innerHTML).to.equal((win as FrameWindow).initial);
        expect(doc.querySelector('nl-map p')!.getClientRects().length, 'nl-map shows its fallback').to.be.greaterThan(0);
      }
      document.querySelector('iframe')!.remove();
    }
  });

  it('works under the strict CSP page’s policy (Trusted Types, no inline styles), with zero violations', async () => {
    const { win, doc } = await open({ src: '/strict-csp.html?nl-debug' });
    await waitUntil(() => panelOf(doc)?.shadowRoot?.querySelector('.toggle')?.textContent, 'the panel', { timeout: 5000 });
    // A box in place, then the panel's outline on its element: styles and DOM the policy must allow.
    const search = doc.querySelector('nl-search')!;
    search.setAttribute('action', 'javascript:void 0');
    await waitUntil(() => (search.previousElementSibling as HTMLElement | null)?.dataset.nlPreview === 'box', 'a box for nl-search', { timeout: 5000 });
    const toggle = panelOf(doc)!.shadowRoot!.querySelector<HTMLButtonElement>('.toggle')!;
    toggle.click();
    panelOf(doc)!.shadowRoot!.querySelector<HTMLButtonElement>('.entry')!.click();
    expect(search.hasAttribute('data-nl-preview-outline') || (search.previousElementSibling as HTMLElement).hasAttribute('data-nl-preview-outline')).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((win as unknown as { cspViolations: unknown[] }).cspViolations).to.deep.equal([]);
  });

  it('fetches neither preview file on a page without mistakes', async () => {
    const { win } = await open({ srcdoc: page('<nl-call-us phone="0201234567"></nl-call-us>') });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requested(win).filter((path) => path.includes('/preview/'))).to.deep.equal([]);
    expect(win.logged).to.deep.equal([]);
  });
});

describe('unknown tags (built loader)', () => {
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('warns about an nl-* element that is no tag of the library, with a suggestion when one is close', async () => {
    const { win, doc } = await open({
      srcdoc: page(
        `<nl-acordion></nl-acordion><nl-slidr></nl-slidr><nl-qqqqqq-zzzz></nl-qqqqqq-zzzz><nl-own></nl-own>` +
          `<script>customElements.define('nl-own', class extends HTMLElement {})</script>`,
      ),
    });
    await waitUntil(() => warnings(win).length >= 3, 'three warnings', { timeout: 5000 });
    // Tags added later, deep in a subtree, are found too.
    const added = doc.createElement('div');
    added.innerHTML = '<section><p><nl-serch action="/zoeken"></nl-serch></p></section>';
    doc.querySelector('main')!.append(added);
    await waitUntil(() => warnings(win).length >= 4, 'the fourth warning', { timeout: 5000 });
    // Once per element: moving it warns no more.
    doc.querySelector('main')!.append(doc.querySelector('nl-acordion')!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(warnings(win)).to.deep.equal([
      'nl-acordion: no such tag in nl-components; did you mean nl-accordion?',
      'nl-slidr: no such tag in nl-components; did you mean nl-slider?',
      'nl-qqqqqq-zzzz: no such tag in nl-components.',
      'nl-serch: no such tag in nl-components; did you mean nl-search?',
    ]);
    expect(requested(win).filter((path) => path.includes('/preview/'))).to.deep.equal(['/dist/preview/unknown-tag.js']);
  });
});
