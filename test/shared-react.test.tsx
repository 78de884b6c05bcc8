/**
 * Issue 17.1: `nl-components/react/elements/<tag>` (dist/react/), the tags built with React left as
 * imports, for an app that bundles React 19 itself. The runner hands dist/react/ to Vite, which
 * resolves those imports to the test's own React, as the app's bundler would
 * (web-test-runner.config.mjs). A file of its own: a page defines each tag once, and
 * test/frameworks.test.tsx defines them from dist/elements/. Needs `npm run build`.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from '../examples/react/App.tsx';

describe('the tags on the app\'s own React (nl-components/react/elements/*)', function () {
  this.timeout(30_000);

  it('render and take state from the app, with no React of their own', async () => {
    for (const tag of ['nl-accordion', 'nl-accordion-item', 'nl-slider']) {
      await import(/* @vite-ignore */ `${location.origin}/dist/react/elements/${tag}.js`);
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(<App />));
    const item = container.querySelector<HTMLElement & { updateComplete: Promise<void> }>('nl-accordion-item')!;
    await item.updateComplete;
    const button = () => item.shadowRoot!.querySelector('button')!;
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    const toggled = oneEvent(item, 'nl-toggle');
    flushSync(() => container.querySelector<HTMLButtonElement>('#toggle')!.click());
    await toggled;
    await waitUntil(() => button().getAttribute('aria-expanded') === 'true', 'open from state');
    button().click();
    await waitUntil(() => container.querySelector('#accordion-state')!.textContent === 'De vraag is dicht.', 'state from nl-toggle');

    const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => new URL(entry.name).pathname);
    expect(files.some((path) => path.startsWith('/dist/react/elements/nl-accordion-item.js'))).to.equal(true);
    expect(files.filter((path) => path.startsWith('/dist/chunks/') || path.startsWith('/dist/elements/')), 'nothing from the self-contained build').to.deep.equal([]);
    // Vite's pre-bundled React is the only React on the page (the tags' define chunk imports it).
    expect(files.filter((path) => /\/node_modules\/\.vite\/deps\/react-dom_client\.js/.test(path))).to.have.length(1);
    root.unmount();
    container.remove();
  });
});
