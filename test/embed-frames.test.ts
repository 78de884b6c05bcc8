/**
 * The tags on a third-party site's page in a frame (issue 29, point 6): a same-origin iframe, an
 * iframe on another origin (the runner's other host name) and one with
 * `sandbox="allow-scripts allow-forms"` (an opaque origin: `document.cookie` and storage throw, requests
 * carry `Origin: null`). In each, the page (test/fixtures/embed/page.html) loads the built library
 * from another origin than its own or the test page's, as from a CDN (test/package-server.mjs: /cdn/,
 * `Access-Control-Allow-Origin: *`), every tag upgrades and renders, "Alles accepteren" takes the bar
 * away and `nl.consent.get()` reports the choice (kept in memory for the page view where no cookie
 * can be kept), consent-gated content follows it, and nothing is logged or thrown: the page records
 * its own console and uncaught errors from its first script and reports them by postMessage (the
 * parent cannot reach into the other two). Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import { MARKUP, TAGS as ALL_TAGS } from './all-tags.ts';

// MARKUP's nl-monitoring with a project of its own: in the sandboxed frame the host name is empty,
// so the environment is production and Sentry sends its session to the fake ingest (test/fakes/
// sentry.mjs), kept by project for the whole run; project 1 is nl-monitoring's own test's, which
// read this page's session as its own.
const MONITORING = MARKUP['nl-monitoring']!.replace('sentry.io/1"', 'sentry.io/29"');
import { browserConsoleProblems, clearBrowserConsole } from './helpers.ts';

interface Report {
  origin: string;
  /** The tags whose shadow root shows a consent placeholder (the all-tags page only). */
  placeholders: string[];
  loaded: boolean;
  tags: Record<string, { defined: boolean; rendered: boolean }>;
  barVisible: boolean;
  consent: { marketing: boolean; statistics: boolean; preferences: boolean; decided: boolean } | null;
  changes: boolean[];
  gated: boolean;
  expanded: string | null;
  found: string[];
  failed?: string;
}

const TAGS = ['nl-accordion', 'nl-accordion-item', 'nl-date-picker', 'nl-address-field', 'nl-share-links', 'nl-cookie-bar'];
// The runner answers on both names; for the browser they are two origins.
const otherOrigin = () => `${location.protocol}//${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${location.port}`;
const PAGE = '/test/fixtures/embed/page.html';

/**
 * Chromium's own console lines for the test page and its frames (test/browser-log.mjs), less the
 * runner's: it adds its web socket script (/__web-dev-server__web-socket.js) to every page it serves,
 * and a sandboxed page, whose origin is opaque, may not load it (no CORS header on the runner's file).
 */
async function browserProblems() {
  return (await browserConsoleProblems()).filter((entry) => !`${entry.text} ${entry.url}`.includes('__web-dev-server'));
}

let asked = 0;
/** Sends `command` to the page in `frame` and resolves with its reply. */
function ask(frame: HTMLIFrameElement, command: 'report' | 'open' | 'accept' | 'withdraw'): Promise<Report> {
  const embed = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      removeEventListener('message', heard);
      reject(new Error(`no reply to ${command} from the framed page`));
    }, 5000);
    function heard(event: MessageEvent) {
      if (event.source !== frame.contentWindow || event.data?.embed !== embed) return;
      clearTimeout(timer);
      removeEventListener('message', heard);
      resolve(event.data.reply as Report);
    }
    addEventListener('message', heard);
    frame.contentWindow!.postMessage({ embed, command }, '*');
  });
}

/** Asks for reports until `done(report)` holds (a report every 50 ms, at most `ms`); the last report. */
async function until(frame: HTMLIFrameElement, done: (report: Report) => boolean, ms = 8000): Promise<Report> {
  const end = performance.now() + ms;
  let report = await ask(frame, 'report');
  while (!done(report) && performance.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    report = await ask(frame, 'report');
  }
  return report;
}

/** The framed page, loaded: `src` on `origin`, the library from `cdn`, `sandbox` when given. */
async function embed(origin: string, cdn: string, sandbox?: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 800px; height: 600px';
  if (sandbox !== undefined) frame.setAttribute('sandbox', sandbox);
  frame.src = `${origin}${PAGE}?cdn=${encodeURIComponent(cdn)}`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return frame;
}

