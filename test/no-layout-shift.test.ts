/**
 * No layout shift on upgrade: with the pre-upgrade stylesheet (src/core/undefined.css, which the
 * loader adopts and dist/nl-components.css ships), the elements take their final size before their
 * code arrives. This page defines nothing until the test imports the tags, like a real page whose
 * chunks arrive after first paint.
 */
import { expect, fixture, html } from '@open-wc/testing';
import undefinedCss from '../src/core/undefined.css?inline';
import { settle } from './helpers.ts';

function positions(root: Element): number[] {
  return [...root.querySelectorAll('[data-probe]')].map((probe) => Math.round(probe.getBoundingClientRect().top * 10) / 10);
}

describe('no layout shift when elements upgrade', () => {
  before(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(undefinedCss);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });

  it('accordion (list, with one item open), call-us: nothing below them moves', async () => {
    const page = await fixture(html`
      <div style="font: 16px/1.5 sans-serif; width: 800px">
        <p data-probe>Boven</p>
        <nl-accordion>
          <nl-accordion-item item-id="a" heading="Eerste vraag"><p>Antwoord een</p></nl-accordion-item>
          <nl-accordion-item item-id="b" heading="Tweede vraag" open><p>Antwoord twee</p><p>Meer tekst</p></nl-accordion-item>
          <nl-accordion-item item-id="c" heading="Derde vraag"><p>Antwoord drie</p></nl-accordion-item>
        </nl-accordion>
        <p data-probe>Onder de accordion</p>
        <div><nl-call-us phone="0201234567" label="020 123 45 67"></nl-call-us><span data-probe>na</span></div>
        <p data-probe>Einde</p>
      </div>
    `);
    expect(customElements.get('nl-accordion')).to.equal(undefined);
    const before = positions(page);
    await Promise.all([
      import('../elements/nl-accordion.ts'),
      import('../elements/nl-accordion-item.ts'),
      import('../elements/nl-call-us.ts'),
    ]);
    await settle(page);
    expect(positions(page)).to.deep.equal(before);
  });
});
