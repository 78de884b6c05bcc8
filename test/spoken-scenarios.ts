/**
 * Each tag's main interaction, as a keyboard and screen-reader user goes through it (issue 31;
 * test/spoken.ts records it, test/spoken-nl.test.ts and test/spoken-en.test.ts compare it with
 * test/spoken/<tag>.<lang>.txt). A scenario gets a fresh `<main>` on a page whose <html lang> is the
 * language, with a link `Begin` / `Start` first in it (where the keyboard starts), and builds what
 * it needs inside with t.load(). Texts an editor writes come in both languages through `l(nl, en)`.
 */
import { observer } from '../src/core/observer.ts';
import { forgetVotes, STORAGE_PREFIX } from '../src/elements/faq-feedback/votes.ts';
import { SHOW, HIDE } from '../src/elements/spinner/spinner.tsx';
import { showAlert } from '../src/elements/alert/show-alert.ts';
import { deepNlElements, deepSettle, resetPage } from './all-tags.ts';
import { announced, deepActive, type Transcript } from './spoken.ts';
import { resetMouse } from '@web/test-runner-commands';
import { errorsDuring } from './helpers.ts';

export type Lang = 'nl' | 'en';
export interface Stage {
  lang: Lang;
  /** The scenario's <main>, after the start link. */
  main: HTMLElement;
  /** The start link: focused before the first Tab. */
  start: HTMLAnchorElement;
  l: (nl: string, en: string) => string;
}
type Scenario = (t: Transcript, stage: Stage) => Promise<void>;

/** Puts `html` in the stage and waits until every tag in it has rendered. */
async function put(stage: Stage, html: string): Promise<HTMLElement> {
  const box = document.createElement('div');
  box.innerHTML = html;
  stage.main.append(box);
  await Promise.all(deepNlElements(box).map((e) => customElements.whenDefined(e.localName)));
  await deepSettle(box);
  return box;
}

/** The page loads with `html` in it; then the reading cursor goes through its `tag`. */
async function loadAndRead(t: Transcript, stage: Stage, html: string, tag?: string): Promise<HTMLElement> {
  let box!: HTMLElement;
  await t.load(async () => {
    box = await put(stage, html);
  });
  if (tag) await t.read(box.querySelector(tag)!);
  return box;
}

const shadow = <T extends Element = HTMLElement>(host: Element | null | undefined, selector: string): T => {
  const found = host?.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector} in ${host?.localName}'s shadow root`);
  return found;
};
const focusStart = (stage: Stage) => stage.start.focus();

const clearVotes = () => {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(STORAGE_PREFIX)) sessionStorage.removeItem(key);
  forgetVotes();
};

