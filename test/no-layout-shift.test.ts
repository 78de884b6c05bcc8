/**
 * No layout shift on upgrade: with the pre-upgrade stylesheet (src/core/undefined.css, which the
 * loader adopts and dist/nl-components.css ships), the elements take their final size before their
 * code arrives. This page defines nothing until the test imports the tags, like a real page whose
 * chunks arrive after first paint.
 */
import { html } from '@open-wc/testing';
import { expectNoLayoutShift } from './helpers.ts';

describe('no layout shift when elements upgrade', () => {
  it('accordion (list, with one item open), call-us: nothing below them moves', async () => {
    await expectNoLayoutShift(
      html`
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
      `,
      () =>
        Promise.all([
          import('../elements/nl-accordion.ts'),
          import('../elements/nl-accordion-item.ts'),
          import('../elements/nl-call-us.ts'),
        ]),
    );
  });
});
