/**
 * Issue 38, point 3: the first render in parts (src/core/renderer.tsx). When a tag's code is defined
 * with its elements on the page, the define's task holds them (up to AT_ONCE render in the next
 * task; more, as below): each keeps its
 * pre-upgrade look (`:state(nl-pending)`, matched by the pre-upgrade rules as `:not(:defined)` is), so
 * nothing moves. The ones in the viewport render first, once the browser has said which they are, the
 * others in later tasks. A held element that the visitor or the page's script reaches renders at
 * once. Elements made after the define (openModal's, a script's) are never held.
 *
 * This page defines nothing before the test imports the accordion's code, like a page whose chunks
 * arrive after its first paint; so the whole story is one test.
 */
import { expect, fixtureSync, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { settle } from './helpers.ts';

/** As src/core/renderer.tsx AT_ONCE. */
const AT_ONCE = 24;
const ITEMS = 120;

type Item = HTMLElement & { updateComplete: Promise<void>; focus(): void };

const held = (item: Element) => item.matches(':state(nl-pending)');
/** Rendered: its shadow root holds its button (a held one holds only a bare slot). */
const rendered = (item: Element) => Boolean(item.shadowRoot?.querySelector('button'));
const positions = (elements: Element[]) =>
  elements.map((element) => {
    // In the document (a focus() below may scroll the page).
    const box = element.getBoundingClientRect();
    return `${Math.round((box.top + scrollY) * 10) / 10},${Math.round((box.left + scrollX) * 10) / 10},${Math.round(box.height * 10) / 10}`;
  });
const slots = (item: Element) => [...item.shadowRoot!.querySelectorAll('slot')].map((slot) => slot.name || '(default)').join();

function itemsMarkup(count: number, prefix: string) {
  return Array.from(
    { length: count },
    (_, i) => html`<nl-accordion-item item-id="${prefix}-${i}" heading="Vraag ${i + 1}: hoe schrijf ik me in?"><p>Antwoord ${i + 1}.</p></nl-accordion-item>`,
  );
}

describe('the first render in parts (issue 38)', function () {
  this.timeout(30_000);

  it(`${ITEMS} items there when the code comes: held in the define's task, nothing moves; the ones reached render at once, then the ones in view, then the rest`, async () => {
    await setViewport({ width: 412, height: 700 });
    const page = fixtureSync(html`
      <div style="font: 16px/1.5 sans-serif">
        <p data-probe>Boven</p>
        <nl-accordion>${itemsMarkup(ITEMS, 'v')}</nl-accordion>
        <p data-probe>Onder</p>
      </div>
    `);
    const items = [...page.querySelectorAll<Item>('nl-accordion-item')];
    const probes = [...page.querySelectorAll('[data-probe]'), ...items];
    const before = positions(probes);
    const inView = items.filter((item) => item.getBoundingClientRect().top < innerHeight);
    expect(inView.length, 'some items in view, most not').to.be.within(2, 30);

    await import('../elements/nl-accordion.ts');
    await import('../elements/nl-accordion-item.ts');
    // The define's task, its microtasks run: every item is held, in its pre-upgrade look.
    expect(items.filter(rendered), 'none rendered in the define’s task').to.deep.equal([]);
    expect(items.filter(held).length, 'all held').to.equal(ITEMS);
    expect(positions(probes), 'nothing moved at the define').to.deep.equal(before);

    // Reached before their turn (far below the fold): each renders at once, before the event goes on.
    const [tapped, keyed, focused, changed, moved, removed] = items.slice(-6) as Item[];
    const seen: boolean[] = [];
    tapped!.addEventListener('pointerdown', () => seen.push(rendered(tapped!)));
    tapped!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(seen, 'a tap: rendered when the event reached it').to.deep.equal([true]);
    keyed!.querySelector('p')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    expect(rendered(keyed!), 'a key in its content').to.equal(true);
    focused!.focus({ preventScroll: true });
    expect([rendered(focused!), focused!.matches(':focus')], 'its focus(): rendered, and focused').to.deep.equal([true, true]);
    changed!.setAttribute('heading', 'Een andere vraag');
    page.querySelector('nl-accordion')!.prepend(moved!);
    removed!.remove();
    await Promise.resolve();
    expect(changed!.shadowRoot!.querySelector('button')!.textContent, 'an attribute changed by a script').to.include('Een andere vraag');
    expect(rendered(moved!), 'moved').to.equal(true);
    expect(held(removed!), 'removed while held: keeps its pre-upgrade look').to.equal(true);
    const reached = [tapped, keyed, focused, changed, moved, removed] as Item[];
    expect(reached.slice(0, 5).filter(held), 'none of the reached ones held').to.deep.equal([]);

    // The rest: the ones in view first (a task of their own), then the others in later tasks.
    const rest = items.filter((item) => !reached.includes(item));
    const probesNow = [...page.querySelectorAll('[data-probe]'), ...rest];
    const meanwhile = positions(probesNow);
    // In view now (the moved one went to the top, and pushed the others down).
    const inViewNow = rest.filter((item) => item.getBoundingClientRect().top < innerHeight && item.getBoundingClientRect().bottom > 0);
    const when = new Map<Item, number>();
    await Promise.all(rest.map((item) => item.updateComplete.then(() => when.set(item, performance.now()))));
    const lastInView = Math.max(...inViewNow.map((item) => when.get(item)!));
    const firstOther = Math.min(...rest.filter((item) => !inViewNow.includes(item)).map((item) => when.get(item)!));
    expect(lastInView, 'the items in view before any other').to.be.at.most(firstOther);
    expect(rest.filter((item) => !rendered(item) || held(item)), 'every item rendered in the end').to.deep.equal([]);
    expect(new Set(rest.map(slots)).size, 'the same slots in every item (the bare one gone)').to.equal(1);
    expect(positions(probesNow), 'nothing moved when the rest rendered').to.deep.equal(meanwhile);

    // The one removed while held, back in the page: it renders, with its own slots only.
    page.querySelector('nl-accordion')!.append(removed!);
    await settle(removed!);
    expect([rendered(removed!), held(removed!), slots(removed!)]).to.deep.equal([true, false, slots(rest[0]!)]);
  });

  it('a few there when the code comes (up to AT_ONCE) are held in the define’s task too, and render in the next task; nothing moves', async () => {
    await setViewport({ width: 412, height: 700 });
    const page = fixtureSync(html`
      <div style="font: 16px/1.5 sans-serif">
        <p data-probe>Boven</p>
        <nl-alert type="info">Vanaf 1 juli zijn we op vrijdag open tot 20.00 uur.</nl-alert>
        <nl-alert type="success">Je sollicitatie is verstuurd.</nl-alert>
        <nl-alert type="warning">Je hebt nog geen cv toegevoegd aan je profiel.</nl-alert>
        <p data-probe>Onder</p>
      </div>
    `);
    const alerts = [...page.querySelectorAll<Item>('nl-alert')];
    const probes = [...page.querySelectorAll('[data-probe]'), ...alerts];
    const before = positions(probes);
    // Rendered: something in its shadow root besides the held element's bare slot.
    const drawn = (el: Element) => [...(el.shadowRoot?.children ?? [])].some((child) => child.localName !== 'slot' && child.localName !== 'style');
    await import('../elements/nl-alert.ts');
    // The define's task, its microtasks run (import() settles there): held, in their pre-upgrade look, not rendered.
    expect(alerts.filter(drawn), 'none rendered in the define’s task').to.deep.equal([]);
    expect(alerts.filter(held).length, 'all held').to.equal(alerts.length);
    expect(positions(probes), 'nothing moved at the define').to.deep.equal(before);
    await Promise.all(alerts.map((el) => el.updateComplete));
    expect([alerts.filter(drawn).length, alerts.filter(held).length], 'all rendered, none held').to.deep.equal([alerts.length, 0]);
    expect(positions(probes), 'nothing moved when they rendered').to.deep.equal(before);
  });

  it(`elements made after the define are never held: ${AT_ONCE * 3} added by a script render in the task that added them`, async () => {
    const list = document.createElement('div');
    list.style.marginTop = '3000px';
    list.innerHTML = Array.from({ length: AT_ONCE * 3 }, (_, i) => `<nl-accordion-item item-id="y-${i}" heading="Later ${i}"><p>${i}</p></nl-accordion-item>`).join('');
    document.body.append(list);
    await Promise.resolve();
    const added = [...list.querySelectorAll<Item>('nl-accordion-item')];
    expect([added.filter(held).length, added.filter(rendered).length]).to.deep.equal([0, AT_ONCE * 3]);
    list.remove();
  });
});
