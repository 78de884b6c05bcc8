/**
 * The demo site (examples/, as `npm start` serves it, with the built library from /dist/): every
 * page, loaded in a same-origin iframe by a first-time visitor (no cookies), must
 * - fetch nothing from another origin before consent (resource timing lists failed requests too),
 * - show the cookie bar where the page has one,
 * - have every nl-* tag on it defined and rendered (window.nl.loadAll(), whatever the tag's `loading`),
 * - not scroll sideways.
 * The page list comes from the folders (/fake/pages: examples/ and each tag's pages in its element folder), so a new page is checked at once.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { TAGS, folderOf } from './all-tags.ts';

const pages = (await (await fetch('/fake/pages')).json()) as string[];

// Issue 19, one folder per element: each tag's example pages are written in its element's folder,
// src/elements/<folder>/nl-<tag>.example.html (Dutch) and nl-<tag>.example.en.html (English), and
// served at /elements/nl-<tag>.html and /en/elements/nl-<tag>.html (scripts/site/element-pages.mjs).
// Every tag page under src/, and any left under examples/ (the files' names, from the folders).
const srcPages = Object.keys(import.meta.glob(['/src/**/nl-*.html', '/src/**/*.example*.html']));
const strayPages = Object.keys(import.meta.glob(['/examples/**/nl-*.html', '/examples/**/*.example*.html', '/examples/**/elements/*.html']));
const PAGE_FILE = /^\/src\/elements\/([^/]+)\/(nl-[a-z0-9-]+)\.example(\.en)?\.html$/;
/** The URL path the site serves a page file of src/elements/ at. */
function urlOf(file: string): string {
  const [, , tag, en] = PAGE_FILE.exec(file)!;
  return `${en ? '/en' : ''}/elements/${tag}.html`;
}

type SiteWindow = Window & { nl?: { ready: Promise<void>; loadAll(): Promise<void> } };

function clearCookies(): void {
  for (const name of ['nl_consent', 'nl_dismissed']) document.cookie = `${name}=; path=/; max-age=0`;
}

async function visit(path: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.width = '1280';
  frame.height = '900';
  frame.title = path;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = path;
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as SiteWindow;
  if (win.nl) {
    await Promise.race([
      // Every tag on the page, whatever its `loading` (docs/loading.md).
      win.nl.loadAll(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`${path}: window.nl.loadAll() did not resolve within 5 s`)), 5000)),
    ]);
    // A demo script may add a tag after load: the builders page draws its map preview once the
    // schemas it fetches have arrived, which on a busy machine is after the loadAll() above (CI
    // failed on that once). Each such tag is loaded as it comes; one that never gets defined
    // still fails the test that checks.
    const doc = frame.contentDocument!;
    const missing = () => [...doc.querySelectorAll('*')].some((el) => el.localName.startsWith('nl-') && !win.customElements.get(el.localName));
    for (const deadline = Date.now() + 5000; missing() && Date.now() < deadline; ) {
      await win.nl.loadAll();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return frame;
}

