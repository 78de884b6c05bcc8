/**
 * The documentation pages (issue 18 point 5, issue 19): every per-tag page of the examples site
 * (/elements/nl-*.html, from the built site's page list /fake/pages) as `npm start` serves it, and
 * the catalogue index (/catalogus.html).
 * - A per-tag page has a lead paragraph (what it does), a live example (the tag inside a .demo),
 *   the "HTML om te plakken" snippet with the tag, and the reference generated from
 *   /dist/custom-elements.json by `<!--#reference nl-TAG -->` (scripts/site/docs.mjs): its Attributes
 *   table lists exactly the manifest's attributes, its Events table the manifest's events (when
 *   any), with Dutch headings; at 360 px each row is a card and the page does not scroll sideways;
 *   axe finds nothing in the reference.
 * - The catalogue lists every tag of the manifest in the served HTML (so without JavaScript too), each
 *   linking to a page that exists, and every page of the manual (docs/*.md, /docs/, issue 32); typing
 *   filters both (a tag by name, summary, attribute names; a manual page by its title, what it is for
 *   and its headings) and the live region says how many are left.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { loadFrame } from './helpers.ts';

interface Item {
  name: string;
}
interface Declaration {
  tagName: string;
  attributes?: Item[];
  events?: Item[];
  slots?: Item[];
  cssParts?: Item[];
}
type AxeWindow = Window & { axe?: { run: (context: Element, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } };

const pages = (await (await fetch('/fake/pages')).json()) as string[];
const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as { modules: { declarations: Declaration[] }[] };
const declarations = new Map(manifest.modules.flatMap((m) => m.declarations).map((d) => [d.tagName, d]));
const tagPages = pages.filter((page) => /^\/elements\/nl-[\w-]+\.html$/.test(page));

function clearCookies(): void {
  for (const name of ['nl_consent', 'nl_dismissed']) document.cookie = `${name}=; path=/; max-age=0`;
}

/** axe-core, run inside the frame's own document (its styles and layout), on `context`. */
async function axeViolations(frame: HTMLIFrameElement, context: Element): Promise<string[]> {
  const win = frame.contentWindow as AxeWindow;
  if (!win.axe) {
    const script = frame.contentDocument!.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    const loaded = new Promise((resolve, reject) => {
      script.addEventListener('load', resolve, { once: true });
      script.addEventListener('error', reject, { once: true });
    });
    frame.contentDocument!.head.append(script);
    await loaded;
  }
  const result = await win.axe!.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const names = (table: Element | null) => [...(table?.querySelectorAll('tbody th[scope="row"] code') ?? [])].map((code) => code.textContent);

describe('documentation pages', function () {
  // A page load and an axe run each; on a busy machine the first one (axe-core's first load) is slow.
  this.timeout(30_000);

  before(() => {
    expect(tagPages.length, 'per-tag pages found').to.be.at.least(26);
  });
  afterEach(() => {
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    clearCookies();
  });

  for (const page of tagPages) {
    const tag = page.slice('/elements/'.length, -'.html'.length);
    it(`${page}: lead, live example, snippet and the generated reference; cards at 360 px, no sideways scroll; axe`, async () => {
      const frame = await loadFrame(page, 360, 800);
      const doc = frame.contentDocument!;
      const main = doc.querySelector('main')!;
      expect(main.querySelector('.lead')?.textContent?.trim(), 'lead paragraph').to.have.length.above(20);
      // A live example: the tag in a .demo; for the one-per-page tags (the cookie bar, monitoring, tracking)
      // the site-wide one in the header or footer is the live element, and the .demo shows what it does.
      const live = main.querySelector(`.demo ${tag}`) ?? (doc.querySelector(tag) && main.querySelector('.demo'));
      expect(live, 'live example').to.not.equal(null);
      const snippets = [...main.querySelectorAll('.snippet-label')].filter((label) => label.textContent!.startsWith('HTML om te plakken'));
      expect(snippets.length, 'HTML om te plakken').to.be.above(0);
      expect(
        snippets.some((label) => label.nextElementSibling?.matches('pre.snippet') && label.nextElementSibling.textContent!.includes(`<${tag}`)),
        'a snippet with the tag',
      ).to.equal(true);
      expect(doc.documentElement.innerHTML, 'no marker left').to.not.include('<!--#reference');

      const references = [...main.querySelectorAll<HTMLElement>('section.reference[data-reference]')];
      expect(references.map((section) => section.dataset.reference)).to.include(tag);
      for (const reference of references) {
        const declaration = declarations.get(reference.dataset.reference!)!;
        expect(declaration, `${reference.dataset.reference} is in the manifest`).to.not.equal(undefined);
        expect(reference.querySelector('h2')!.textContent).to.equal(`Referentie: ${declaration.tagName}`);
        const attributes = reference.querySelector('table[data-reference-part="attributes"]');
        expect(names(attributes), 'attributes as in the manifest').to.deep.equal((declaration.attributes ?? []).map((a) => a.name));
        if (attributes) {
          expect([...attributes.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal([
            'Naam',
            'Type',
            'Standaard',
            'Verplicht',
            'Toegestane waarden',
            'Beschrijving',
          ]);
          expect(attributes.querySelector('caption')!.textContent).to.equal(`Attributen van ${declaration.tagName}`);
        }
        const events = reference.querySelector('table[data-reference-part="events"]');
        expect(names(events), 'events as in the manifest').to.deep.equal((declaration.events ?? []).map((e) => e.name));
        expect(reference.querySelectorAll('table[data-reference-part="parts"] tbody tr').length).to.equal(declaration.cssParts?.length ?? 0);
        expect(reference.querySelectorAll('table[data-reference-part="slots"] tbody tr').length).to.equal(declaration.slots?.length ?? 0);
        // On a phone: every row a card (block), inside the screen, each cell with its column's label.
        for (const table of reference.querySelectorAll('table')) {
          const row = table.querySelector('tbody tr')!;
          expect(frame.contentWindow!.getComputedStyle(row).display, 'a row is a card').to.equal('block');
          expect(table.getBoundingClientRect().right, 'the table fits').to.be.at.most(doc.documentElement.clientWidth + 1);
          for (const cell of table.querySelectorAll('tbody td')) expect(cell.getAttribute('data-label')).to.not.equal(null);
        }
      }
      expect(doc.documentElement.scrollWidth, 'no sideways scroll at 360 px').to.be.at.most(doc.documentElement.clientWidth);
      for (const reference of references) expect(await axeViolations(frame, reference)).to.deep.equal([]);
    });
  }

  it('on a wide screen the reference is a table again (nl-modal)', async () => {
    const frame = await loadFrame('/elements/nl-modal.html', 1280, 900);
    const table = frame.contentDocument!.querySelector('.reference table[data-reference-part="attributes"]')!;
    expect(frame.contentWindow!.getComputedStyle(table).display).to.equal('table');
    expect(frame.contentWindow!.getComputedStyle(table.querySelector('thead')!).position).to.not.equal('absolute');
  });

  it('/catalogus.html lists every tag of the manifest in the served HTML, each linking to its page', async () => {
    const html = await (await fetch('/catalogus.html')).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const items = [...doc.querySelectorAll<HTMLElement>('.catalogue-index li[data-search]')];
    expect(items.map((item) => item.id)).to.deep.equal([...declarations.keys()].sort().map((tag) => `tag-${tag}`));
    for (const item of items) {
      const href = item.querySelector('a')?.getAttribute('href') ?? '';
      expect(pages, `${item.id} links to a page`).to.include(href.replace(/#.*/, ''));
      expect(item.querySelector('.catalogue-index__line')!.textContent!.trim(), `${item.id} has a line`).to.not.equal('');
    }
    expect(doc.querySelector('[role="status"]')!.textContent).to.equal(`${items.length} elementen`);
    // The manual: one entry per docs/*.md, each linking to its page on the site (English: hreflang).
    const guides = [...doc.querySelectorAll<HTMLElement>('.catalogue-index li[data-guide-search]')];
    const manualPages = pages.filter((page) => page.startsWith('/docs/') && page !== '/docs/index.html');
    expect(guides.map((guide) => guide.querySelector('a')!.getAttribute('href')).sort()).to.deep.equal(manualPages.sort());
    for (const guide of guides) expect(guide.querySelector('a')!.hreflang, guide.id).to.equal('en');
  });

  it('/catalogus.html: typing filters the list, the live region says how many; axe', async () => {
    const frame = await loadFrame('/catalogus.html', 360, 800);
    const doc = frame.contentDocument!;
    const input = doc.querySelector<HTMLInputElement>('.catalogue-index input[type="search"]')!;
    expect(doc.querySelector(`label[for="${input.id}"]`)!.textContent).to.equal('Zoek een element');
    const status = doc.querySelector('.catalogue-index [role="status"]')!;
    const items = [...doc.querySelectorAll<HTMLElement>('.catalogue-index li[data-search]')];
    const guides = [...doc.querySelectorAll<HTMLElement>('.catalogue-index li[data-guide-search]')];
    const total = items.length;
    const shown = () => items.filter((item) => !item.hidden).map((item) => item.id);
    const shownGuides = () => guides.filter((guide) => !guide.hidden).map((guide) => guide.id);
    /** What the live region adds for the manual after a search. */
    const manualCount = () => {
      const n = shownGuides().length;
      return n === 0 ? ' Geen pagina van de handleiding past erbij.' : n === 1 ? ' 1 pagina van de handleiding past erbij.' : ` ${n} pagina’s van de handleiding passen erbij.`;
    };
    expect(guides.length, 'the manual’s pages').to.be.greaterThan(15);
    expect(shown()).to.have.length(total);
    expect(await axeViolations(frame, doc.querySelector('main')!)).to.deep.equal([]);

    input.focus();
    await sendKeys({ type: 'kaart' });
    await waitUntil(() => shown().length < total, 'filtered');
    expect(shown()).to.include('tag-nl-map');
    for (const item of items) expect(item.hidden, item.id).to.equal(!item.dataset.search!.includes('kaart'));
    expect(status.textContent).to.equal(`${shown().length} van de ${total} elementen ${shown().length === 1 ? 'past' : 'passen'} bij je zoekwoord.${manualCount()}`);

    input.select();
    await sendKeys({ type: 'nl-slider' });
    await waitUntil(() => shown().length === 1, 'one left');
    expect(shown()).to.deep.equal(['tag-nl-slider']);
    expect(status.textContent).to.equal(`1 van de ${total} elementen past bij je zoekwoord.${manualCount()}`);

    // An attribute name finds its tag: `item-id` is nl-accordion-item's (and nl-faq-feedback's).
    input.select();
    await sendKeys({ type: 'item-id' });
    await waitUntil(() => !shown().includes('tag-nl-slider'), 'filtered by attribute');
    expect(shown()).to.include('tag-nl-accordion-item');

    input.select();
    await sendKeys({ type: 'qqqzzz' });
    await waitUntil(() => shown().length === 0, 'none left');
    expect(status.textContent).to.equal(`Geen van de ${total} elementen past bij je zoekwoord. Geen pagina van de handleiding past erbij.`);
    expect(shownGuides()).to.deep.equal([]);
    expect(await axeViolations(frame, doc.querySelector('main')!)).to.deep.equal([]);

    // A page of the manual by its title, and by a heading of it ("The focus ring" on Theming), not by its body.
    input.select();
    await sendKeys({ type: 'consent api' });
    await waitUntil(() => shownGuides().includes('guide-consent'), 'the consent API page');
    for (const guide of guides) expect(guide.hidden, guide.id).to.equal(!(guide.dataset.guideSearch!.includes('consent') && guide.dataset.guideSearch!.includes('api')));
    expect(status.textContent).to.match(/ van de handleiding (past|passen) erbij\.$/);
    input.select();
    await sendKeys({ type: 'focus ring' });
    await waitUntil(() => shownGuides().includes('guide-theming'), 'Theming, by its heading');
    expect(guides.find((guide) => guide.id === 'guide-theming')!.dataset.guideSearch).to.not.include('thirteen design tokens theme every element at once');

    input.select();
    await sendKeys({ press: 'Backspace' });
    await waitUntil(() => shown().length === total, 'all back');
    expect(shownGuides()).to.have.length(guides.length);
    expect(status.textContent).to.equal(`${total} elementen`);
    expect(doc.documentElement.scrollWidth, 'no sideways scroll at 360 px').to.be.at.most(doc.documentElement.clientWidth);
  });
});
