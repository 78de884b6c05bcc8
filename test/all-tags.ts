/**
 * Every tag, for the tests that go over all of them (test/hostile-input.test.ts, test/leaks.test.ts).
 *
 * - TAGS comes from the elements/ folder itself (one elements/nl-<tag>.ts per tag: the rule
 *   vite.config.ts uses for the build's entries and the loader's __NL_TAGS__, which the dev server
 *   does not substitute in test code), so a new tag is never silently skipped: a tag without an
 *   entry in MARKUP fails the tests that use it, and test/hostile-input.test.ts compares TAGS with
 *   the built manifest.
 * - specOf(tag) finds the tag's spec (its attribute schema) where elements/<tag>.ts imports it
 *   from, so the attributes under test are always the ones the element parses.
 * - MARKUP is each tag as an editor pastes it: valid attributes and light-DOM content, with the
 *   surroundings it needs (a <form> for form fields, nl-accordion around an item). It renders with
 *   no console.error at all (the hostile test checks that first). A tag without an entry below
 *   (a new one, from `npm run new`) gets the first "HTML om te plakken" snippet of its example page,
 *   /elements/<tag>.html (src/elements/<folder>/<tag>.example.html): no list to edit for a new tag.
 */
import type { ElementSpec } from '../src/core/define.tsx';
import type { Schema } from '../src/core/attributes.ts';

const sources = import.meta.glob<string>('../elements/nl-*.ts', { query: '?raw', import: 'default', eager: true });
const tagModules = import.meta.glob('../elements/nl-*.ts');
const specModules = import.meta.glob<{ spec?: ElementSpec<Schema, string> }>('../src/elements/*/*.{ts,tsx}');

const tagOf = (path: string) => /\/(nl-[a-z-]+)\.ts$/.exec(path)![1]!;

/** Every tag that ships, sorted (elements/nl-*.ts). */
export const TAGS: readonly string[] = Object.keys(sources).map(tagOf).sort();

/** Imports a tag's module (defines the tag). */
export function loadTag(tag: string): Promise<unknown> {
  const load = tagModules[`../elements/${tag}.ts`];
  if (!load) throw new Error(`no elements/${tag}.ts`);
  return load();
}

export const loadAllTags = (): Promise<unknown[]> => Promise.all(TAGS.map(loadTag));

/** The module elements/<tag>.ts takes its spec from, under src/elements/ (`accordion/item.tsx`). */
const specPath = (tag: string) => /import\s*\{[^}]*\bspec\b[^}]*\}\s*from\s*'\.\.\/src\/elements\/([^']+)'/.exec(sources[`../elements/${tag}.ts`] ?? '')?.[1];

/** The tag's element folder under src/elements/ (`accordion` for nl-accordion-item), where its spec is. */
export const folderOf = (tag: string): string | undefined => specPath(tag)?.split('/')[0];

/** The spec elements/<tag>.ts hands to defineElement. */
export async function specOf(tag: string): Promise<ElementSpec<Schema, string>> {
  const from = specPath(tag);
  const load = from ? specModules[`../src/elements/${from}`] : undefined;
  if (!load) throw new Error(`${tag}: cannot tell which module elements/${tag}.ts takes its spec from (expected "import { …, spec } from '../src/elements/…'")`);
  const spec = (await load()).spec;
  if (!spec) throw new Error(`${tag}: src/elements/${from} exports no spec`);
  return spec;
}

const MAP_CONFIG = JSON.stringify({
  api_key: 'test-key',
  zoom: 15,
  pois: [
    { name: 'Voorbeeld Groep Utrecht', address: 'Oudegracht 200', zipcode: '3511 NR', city: 'Utrecht', type: 'vestiging', location: { lat: 52.0894, lng: 5.1196 } },
    { name: 'Voorbeeld Groep Groningen', address: 'Grote Markt 1', zipcode: '9711 LV', city: 'Groningen', location: { lat: 53.2183, lng: 6.568 } },
  ],
});

const COOKIES = JSON.stringify([
  { name: 'nl_consent', provider: 'Deze website', purpose: 'Onthoudt je cookiekeuze', expiry: '1 jaar', category: 'necessary' },
  { name: '_ga', provider: 'Google Analytics', purpose: 'Onderscheidt bezoekers', expiry: '2 jaar', category: 'statistics' },
  { name: 'YSC', provider: 'YouTube', purpose: 'Telt weergaven van video’s', expiry: 'Sessie', category: 'marketing' },
]);

const attrJson = (value: string) => value.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

