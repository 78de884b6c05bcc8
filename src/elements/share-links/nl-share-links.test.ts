import { expect, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { NlElement } from '../../core/define.tsx';
import type { ShareDetail } from '../../elements/share-links/share-links.tsx';
import { errorsDuring, expectNoLayoutShift, settle, upgraded } from '../../../test/helpers.ts';

// Wrappers are made with fixtureSync and awaited with settle(): open-wc's fixture() waits for an
// animation frame when the root is no element of ours, and a page the runner runs in the
// background (concurrency 2) gets no frames, so that wait can hang.

type ShareEvent = CustomEvent<ShareDetail>;

const PAGE = 'https://www.voorbeeld.nl/vacatures?id=12&sort=nieuw';
const PAGE_ENCODED = 'https%3A%2F%2Fwww.voorbeeld.nl%2Fvacatures%3Fid%3D12%26sort%3Dnieuw';

/** Puts a navigator.share in place (a stub), or takes it away (undefined), for one test. */
function setShare(share: ((data?: ShareData) => Promise<void>) | undefined): void {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

// The first block runs before the tag is defined (the element is imported in it, and by the
// main block's before hook), like a page whose chunk arrives after first paint.
describe('nl-share-links before its code has loaded', () => {
  it('takes its final size, so nothing moves when it upgrades', async () => {
    await expectNoLayoutShift(
      html`
      <div style="font: 16px/1.5 sans-serif; width: 600px">
        <p data-probe>Boven</p>
        <nl-share-links url="https://www.voorbeeld.nl/"></nl-share-links>
        <p data-probe>Onder</p>
      </div>
    `,
      () => import('../../../elements/nl-share-links.ts'),
    );
  });
});

describe('nl-share-links', () => {
  before(() => import('../../../elements/nl-share-links.ts'));
  let events: ShareEvent[];
  // No test may open a share page: every click on a link is stopped here, after the element
  // has handled it (this listener is on document, so it runs after the shadow root's).
  const record = (event: Event) => events.push(event as ShareEvent);
  const stopLinks = (event: Event) => {
    if ((event.composedPath()[0] as Element | undefined)?.closest?.('a')) event.preventDefault();
  };

  beforeEach(() => {
    events = [];
    setShare(undefined);
    document.addEventListener('nl-share', record);
    document.addEventListener('click', stopLinks);
  });

  afterEach(() => {
    document.removeEventListener('nl-share', record);
    document.removeEventListener('click', stopLinks);
    delete (navigator as unknown as Record<string, unknown>).share;
    sinon.restore();
  });

  const links = (el: Element) => [...el.shadowRoot!.querySelectorAll('a')];
  const link = (el: Element, network: string) => el.shadowRoot!.querySelector<HTMLAnchorElement>(`a[part~="${network}"]`)!;
  const nativeButton = (el: Element) => el.shadowRoot!.querySelector('button');
  const hidden = (node: Element) => node.querySelector('.visually-hidden')!.textContent;

  /**
   * Clicks a link; resolves with whether the element had stopped it. Read on the shadow root,
   * right after React's listener there and before the test's own stopLinks on document.
   */
  async function clickLink(anchor: HTMLAnchorElement): Promise<{ defaultPrevented: boolean }> {
    const root = anchor.getRootNode() as ShadowRoot;
    // Read on the shadow root after React's listeners: a root gets them as the first event comes
    // near it (src/core/react-listeners.ts), so this one is added as the click passes the document.
    const seen = new Promise<{ defaultPrevented: boolean }>((resolve) =>
      document.addEventListener(
        'click',
        () => root.addEventListener('click', (e) => resolve({ defaultPrevented: e.defaultPrevented }), { once: true }),
        { capture: true, once: true },
      ),
    );
    anchor.click();
    return seen;
  }

  it('renders a labelled list of share links with the encoded page address', async () => {
    const el = await upgraded(html`<nl-share-links url=${PAGE} title="Monteur & co"></nl-share-links>`);
    const list = el.shadowRoot!.querySelector('ul')!;
    const label = el.shadowRoot!.getElementById(list.getAttribute('aria-labelledby')!)!;
    expect(label.textContent).to.equal('Delen via');
    expect(list.querySelectorAll(':scope > li')).to.have.length(3);
    expect(links(el).map((a) => a.getAttribute('href'))).to.deep.equal([
      `https://twitter.com/intent/tweet?url=${PAGE_ENCODED}&text=Monteur%20%26%20co`,
      `https://www.facebook.com/sharer/sharer.php?u=${PAGE_ENCODED}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${PAGE_ENCODED}`,
    ]);
    for (const a of links(el)) {
      expect(a.target).to.equal('_blank');
      expect(a.rel).to.equal('noopener noreferrer');
      expect(a.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    }
    expect(links(el).map(hidden)).to.deep.equal([
      'Deel op X (Twitter) (opent in een nieuw venster)',
      'Deel op Facebook (opent in een nieuw venster)',
      'Deel op LinkedIn (opent in een nieuw venster)',
    ]);
  });

  it('has touch targets of at least 44 × 44 px', async () => {
    setShare(() => Promise.resolve());
    const el = await upgraded(html`<nl-share-links url=${PAGE}></nl-share-links>`);
    const targets = [...el.shadowRoot!.querySelectorAll('a, button')];
    expect(targets).to.have.length(4);
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      expect(box.width, target.getAttribute('part')!).to.be.at.least(44);
      expect(box.height, target.getAttribute('part')!).to.be.at.least(44);
    }
  });

  it('shares the current page and its title by default', async () => {
    const el = await upgraded(html`<nl-share-links></nl-share-links>`);
    const here = encodeURIComponent(window.location.href);
    expect(link(el, 'facebook').getAttribute('href')).to.equal(`https://www.facebook.com/sharer/sharer.php?u=${here}`);
    expect(link(el, 'linkedin').getAttribute('href')).to.equal(`https://www.linkedin.com/sharing/share-offsite/?url=${here}`);
    const text = document.title ? `&text=${encodeURIComponent(document.title)}` : '';
    expect(link(el, 'twitter').getAttribute('href')).to.equal(`https://twitter.com/intent/tweet?url=${here}${text}`);
  });

  it('resolves a relative url against the page', async () => {
    const el = await upgraded(html`<nl-share-links url="/vacatures/monteur"></nl-share-links>`);
    const expected = encodeURIComponent(`${window.location.origin}/vacatures/monteur`);
    expect(link(el, 'linkedin').getAttribute('href')).to.equal(`https://www.linkedin.com/sharing/share-offsite/?url=${expected}`);
  });

  it('encodes every special character of the address and the title', async () => {
    const el = await upgraded(html`<nl-share-links url="https://www.voorbeeld.nl/zoek/a&b?q=c/d&e=é#top" title="a&b c/é?"></nl-share-links>`);
    const encoded = 'https%3A%2F%2Fwww.voorbeeld.nl%2Fzoek%2Fa%26b%3Fq%3Dc%2Fd%26e%3D%25C3%25A9%23top';
    expect(link(el, 'twitter').getAttribute('href')).to.equal(`https://twitter.com/intent/tweet?url=${encoded}&text=a%26b%20c%2F%C3%A9%3F`);
    expect(link(el, 'facebook').getAttribute('href')).to.equal(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
  });

  it('follows changes of url and title', async () => {
    const el = await upgraded<NlElement & { url: string }>(html`<nl-share-links url=${PAGE}></nl-share-links>`);
    el.url = 'https://www.voorbeeld.nl/b';
    el.title = 'B';
    await el.updateComplete;
    expect(link(el, 'twitter').getAttribute('href')).to.equal('https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.voorbeeld.nl%2Fb&text=B');
    expect(el.getAttribute('url')).to.equal('https://www.voorbeeld.nl/b');
    expect(el.getAttribute('title')).to.equal('B');
  });

  it('refuses a url that is not http(s), logs it exactly and shares the current page', async () => {
    let el!: Element;
    const errors = await errorsDuring(async () => {
      el = await upgraded(html`<nl-share-links url="javascript:alert(1)"></nl-share-links>`);
    });
    expect(errors).to.deep.equal(['nl-share-links: attribute "url" must be an http(s) URL, got "javascript:alert(1)"']);
    const here = encodeURIComponent(window.location.href);
    expect(link(el, 'facebook').getAttribute('href')).to.equal(`https://www.facebook.com/sharer/sharer.php?u=${here}`);
    for (const a of links(el)) expect(a.getAttribute('href')).not.to.contain('javascript');
  });

  it('refuses a mailto: url and a url that does not parse', async () => {
    const errors = await errorsDuring(async () => {
      await upgraded(html`<nl-share-links url="mailto:info@voorbeeld.nl"></nl-share-links>`);
      await upgraded(html`<nl-share-links url="http://"></nl-share-links>`);
    });
    expect(errors).to.deep.equal([
      'nl-share-links: attribute "url" must be an http(s) URL, got "mailto:info@voorbeeld.nl"',
      'nl-share-links: attribute "url" must be an http(s) URL, got "http://"',
    ]);
  });

  it('fires nl-share with the network on each link click, and lets the link open', async () => {
    const el = await upgraded(html`<nl-share-links url=${PAGE}></nl-share-links>`);
    for (const network of ['twitter', 'facebook', 'linkedin']) {
      const click = await clickLink(link(el, network));
      expect(click.defaultPrevented).to.equal(false); // the element does not stop the link itself
    }
    expect(events.map((e) => e.detail)).to.deep.equal([
      { method: 'twitter', url: PAGE },
      { method: 'facebook', url: PAGE },
      { method: 'linkedin', url: PAGE },
    ]);
    expect(events.every((e) => e.bubbles && e.composed && e.cancelable)).to.equal(true);
  });

  it('does not open the link when a listener cancels nl-share', async () => {
    const el = await upgraded(html`<nl-share-links url=${PAGE}></nl-share-links>`);
    el.addEventListener('nl-share', (event) => event.preventDefault(), { once: true });
    const click = await clickLink(link(el, 'linkedin'));
    expect(click.defaultPrevented).to.equal(true);
    expect(events.map((e) => e.detail.method)).to.deep.equal(['linkedin']);
  });

  it('works with the keyboard: Tab reaches each link, Enter shares', async () => {
    const wrapper = fixtureSync(html`<div><button>voor</button><nl-share-links url=${PAGE}></nl-share-links></div>`);
    const el = wrapper.querySelector('nl-share-links')!;
    await settle(wrapper);
    wrapper.querySelector('button')!.focus();
    const focused: string[] = [];
    for (let i = 0; i < 3; i++) {
      await sendKeys({ press: 'Tab' });
      focused.push(el.shadowRoot!.activeElement!.getAttribute('part')!);
    }
    expect(focused).to.deep.equal(['link twitter', 'link facebook', 'link linkedin']);
    const fired = oneEvent(el, 'nl-share') as Promise<ShareEvent>;
    await sendKeys({ press: 'Enter' });
    expect((await fired).detail).to.deep.equal({ method: 'linkedin', url: PAGE });
  });

  it('has no native share button where navigator.share is missing', async () => {
    const el = await upgraded(html`<nl-share-links url=${PAGE}></nl-share-links>`);
    expect(nativeButton(el)).to.equal(null);
  });

  describe('where navigator.share exists', () => {
    let share: sinon.SinonStub<[ShareData?], Promise<void>>;
    beforeEach(() => {
      share = sinon.stub<[ShareData?], Promise<void>>().resolves();
      setShare(share);
    });

    it('shows a native share button first, which calls navigator.share({title, url})', async () => {
      const el = await upgraded(html`<nl-share-links url=${PAGE} title="Monteur"></nl-share-links>`);
      const button = nativeButton(el)!;
      expect(el.shadowRoot!.querySelector('li')!.contains(button)).to.equal(true);
      expect(button.type).to.equal('button');
      expect(hidden(button)).to.equal('Delen');
      const fired = oneEvent(el, 'nl-share') as Promise<ShareEvent>;
      button.click();
      expect((await fired).detail).to.deep.equal({ method: 'native', url: PAGE });
      expect(share.callCount).to.equal(1);
      expect(share.firstCall.args).to.deep.equal([{ title: 'Monteur', url: PAGE }]);
    });

    it('is reached and used with the keyboard (Tab, Space)', async () => {
      const wrapper = fixtureSync(html`<div><button>voor</button><nl-share-links url=${PAGE} title="T"></nl-share-links></div>`);
      const el = wrapper.querySelector('nl-share-links')!;
      await settle(wrapper);
      wrapper.querySelector('button')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(nativeButton(el));
      await sendKeys({ press: 'Space' });
      await waitUntil(() => share.called, 'navigator.share not called', { timeout: 2000 });
      expect(share.firstCall.args).to.deep.equal([{ title: 'T', url: PAGE }]);
    });

    it('treats AbortError (the user closed the share sheet) as no error', async () => {
      share.rejects(new DOMException('Share canceled', 'AbortError'));
      const el = await upgraded(html`<nl-share-links url=${PAGE} title="T"></nl-share-links>`);
      const errors = await errorsDuring(async () => {
        nativeButton(el)!.click();
        // The element's own catch was attached first, so it has run once this settles.
        await share.firstCall.returnValue.catch(() => {});
      });
      expect(share.callCount).to.equal(1);
      expect(errors).to.deep.equal([]);
    });

    it('logs any other failure of navigator.share', async () => {
      share.rejects(new DOMException('Permission denied', 'NotAllowedError'));
      const el = await upgraded(html`<nl-share-links url=${PAGE} title="T"></nl-share-links>`);
      const errors = await errorsDuring(async () => {
        nativeButton(el)!.click();
        await share.firstCall.returnValue.catch(() => {});
      });
      expect(errors).to.deep.equal(['nl-share-links: sharing failed (NotAllowedError: Permission denied)']);
    });

    it('does not open the share sheet when a listener cancels nl-share', async () => {
      const el = await upgraded(html`<nl-share-links url=${PAGE}></nl-share-links>`);
      el.addEventListener('nl-share', (event) => event.preventDefault(), { once: true });
      nativeButton(el)!.click();
      expect(events.map((e) => e.detail.method)).to.deep.equal(['native']);
      expect(share.called).to.equal(false);
    });

    it('has no native share button where the frame may not share (issue 29: an iframe on another origin without allow="web-share")', async () => {
      // Chromium on Linux has no Web Share API, so its permissions policy does not know the feature
      // either: the policy of a frame that may not share is a stand-in, as the share() above is.
      const policy = sinon.stub().callsFake((feature: string) => feature !== 'web-share');
      Object.defineProperty(document, 'featurePolicy', { value: { features: () => ['web-share'], allowsFeature: policy }, configurable: true });
      try {
        const el = await upgraded(html`<nl-share-links url=${PAGE} title="T"></nl-share-links>`);
        expect(policy.calledWith('web-share')).to.equal(true);
        expect(nativeButton(el)).to.equal(null);
        expect(el.shadowRoot!.querySelectorAll('a')).to.have.length(3);
      } finally {
        delete (document as unknown as Record<string, unknown>).featurePolicy;
      }
    });

    it('is accessible with the native button', async () => {
      const el = await upgraded(html`<nl-share-links url=${PAGE}></nl-share-links>`);
      await expect(el).to.be.accessible();
    });
  });

  it('is accessible', async () => {
    const el = await upgraded(html`<nl-share-links url=${PAGE} title="Monteur"></nl-share-links>`);
    await expect(el).to.be.accessible();
  });

  it('uses the English texts in an English page', async () => {
    setShare(() => Promise.resolve());
    const wrapper = fixtureSync(html`<div lang="en"><nl-share-links url=${PAGE}></nl-share-links></div>`);
    const el = wrapper.querySelector('nl-share-links')!;
    await settle(wrapper);
    expect(el.shadowRoot!.querySelector('[part="label"]')!.textContent).to.equal('Share via');
    expect(hidden(nativeButton(el)!)).to.equal('Share');
    expect(links(el).map(hidden)).to.deep.equal([
      'Share on X (Twitter) (opens in a new window)',
      'Share on Facebook (opens in a new window)',
      'Share on LinkedIn (opens in a new window)',
    ]);
  });

  it('takes the messages overrides', async () => {
    const el = await upgraded(
      html`<nl-share-links url=${PAGE} messages='{"label":"Deel deze vacature","linkedin":"Zet op LinkedIn","newWindow":"(nieuw tabblad)"}'></nl-share-links>`,
    );
    expect(el.shadowRoot!.querySelector('[part="label"]')!.textContent).to.equal('Deel deze vacature');
    expect(hidden(link(el, 'linkedin'))).to.equal('Zet op LinkedIn (nieuw tabblad)');
    expect(hidden(link(el, 'facebook'))).to.equal('Deel op Facebook (nieuw tabblad)');
  });

  it('keeps its rendering (and its attributes) when moved in the DOM', async () => {
    const wrapper = fixtureSync(html`<div><section id="a"><nl-share-links url=${PAGE}></nl-share-links></section><section id="b"></section></div>`);
    const el = wrapper.querySelector<NlElement>('nl-share-links')!;
    await settle(wrapper);
    const before = link(el, 'linkedin');
    wrapper.querySelector('#b')!.appendChild(el);
    await el.updateComplete;
    await Promise.resolve(); // the unmount check runs a microtask after the move
    expect(el.parentElement!.id).to.equal('b');
    expect(link(el, 'linkedin')).to.equal(before); // the same node: React was not remounted
    expect(before.getAttribute('href')).to.equal(`https://www.linkedin.com/sharing/share-offsite/?url=${PAGE_ENCODED}`);
    await clickLink(before);
    expect(events.map((e) => e.detail)).to.deep.equal([{ method: 'linkedin', url: PAGE }]);
  });
});
