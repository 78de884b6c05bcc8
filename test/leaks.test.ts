/**
 * Leaks (issue 8): every tag, connected and disconnected 1000 times, leaves no growing count of
 * React roots, listeners, timers, animation frames or observers. test/leak-probe.ts counts them;
 * it is imported first, so it sees everything the tags' code does (they are imported later).
 *
 * Per tag, the element as an editor writes it (test/all-tags.ts MARKUP), one instance:
 * - warm-up: two cycles with a full render and a click on every button and link, so that what a
 *   page makes once (the lang observer, a loaded script, Sentry, the YouTube API) is there before
 *   counting;
 * - CYCLES connects and disconnects; every FULL_EVERY-th waits for the full render (effects run,
 *   listeners attached), the others disconnect in the same task as they connect (React's root is
 *   made and unmounted, the render never commits). A microtask after each disconnect lets
 *   defineElement's deferred unmount run;
 * - CLICKED cycles that render, click every button and link, and disconnect (dialogs opened,
 *   timers started, players loaded);
 * - then the counts must be back where they were, disconnected and connected: the same roots,
 *   listeners, timers, frames and observations; and, disconnected, no React root may be mounted
 *   (a root that is never unmounted does not grow the count of a reused element). Closing
 *   animations and the like take a moment: the counts are polled, for at most SETTLE_MS.
 * Time: 1000 fully rendered cycles for 27 tags would take several minutes; 950 cheap ones and 50
 * full renders per tag take ~25 s here (2 cores, shared). VITE_LEAK_CYCLES=200 npx wtr … runs fewer.
 */
import { counts, growth, mountedHosts, native, type Counts } from './leak-probe.ts';
import { expect } from '@open-wc/testing';
import { build, clickEverything, deepSettle, guardNavigation, loadAllTags, resetPage, TAGS } from './all-tags.ts';

/** Connect + disconnect cycles per tag: 1000 (issue 8), or VITE_LEAK_CYCLES for a quicker run. */
const CYCLES = Number(import.meta.env.VITE_LEAK_CYCLES ?? 1000);
/** Every FULL_EVERY-th cycle waits for the full render before it disconnects. */
const FULL_EVERY = 20;
/** Cycles that click everything the element shows before it disconnects. */
const CLICKED = 5;
/** How long the counts may take to come back (closing animations, a pending frame). */
const SETTLE_MS = 3000;

const container = document.createElement('div');
const navigations: string[] = [];
let unguard = () => {};

const nextFrame = () => new Promise<void>((resolve) => {
  // A page in the background may get no frames: a timer is the fallback.
  const timer = native.setTimeout(resolve, 100);
  requestAnimationFrame(() => {
    clearTimeout(timer);
    resolve();
  });
});

/** After a disconnect: the deferred unmount (a microtask), and a task for what its cleanups scheduled. */
async function afterDisconnect(): Promise<void> {
  await Promise.resolve();
  await new Promise((resolve) => native.setTimeout(resolve, 0));
}

/** The counts once `done(counts)` holds, or after SETTLE_MS whatever they are then. */
async function countsOnce(done: (now: Counts) => boolean): Promise<Counts> {
  const until = performance.now() + SETTLE_MS;
  let now = counts();
  while (!done(now) && performance.now() < until) {
    await nextFrame();
    now = counts();
  }
  return now;
}

/** With everything disconnected: no React root mounted (a dialog's closing animation over) and no frame pending. */
const quiet = () => countsOnce((now) => now.roots === 0 && now.portals === 0 && now.guards === 0 && now.frames === 0);
/** Back to `baseline` (nothing grown). */
const backTo = (baseline: Counts) => countsOnce((now) => growth(baseline, now).length === 0);

describe('leaks', function () {
  this.timeout(30_000);

  before(async () => {
    await loadAllTags();
    document.body.append(container);
    unguard = guardNavigation(navigations);
  });

  after(() => {
    unguard();
    container.remove();
    resetPage();
  });

  afterEach(() => {
    // What a failing tag left in <body> (an open dialog) would fail every tag after it too.
    for (const element of document.body.children) if (element.localName.startsWith('nl-')) element.remove();
    expect(navigations, 'the page tried to navigate away').to.deep.equal([]);
  });

  for (const tag of TAGS) {
    it(`${tag}: ${CYCLES} connects and disconnects leave nothing behind`, async () => {
      const { fragment } = build(tag);
      const nodes = [...fragment.childNodes];
      const connect = () => container.append(...nodes);
      const disconnect = () => nodes.forEach((node) => node.remove());
      const clicked = async () => {
        connect();
        await deepSettle(container);
        await clickEverything([container]);
        disconnect();
        await afterDisconnect();
        resetPage();
      };

      for (let i = 0; i < 2; i++) await clicked();
      connect();
      await deepSettle(container);
      const connectedBefore = counts();
      disconnect();
      await afterDisconnect();
      const before = await quiet();

      for (let i = 1; i <= CYCLES; i++) {
        connect();
        if (i % FULL_EVERY === 0) await deepSettle(container);
        disconnect();
        await Promise.resolve(); // the deferred unmount
      }
      for (let i = 0; i < CLICKED; i++) await clicked();
      await afterDisconnect();
      const after = await quiet();

      connect();
      await deepSettle(container);
      const connectedAfter = await backTo(connectedBefore);
      disconnect();
      await afterDisconnect();

      expect(growth(before, after), 'disconnected').to.deep.equal([]);
      expect(mountedHosts(), 'mounted React roots once disconnected').to.deep.equal([]);
      expect([after.portals, after.guards], 'portals and boundaries once disconnected').to.deep.equal([0, 0]);
      expect(connectedAfter.portals, 'portals while connected').to.be.greaterThan(0);
      expect(growth(connectedBefore, connectedAfter), 'connected').to.deep.equal([]);
    });
  }
});
