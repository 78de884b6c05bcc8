import { expect, fixtureSync, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit-html';
import sinon from 'sinon';
import { consent } from '../../core/consent.ts';
import type { NlElement } from '../../core/define.tsx';
import { errorsDuring, expectNoLayoutShift, settle } from '../../../test/helpers.ts';

// Wrappers are made with fixtureSync and awaited with settle(): open-wc's fixture() waits for an
// animation frame, which a page run in the background may never get.
// consent.open is always stubbed: unstubbed, it would add an nl-cookie-bar to the page.

type CookieTable = NlElement & { cookies: unknown; headingLevel: number };

const COOKIES = [
  { name: '_ga', provider: 'Google Analytics', purpose: 'Onderscheidt bezoekers', expiry: '2 jaar', category: 'statistics' },
  { name: 'nl_consent', provider: 'Deze website', purpose: 'Onthoudt je cookiekeuze', expiry: '1 jaar', category: 'necessary' },
  { name: 'YSC', provider: 'YouTube', purpose: 'Telt weergaven van video’s', expiry: 'Sessie', category: 'marketing' },
  { name: '_gid', provider: 'Google Analytics', purpose: 'Onderscheidt bezoekers per dag', expiry: '24 uur', category: 'statistics' },
];
const JSON_COOKIES = JSON.stringify(COOKIES);

/** The default stripe: 5% of the text colour token on the background (src/core/tokens.css), as serialised. */
function stripe(): string {
  const probe = document.createElement('div');
  probe.style.backgroundColor = 'color-mix(in srgb, #1b1f24 5%, #fff)';
  document.body.append(probe);
  const value = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return value;
}

const DESCRIPTIONS = {
  necessary: 'Nodig om de website te laten werken, bijvoorbeeld om je cookiekeuze te onthouden. Deze cookies staan altijd aan.',
  statistics: 'Laten ons anoniem zien hoe bezoekers de website gebruiken, zodat we die kunnen verbeteren.',
  marketing:
    'Maken advertenties relevanter en zijn nodig voor inhoud van derden, zoals kaarten van Google Maps en video’s van YouTube.',
};

/** An editor's table: a caption, a header row and three rows. */
const editorTable = (caption: string) => html`<table>
  ${caption ? html`<caption>${caption}</caption>` : ''}
  <thead>
    <tr><th scope="col">Naam</th><th scope="col">Aanbieder</th><th scope="col">Doel</th><th scope="col">Bewaartermijn</th></tr>
  </thead>
  <tbody>
    <tr data-probe><th scope="row">VISITOR_INFO1_LIVE</th><td>YouTube</td><td>Schat je bandbreedte</td><td>6 maanden</td></tr>
    <tr><th scope="row">YSC</th><td>YouTube</td><td>Telt weergaven</td><td>Sessie</td></tr>
    <tr data-probe><th scope="row">PREF</th><td>YouTube</td><td>Onthoudt je voorkeuren</td><td>8 maanden</td></tr>
  </tbody>
</table>`;

// The first block runs before the tag is defined (it imports the element itself), like a page
// whose chunk arrives after first paint: the editor's own tables must not move at the upgrade, and
// the button row is reserved below them. Wide (no scrolling) and narrow (the tables scroll).
describe('nl-cookie-table before its code has loaded', () => {
  it('a table wider than a phone is no scroll box that a keyboard cannot reach (axe: scrollable-region-focusable), issue 30.3', async () => {
    const el = fixtureSync<HTMLElement>(html`<div style="width: 320px"><nl-cookie-table>${editorTable('Cookies van YouTube')}</nl-cookie-table></div>`).firstElementChild as HTMLElement;
    expect(customElements.get('nl-cookie-table'), 'not defined yet').to.equal(undefined);
    // Only the upgraded element scrolls: its scroll region is focusable and named (below).
    expect(['auto', 'scroll']).not.to.include(getComputedStyle(el).overflowX);
    await expect(el.parentElement!).to.be.accessible();
    el.parentElement!.remove();
  });

  it('keeps the editor’s tables where they are and reserves the button row, so nothing moves when it upgrades', async () => {
    await setViewport({ width: 1000, height: 900 });
    await expectNoLayoutShift(
      html`
        <div style="font: 16px/1.5 sans-serif">
          <style>
            /* A site theme's table rules (as in examples/assets/site.css): the same in both states. */
            table { font-size: 0.9rem; border-collapse: separate; }
            caption { padding: 1rem; font-weight: 400; }
            th, td { padding: 2px; }
            thead th { font-size: 0.75rem; }
            tbody tr:last-child > * { border-bottom: 0; }
          </style>
          <p data-probe>Boven</p>
          <div style="width: 800px">
            <nl-cookie-table>
              <p data-probe>Deze cookies plaatsen anderen via onze website.</p>
              ${editorTable('Cookies van YouTube')}
              <p data-probe>Tussen de tabellen</p>
              ${editorTable('')}
            </nl-cookie-table>
          </div>
          <p data-probe>Onder de brede tabellen</p>
          <div style="width: 320px">
            <nl-cookie-table>${editorTable('Cookies van YouTube')}</nl-cookie-table>
          </div>
          <p data-probe>Onder de smalle tabel</p>
          <nl-cookie-table></nl-cookie-table>
          <p data-probe>Einde</p>
        </div>
      `,
      () => import('../../../elements/nl-cookie-table.ts'),
    );
  });
});

describe('nl-cookie-table', () => {
  before(async () => {
    await import('../../../elements/nl-cookie-table.ts');
  });

  let open: sinon.SinonStub;
  beforeEach(() => {
    document.cookie = 'nl_consent=; path=/; max-age=0';
    open = sinon.stub(consent, 'open');
  });
  afterEach(() => {
    sinon.restore();
    document.cookie = 'nl_consent=; path=/; max-age=0';
  });

  async function render(template: TemplateResult) {
    const wrapper = fixtureSync<HTMLElement>(html`<div>${template}</div>`);
    await settle(wrapper);
    return { wrapper, el: wrapper.querySelector<CookieTable>('nl-cookie-table')! };
  }

  const root = (el: Element) => el.shadowRoot!;
  const blocks = (el: Element) => [...root(el).querySelectorAll<HTMLElement>('[part="category"]')];
  const choiceOf = (el: Element, category: string) =>
    root(el).querySelector(`[part="category"][data-category="${category}"] [part="choice-value"]`)?.textContent;
  const choices = (el: Element) => blocks(el).map((block) => [block.dataset.category, choiceOf(el, block.dataset.category!)]);
  const button = (el: Element) => root(el).querySelector<HTMLButtonElement>('button[part="button"]')!;
  const cells = (row: HTMLTableRowElement) =>
    [...row.cells].map((cell) => (cell.localName === 'th' ? `th[${cell.getAttribute('scope')}] ${cell.textContent}` : cell.textContent));
  const table = (block: Element) => block.querySelector<HTMLTableElement>('table')!;

  describe('tables from the cookies attribute', () => {
    it('renders a table per category that has cookies, in the order necessary, preferences, statistics, marketing', async () => {
      const { el } = await render(html`<nl-cookie-table cookies=${JSON_COOKIES}></nl-cookie-table>`);
      const seen = blocks(el).map((block) => ({
        category: block.dataset.category,
        heading: `${block.querySelector('[part="heading"]')!.localName} ${block.querySelector('[part="heading"]')!.textContent}`,
        description: block.querySelector('[part="description"]')!.textContent,
        caption: table(block).caption!.textContent,
        columns: cells(table(block).tHead!.rows[0]!),
        rows: [...table(block).tBodies[0]!.rows].map(cells),
      }));
      const columns = ['th[col] Naam', 'th[col] Aanbieder', 'th[col] Doel', 'th[col] Bewaartermijn'];
      // preferences has no cookies: no block at all.
      expect(seen).to.deep.equal([
        {
          category: 'necessary',
          heading: 'h2 Noodzakelijk',
          description: DESCRIPTIONS.necessary,
          caption: 'Noodzakelijk',
          columns,
          rows: [['th[row] nl_consent', 'Deze website', 'Onthoudt je cookiekeuze', '1 jaar']],
        },
        {
          category: 'statistics',
          heading: 'h2 Statistieken',
          description: DESCRIPTIONS.statistics,
          caption: 'Statistieken',
          columns,
          rows: [
            ['th[row] _ga', 'Google Analytics', 'Onderscheidt bezoekers', '2 jaar'],
            ['th[row] _gid', 'Google Analytics', 'Onderscheidt bezoekers per dag', '24 uur'],
          ],
        },
        {
          category: 'marketing',
          heading: 'h2 Marketing',
          description: DESCRIPTIONS.marketing,
          caption: 'Marketing',
          columns,
          rows: [['th[row] YSC', 'YouTube', 'Telt weergaven van video’s', 'Sessie']],
        },
      ]);
      expect(el.cookies).to.deep.equal(COOKIES);
    });

    it('puts each table in a focusable group (not a landmark) named by its caption, and stripes the rows', async () => {
      const { el } = await render(html`<nl-cookie-table cookies=${JSON_COOKIES}></nl-cookie-table>`);
      for (const block of blocks(el)) {
        const region = block.querySelector<HTMLElement>('[part="scroll"]')!;
        expect(region.getAttribute('role')).to.equal('group');
        expect(region.tabIndex).to.equal(0);
        const caption = table(block).caption!;
        expect(region.getAttribute('aria-labelledby')).to.equal(caption.id);
        expect(root(el).getElementById(caption.id) === caption).to.equal(true);
        expect(region.contains(table(block))).to.equal(true);
        expect(getComputedStyle(region).overflowX).to.equal('auto');
      }
      const [first, second] = [...table(blocks(el)[1]!).tBodies[0]!.rows];
      const background = (row: HTMLTableRowElement) => getComputedStyle(row.cells[1]!).backgroundColor;
      expect(background(second!)).to.equal(stripe());
      expect(background(first!)).to.not.equal(background(second!));
    });

    it('scrolls a table sideways in its region on a narrow screen, without widening the page', async () => {
      const { wrapper, el } = await render(html`<div style="width: 320px"><nl-cookie-table cookies=${JSON_COOKIES}></nl-cookie-table></div>`);
      const region = blocks(el)[0]!.querySelector<HTMLElement>('[part="scroll"]')!;
      expect(region.clientWidth).to.equal(320);
      expect(region.scrollWidth).to.be.greaterThan(region.clientWidth);
      expect(el.getBoundingClientRect().width).to.equal(wrapper.firstElementChild!.getBoundingClientRect().width);
    });

    it('takes the heading level from heading-level (2–6) and logs a level out of range', async () => {
      const { el } = await render(html`<nl-cookie-table heading-level="4" cookies=${JSON_COOKIES}></nl-cookie-table>`);
      expect(blocks(el).map((b) => b.querySelector('[part="heading"]')!.localName)).to.deep.equal(['h4', 'h4', 'h4']);
      expect(el.headingLevel).to.equal(4);
      const errors = await errorsDuring(async () => {
        el.setAttribute('heading-level', '1');
        await el.updateComplete;
      });
      expect(errors).to.deep.equal(['nl-cookie-table: attribute "heading-level" must be at least 2, got "1"']);
      expect(blocks(el)[0]!.querySelector('[part="heading"]')!.localName).to.equal('h2');
    });

    it('follows a new cookies value, also set as a property', async () => {
      const { el } = await render(html`<nl-cookie-table cookies=${JSON_COOKIES}></nl-cookie-table>`);
      el.cookies = [{ name: 'lang', provider: 'Deze website', purpose: 'Onthoudt je taal', expiry: '1 jaar', category: 'preferences' }];
      await el.updateComplete;
      expect(el.getAttribute('cookies')).to.equal(
        '[{"name":"lang","provider":"Deze website","purpose":"Onthoudt je taal","expiry":"1 jaar","category":"preferences"}]',
      );
      expect(blocks(el).map((b) => b.dataset.category)).to.deep.equal(['preferences']);
      expect(blocks(el)[0]!.querySelector('[part="heading"]')!.textContent).to.equal('Voorkeuren');
      el.removeAttribute('cookies');
      await el.updateComplete;
      expect(blocks(el)).to.have.length(0);
      expect(button(el)).to.exist;
    });
  });

  describe('the visitor’s current choice', () => {
    it('without a consent cookie: necessary "Altijd actief", the others "Nog geen keuze gemaakt"', async () => {
      const { el } = await render(html`<nl-cookie-table cookies=${JSON_COOKIES}></nl-cookie-table>`);
      expect(choices(el)).to.deep.equal([
        ['necessary', 'Altijd actief'],
        ['statistics', 'Nog geen keuze gemaakt'],
        ['marketing', 'Nog geen keuze gemaakt'],
      ]);
      expect(root(el).querySelector('[part="choice"]')!.textContent).to.equal('Je keuze: Altijd actief');
    });

    it('all accepted: "Toegestaan"', async () => {
      consent.set('all');
      const { el } = await render(html`<nl-cookie-table cookies=${JSON_COOKIES}></nl-cookie-table>`);
      expect(choices(el)).to.deep.equal([
        ['necessary', 'Altijd actief'],
        ['statistics', 'Toegestaan'],
        ['marketing', 'Toegestaan'],
      ]);
    });

    it('necessary only: "Niet toegestaan"', async () => {
      consent.set('necessary');
      const { el } = await render(html`<nl-cookie-table cookies=${JSON_COOKIES}></nl-cookie-table>`);
      expect(choices(el)).to.deep.equal([
        ['necessary', 'Altijd actief'],
        ['statistics', 'Niet toegestaan'],
        ['marketing', 'Niet toegestaan'],
      ]);
    });

    it('changes live when consent changes', async () => {
      const { el } = await render(html`<nl-cookie-table cookies=${JSON_COOKIES}></nl-cookie-table>`);
      consent.set({ statistics: true });
      await el.updateComplete;
      // Marketing (and preferences) are still undecided.
      expect(choices(el)).to.deep.equal([
        ['necessary', 'Altijd actief'],
        ['statistics', 'Toegestaan'],
        ['marketing', 'Nog geen keuze gemaakt'],
      ]);
      consent.set({ preferences: false, marketing: false });
      await el.updateComplete;
      expect(choices(el)).to.deep.equal([
        ['necessary', 'Altijd actief'],
        ['statistics', 'Toegestaan'],
        ['marketing', 'Niet toegestaan'],
      ]);
      consent.set('necessary');
      await el.updateComplete;
      expect(choiceOf(el, 'statistics')).to.equal('Niet toegestaan');
      expect(root(el).querySelector('[data-category="statistics"] [part="choice-value"]')!.getAttribute('data-choice')).to.equal('denied');
    });
  });

  describe('the settings button', () => {
    it('reads "Cookie-instellingen wijzigen" and calls consent.open()', async () => {
      const { el } = await render(html`<nl-cookie-table cookies=${JSON_COOKIES}></nl-cookie-table>`);
      expect(button(el).type).to.equal('button');
      expect(button(el).textContent).to.equal('Cookie-instellingen wijzigen');
      expect(open.called).to.equal(false);
      button(el).click();
      expect(open.callCount).to.equal(1);
      expect(document.querySelector('nl-cookie-bar')).to.equal(null);
    });

    it('is there without any cookies too', async () => {
      const { el } = await render(html`<nl-cookie-table></nl-cookie-table>`);
      expect(blocks(el)).to.have.length(0);
      button(el).click();
      expect(open.callCount).to.equal(1);
    });
  });

  describe('keyboard', () => {
    it('Tab reaches every scroll region and then the button; Enter on the button opens the settings', async () => {
      const { wrapper, el } = await render(html`
        <button id="before">Ervoor</button>
        <nl-cookie-table cookies=${JSON_COOKIES}>${editorTable('Cookies van YouTube')}</nl-cookie-table>
        <button id="after">Erna</button>
      `);
      wrapper.querySelector<HTMLButtonElement>('#before')!.focus();
      const stops: string[] = [];
      for (let i = 0; i < 6; i++) {
        await sendKeys({ press: 'Tab' });
        const active = root(el).activeElement as HTMLElement | null;
        stops.push(active ? `${active.getAttribute('part')} ${active.getAttribute('aria-label') ?? active.getAttribute('aria-labelledby')}` : (document.activeElement?.id ?? ''));
      }
      expect(stops).to.deep.equal([
        'scroll Cookies van YouTube',
        'scroll caption-necessary',
        'scroll caption-statistics',
        'scroll caption-marketing',
        'button null',
        'after',
      ]);
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(root(el).activeElement === button(el)).to.equal(true);
      await sendKeys({ press: 'Enter' });
      expect(open.callCount).to.equal(1);
      await sendKeys({ press: 'Space' });
      expect(open.callCount).to.equal(2);
    });

    it('scrolls a focused region with the arrow keys', async () => {
      const { el } = await render(html`<div style="width: 320px"><nl-cookie-table cookies=${JSON_COOKIES}></nl-cookie-table></div>`);
      const region = blocks(el)[0]!.querySelector<HTMLElement>('[part="scroll"]')!;
      region.focus();
      expect(region.scrollLeft).to.equal(0);
      await sendKeys({ press: 'ArrowRight' });
      await new Promise<void>((resolve) => (region.scrollLeft > 0 ? resolve() : region.addEventListener('scroll', () => resolve(), { once: true })));
      expect(region.scrollLeft).to.be.greaterThan(0);
    });
  });

  describe('bad input', () => {
    it('bad JSON: logs the core’s error, throws nothing, shows no generated tables but the editor’s content and the button', async () => {
      const raw = '[{"name": "_ga",]';
      let parseError = '';
      try {
        JSON.parse(raw);
      } catch (error) {
        parseError = (error as Error).message;
      }
      let el!: CookieTable;
      const errors = await errorsDuring(async () => {
        ({ el } = await render(html`<nl-cookie-table cookies=${raw}><p>Bekijk hieronder welke cookies we gebruiken.</p></nl-cookie-table>`));
      });
      expect(errors).to.deep.equal([`nl-cookie-table: attribute "cookies" is not valid JSON (${parseError})`]);
      expect(blocks(el)).to.have.length(0);
      const p = el.querySelector('p')!;
      expect(p.assignedSlot && root(el).contains(p.assignedSlot)).to.equal(true);
      expect(p.getBoundingClientRect().height).to.be.greaterThan(0);
      expect(button(el).textContent).to.equal('Cookie-instellingen wijzigen');
    });

    it('a value that is no array: one error, no tables', async () => {
      let el!: CookieTable;
      const errors = await errorsDuring(async () => {
        ({ el } = await render(html`<nl-cookie-table cookies=${JSON.stringify(COOKIES[0])}></nl-cookie-table>`));
      });
      expect(errors).to.deep.equal([
        'nl-cookie-table: attribute "cookies" is not valid: the value must be an array of {name, provider, purpose, expiry, category} objects, got an object',
      ]);
      expect(blocks(el)).to.have.length(0);
    });

    it('bad entries (wrong category, missing or wrong field, no object): one error each, the others are shown', async () => {
      const mixed = [
        COOKIES[1],
        { ...COOKIES[0], category: 'analytics' },
        { name: 'x', provider: 'Deze website', purpose: 'Test' , category: 'necessary' },
        { ...COOKIES[2], expiry: 30 },
        'YSC',
        { ...COOKIES[3], name: '' },
        COOKIES[2],
      ];
      let el!: CookieTable;
      const errors = await errorsDuring(async () => {
        ({ el } = await render(html`<nl-cookie-table cookies=${JSON.stringify(mixed)}></nl-cookie-table>`));
      });
      const prefix = 'nl-cookie-table: attribute "cookies" is not valid:';
      expect(errors).to.deep.equal([
        `${prefix} [1].category must be one of "necessary", "preferences", "statistics", "marketing", got "analytics" (cookie [1] is left out)`,
        `${prefix} [2].expiry is missing (cookie [2] is left out)`,
        `${prefix} [3].expiry must be a string, got 30 (cookie [3] is left out)`,
        `${prefix} [4] must be an object, got "YSC" (cookie [4] is left out)`,
        `${prefix} [5].name must be a non-empty string, got "" (cookie [5] is left out)`,
      ]);
      expect(blocks(el).map((b) => [b.dataset.category, [...table(b).tBodies[0]!.rows].map((r) => r.cells[0]!.textContent)])).to.deep.equal([
        ['necessary', ['nl_consent']],
        ['marketing', ['YSC']],
      ]);
      expect(el.cookies).to.deep.equal([COOKIES[1], COOKIES[2]]);
      // Logged once per value: a re-render or a move logs nothing again.
      const again = await errorsDuring(async () => {
        el.setAttribute('heading-level', '3');
        await el.updateComplete;
        document.body.append(el);
        await el.updateComplete;
      });
      expect(again).to.deep.equal([]);
      el.remove();
    });

    it('a bad value set later empties the generated tables; a good one brings them back', async () => {
      const { el } = await render(html`<nl-cookie-table cookies=${JSON_COOKIES}></nl-cookie-table>`);
      const errors = await errorsDuring(async () => {
        el.setAttribute('cookies', '{"name":"_ga"}');
        await el.updateComplete;
      });
      expect(errors).to.have.length(1);
      expect(errors[0]).to.match(/^nl-cookie-table: attribute "cookies" is not valid: /);
      expect(blocks(el)).to.have.length(0);
      el.setAttribute('cookies', JSON_COOKIES);
      await el.updateComplete;
      expect(blocks(el)).to.have.length(3);
    });
  });

  describe('the editor’s own tables', () => {
    it('puts each <table> child in a focusable region named by its caption, in document order before the generated tables', async () => {
      const { el } = await render(html`<nl-cookie-table cookies=${JSON_COOKIES}>
        <p id="intro">Ook deze partijen plaatsen cookies.</p>
        ${editorTable('Cookies van YouTube')}
        ${editorTable('')}
      </nl-cookie-table>`);
      const [first, second] = [...el.querySelectorAll('table')];
      const regionOf = (t: HTMLTableElement) => t.assignedSlot!.parentElement!;
      for (const t of [first!, second!]) {
        expect(t.assignedSlot && root(el).contains(t.assignedSlot)).to.equal(true);
        expect(regionOf(t).getAttribute('role')).to.equal('group');
        expect(regionOf(t).tabIndex).to.equal(0);
        expect(regionOf(t).getAttribute('part')).to.equal('scroll');
      }
      expect(regionOf(first!).getAttribute('aria-label')).to.equal('Cookies van YouTube');
      expect(regionOf(second!).getAttribute('aria-label')).to.equal('Cookietabel 1');
      // Document order (intro, table, table), then the generated categories, then the button.
      const order = [...root(el).querySelectorAll('slot, [part="category"], [part="actions"]')]
        .map((node) => {
          if (node instanceof HTMLSlotElement) return node.assignedElements().map((e) => e.id || e.localName).join(',');
          return (node as HTMLElement).dataset.category ?? 'actions';
        })
        .filter(Boolean);
      expect(order).to.deep.equal(['intro', 'table', 'table', 'necessary', 'statistics', 'marketing', 'actions']);
      const top = (node: Element) => node.getBoundingClientRect().top;
      expect(top(el.querySelector('#intro')!) < top(first!) && top(first!) < top(second!) && top(second!) < top(blocks(el)[0]!)).to.equal(true);
    });

    it('stripes the rows, as the generated tables are, and keeps the page’s table CSS out', async () => {
      const { el } = await render(html`<style>
          /* A site theme's table rules (examples/assets/site.css has these). */
          th, td { padding: 2px; font-size: 0.8rem; }
          thead th { font-size: 0.75rem; color: rgb(100, 100, 100); }
          tbody tr:last-child > * { border-bottom: 0; }
          tbody tr:nth-child(odd) > td { background: rgb(255, 0, 0); }
        </style>
        <nl-cookie-table cookies=${JSON_COOKIES}>${editorTable('Cookies van YouTube')}</nl-cookie-table>`);
      const rows = [...el.querySelector('table')!.tBodies[0]!.rows];
      const background = (row: HTMLTableRowElement) => getComputedStyle(row.cells[1]!).backgroundColor;
      expect(background(rows[1]!)).to.equal(stripe());
      expect(background(rows[0]!)).to.not.equal(background(rows[1]!));
      expect(background(rows[2]!)).to.equal(background(rows[0]!));
      // The same look as a generated table: cell padding, header background, rule under each row.
      // The generated table with two rows (statistics), so that both have a last row.
      const generated = table(blocks(el)[1]!);
      const own = el.querySelector('table')!;
      const properties = ['paddingTop', 'paddingLeft', 'borderBottomWidth', 'borderBottomColor', 'backgroundColor', 'textAlign', 'fontSize', 'fontWeight', 'color'] as const;
      const style = (t: HTMLTableElement, section: 'head' | 'first' | 'last', cell: number) => {
        const row = section === 'head' ? t.tHead!.rows[0]! : section === 'first' ? t.tBodies[0]!.rows[0]! : [...t.tBodies[0]!.rows].at(-1)!;
        const computed = getComputedStyle(row.cells[cell]!);
        return Object.fromEntries(properties.map((p) => [p, computed[p]]));
      };
      expect(style(own, 'head', 0), 'column heading').to.deep.equal(style(generated, 'head', 0));
      expect(style(own, 'first', 0), 'row heading').to.deep.equal(style(generated, 'first', 0));
      expect(style(own, 'first', 1), 'cell').to.deep.equal(style(generated, 'first', 1));
      expect(style(own, 'last', 1).borderBottomWidth, 'last row').to.equal('1px');
    });

    it('leaves nested tables and tables elsewhere on the page alone', async () => {
      const { wrapper } = await render(html`<nl-cookie-table>${editorTable('Buiten')}</nl-cookie-table>
        <table id="other"><tbody><tr><td>a</td></tr><tr><td>b</td></tr></tbody></table>`);
      const other = wrapper.querySelector<HTMLTableElement>('#other')!;
      const rows = [...other.rows];
      expect(getComputedStyle(rows[1]!.cells[0]!).backgroundColor).to.equal(getComputedStyle(rows[0]!.cells[0]!).backgroundColor);
      expect(other.hasAttribute('slot')).to.equal(false);
    });

    it('enhances a table added later, follows its caption, and gives a removed one back its own slot', async () => {
      const { el } = await render(html`<nl-cookie-table></nl-cookie-table>`);
      const added = document.createElement('table');
      added.createCaption().textContent = 'Later toegevoegd';
      added.createTBody().insertRow().insertCell().textContent = 'x';
      el.append(added);
      await el.updateComplete;
      const region = () => added.assignedSlot?.parentElement;
      expect(region()?.getAttribute('role')).to.equal('group');
      expect(region()?.getAttribute('aria-label')).to.equal('Later toegevoegd');
      added.caption!.textContent = 'Nieuwe naam';
      await el.updateComplete;
      expect(region()?.getAttribute('aria-label')).to.equal('Nieuwe naam');
      el.after(added);
      await el.updateComplete;
      expect(added.hasAttribute('slot')).to.equal(false);
      expect(root(el).querySelectorAll('[part="scroll"]')).to.have.length(0);
      added.remove();
    });

    it('gives the children back their place when the element is removed', async () => {
      const { el } = await render(html`<nl-cookie-table>${editorTable('Cookies')}<p>Tekst</p></nl-cookie-table>`);
      expect([...el.children].every((child) => child.hasAttribute('slot'))).to.equal(true);
      el.remove();
      await new Promise<void>((resolve) => queueMicrotask(resolve)); // the unmount runs a microtask later
      expect([...el.children].some((child) => child.hasAttribute('slot'))).to.equal(false);
    });
  });

  describe('accessibility', () => {
    it('is accessible with generated and editor’s tables', async () => {
      const { el } = await render(html`<main>
        <h1>Cookieverklaring</h1>
        <nl-cookie-table cookies=${JSON_COOKIES}>${editorTable('Cookies van YouTube')}${editorTable('')}</nl-cookie-table>
      </main>`);
      await expect(el).to.be.accessible();
    });

    it('is accessible in English, on a narrow screen', async () => {
      consent.set('necessary');
      const { el } = await render(html`<main lang="en" style="width: 320px">
        <nl-cookie-table cookies=${JSON_COOKIES}>${editorTable('YouTube cookies')}</nl-cookie-table>
      </main>`);
      await expect(el).to.be.accessible();
    });
  });

  describe('language and texts', () => {
    it('speaks English inside lang="en"', async () => {
      const { el } = await render(html`<div lang="en"><nl-cookie-table cookies=${JSON_COOKIES}>${editorTable('')}</nl-cookie-table></div>`);
      const block = blocks(el)[0]!;
      expect(block.querySelector('[part="heading"]')!.textContent).to.equal('Necessary');
      expect(block.querySelector('[part="description"]')!.textContent).to.equal(
        'Needed for the website to work, for example to remember your cookie choice. These cookies are always on.',
      );
      expect(cells(table(block).tHead!.rows[0]!)).to.deep.equal(['th[col] Name', 'th[col] Provider', 'th[col] Purpose', 'th[col] Expiry']);
      expect(choices(el)).to.deep.equal([
        ['necessary', 'Always active'],
        ['statistics', 'No choice made yet'],
        ['marketing', 'No choice made yet'],
      ]);
      expect(root(el).querySelector('[part="choice"]')!.textContent).to.equal('Your choice: Always active');
      expect(button(el).textContent).to.equal('Change cookie settings');
      expect(el.querySelector('table')!.assignedSlot!.parentElement!.getAttribute('aria-label')).to.equal('Cookie table 1');
      consent.set('all');
      await el.updateComplete;
      expect(choiceOf(el, 'marketing')).to.equal('Allowed');
      consent.set('necessary');
      await el.updateComplete;
      expect(choiceOf(el, 'marketing')).to.equal('Not allowed');
    });

    it('takes overrides from messages', async () => {
      const messages = JSON.stringify({
        change: 'Wijzig je keuze',
        'choice.undecided': 'Nog niets gekozen',
        'column.expiry': 'Looptijd',
        'category.statistics': 'Analyse',
      });
      const { el } = await render(html`<nl-cookie-table messages=${messages} cookies=${JSON_COOKIES}></nl-cookie-table>`);
      expect(button(el).textContent).to.equal('Wijzig je keuze');
      expect(choiceOf(el, 'statistics')).to.equal('Nog niets gekozen');
      expect(cells(table(blocks(el)[0]!).tHead!.rows[0]!)[3]).to.equal('th[col] Looptijd');
      expect(blocks(el)[1]!.querySelector('[part="heading"]')!.textContent).to.equal('Analyse');
      expect(table(blocks(el)[1]!).caption!.textContent).to.equal('Analyse');
    });
  });

  it('keeps working when moved', async () => {
    const { wrapper, el } = await render(html`<section id="a"><nl-cookie-table cookies=${JSON_COOKIES}>${editorTable('Cookies')}</nl-cookie-table></section><section id="b"></section>`);
    const firstBlock = blocks(el)[0]!;
    wrapper.querySelector('#b')!.append(el);
    await el.updateComplete;
    expect(blocks(el)[0] === firstBlock).to.equal(true); // the same render, not a new one
    expect(el.querySelector('table')!.assignedSlot?.parentElement?.getAttribute('role')).to.equal('group');
    consent.set({ statistics: true });
    await el.updateComplete;
    expect(choiceOf(el, 'statistics')).to.equal('Toegestaan');
    button(el).click();
    expect(open.callCount).to.equal(1);
  });
});

describe('nl-cookie-table: its declarations count for withdrawal (issue 16)', () => {
  const names = () => document.cookie.split('; ').map((c) => c.slice(0, c.indexOf('=')));
  afterEach(() => {
    for (const name of ['_ga', '_gid', 'YSC']) document.cookie = `${name}=; path=/; max-age=0`;
    document.cookie = 'nl_consent=; path=/; max-age=0';
  });

  it('withdrawing statistics on the cookie statement deletes the cookies it declares for statistics', async () => {
    const wrapper = fixtureSync(html`<div><nl-cookie-table cookies=${JSON_COOKIES}></nl-cookie-table></div>`);
    await settle(wrapper);
    for (const name of ['_ga', '_gid', 'YSC']) document.cookie = `${name}=1; path=/`;
    consent.set('all');
    consent.set({ statistics: false });
    expect(names()).not.to.include.members(['_ga']);
    expect(names()).not.to.include('_gid');
    expect(names()).to.include('YSC');
    wrapper.remove();
  });
});