/**
 * The first paste-ready snippet (`HTML om te plakken`) with the tag on its example page,
 * /elements/<tag>.html as the site serves it (src/elements/<folder>/<tag>.example.html); undefined without one.
 */
async function exampleMarkup(tag: string): Promise<string | undefined> {
  const response = await fetch(`/elements/${tag}.html`);
  if (!response.ok) return undefined;
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  return [...doc.querySelectorAll('.snippet-label')]
    .filter((label) => label.textContent!.trim().startsWith('HTML om te plakken') && label.nextElementSibling?.matches('pre.snippet'))
    .map((label) => label.nextElementSibling!.textContent!)
    .find((html) => html.includes(`<${tag}`));
}

/** Each tag as an editor writes it, by hand; the others' from their example page (exampleMarkup). */
const HAND_MARKUP: Readonly<Record<string, string>> = {
  'nl-accordion': `<nl-accordion>
      <nl-accordion-item item-id="proeftijd" heading="Heb ik een proeftijd?"><p>Bij een contract van zes maanden of langer: één maand.</p></nl-accordion-item>
      <nl-accordion-item item-id="ziek" heading="Wat doe ik als ik ziek ben?"><p>Meld je vóór 9.00 uur ziek.</p></nl-accordion-item>
    </nl-accordion>`,
  'nl-accordion-item': `<nl-accordion>
      <nl-accordion-item item-id="pensioen" heading="Bouw ik pensioen op?" heading-level="3"><p>Ja, na 26 gewerkte weken.</p></nl-accordion-item>
    </nl-accordion>`,
  'nl-address-field': `<form action="/fake/echo" method="post">
      <nl-address-field name="adres" endpoint="/fake/echo" api-key="demo" required></nl-address-field>
      <button type="submit">Versturen</button>
    </form>`,
  'nl-alert': `<nl-alert type="success" heading="Gelukt">Je sollicitatie is verstuurd.</nl-alert>`,
  'nl-bg-image': `<nl-bg-image src="/fake/image/leak-and-hostile" position="center top" crop='{"width":800,"quality":80}'><h2>Werk dat bij je past</h2><p><a href="#vacatures">Bekijk alle vacatures</a></p></nl-bg-image>`,
  'nl-call-us': `<nl-call-us phone="+31 (0)20 123 45 67" label="020 123 45 67"></nl-call-us>`,
  'nl-confirm-button': `<form action="/fake/echo" method="post">
      <input name="naam" value="Sanne de Vries" aria-label="Naam">
      <nl-confirm-button message="Weet je het zeker?" confirm-label="Versturen" cancel-label="Annuleren"><button type="submit">Solliciteren</button></nl-confirm-button>
    </form>`,
  'nl-cookie-bar': `<nl-cookie-bar policy-url="/cookieverklaring.html" categories='["necessary","statistics","marketing"]' revision="1"></nl-cookie-bar>`,
  'nl-cookie-table': `<nl-cookie-table heading-level="3" cookies='${attrJson(COOKIES)}'></nl-cookie-table>`,
  'nl-date-picker': `<form action="/fake/echo"><nl-date-picker name="geboortedatum" label="Geboortedatum" min-year="1940" max-year="2010" value="05-03-1990" required></nl-date-picker></form>`,
  'nl-faq-feedback': `<nl-faq-feedback group="Salaris" heading="Waar vind ik mijn loonstrook?" item-id="loonstrook"></nl-faq-feedback>`,
  'nl-iframe-modal': `<nl-iframe-modal src="/embed/route.html" heading="Routebeschrijving"><a href="/embed/route.html">Bekijk de route</a></nl-iframe-modal>`,
  'nl-main-menu': `<nl-main-menu label="Menu"><nav aria-label="Hoofdmenu"><ul>
      <li><a href="#home">Home</a></li>
      <li><a href="#diensten">Diensten</a><ul><li><a href="#uitzenden">Uitzenden</a></li></ul></li>
      <li>Over ons<ul><li><a href="#faq">FAQ</a></li></ul></li>
    </ul></nav></nl-main-menu>`,
  'nl-map': `<nl-map config='${attrJson(MAP_CONFIG)}'><ul><li><p>Voorbeeld Groep Utrecht</p><p>Oudegracht 200</p></li></ul></nl-map>`,
  'nl-modal': `<nl-modal heading="Werktijden" open><p>Je werkt in drie ploegen.</p></nl-modal>`,
  'nl-monitoring': `<nl-monitoring dsn="https://public@o1.ingest.sentry.io/1" release="web@1.0.0"></nl-monitoring>`,
  'nl-notification': `<nl-notification notification-id="vacaturedag" type="info">Kom naar onze <a href="#vacaturedag">vacaturedag</a>.</nl-notification>`,
  'nl-recruitment-loader': `<nl-recruitment-loader script-src="/assets/recruitment-standin.js" stylesheet-src="/assets/recruitment-standin.css" vacancy-id="1024"><div data-recruitment-area></div></nl-recruitment-loader>`,
  'nl-search': `<nl-search action="/vacatures.html" placeholder="Zoek op functie of plaats" label="Zoeken"></nl-search>`,
  'nl-share-links': `<nl-share-links url="https://www.example.nl/vacatures/1024" title="Medewerker klantenservice"></nl-share-links>`,
  'nl-slider': `<nl-slider label="Ervaringen" config='{"speed":0}'>
      <figure><blockquote><p>Binnen twee weken had ik een baan.</p></blockquote><figcaption>Sanne</figcaption></figure>
      <figure><blockquote><p>Eerlijk advies over salaris.</p></blockquote><figcaption>Marieke</figcaption></figure>
      <figure><blockquote><p>Werk en studie gecombineerd.</p></blockquote><figcaption>Youssef</figcaption></figure>
    </nl-slider>`,
  'nl-spinner': `<nl-spinner></nl-spinner>`,
  'nl-tooltip': `<nl-tooltip text="Bewaar deze vacature." placement="bottom" delay="100"><button type="button" aria-label="Bewaren">★</button></nl-tooltip>`,
  'nl-tracking': `<nl-tracking forms='{"contact":{"event":"contact_submit","user_data":{"email":"contact-email"}}}'></nl-tracking>`,
  'nl-vacancy-form': `<nl-vacancy-form vacancy-id="1024" vacancy-title="Medewerker klantenservice" step="form">
      <form action="/fake/echo" method="post">
        <input type="email" name="email" value="sanne@example.nl" aria-label="E-mailadres">
        <button type="submit">Solliciteren</button>
      </form>
    </nl-vacancy-form>`,
  'nl-vacancy-upload': `<form action="/fake/echo" method="post" enctype="multipart/form-data">
      <nl-vacancy-upload name="cv" label="Je cv" accept="pdf,doc,docx" max-size="5" required><input type="file" name="cv"></nl-vacancy-upload>
    </form>`,
  'nl-video': `<nl-video video-id="aBcDeFgHiJ0" title="Werken bij Voorbeeld Groep" poster="/assets/video-poster-werken.svg"><a href="https://www.youtube.com/watch?v=aBcDeFgHiJ0">Bekijk de video op YouTube</a></nl-video>`,
};

