/**
 * Issue 38: the first update rehearsed (src/core/rehearse.tsx). Once a page's first render is done and
 * the browser is idle, a small tree in a root of its own on a detached <div> is rendered, updated and
 * unmounted, so a visitor's first tap does not pay for the first run of React's update code. It runs
 * to its end once per page, not before the first render, and leaves nothing: nothing in the document,
 * nothing on the console, the page's elements as they were and working.
 *
 * This page defines nothing before the test imports the accordion's code.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { whenIdle } from '../src/core/idle.ts';
import { rehearsals } from '../src/core/rehearse.tsx';

type Item = HTMLElement & { updateComplete: Promise<void> };

describe('the first update, rehearsed', function () {
  this.timeout(20_000);

  it('runs once, while the browser is idle after the first render, and leaves nothing behind', async () => {
    const logged = [sinon.spy(console, 'error'), sinon.spy(console, 'warn'), sinon.spy(console, 'log')];
    try {
      expect(rehearsals(), 'nothing rendered yet').to.equal(0);
      await import('../elements/nl-accordion.ts');
      await import('../elements/nl-accordion-item.ts');
      const page = await fixture<HTMLElement>(html`<div>
        <nl-accordion>
          <nl-accordion-item item-id="een" heading="Een"><p>Antwoord een.</p></nl-accordion-item>
          <nl-accordion-item item-id="twee" heading="Twee"><p>Antwoord twee.</p></nl-accordion-item>
        </nl-accordion>
      </div>`);
      const items = [...page.querySelectorAll<Item>('nl-accordion-item')];
      await Promise.all(items.map((item) => item.updateComplete));
      const bodyBefore = document.body.innerHTML;
      const shadowBefore = items.map((item) => item.shadowRoot!.innerHTML);
      await waitUntil(() => rehearsals() === 1, 'rehearsed', { timeout: 5000 });
      expect(document.body.innerHTML, 'nothing added to the document').to.equal(bodyBefore);
      expect(items.map((item) => item.shadowRoot!.innerHTML), 'the elements as they were').to.deep.equal(shadowBefore);
      // The page's own first update works as before.
      const button = items[1]!.shadowRoot!.querySelector('button')!;
      button.click();
      await items[1]!.updateComplete;
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      // Once per page: more elements later do not rehearse again.
      const more = await fixture<HTMLElement>(html`<nl-accordion><nl-accordion-item item-id="drie" heading="Drie"><p>Drie.</p></nl-accordion-item></nl-accordion>`);
      await (more.querySelector('nl-accordion-item') as Item).updateComplete;
      // A second rehearsal would have been asked for with this render: an idle callback asked for
      // now comes after it (they run in the order asked).
      await new Promise<void>((resolve) => whenIdle(resolve, 2000));
      expect(rehearsals(), 'once per page').to.equal(1);
      expect(logged.flatMap((spy) => spy.args.map((args) => args.join(' '))), 'nothing on the console').to.deep.equal([]);
    } finally {
      logged.forEach((spy) => spy.restore());
    }
  });
});
