/**
 * axe on the whole demo site (issue 18 point 6: "axe 0 violations on every page, in both
 * languages"), shared by test/site-axe-nl.test.ts (the Dutch pages) and test/site-axe-en.test.ts
 * (the English ones under /en/): two files, so that the runner's two workers share the work and
 * each file stays well inside its time limit. Every page of the site (the list comes from the built
 * site's folder, /fake/pages, i.e. examplePages() of scripts/site/pages.mjs: examples/ and the tags' pages in their folders, so a new page is checked at once),
 * served as `npm start` serves it, is loaded in a same-origin iframe (1280 × 900, and 360 × 900 for a
 * phone: test/site-axe-phone-nl.test.ts and -en) by a first-time
 * visitor (the cookie bar shows); once window.nl.loadAll() has resolved, axe-core is injected into the
 * frame once and run on the whole document with the WCAG 2.0/2.1/2.2 A and AA rules and axe's best
 * practices (the rules Lighthouse's accessibility category runs, and more): no violations.
 * axe looks into open shadow roots, so the elements' own markup is checked where the page uses it.
 */
import { expect } from '@open-wc/testing';
import { frames, languageOfPath, sitePageHooks, visitSitePage, type SiteWindow } from './site-pages.ts';

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: (string | string[])[] }[] }[];
}
type AxeWindow = SiteWindow & { axe?: { run: (context: Document, options: object) => Promise<AxeResult> } };

/** axe's violations on the frame's whole document, one line each: rule, help, where. */
async function axeOnPage(frame: HTMLIFrameElement): Promise<string[]> {
  const win = frame.contentWindow as AxeWindow;
  const doc = frame.contentDocument!;
  if (!win.axe) {
    const script = doc.createElement('script');
    // /strict-csp.html requires Trusted Types for script URLs (and names no policies, so any may be made).
    const url = '/node_modules/axe-core/axe.min.js';
    const tt = (win as Window & { trustedTypes?: { createPolicy: (name: string, rules: { createScriptURL: (u: string) => string }) => { createScriptURL: (u: string) => string } } }).trustedTypes;
    script.src = tt ? tt.createPolicy('nl-test-axe', { createScriptURL: (u) => u }).createScriptURL(url) : url;
    const loaded = new Promise((resolve, reject) => {
      script.addEventListener('load', resolve, { once: true });
      script.addEventListener('error', () => reject(new Error('axe-core did not load')), { once: true });
    });
    doc.head.append(script);
    await loaded;
  }
  const result = await win.axe!.run(doc, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    resultTypes: ['violations'],
  });
  return result.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.map((t) => (Array.isArray(t) ? t.join(' › ') : t)).join(' › ')).join(', ')}`);
}

/**
 * The suite for the pages of one language: `nl` (every page not under /en/) or `en` (under /en/), at
 * `width` × 900 (1280, or 360 for a phone: issue 30.3, where a table's scroll box only scrolls there).
 * The manual's pages (/docs/, English only) are among the English ones.
 */
export async function axeEveryPage(language: 'nl' | 'en', width = 1280): Promise<void> {
  const all = (await (await fetch('/fake/pages')).json()) as string[];
  const pages = all.filter((page) => languageOfPath(page) === language);
  const at = width === 1280 ? '' : ` at ${width} px`;
  describe(`examples site (${language}): axe on every page${at}`, function () {
    // A page load and an axe run of the whole page each; the machine is shared.
    this.timeout(30_000);

    sitePageHooks(pages);

    for (const path of pages) {
      it(`${path}${at}: axe finds no violations`, async () => {
        const frame = await visitSitePage(path, width, 900);
        const win = frame.contentWindow!;
        // The cookie bar waits for its texts (template-url) and fades in: axe reads colours once it is shown.
        const bar = frame.contentDocument!.querySelector('nl-cookie-bar');
        if (bar) {
          const deadline = Date.now() + 3000;
          while (!bar.shadowRoot?.querySelector('[part="bar"]') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
          await Promise.all(bar.shadowRoot?.getAnimations().map((a) => a.finished) ?? []);
        }
        await frames(win, 2);
        expect(await axeOnPage(frame), path).to.deep.equal([]);
      });
    }
  });
}
