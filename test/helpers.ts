import { expect, fixture, fixtureSync, waitUntil } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import sharedPreUpgradeCss from '../src/core/pre-upgrade.css?inline';
import type { TemplateResult } from 'lit-html';
import type { NlElement } from '../src/core/define.tsx';

/** Renders a fixture and waits until its element (and nl-* descendants) have rendered. */
export async function upgraded<T extends NlElement = NlElement>(template: TemplateResult): Promise<T> {
  const el = await fixture<T>(template);
  await settle(el);
  return el;
}

/** Waits until el and every nl-* element inside it is defined and has committed. */
export async function settle(root: Element): Promise<void> {
  const all = [root, ...root.querySelectorAll('*')].filter((e) => e.localName.startsWith('nl-'));
  await Promise.all(all.map((e) => customElements.whenDefined(e.localName)));
  await Promise.all(all.map((e) => (e as NlElement).updateComplete));
}

/** Runs fn and returns what it logged with console.error (as strings), without printing it. */
export async function errorsDuring(fn: () => unknown | Promise<unknown>): Promise<string[]> {
  const original = console.error;
  const logged: string[] = [];
  console.error = (...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  };
  try {
    await fn();
  } finally {
    console.error = original;
  }
  return logged;
}

/**
 * The pre-upgrade rules as dist/nl-components.css holds them (scripts/build/pre-upgrade.mjs): the shared
 * src/core/pre-upgrade.css, then every element folder's pre-upgrade.css sorted by folder name.
 */
const elementPreUpgradeCss = import.meta.glob<string>('../src/elements/*/pre-upgrade.css', { query: '?inline', import: 'default', eager: true });
export const preUpgradeCss = withPending(
  [
    sharedPreUpgradeCss,
    ...Object.keys(elementPreUpgradeCss)
      .sort()
      .map((path) => elementPreUpgradeCss[path]),
  ].join('\n'),
);

/** As scripts/build/pre-upgrade.mjs withPending(): each `:not(:defined)` also matches a held element (issue 38). */
export function withPending(css: string): string {
  return css
    .split(/(\/\*[\s\S]*?\*\/)/)
    .map((part, i) => (i % 2 ? part : part.replaceAll(':not(:defined)', ':is(:not(:defined), :state(nl-pending))')))
    .join('');
}

// Every test page gets the pre-upgrade sheet, as every real page does (the loader links it): its
// rules are document-level and could fight an element's own styles.
const preUpgradeSheet = new CSSStyleSheet();
preUpgradeSheet.replaceSync(preUpgradeCss);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, preUpgradeSheet];

/**
 * No layout shift on upgrade: renders `template` while its tags are still undefined (with the
 * pre-upgrade sheet, preUpgradeCss), notes where every `[data-probe]`
 * element is, loads the tags' code, and expects nothing to have moved. Call it before the test file
 * imports the tags, like a page whose chunks arrive after first paint.
 */
export async function expectNoLayoutShift(template: TemplateResult, load: () => Promise<unknown>): Promise<HTMLElement> {
  // fixtureSync: fixture() waits for an animation frame, which a background page may not get.
  const page = fixtureSync<HTMLElement>(template);
  const tags = [...page.querySelectorAll('*')].filter((e) => e.localName.startsWith('nl-'));
  expect(tags.filter((e) => customElements.get(e.localName)), 'tags defined before the test').to.deep.equal([]);
  // Top and left: an inline element that changes width at the upgrade moves what follows it
  // sideways (nl-call-us's label vs "Bellen" on a phone), which a top alone does not show.
  const round = (n: number) => Math.round(n * 10) / 10;
  const probes = () =>
    [...page.querySelectorAll('[data-probe]')].map((p) => {
      const box = p.getBoundingClientRect();
      return `${round(box.top)},${round(box.left)}`;
    });
  const before = probes();
  await load();
  // Defined now; React's first render comes in the microtask after the define (src/core/renderer.tsx),
  // so whatever this sees, nothing may have moved.
  expect(probes(), 'after define, before the first render').to.deep.equal(before);
  await settle(page);
  expect(tags.every((e) => e.shadowRoot?.childNodes.length), 'every tag rendered').to.equal(true);
  expect(probes(), 'after the first render').to.deep.equal(before);
  return page;
}

