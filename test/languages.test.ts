/**
 * The examples site in two languages (issue 18.4): the Dutch pages at /, the English ones at /en/
 * at the same paths (scripts/site/pages.mjs). For every page of the site (the list comes from the
 * examples folder and the element folders, /fake/pages, so a new page is checked at once), as the site serves it:
 * - `<html lang>` is `en` under /en/ and in the manual (/docs/, English only: issue 32), `nl` elsewhere;
 * - every page but the embedded ones (embed/) has the site's header, with the language switch: a link per language (hreflang and lang
 *   set), to this page in that language, or to that language's home page where it has none (so a
 *   manual page's Dutch link is the Dutch home page), and
 *   the current language marked aria-current;
 * - where both versions exist, `<link rel="alternate">` for nl, en and x-default (the Dutch page),
 *   each pointing at a page that exists; so each page and its counterpart point at each other;
 * - every Dutch page has an English counterpart, but the Dutch-only ones listed below;
 * - no Dutch text of the shared includes (header, footer, the cookie bar's declarations) on an
 *   English page.
 * Plus: the header's aria-current for /en/ pages, axe on the header of both languages, and the
 * texts the site's own scripts write (examples/assets/*.js) in the page's language.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { loadFrame } from './helpers.ts';
import { TAGS } from './all-tags.ts';
import { languageOfPath } from './site-pages.ts';

const pages = (await (await fetch('/fake/pages')).json()) as string[];
const parser = new DOMParser();
const served = new Map<string, Document>();

/** A page as the site serves it (its includes filled in), parsed; cached per path. */
async function load(path: string): Promise<Document> {
  if (!served.has(path)) {
    const response = await fetch(path);
    expect(response.ok, `${path}: HTTP ${response.status}`).to.equal(true);
    served.set(path, parser.parseFromString(await response.text(), 'text/html'));
  }
  return served.get(path)!;
}

/** Dutch pages without an English version, and why: the strict-CSP page is a test page of the
 * library under the strictest policy (test/strict-csp.test.ts), not content for visitors. */
const DUTCH_ONLY = new Set(['/strict-csp.html']);
// The per-tag pages too (/elements/nl-TAG.html, written in the element's folder beside its English
// one, nl-TAG.example.html and nl-TAG.example.en.html: scripts/site/element-pages.mjs).
const needsEnglish = (path: string) => languageOfPath(path) === 'nl' && !DUTCH_ONLY.has(path);

const languageOf = languageOfPath;
/** The manual (/docs/): English only, its pages have no Dutch counterpart. */
const manual = (path: string) => path.startsWith('/docs/');
const counterpart = (path: string) => (path.startsWith('/en/') ? path.slice(3) : `/en${path}`);
/** A link's path as a page path: / and /en/ are their index.html. */
const pagePath = (href: string) => (href.endsWith('/') ? `${href}index.html` : href);