export const SCENARIOS: Record<string, Scenario> = {
  async 'nl-accordion'(t, stage) {
    const { l } = stage;
    // The gallery variant: one open at a time, the open heading is the current one.
    await loadAndRead(t, stage, `<nl-accordion variant="gallery">
          <nl-accordion-item item-id="spoken-a" heading="${l('Uitzenden', 'Temporary work')}"><p>${l('Werk via ons, voor een opdrachtgever.', 'Work through us, for a client.')}</p></nl-accordion-item>
          <nl-accordion-item item-id="spoken-b" heading="${l('Detacheren', 'Secondment')}"><p>${l('Langere opdrachten, met een contract bij ons.', 'Longer assignments, with a contract with us.')}</p></nl-accordion-item>
          <nl-accordion-item item-id="spoken-c" heading="${l('Werving en selectie', 'Recruitment')}"><p>${l('Direct in dienst bij de opdrachtgever.', 'Employed by the client directly.')}</p></nl-accordion-item>
        </nl-accordion>`, 'nl-accordion');
    focusStart(stage);
    await t.keys('Tab', 'Enter', 'ArrowDown', 'Enter', 'ArrowUp', 'End');
    history.replaceState(null, '', location.pathname + location.search);
  },

  async 'nl-accordion-item'(t, stage) {
    const { l } = stage;
    const box = await loadAndRead(t, stage, `<nl-accordion>
          <nl-accordion-item item-id="spoken-pensioen" heading="${l('Bouw ik pensioen op?', 'Do I build up a pension?')}"><p>${l('Ja, na 26 gewerkte weken.', 'Yes, after 26 weeks of work.')}</p></nl-accordion-item>
          <nl-accordion-item item-id="spoken-ziek" heading="${l('Wat doe ik als ik ziek ben?', 'What do I do when I am ill?')}"><p>${l('Meld je vóór 9.00 uur ziek.', 'Call in sick before 9:00.')}</p></nl-accordion-item>
        </nl-accordion>`, 'nl-accordion-item');
    focusStart(stage);
    await t.keys('Tab', 'Enter');
    // Open, the panel is a region named by its heading.
    await t.read(box.querySelector('nl-accordion-item')!);
    await t.keys('Tab', 'Shift+Tab', ' ');
    history.replaceState(null, '', location.pathname + location.search);
  },

  async 'nl-address-field'(t, stage) {
    await loadAndRead(t, stage, `<form action="/fake/echo" method="post"><nl-address-field name="adres" endpoint="/fake/postcode" api-key="test" required></nl-address-field></form>`, 'nl-address-field');
    focusStart(stage);
    await t.press('Tab');
    await t.type('1071XX');
    await t.press('Tab');
    await t.type('1', announced(t, 'Museumstraat'));
    await t.press('Shift+Tab');
    // An unknown address is reported to the site's developers (README here): that error is expected.
    const logged = await errorsDuring(() => t.type('9999ZZ', announced(t, /zelf|yourself/)));
    if (logged.length !== 1 || !logged[0]!.startsWith('nl-address-field: Empty result set')) throw new Error(`unexpected console errors: ${logged.join(' | ')}`);
  },

  async 'nl-alert'(t, stage) {
    const { l } = stage;
    const box = await loadAndRead(t, stage, `<div class="alerts"></div>`);
    await t.step(
      l('de pagina toont een melding (type success)', 'the page shows an alert (type success)'),
      async () => {
        box.firstElementChild!.innerHTML = `<nl-alert type="success">${l('Je sollicitatie is verstuurd.', 'Your application has been sent.')}</nl-alert>`;
        await deepSettle(box);
      },
      announced(t, l('verstuurd', 'sent')),
    );
    await t.read(box.querySelector('nl-alert')!);
    await t.step(
      l('showAlert(…, {type: "error"})', 'showAlert(…, {type: "error"})'),
      () => showAlert(l('Je bericht kon niet worden verstuurd.', 'Your message could not be sent.'), { type: 'error' }),
      announced(t, l('niet worden', 'could not')),
    );
    focusStart(stage);
    await t.press('Tab');
  },

  async 'nl-bg-image'(t, stage) {
    const { l } = stage;
    await loadAndRead(
      t,
      stage,
      `<nl-bg-image src="/fake/image/spoken" position="center top"><h2>${l('Werk dat bij je past', 'Work that suits you')}</h2><p><a href="#vacatures">${l('Bekijk alle vacatures', 'See all vacancies')}</a></p></nl-bg-image>`,
      'nl-bg-image',
    );
    focusStart(stage);
    await t.press('Tab');
  },

  async 'nl-call-us'(t, stage) {
    await loadAndRead(t, stage, `<nl-call-us phone="+31 (0)20 123 45 67" label="020 123 45 67"></nl-call-us>`, 'nl-call-us');
    focusStart(stage);
    await t.press('Tab');
  },

  async 'nl-confirm-button'(t, stage) {
    const { l } = stage;
    const box = await loadAndRead(t, stage, `<form action="/fake/echo" method="post" onsubmit="return false">
          <nl-confirm-button message="${l('Weet je zeker dat je je sollicitatie wilt versturen?', 'Are you sure you want to send your application?')}" confirm-label="${l('Versturen', 'Send')}" cancel-label="${l('Annuleren', 'Cancel')}"><button type="submit">${l('Solliciteren', 'Apply')}</button></nl-confirm-button>
        </form>`, 'nl-confirm-button');
    focusStart(stage);
    await t.press('Tab');
    const opener = box.querySelector('button')!;
    await t.press('Enter', () => deepActive() !== opener);
    await t.press('Shift+Tab');
    await t.press('Escape', () => deepActive()?.localName === 'button' && deepActive()?.getRootNode() === document);
  },

  async 'nl-cookie-bar'(t, stage) {
    let box!: HTMLElement;
    const bar = () => box.querySelector('nl-cookie-bar')!;
    const shown = () => bar().shadowRoot?.querySelector('[part="bar"]');
    await t.load(async () => {
      box = await put(stage, `<nl-cookie-bar policy-url="/cookieverklaring.html" categories='["necessary","statistics","marketing"]' revision="1"></nl-cookie-bar>`);
    }, shown);
    await t.read(bar());
    // A keyboard user: Tab into the bar, and a choice.
    focusStart(stage);
    await t.keys('Tab', 'Tab', 'Tab');
    await t.press('Enter', () => !shown());
    // A screen reader's browse mode (or a click): the choice is made without focus in the bar.
    box.remove();
    resetPage();
    await t.load(async () => {
      box = await put(stage, `<nl-cookie-bar policy-url="/cookieverklaring.html" categories='["necessary","statistics","marketing"]' revision="1"></nl-cookie-bar>`);
    }, shown);
    (document.activeElement as HTMLElement | null)?.blur();
    const necessary = shadow(bar(), '[part~="necessary-only"]');
    await t.activate(necessary, necessary.textContent!.trim(), () => !shown());
  },

  async 'nl-cookie-table'(t, stage) {
    const { l } = stage;
    const cookies = JSON.stringify([
      { name: 'nl_consent', provider: l('Deze website', 'This website'), purpose: l('Onthoudt je cookiekeuze', 'Remembers your cookie choice'), expiry: l('1 jaar', '1 year'), category: 'necessary' },
      { name: '_ga', provider: 'Google Analytics', purpose: l('Onderscheidt bezoekers', 'Tells visitors apart'), expiry: l('2 jaar', '2 years'), category: 'statistics' },
    ]).replaceAll("'", '&#39;');
    await loadAndRead(t, stage, `<nl-cookie-table heading-level="3" cookies='${cookies}'></nl-cookie-table>`, 'nl-cookie-table');
  },

  async 'nl-date-picker'(t, stage) {
    const { l } = stage;
    await loadAndRead(t, stage, `<form action="/fake/echo"><nl-date-picker name="geboortedatum" label="${l('Geboortedatum', 'Date of birth')}" min-year="1940" max-year="2010" value="05-03-1990" required></nl-date-picker></form>`, 'nl-date-picker');
    focusStart(stage);
    await t.keys('Tab', 'ArrowDown', 'Tab', 'Tab');
  },

  async 'nl-faq-feedback'(t, stage) {
    const { l } = stage;
    clearVotes();
    const markup = `<nl-faq-feedback group="${l('Salaris', 'Pay')}" heading="${l('Waar vind ik mijn loonstrook?', 'Where do I find my payslip?')}" item-id="spoken-loonstrook"></nl-faq-feedback>`;
    let box = await loadAndRead(t, stage, markup, 'nl-faq-feedback');
    focusStart(stage);
    await t.keys('Tab', 'Tab', 'Shift+Tab');
    const win = window as Window & { google_tag_manager?: unknown };
    win.google_tag_manager = {};
    await t.press('Enter', announced(t, l('Bedankt', 'Thank you')));
    // The next page view of the session (a reload): the vote is remembered, and nothing is announced.
    box.remove();
    box = await loadAndRead(t, stage, markup, 'nl-faq-feedback');
    delete win.google_tag_manager;
    clearVotes();
  },

  async 'nl-iframe-modal'(t, stage) {
    const { l } = stage;
    await loadAndRead(t, stage, `<nl-iframe-modal src="/embed/route.html" heading="${l('Routebeschrijving', 'Directions')}"><a href="/embed/route.html">${l('Bekijk de route', 'See the route')}</a></nl-iframe-modal>`, 'nl-iframe-modal');
    focusStart(stage);
    await t.press('Tab');
    await t.press('Enter', () => deepActive()?.getRootNode() !== document);
    await t.press('Escape', () => deepActive()?.localName === 'a');
  },

  async 'nl-main-menu'(t, stage) {
    const { l } = stage;
    await loadAndRead(t, stage, `<nl-main-menu><nav aria-label="${l('Hoofdmenu', 'Main menu')}"><ul>
          <li><a href="#home">Home</a></li>
          <li><a href="#diensten">${l('Diensten', 'Services')}</a><ul><li><a href="#uitzenden">${l('Uitzenden', 'Temporary work')}</a></li><li><a href="#detacheren">${l('Detacheren', 'Secondment')}</a></li></ul></li>
          <li><a href="#over">${l('Over ons', 'About us')}</a></li>
        </ul></nav></nl-main-menu>`, 'nl-main-menu');
    focusStart(stage);
    await t.keys('Tab', 'Enter', 'Tab', 'Tab', 'Tab', 'Enter', 'Tab', 'Escape', 'Escape');
  },

  async 'nl-map'(t, stage) {
    const { l } = stage;
    const config = JSON.stringify({
      api_key: 'test-key',
      zoom: 15,
      pois: [{ name: 'Voorbeeld Groep Utrecht', address: 'Oudegracht 200', zipcode: '3511 NR', city: 'Utrecht', location: { lat: 52.0894, lng: 5.1196 } }],
    });
    await loadAndRead(t, stage, `<nl-map config='${config}'><ul><li><p>Voorbeeld Groep Utrecht</p><p>Oudegracht 200</p></li></ul></nl-map>`, 'nl-map');
    focusStart(stage);
    await t.press('Tab');
    void l;
  },

  async 'nl-modal'(t, stage) {
    const { l } = stage;
    const box = await loadAndRead(t, stage, `<button type="button" commandfor="spoken-modal" command="--show">${l('Bekijk de werktijden', 'See the working hours')}</button>
        <nl-modal id="spoken-modal" heading="${l('Werktijden', 'Working hours')}"><p>${l('Je werkt in drie ploegen.', 'You work in three shifts.')}</p></nl-modal>`,
    );
    focusStart(stage);
    await t.press('Tab');
    await t.press('Enter', () => deepActive()?.getRootNode() !== document);
    await t.read(box.querySelector('nl-modal')!);
    await t.press('Escape', () => deepActive()?.localName === 'button' && deepActive()?.getRootNode() === document);
  },

  async 'nl-monitoring'(t, stage) {
    await loadAndRead(t, stage, `<nl-monitoring dsn="https://public@o1.ingest.sentry.io/1" release="web@1.0.0" environments='{"test": ["spoken.invalid"]}'></nl-monitoring>`, 'nl-monitoring');
  },

  async 'nl-notification'(t, stage) {
    const { l } = stage;
    await loadAndRead(t, stage, `<nl-notification notification-id="spoken-vacaturedag" type="info">${l('Kom naar onze', 'Come to our')} <a href="#vacaturedag">${l('vacaturedag', 'job fair')}</a>.</nl-notification><p><a href="#verder">${l('Verder', 'Further')}</a></p>`, 'nl-notification');
    focusStart(stage);
    await t.keys('Tab', 'Tab', 'Enter');
  },

  async 'nl-recruitment-loader'(t, stage) {
    await loadAndRead(t, stage, `<nl-recruitment-loader script-src="/assets/recruitment-standin.js" stylesheet-src="/assets/recruitment-standin.css" vacancy-id="1024"><div data-recruitment-area></div></nl-recruitment-loader>`, 'nl-recruitment-loader');
    focusStart(stage);
    await t.press('Tab');
  },

  async 'nl-search'(t, stage) {
    const { l } = stage;
    await loadAndRead(t, stage, `<nl-search action="/vacatures.html" placeholder="${l('Zoek op functie of plaats', 'Search by job title or city')}"></nl-search>`, 'nl-search');
    focusStart(stage);
    await t.press('Tab');
    await t.type(l('kok', 'cook'));
    await t.press('Tab');
  },

  async 'nl-share-links'(t, stage) {
    const { l } = stage;
    await loadAndRead(t, stage, `<nl-share-links url="https://www.example.nl/vacatures/1024" title="${l('Medewerker klantenservice', 'Customer service employee')}"></nl-share-links>`, 'nl-share-links');
    focusStart(stage);
    await t.keys('Tab', 'Tab');
  },

  async 'nl-slider'(t, stage) {
    const { l } = stage;
    const box = await loadAndRead(t, stage, `<nl-slider label="${l('Ervaringen', 'Experiences')}" config='{"speed":0,"autoplay":true,"interval":600000}'>
          <figure><blockquote><p>${l('Binnen twee weken had ik een baan.', 'Within two weeks I had a job.')}</p></blockquote><figcaption>Sanne</figcaption></figure>
          <figure><blockquote><p>${l('Eerlijk advies over salaris.', 'Honest advice on pay.')}</p></blockquote><figcaption>Marieke</figcaption></figure>
          <figure><blockquote><p>${l('Werk en studie gecombineerd.', 'Work and study combined.')}</p></blockquote><figcaption>Youssef</figcaption></figure>
        </nl-slider>`, 'nl-slider');
    focusStart(stage);
    await t.keys('Tab', 'Enter', 'Tab', 'Tab', 'Tab');
    await t.press('Enter', announced(t, 'Marieke'));
    // The slide in view now: "2 van 3".
    await t.read(box.querySelector('nl-slider')!);
  },

  async 'nl-spinner'(t, stage) {
    const { l } = stage;
    const box = await loadAndRead(t, stage, `<nl-spinner></nl-spinner>`);
    const spinner = () => box.querySelector('nl-spinner')!;
    const active = () => spinner().shadowRoot?.querySelector('.overlay.active');
    await t.step(`observer.publish("${SHOW}")`, () => observer.publish(SHOW), active);
    await t.step(l(`nog een keer "${SHOW}" (een tweede verzoek)`, `"${SHOW}" again (a second request)`), () => observer.publish(SHOW));
    await t.read(spinner());
    await t.step(`observer.publish("${HIDE}")`, () => observer.publish(HIDE));
    await t.step(`observer.publish("${HIDE}")`, () => observer.publish(HIDE), () => !active());
  },

  async 'nl-tooltip'(t, stage) {
    const { l } = stage;
    const box = await loadAndRead(t, stage, `<nl-tooltip text="${l('Bewaar deze vacature.', 'Save this vacancy.')}" placement="bottom" delay="0"><button type="button" aria-label="${l('Bewaren', 'Save')}">★</button></nl-tooltip>`, 'nl-tooltip');
    // The same description with the mouse as with the keyboard.
    await t.hover(box.querySelector('button')!, l('Bewaren', 'Save'));
    await resetMouse();
    focusStart(stage);
    await t.keys('Tab', 'Escape');
  },

  async 'nl-tracking'(t, stage) {
    await loadAndRead(t, stage, `<nl-tracking forms='{"contact":{"event":"contact_submit","user_data":{"email":"contact-email"}}}'></nl-tracking>`, 'nl-tracking');
  },

  async 'nl-vacancy-form'(t, stage) {
    const { l } = stage;
    await loadAndRead(t, stage, `<nl-vacancy-form vacancy-id="1024" vacancy-title="${l('Medewerker klantenservice', 'Customer service employee')}" step="form">
          <form action="/fake/echo" method="post" onsubmit="return false">
            <label for="spoken-email">${l('E-mailadres', 'Email address')}</label>
            <input id="spoken-email" type="email" name="email" required>
            <button type="submit">${l('Solliciteren', 'Apply')}</button>
          </form>
        </nl-vacancy-form>`, 'nl-vacancy-form');
    focusStart(stage);
    await t.keys('Tab', 'Tab', 'Enter');
  },

  async 'nl-vacancy-upload'(t, stage) {
    const { l } = stage;
    const box = await loadAndRead(t, stage, `<form action="/fake/echo" method="post" enctype="multipart/form-data"><nl-vacancy-upload name="cv" label="${l('Je cv', 'Your CV')}" accept="pdf,doc,docx" max-size="5" required><input type="file" name="cv"></nl-vacancy-upload></form>`, 'nl-vacancy-upload');
    focusStart(stage);
    await t.press('Tab');
    const input = box.querySelector<HTMLInputElement>('input[type="file"]')!;
    const choose = (name: string, type: string) => {
      const files = new DataTransfer();
      files.items.add(new File(['x'.repeat(2048)], name, { type }));
      input.files = files.files;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    };
    await t.step(l('kiest foto.png', 'chooses photo.png'), () => choose(l('foto.png', 'photo.png'), 'image/png'), () => input.getAttribute('aria-invalid') === 'true');
    await t.step(l('kiest cv.pdf', 'chooses cv.pdf'), () => choose('cv.pdf', 'application/pdf'), () => input.getAttribute('aria-invalid') !== 'true');
    await t.press('Tab');
  },

  async 'nl-video'(t, stage) {
    const { l } = stage;
    await loadAndRead(t, stage, `<nl-video video-id="aBcDeFgHiJ0" title="${l('Werken bij Voorbeeld Groep', 'Working at Voorbeeld Groep')}" poster="/assets/video-poster-werken.svg"><a href="https://www.youtube.com/watch?v=aBcDeFgHiJ0">${l('Bekijk de video op YouTube', 'Watch the video on YouTube')}</a></nl-video>`, 'nl-video');
    focusStart(stage);
    await t.press('Tab');
  },
};