export interface BrowserLogEntry {
  type: string;
  text: string;
  url: string;
}

/**
 * A server command whose job can take longer than the 20 s the runner gives a command (npm pack,
 * the checker over the whole site, on a busy machine): the server answers {pending: true} while the
 * job runs (answerWithin, test/run-command.mjs), and the command is asked again until it is done.
 */
export async function pollServerCommand<R, P extends object>(command: string, payload: P): Promise<R> {
  for (;;) {
    const answer = await executeServerCommand<R | { pending?: boolean }, P>(command, payload);
    if (!(answer && typeof answer === 'object' && (answer as { pending?: boolean }).pending === true)) return answer as R;
  }
}

/** Forgets what the browser wrote to this page's console so far (test/browser-log.mjs). */
export async function clearBrowserConsole(): Promise<void> {
  await executeServerCommand('browser-log', { action: 'clear' });
}

/**
 * The errors and warnings the browser's console shows for this page and its iframes since the last
 * clearBrowserConsole(), Chromium's own messages included (a policy violation, a failed request),
 * less the test harness's own: Lit's dev-mode notice and the runner page's favicon.
 */
export async function browserConsoleProblems(): Promise<BrowserLogEntry[]> {
  const entries = (await executeServerCommand<BrowserLogEntry[], { action: string }>('browser-log', { action: 'read' })) ?? [];
  return entries.filter(
    (entry) => (entry.type === 'error' || entry.type === 'warn' || entry.type === 'warning' || entry.type === 'assert') && !/Lit is in dev mode/.test(entry.text) && !entry.url.endsWith('/favicon.ico'),
  );
}

/**
 * An address on this machine where no server listens (`path` on a port the test server just found
 * closed, test/fakes.mjs): a form sent there gets the browser's own error page, as when a site's
 * server is down. Not port 9 or another well-known port: the browsers block those before they try
 * (another error page), and Firefox then keeps no history entry to come Back from.
 */
export async function unreachable(path: string): Promise<string> {
  const { port } = (await (await fetch('/fake/closed-port')).json()) as { port: number };
  return `http://127.0.0.1:${port}${path}`;
}

/**
 * The reason a test of Back from the browser's error page runs in Chromium and Firefox only (onlyIn()).
 * WebKitGTK shows no error page in a frame: a form sent there to a server that cannot be reached
 * leaves the frame's page as it was, every field filled in, and adds no history entry, so there is no
 * Back to test. (Safari shows its error page in the whole tab, with a history entry.)
 */
export const NO_ERROR_PAGE_IN_FRAME = 'WebKitGTK shows no error page in a frame: the form stays as it was, with no history entry to go Back from';

/**
 * Runs `navigate` (a navigation of `frame` to an unreachable address) and waits until the frame
 * shows the browser's error page: the frame's document is no longer one this page may read (the
 * error page is another origin's). Not the frame's load event: Firefox fires none for its error
 * page. (Nor history.length: it stops at 50 entries, which a test file's frames can reach.)
 * WebKitGTK shows no error page in a frame (the frame keeps its page, no history entry): the tests
 * that use this run in Chromium and Firefox (NO_ERROR_PAGE_IN_FRAME).
 */
export async function errorPageIn(frame: HTMLIFrameElement, navigate: () => unknown): Promise<void> {
  await navigate();
  await waitUntil(() => !frame.contentDocument, "the browser's error page in the frame", { timeout: 10_000 });
}

/**
 * The frame's next load of a page this page may read (one of this origin). A load event while the
 * frame shows the browser's error page (another origin's) is not it: Chromium can fire the error
 * page's own load after errorPageIn() has seen it, and a Back begun then resolved on that load,
 * reading a cross-origin window (a clean-clone CI run).
 */
