/**
 * Issue 14.5: every snippet the examples site and the README offer to paste works alone. Each one
 * goes into an empty page (an iframe) with only the stylesheet link and the loader script the
 * README names; there every nl-* element must upgrade and render, buttons that open a modal
 * (commandfor) must open it, nothing may reach the console as an error (nor fail to load), and the
 * HTML checker must find nothing. The snippets come from the served pages (test/snippets.ts).
 * Needs `npm run build` (the page loads /dist/).
 */
import { expect } from '@open-wc/testing';
import { loadChecker } from '../src/checker/browser.ts';
import type { Checker } from '../src/checker/check.ts';
import type { NlElement } from '../src/core/define.tsx';
import { markdownSnippets, siteSnippets, type Snippet } from './snippets.ts';

/** An empty page: the README's two lines and the snippet. The first script records errors. */
function emptyPage(snippet: string): string {
  return `<!doctype html>
<html lang="nl" data-nl-loading="eager">
<head>
<meta charset="utf-8">
<title>Snippet</title>
<script>
  window.__errors = [];
  const original = console.error.bind(console);
  console.error = (...args) => { window.__errors.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')); original(...args); };
  addEventListener('error', (event) => {
    const target = event.target;
    window.__errors.push(target === window ? String(event.message) : 'failed to load ' + (target.src || target.href || target.localName));
  }, true);
  addEventListener('unhandledrejection', (event) => window.__errors.push('unhandled rejection: ' + String(event.reason)));
</script>
<link rel="stylesheet" href="/dist/nl-components.css">
<script type="module" src="/dist/nl-components.js"></script>
</head>
<body>
${snippet}
</body>
</html>`;
}

async function load(snippet: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 1024px; height: 768px; border: 0';
  frame.srcdoc = emptyPage(snippet);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return frame;
}

type FrameWindow = Window & typeof globalThis & { __errors: string[] };

/** Every nl-* element of the page defined and rendered (nested ones too, and inside templates' clones). */
async function rendered(win: FrameWindow): Promise<NlElement[]> {
  const elements = [...win.document.querySelectorAll('*')].filter((el) => el.localName.startsWith('nl-')) as NlElement[];
  await Promise.all(elements.map((el) => win.customElements.whenDefined(el.localName)));
  await Promise.all(elements.map((el) => el.updateComplete));
  await new Promise((resolve) => win.requestAnimationFrame(resolve));
  return elements;
}

let checker: Checker;
let snippets: Snippet[] = [];

before(async () => {
  checker = await loadChecker('/dist/');
  // The README's and the manual's (docs/*.md, issue 32) ```html blocks, as the runner serves the files.
  const markdown = ['/README.md', ...Object.keys(import.meta.glob('/docs/*.md'))];
  const texts = await Promise.all(markdown.map(async (path) => markdownSnippets(await (await fetch(path)).text(), path.slice(1))));
  snippets = [...(await siteSnippets()), ...texts.flat()];
});

describe('snippets that work when pasted (issue 14.5)', function () {
  this.timeout(120_000); // every page’s snippets, Dutch and English (/en/), in one test

  it('finds the snippets on the built pages and in the README', () => {
    expect(snippets.length).to.be.greaterThan(80);
    expect(snippets.filter((s) => s.source === 'README.md')).to.have.length.greaterThan(0);
    // The manual's: the plain HTML page of Frameworks and the hero image of Tags (nl-bg-image).
    expect(snippets.filter((s) => s.source === 'docs/frameworks.md'), 'docs/frameworks.md').to.have.length.greaterThan(0);
    expect(snippets.filter((s) => s.source === 'docs/tags.md'), 'docs/tags.md').to.have.length.greaterThan(0);
    expect(snippets.some((s) => s.source === '/elements/nl-modal.html')).to.be.true;
    expect(snippets.some((s) => s.source === '/en/elements/nl-modal.html'), 'the English pages’ “HTML to paste”').to.be.true;
  });

  it('every snippet renders alone, without console errors, and the checker finds nothing in it', async () => {
    const failures: string[] = [];
    for (const snippet of snippets) {
      const where = `${snippet.source} "${snippet.title}"`;
      if (snippet.html.includes('…')) failures.push(`${where}: contains "…"`);
      const problems = checker.check(snippet.html, where);
      failures.push(...problems.map((p) => `${where}: checker: line ${p.line}: ${p.tag}${p.attribute ? ` ${p.attribute}` : ''}: ${p.message}`));
      const frame = await load(snippet.html);
      const win = frame.contentWindow as FrameWindow;
      try {
        const elements = await rendered(win);
        for (const el of elements) {
          if (!el.shadowRoot) failures.push(`${where}: <${el.localName}> did not upgrade`);
        }
        // A plain button of the snippet's own (not one an nl-* element wraps: a tooltip's trigger, a
        // modal's footer) must do something without a script of the page's own: an invoker command or
        // a popover target (the modal examples once relied on the demo site's modal-demo.js). A
        // data-track button is there for nl-tracking to report its clicks.
        const source = new DOMParser().parseFromString(snippet.html, 'text/html');
        for (const button of source.querySelectorAll('button[type="button"]:not([commandfor], [popovertarget], [data-track])')) {
          if ([...source.querySelectorAll('*')].some((el) => el.localName.startsWith('nl-') && el.contains(button))) continue;
          failures.push(`${where}: the button "${button.textContent?.trim()}" does nothing without a script of the page's own`);
        }
        // Buttons that open a modal (HTML invoker commands) open it.
        for (const button of win.document.querySelectorAll<HTMLButtonElement>('button[command="--show"]')) {
          const target = win.document.getElementById(button.getAttribute('commandfor') ?? '') as NlElement | null;
          if (!target) {
            failures.push(`${where}: commandfor="${button.getAttribute('commandfor')}" names no element`);
            continue;
          }
          button.click();
          await target.updateComplete;
          if (!target.hasAttribute('open')) failures.push(`${where}: the button "${button.textContent?.trim()}" did not open #${target.id}`);
          target.removeAttribute('open');
          await target.updateComplete;
        }
        failures.push(...win.__errors.map((error) => `${where}: console: ${error}`));
      } finally {
        frame.remove();
      }
    }
    expect(failures, failures.join('\n')).to.deep.equal([]);
  });
});
