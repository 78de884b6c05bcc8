import { expect, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { NlElement } from '../../core/define.tsx';
import { GAP, HIDE_GRACE, MARGIN, type ShowDetail } from '../../elements/tooltip/controller.ts';
import { place } from '../../elements/tooltip/position.ts';
import { errorsDuring, expectNoLayoutShift, settle, upgraded } from '../../../test/helpers.ts';

// Wrappers are made with fixtureSync and awaited with settle() (see nl-search.test.ts: fixture()
// waits for an animation frame when the root is no element of ours).

type Tooltip = NlElement & { show(): void; hide(): void };

// Runs before the tag is defined, like a page whose chunk arrives after first paint.
describe('nl-tooltip before its code has loaded', () => {
  it('takes its final size, so nothing moves when it upgrades', async () => {
    await expectNoLayoutShift(
      html`
        <div style="font: 16px/1.5 sans-serif; width: 600px">
          <p data-probe>Boven</p>
          <p>
            Je krijgt een contract volgens de
            <nl-tooltip text="Collectieve arbeidsovereenkomst"><abbr>cao</abbr></nl-tooltip>
            en <span data-probe>daarna</span> meer.
          </p>
          <p style="width: 14em">
            Een term aan het eind van de regel:
            <nl-tooltip text="Uitleg">lange samengestelde term</nl-tooltip>
            <span data-probe>erna</span>
          </p>
          <nl-tooltip text="Meer informatie"><button type="button" style="height: 44px">?</button></nl-tooltip>
          <span data-probe>naast</span>
          <p data-probe>Onder</p>
        </div>
      `,
      () => import('../../../elements/nl-tooltip.ts'),
    );
  });
});

describe('nl-tooltip', () => {
  before(() => import('../../../elements/nl-tooltip.ts'));

  afterEach(async () => {
    sinon.restore(); // first: the runner's commands need the real timers
    await resetMouse();
    (document.activeElement as HTMLElement | null)?.blur?.();
  });

  const bubbleOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="tooltip"]')!;
  const tipOf = (el: Element) => el.querySelector<HTMLElement>(':scope > [role="tooltip"]');
  const isOpen = (el: Element) => bubbleOf(el).matches(':popover-open');
  const rect = (el: Element) => el.getBoundingClientRect();
  const centre = (r: DOMRect): [number, number] => [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
  const viewport = () => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight });

  /** Moves the real mouse (Chrome DevTools input) to the centre of an element, or to a point. */
  async function mouseTo(target: Element | [number, number]): Promise<void> {
    await sendMouse({ type: 'move', position: Array.isArray(target) ? target : centre(rect(target)) });
  }

  const opened = (el: Element) => waitUntil(() => isOpen(el), 'tooltip did not show', { timeout: 2000 });
  const closed = (el: Element) => waitUntil(() => !isOpen(el), 'tooltip did not hide', { timeout: 2000 });
  /** Longer than the hide grace, to show that something did NOT hide it. */
  const pastGrace = () => new Promise((resolve) => setTimeout(resolve, HIDE_GRACE * 3));

  /** Mounts `template` inside a wrapper and waits until its tooltip has rendered. */
  async function mount(template: ReturnType<typeof html>): Promise<{ wrapper: HTMLElement; el: Tooltip }> {
    // Room above: the default placement is top.
    const wrapper = fixtureSync<HTMLElement>(html`<div style="padding-top: 100px">${template}</div>`);
    await settle(wrapper);
    return { wrapper, el: wrapper.querySelector<Tooltip>('nl-tooltip')! };
  }

  /** A tap (touch pointer) as Chrome fires it: enter, down, up, leave; plus the click. */
  function tap(target: Element): void {
    const host = target.closest('nl-tooltip');
    const init = { pointerType: 'touch', isPrimary: true, pointerId: 2, bubbles: true, composed: true };
    host?.dispatchEvent(new PointerEvent('pointerenter', { ...init, bubbles: false }));
    target.dispatchEvent(new PointerEvent('pointerdown', init));
    target.dispatchEvent(new PointerEvent('pointerup', init));
    host?.dispatchEvent(new PointerEvent('pointerleave', { ...init, bubbles: false }));
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  }

  describe('accessibility tree', () => {
    it('puts the text in a light-DOM role="tooltip" that the trigger names in aria-describedby', async () => {
      const { el } = await mount(html`<nl-tooltip text="Wij bellen je binnen een werkdag terug"><button>Terugbelverzoek</button></nl-tooltip>`);
      const button = el.querySelector('button')!;
      const tip = tipOf(el)!;
      expect(tip, 'the role="tooltip" element').to.exist;
      expect(tip.id).to.match(/^nl-tooltip-\d+$/);
      expect(tip.textContent).to.equal('Wij bellen je binnen een werkdag terug');
      // In the same tree as the trigger, so the ID reference resolves ...
      expect(tip.getRootNode()).to.equal(button.getRootNode());
      expect(button.getAttribute('aria-describedby')).to.equal(tip.id);
      expect(document.getElementById(button.getAttribute('aria-describedby')!)).to.equal(tip);
      // ... and Chrome's own resolution of it (element reflection) finds the tooltip: the trigger's
      // accessible description is the text.
      expect(button.ariaDescribedByElements).to.deep.equal([tip]);
      const description = button.ariaDescribedByElements!.map((e) => e.textContent).join(' ');
      expect(description).to.equal('Wij bellen je binnen een werkdag terug');
      // Hidden until hover or focus; the content is not made focusable twice.
      expect(isOpen(el)).to.equal(false);
      expect(tip.checkVisibility()).to.equal(false);
      expect(el.hasAttribute('tabindex')).to.equal(false);
    });

    it('keeps the ids already in aria-describedby, and gives every tooltip its own id', async () => {
      const { wrapper } = await mount(html`
        <p id="hint">Extra uitleg</p>
        <nl-tooltip text="Een"><button aria-describedby="hint">1</button></nl-tooltip>
        <nl-tooltip text="Twee"><button>2</button></nl-tooltip>
      `);
      const [first, second] = [...wrapper.querySelectorAll('nl-tooltip')];
      const button = first!.querySelector('button')!;
      expect(button.getAttribute('aria-describedby')).to.equal(`hint ${tipOf(first!)!.id}`);
      expect(tipOf(first!)!.id).not.to.equal(tipOf(second!)!.id);
    });

    it('makes itself focusable and described when its content has nothing to Tab to', async () => {
      const { el } = await mount(html`<nl-tooltip text="Collectieve arbeidsovereenkomst"><abbr>cao</abbr></nl-tooltip>`);
      expect(el.getAttribute('tabindex')).to.equal('0');
      expect(el.getAttribute('aria-describedby')).to.equal(tipOf(el)!.id);
      expect(el.ariaDescribedByElements).to.deep.equal([tipOf(el)]);
    });

    it('describes the host of a disabled button (which cannot take focus)', async () => {
      const { el } = await mount(html`<nl-tooltip text="Vul eerst je e-mailadres in"><button disabled>Verstuur</button></nl-tooltip>`);
      expect(el.getAttribute('tabindex')).to.equal('0');
      expect(el.getAttribute('aria-describedby')).to.equal(tipOf(el)!.id);
      expect(el.querySelector('button')!.hasAttribute('aria-describedby')).to.equal(false);
      // Enabled: the button is the trigger again, and the host gives its tab stop back.
      el.querySelector('button')!.disabled = false;
      await waitUntil(() => !el.hasAttribute('tabindex'), 'host kept its tabindex', { timeout: 2000 });
      expect(el.hasAttribute('aria-describedby')).to.equal(false);
      expect(el.querySelector('button')!.getAttribute('aria-describedby')).to.equal(tipOf(el)!.id);
    });

    it("leaves an author's own tabindex on the host alone", async () => {
      const { el } = await mount(html`<nl-tooltip text="Uitleg" tabindex="-1"><span>term</span></nl-tooltip>`);
      expect(el.getAttribute('tabindex')).to.equal('-1');
    });

    it('is accessible hidden and shown, with a button and with a plain term', async () => {
      const { el } = await mount(html`<nl-tooltip text="Meer informatie over de vacature"><button>Info</button></nl-tooltip>`);
      await expect(el).to.be.accessible();
      el.show();
      await opened(el);
      await expect(el).to.be.accessible();
      const term = await mount(html`<nl-tooltip text="Collectieve arbeidsovereenkomst"><abbr>cao</abbr></nl-tooltip>`);
      await expect(term.el).to.be.accessible();
      term.el.show();
      await opened(term.el);
      await expect(term.el).to.be.accessible();
    });

    it('shows the text as plain text, and follows a change of it', async () => {
      const { el } = await mount(html`<nl-tooltip text="<b>vet</b> &amp; <img src=x onerror=alert(1)>"><button>?</button></nl-tooltip>`);
      const tip = tipOf(el)!;
      expect(tip.textContent).to.equal('<b>vet</b> & <img src=x onerror=alert(1)>');
      expect(tip.children).to.have.length(0);
      el.setAttribute('text', 'Nieuwe uitleg');
      await el.updateComplete;
      expect(tipOf(el)!.textContent).to.equal('Nieuwe uitleg');
      expect(el.querySelector('button')!.ariaDescribedByElements!.map((e) => e.textContent)).to.deep.equal(['Nieuwe uitleg']);
    });
  });

  describe('hover', () => {
    it('shows on hover with a real mouse and hides when the pointer leaves, with events', async () => {
      const { el } = await mount(html`<nl-tooltip text="Reiskosten worden vergoed"><button>Reiskosten</button></nl-tooltip>`);
      const shown = oneEvent(el, 'nl-tooltip-show') as Promise<CustomEvent<ShowDetail>>;
      await mouseTo(el.querySelector('button')!);
      const event = await shown;
      expect(isOpen(el)).to.equal(true);
      expect(event.detail).to.deep.equal({ placement: 'top' });
      expect(event.bubbles && event.composed).to.equal(true);
      expect(tipOf(el)!.checkVisibility()).to.equal(true);
      const hidden = oneEvent(el, 'nl-tooltip-hide');
      await mouseTo([5, viewport().height - 5]);
      await hidden;
      expect(isOpen(el)).to.equal(false);
    });

    it('is hoverable: the pointer can move onto the tooltip, across the gap, and it stays', async () => {
      const { el } = await mount(html`<nl-tooltip text="Je kunt hier met de muis op staan" style="margin-top: 120px"><button>Hover</button></nl-tooltip>`);
      const button = el.querySelector('button')!;
      await mouseTo(button);
      await opened(el);
      const bubble = rect(bubbleOf(el));
      expect(bubble.bottom).to.be.at.most(rect(button).top); // above the trigger (placement top)
      // In the gap between trigger and tooltip (the bridge).
      await mouseTo([centre(bubble)[0], Math.round((bubble.bottom + rect(el).top) / 2)]);
      await pastGrace();
      expect(isOpen(el), 'open with the pointer in the gap').to.equal(true);
      // On the tooltip itself.
      await mouseTo(bubbleOf(el));
      await pastGrace();
      expect(isOpen(el), 'open with the pointer on the tooltip').to.equal(true);
      // Away from both.
      await mouseTo([5, viewport().height - 5]);
      await closed(el);
    });

    it('hides only after the grace period, and waits `delay` ms before showing (fake timers)', async () => {
      const { el } = await mount(html`<nl-tooltip text="Even geduld" delay="300"><button>Vertraagd</button></nl-tooltip>`);
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const pointer = (type: string) => el.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse', isPrimary: true }));
      pointer('pointerenter');
      clock.tick(299);
      expect(isOpen(el), 'before the delay').to.equal(false);
      clock.tick(1);
      expect(isOpen(el), 'after the delay').to.equal(true);
      pointer('pointerleave');
      clock.tick(HIDE_GRACE - 1);
      expect(isOpen(el), 'within the grace period').to.equal(true);
      pointer('pointerenter'); // back in time: stays, without a new delay
      clock.tick(HIDE_GRACE * 2);
      expect(isOpen(el)).to.equal(true);
      pointer('pointerleave');
      clock.tick(HIDE_GRACE);
      expect(isOpen(el), 'after the grace period').to.equal(false);
      // A pass over it shorter than the delay shows nothing.
      pointer('pointerenter');
      clock.tick(200);
      pointer('pointerleave');
      clock.tick(1000);
      expect(isOpen(el), 'after a short pass').to.equal(false);
    });
  });

  describe('keyboard', () => {
    it('shows on focus (Tab) and hides when focus leaves', async () => {
      const { wrapper, el } = await mount(
        html`<button id="voor">voor</button><nl-tooltip text="Open de vacature" delay="5000"><a href="#vacature">Vacature</a></nl-tooltip><button id="na">na</button>`,
      );
      wrapper.querySelector<HTMLElement>('#voor')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(el.querySelector('a'));
      expect(isOpen(el), 'shown at once, whatever the hover delay').to.equal(true);
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement!.id).to.equal('na');
      await closed(el);
    });

    it('Escape hides it without moving focus; focusing again shows it', async () => {
      const { wrapper, el } = await mount(html`<button id="voor">voor</button><nl-tooltip text="Uitleg"><button id="knop">Knop</button></nl-tooltip>`);
      const button = el.querySelector('button')!;
      wrapper.querySelector<HTMLElement>('#voor')!.focus();
      await sendKeys({ press: 'Tab' });
      await opened(el);
      let escape: KeyboardEvent | undefined;
      const seen = (event: KeyboardEvent) => (escape = event);
      window.addEventListener('keydown', seen);
      await sendKeys({ press: 'Escape' });
      window.removeEventListener('keydown', seen);
      expect(isOpen(el)).to.equal(false);
      expect(document.activeElement).to.equal(button);
      expect(escape!.defaultPrevented, 'Escape marked handled, so a dialog around it stays open').to.equal(true);
      // A later Escape, with nothing open, is left alone.
      window.addEventListener('keydown', seen);
      await sendKeys({ press: 'Escape' });
      window.removeEventListener('keydown', seen);
      expect(escape!.defaultPrevented).to.equal(false);
      // Away and back (Shift+Tab, Tab): shown again.
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      await closed(el);
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(button);
      await opened(el);
    });

    it('Escape hides a hovered tooltip (focus elsewhere), and it stays hidden until the pointer comes back', async () => {
      const { el } = await mount(html`<nl-tooltip text="Uitleg"><button>Knop</button></nl-tooltip>`);
      await mouseTo(el.querySelector('button')!);
      await opened(el);
      expect(document.activeElement).to.equal(document.body);
      await sendKeys({ press: 'Escape' });
      expect(isOpen(el)).to.equal(false);
      await mouseTo([rect(el).left + 2, rect(el).top + 2]); // still on the element
      await pastGrace();
      expect(isOpen(el)).to.equal(false);
      await mouseTo([5, viewport().height - 5]);
      await mouseTo(el.querySelector('button')!);
      await opened(el);
    });

    it('makes a plain term reachable with Tab', async () => {
      const { wrapper, el } = await mount(html`<button>voor</button><nl-tooltip text="Collectieve arbeidsovereenkomst"><abbr>cao</abbr></nl-tooltip>`);
      wrapper.querySelector('button')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(el);
      await opened(el);
      await sendKeys({ press: 'Escape' });
      expect(isOpen(el)).to.equal(false);
      expect(document.activeElement).to.equal(el);
    });

    it('does not stay open after a mouse click focused the button and the pointer left', async () => {
      const { el } = await mount(html`<nl-tooltip text="Uitleg"><button>Knop</button></nl-tooltip>`);
      const button = el.querySelector('button')!;
      await mouseTo(button);
      await sendMouse({ type: 'click', position: centre(rect(button)) });
      expect(document.activeElement).to.equal(button);
      await opened(el);
      await mouseTo([5, viewport().height - 5]);
      await closed(el);
    });
  });

  describe('touch', () => {
    it('a tap on the content shows it, a tap elsewhere hides it', async () => {
      const { wrapper, el } = await mount(html`<nl-tooltip text="Uitleg bij de knop"><button>Knop</button></nl-tooltip><p>Ergens anders</p>`);
      const clicks = sinon.spy();
      const hides = sinon.spy();
      el.querySelector('button')!.addEventListener('click', clicks);
      el.addEventListener('nl-tooltip-hide', hides);
      tap(el.querySelector('button')!);
      expect(isOpen(el), 'shown by the tap').to.equal(true);
      expect(clicks.callCount, 'the button still works').to.equal(1);
      await pastGrace();
      expect(isOpen(el), 'the touch pointer leaving does not hide it').to.equal(true);
      tap(bubbleOf(el)); // a tap on the tooltip itself keeps it
      expect(isOpen(el)).to.equal(true);
      tap(el.querySelector('button')!); // and so does another tap on the content
      expect(isOpen(el)).to.equal(true);
      expect(clicks.callCount).to.equal(2);
      expect(hides.callCount, 'not even for a moment').to.equal(0);
      tap(wrapper.querySelector('p')!);
      expect(isOpen(el), 'hidden by a tap elsewhere').to.equal(false);
      expect(hides.callCount).to.equal(1);
    });

    it('a touch pointer passing over it does not show it (no hover on touch)', async () => {
      const { el } = await mount(html`<nl-tooltip text="Uitleg"><button>Knop</button></nl-tooltip>`);
      el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch' }));
      expect(isOpen(el)).to.equal(false);
    });
  });

  describe('placement', () => {
    /** Opens the tooltip of the element in a fixed box at `style`, and returns both rectangles. */
    async function openAt(style: string, attributes = '') {
      const wrapper = fixtureSync<HTMLElement>(html`<div></div>`);
      const box = document.createElement('div');
      box.setAttribute('style', `position: fixed; ${style}`);
      // Built by hand so that each test can pass its attributes as a string.
      const el = document.createElement('nl-tooltip') as Tooltip;
      el.setAttribute('text', 'Een tooltip met een flinke hoeveelheid tekst erin');
      for (const [, name, value] of attributes.matchAll(/(\S+)="([^"]*)"/g)) el.setAttribute(name!, value!);
      const button = document.createElement('button');
      button.textContent = 'Knop';
      el.append(button);
      box.append(el);
      wrapper.append(box);
      await settle(wrapper);
      el.show();
      await opened(el);
      return { el, side: bubbleOf(el).dataset.placement, anchor: rect(el), bubble: rect(bubbleOf(el)), arrow: rect(el.shadowRoot!.querySelector('[part="arrow"]')!) };
    }

    it('goes above its content by default, centred, with the arrow at the centre', async () => {
      const { anchor, bubble, arrow, side } = await openAt('top: 200px; left: 300px');
      expect(side).to.equal('top');
      expect(bubble.bottom).to.be.closeTo(anchor.top - GAP, 1);
      expect(centre(bubble)[0]).to.be.closeTo(centre(anchor)[0], 1);
      expect(centre(arrow)[0]).to.be.closeTo(centre(anchor)[0], 1);
    });

    it('takes placement bottom, left and right', async () => {
      const below = await openAt('top: 200px; left: 300px', 'placement="bottom"');
      expect(below.side).to.equal('bottom');
      expect(below.bubble.top).to.be.closeTo(below.anchor.bottom + GAP, 1);
      const left = await openAt('top: 200px; left: 400px', 'placement="left"');
      expect(left.side).to.equal('left');
      expect(left.bubble.right).to.be.closeTo(left.anchor.left - GAP, 1);
      expect(centre(left.bubble)[1]).to.be.closeTo(centre(left.anchor)[1], 1);
      const right = await openAt('top: 200px; left: 100px', 'placement="right"');
      expect(right.side).to.equal('right');
      expect(right.bubble.left).to.be.closeTo(right.anchor.right + GAP, 1);
    });

    it('flips to the bottom at the top edge of the viewport', async () => {
      const { anchor, bubble, arrow, side, el } = await openAt('top: 0; left: 300px');
      expect(side).to.equal('bottom');
      expect(bubble.top).to.be.closeTo(anchor.bottom + GAP, 1);
      expect(bubble.top).to.be.at.least(0);
      expect(arrow.top).to.be.lessThan(bubble.top); // pointing up at the content
      expect(el.shadowRoot!.querySelector('[part="tooltip"]')!.getAttribute('data-placement')).to.equal('bottom');
    });

    it('flips to the top at the bottom edge, and left/right likewise', async () => {
      const up = await openAt('bottom: 0; left: 300px', 'placement="bottom"');
      expect(up.side).to.equal('top');
      expect(up.bubble.bottom).to.be.at.most(viewport().height);
      const toRight = await openAt('top: 200px; left: 0', 'placement="left"');
      expect(toRight.side).to.equal('right');
      const toLeft = await openAt('top: 200px; right: 0', 'placement="right"');
      expect(toLeft.side).to.equal('left');
    });

    it('shifts inside the viewport near the right and left edges, the arrow still on the content', async () => {
      const right = await openAt('top: 200px; right: 0');
      expect(right.side).to.equal('top');
      expect(right.bubble.right).to.be.closeTo(viewport().width - MARGIN, 1);
      expect(right.bubble.width).to.be.greaterThan(right.anchor.width * 2); // so it did have to shift
      expect(centre(right.arrow)[0]).to.be.closeTo(centre(right.anchor)[0], 1);
      const left = await openAt('top: 200px; left: 0');
      expect(left.bubble.left).to.be.closeTo(MARGIN, 1);
      expect(centre(left.arrow)[0]).to.be.closeTo(centre(left.anchor)[0], 1);
    });

    it('is not clipped by an overflow: hidden ancestor (top layer)', async () => {
      const { el } = await mount(
        html`<div style="overflow: hidden; height: 40px; margin-top: 150px; position: relative; z-index: 1">
          <nl-tooltip text="Ik steek boven mijn doos uit"><button>Knop</button></nl-tooltip>
        </div>`,
      );
      el.show();
      await opened(el);
      const bubble = rect(bubbleOf(el));
      expect(bubble.bottom).to.be.at.most(rect(el.parentElement!).top); // wholly outside the clipping box
      // What is drawn at the tooltip's centre is the tooltip (retargeted to its host).
      const hit = document.elementFromPoint(...centre(bubble));
      expect(hit === tipOf(el) || hit === el, 'the tooltip is what is hit there').to.equal(true);
    });

    it('follows a change of placement while shown', async () => {
      const { el } = await openAt('top: 200px; left: 300px');
      el.setAttribute('placement', 'bottom');
      await el.updateComplete;
      expect(bubbleOf(el).dataset.placement).to.equal('bottom');
      expect(rect(bubbleOf(el)).top).to.be.greaterThan(rect(el).bottom);
    });

    it('place(): pure rules, including a tooltip that fits nowhere', () => {
      const vp = { width: 400, height: 300 };
      const anchor = { top: 140, left: 180, width: 40, height: 20 };
      expect(place(anchor, { width: 100, height: 30 }, vp, 'top')).to.deep.equal({ side: 'top', x: 150, y: 102, arrow: 50 });
      expect(place({ ...anchor, top: 10 }, { width: 100, height: 30 }, vp, 'top').side).to.equal('bottom');
      // Neither left nor right has room: above it is.
      expect(place(anchor, { width: 200, height: 30 }, vp, 'left').side).to.equal('top');
      // Taller than the room on any side: the roomier of preferred/opposite, kept inside.
      const tall = place({ ...anchor, top: 100 }, { width: 380, height: 280 }, vp, 'top');
      expect(tall.side).to.equal('bottom');
      expect(tall.y).to.equal(300 - 8 - 280);
      expect(tall.x).to.equal(10);
      // Arrow kept off the corners when the content is at the edge.
      expect(place({ top: 140, left: 0, width: 4, height: 20 }, { width: 100, height: 30 }, vp, 'top').arrow).to.equal(10);
    });
  });

  describe('layout', () => {
    it('moves nothing when it shows or hides', async () => {
      const { wrapper, el } = await mount(html`
        <p data-probe>Boven</p>
        <p>Tekst <nl-tooltip text="Een lange uitleg die nergens plaats inneemt"><button>?</button></nl-tooltip> <span data-probe>na</span></p>
        <p data-probe>Onder</p>
      `);
      const probes = () => [...wrapper.querySelectorAll('[data-probe]'), el].map((p) => JSON.stringify(rect(p)));
      const before = probes();
      el.show();
      await opened(el);
      expect(probes()).to.deep.equal(before);
      el.hide();
      expect(probes()).to.deep.equal(before);
    });

    it('is themed with --nl-tooltip-* custom properties and ::part(tooltip)', async () => {
      const { el } = await mount(html`<nl-tooltip text="Thema" style="--nl-tooltip-background: rgb(1, 2, 3); --nl-tooltip-color: rgb(250, 250, 250)"><button>?</button></nl-tooltip>`);
      el.show();
      await opened(el);
      const style = getComputedStyle(bubbleOf(el));
      expect(style.backgroundColor).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(tipOf(el)!).color).to.equal('rgb(250, 250, 250)');
      expect(bubbleOf(el).getAttribute('part')).to.equal('tooltip');
    });
  });

  describe('methods and bad input', () => {
    it('show() and hide()', async () => {
      const { el } = await mount(html`<nl-tooltip text="Uitleg"><button>Knop</button></nl-tooltip>`);
      el.show();
      expect(isOpen(el)).to.equal(true);
      el.hide();
      expect(isOpen(el)).to.equal(false);
    });

    it('logs the exact error for a missing text, does not throw, and shows just the content', async () => {
      let el!: Tooltip;
      const errors = await errorsDuring(async () => {
        el = await upgraded<Tooltip>(html`<nl-tooltip><button>Knop</button></nl-tooltip>`);
      });
      expect(errors).to.deep.equal(['nl-tooltip: attribute "text" is required']);
      expect(tipOf(el)).to.equal(null);
      expect(el.shadowRoot!.querySelector('[part="tooltip"]')).to.equal(null);
      expect(el.shadowRoot!.querySelector('slot')!.assignedElements()).to.deep.equal([el.querySelector('button')]);
      expect(el.querySelector('button')!.hasAttribute('aria-describedby')).to.equal(false);
      expect(el.hasAttribute('tabindex')).to.equal(false);
      expect(() => el.show()).not.to.throw();
      await mouseTo(el.querySelector('button')!);
      await pastGrace();
      expect(el.shadowRoot!.querySelector('[popover]')).to.equal(null);
    });

    it('an empty text counts as missing; setting it turns the tooltip on, removing it off again', async () => {
      let el!: Tooltip;
      const errors = await errorsDuring(async () => {
        el = await upgraded<Tooltip>(html`<nl-tooltip text="  "><span>term</span></nl-tooltip>`);
      });
      expect(errors).to.deep.equal(['nl-tooltip: attribute "text" is required']);
      el.setAttribute('text', 'Nu wel');
      await el.updateComplete;
      expect(tipOf(el)!.textContent).to.equal('Nu wel');
      expect(el.getAttribute('tabindex')).to.equal('0');
      el.show();
      expect(isOpen(el)).to.equal(true);
      await errorsDuring(async () => {
        el.removeAttribute('text');
        await el.updateComplete;
      });
      expect(tipOf(el)).to.equal(null);
      expect(el.hasAttribute('tabindex')).to.equal(false);
      expect(el.hasAttribute('aria-describedby')).to.equal(false);
    });

    it('logs bad placement and delay values and uses the defaults', async () => {
      let el!: Tooltip;
      const errors = await errorsDuring(async () => {
        el = await upgraded<Tooltip>(html`<nl-tooltip text="Uitleg" placement="boven" delay="-5" style="margin-top: 100px"><button>Knop</button></nl-tooltip>`);
      });
      expect(errors).to.deep.equal([
        'nl-tooltip: attribute "placement" must be one of "top", "bottom", "left", "right", got "boven"',
        'nl-tooltip: attribute "delay" must be at least 0, got "-5"',
      ]);
      await mouseTo(el.querySelector('button')!);
      await opened(el); // delay 0
      expect(bubbleOf(el).dataset.placement).to.equal('top');
    });

    it('keeps working when moved in the DOM, even while shown', async () => {
      const { wrapper, el } = await mount(
        html`<section id="a"><nl-tooltip text="Verhuisd"><button>Knop</button></nl-tooltip></section><section id="b" style="margin-top: 100px"></section>`,
      );
      const tip = tipOf(el)!;
      el.show();
      await opened(el);
      wrapper.querySelector('#b')!.append(el);
      await el.updateComplete;
      await Promise.resolve(); // the unmount check runs a microtask after the move
      expect(el.parentElement!.id).to.equal('b');
      expect(tipOf(el)).to.equal(tip);
      expect(el.querySelector('button')!.ariaDescribedByElements).to.deep.equal([tip]);
      await opened(el); // the browser hid the popover on removal; shown again
      expect(rect(bubbleOf(el)).bottom).to.be.closeTo(rect(el).top - GAP, 1); // placed at its new spot
      el.hide();
      await mouseTo(el.querySelector('button')!);
      await opened(el);
      await sendKeys({ press: 'Escape' });
      expect(isOpen(el)).to.equal(false);
    });

    it('cleans up when removed: no tooltip left open, Escape no longer handled', async () => {
      const { el } = await mount(html`<nl-tooltip text="Weg"><button>Knop</button></nl-tooltip>`);
      const bubble = bubbleOf(el);
      el.show();
      await opened(el);
      el.remove();
      await Promise.resolve();
      await Promise.resolve();
      expect(bubble.matches(':popover-open')).to.equal(false);
      expect(el.querySelector('button')!.hasAttribute('aria-describedby')).to.equal(false);
      let escape: KeyboardEvent | undefined;
      const seen = (event: KeyboardEvent) => (escape = event);
      window.addEventListener('keydown', seen);
      await sendKeys({ press: 'Escape' });
      window.removeEventListener('keydown', seen);
      expect(escape!.defaultPrevented).to.equal(false);
    });
  });
});