export function pageLoad(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve) => {
    const onLoad = () => {
      let readable = false;
      try {
        readable = !!frame.contentDocument;
      } catch {
        readable = false;
      }
      if (!readable) return;
      frame.removeEventListener('load', onLoad);
      resolve();
    };
    frame.addEventListener('load', onLoad);
  });
}

/** An iframe of `src` (a URL, or `{srcdoc}` for a page without response headers), appended to the body once loaded. */
export async function loadFrame(src: string | { srcdoc: string }, width = 1280, height = 900): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.width = String(width);
  frame.height = String(height);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  if (typeof src === 'string') frame.src = src;
  else frame.srcdoc = src.srcdoc;
  document.body.append(frame);
  await loaded;
  return frame;
}

/** Focuses a field and types into it with real key presses. */
export async function type(field: HTMLElement, text: string) {
  field.focus();
  // WebKit moves focus into a frame's page a moment after focus(): a key sent before that goes to the
  // page that had it (a whole WebKit run typed "anne" for "Sanne" into a frame's field).
  if (engine() === 'webkit') await waitUntil(() => field.ownerDocument.hasFocus(), 'focus in the field’s page', { timeout: 5000 });
  await sendKeys({ type: text });
}

/**
 * Chooses an option of a closed <select> by typing its text, as a keyboard user does.
 * The browser's type-ahead forgets what was typed after a second without a key: on a loaded
 * machine the keys of "maart" can arrive further apart than that, and then "a" alone picks
 * "april". A user who sees the wrong month types it again, and so does this (at most three
 * times); the wait between tries outlasts the type-ahead's second, so each try starts afresh.
 */
export async function choose(select: HTMLSelectElement, text: string) {
  const chosen = () => select.selectedOptions[0]?.textContent?.trim() === text;
  for (let tries = 1; ; tries++) {
    select.focus();
    await sendKeys({ type: text });
    try {
      await waitUntil(chosen, `"${text}" chosen in ${select.name || select.id} (${tries} tries)`, { timeout: 1500 });
      return;
    } catch (error) {
      if (tries === 3) throw error;
    }
  }
}

/** The engine this test runs in (test/engines/): Chromium, Firefox or WebKit. */
export function engine(): 'chromium' | 'firefox' | 'webkit' {
  const ua = navigator.userAgent;
  if (/Firefox\//.test(ua)) return 'firefox';
  if (/AppleWebKit\//.test(ua) && !/Chrome\//.test(ua)) return 'webkit';
  return 'chromium';
}

/** The reason of the tests that turn on prefers-reduced-motion (emulateMedia). */
export const REDUCED_MOTION = "prefers-reduced-motion is emulated over Chromium's DevTools protocol";

/**
 * Skips the running test outside Chromium, for a test that reads something only Chromium has here
 * (its accessibility tree, its media emulation, its back/forward-cache command). `reason` names it:
 * the end of the run counts these by reason, and docs/browser-support.md lists them.
 * Call as the test's first line: `await chromiumOnly(this, 'reason')` in a `function ()` test.
 */
export async function chromiumOnly(context: Mocha.Context, reason: string): Promise<void> {
  await onlyIn(context, ['chromium'], reason);
}

/**
 * As chromiumOnly(), for a test that needs what only some engines' drivers can do here (WebKitWebDriver
 * cannot emulate another devicePixelRatio, Chromium's and Firefox's protocols can): skipped elsewhere,
 * counted under `reason` and listed in docs/browser-support.md.
 */
export async function onlyIn(context: Mocha.Context, engines: ReturnType<typeof engine>[], reason: string): Promise<void> {
  if (engines.includes(engine())) return;
  await executeServerCommand('engine-skip', { test: context.test?.fullTitle() ?? '', reason });
  context.skip();
}

/**
 * The time a page-level test gets (frames, navigations, a server's answer): on a busy 2-core machine
 * two test files share the cores, and a 10 s default failed there though the test passes alone.
 */
export const PAGE_TIMEOUT = 30_000;