describe('example pages in their element’s folder (issue 19)', () => {
  it('no tag page outside its element’s folder; every tag’s folder holds its Dutch and English pages; all served', async () => {
    const files = srcPages;
    expect(files.length, 'pages found in src/elements/').to.be.greaterThan(40);
    const problems = strayPages.map((file) => `${file}: a tag page under examples/ (its place: src/elements/<folder>/nl-<tag>.example.html)`);
    for (const file of files) {
      const [, folder, tag, en] = PAGE_FILE.exec(file) ?? [];
      if (!tag || !TAGS.includes(tag)) problems.push(`${file}: not a tag’s example page (nl-<tag>.example.html, nl-<tag>.example.en.html)`);
      else if (folderOf(tag) !== folder) problems.push(`${file}: not in ${tag}’s folder, src/elements/${folderOf(tag)}/`);
      const other = en ? file.replace(/\.en\.html$/, '.html') : file.replace(/\.html$/, '.en.html');
      if (!files.includes(other)) problems.push(`${file}: no ${en ? 'Dutch' : 'English'} page beside it (${other})`);
      if (tag && !pages.includes(urlOf(file))) problems.push(`${file}: not in the site’s page list (/fake/pages)`);
    }
    // A tag has its own page, or its reference is on a Dutch page of its folder (nl-accordion-item on nl-accordion's).
    for (const tag of TAGS) {
      const folder = `/src/elements/${folderOf(tag)}/`;
      if (files.includes(`${folder}${tag}.example.html`)) continue;
      const hosts = files.filter((file) => file.startsWith(folder) && !file.endsWith('.en.html'));
      const served = await Promise.all(hosts.map(async (file) => (await (await fetch(urlOf(file))).text()).includes(`data-reference="${tag}"`)));
      if (!served.includes(true)) problems.push(`${tag}: no example page in ${folder} (${tag}.example.html and .example.en.html), nor its reference on one`);
    }
    const urls = files.filter((file) => PAGE_FILE.test(file)).map(urlOf);
    for (const url of pages.filter((path) => /^(\/en)?\/elements\//.test(path) && !urls.includes(path))) problems.push(`${url}: listed by the site, but no element folder holds it`);
    expect(problems).to.deep.equal([]);
  });
});

describe('examples site', () => {
  before(() => {
    expect(pages.length, 'pages found').to.be.greaterThan(10);
  });
  afterEach(() => {
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    clearCookies();
  });

  it('/embed/sollicitatie.html: the application form works between Bootstrap’s styles', async () => {
    const frame = await visit('/embed/sollicitatie.html');
    const doc = frame.contentDocument!;
    expect([...doc.styleSheets].some((sheet) => sheet.href?.includes('/vendor/bootstrap/'))).to.equal(true);
    // Bootstrap's own fields and ours line up in one column of the card.
    const card = doc.querySelector('.card-body')!.getBoundingClientRect();
    for (const tag of ['nl-date-picker', 'nl-address-field', 'nl-vacancy-upload']) {
      const box = doc.querySelector(tag)!.getBoundingClientRect();
      expect(box.height, `${tag} has height`).to.be.greaterThan(40);
      expect(box.left >= card.left && box.right <= card.right, `${tag} inside the card`).to.equal(true);
    }
    // Typing a postcode looks the address up there too.
    const [postcode, number] = [...doc.querySelectorAll<HTMLInputElement>('nl-address-field input:not([type="hidden"])')];
    for (const [input, value] of [[postcode!, '1071XX'], [number!, '1']] as const) {
      input.focus();
      await sendKeys({ type: value });
    }
    const hidden = doc.querySelector<HTMLInputElement>('nl-address-field input[type="hidden"]')!;
    await waitUntil(() => hidden.value.includes('Museumstraat'), 'looked up on the Bootstrap page', { timeout: 5000 });
  });

  it('/thema.html: its controls set the tokens on :root, and every element on the page re-themes at once, by keyboard too', async () => {
    const frame = await visit('/thema.html');
    const doc = frame.contentDocument!;
    const win = frame.contentWindow!;
    const search = doc.querySelector('.theme-preview nl-search')!;
    const bar = doc.querySelector('nl-cookie-bar')!;
    await waitUntil(() => bar.shadowRoot?.querySelector('.button'), 'cookie bar shown', { timeout: 3000 });
    const css = (el: Element) => win.getComputedStyle(el);
    const searchButton = () => css(search.shadowRoot!.querySelector('button')!);
    const searchInput = () => css(search.shadowRoot!.querySelector('input')!);
    const barButton = () => css(bar.shadowRoot!.querySelector('.button')!);
    // The site's teal, from its tokens.
    expect(searchButton().backgroundColor).to.equal('rgb(11, 94, 102)');
    expect(barButton().backgroundColor).to.equal('rgb(11, 94, 102)');
    expect(doc.querySelectorAll('#thema-contrast tr')).to.have.length(7);
    expect(doc.getElementById('thema-samenvatting')!.textContent).to.equal('Alle combinaties halen WCAG AA.');

    const primary = doc.getElementById('token-primary') as HTMLInputElement;
    primary.value = '#aa0000';
    primary.dispatchEvent(new Event('input', { bubbles: true }));
    expect(doc.documentElement.style.getPropertyValue('--nl-color-primary')).to.equal('#aa0000');
    expect(searchButton().backgroundColor, 'the search button').to.equal('rgb(170, 0, 0)');
    expect(barButton().backgroundColor, 'the cookie bar').to.equal('rgb(170, 0, 0)');
    expect(doc.getElementById('thema-css')!.textContent).to.contain('--nl-color-primary: #aa0000;');

    // The radius by keyboard: Home puts the slider at 0.
    (doc.getElementById('token-radius') as HTMLInputElement).focus();
    await sendKeys({ press: 'Home' });
    expect(doc.getElementById('token-radius-waarde')!.textContent).to.equal('0 px');
    expect(searchInput().borderTopLeftRadius).to.equal('0px');
    await sendKeys({ press: 'ArrowRight' });
    expect(searchInput().borderTopLeftRadius).to.equal('1px');

    // A background the text does not stand out on: the table and the summary say so.
    const background = doc.getElementById('token-background') as HTMLInputElement;
    background.value = '#222222';
    background.dispatchEvent(new Event('input', { bubbles: true }));
    expect(doc.getElementById('thema-samenvatting')!.textContent).to.match(/^Niet alles haalt AA: .*tekst op achtergrond/);

    // Presets: the library's defaults, then the site's own colours again.
    (doc.querySelector('[data-theme-preset="library"]') as HTMLButtonElement).click();
    expect(searchButton().backgroundColor).to.equal('rgb(11, 87, 208)');
    expect(primary.value).to.equal('#0b57d0');
    (doc.querySelector('[data-theme-preset="dark"]') as HTMLButtonElement).click();
    expect(doc.getElementById('thema-samenvatting')!.textContent, 'the dark preset').to.equal('Alle combinaties halen WCAG AA.');
    (doc.querySelector('[data-theme-preset="site"]') as HTMLButtonElement).click();
    expect(searchButton().backgroundColor).to.equal('rgb(11, 94, 102)');
    expect(searchInput().borderTopLeftRadius).to.equal('8px');
    expect([...doc.documentElement.style].filter((name) => name.startsWith('--nl-')), 'tokens left on :root').to.deep.equal([]);
  });

  it('the demo scripts write their own texts in the page’s language (examples/assets/demo-lang.js)', async () => {
    // The cookie bar page's read-out of window.nl.consent, written by cookie-bar-demo.js on load.
    for (const [path, chosen] of [
      ['/elements/nl-cookie-bar.html', 'Gekozen'],
      ['/en/elements/nl-cookie-bar.html', 'Chosen'],
    ] as const) {
      const doc = (await visit(path)).contentDocument!;
      await waitUntil(() => doc.querySelector('#consent-state div:nth-child(2)'), `${path}: the read-out`);
      expect(doc.getElementById('consent-state')!.textContent, path).to.include(chosen);
    }
    // openModal() from modal-demo.js: the dialog's title is in the page's language.
    const doc = (await visit('/en/elements/nl-modal.html')).contentDocument!;
    (doc.querySelector('[data-open-modal-code="info"]') as HTMLButtonElement).click();
    await waitUntil(() => doc.querySelector('nl-modal[open]:not([id])'), 'the openModal() dialog');
    expect(doc.querySelector('nl-modal[open]:not([id])')!.getAttribute('heading')).to.equal('Your details have been saved');
    (doc.querySelector('nl-modal[open]:not([id])') as HTMLElement & { close(): void }).close();
  });
});
