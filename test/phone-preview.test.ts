/**
 * The demo site on a phone in preview mode (issue 30.4; test/phone.ts is the visitor view): an
 * editor checks pages on a phone too, and preview mode's panel (src/core/preview/panel.ts) is fixed
 * at the bottom of the screen. Every page (nl and en), 360 × 800, `?nl-debug`, as a first-time visitor:
 * - the panel lies over none of the cookie bar's buttons while the bar is shown;
 * - after a choice in the bar (which then keeps no room at the bottom), every control that can take focus (the page's and ours, light DOM and open shadow roots), focused
 *   in turn as Tab would, is not under the panel once it has focus (WCAG 2.2, 2.4.11): also one that
 *   was already on screen at the bottom edge, which the browser does not scroll.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { frames, sitePageHooks, visitSitePage } from './site-pages.ts';

// The manual's pages (/docs/, issue 32) are left out: their controls are the header's and footer's,
// focused on every other page, and links and copy buttons in the flow of text; some hundred links
// each (the tag table) would double this file's time.
const pages = ((await (await fetch('/fake/pages')).json()) as string[]).filter((page) => !page.startsWith('/docs/'));

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';

/** Every element of the document and of the open shadow roots in it, in tree order. */
function everything(root: Document | ShadowRoot): Element[] {
  return [...root.querySelectorAll('*')].flatMap((element) => [element, ...(element.shadowRoot ? everything(element.shadowRoot) : [])]);
}

/** Whether `node` is `host` or in it, across shadow roots (the frame's: no instanceof across windows). */
function inside(host: Element, node: Node): boolean {
  for (let at: Node | null = node; at; at = at.parentNode ?? (at.nodeType === Node.DOCUMENT_FRAGMENT_NODE ? ((at as ShadowRoot).host ?? null) : null)) if (at === host) return true;
  return false;
}

const overlap = (a: DOMRect, b: DOMRect): boolean => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

describe('examples site on a phone in preview mode: the panel covers no focused control', function () {
  this.timeout(60_000);
  sitePageHooks(pages);

  for (const path of pages) {
    it(`${path}`, async () => {
      const frame = await visitSitePage(`${path}?nl-debug`, 360, 800);
      const doc = frame.contentDocument!;
      const win = frame.contentWindow!;
      // A page without the library (the frames' pages of nl-iframe-modal) has no preview mode.
      if (!(win as Window & { nl?: unknown }).nl) return;
      const host = await waitUntil(() => doc.querySelector('aside[data-nl-preview="panel"]'), 'the preview panel', { timeout: 5000 }).then(() => doc.querySelector('aside[data-nl-preview="panel"]')!);
      const panel = () => host.shadowRoot!.querySelector('.panel')!.getBoundingClientRect();
      const bar = doc.querySelector('nl-cookie-bar');
      if (bar) {
        await waitUntil(() => bar.shadowRoot?.querySelector('[part="bar"]'), 'the cookie bar', { timeout: 3000 }).catch(() => undefined);
        await Promise.all(bar.shadowRoot?.getAnimations().map((a) => a.finished) ?? []);
        await frames(win, 2);
        for (const button of bar.shadowRoot?.querySelectorAll('button') ?? []) {
          if (button.getClientRects().length) expect(overlap(panel(), button.getBoundingClientRect()), `the panel over the cookie bar's "${button.textContent}"`).to.equal(false);
        }
        // A choice: the bar goes, and with it the room it kept at the bottom (scroll-padding-bottom).
        bar.shadowRoot?.querySelector<HTMLButtonElement>('button')?.click();
        await frames(win, 2);
      }
      const covered: string[] = [];
      const targets = everything(doc).filter((element) => element.matches(FOCUSABLE) && !inside(host, element) && (element as HTMLElement).tabIndex >= 0);
      for (const target of targets) {
        const element = target as HTMLElement;
        if (!element.getClientRects().length || win.getComputedStyle(element).visibility === 'hidden') continue;
        element.focus();
        // Only what took focus (a disabled control does not).
        const root = element.getRootNode() as Document | ShadowRoot;
        if (root.activeElement !== element) continue;
        const box = element.getBoundingClientRect();
        if (box.width < 1 || box.height < 1 || box.bottom <= 0 || box.top >= win.innerHeight) continue;
        if (overlap(panel(), box)) covered.push(`${element.localName}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      }
      expect(covered, `${path}: focused controls under the panel`).to.deep.equal([]);
    });
  }
});
