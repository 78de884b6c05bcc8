/** The loader's `ready` on a page whose tags are there before it starts, and the observer's replay. */
import { expect, fixture, html } from '@open-wc/testing';

type Api = { observer: { publish(n: string, d?: unknown): void; subscribe(n: string, f: (d: unknown) => void, o?: { replay?: boolean }): () => void }; ready: Promise<void> };

describe('loader: ready', () => {
  it('resolves once every tag present at load has rendered', async () => {
    await fixture(html`
      <div>
        <nl-accordion><nl-accordion-item item-id="r" heading="Klaar?"><p>Ja</p></nl-accordion-item></nl-accordion>
        <nl-call-us phone="0201234567"></nl-call-us>
      </div>
    `);
    const api = (await import(/* @vite-ignore */ `${location.origin}/dist/nl-components.js`)) as Api;
    await api.ready;
    const item = document.querySelector('nl-accordion-item')!;
    expect(item.shadowRoot!.querySelector('button')!.getAttribute('aria-controls')).to.equal('collapse-r');
    expect(document.querySelector('nl-call-us')!.shadowRoot!.querySelector('a')).to.exist;
  });

  it('observer: publish/subscribe, unsubscribe, replay for late subscribers, a throwing subscriber stops no one', async () => {
    const { observer } = (await import(/* @vite-ignore */ `${location.origin}/dist/nl-components.js`)) as Api;
    observer.publish('test.early', { n: 1 });
    const late: unknown[] = [];
    observer.subscribe('test.early', (d) => late.push(d), { replay: true });
    expect(late).to.deep.equal([{ n: 1 }]);

    const got: unknown[] = [];
    const original = console.error;
    console.error = () => {};
    try {
      observer.subscribe('test.x', () => {
        throw new Error('boom');
      });
      const off = observer.subscribe('test.x', (d) => got.push(d));
      observer.publish('test.x', 'a');
      off();
      observer.publish('test.x', 'b');
    } finally {
      console.error = original;
    }
    expect(got).to.deep.equal(['a']);
  });
});