const upgraded = (report: Report) => report.loaded && TAGS.every((tag) => report.tags[tag]?.defined && report.tags[tag]?.rendered);

/** What every frame kind must do: upgrade, respond, record "Alles accepteren", log nothing. */
async function worksIn(frame: HTMLIFrameElement): Promise<Report> {
  const before = await until(frame, upgraded);
  expect(before.failed, 'the page answered').to.equal(undefined);
  for (const tag of TAGS) expect(before.tags[tag], tag).to.deep.equal({ defined: true, rendered: true });
  expect(before.barVisible, 'the cookie bar asks').to.equal(true);
  expect(before.consent?.decided, 'no decision yet').to.equal(false);
  expect(before.gated, 'gated content waits').to.equal(false);

  // Opening writes the item's #expand= hash and closing clears it (history.replaceState, which an
  // opaque origin allows for this document's own URL).
  await ask(frame, 'open');
  expect((await until(frame, (report) => report.expanded === 'true')).expanded, 'the accordion item opens').to.equal('true');
  await ask(frame, 'open');
  expect((await until(frame, (report) => report.expanded === 'false')).expanded, 'and closes').to.equal('false');

  await ask(frame, 'accept');
  const after = await until(frame, (report) => (!report.barVisible && report.gated) || report.found.length > 0);
  expect(after.found, 'nothing logged or thrown in the framed page').to.deep.equal([]);
  expect(after.barVisible, 'the bar goes away').to.equal(false);
  expect(after.consent, 'nl.consent.get() reports the choice').to.include({ decided: true, preferences: true, statistics: true, marketing: true });
  expect(after.changes, 'onChange listeners heard it').to.deep.equal([true]);
  expect(after.gated, 'the marketing-gated script ran and the gated iframe got its src').to.equal(true);
  return after;
}

