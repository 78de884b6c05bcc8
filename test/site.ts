/**
 * The demo site, every page, as a first-time visitor sees it (`npm start`'s site with the built
 * library; the page list comes from the built site's folder, /fake/pages, i.e. examplePages() of
 * scripts/site/pages.mjs: examples/ and the tags' pages in their folders, so a new page is checked at
 * once). Each page is loaded once, in a same-origin iframe 360 × 800 (no cookies: the cookie bar
 * shows), and window.nl.loadAll() has brought every tag on it, whatever its `loading`; then, in
 * order, on that one load:
 * 1. nothing came from another origin before consent (resource timing lists failed requests too;
 *    a third party's page, examples/embed/, loads the library itself from the CDN's origin), every
 *    nl-* tag is defined, the cookie bar is shown where the page has one, and nothing an element draws
 *    is in the library's default blue (the site's theme, issue 17 point 4);
 * 2. axe (test/site-axe.ts) finds no violations 360 px wide (issue 30.3: a table's scroll box only
 *    scrolls there), with the cookie bar shown;
 * 3. and none 1280 px wide (issue 18 point 6), the same frame resized;
 * 4. the layout rules of test/phone.ts at 360, 768 and 1280 px (issue 18 point 1): no sideways
 *    scrolling, nothing covered, targets of 24 px, text of 12 px in its box; then the cookie bar
 *    closed.
 * One load for the four: the page loads were a third of these checks' time, and with three engines
 * the suite has to fit CI's 40 minutes. Five files (test/site-nl.test.ts, -en, -elements-nl,
 * -elements-en, -docs: see SitePart), so that the runner's two workers share the work and each file
 * stays well inside its time limit (WebKit took 220 s for the 44 English pages in one file).
 */
import { expect } from '@open-wc/testing';
import { PAGE_TIMEOUT } from './helpers.ts';
import { layoutProblems } from './phone.ts';
import { axeOnPage } from './site-axe.ts';
import { clearCookies, cookieBarPart, frames, languageOfPath, visitSitePage, type SiteWindow } from './site-pages.ts';

/**
 * The pages of the site: the Dutch and the English (under /en/) ones of the site itself, the tags' pages
 * in each language (/elements/, /en/elements/), or the manual's (/docs/, English only).
 */
export type SitePart = 'nl' | 'en' | 'elements-nl' | 'elements-en' | 'docs';
const partOf = (path: string): SitePart => {
  if (path.startsWith('/docs/')) return 'docs';
  const language = languageOfPath(path);
  return /^(\/en)?\/elements\//.test(path) ? `elements-${language}` : language;
};

/** Whether the page's cookie bar is shown, once it has its texts and has faded in. */
const barShown = async (doc: Document): Promise<boolean> => (await cookieBarPart(doc.querySelector('nl-cookie-bar'))) != null;

export async function siteEveryPage(part: SitePart): Promise<void> {
  const all = (await (await fetch('/fake/pages')).json()) as string[];
  const pages = all.filter((page) => partOf(page) === part);

  describe(`examples site (${part}): every page as a first-time visitor sees it`, function () {
    // A page load, two axe runs and three widths' layout on a machine the other test files share.
    this.timeout(PAGE_TIMEOUT);

    before(() => {
      expect(pages.length, 'pages found').to.be.greaterThan(10);
    });

    for (const path of pages) {
      describe(path, () => {
        let frame: Promise<HTMLIFrameElement> | undefined;
        /** The page, loaded by the first test that needs it (a failed load fails each test, with its reason). */
        const page = () => (frame ??= visitSitePage(path, 360, 800));
        after(async () => {
          (await frame?.catch(() => null))?.remove();
          clearCookies();
        });

        it(`${path}: nothing from other origins before consent; every tag rendered; the cookie bar shown; the site's colours`, async () => {
          const loaded = await page();
          const win = loaded.contentWindow as SiteWindow;
          const doc = loaded.contentDocument!;
          const tags = [...doc.querySelectorAll('*')].filter((el) => el.localName.startsWith('nl-'));
          const undefinedTags = [...new Set(tags.filter((el) => !win.customElements.get(el.localName)).map((el) => el.localName))];
          expect(undefinedTags, 'tags without a definition').to.deep.equal([]);
          if (doc.querySelector('nl-cookie-bar')) expect(await barShown(doc), 'the cookie bar is shown').to.equal(true);

          // A third party's page (examples/embed/) loads the library itself from another origin, as from
          // a CDN (issue 29.7): the runner's other host name, /cdn/. Nothing else may come from there.
          const loader = path.includes('/embed/') ? doc.querySelector<HTMLScriptElement>('script[src$="/nl-components.js"]') : null;
          const library = loader ? new URL(loader.src) : null;
          if (path.endsWith('/embed/sollicitatie.html')) expect(library!.origin, 'the library from another origin').to.not.equal(location.origin);
          const foreign = win.performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => new URL(name).origin !== location.origin)
            .filter((name) => !library || !name.startsWith(new URL('.', library).href));
          expect(foreign, 'requests to other origins').to.deep.equal([]);

          // One theme (issue 17 point 4): the site sets the design tokens to its teal, so nothing an
          // element draws is in the library's default blue (or its hover shade) next to the site's colours.
          expect(inDefaultBlue(doc), 'drawn in the library’s default blue').to.deep.equal([]);
        });

        it(`${path} at 360 px: axe finds no violations`, async () => {
          const loaded = await page();
          await barShown(loaded.contentDocument!);
          await frames(loaded.contentWindow!, 2);
          expect(await axeOnPage(loaded), path).to.deep.equal([]);
        });

        it(`${path}: axe finds no violations`, async () => {
          const loaded = await page();
          loaded.width = '1280';
          await frames(loaded.contentWindow!, 2);
          await barShown(loaded.contentDocument!);
          expect(await axeOnPage(loaded), path).to.deep.equal([]);
        });

        it(`${path}: at every width no sideways scrolling, nothing covered, targets ≥ 24 px, text ≥ 12 px and in its box`, async () => {
          const loaded = await page();
          loaded.width = '360';
          await frames(loaded.contentWindow!, 2);
          expect(await layoutProblems(loaded), path).to.deep.equal([]);
        });
      });
    }
  });
}

/** Where the elements on a page (their shadow trees, nested ones too, and the light DOM they style) use the library's default blue. */
function inDefaultBlue(doc: Document): string[] {
  const blues = new Set(['rgb(11, 87, 208)', 'rgb(8, 66, 160)']);
  const properties = ['color', 'background-color', 'border-top-color', 'border-bottom-color', 'border-left-color', 'fill', 'stroke'];
  const found: string[] = [];
  const visit = (root: ParentNode, path: string) => {
    for (const el of root.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      for (const property of properties) {
        if (blues.has(style.getPropertyValue(property))) found.push(`${path} ${el.localName}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}: ${property}`);
      }
      if (el.shadowRoot) visit(el.shadowRoot, `${path} ${el.localName} ›`);
    }
  };
  for (const el of doc.querySelectorAll('*')) {
    if (!el.localName.startsWith('nl-')) continue;
    visit(el, el.localName);
    if (el.shadowRoot) visit(el.shadowRoot, `${el.localName} ›`);
  }
  return [...new Set(found)];
}