/** Each tag as an editor writes it. The element under test is the first `tag` element in it. */
export const MARKUP: Readonly<Record<string, string>> = Object.fromEntries(
  (await Promise.all(TAGS.map(async (tag) => [tag, HAND_MARKUP[tag] ?? (await exampleMarkup(tag))] as const))).filter(
    (entry): entry is readonly [string, string] => entry[1] !== undefined,
  ),
);

/** Page-wide elements: a page has one (a second one does nothing, or competes for the same state). */
export const ONE_PER_PAGE: ReadonlySet<string> = new Set(['nl-cookie-bar', 'nl-monitoring', 'nl-tracking']);

/** The markup of `tag` as a fragment (its tags upgraded, not yet connected) and the element under test in it. */
export function build(tag: string): { fragment: DocumentFragment; element: HTMLElement } {
  const html = MARKUP[tag];
  if (html === undefined) throw new Error(`${tag} has no entry in MARKUP (test/all-tags.ts): add how an editor writes it`);
  const template = document.createElement('template');
  template.innerHTML = html;
  const fragment = document.importNode(template.content, true);
  const element = fragment.querySelector<HTMLElement>(tag);
  if (!element) throw new Error(`MARKUP["${tag}"] has no <${tag}>`);
  return { fragment, element };
}

/** Every nl-* element in `root`, in its light DOM and in every shadow root below it (and `root` itself). */
export function deepNlElements(root: Element | DocumentFragment): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (node: Element | DocumentFragment | ShadowRoot) => {
    if (node instanceof Element) {
      if (node.localName.startsWith('nl-')) found.push(node as HTMLElement);
      if (node.shadowRoot) visit(node.shadowRoot);
    }
    for (const child of node.children) visit(child);
  };
  visit(root);
  return found;
}

