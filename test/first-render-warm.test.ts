/**
 * Issue 38, point 3: the page's first React render is a task of its own. React's render and commit
 * code runs for the first time on a page when the page's list of elements is first rendered (10-30
 * ms at 1x CPU on a phone-sized page, with nothing in the list). It used to run in the task that
 * evaluated a tag's code and upgraded its elements (their flush rendered the empty list, every element
 * being held), which made that the page's longest task. Now that task commits nothing: the first
 * render of the list comes in a task of its own, and the first part that renders an element in the
 * task after it (src/core/renderer.tsx, flush and chunk).
 *
 * React's commits are counted as React DevTools counts them: through the global hook React looks for
 * when its code is evaluated, so this file installs it (test/react-hook.ts) before it imports any code
 * of the library.
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import { watchReactCommits } from './react-hook.ts';

interface Commit {
  /** The FiberRoot: the page's one root, or another (the rehearsal's, src/core/rehearse.tsx). */
  root: unknown;
  /** Of the elements watched, those rendered at the commit. */
  rendered: number;
  /** Of the elements watched, the tags with an element rendered at the commit. */
  tags: string[];
  /** Whether a microtask queued at the first commit had run: not in the same run of script. */
  later: boolean;
  /** Which run of script the commit came in (a new one once a microtask queued at a commit has run). */
  run: number;
}
const commits: Commit[] = [];
let watched: Element[] = [];
let arrived = false;
let run = 0;
let runOpen = false;
/** Rendered: its shadow root holds the element's own markup (a held one holds only a bare slot). */
const rendered = (element: Element) => [...(element.shadowRoot?.children ?? [])].some((child) => child.localName === 'div');

watchReactCommits({
  commit(root) {
    // (Not a message of its own to tell the tasks apart: WebKit does not keep the order of messages
    // across two channels.)
    if (!commits.length) queueMicrotask(() => (arrived = true));
    if (!runOpen) {
      run += 1;
      runOpen = true;
      queueMicrotask(() => (runOpen = false));
    }
    const done = watched.filter(rendered);
    commits.push({ root, rendered: done.length, tags: [...new Set(done.map((element) => element.localName))], later: arrived, run });
  },
});

describe('the page’s first React render, a task of its own (issue 38)', function () {
  this.timeout(20_000);

  it('the task that defines a tag commits nothing; the empty list renders next, alone; the elements in a task after it', async () => {
    const page = fixtureSync(html`
      <div>
        <nl-alert type="info">Vanaf 1 juli zijn we op vrijdag open tot 20.00 uur.</nl-alert>
        <nl-alert type="success">Je sollicitatie is verstuurd.</nl-alert>
        <nl-alert type="warning">Je hebt nog geen cv toegevoegd aan je profiel.</nl-alert>
      </div>
    `);
    const alerts = [...page.querySelectorAll('nl-alert')];
    watched = alerts;
    await import('../elements/nl-alert.ts');
    // The define's task, its microtasks run: every alert upgraded and held, and React has committed nothing.
    expect(alerts.map((alert) => alert.matches(':state(nl-pending)')), 'all held').to.deep.equal([true, true, true]);
    expect(commits.length, 'no commit in the task that defined the tag').to.equal(0);

    await Promise.all(alerts.map((alert) => (alert as Element & { updateComplete: Promise<void> }).updateComplete));
    expect(alerts.filter(rendered).length, 'every alert rendered in the end').to.equal(3);
    const [first, ...others] = commits;
    const pageRoot = first!.root;
    const mine = others.filter((commit) => commit.root === pageRoot);
    expect(first!.rendered, 'the first commit renders no alert (the empty list)').to.equal(0);
    expect(mine[0]?.rendered, 'the next commit of the page’s root renders an alert').to.be.at.least(1);
    expect(mine.every((commit) => commit.later), 'after the first commit’s run of script ended (its microtasks ran)').to.equal(true);
    expect(mine.at(-1)!.rendered, 'all three by the last').to.equal(3);
    expect(alerts.some((alert) => alert.matches(':state(nl-pending)')), 'none held any more').to.equal(false);
  });

  it('two tags held together: the second tag’s first render starts a part of its own (a tag’s first render is only ever the first of a part)', async () => {
    const page = fixtureSync(html`
      <div>
        <nl-spinner></nl-spinner>
        <nl-share-links url="https://www.example.nl/vacatures/1" title="Vacature"></nl-share-links>
        <nl-spinner></nl-spinner>
        <nl-share-links url="https://www.example.nl/vacatures/2" title="Vacature"></nl-share-links>
      </div>
    `);
    watched = [...page.children];
    commits.length = 0;
    // Both tags' code in one module graph: defined in one task, so their elements are held together.
    await import('./fixtures/spinner-and-share-links.ts');
    expect(watched.filter((element) => element.matches(':state(nl-pending)')).length, 'all four held').to.equal(4);
    await Promise.all(watched.map((element) => (element as Element & { updateComplete: Promise<void> }).updateComplete));
    expect(watched.filter(rendered).length, 'all four rendered in the end').to.equal(4);
    const firstOf = (tag: string) => commits.find((commit) => commit.tags.includes(tag))!;
    const [spinner, share] = [firstOf('nl-spinner'), firstOf('nl-share-links')];
    expect(spinner.run, 'the spinner’s first render and the share links’ first render in two parts').to.not.equal(share.run);
  });
});
