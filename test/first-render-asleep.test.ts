/**
 * Issue 38, point 3: the upgrade asleep (src/core/define.tsx, src/core/renderer.tsx). A tag's code
 * defined with more than AT_ONCE of its elements on the page upgrades them all in one task; each of
 * those gets no shadow root there and parses no attribute: it keeps its pre-upgrade look
 * (`:state(nl-pending)` on its light DOM) and is woken in its turn, the ones in view first. Whatever
 * a script or a visitor does with one meanwhile works as with any element: its properties, its
 * shadow root, its methods, an attribute changed, a tap, a removal.
 *
 * Like first-render.test.ts, this page defines nothing before the test imports the accordion's code.
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { errorsDuring, settle } from './helpers.ts';

const ITEMS = 150;

type Item = HTMLElement & { updateComplete: Promise<void>; itemId: string; headingLevel: number; open: boolean; focus(): void };

/** The browser's own shadowRoot getter: reads without waking the element. */
const nativeShadowRoot = Object.getOwnPropertyDescriptor(Element.prototype, 'shadowRoot')!.get!;
const asleep = (item: Element) => nativeShadowRoot.call(item) === null;
const held = (item: Element) => item.matches(':state(nl-pending)');
const rendered = (item: Element) => Boolean((nativeShadowRoot.call(item) as ShadowRoot | null)?.querySelector('button'));
const box = (element: Element) => {
  const { top, height } = element.getBoundingClientRect();
  return `${Math.round((top + scrollY) * 10) / 10},${Math.round(height * 10) / 10}`;
};

describe('the upgrade asleep (issue 38)', function () {
  this.timeout(30_000);

  it(`${ITEMS} items there when the code comes: none gets a shadow root in the define's task, and each works as any element until it wakes`, async () => {
    await setViewport({ width: 412, height: 700 });
    const page = fixtureSync(html`
      <div style="font: 16px/1.5 sans-serif">
        <nl-accordion>
          ${Array.from(
            { length: ITEMS },
            (_, i) => html`<nl-accordion-item item-id="s-${i}" heading="Vraag ${i + 1}" heading-level="${i === ITEMS - 1 ? '9' : '4'}"><p>Antwoord ${i + 1}.</p></nl-accordion-item>`,
          )}
        </nl-accordion>
      </div>
    `);
    const items = [...page.querySelectorAll<Item>('nl-accordion-item')];
    const before = items.map(box);

    // Every shadow root the define's task and its microtasks attach: the accordion's own, no item's.
    const attach = Element.prototype.attachShadow;
    const attached: string[] = [];
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      attached.push(this.localName);
      return attach.call(this, init);
    };
    try {
      await import('../elements/nl-accordion.ts');
      await import('../elements/nl-accordion-item.ts');
    } finally {
      Element.prototype.attachShadow = attach;
    }
    expect(attached.filter((tag) => tag === 'nl-accordion-item'), 'no item got a shadow root in the define').to.deep.equal([]);
    expect([items.filter(asleep).length, items.filter(held).length], 'all asleep, in their pre-upgrade look').to.deep.equal([ITEMS, ITEMS]);
    expect(items.map(box), 'nothing moved at the define').to.deep.equal(before);

    // Far below the fold, so still asleep: each read or call wakes it, and gets what it would get awake.
    const [read, shadowed, called, changed, tapped, removed, bad] = items.slice(-7) as Item[];
    expect([read!.itemId, read!.headingLevel, read!.open], 'its properties: the attributes, parsed').to.deep.equal([`s-${ITEMS - 7}`, 4, false]);
    const root = shadowed!.shadowRoot;
    expect(root, 'its shadow root, asked for').to.be.instanceOf(ShadowRoot);
    expect([box(shadowed!), held(shadowed!)], 'which shows its light DOM until it renders').to.deep.equal([before[ITEMS - 6], true]);
    called!.focus({ preventScroll: true });
    expect([rendered(called!), called!.matches(':focus')], 'a method: rendered first, then called').to.deep.equal([true, true]);
    changed!.setAttribute('heading', 'Een andere vraag');
    const seen: boolean[] = [];
    tapped!.addEventListener('pointerdown', () => seen.push(rendered(tapped!)));
    tapped!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(seen, 'a tap: rendered when the event reached it').to.deep.equal([true]);
    removed!.remove();
    await Promise.resolve();
    expect([asleep(changed!), held(removed!)], 'an attribute set does not wake it; one removed keeps its look').to.deep.equal([true, true]);

    // Its problems are logged when it wakes, once, as for any element.
    const errors = await errorsDuring(() => settle(bad!));
    expect(errors.filter((text) => text.includes('heading-level')), 'an invalid attribute of a sleeping item').to.have.length(1);

    // The rest wake in their turn; every one renders, with the attributes it has by then.
    await Promise.all(items.filter((item) => item !== removed).map((item) => item.updateComplete));
    expect(items.filter((item) => item !== removed && (!rendered(item) || held(item))), 'every item rendered in the end').to.deep.equal([]);
    expect(changed!.shadowRoot!.querySelector('button')!.textContent, 'the heading set while asleep').to.include('Een andere vraag');
    // (Those above the removed one: the last moved up by its height.)
    expect(items.slice(0, -2).map(box), 'nothing moved as they rendered').to.deep.equal(before.slice(0, -2));

    // The one removed while asleep, back in the page: it renders as a new element.
    page.querySelector('nl-accordion')!.append(removed!);
    await settle(removed!);
    expect([rendered(removed!), held(removed!)]).to.deep.equal([true, false]);
  });
});
