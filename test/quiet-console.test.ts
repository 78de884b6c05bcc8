/**
 * Valid tags on a plain host page write nothing to the console (issue 22, point 3).
 *
 * Each tag, as an editor writes it (test/all-tags.ts MARKUP), alone in a page of its own: an iframe
 * whose document is written with `srcdoc`, so it comes with no response headers at all (no
 * Document-Policy, no CSP, as a CMS page or a third-party site), and loads the built library the way
 * such a page does (the loader script and the stylesheet link from /dist/). Third parties are not
 * reachable: no consent is given (nothing of Google Maps or the tag manager loads) and the video
 * facade fetches nothing before a click; Sentry's ingest host is answered by the test fake, as the
 * network would (nl-monitoring runs as production, sampled in).
 * What counts is everything the browser's console shows for the page, Chromium's own messages
 * included (a policy violation, a failed request, a deprecation): see test/browser-log.mjs.
 */
import { expect } from '@open-wc/testing';
import { MARKUP, TAGS } from './all-tags.ts';
import { browserConsoleProblems, clearBrowserConsole, loadFrame } from './helpers.ts';

/** Markup that differs from MARKUP, and why. */
const PLAIN_PAGE_MARKUP: Record<string, string> = {
  // As production, sampled in (Math.random fixed before the library loads): the full set-up runs,
  // Sentry's session goes out. In development (localhost's default) Sentry would do nothing at all.
  'nl-monitoring': `<script>Math.random = () => 0.1;</script>
    <nl-monitoring dsn="https://public@o1.ingest.sentry.io/11" environments='{"production": ["localhost", "127.0.0.1"]}' release="web@1.0.0"></nl-monitoring>`,
};

function plainPage(tag: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<title>${tag} on a plain page</title>
<link rel="stylesheet" href="/dist/nl-components.css">
<script type="module" src="/dist/nl-components.js"></script>
</head>
<body>
<main>
${PLAIN_PAGE_MARKUP[tag] ?? MARKUP[tag]}
</main>
</body>
</html>`;
}

interface LoaderWindow extends Window {
  nl?: { ready: Promise<void>; loadAll(): Promise<void> };
}

/** Loads `tag`'s plain page in an iframe and waits until every tag present has rendered. */
async function loadPlainPage(tag: string): Promise<HTMLIFrameElement> {
  const frame = await loadFrame({ srcdoc: plainPage(tag) }, 1024, 768);
  const win = frame.contentWindow as LoaderWindow;
  for (let i = 0; i < 100 && !win.nl; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  if (!win.nl) throw new Error(`${tag}: the loader did not start`);
  // Every tag, idle ones too (docs/loading.md).
  await win.nl.loadAll();
  // Effects after the first commit (observers, timers of 0, a lookup started on render) get a turn.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return frame;
}

describe('valid tags on a plain host page write nothing to the console', function () {
  this.timeout(20_000);

  for (const tag of TAGS) {
    it(`${tag}`, async () => {
      await clearBrowserConsole();
      const frame = await loadPlainPage(tag);
      try {
        expect(frame.contentDocument!.querySelector(tag), 'the tag is on the page').to.not.equal(null);
        expect(frame.contentWindow!.customElements.get(tag), 'defined').to.not.equal(undefined);
        expect(await browserConsoleProblems()).to.deep.equal([]);
      } finally {
        frame.remove();
      }
    });
  }
});
