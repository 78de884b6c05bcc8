import { expect, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { searchNavigation, type SearchDetail } from '../../elements/search/search.tsx';
import { errorsDuring, expectNoLayoutShift, settle, upgraded } from '../../../test/helpers.ts';

// Wrappers are made with fixtureSync and awaited with settle(): open-wc's fixture() waits for an
// animation frame when the root is no element of ours, and a page the runner runs in the
// background (concurrency 2) gets no frames, so that wait can hang.

type SearchEvent = CustomEvent<SearchDetail>;

// The first block runs before the tag is defined (the element is imported in it, and by the
// main block's before hook), like a page whose chunk arrives after first paint.
describe('nl-search before its code has loaded', () => {
  it('takes its final size, so nothing moves when it upgrades', async () => {
    await expectNoLayoutShift(
      html`
      <div style="font: 16px/1.5 sans-serif; width: 600px">
        <p data-probe>Boven</p>
        <nl-search action="/zoeken" placeholder="Zoekterm"></nl-search>
        <p data-probe>Tussen</p>
        <nl-search action="/zoeken" show-label></nl-search>
        <p data-probe>Onder</p>
      </div>
    `,
      () => import('../../../elements/nl-search.ts'),
    );
  });
});

describe('nl-search', () => {
  before(() => import('../../../elements/nl-search.ts'));
  let go: sinon.SinonStub<[string], void>;
  let events: SearchEvent[];
  const record = (event: Event) => events.push(event as SearchEvent);

  beforeEach(() => {
    // Never leave the test page: the real navigation is replaced in every test.
    go = sinon.stub(searchNavigation, 'go');
    events = [];
    document.addEventListener('nl-search', record);
  });

  afterEach(() => {
    document.removeEventListener('nl-search', record);
    sinon.restore();
  });

  const parts = (el: Element) => {
    const root = el.shadowRoot!;
    return {
      form: root.querySelector('form')!,
      label: root.querySelector('label')!,
      input: root.querySelector('input')!,
      button: root.querySelector('button')!,
    };
  };

  /** Types like a user: focus the input, then real key presses. */
  async function type(el: Element, text: string): Promise<void> {
    parts(el).input.focus();
    await sendKeys({ type: text });
    await waitUntil(() => parts(el).input.value.endsWith(text), 'typed text did not arrive', { timeout: 2000 });
  }

  /**
   * Resolves once the form's submit has been handled. The listener is on the shadow root, after
   * React's own (React listens on its root), so when it runs our handler has run.
   */
  function submitted(el: Element): Promise<Event> {
    return new Promise((resolve) => el.shadowRoot!.addEventListener('submit', resolve, { once: true }));
  }

  it('renders a search landmark with a labelled search input and a submit button', async () => {
    const el = await upgraded(html`<nl-search action="/zoeken" placeholder="Waar ben je naar op zoek?"></nl-search>`);
    const { form, label, input, button } = parts(el);
    expect(form.getAttribute('role')).to.equal('search');
    expect(input.type).to.equal('search');
    expect(input.name).to.equal('q');
    expect(input.placeholder).to.equal('Waar ben je naar op zoek?');
    expect(input.value).to.equal('');
    expect(label.textContent).to.equal('Zoeken');
    expect(label.control).to.equal(input);
    expect(label.classList.contains('visually-hidden')).to.equal(true);
    expect(button.type).to.equal('submit');
    expect(button.textContent).to.equal('Zoeken');
    expect(button.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('has touch targets of at least 44 × 44 px', async () => {
    const el = await upgraded(html`<nl-search action="/zoeken"></nl-search>`);
    const input = parts(el).input.getBoundingClientRect();
    const button = parts(el).button.getBoundingClientRect();
    expect(input.height).to.be.at.least(44);
    expect(button.height).to.be.at.least(44);
    expect(button.width).to.be.at.least(44);
  });

  it('goes to {action}?q={text} on Enter, after a cancelable nl-search event', async () => {
    const el = await upgraded(html`<nl-search action="/zoeken"></nl-search>`);
    await type(el, 'monteur');
    const fired = oneEvent(el, 'nl-search') as Promise<SearchEvent>;
    await sendKeys({ press: 'Enter' });
    const event = await fired;
    expect(event.detail).to.deep.equal({ query: 'monteur', url: '/zoeken?q=monteur' });
    expect(event.cancelable).to.equal(true);
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(go.callCount).to.equal(1);
    expect(go.firstCall.args).to.deep.equal(['/zoeken?q=monteur']);
  });

  it('goes there on a click of the button too', async () => {
    const el = await upgraded(html`<nl-search action="https://www.voorbeeld.nl/zoeken"></nl-search>`);
    await type(el, 'vacatures');
    parts(el).button.click();
    await waitUntil(() => go.called, 'no navigation', { timeout: 2000 });
    expect(go.firstCall.args).to.deep.equal(['https://www.voorbeeld.nl/zoeken?q=vacatures']);
    expect(events.map((e) => e.detail)).to.deep.equal([{ query: 'vacatures', url: 'https://www.voorbeeld.nl/zoeken?q=vacatures' }]);
  });

  it('encodes the text with encodeURIComponent semantics', async () => {
    const el = await upgraded(html`<nl-search action="/zoeken"></nl-search>`);
    await type(el, 'a&b c/é?#+%');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => go.called, 'no navigation', { timeout: 2000 });
    expect(go.firstCall.args[0]).to.equal('/zoeken?q=a%26b%20c%2F%C3%A9%3F%23%2B%25');
    expect(events[0]!.detail.query).to.equal('a&b c/é?#+%');
  });

  it('appends with & when the action has a query string, and keeps its fragment last', async () => {
    const el = await upgraded(html`<nl-search action="/zoeken?sectie=vacatures#resultaten"></nl-search>`);
    await type(el, 'zorg');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => go.called, 'no navigation', { timeout: 2000 });
    expect(go.firstCall.args[0]).to.equal('/zoeken?sectie=vacatures&q=zorg#resultaten');
  });

  it('trims the text before searching', async () => {
    const el = await upgraded(html`<nl-search action="/zoeken"></nl-search>`);
    await type(el, '  lasser  ');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => go.called, 'no navigation', { timeout: 2000 });
    expect(go.firstCall.args[0]).to.equal('/zoeken?q=lasser');
    expect(events[0]!.detail).to.deep.equal({ query: 'lasser', url: '/zoeken?q=lasser' });
  });

  it('uses the name attribute as the query parameter', async () => {
    const el = await upgraded(html`<nl-search action="/zoeken" name="zoekterm"></nl-search>`);
    await type(el, 'x');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => go.called, 'no navigation', { timeout: 2000 });
    expect(go.firstCall.args[0]).to.equal('/zoeken?zoekterm=x');
  });

  it('does nothing for empty input (Enter and button)', async () => {
    const el = await upgraded(html`<nl-search action="/zoeken"></nl-search>`);
    parts(el).input.focus();
    let done = submitted(el);
    await sendKeys({ press: 'Enter' });
    expect((await done).defaultPrevented).to.equal(true); // handled, and the native submission stopped
    done = submitted(el);
    parts(el).button.click();
    await done;
    expect(events).to.have.length(0);
    expect(go.called).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(parts(el).input);
  });

  it('does nothing for blank (whitespace-only) input', async () => {
    const el = await upgraded(html`<nl-search action="/zoeken"></nl-search>`);
    await type(el, ' \t ');
    const done = submitted(el);
    await sendKeys({ press: 'Enter' });
    expect((await done).defaultPrevented).to.equal(true);
    expect(events).to.have.length(0);
    expect(go.called).to.equal(false);
  });

  it('does not navigate when a listener cancels nl-search', async () => {
    const el = await upgraded(html`<nl-search action="/zoeken"></nl-search>`);
    el.addEventListener('nl-search', (event) => event.preventDefault(), { once: true });
    await type(el, 'in de buurt');
    const done = submitted(el);
    await sendKeys({ press: 'Enter' });
    await done;
    expect(events.map((e) => e.detail)).to.deep.equal([{ query: 'in de buurt', url: '/zoeken?q=in%20de%20buurt' }]);
    expect(go.called).to.equal(false);
  });

  it('works with the keyboard alone: Tab in, type, Tab to the button, Space', async () => {
    const wrapper = fixtureSync(html`<div><button>voor</button><nl-search action="/zoeken"></nl-search></div>`);
    const el = wrapper.querySelector('nl-search')!;
    await settle(wrapper);
    wrapper.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(parts(el).input);
    await sendKeys({ type: 'schilder' });
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(parts(el).button);
    await sendKeys({ press: 'Space' });
    await waitUntil(() => go.called, 'no navigation', { timeout: 2000 });
    expect(go.firstCall.args[0]).to.equal('/zoeken?q=schilder');
  });

  it('focus() focuses the input', async () => {
    const el = await upgraded(html`<nl-search action="/zoeken"></nl-search>`);
    el.focus();
    expect(el.shadowRoot!.activeElement).to.equal(parts(el).input);
  });

  it('logs the exact error for a missing action, does not throw, and shows its own content', async () => {
    let el!: Element;
    const errors = await errorsDuring(async () => {
      el = await upgraded(html`<nl-search><a href="/zoeken">Naar zoeken</a></nl-search>`);
    });
    expect(errors).to.deep.equal(['nl-search: attribute "action" is required']);
    expect(el.shadowRoot!.querySelector('form')).to.equal(null);
    const slot = el.shadowRoot!.querySelector('slot')!;
    expect(slot.assignedElements().map((e) => e.textContent)).to.deep.equal(['Naar zoeken']);
  });

  it('refuses an action that is not an http(s) URL', async () => {
    let el!: Element;
    const errors = await errorsDuring(async () => {
      el = await upgraded(html`<nl-search action="javascript:alert(1)"></nl-search>`);
    });
    expect(errors).to.deep.equal(['nl-search: attribute "action" must be an http(s) URL, got "javascript:alert(1)"']);
    expect(el.shadowRoot!.querySelector('form')).to.equal(null);
  });

  it('renders the form once a missing action is set', async () => {
    let el!: Element & { updateComplete: Promise<void> };
    await errorsDuring(async () => {
      el = await upgraded(html`<nl-search></nl-search>`);
    });
    el.setAttribute('action', '/zoeken');
    await el.updateComplete;
    expect(parts(el).form).to.exist;
  });

  it('is accessible, with a hidden and with a visible label', async () => {
    const el = await upgraded(html`<nl-search action="/zoeken" placeholder="Zoekterm"></nl-search>`);
    await expect(el).to.be.accessible();
    const shown = await upgraded(html`<nl-search action="/zoeken" show-label></nl-search>`);
    expect(parts(shown).label.classList.contains('visually-hidden')).to.equal(false);
    await expect(shown).to.be.accessible();
  });

  it('uses the English texts in an English page', async () => {
    const wrapper = fixtureSync(html`<div lang="en"><nl-search action="/search"></nl-search></div>`);
    const el = wrapper.querySelector('nl-search')!;
    await settle(wrapper);
    expect(parts(el).label.textContent).to.equal('Search');
    expect(parts(el).button.textContent).to.equal('Search');
  });

  it('follows a change of the page language', async () => {
    const wrapper = fixtureSync(html`<div lang="nl"><nl-search action="/zoeken"></nl-search></div>`);
    const el = wrapper.querySelector('nl-search')!;
    await settle(wrapper);
    wrapper.setAttribute('lang', 'en');
    await waitUntil(() => parts(el).button.textContent === 'Search', 'language not followed', { timeout: 2000 });
  });

  it('takes the label attribute and the messages overrides', async () => {
    const el = await upgraded(
      html`<nl-search action="/zoeken" messages='{"label":"Zoek op de site","submit":"Zoek"}'></nl-search>`,
    );
    expect(parts(el).label.textContent).to.equal('Zoek op de site');
    expect(parts(el).button.textContent).to.equal('Zoek');
    el.setAttribute('label', 'Zoek een vacature');
    await el.updateComplete;
    expect(parts(el).label.textContent).to.equal('Zoek een vacature');
  });

  it('starts with the value attribute and follows its changes', async () => {
    const el = await upgraded(html`<nl-search action="/zoeken" value="begin"></nl-search>`);
    expect(parts(el).input.value).to.equal('begin');
    el.setAttribute('value', 'later');
    await el.updateComplete;
    expect(parts(el).input.value).to.equal('later');
  });

  it('keeps the typed text when moved in the DOM', async () => {
    const wrapper = fixtureSync(html`<div><section id="a"><nl-search action="/zoeken"></nl-search></section><section id="b"></section></div>`);
    const el = wrapper.querySelector('nl-search')! as Element & { updateComplete: Promise<void> };
    await settle(wrapper);
    const input = parts(el).input;
    await type(el, 'verhuisd');
    wrapper.querySelector('#b')!.appendChild(el);
    await el.updateComplete;
    await Promise.resolve(); // the unmount check runs a microtask after the move
    expect(el.parentElement!.id).to.equal('b');
    expect(parts(el).input).to.equal(input);
    expect(parts(el).input.value).to.equal('verhuisd');
    parts(el).input.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => go.called, 'no navigation after the move', { timeout: 2000 });
    expect(go.firstCall.args[0]).to.equal('/zoeken?q=verhuisd');
  });

  describe('on the results page', () => {
    let original: string;
    beforeEach(() => {
      original = window.location.href;
      const url = new URL(original);
      url.searchParams.set('q', 'a&b c');
      history.replaceState(history.state, '', url);
    });
    afterEach(() => history.replaceState(history.state, '', original));

    it('shows the query the page was opened with', async () => {
      const el = await upgraded(html`<nl-search action=${window.location.pathname}></nl-search>`);
      expect(parts(el).input.value).to.equal('a&b c');
    });

    it('does not take it over on another page', async () => {
      const el = await upgraded(html`<nl-search action="/elders/zoeken"></nl-search>`);
      expect(parts(el).input.value).to.equal('');
    });
  });
});