/** Waits until every nl-* element in `root` (shadow roots included) has committed, and again for those the rendering added. */
export async function deepSettle(root: Element | DocumentFragment): Promise<void> {
  let seen = -1;
  for (let round = 0; round < 4; round++) {
    const elements = deepNlElements(root).filter((e) => customElements.get(e.localName));
    await Promise.all(elements.map((e) => (e as HTMLElement & { updateComplete: Promise<void> }).updateComplete));
    if (elements.length === seen) return;
    seen = elements.length;
  }
}

/** Every element of `root`'s composed tree: light DOM and every shadow root below it. */
export function composedElements(root: Node): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if (node instanceof Element) {
      found.push(node);
      if (node.shadowRoot) visit(node.shadowRoot);
    }
    for (const child of node.childNodes) visit(child);
  };
  visit(root);
  return found;
}

/**
 * Clicks every button and link in the composed trees of `roots`, and then what those clicks showed
 * (a dialog's buttons); waits for `settle`'s elements to commit after each round. Install
 * guardNavigation() first: a link or a submit must not take the test page away.
 */
export async function clickEverything(roots: Element[], settle: Element = roots[0]!): Promise<void> {
  const clicked = new Set<Element>();
  for (let round = 0; round < 2; round++) {
    const targets = roots.flatMap(composedElements).filter((e) => !clicked.has(e) && (e.localName === 'button' || e.localName === 'a' || e.getAttribute('role') === 'button'));
    for (const target of targets) {
      clicked.add(target);
      if (target.isConnected) (target as HTMLElement).click();
    }
    await deepSettle(settle);
  }
}

interface NavigateEvent extends Event {
  readonly hashChange: boolean;
  readonly destination: { readonly url: string };
  /** The link or form (submitter) that started it; null for a script's location.assign() and the like. */
  readonly sourceElement: Element | null;
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
}

/**
 * Keeps the test page where it is while elements are clicked, without getting in the elements'
 * way (they still see every click and submit, with defaultPrevented as they left it):
 * - a link click nobody prevented is prevented once it has bubbled to the window;
 * - nl-search's navigation is cancelled through its cancelable event (its public API);
 * - any other navigation away from the page is cancelled in the Navigation API's navigate event:
 *   one started by a link or a form (a stopped click, a submit) quietly; one started by a script
 *   (location.assign…) is noted in `attempts`, since no element should do that unasked.
 * Hash changes and history.replaceState on the same page (the accordion's #expand=) go ahead.
 * Returns the undo.
 */
export function guardNavigation(attempts: string[]): () => void {
  const onClick = (event: Event) => {
    if (!event.defaultPrevented && event.composedPath().some((node) => node instanceof Element && (node.localName === 'a' || node.localName === 'area'))) event.preventDefault();
  };
  const onSearch = (event: Event) => event.preventDefault();
  const onNavigate = (event: Event) => {
    const { destination, hashChange, sourceElement, navigationType } = event as NavigateEvent;
    // nl-cookie-bar's reload-on-withdraw (a withdrawal the clicks make) reloads the page: not the test's.
    if (navigationType === 'reload') return event.preventDefault();
    const to = new URL(destination.url);
    if (hashChange || (to.origin === location.origin && to.pathname === location.pathname)) return;
    if (!sourceElement) attempts.push(destination.url.slice(0, 160));
    event.preventDefault();
  };
  // The Navigation API (Chromium, Firefox); WebKit 2.50 has none: there a form's submission is
  // stopped quietly here, as navigate does, and links by the click listener above (a script's own
  // navigation then goes unnoticed in WebKit).
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  const onSubmit = (event: Event) => event.preventDefault();
  window.addEventListener('click', onClick);
  window.addEventListener('nl-search', onSearch, true);
  if (navigation) navigation.addEventListener('navigate', onNavigate);
  else window.addEventListener('submit', onSubmit);
  return () => {
    window.removeEventListener('click', onClick);
    window.removeEventListener('nl-search', onSearch, true);
    navigation?.removeEventListener('navigate', onNavigate);
    window.removeEventListener('submit', onSubmit);
  };
}

/**
 * Page-wide state the elements keep, back to a first visit: consent and dismissed notifications
 * (cookies), the hash, the data layer, and the cookie bar that consent.open() adds to <body> when a
 * page has none (nl-cookie-table's button does).
 */
export function resetPage(): void {
  document.cookie = 'nl_consent=; path=/; max-age=0';
  document.cookie = 'nl_dismissed=; path=/; max-age=0';
  // Only when there is a hash to clear: WebKit throws past 100 history calls in 10 seconds, and
  // leaks.test.ts resets the page hundreds of times.
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  for (const bar of document.querySelectorAll('body > nl-cookie-bar')) bar.remove();
}
