// The benchmark's in-page probe (scripts/perf/bench.mjs). Every benchmark page loads it the same way, as
// the last element of <body>: <script type="module" src="/bench/harness.js">. It is not counted in
// any page's bytes. It reports by one console message, `bench:{json}` (or `bench-error:text`), so the
// driver never polls the page while it is being measured.
//
// <html data-bench-kind="…"> says which library the page uses; ?mode=time (the accordion timings) or
// ?mode=load (bytes and third-party requests: no interaction at all).
//
// Times are performance.now(): milliseconds since the navigation started (performance.timeOrigin).
//   ready        the library itself says every element on the page is done: ours window.nl.ready;
//                Shoelace customElements.whenDefined('sl-details') and every sl-details' updateComplete;
//                govuk-frontend initAll() has returned (govuk-init.js); vanilla-cookieconsent run()
//                has resolved; lite-youtube-embed customElements.whenDefined('lite-youtube'); native
//                <details>: at once (this module runs once the document is parsed, like the others').
//   rendered     then a forced style and layout, and the next frame: requestAnimationFrame, then a
//                task queued from it, which runs after that frame was produced.
//   interactive  (mode=time) then a click() on the LAST item's own toggle (our heading button in its
//                shadow root, govuk's section button, Shoelace's <summary> in its shadow root, the
//                native <summary>), polled at every task until that item reports itself open AND its
//                panel is shown (checkVisibility() and a box taller than 0), then again the next frame.
// After the times are taken (outside them), the page is checked: the item count, every item has its
// toggle, the first item still closed, the last one open. A failed check is a `bench-error`.
//
// ?mode=interact (scripts/perf/interactions.mjs) reports ready and rendered as above, checks the page
// (every item has its toggle, none is open) and then leaves the clicking to the driver, which clicks
// with a real pointer (CDP Input), so that the browser's Event Timing sees a real interaction. For
// it the page keeps a PerformanceObserver of 'event' entries (durationThreshold 16, buffered) from
// the report on (test/bench/event-timing.js), and window.benchProbe lets the driver aim at an item's
// toggle and read the result.

const kind = document.documentElement.dataset.benchKind;
const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'load';
const expected = Number(params.get('n') ?? 50);
const TIMEOUT_MS = 120_000;

const nextFrame = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

const visible = (element) =>
  Boolean(element) && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && element.getBoundingClientRect().height > 0;

/** What the harness needs to know about each library: when it is done, and its accordion's parts. */
const LIBRARIES = {
  nl: {
    ready: () => window.nl.ready,
    items: () => document.querySelectorAll('nl-accordion-item'),
    toggle: (item) => item.shadowRoot?.querySelector('button[aria-controls]'),
    panel: (item) => item.shadowRoot?.querySelector('[part~="panel"]'),
    isOpen: (item) => item.hasAttribute('open'),
  },
  govuk: {
    ready: () => window.benchReady,
    items: () => document.querySelectorAll('.govuk-accordion__section'),
    toggle: (item) => item.querySelector('button.govuk-accordion__section-button'),
    panel: (item) => item.querySelector('.govuk-accordion__section-content'),
    isOpen: (item) => item.classList.contains('govuk-accordion__section--expanded'),
  },
  shoelace: {
    ready: async () => {
      await customElements.whenDefined('sl-details');
      await Promise.all([...document.querySelectorAll('sl-details')].map((element) => element.updateComplete));
    },
    items: () => document.querySelectorAll('sl-details'),
    toggle: (item) => item.shadowRoot?.querySelector('summary'),
    panel: (item) => item.shadowRoot?.querySelector('.details__body'),
    isOpen: (item) => item.open === true,
  },
  native: {
    ready: async () => {},
    items: () => document.querySelectorAll('details'),
    toggle: (item) => item.querySelector('summary'),
    panel: (item) => item.querySelector('p'),
    isOpen: (item) => item.open === true,
  },
  cookieconsent: { ready: () => window.benchReady },
  lite: { ready: () => customElements.whenDefined('lite-youtube') },
};

