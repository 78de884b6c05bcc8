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
    <nl-main-menu label="Menu"
      ><nav aria-label="Hoofdmenu"
        ><ul>
          <li><a href="/">Home</a></li>
          <li>
            <a href="/diensten">Diensten</a>
            <ul>
              <li><a href="/diensten/uitzenden">Uitzenden</a></li>
            </ul>
          </li>
          <li>
            Over ons
            <ul>
              <li><a href="/faq">FAQ</a></li>
            </ul>
          </li>
        </ul></nav
      ></nl-main-menu
    >
    <p data-probe>Onder het menu</p>
    <nl-bg-image src="/fake/image/layout-page" style="padding: 2rem; min-height: 12rem; --nl-bg-color: #0b3d42; color: #fff"
      ><h2 style="margin: 0">Werk dat bij je past</h2>
      <p>Tekst over de foto</p></nl-bg-image
    >
    <p data-probe>Onder de achtergrondfoto</p>
    <nl-video video-id="aBcDeFgHiJ0" title="Werken bij Voorbeeld Groep" poster="/assets/video-poster-werken.svg"
      ><a href="https://www.youtube.com/watch?v=aBcDeFgHiJ0">Bekijk de video op YouTube</a></nl-video
    >
    <p data-probe>Onder de video</p>
    <nl-map
      config='{"api_key":"k","pois":[{"name":"Voorbeeld Groep Utrecht","address":"Oudegracht 200","zipcode":"3511 NR","city":"Utrecht","location":{"lat":52.0894,"lng":5.1196}},{"name":"Voorbeeld Groep Groningen","address":"Grote Markt 1","zipcode":"9711 LV","city":"Groningen","location":{"lat":53.2183,"lng":6.568}}]}'
    >
      <ul>
        <li>
          <p>Voorbeeld Groep Utrecht</p>
          <p>Oudegracht 200</p>
          <p>3511 NR Utrecht</p>
          <p><a href="https://www.google.com/maps/dir/?api=1&amp;destination=52.0894,5.1196">Route naar locatie</a></p>
        </li>
        <li>
          <p>Voorbeeld Groep Groningen</p>
          <p>Grote Markt 1</p>
          <p>9711 LV Groningen</p>
          <p><a href="https://www.google.com/maps/dir/?api=1&amp;destination=53.2183,6.568">Route naar locatie</a></p>
        </li>
      </ul>
    </nl-map>
    <p data-probe>Na de kaart</p>
    <nl-faq-feedback group="Solliciteren" heading="Hoe solliciteer ik?" item-id="layout-feedback"></nl-faq-feedback>
    <p data-probe>Na de feedback</p>
    <nl-tracking forms='{"x":{"event":"contact_submit"}}'>Niet zichtbaar</nl-tracking>
    <p data-probe>Na nl-tracking (neemt geen plaats in)</p>
    <nl-monitoring dsn="https://public@o1.ingest.sentry.io/1"></nl-monitoring>
    <p data-probe>Na nl-monitoring (toont niets)</p>
    <nl-slider label="Ervaringen">
      <figure>
        <blockquote><p>Binnen twee weken had ik een baan als planner die echt bij me past.</p></blockquote>
        <figcaption>Sanne, planner</figcaption>
      </figure>
      <figure>
        <blockquote><p>Mijn consulent dacht mee over mijn uren, zodat ik werk en studie kon combineren.</p></blockquote>
        <figcaption>Youssef</figcaption>
      </figure>
      <figure>
        <blockquote><p>Eerlijk advies over salaris en contract.</p></blockquote>
        <figcaption>Marieke</figcaption>
      </figure>
    </nl-slider>
    <p data-probe>Onder de slider</p>
    <nl-slider variant="columns" label="Vacatures">
      <article><h3><a href="#a">Medewerker klantenservice</a></h3><p>Amsterdam, 32 tot 40 uur.</p></article>
      <article><h3><a href="#b">Logistiek medewerker (orderpicker) in de nachtploeg</a></h3><p>Tilburg, 40 uur, ploegendienst.</p></article>
      <article><h3><a href="#c">Administratief medewerker</a></h3><p>Amersfoort.</p></article>
      <article><h3><a href="#d">Planner transport</a></h3><p>Utrecht.</p></article>
      <article><h3><a href="#e">Monteur zonnepanelen</a></h3><p>Zwolle.</p></article>
    </nl-slider>
    <p data-probe>Onder de kolommen</p>
    <nl-recruitment-loader script-src="/fake/recruitment/platform.js?t=layout" vacancy-id="1024"><div data-recruitment-area></div></nl-recruitment-loader>
    <p data-probe>Onder de sollicitatiemodule (de cookiemelding op de plek die vooraf vrijgehouden is)</p>
    <p data-probe>Einde</p>
  </div>
`;

export const loadTags = () =>
  Promise.all([
    import('../elements/nl-accordion.ts'),
    import('../elements/nl-accordion-item.ts'),
    import('../elements/nl-call-us.ts'),
    import('../elements/nl-cookie-bar.ts'),
    import('../elements/nl-main-menu.ts'),
    import('../elements/nl-bg-image.ts'),
    import('../elements/nl-video.ts'),
    import('../elements/nl-map.ts'),
    import('../elements/nl-faq-feedback.ts'),
    import('../elements/nl-tracking.ts'),
    import('../elements/nl-monitoring.ts'),
    import('../elements/nl-slider.ts'),
    import('../elements/nl-recruitment-loader.ts'),
  ]);