describe('the examples site in Dutch and English (issue 18.4)', () => {
  it('finds pages in both languages', () => {
    expect(pages.filter((path) => path.startsWith('/en/')).length, 'English pages').to.be.greaterThan(15);
    const missing = pages.filter(needsEnglish).filter((path) => !pages.includes(counterpart(path)));
    expect(missing, 'Dutch pages without an English version').to.deep.equal([]);
    const orphans = pages.filter((path) => path.startsWith('/en/') && !pages.includes(counterpart(path)));
    expect(orphans, 'English pages without a Dutch one').to.deep.equal([]);
    expect(pages.filter(manual).length, 'the manual’s pages').to.be.greaterThan(15);
  });

  for (const path of pages) {
    it(`${path}: lang, language switch and hreflang alternates`, async () => {
      const doc = await load(path);
      const lang = languageOf(path);
      expect(doc.documentElement.lang, '<html lang>').to.equal(lang);
      const other = counterpart(path);
      const both = pages.includes(other);

      // Every page has the site's header but the embedded ones (a modal's content, a third party's page).
      const embedded = /^(\/en)?\/embed\//.test(path);
      expect(doc.querySelector('.site-header') != null, 'the site’s header').to.equal(!embedded);
      if (!embedded) {
        const links = [...doc.querySelectorAll<HTMLAnchorElement>('.site-header nav.language-switch a')];
        expect(links.map((a) => [a.hreflang, a.lang, a.textContent]), 'the switch').to.deep.equal([
          ['nl', 'nl', 'Nederlands'],
          ['en', 'en', 'English'],
        ]);
        expect(doc.querySelector('nav.language-switch')!.getAttribute('aria-label'), 'the switch’s name').to.equal(lang === 'en' ? 'Language' : 'Taal');
        for (const link of links) {
          const own = link.hreflang === lang;
          expect(link.getAttribute('aria-current'), `${link.hreflang}: current`).to.equal(own ? 'true' : null);
          const target = pagePath(link.getAttribute('href')!);
          const expected = own ? path : both ? other : link.hreflang === 'en' ? '/en/index.html' : '/index.html';
          expect(target, `${link.hreflang}: href`).to.equal(expected);
          expect(pages, `${link.hreflang}: an existing page`).to.include(target);
        }
      }

      const alternates = Object.fromEntries(
        [...doc.querySelectorAll<HTMLLinkElement>('head link[rel="alternate"][hreflang]')].map((link) => [link.hreflang, pagePath(link.getAttribute('href')!)]),
      );
      if (!both) {
        expect(alternates, 'no alternates without a counterpart').to.deep.equal({});
        return;
      }
      const dutch = lang === 'nl' ? path : other;
      const english = lang === 'en' ? path : other;
      expect(alternates).to.deep.equal({ nl: dutch, en: english, 'x-default': dutch });
      // The counterpart points back (it is served, with its own alternates).
      const back = await load(other);
      expect(back.querySelector(`head link[rel="alternate"][hreflang="${lang}"]`)?.getAttribute('href'), 'the counterpart points back').to.be.a('string');
      expect(pagePath(back.querySelector(`head link[rel="alternate"][hreflang="${lang}"]`)!.getAttribute('href')!)).to.equal(path);
    });
  }

  it('no Dutch text from the shared includes (header, footer, cookie bar) on the English pages', async () => {
    // The texts of the Dutch includes, from a served Dutch page; the same words in both languages
    // (names, addresses, `Home`, `FAQ`) are allowed.
    const same = new Set(['Home', 'FAQ', 'Contact', 'Menu', 'Voorbeeld Groep', 'Voorbeeld Groep B.V.', 'Google Analytics', 'Google Ads', 'Nederlands', 'English', '020 123 45 67']);
    const texts = (doc: Document) => {
      const found = new Set<string>();
      for (const root of doc.querySelectorAll('.site-header, .site-footer, nl-cookie-bar')) {
        const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) found.add(node.textContent!.trim());
        for (const el of [root, ...root.querySelectorAll('*')]) {
          for (const name of ['aria-label', 'alt', 'title', 'label', 'placeholder', 'message']) if (el.hasAttribute(name)) found.add(el.getAttribute(name)!.trim());
        }
      }
      const cookies = doc.querySelector('nl-cookie-bar')?.getAttribute('cookies');
      for (const cookie of cookies ? (JSON.parse(cookies) as Record<string, string>[]) : []) found.add(cookie.purpose!).add(cookie.expiry!);
      return [...found].filter((text) => text && !same.has(text) && !/^(nl-[\w-]+|\d[\d ]*\w*|[\w.]+@[\w.]+)$/.test(text) && !/^\d{4} [A-Z]{2} /.test(text) && !/straat \d+$/.test(text));
    };
    const dutch = texts(await load('/index.html'));
    expect(dutch, 'Dutch texts found').to.include.members(['Direct naar de inhoud', 'Hoofdmenu', 'Snel naar', 'Taal', 'Bezoeken tellen']);
    const leaks: string[] = [];
    for (const path of pages.filter((p) => languageOf(p) === 'en')) {
      const english = new Set(texts(await load(path)));
      leaks.push(...dutch.filter((text) => english.has(text)).map((text) => `${path}: ${text}`));
    }
    expect(leaks).to.deep.equal([]);
  });

  it('the header marks the current page (aria-current) on English pages too, and the English menu links to English pages', async () => {
    const current = async (path: string) => [...(await load(path)).querySelectorAll('.main-nav a[aria-current="page"]')].map((a) => a.getAttribute('href'));
    expect(await current('/en/index.html')).to.deep.equal(['/en/']);
    expect(await current('/en/vacatures.html')).to.deep.equal(['/en/vacatures.html']);
    expect(await current('/en/cms.html')).to.deep.equal(['/en/cms.html']);
    expect(await current('/vacatures.html'), 'Dutch as before').to.deep.equal(['/vacatures.html']);
    const doc = await load('/en/index.html');
    const local = [...doc.querySelectorAll<HTMLAnchorElement>('.main-nav a, .site-footer a')]
      .map((a) => a.getAttribute('href')!)
      .filter((href) => href.startsWith('/'));
    // The manual (/docs/) is English, at its own path.
    const dutchTargets = local.filter((href) => !href.startsWith('/en/') && !manual(href) && !DUTCH_ONLY.has(href));
    expect(dutchTargets, 'links to Dutch pages').to.deep.equal([]);
    expect(local, 'the English menu links to the manual').to.include('/docs/');
    // The Dutch header links to it too, saying it is English (hreflang).
    const dutchMenu = [...(await load('/index.html')).querySelectorAll<HTMLAnchorElement>('.main-nav a[href="/docs/"]')];
    expect(dutchMenu.map((a) => a.hreflang), 'the Dutch menu’s link to the manual').to.deep.equal(['en']);
    expect(await current('/docs/index.html'), 'the manual’s index is the current page of the menu').to.deep.equal(['/docs/']);
  });

  // What the site's scripts (and the served catalogue) write, per language: [page, selector, text it must start with].
  const written: [string, string, string][] = [
    ['/catalogus.html', '.catalogue-index__count', `${TAGS.length} elementen`],
    ['/en/catalogus.html', '.catalogue-index__count', `${TAGS.length} elements`],
    ['/thema.html', '#thema-samenvatting', 'Alle combinaties halen WCAG AA.'],
    ['/en/thema.html', '#thema-samenvatting', 'All combinations pass WCAG AA.'],
    ['/controleer.html', '#controleer-status', 'Plak je HTML hierboven.'],
    ['/en/controleer.html', '#controleer-status', 'Paste your HTML above.'],
    ['/bouwers.html', '#kaart-status', 'De tag klopt'],
    ['/en/bouwers.html', '#kaart-status', 'The tag is right'],
    ['/vacatures.html?q=utrecht', '#vacature-resultaat', '1 vacature gevonden voor „utrecht”'],
    ['/en/vacatures.html?q=utrecht', '#vacature-resultaat', '1 vacancy found for “utrecht”'],
  ];
  for (const [path, selector, text] of written) {
    it(`${path}: the page's script writes ${JSON.stringify(text)}`, async function () {
      this.timeout(30_000);
      const frame = await loadFrame(path);
      const element = () => frame.contentDocument!.querySelector(selector);
      await waitUntil(() => element()?.textContent?.startsWith(text), `${selector}: ${element()?.textContent}`, { timeout: 20_000 });
      if (path.includes('catalogus')) {
        // The tags link to their pages in the page's language.
        const link = frame.contentDocument!.querySelector<HTMLAnchorElement>('#tag-nl-accordion a')!;
        expect(link.getAttribute('href')).to.equal(path.startsWith('/en/') ? '/en/elements/nl-accordion.html' : '/elements/nl-accordion.html');
      }
      frame.remove();
    });
  }

  for (const path of ['/index.html', '/en/index.html']) {
    it(`${path}: the header with the language switch is accessible (axe)`, async () => {
      const header = (await load(path)).querySelector('.site-header')!;
      const page = await fixture<HTMLElement>(html`<div lang=${languageOf(path)}><link rel="stylesheet" href="/assets/site.css" /></div>`);
      const sheet = page.querySelector('link')!;
      if (!sheet.sheet) await new Promise((resolve) => sheet.addEventListener('load', resolve, { once: true }));
      page.append(document.importNode(header, true));
      // The skip link's target, as on the page.
      page.insertAdjacentHTML('beforeend', '<main id="inhoud"><h1>Voorbeeld Groep</h1></main>');
      await expect(page).to.be.accessible();
    });
  }
});