/** Checks, outside the timed part, that the page is what it claims: a non-empty string is a failure. */
const CHECKS = {
  'nl-cookie': () => (document.querySelector('nl-cookie-bar')?.shadowRoot?.querySelectorAll('button').length ? '' : 'nl-cookie-bar shows no buttons'),
  'cookieconsent-cookie': () => (document.querySelector('#cc-main .cm button') ? '' : 'vanilla-cookieconsent shows no consent modal'),
  'nl-video': () => (document.querySelector('nl-video')?.shadowRoot?.querySelector('button') ? '' : 'nl-video shows no play button'),
  'lite-video': () => (document.querySelector('lite-youtube .lyt-playbtn') ? '' : 'lite-youtube shows no play button'),
  'nl-all': () => {
    const tags = new Set([...document.querySelectorAll('*')].map((element) => element.localName).filter((name) => name.startsWith('nl-')));
    const missing = [...tags].filter((tag) => !customElements.get(tag));
    return missing.length ? `not defined: ${missing.join(', ')}` : '';
  },
};

function withTimeout(promise, what) {
  return Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} did not happen within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS)),
  ]);
}

async function openLast(library) {
  const items = library.items();
  const last = items[items.length - 1];
  const toggle = last && library.toggle(last);
  if (!toggle) throw new Error(`${kind}: the last item has no toggle`);
  toggle.click();
  const deadline = performance.now() + 10_000;
  while (!(library.isOpen(last) && visible(library.panel(last)))) {
    if (performance.now() > deadline) throw new Error(`${kind}: the last item did not open within 10 s of the click`);
    await nextTask();
  }
}

function checkAccordion(library) {
  const items = [...library.items()];
  if (items.length !== expected) return `${items.length} items, expected ${expected}`;
  const withoutToggle = items.filter((item) => !library.toggle(item)).length;
  if (withoutToggle) return `${withoutToggle} items have no toggle`;
  if (items.length > 1 && library.isOpen(items[0])) return 'the first item is open';
  if (!library.isOpen(items[items.length - 1])) return 'the last item is not open after the click';
  return '';
}

// ---- mode=interact: Event Timing ---------------------------------------------------------------

/**
 * The Event Timing probe, test/bench/event-timing.js (shared with the site's interactions), started
 * from the report on. Imported only in this mode, so the other modes' pages load no file of it.
 */
let events;

/** What the driver calls, by page.evaluate, between its clicks; never while one is being measured. */
function probe(library) {
  const item = (index) => library.items()[index];
  return {
    count: () => library.items().length,
    /** Scrolls the item's toggle to the middle of the viewport, lets the page settle, returns its centre. */
    async aim(index) {
      const toggle = library.toggle(item(index));
      toggle.scrollIntoView({ block: 'center' });
      await nextFrame();
      await nextFrame();
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
      const box = toggle.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2, lastInteractionId: events.lastInteractionId() };
    },
    /** After the driver's click: waits until the item is open (or closed) as asked and the next frame is drawn. */
    async settle(index, open) {
      const target = item(index);
      const deadline = performance.now() + 20_000;
      while (!(library.isOpen(target) === open && (!open || visible(library.panel(target))))) {
        if (performance.now() > deadline) throw new Error(`${kind}: item ${index} is not ${open ? 'open' : 'closed'} 20 s after the click`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await nextFrame();
    },
    /** Then the interaction's entries (events.interaction: the longest, grouped by interactionId); null under 16 ms. */
    interaction: (afterId) => events.interaction(afterId),
  };
}

function checkInteractPage(library) {
  const items = [...library.items()];
  if (items.length !== expected) return `${items.length} items, expected ${expected}`;
  const withoutToggle = items.filter((item) => !library.toggle(item)).length;
  if (withoutToggle) return `${withoutToggle} items have no toggle`;
  const open = items.filter((item) => library.isOpen(item)).length;
  return open ? `${open} items are open before any click` : '';
}

async function main() {
  const library = LIBRARIES[kind];
  if (!library) throw new Error(`unknown data-bench-kind "${kind}"`);
  const page = document.documentElement.dataset.benchPage;
  const times = {};
  await withTimeout(library.ready(), `${kind}: ready`);
  times.ready = performance.now();
  document.body.getBoundingClientRect();
  await nextFrame();
  times.rendered = performance.now();
  if (mode === 'time') {
    await withTimeout(openLast(library), `${kind}: open`);
    await nextFrame();
    times.interactive = performance.now();
  }
  const problem =
    mode === 'time' ? checkAccordion(library) : mode === 'interact' ? checkInteractPage(library) : (CHECKS[`${kind}-${page}`]?.() ?? '');
  if (problem) throw new Error(`${kind} ${page}: ${problem}`);
  if (mode === 'interact') {
    const { eventTiming } = await import('./event-timing.js');
    events = eventTiming();
    window.benchProbe = probe(library);
  }
  console.info(`bench:${JSON.stringify({ kind, page, mode, n: expected, times })}`);
}

main().catch((error) => console.info(`bench-error:${error?.message ?? error}`));