describe('the tags on another site\'s page in a frame (issue 29, point 6)', function () {
  this.timeout(30_000);
  let frame: HTMLIFrameElement | undefined;
  beforeEach(() => clearBrowserConsole());
  afterEach(() => {
    frame?.remove();
    frame = undefined;
    document.cookie = 'nl_consent=; path=/; max-age=0';
  });

  it('a same-origin iframe: the tags work and the choice is kept in the cookie', async () => {
    frame = await embed(location.origin, otherOrigin());
    const after = await worksIn(frame);
    expect(after.origin).to.equal(location.origin);
    expect(document.cookie, 'stored for the site').to.contain('nl_consent=');
    expect(await browserProblems(), 'nothing in the browser console').to.deep.equal([]);
  });

  it('an iframe on another origin: the tags work and the choice holds for the page view', async () => {
    frame = await embed(otherOrigin(), location.origin);
    const after = await worksIn(frame);
    expect(after.origin).to.equal(otherOrigin());
    expect(await browserProblems(), 'nothing in the browser console').to.deep.equal([]);
  });

  it('an iframe with sandbox="allow-scripts allow-forms" (opaque origin, cookies throw): the tags work and the choice holds for the page view, nothing thrown', async () => {
    frame = await embed(location.origin, otherOrigin(), 'allow-scripts allow-forms');
    const after = await worksIn(frame);
    expect(after.origin, 'an opaque origin').to.equal('null');
    expect(await browserProblems(), 'nothing in the browser console').to.deep.equal([]);
  });

  it('sandboxed, a withdrawal after "Alles accepteren" (a page script\'s nl.consent.set("necessary")) holds for the page view and throws nothing', async () => {
    frame = await embed(location.origin, otherOrigin(), 'allow-scripts allow-forms');
    await worksIn(frame);
    const after = await ask(frame, 'withdraw');
    expect(after.failed, 'set() did not throw').to.equal(undefined);
    expect(after.consent).to.include({ decided: true, preferences: false, statistics: false, marketing: false });
    expect(after.changes, 'onChange listeners heard both').to.deep.equal([true, false]);
    expect(after.barVisible, 'the bar stays away').to.equal(false);
    expect(after.found, 'nothing logged or thrown (the withdrawal finds no cookies to delete)').to.deep.equal([]);
    expect(await browserProblems(), 'nothing in the browser console').to.deep.equal([]);
  });

  it('sandboxed, on reload the bar asks again (nothing could be stored)', async () => {
    frame = await embed(location.origin, otherOrigin(), 'allow-scripts allow-forms');
    await worksIn(frame);
    const reloaded = new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
    frame.src = frame.src.replace('?', '?again&');
    await reloaded;
    const again = await until(frame, (report) => upgraded(report) && report.barVisible);
    expect(again.barVisible, 'the bar asks again').to.equal(true);
    expect(again.consent?.decided).to.equal(false);
    expect(again.found).to.deep.equal([]);
  });

  it('every tag in a sandboxed frame (srcdoc, opaque origin): each renders, "Alles accepteren" opens nl-map\'s and nl-recruitment-loader\'s consent gates, nothing is logged or thrown', async () => {
    // Each tag as an editor pastes it (test/all-tags.ts), all in one page; the page records its
    // console from its first script, loads every tag (idle ones too) and reports by postMessage;
    // asked to `accept`, it first clicks its cookie bar's "Alles accepteren".
    const page = `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<title>Alle tags, sandboxed</title>
<script src="/test/fixtures/embed/record.js"></script>
<script>
  addEventListener('message', async (event) => {
    if (event.source !== parent || !event.data?.embed) return;
    await window.nl?.loadAll();
    if (event.data.command === 'accept') document.querySelector('nl-cookie-bar').shadowRoot.querySelector('[part~="accept-all"]').click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const tags = [...new Set([...document.querySelectorAll('*')].map((el) => el.localName).filter((name) => name.startsWith('nl-')))];
    const reply = {
      origin: self.origin,
      loaded: Boolean(window.nl),
      tags: Object.fromEntries(tags.map((tag) => [tag, { defined: Boolean(customElements.get(tag)), rendered: [...document.querySelectorAll(tag)].some((el) => (el.shadowRoot?.childElementCount ?? 0) > 0 && !el.matches(':state(nl-pending)')) }])),
      found: window.embedFound,
      placeholders: [...document.querySelectorAll('*')].filter((el) => el.shadowRoot?.querySelector('[part="consent-placeholder"]')).map((el) => el.localName),
      consent: window.nl?.consent.get(),
    };
    parent.postMessage({ embed: event.data.embed, reply }, '*');
  });
</script>
<link rel="stylesheet" href="${otherOrigin()}/cdn/nl-components.css">
<script type="module" src="${otherOrigin()}/cdn/nl-components.js"></script>
</head>
<body>
<main>
${ALL_TAGS.map((tag) => (tag === 'nl-monitoring' ? MONITORING : MARKUP[tag])).join('\n')}
</main>
</body>
</html>`;
    frame = document.createElement('iframe');
    frame.style.cssText = 'width: 1024px; height: 768px';
    frame.setAttribute('sandbox', 'allow-scripts allow-forms');
    const loaded = new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
    frame.srcdoc = page;
    document.body.append(frame);
    await loaded;
    const report = await until(frame, (r) => r.loaded && ALL_TAGS.every((tag) => r.tags[tag]?.defined));
    expect(report.origin, 'an opaque origin').to.equal('null');
    expect(ALL_TAGS.filter((tag) => !report.tags[tag]?.defined), 'not defined').to.deep.equal([]);
    expect(report.found, 'nothing logged or thrown').to.deep.equal([]);
    expect(ALL_TAGS.filter((tag) => !report.tags[tag]?.rendered), 'not rendered').to.deep.equal([]);
    expect(report.placeholders, 'consent placeholders before a choice').to.deep.equal(['nl-map', 'nl-recruitment-loader']);

    // The page's own nl-cookie-bar (MARKUP's: no preferences asked), "Alles accepteren": the gates open for this page view.
    await ask(frame, 'accept');
    const after = await until(frame, (r) => r.placeholders.length === 0 || r.found.length > 0);
    expect(after.found, 'nothing logged or thrown').to.deep.equal([]);
    expect(after.consent).to.include({ decided: true, statistics: true, marketing: true });
    expect(after.placeholders, 'the consent placeholders give way').to.deep.equal([]);
    expect(await browserProblems(), 'nothing in the browser console').to.deep.equal([]);
  });
});
