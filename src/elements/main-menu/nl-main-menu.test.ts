import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { render } from 'lit';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { errorsDuring, expectNoLayoutShift, preUpgradeCss, settle } from '../../../test/helpers.ts';
import type { NlElement } from '../../core/define.tsx';

const load = () => import('../../../elements/nl-main-menu.ts');

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 360, height: 740 };

/** A link to the page the tests run on: it must get aria-current="page". */
const here = location.pathname;

/** A page's own styles for its menu links, as a site has them (the element styles only what it adds). */
const pageStyles = html`<style>
  .test-page {
    font: 16px/1.5 sans-serif;
  }
  .test-page a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding-inline: 0.5rem;
    color: #0b5e66;
    text-decoration: none;
  }
</style>`;

function menuMarkup(label = 'Menu') {
  return html`<nl-main-menu label=${label}>
    <nav aria-label="Hoofdmenu">
      <ul>
        <li><a href="/start">Home</a></li>
        <li>
          <a href="/diensten">Diensten</a>
          <ul>
            <li><a href="/diensten/uitzenden">Uitzenden</a></li>
            <li><a href="/diensten/detacheren">Detacheren</a></li>
            <li><a href=${here}>Werving en selectie</a></li>
          </ul>
        </li>
        <li><a href="/vacatures">Vacatures</a></li>
        <li>
          <span>Over ons</span>
          <ul>
            <li><a href="/cookieverklaring">Cookieverklaring</a></li>
            <li><a href="/catalogus">Catalogus</a></li>
          </ul>
        </li>
      </ul>
    </nav>
  </nl-main-menu>`;
}

async function menu(label?: string): Promise<NlElement> {
  const wrapper = await fixture<HTMLElement>(html`<div class="test-page">${pageStyles}${menuMarkup(label)}<button id="after">Na het menu</button></div>`);
  const el = wrapper.querySelector<NlElement>('nl-main-menu')!;
  await settle(el);
  return el;
}

const toggle = (el: Element) => el.querySelector<HTMLButtonElement>('.nl-main-menu__toggle')!;
const buttons = (el: Element) => [...el.querySelectorAll<HTMLButtonElement>('.nl-main-menu__button')];
const list = (el: Element) => el.querySelector<HTMLUListElement>('nav > ul')!;
const submenus = (el: Element) => [...list(el).querySelectorAll<HTMLUListElement>(':scope > li > ul')];
const link = (el: Element, name: string) => [...el.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent === name)!;
const shown = (element: Element) => element.checkVisibility();
const focused = () => document.activeElement;

/** Where each of these is on screen, rounded to 0.1 px. */
function boxes(elements: Element[]): string[] {
  const r = (n: number) => Math.round(n * 10) / 10;
  return elements.map((e) => {
    // A label's text where it is drawn (its <span> moves into the button, where it is a flex item
    // with a box of its own; the glyphs must stay put).
    const range = document.createRange();
    range.selectNodeContents(e);
    const box = e.localName === 'span' ? range.getBoundingClientRect() : e.getBoundingClientRect();
    return `${e.localName} ${r(box.left)},${r(box.top)} ${r(box.width)}x${r(box.height)}`;
  });
}

