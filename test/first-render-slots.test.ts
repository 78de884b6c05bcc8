/**
 * Issue 38: the first render in parts (src/core/renderer.tsx) holds the elements of a tag defined with
 * more than AT_ONCE of them on the page; a held element shows its light DOM through a bare slot. An
 * element whose shadow root assigns its slots by hand (nl-accordion, spec.manualSlots: its items in
 * groups) must give that slot its children, or a held accordion would show nothing until its turn.
 * A page of its own: nothing is defined before the test imports the accordion's code.
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

/** As src/core/renderer.tsx AT_ONCE. */
const AT_ONCE = 24;
const COUNT = AT_ONCE + 6; // accordions, with two items each

type Host = HTMLElement & { updateComplete: Promise<void> };

const positions = (elements: Element[]) =>
  elements.map((element) => {
    const box = element.getBoundingClientRect();
    return `${Math.round((box.top + scrollY) * 10) / 10},${Math.round(box.height * 10) / 10}`;
  });

describe('the first render in parts, with slots assigned by hand (issue 38)', function () {
  this.timeout(30_000);

  it(`${COUNT} accordions there when the code comes: the held ones show their items, and nothing moves when they render`, async () => {
    await setViewport({ width: 412, height: 700 });
    const page = fixtureSync(html`
      <div style="font: 16px/1.5 sans-serif">
        ${Array.from(
          { length: COUNT },
          (_, i) => html`<nl-accordion>
            <nl-accordion-item item-id="a${i}-1" heading="Vraag ${i + 1}.1"><p>Antwoord</p></nl-accordion-item>
            <nl-accordion-item item-id="a${i}-2" heading="Vraag ${i + 1}.2"><p>Antwoord</p></nl-accordion-item>
          </nl-accordion>`,
        )}
        <p data-probe>Onder</p>
      </div>
    `);
    const accordions = [...page.querySelectorAll<Host>('nl-accordion')];
    const probes = [...page.querySelectorAll('nl-accordion-item, [data-probe]')];
    // The items' code first, all of them rendered; the accordions' define is then checked right after its task.
    await import('../elements/nl-accordion-item.ts');
    await Promise.all(probes.map((probe) => (probe as Partial<Host>).updateComplete));
    const before = positions(probes);
    expect(probes.every((probe) => probe.getBoundingClientRect().height > 0), 'every item has its box before the code').to.equal(true);
    await import('../elements/nl-accordion.ts');
    const held = accordions.filter((accordion) => accordion.matches(':state(nl-pending)'));
    expect(held.length, 'held in the define’s task').to.be.greaterThan(0);
    expect(held[0]!.shadowRoot!.slotAssignment).to.equal('manual');
    expect(positions(probes), 'nothing moved at the define: a held accordion shows its items').to.deep.equal(before);
    expect(
      held.every((accordion) => accordion.shadowRoot!.querySelector('slot')!.assignedNodes().length === [...accordion.childNodes].filter((node) => node.nodeType !== Node.COMMENT_NODE).length),
      'the bare slot shows every child (the white space between them too)',
    ).to.equal(true);

    await Promise.all(accordions.map((accordion) => accordion.updateComplete));
    expect(accordions.filter((accordion) => accordion.matches(':state(nl-pending)')), 'all rendered').to.deep.equal([]);
    expect(accordions.every((accordion) => accordion.shadowRoot!.querySelectorAll('.group > slot').length === 1)).to.equal(true);
    expect(positions(probes), 'nothing moved when they rendered').to.deep.equal(before);
  });
});
