/**
 * What the per-page site tests share (test/site.ts, test/phone-preview.test.ts): loading a page of the
 * demo site as a first-time visitor and waiting until its tags are ready, and the suite's hooks.
 */
import { expect } from '@open-wc/testing';
import { loadFrame } from './helpers.ts';

export type SiteWindow = Window & { nl?: { ready: Promise<void>; loadAll(): Promise<void> } };

/**
 * The language of a page of the site by its path: English under /en/ and the manual (/docs/, issue 32:
 * English only, so the per-language suites check it once, with the English pages), else Dutch.
 */
export const languageOfPath = (path: string): 'nl' | 'en' => (path.startsWith('/en/') || path.startsWith('/docs/') ? 'en' : 'nl');

/** Forgets the visitor's cookie choice, so the next page load is a first visit (the cookie bar shows). */
export function clearCookies(): void {
  for (const name of ['nl_consent', 'nl_dismissed']) document.cookie = `${name}=; path=/; max-age=0`;
}

/** Resolves after `count` animation frames of `win`. */
export function frames(win: Window, count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : win.requestAnimationFrame(() => step(left - 1)));
    step(count);
  });
}

/**
 * The page in a same-origin iframe of width × height, once every tag on it has loaded and rendered,
 * whatever its `loading` (window.nl.loadAll(), docs/loading.md; 5 s at most; a tag a demo script
 * adds later too), and two frames are drawn.
 */
export async function visitSitePage(path: string, width: number, height: number): Promise<HTMLIFrameElement> {
  clearCookies();
  const frame = await loadFrame(path, width, height);
  const win = frame.contentWindow as SiteWindow;
  expect(frame.contentDocument!.title, 'served (not a 404)').to.not.match(/Niet gevonden|Not found/);
  if (win.nl) {
    await Promise.race([win.nl.loadAll(), new Promise((_, reject) => setTimeout(() => reject(new Error(`${path}: window.nl.loadAll() did not resolve within 5 s`)), 5000))]);
    // A demo script may add a tag after load: the builders page draws its map preview once the
    // checker and the schemas it fetches have arrived, which on a busy machine is after the
    // loadAll() above (CI failed on that twice). Such a page marks what it is still building
    // aria-busy="true" (site.css hides it meanwhile): wait for that first (10 s at most), then
    // load each tag as it comes; one that never gets defined still fails the test that checks.
    const doc = frame.contentDocument!;
    for (const deadline = Date.now() + 10_000; doc.querySelector('[aria-busy="true"]') && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const missing = () => [...doc.querySelectorAll('*')].some((el) => el.localName.startsWith('nl-') && !win.customElements.get(el.localName));
    for (const deadline = Date.now() + 5000; missing() && Date.now() < deadline; ) {
      await win.nl.loadAll();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await frames(win, 2);
  return frame;
}

/**
 * The cookie bar's shown part once it is there and has faded in, or null (no bar, or none within
 * 3 s): the bar waits for its texts (template-url), and nothing tells the page when they came.
 */
export async function cookieBarPart(bar: Element | null): Promise<Element | null> {
  if (!bar) return null;
  const part = () => bar.shadowRoot?.querySelector('[part="bar"]') ?? null;
  for (const deadline = Date.now() + 3000; !part() && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
  await Promise.all(bar.shadowRoot?.getAnimations().map((a) => a.finished) ?? []);
  return part();
}

/** A per-page suite's hooks: the page list is not empty, and each test's frame and cookies are gone after it. */
export function sitePageHooks(pages: string[]): void {
  before(() => {
    expect(pages.length, 'pages found').to.be.greaterThan(10);
  });
  afterEach(() => {
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    clearCookies();
  });
}
