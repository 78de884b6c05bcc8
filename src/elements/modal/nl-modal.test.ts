import { expect, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../elements/nl-modal.ts';
import { openModal } from '../../../elements/nl-modal.ts';
import type { NlElement } from '../../core/define.tsx';
import { errorsDuring, settle, chromiumOnly, REDUCED_MOTION } from '../../../test/helpers.ts';

type Modal = NlElement & { show(): void; close(): void };
const dialogOf = (el: Element) => el.shadowRoot!.querySelector('dialog')!;
const modals = () => [...document.querySelectorAll<Modal>('nl-modal')];

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
const focusInside = (el: Element) => {
  const active = deepActive();
  return Boolean(active && (el.contains(active) || el.shadowRoot!.contains(active)));
};

/** The text of a node as assistive technology reads it: through slots, the flat tree. */
function flatText(node: Node): string {
  if (node instanceof Text) return node.data;
  if (node instanceof HTMLSlotElement) return node.assignedNodes({ flatten: true }).map(flatText).join('');
  return [...node.childNodes].map(flatText).join('');
}
/** What aria-describedby points the dialog at (ids resolve in its own shadow root), as text. */
function description(dialog: HTMLDialogElement): string | null {
  const ids = dialog.getAttribute('aria-describedby');
  if (!ids) return null;
  const root = dialog.getRootNode() as ShadowRoot;
  return ids
    .split(/\s+/)
    .map((id) => root.getElementById(id))
    .map((target) => (target ? flatText(target).replace(/\s+/g, ' ').trim() : '(missing)'))
    .join(' ');
}

async function page(attributes = '') {
  const wrapper = fixtureSync(html`<div>
    <button id="opener">Open</button>
    <nl-modal heading="Uw gegevens" animation="none" close-type=${attributes || 'all'}>
      <p>Weet u het zeker?</p>
      <a href="#een">Eerste link</a>
      <button id="inner">Knop in de dialoog</button>
    </nl-modal>
  </div>`);
  await settle(wrapper);
  const modal = wrapper.querySelector<Modal>('nl-modal')!;
  const opener = wrapper.querySelector<HTMLButtonElement>('#opener')!;
  return { wrapper, modal, opener };
}

async function openFrom(opener: HTMLElement, modal: Modal) {
  opener.focus();
  setTimeout(() => modal.show());
  await oneEvent(modal, 'nl-show');
}

describe('nl-modal', () => {
  it('opens and closes with HTML invoker commands: commandfor + command="--show" / "--close" (issue 14)', async () => {
    const wrapper = fixtureSync(html`<div>
      <button type="button" id="invoker" commandfor="invoked" command="--show">Open</button>
      <nl-modal id="invoked" heading="Titel"><p>Tekst</p><button type="button" slot="footer" commandfor="invoked" command="--close">Klaar</button></nl-modal>
    </div>`);
    const modal = wrapper.querySelector<Modal>('nl-modal')!;
    await settle(modal);
    const shown = oneEvent(modal, 'nl-show');
    wrapper.querySelector<HTMLButtonElement>('#invoker')!.click();
    await shown;
    expect(modal.hasAttribute('open')).to.be.true;
    expect(dialogOf(modal).open).to.be.true;
    const closed = oneEvent(modal, 'nl-close');
    modal.querySelector<HTMLButtonElement>('[command="--close"]')!.click();
    expect((await closed).detail).to.deep.equal({ reason: 'method' });
    expect(modal.hasAttribute('open')).to.be.false;
  });

  afterEach(async () => {
    modals().forEach((m) => m.remove());
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('opens modally: in the top layer, aria-modal, focus moves in; a click on the page behind reaches nothing', async () => {
    const { modal, opener } = await page('escape');
    let clicks = 0;
    opener.addEventListener('click', () => clicks++);
    await openFrom(opener, modal);
    const dialog = dialogOf(modal);
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':popover-open'), 'in the top layer').to.equal(true);
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(focusInside(modal)).to.equal(true);
    // The opener lies under the blocker, outside the panel: the click is the backdrop's, and the
    // backdrop may not close this one (close-type="escape"); the focus stays in the dialog.
    const box = opener.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    expect(clicks, 'clicks that reached the page').to.equal(0);
    expect(dialog.open).to.equal(true);
    expect(focusInside(modal)).to.equal(true);
    modal.close();
    await waitUntil(() => !dialogOf(modal).open);
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    expect(clicks, 'a click once it is closed').to.equal(1);
  });

  it('does not make the page inert (issue 38: a restyle of the whole page at each open and close); shown as a popover, not with showModal()', async () => {
    const { modal, opener } = await page();
    await openFrom(opener, modal);
    expect(dialogOf(modal).matches(':modal')).to.equal(false);
    expect(dialogOf(modal).matches(':popover-open')).to.equal(true);
    expect(opener.matches(':modal, :popover-open')).to.equal(false);
  });

  it('keeps the keyboard when the focus has left it for the page (a click on its text): Tab comes back in, Escape closes', async () => {
    const { modal, opener } = await page();
    await openFrom(opener, modal);
    // A click on the panel's text: no control there (Chromium and WebKit move the focus to <body>; so does blur()).
    const text = modal.querySelector('p')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(text.left + 5), Math.round(text.top + text.height / 2)] });
    (deepActive() as HTMLElement | null)?.blur();
    expect(focusInside(modal)).to.equal(false);
    await sendKeys({ press: 'Tab' });
    expect(focusInside(modal), `after Tab: ${deepActive()?.outerHTML.slice(0, 60)}`).to.equal(true);
    (deepActive() as HTMLElement | null)?.blur();
    setTimeout(() => sendKeys({ press: 'Escape' }));
    expect((await oneEvent(modal, 'nl-close')).detail.reason).to.equal('escape');
    expect(document.activeElement).to.equal(opener);
  });

  it('keeps Tab and Shift+Tab inside the dialog: from the last control Tab goes to the first, and back (APG)', async () => {
    const { modal, opener } = await page();
    await openFrom(opener, modal);
    // In Tab order: the close button (shadow root), then the slotted link and button.
    const order = [modal.shadowRoot!.querySelector<HTMLElement>('[part="close"]')!, modal.querySelector('a')!, modal.querySelector<HTMLElement>('#inner')!];
    order[0]!.focus();
    for (let i = 1; i <= 7; i++) {
      await sendKeys({ press: 'Tab' });
      expect(deepActive() === order[i % 3], `after Tab ${i}: ${deepActive()?.outerHTML.slice(0, 60)}`).to.equal(true);
    }
    // Now on the link (7 % 3 = 1): Shift+Tab goes back through the close button to the last control.
    for (const [i, want] of [order[0], order[2], order[1], order[0]].entries()) {
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(deepActive() === want, `after Shift+Tab ${i + 1}: ${deepActive()?.outerHTML.slice(0, 60)}`).to.equal(true);
    }
  });

  it('Tab goes round from a radio group at the end, whichever radio is checked, and skips a link without href', async () => {
    const wrapper = fixtureSync(html`<div><button id="opener">Open</button><nl-modal heading="Keuze" animation="none">
      <a>Geen link</a>
      <label><input type="radio" name="keuze" value="a">A</label><label><input type="radio" name="keuze" value="b" checked>B</label><label><input type="radio" name="keuze" value="c">C</label>
    </nl-modal></div>`);
    const modal = wrapper.querySelector<Modal>('nl-modal')!;
    await settle(modal);
    await openFrom(wrapper.querySelector('button')!, modal);
    const close = modal.shadowRoot!.querySelector<HTMLElement>('[part="close"]')!;
    const checked = modal.querySelector<HTMLInputElement>('input[value="b"]')!;
    checked.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActive() === close, `after Tab: ${deepActive()?.outerHTML.slice(0, 60)}`).to.equal(true);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(deepActive() === checked, `after Shift+Tab: ${deepActive()?.outerHTML.slice(0, 60)}`).to.equal(true);
  });

  it('a dialog with no control keeps Tab on its panel', async () => {
    const wrapper = fixtureSync(html`<div><button id="opener">Open</button><nl-modal heading="Alleen tekst" animation="none" close-type="escape"><p>Niets om te kiezen.</p></nl-modal></div>`);
    const modal = wrapper.querySelector<Modal>('nl-modal')!;
    await settle(modal);
    await openFrom(wrapper.querySelector('button')!, modal);
    const before = deepActive();
    expect(focusInside(modal), 'focus moved in').to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(deepActive() === before, 'still on the panel').to.equal(true);
  });

  it('Escape closes it, fires nl-close {reason: "escape"} and returns focus to the opener', async () => {
    const { modal, opener } = await page();
    await openFrom(opener, modal);
    setTimeout(() => sendKeys({ press: 'Escape' }));
    const event = await oneEvent(modal, 'nl-close');
    expect(event.detail).to.deep.equal({ reason: 'escape' });
    expect(dialogOf(modal).open).to.equal(false);
    expect(modal.hasAttribute('open')).to.equal(false);
    expect(document.activeElement).to.equal(opener);
  });

  it('the close button is labelled "Sluiten" and closes it; English "Close"', async () => {
    const { modal, opener } = await page();
    await openFrom(opener, modal);
    const close = modal.shadowRoot!.querySelector<HTMLButtonElement>('[part="close"]')!;
    expect(close.getAttribute('aria-label')).to.equal('Sluiten');
    setTimeout(() => close.click());
    expect((await oneEvent(modal, 'nl-close')).detail.reason).to.equal('button');
    document.documentElement.lang = 'en';
    try {
      await waitUntil(() => close.getAttribute('aria-label') === 'Close');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('a click on the backdrop closes it; a click in the panel does not', async () => {
    const { modal, opener } = await page();
    await openFrom(opener, modal);
    const panel = modal.shadowRoot!.querySelector('[part="panel"]')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(panel.left + 20), Math.round(panel.top + 20)] });
    expect(dialogOf(modal).open).to.equal(true);
    setTimeout(() => sendMouse({ type: 'click', position: [5, 5] }));
    expect((await oneEvent(modal, 'nl-close')).detail.reason).to.equal('backdrop');
  });

  it('close-type="none": no close button, Escape and the backdrop do nothing', async () => {
    const { modal, opener } = await page('none');
    await openFrom(opener, modal);
    expect(modal.shadowRoot!.querySelector('[part="close"]')).to.equal(null);
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    await sendMouse({ type: 'click', position: [5, 5] });
    await new Promise((r) => setTimeout(r, 50));
    expect(dialogOf(modal).open).to.equal(true);
    modal.close();
    await waitUntil(() => !dialogOf(modal).open);
  });

  it('close-type="escape backdrop": no close button, both of those close it', async () => {
    const { modal, opener } = await page('escape backdrop');
    await openFrom(opener, modal);
    expect(modal.shadowRoot!.querySelector('[part="close"]')).to.equal(null);
    setTimeout(() => sendKeys({ press: 'Escape' }));
    expect((await oneEvent(modal, 'nl-close')).detail.reason).to.equal('escape');
  });

  it('show() and close(), and the open attribute, bare or removed', async () => {
    const { modal } = await page();
    modal.setAttribute('open', '');
    await modal.updateComplete;
    expect(dialogOf(modal).open).to.equal(true);
    setTimeout(() => modal.removeAttribute('open'));
    expect((await oneEvent(modal, 'nl-close')).detail.reason).to.equal('method');
    modal.show();
    await modal.updateComplete;
    expect(dialogOf(modal).open).to.equal(true);
    modal.close();
    await waitUntil(() => !dialogOf(modal).open);
  });

  it('a dialog of rich content (type dialog, no openModal text) is not described by it (APG: only a short message)', async () => {
    const { modal, opener } = await page();
    await openFrom(opener, modal);
    expect(dialogOf(modal).hasAttribute('aria-describedby')).to.equal(false);
    modal.close();
  });

  it('is accessible when open, with its heading as name', async () => {
    const { modal, opener } = await page();
    await openFrom(opener, modal);
    expect(dialogOf(modal).getAttribute('aria-labelledby')).to.equal('title');
    expect(modal.shadowRoot!.getElementById('title')!.textContent).to.equal('Uw gegevens');
    await expect(modal).to.be.accessible();
  });

  it('does not animate under prefers-reduced-motion', async function () {
    await chromiumOnly(this, REDUCED_MOTION);
    await emulateMedia({ reducedMotion: 'reduce' });
    const wrapper = fixtureSync(html`<div><nl-modal heading="Zonder beweging" animation="slide">x</nl-modal></div>`);
    await settle(wrapper);
    const modal = wrapper.querySelector<Modal>('nl-modal')!;
    expect(getComputedStyle(dialogOf(modal)).transitionDuration).to.equal('0s');
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(getComputedStyle(dialogOf(modal)).transitionDuration).to.not.equal('0s');
  });

  it('bad input: exact errors, no throw, still usable', async () => {
    const errors = await errorsDuring(async () => {
      const wrapper = fixtureSync(html`<div><nl-modal type="fatal" close-type="sometimes" animation="none">Inhoud</nl-modal></div>`);
      await settle(wrapper);
      const modal = wrapper.querySelector<Modal>('nl-modal')!;
      modal.show();
      await modal.updateComplete;
      expect(dialogOf(modal).open).to.equal(true);
      expect(modal.shadowRoot!.querySelector('[part="close"]')).to.exist; // close-type fell back to all
      modal.close();
    });
    expect(errors).to.deep.equal([
      'nl-modal: attribute "type" must be one of "dialog", "info", "success", "warning", "error", "confirm", got "fatal"',
      'nl-modal: attribute "close-type" takes "all", "none", "button", "backdrop", "escape" (separated by spaces), got "sometimes"',
      'nl-modal: attribute "heading" is required (or a child with slot="heading")',
    ]);
  });

  it('keeps its content and works after being moved', async () => {
    const { wrapper, modal } = await page();
    const input = document.createElement('input');
    modal.append(input);
    input.value = 'getypt';
    wrapper.prepend(modal);
    await new Promise((r) => setTimeout(r));
    modal.show();
    // After a move the element renders anew; the dialog opens in that render's effects.
    await waitUntil(() => dialogOf(modal).open, 'the dialog opens after the move');
    expect(input.value).to.equal('getypt');
    modal.close();
  });
});

