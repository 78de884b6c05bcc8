/**
 * Issue 38, point 3: no Intl object in a first render. A page's first `Intl.NumberFormat` loads the
 * locale's number data, 70–180 ms in one task at 1x CPU in Chromium, its first `DateTimeFormat`
 * 40–120 ms, `ListFormat` 2–12 ms and `PluralRules` 2–7 ms: on a page with a date picker or a file
 * upload that was the page's longest task. What the tags need of Intl in our two languages (month
 * names, an "or" list, plural forms, numbers) is written out in the library instead
 * (src/core/i18n.ts pluralForm and formatNumber, the date picker's month names, the upload's type
 * list), and this file checks two things:
 * - that it agrees with Intl in Dutch and English, value by value;
 * - that the tags which show such texts make no Intl object while they render, choose a file or
 *   show an error (each Intl constructor and the locale methods counted while the tags' code
 *   loads and runs).
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import { formatNumber, pluralForm } from '../src/core/i18n.ts';
import { settle } from './helpers.ts';

describe('what the tags would ask of Intl, written out (issue 38)', () => {
  it('pluralForm picks the form Intl.PluralRules picks, in nl and en', () => {
    for (const lang of ['nl', 'en'] as const) {
      const rules = new Intl.PluralRules(lang);
      for (const count of [0, 1, -1, 2, 3, 0.5, 1.5, 11, 21, 100, 101, 1_000_000, Number.NaN]) expect(pluralForm(count), `${lang} ${count}`).to.equal(rules.select(count));
    }
  });

  it('formatNumber writes a number as Intl.NumberFormat does, in nl and en, with 0, 1 and 3 fraction digits', () => {
    const values = [0, -0, 1, 2.5, 10, 999, 1000, 1234.5678, 12_345.6789, 1_000_000, 0.0004, 0.0005, 0.05, 0.95, 9.95, 999.9995, 1.0005, 2.675, 1.45, 0.000001, 0.0000005, 123_456_789.125, -1234.5, -0.0001, 1e21, Number.NaN, Number.POSITIVE_INFINITY];
    for (const lang of ['nl', 'en'] as const)
      for (const digits of [0, 1, 3]) {
        const intl = new Intl.NumberFormat(lang, { maximumFractionDigits: digits });
        for (const value of values) expect(formatNumber(value, lang, digits), `${lang} ${value} (${digits})`).to.equal(intl.format(value));
      }
    expect(formatNumber(12_345.6789, 'nl')).to.equal(new Intl.NumberFormat('nl').format(12_345.6789));
  });
});

describe('no Intl object in the tags that show dates, sizes and lists (issue 38)', () => {
  it('nl-date-picker and nl-vacancy-upload render, take a file and show an error in nl and en without making one', async () => {
    const made: string[] = [];
    const restore: (() => void)[] = [];
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'ListFormat', 'Collator', 'RelativeTimeFormat', 'DisplayNames', 'Segmenter']) {
      const original = intl[name];
      if (typeof original !== 'function') continue;
      intl[name] = new Proxy(original, {
        construct(target, args, newTarget) {
          made.push(`Intl.${name}`);
          return Reflect.construct(target, args, newTarget) as object;
        },
        apply(target, self, args) {
          made.push(`Intl.${name}`);
          return Reflect.apply(target as () => unknown, self, args) as unknown;
        },
      });
      restore.push(() => (intl[name] = original));
    }
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ];
    for (const [proto, name] of methods) {
      const original = (proto as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
      (proto as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        made.push(name);
        return original.apply(this, args);
      };
      restore.push(() => ((proto as Record<string, unknown>)[name] = original));
    }
    try {
      const page = fixtureSync(html`
        <div>
          ${(['nl', 'en'] as const).map(
            (lang) => html`
              <form lang=${lang}>
                <nl-date-picker name="d" label="Datum" value="15-03-2024"></nl-date-picker>
                <nl-vacancy-upload name="cv" max-size="2.5"></nl-vacancy-upload>
                <nl-vacancy-upload name="brief" accept="pdf, odt" max-size="1500"></nl-vacancy-upload>
              </form>
            `,
          )}
        </div>
      `);
      await import('../elements/nl-date-picker.ts');
      await import('../elements/nl-vacancy-upload.ts');
      await settle(page);
      const inputs = [...page.querySelectorAll<HTMLInputElement>('nl-vacancy-upload > input[type="file"]')];
      expect(inputs.length).to.equal(4);
      const files = [new File([new Uint8Array(600)], 'cv.pdf'), new File([new Uint8Array(300_000)], 'cv.pdf'), new File([new Uint8Array(1_300_000)], 'cv.pdf'), new File(['x'], 'cv.txt')];
      for (const [i, input] of inputs.entries()) {
        const transfer = new DataTransfer();
        transfer.items.add(files[i]!);
        input.files = transfer.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
      await settle(page);
      // What was shown (so the paths above ran): hints, sizes and the type error in each language.
      const uploads = [...page.querySelectorAll('nl-vacancy-upload')];
      const shown = uploads.map((el) => [el.querySelector(':scope > [slot="hint"]')?.textContent, el.shadowRoot!.querySelector('[part="file-size"]')?.textContent ?? el.querySelector(':scope > .nl-error-message')?.textContent]);
      expect(shown).to.deep.equal([
        ['.pdf, .doc of .docx (max. 2,5 MB)', '(600 bytes)'],
        ['.pdf of .odt (max. 1.500 MB)', '(293 kB)'],
        ['.pdf, .doc, or .docx (max. 2.5 MB)', '(1.2 MB)'],
        ['.pdf or .odt (max. 1,500 MB)', 'Allowed file formats are .pdf or .odt.'],
      ]);
      const months = [...page.querySelectorAll('nl-date-picker')].map((el) => el.querySelector<HTMLSelectElement>('select[data-part="month"]')?.options[2]?.textContent);
      expect(months).to.deep.equal(['februari', 'February']);
      expect(made, 'Intl objects and locale methods used').to.deep.equal([]);
    } finally {
      for (const undo of restore) undo();
    }
  });
});
