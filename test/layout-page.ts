/** The page the no-layout-shift tests measure, at two widths. */
import { html } from '@open-wc/testing';

export const page = html`
  <div style="font: 16px/1.5 sans-serif">
    <p data-probe>Boven</p>
    <nl-accordion>
      <nl-accordion-item item-id="a" heading="Eerste vraag"><p>Antwoord een</p></nl-accordion-item>
      <nl-accordion-item item-id="b" heading="Tweede vraag, met een kop die op een smal scherm over twee regels loopt" open
        ><p>Antwoord twee</p><p>Meer tekst</p></nl-accordion-item
      >
      <nl-accordion-item item-id="c" heading="Derde vraag"><p>Antwoord drie</p></nl-accordion-item>
    </nl-accordion>
    <p data-probe>Onder de accordion</p>
    <nl-accordion variant="gallery">
      <nl-accordion-item item-id="g1" heading="Werving en selectie"><p>Een</p></nl-accordion-item>
      <nl-accordion-item item-id="g2" heading="Detachering"><p>Twee</p></nl-accordion-item>
      <nl-accordion-item item-id="g3" heading="Loopbaanbegeleiding voor professionals"><p>Drie</p></nl-accordion-item>
      <nl-accordion-item item-id="g4" heading="Payrolling"><p>Vier</p></nl-accordion-item>
      <nl-accordion-item item-id="g5" heading="Opleidingen"><p>Vijf</p></nl-accordion-item>
    </nl-accordion>
    <p data-probe>Onder de galerij</p>
    <div><nl-call-us phone="0201234567" label="020 123 45 67"></nl-call-us><span data-probe>na</span></div>
    <div><nl-call-us phone="0201234567"></nl-call-us><span data-probe>na</span></div>
    <nl-cookie-bar></nl-cookie-bar>
    <p data-probe>Na de cookiebalk (vast onderaan: neemt geen plaats in)</p>
    <p data-probe>Einde</p>
  </div>
`;

export const loadTags = () =>
  Promise.all([import('../elements/nl-accordion.ts'), import('../elements/nl-accordion-item.ts'), import('../elements/nl-call-us.ts'), import('../elements/nl-cookie-bar.ts')]);
