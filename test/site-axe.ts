/**
 * axe on a page of the demo site (issue 18 point 6: "axe 0 violations on every page, in both
 * languages"; test/site.ts runs it on every page at 360 and 1280 px). axe-core is injected into the
 * page's frame once and run on the whole document with the WCAG 2.0/2.1/2.2 A and AA rules and axe's
 * best practices (the rules Lighthouse's accessibility category runs, and more). axe looks into open
 * shadow roots, so the elements' own markup is checked where the page uses it.
 */
import type { SiteWindow } from './site-pages.ts';

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: (string | string[])[] }[] }[];
}
type AxeWindow = SiteWindow & { axe?: { run: (context: Document, options: object) => Promise<AxeResult> } };

/** axe's violations on the frame's whole document, one line each: rule, help, where. */
export async function axeOnPage(frame: HTMLIFrameElement): Promise<string[]> {
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