describe('nl-main-menu', () => {
  afterEach(() => setViewport(DESKTOP));

  // First: the tag must not be defined yet (every other test imports it dynamically).
  describe('no layout shift on upgrade', () => {
    it('nothing moves at 360 px and at 1280 px (links, the menu, what follows)', async () => {
      // A page that styles its links (as a site does), and a bare one (the links as the browser
      // draws them, as in test/layout-page.ts).
      const template = html`<div>
        <div class="test-page">
          ${pageStyles}
          <p data-probe>Boven</p>
          ${menuMarkup()}
          <p data-probe>Onder het menu</p>
        </div>
        <div style="font: 16px/1.5 sans-serif">
          <nl-main-menu label="Menu"
            ><nav aria-label="Tweede menu"
              ><ul>
                <li><a href="/">Home</a></li>
                <li><a href="/diensten">Diensten</a><ul><li><a href="/diensten/uitzenden">Uitzenden</a></li></ul></li>
                <li>Over ons<ul><li><a href="/faq">FAQ</a></li></ul></li></ul></nav
          ></nl-main-menu>
          <p data-probe>Onder het kale menu</p>
        </div>
      </div>`;
      let desktopBefore: string[] = [];
      let measure: () => string[] = () => [];
      await setViewport(MOBILE);
      const page = await expectNoLayoutShift(template, async () => {
        // At 1280 px: each element, what follows it, and every top-level item, link and label.
        const measured = [...document.querySelectorAll('nl-main-menu')].flatMap((el) => [
          el,
          el.nextElementSibling!,
          ...el.querySelectorAll('nav > ul > li > a, nav > ul > li > span, nav > ul > li'),
        ]);
        measure = () => boxes(measured);
        await setViewport(DESKTOP);
        desktopBefore = measure();
        await setViewport(MOBILE);
        await load();
      });
      // At 360 px the button took the row of links: each element is as high as before.
      for (const el of page.querySelectorAll('nl-main-menu')) {
        expect(el.getBoundingClientRect().height).to.equal(44);
        expect(shown(toggle(el))).to.equal(true);
      }
      await setViewport(DESKTOP);
      expect(measure(), 'at 1280 px, after the upgrade').to.deep.equal(desktopBefore);
      expect(shown(toggle(page))).to.equal(false);
    });
  });

  describe('enhancing the markup', () => {
    before(load);

    it('adds a disclosure button per submenu: beside a link, or in place of a label', async () => {
      const el = await menu();
      const [diensten, overOns] = buttons(el);
      const [sub1, sub2] = submenus(el);
      expect(buttons(el).length).to.equal(2);
      // Beside the link, before its list; named after the link (the button shows only a chevron).
      expect(diensten!.previousElementSibling === link(el, 'Diensten')).to.equal(true);
      expect(diensten!.nextElementSibling === sub1).to.equal(true);
      expect(diensten!.getAttribute('type')).to.equal('button');
      expect(diensten!.getAttribute('aria-expanded')).to.equal('false');
      expect(diensten!.getAttribute('aria-controls')).to.equal(sub1!.id);
      expect(sub1!.id).to.match(/^nl-main-menu-\d+-submenu\d+$/);
      expect(diensten!.getAttribute('aria-label')).to.equal('Submenu Diensten');
      // No link: the label moved into the button, which is named by it.
      expect(overOns!.classList.contains('nl-main-menu__button--label')).to.equal(true);
      expect(overOns!.textContent).to.equal('Over ons');
      expect(overOns!.hasAttribute('aria-label')).to.equal(false);
      expect(overOns!.querySelector('span')!.textContent).to.equal('Over ons');
      expect(overOns!.getAttribute('aria-controls')).to.equal(sub2!.id);
      expect(overOns!.nextElementSibling === sub2).to.equal(true);
      // Closed submenus are hidden.
      expect(shown(sub1!)).to.equal(false);
      expect(shown(sub2!)).to.equal(false);
      // The menu button, before the list (hidden from 1200 px).
      expect(toggle(el).nextElementSibling === list(el)).to.equal(true);
      expect(toggle(el).getAttribute('aria-controls')).to.equal(list(el).id);
      expect(toggle(el).getAttribute('aria-expanded')).to.equal('false');
      expect(toggle(el).textContent).to.equal('Menu');
      expect(shown(toggle(el))).to.equal(false);
      expect(shown(list(el))).to.equal(true);
    });

    it('keeps ids the editor gave', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div>
        <nl-main-menu><nav aria-label="Menu"><ul id="hoofd"><li><a href="/a">A</a><ul id="sub-a"><li><a href="/a/1">A1</a></li></ul></li></ul></nav></nl-main-menu>
      </div>`);
      const el = wrapper.firstElementChild!;
      await settle(el);
      expect(toggle(el).getAttribute('aria-controls')).to.equal('hoofd');
      expect(buttons(el)[0]!.getAttribute('aria-controls')).to.equal('sub-a');
    });

    it('marks the link to the current page with aria-current="page", and its parent item with a class', async () => {
      const el = await menu();
      const current = [...el.querySelectorAll('[aria-current]')];
      expect(current.length).to.equal(1);
      expect(current[0] === link(el, 'Werving en selectie')).to.equal(true);
      expect(current[0]!.getAttribute('aria-current')).to.equal('page');
      const parents = [...el.querySelectorAll('.nl-main-menu__current-parent')];
      expect(parents.length === 1 && parents[0] === link(el, 'Diensten').parentElement).to.equal(true);
    });

    it('leaves an aria-current the CMS set alone, and does not add one of its own', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div>
        <nl-main-menu>
          <nav aria-label="Menu">
            <ul>
              <li><a href="/vacatures" aria-current="page">Vacatures</a></li>
              <li><a href=${here}>Deze pagina</a></li>
            </ul>
          </nav>
        </nl-main-menu>
      </div>`);
      await settle(wrapper.firstElementChild!);
      const current = [...wrapper.querySelectorAll('[aria-current]')];
      expect(current.map((a) => a.textContent)).to.deep.equal(['Vacatures']);
    });

    it('does not mark a link to a section of the page (#…) or another origin', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div>
        <nl-main-menu>
          <nav aria-label="Menu">
            <ul>
              <li><a href="${here}#diensten">Sectie</a></li>
              <li><a href="#">Leeg</a></li>
              <li><a href="https://example.org${here}">Elders</a></li>
            </ul>
          </nav>
        </nl-main-menu>
      </div>`);
      await settle(wrapper.firstElementChild!);
      expect(wrapper.querySelectorAll('[aria-current]').length).to.equal(0);
    });

    it('follows items added later', async () => {
      const el = await menu();
      const li = document.createElement('li');
      li.innerHTML = '<a href="/locaties">Locaties</a><ul><li><a href="/locaties/amsterdam">Amsterdam</a></li></ul>';
      list(el).append(li);
      await waitUntil(() => buttons(el).length === 3, 'a button for the new submenu');
      expect(buttons(el)[2]!.getAttribute('aria-label')).to.equal('Submenu Locaties');
      li.remove();
      await waitUntil(() => buttons(el).length === 2, 'its button goes with it');
      expect(li.querySelector('button')).to.equal(null);
    });

    it('is accessible, closed and with a submenu open', async () => {
      const el = await menu();
      await expect(el).to.be.accessible();
      buttons(el)[0]!.click();
      await expect(el).to.be.accessible();
    });
  });

  describe('submenus (disclosures)', () => {
    before(load);

    it('a click opens and closes a submenu; one is open at a time', async () => {
      const el = await menu();
      const [diensten, overOns] = buttons(el);
      const [sub1, sub2] = submenus(el);
      diensten!.click();
      expect(diensten!.getAttribute('aria-expanded')).to.equal('true');
      expect(shown(sub1!)).to.equal(true);
      overOns!.click();
      expect(diensten!.getAttribute('aria-expanded')).to.equal('false');
      expect(overOns!.getAttribute('aria-expanded')).to.equal('true');
      expect(shown(sub1!)).to.equal(false);
      expect(shown(sub2!)).to.equal(true);
      overOns!.click();
      expect(overOns!.getAttribute('aria-expanded')).to.equal('false');
      expect(shown(sub2!)).to.equal(false);
    });

    it('drops down below its item, over the content, from 1200 px', async () => {
      const el = await menu();
      const before = el.getBoundingClientRect().height;
      buttons(el)[0]!.click();
      const item = link(el, 'Diensten').parentElement!.getBoundingClientRect();
      const sub = submenus(el)[0]!.getBoundingClientRect();
      expect(Math.round(sub.top)).to.equal(Math.round(item.bottom));
      expect(el.getBoundingClientRect().height).to.equal(before);
    });

    it('Enter and Space on the button toggle it; Escape closes it and returns focus to the button', async () => {
      const el = await menu();
      const [diensten] = buttons(el);
      diensten!.focus();
      await sendKeys({ press: 'Enter' });
      expect(diensten!.getAttribute('aria-expanded')).to.equal('true');
      await sendKeys({ press: 'Space' });
      expect(diensten!.getAttribute('aria-expanded')).to.equal('false');
      await sendKeys({ press: 'Space' });
      expect(diensten!.getAttribute('aria-expanded')).to.equal('true');
      link(el, 'Uitzenden').focus();
      await sendKeys({ press: 'Escape' });
      expect(diensten!.getAttribute('aria-expanded')).to.equal('false');
      expect(focused() === diensten).to.equal(true);
    });

    it('Tab moves through an open submenu; tabbing out of the menu closes it', async () => {
      const el = await menu();
      const overOns = buttons(el)[1]!;
      overOns.focus();
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Tab' });
      expect(focused() === link(el, 'Cookieverklaring')).to.equal(true);
      expect(overOns.getAttribute('aria-expanded')).to.equal('true');
      await sendKeys({ press: 'Tab' });
      expect(focused() === link(el, 'Catalogus')).to.equal(true);
      await sendKeys({ press: 'Tab' });
      expect(focused()!.id).to.equal('after');
      expect(overOns.getAttribute('aria-expanded')).to.equal('false');
    });

    it('a click outside closes it; a click inside a submenu does not', async () => {
      const el = await menu();
      const [diensten] = buttons(el);
      diensten!.click();
      const sub = submenus(el)[0]!.getBoundingClientRect();
      // The submenu's own padding (no link there).
      await sendMouse({ type: 'click', position: [Math.round(sub.left + 4), Math.round(sub.top + 2)] });
      expect(diensten!.getAttribute('aria-expanded')).to.equal('true');
      document.body.click();
      expect(diensten!.getAttribute('aria-expanded')).to.equal('false');
    });

    it('a click on a link in it closes it (a link to a section stays on the page)', async () => {
      const el = await menu();
      const [diensten] = buttons(el);
      diensten!.click();
      const uitzenden = link(el, 'Uitzenden');
      uitzenden.addEventListener('click', (event) => event.preventDefault(), { once: true, capture: true });
      // preventDefault()ed clicks (a router's) leave it open …
      uitzenden.click();
      expect(diensten!.getAttribute('aria-expanded')).to.equal('true');
      // … plain ones close it.
      uitzenden.setAttribute('href', '#uitzenden');
      uitzenden.click();
      expect(diensten!.getAttribute('aria-expanded')).to.equal('false');
      history.replaceState(null, '', location.pathname + location.search);
    });

    it('arrow keys, Home and End move between top-level links and buttons, and within an open submenu', async () => {
      const el = await menu();
      const [diensten, overOns] = buttons(el);
      const press = async (key: string) => {
        await sendKeys({ press: key });
        return focused();
      };
      link(el, 'Home').focus();
      expect((await press('ArrowRight')) === link(el, 'Diensten')).to.equal(true);
      expect((await press('ArrowDown')) === diensten).to.equal(true);
      // A closed submenu: on to the next top-level link.
      expect((await press('ArrowDown')) === link(el, 'Vacatures')).to.equal(true);
      expect((await press('ArrowLeft')) === diensten).to.equal(true);
      expect((await press('End')) === overOns).to.equal(true);
      // The last: no wrapping.
      expect((await press('ArrowRight')) === overOns).to.equal(true);
      expect((await press('Home')) === link(el, 'Home')).to.equal(true);
      expect((await press('ArrowUp')) === link(el, 'Home')).to.equal(true);
      // Into an open submenu, and within it.
      diensten!.focus();
      await press('Enter');
      expect((await press('ArrowDown')) === link(el, 'Uitzenden')).to.equal(true);
      expect((await press('ArrowDown')) === link(el, 'Detacheren')).to.equal(true);
      expect((await press('End')) === link(el, 'Werving en selectie')).to.equal(true);
      expect((await press('ArrowDown')) === link(el, 'Werving en selectie')).to.equal(true);
      expect((await press('Home')) === link(el, 'Uitzenden')).to.equal(true);
      expect((await press('ArrowUp')) === link(el, 'Uitzenden')).to.equal(true);
      await press('Escape');
      expect(focused() === diensten).to.equal(true);
    });

    it('an arrow key scrolls the page only where the menu does not handle it', async () => {
      const el = await menu();
      link(el, 'Home').focus();
      const event = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
      link(el, 'Home').dispatchEvent(event);
      expect(event.defaultPrevented).to.equal(true);
      const withShift = new KeyboardEvent('keydown', { key: 'ArrowDown', shiftKey: true, bubbles: true, cancelable: true });
      link(el, 'Home').dispatchEvent(withShift);
      expect(withShift.defaultPrevented).to.equal(false);
    });
  });

  describe('below 1200 px: the menu button', () => {
    before(load);
    beforeEach(() => setViewport(MOBILE));

    it('shows the button and hides the list; the button shows and hides the whole list', async () => {
      const el = await menu();
      expect(shown(toggle(el))).to.equal(true);
      expect(shown(list(el))).to.equal(false);
      expect(toggle(el).getBoundingClientRect().height).to.equal(44);
      toggle(el).click();
      expect(toggle(el).getAttribute('aria-expanded')).to.equal('true');
      expect(shown(list(el))).to.equal(true);
      // In the flow: below the button, the element grows.
      expect(list(el).getBoundingClientRect().top).to.be.at.least(toggle(el).getBoundingClientRect().bottom);
      expect(el.getBoundingClientRect().height).to.be.greaterThan(200);
      // Submenus open in place.
      buttons(el)[0]!.click();
      expect(shown(link(el, 'Uitzenden'))).to.equal(true);
      const vacatures = link(el, 'Vacatures').getBoundingClientRect();
      expect(vacatures.top).to.be.at.least(link(el, 'Werving en selectie').getBoundingClientRect().bottom);
      toggle(el).click();
      expect(shown(list(el))).to.equal(false);
      // Closing the menu closed its submenu too.
      expect(buttons(el)[0]!.getAttribute('aria-expanded')).to.equal('false');
    });

    it('Escape closes the open submenu first, then the menu, and returns focus to the menu button', async () => {
      const el = await menu();
      toggle(el).focus();
      await sendKeys({ press: 'Enter' });
      expect(shown(list(el))).to.equal(true);
      await sendKeys({ press: 'Tab' });
      expect(focused() === link(el, 'Home')).to.equal(true);
      buttons(el)[0]!.focus();
      await sendKeys({ press: 'Enter' });
      link(el, 'Detacheren').focus();
      await sendKeys({ press: 'Escape' });
      expect(focused() === buttons(el)[0]).to.equal(true);
      expect(shown(list(el))).to.equal(true);
      await sendKeys({ press: 'Escape' });
      expect(focused() === toggle(el)).to.equal(true);
      expect(toggle(el).getAttribute('aria-expanded')).to.equal('false');
      expect(shown(list(el))).to.equal(false);
    });

    it('stays open when focus leaves or the page is clicked (it is in the flow); a submenu closes', async () => {
      const el = await menu();
      toggle(el).click();
      buttons(el)[1]!.click();
      document.body.click();
      expect(buttons(el)[1]!.getAttribute('aria-expanded')).to.equal('false');
      expect(toggle(el).getAttribute('aria-expanded')).to.equal('true');
      link(el, 'Vacatures').focus();
      document.getElementById('after')!.focus();
      expect(toggle(el).getAttribute('aria-expanded')).to.equal('true');
    });

    it('crossing 1200 px closes the menu and its submenu; focus stays on something visible', async () => {
      const el = await menu();
      toggle(el).click();
      buttons(el)[0]!.click();
      link(el, 'Uitzenden').focus();
      await setViewport(DESKTOP);
      await waitUntil(() => toggle(el).getAttribute('aria-expanded') === 'false', 'menu closed');
      expect(buttons(el)[0]!.getAttribute('aria-expanded')).to.equal('false');
      expect(shown(list(el))).to.equal(true);
      // The link's submenu closed: focus went to its button.
      expect(focused() === buttons(el)[0]).to.equal(true);
      // Back below 1200 px: closed, focus from the hidden list to the menu button.
      buttons(el)[0]!.click();
      await setViewport(MOBILE);
      await waitUntil(() => buttons(el)[0]!.getAttribute('aria-expanded') === 'false', 'submenu closed');
      expect(shown(list(el))).to.equal(false);
      expect(focused() === toggle(el)).to.equal(true);
    });

    it('is accessible, closed and open', async () => {
      const el = await menu();
      await expect(el).to.be.accessible();
      toggle(el).click();
      buttons(el)[0]!.click();
      await expect(el).to.be.accessible();
    });

    it('the button says `label`, else "Menu" (nl and en), or the messages override', async () => {
      const el = await menu('Navigatie');
      expect(toggle(el).textContent).to.equal('Navigatie');
      el.removeAttribute('label');
      await el.updateComplete;
      expect(toggle(el).textContent).to.equal('Menu');
      el.setAttribute('messages', '{"menu":"Hoofdmenu","submenu":"Meer over %{label}"}');
      await el.updateComplete;
      expect(toggle(el).textContent).to.equal('Hoofdmenu');
      expect(buttons(el)[0]!.getAttribute('aria-label')).to.equal('Meer over Diensten');
    });
  });

  describe('languages, errors, moving, removing', () => {
    before(load);

    it('uses the English texts in an English page', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div lang="en">${menuMarkup('')}</div>`);
      const el = wrapper.querySelector('nl-main-menu')!;
      await settle(el);
      expect(toggle(el).textContent).to.equal('Menu');
      expect(buttons(el)[0]!.getAttribute('aria-label')).to.equal('Diensten submenu');
      wrapper.setAttribute('lang', 'nl');
      await waitUntil(() => buttons(el)[0]!.getAttribute('aria-label') === 'Submenu Diensten', 'follows lang');
    });

    it('without a <nav>: one console.error, the content left as it is', async () => {
      let el!: Element;
      const markup = '<ul><li><a href="/a">A</a><ul><li><a href="/b">B</a></li></ul></li></ul>';
      const errors = await errorsDuring(async () => {
        const wrapper = await fixture<HTMLElement>(html`<div><nl-main-menu><ul><li><a href="/a">A</a><ul><li><a href="/b">B</a></li></ul></li></ul></nl-main-menu></div>`);
        el = wrapper.firstElementChild!;
        await settle(el);
        el.setAttribute('label', 'Ander'); // a re-render logs nothing more
        await (el as NlElement).updateComplete;
      });
      expect(errors).to.deep.equal([
        'nl-main-menu: no <nav> inside; expected <nav aria-label="…"><ul><li><a href="…">…</a></li>…</ul></nav> (the content is left as it is)',
      ]);
      expect(el.innerHTML).to.equal(markup);
    });

    it('a <nav> without a <ul>: the same kind of error', async () => {
      const errors = await errorsDuring(async () => {
        const wrapper = await fixture<HTMLElement>(html`<div><nl-main-menu><nav aria-label="Menu"><a href="/">Home</a></nav></nl-main-menu></div>`);
        await settle(wrapper.firstElementChild!);
      });
      expect(errors).to.deep.equal([
        'nl-main-menu: no <ul> inside its <nav>; expected <nav aria-label="…"><ul><li><a href="…">…</a></li>…</ul></nav> (the content is left as it is)',
      ]);
    });

    it('content that arrives later is enhanced then', async () => {
      const errors = await errorsDuring(async () => {
        const wrapper = await fixture<HTMLElement>(html`<div><nl-main-menu></nl-main-menu></div>`);
        const el = wrapper.firstElementChild!;
        await settle(el);
        el.innerHTML = '<nav aria-label="Menu"><ul><li><a href="/a">A</a><ul><li><a href="/b">B</a></li></ul></li></ul></nav>';
        await waitUntil(() => buttons(el).length === 1, 'enhanced');
        expect(toggle(el)).to.exist;
      });
      expect(errors.length).to.equal(1);
    });

    it('keeps its state when moved in the DOM', async () => {
      const el = await menu();
      buttons(el)[0]!.click();
      const other = document.createElement('div');
      el.parentElement!.append(other);
      other.append(el);
      await settle(el);
      await Promise.resolve();
      expect(buttons(el).length).to.equal(2);
      expect(el.querySelectorAll('.nl-main-menu__toggle').length).to.equal(1);
      expect(buttons(el)[0]!.getAttribute('aria-expanded')).to.equal('true');
      expect(shown(submenus(el)[0]!)).to.equal(true);
      // Still wired: Escape and clicks work.
      link(el, 'Uitzenden').focus();
      await sendKeys({ press: 'Escape' });
      expect(buttons(el)[0]!.getAttribute('aria-expanded')).to.equal('false');
    });

    it('removed from the page, it leaves the light DOM as it found it', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div class="test-page">${menuMarkup()}</div>`);
      const el = wrapper.querySelector('nl-main-menu')!;
      await settle(el);
      buttons(el)[0]!.click();
      el.remove();
      await new Promise((resolve) => setTimeout(resolve));
      // The same markup, never connected (so never enhanced), to compare with.
      const pristine = document.createElement('div');
      render(menuMarkup(), pristine);
      const clean = (markup: string) => markup.replace(/<!--[^]*?-->/g, '').replace(/\s+/g, ' ').replace(/> </g, '><');
      expect(clean(el.querySelector('nav')!.outerHTML)).to.equal(clean(pristine.querySelector('nav')!.outerHTML));
      // And no listener of it is left on the document: a click outside changes nothing, throws nothing.
      document.body.click();
    });
  });
});

describe('nl-main-menu in the site header (examples/_includes/header.html and site.css)', function () {
  this.timeout(30_000);
  /**
   * A page of the demo site in an iframe of the given width, with the pre-upgrade sheet and without
   * the library's loader: the menu is undefined until `upgrade()` loads its module into the frame.
   */
  async function sitePage(width: number) {
    const source = await (await fetch('/vacatures.html')).text();
    const page = source
      .replace('<script type="module" src="/dist/nl-components.js"></script>', '')
      .replace('<link rel="stylesheet" href="/dist/nl-components.css">', `<style>${preUpgradeCss}</style>`);
    const frame = document.createElement('iframe');
    frame.width = String(width);
    frame.height = '700';
    frame.title = 'Vacatures';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.srcdoc = page;
    document.body.append(frame);
    await loaded;
    const doc = frame.contentDocument!;
    const win = frame.contentWindow! as Window & typeof globalThis;
    const el = doc.querySelector<NlElement>('nl-main-menu')!;
    // The header's parts, and from 1200 px each item of the bar (below it the button takes their row).
    const items = width >= 1200 ? [...el.querySelectorAll('nav > ul > li')] : [];
    const measured = [doc.querySelector('.site-name')!, doc.querySelector('nl-call-us')!, el, doc.querySelector('main')!, ...items];
    return {
      frame,
      doc,
      el,
      measure: () => boxes(measured),
      sideways: () => doc.documentElement.scrollWidth - doc.documentElement.clientWidth,
      async upgrade() {
        const script = doc.createElement('script');
        script.type = 'module';
        script.src = new URL('../../../elements/nl-main-menu.ts', import.meta.url).href;
        doc.head.append(script);
        // The tag's module and its imports, from the test server's transform, new to this frame: a
        // clean-clone run at 76aeea1 (Firefox, beside two other engines' files) took over 5 s once.
        await waitUntil(() => win.customElements.get('nl-main-menu'), 'defined in the frame', { timeout: 20_000 });
        await el.updateComplete;
      },
    };
  }

  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  for (const width of [320, 768, 1199, 1200, 1440]) {
    it(`${width} px: the header does not move when the menu upgrades, and nothing scrolls sideways`, async () => {
      const site = await sitePage(width);
      expect(site.frame.contentWindow!.customElements.get('nl-main-menu'), 'not defined before').to.equal(undefined);
      expect(site.sideways(), 'sideways scroll before the upgrade').to.equal(0);
      const before = site.measure();
      await site.upgrade();
      expect(toggle(site.el), 'enhanced').to.exist;
      expect(site.measure()).to.deep.equal(before);
      expect(site.sideways(), 'sideways scroll after the upgrade').to.equal(0);
      if (width < 1200) {
        toggle(site.el).click();
        buttons(site.el)[0]!.click();
        expect(shown(link(site.el, 'Uitzenden'))).to.equal(true);
        expect(site.sideways(), 'sideways scroll with the menu open').to.equal(0);
      } else {
        // The server marked the page's own link; the element left it alone.
        expect([...site.el.querySelectorAll('[aria-current]')].map((a) => a.textContent)).to.deep.equal(['Vacatures']);
        buttons(site.el)[1]!.click();
        const last = submenus(site.el)[1]!.getBoundingClientRect();
        expect(last.right).to.be.at.most(site.doc.documentElement.clientWidth);
        expect(site.sideways(), 'sideways scroll with a submenu open').to.equal(0);
      }
    });
  }
});
