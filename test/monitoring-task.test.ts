/**
 * Issue 38, point 3: nl-monitoring sets Sentry up in tasks of its own, not in the task that renders
 * it. Sentry.init (with the scopes Sentry makes on their first use and the integration objects) ran
 * inside the element's effects, and the render part that held nl-monitoring took 39-46 ms at 1x CPU
 * on the site's pages (timed around each part; the element is in the footer of every page). Now its effect asks for it, and the check and the
 * options come in the next task, Sentry.init in the one after (src/elements/monitoring/monitoring.tsx
 * initialise); `updateComplete` waits for it (src/core/define.tsx completeAfter).
 *
 * React's commits are watched as React DevTools watches them: through the global hook React looks
 * for when its code is evaluated, so this file installs it (test/react-hook.ts) before it imports any
 * code of the library; `afterEffects` comes after a commit's effects have run.
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import * as Sentry from '@sentry/browser';
import type { NlElement } from '../src/core/define.tsx';
import { watchReactCommits } from './react-hook.ts';

interface Seen {
  /** Sentry had a client right after a commit's effects. */
  afterEffects: boolean;
  /** Sentry had a client at the end of that run of script (its microtasks). */
  afterMicrotasks?: boolean;
}
const seen: Seen[] = [];

watchReactCommits({
  afterEffects() {
    const entry: Seen = { afterEffects: Sentry.getClient() !== undefined };
    seen.push(entry);
    queueMicrotask(() => queueMicrotask(() => (entry.afterMicrotasks = Sentry.getClient() !== undefined)));
  },
});

describe('nl-monitoring sets Sentry up in a task of its own (issue 38)', function () {
  this.timeout(20_000);

  it('no commit of React has a Sentry client after its effects; updateComplete waits for the client', async () => {
    // Development (localhost, no `environments`): initialised but off, nothing sent.
    const el = fixtureSync<NlElement>(html`<nl-monitoring dsn="http://public@${location.host}/fake/sentry/41"></nl-monitoring>`);
    expect(Sentry.getClient(), 'no client before the code').to.equal(undefined);
    await import('../elements/nl-monitoring.ts');
    await el.updateComplete;
    expect(Sentry.getClient(), 'a client once updateComplete has resolved').to.not.equal(undefined);
    expect(Sentry.getClient()!.getOptions()).to.include({ environment: 'development', enabled: false });
    expect(seen.length, 'React committed').to.be.above(0);
    expect(
      seen.map((entry) => entry.afterEffects),
      'a client right after the effects of a commit: Sentry.init ran in the render’s task',
    ).to.not.include(true);
    expect(
      seen.map((entry) => entry.afterMicrotasks),
      'a client at the end of a commit’s run of script',
    ).to.not.include(true);
  });

  it('a second nl-monitoring warns once, after the first has set Sentry up, and updateComplete waits for that too', async () => {
    const warned: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args.join(' '));
    try {
      const el = fixtureSync<NlElement>(html`<nl-monitoring dsn="http://public@${location.host}/fake/sentry/42"></nl-monitoring>`);
      await el.updateComplete;
      expect(warned).to.deep.equal(['nl-monitoring: Sentry is already initialised on this page; this element does nothing']);
    } finally {
      console.warn = original;
    }
    expect(Sentry.getClient()!.getOptions().dsn).to.match(/\/fake\/sentry\/41$/);
  });
});