describe('openModal', () => {
  let opener: HTMLButtonElement;
  beforeEach(() => {
    opener = fixtureSync(html`<button>Open</button>`);
    opener.focus();
  });
  afterEach(() => modals().forEach((m) => m.remove()));

  const current = () => modals().at(-1)!;
  const buttons = (modal: Element) => [...modal.querySelectorAll<HTMLButtonElement>(':scope > button[slot="footer"]')];
  async function shown() {
    await waitUntil(() => modals().length && dialogOf(current())?.open, 'no dialog opened');
    return current();
  }

  it('resolves with the index of the button pressed; text stays text; classes apply; focus returns', async () => {
    const result = openModal({
      type: 'warning',
      title: 'Let op',
      text: 'Tekst met <img src=x onerror="window.hacked=1"> erin\nen een tweede regel',
      animation: 'none',
      buttons: [{ text: 'Nee', class: 'btn btn-secondary' }, { text: 'Ja', class: 'btn btn-primary' }],
    });
    const modal = await shown();
    expect(modal.querySelector('img')).to.equal(null);
    expect(modal.querySelector('p')!.textContent).to.contain('<img src=x');
    expect(buttons(modal).map((b) => [b.textContent, b.className])).to.deep.equal([
      ['Nee', 'btn btn-secondary'],
      ['Ja', 'btn btn-primary'],
    ]);
    expect(modal.shadowRoot!.getElementById('title')!.textContent).to.equal('Waarschuwing: Let op');
    buttons(modal)[1]!.click();
    expect(await result).to.equal(1);
    await waitUntil(() => modals().length === 0, 'element not removed');
    expect(document.activeElement).to.equal(opener);
    expect((window as unknown as { hacked?: number }).hacked).to.equal(undefined);
  });

  it('announces its message when it opens: the dialog is described by its text (APG; issue 16)', async () => {
    const result = openModal({ title: 'Opgeslagen', text: 'Je gegevens zijn bewaard.', animation: 'none' });
    const modal = await shown();
    expect(description(dialogOf(modal))).to.equal('Je gegevens zijn bewaard.');
    await expect(modal).to.be.accessible();
    buttons(modal)[0]!.click();
    expect(await result).to.equal(0);
    // Also as a plain dialog, and with a type whose content is a message.
    for (const type of ['dialog', 'error'] as const) {
      const next = openModal({ type, title: 'Let op', text: 'Het bestand is te groot.', animation: 'none' });
      const opened = await shown();
      expect(description(dialogOf(opened)), type).to.equal('Het bestand is te groot.');
      buttons(opened)[0]!.click();
      await next;
      await waitUntil(() => modals().length === 0);
    }
  });

  it('resolves "dismiss" on Escape, the close button or the backdrop', async () => {
    const byEscape = openModal({ title: 'A', animation: 'none' });
    await shown();
    await sendKeys({ press: 'Escape' });
    expect(await byEscape).to.equal('dismiss');
    const byButton = openModal({ title: 'B', animation: 'none' });
    (await shown()).shadowRoot!.querySelector<HTMLButtonElement>('[part="close"]')!.click();
    expect(await byButton).to.equal('dismiss');
  });

  it('confirm: an alertdialog described by its text, focus on the first action, default buttons Annuleren / OK', async () => {
    const result = openModal({ type: 'confirm', title: 'Verwijderen?', text: 'Dit kan niet ongedaan worden.', animation: 'none' });
    const modal = await shown();
    const dialog = dialogOf(modal);
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.getAttribute('aria-describedby')).to.equal('body');
    expect(buttons(modal).map((b) => b.textContent)).to.deep.equal(['Annuleren', 'OK']);
    expect(document.activeElement).to.equal(buttons(modal)[0]);
    await expect(modal).to.be.accessible();
    await sendKeys({ press: 'Enter' });
    expect(await result).to.equal(0);
  });

  it('runs a button callback; one that throws is logged and the dialog still closes', async () => {
    let called = 0;
    const errors = await errorsDuring(async () => {
      const result = openModal({
        title: 'Callbacks',
        animation: 'none',
        buttons: [
          { text: 'Kapot', callback: () => { throw new Error('stuk'); } },
          { text: 'Blijf', dismiss: false, callback: () => called++ },
        ],
      });
      const modal = await shown();
      buttons(modal)[1]!.click();
      expect(called).to.equal(1);
      expect(dialogOf(modal).open).to.equal(true); // dismiss: false
      buttons(modal)[0]!.click();
      expect(await result).to.equal(0);
    });
    expect(errors).to.deep.equal(['nl-modal: the callback of button 0 ("Kapot") threw: stuk']);
  });

  it('focuses the primary (last) button, so Enter takes it', async () => {
    const result = openModal({ type: 'error', title: 'Mislukt', text: 'Probeer het later opnieuw.', animation: 'none' });
    const modal = await shown();
    expect(document.activeElement === buttons(modal)[0]).to.equal(true);
    await sendKeys({ press: 'Enter' });
    expect(await result).to.equal(0);
    const two = openModal({ title: 'Twee knoppen', animation: 'none', buttons: [{ text: 'Later' }, { text: 'Nu' }] });
    const second = await shown();
    expect(document.activeElement === buttons(second)[1]).to.equal(true);
    await sendKeys({ press: 'Enter' });
    expect(await two).to.equal(1);
  });

  it('opens with at most two moves of the focus, the last to its primary button (issue 38: each move restyles the dialog)', async () => {
    const moves: string[] = [];
    const onFocusIn = (event: FocusEvent) => {
      const target = event.composedPath()[0] as Element;
      moves.push(target.localName + (target.textContent ? ` ${target.textContent}` : `.${target.className}`));
    };
    document.addEventListener('focusin', onFocusIn, true);
    try {
      const result = openModal({ title: 'Twee knoppen', animation: 'none', buttons: [{ text: 'Later' }, { text: 'Nu' }] });
      const modal = await shown();
      // Chromium moves it once more itself (showPopover() to the close button, then show() to the
      // autofocus button); before, show() first, showPopover() to the close button and ours back.
      expect(moves.at(-1), moves.join(', ')).to.equal('button Nu');
      expect(moves.length, moves.join(', ')).to.be.at.most(2);
      buttons(modal)[0]!.click();
      await result;
    } finally {
      document.removeEventListener('focusin', onFocusIn, true);
    }
  });

  it('speaks the language of where it was opened from', async () => {
    const section = fixtureSync(html`<section lang="en"><button>Open</button></section>`);
    section.querySelector('button')!.focus();
    const result = openModal({ type: 'confirm', title: 'Delete?', animation: 'none' });
    const modal = await shown();
    expect(buttons(modal).map((b) => b.textContent)).to.deep.equal(['Cancel', 'OK']);
    expect(modal.shadowRoot!.querySelector('[part="close"]')!.getAttribute('aria-label')).to.equal('Close');
    await sendKeys({ press: 'Escape' });
    expect(await result).to.equal('dismiss');
  });

  it('closeType "none" leaves only its buttons', async () => {
    const result = openModal({ title: 'Verplicht', closeType: 'none', animation: 'none', buttons: [{ text: 'Akkoord' }] });
    const modal = await shown();
    expect(modal.shadowRoot!.querySelector('[part="close"]')).to.equal(null);
    await sendKeys({ press: 'Escape' });
    expect(dialogOf(modal).open).to.equal(true);
    buttons(modal)[0]!.click();
    expect(await result).to.equal(0);
  });

  it('stacks several dialogs: Escape closes the newest; nothing is left over the page', async () => {
    const first = openModal({ title: 'Eerste', animation: 'none' });
    await shown();
    const second = openModal({ title: 'Tweede', animation: 'none' });
    await waitUntil(() => modals().length === 2 && dialogOf(modals()[1]!)?.open);
    const [one, two] = modals();
    expect(focusInside(two!)).to.equal(true);
    await sendKeys({ press: 'Escape' });
    expect(await second).to.equal('dismiss');
    expect(dialogOf(one!).open).to.equal(true);
    await sendKeys({ press: 'Escape' });
    expect(await first).to.equal('dismiss');
    await waitUntil(() => modals().length === 0);
    opener.focus();
    expect(document.activeElement).to.equal(opener);
    // Nothing left over the page: a click reaches it.
    let clicked = false;
    opener.addEventListener('click', () => (clicked = true), { once: true });
    const box = opener.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    expect(clicked, 'a click on the page after both closed').to.equal(true);
  });

  it('an option named __proto__, constructor or anything else unknown: one error each, ignored, no rejection (issue 16)', async () => {
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    try {
      const errors = await errorsDuring(async () => {
        // JSON.parse makes "__proto__" an own key (an object literal would set the prototype).
        const hostile = JSON.parse('{"__proto__": {"polluted": 1}, "constructor": "x", "titel": "Typfout", "title": "Opgeslagen", "text": "Je gegevens zijn bewaard.", "animation": "none"}') as never;
        const result = openModal(hostile);
        const modal = await shown();
        expect(modal.getAttribute('heading')).to.equal('Opgeslagen');
        expect(modal.querySelector('p')!.textContent).to.equal('Je gegevens zijn bewaard.');
        buttons(modal)[0]!.click();
        expect(await result).to.equal(0);
        // Without a prototype at all.
        const bare = openModal(Object.assign(Object.create(null) as object, { title: 'Zonder prototype', animation: 'none' as const }));
        (await shown()).shadowRoot!.querySelector<HTMLButtonElement>('[part="close"]')!.click();
        expect(await bare).to.equal('dismiss');
      });
      expect(errors).to.deep.equal([
        'nl-modal: openModal option "__proto__" is not an option (type, title, text, animation, buttons, closeType); ignored',
        'nl-modal: openModal option "constructor" is not an option (type, title, text, animation, buttons, closeType); ignored',
        'nl-modal: openModal option "titel" is not an option (type, title, text, animation, buttons, closeType); ignored',
      ]);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
      await new Promise((resolve) => setTimeout(resolve));
      expect(rejections).to.deep.equal([]);
    } finally {
      window.removeEventListener('unhandledrejection', onRejection);
    }
  });

  it('bad options are logged one by one and the rest still applies', async () => {
    const errors = await errorsDuring(async () => {
      const result = openModal({ type: 'boom', title: 42, text: 'Wel tekst', animation: 'none', buttons: [{ label: 'x' }] } as never);
      const modal = await shown();
      expect(modal.getAttribute('type')).to.equal('info');
      expect(modal.querySelector('p')!.textContent).to.equal('Wel tekst');
      expect(buttons(modal).map((b) => b.textContent)).to.deep.equal(['OK']);
      buttons(modal)[0]!.click();
      expect(await result).to.equal(0);
      void openModal('nope' as never);
      await shown();
      current().close();
    });
    expect(errors).to.deep.equal([
      'nl-modal: openModal option type must be one of "dialog", "info", "success", "warning", "error", "confirm", got "boom"',
      'nl-modal: openModal option title must be a string, got 42',
      'nl-modal: openModal option buttons[0].text is missing',
      'nl-modal: openModal(options) needs an object, got string',
    ]);
  });
});
