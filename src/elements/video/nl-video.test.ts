import { expect, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { nothing, type TemplateResult } from 'lit-html';
import sinon from 'sinon';
import type { VideoErrorDetail, VideoEventDetail } from '../../../elements/nl-video.ts';
import type { NlElement } from '../../core/define.tsx';
import { errorsDuring, expectNoLayoutShift, settle } from '../../../test/helpers.ts';

// YouTube here is test/fakes/youtube.mjs: every https:// request to www.youtube.com or
// www.youtube-nocookie.com is answered there (test/third-party.mjs). Its /iframe_api defines a fake
// window.YT whose players are recorded in window.__fakeYouTube.players; /fake/youtube/mode makes the
// script fail or hang. This file is one page, so each test starts from a "fresh page" (no window.YT,
// no script, the normal answer) with freshPage().
// Wrappers are made with fixtureSync and awaited with settle() (a background page may get no frames).

interface FakePlayer {
  options: { host: string; videoId: string; width: string; height: string; playerVars: Record<string, unknown> };
  iframe: HTMLIFrameElement;
  calls: string[];
  time: number;
  state: number;
  destroyed: boolean;
  setState(state: number): void;
  fireError(code: number): void;
}
type TestWindow = Window & {
  YT?: unknown;
  onYouTubeIframeAPIReady?: unknown;
  __fakeYouTube?: { players: FakePlayer[]; loads: number };
};
type PlayEvent = CustomEvent<VideoEventDetail>;
type ErrorEvent = CustomEvent<VideoErrorDetail>;

const win = window as TestWindow;
const ID = 'aBcDeFgHiJ0';
const ID2 = 'Vg_Gr-oEp42';
const POSTER = '/assets/video-poster-werken.svg';
const TITLE = 'Werken bij Voorbeeld Groep';
const API = 'https://www.youtube.com/iframe_api';
const PLAYING = 1;
const PAUSED = 2;
const BUFFERING = 3;
const ENDED = 0;

/** Every request of this page to a YouTube or Google video host since the last clearResourceTimings(). */
const youtubeRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|ggpht\.com)$/.test(new URL(name).hostname));
const apiRequests = () => youtubeRequests().filter((name) => name === API).length;
const players = () => win.__fakeYouTube?.players ?? [];
const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));
const mode = (query = '') => fetch(`/fake/youtube/mode${query}`).then((response) => response.json());

const root = (el: Element) => el.shadowRoot!;
const buttonOf = (el: Element) => root(el).querySelector<HTMLButtonElement>('button.play');
const labelOf = (el: Element) => buttonOf(el)?.querySelector('.visually-hidden')?.textContent;
const noteOf = (el: Element) => root(el).querySelector('.note');
const linkOf = (el: Element) => root(el).querySelector<HTMLAnchorElement>('a[part="link"]');
const iframeOf = (el: Element) => root(el).querySelector<HTMLIFrameElement>('.player iframe');
const shows = (node: Element | null | undefined) => Boolean(node && node.getClientRects().length > 0);

/** As if the page had just loaded: no YouTube API, no script, the normal answer, no timings. */
async function freshPage(): Promise<void> {
  delete win.YT;
  delete win.onYouTubeIframeAPIReady;
  delete win.__fakeYouTube;
  document.querySelectorAll(`script[src^="${API}"]`).forEach((script) => script.remove());
  await mode();
  performance.clearResourceTimings();
}

async function make<T extends Element = NlElement>(template: TemplateResult): Promise<T> {
  const wrapper = fixtureSync<T>(template);
  await settle(wrapper);
  return wrapper;
}

async function video(attributes: TemplateResult = html`<nl-video video-id=${ID} title=${TITLE} poster=${POSTER}></nl-video>`): Promise<NlElement> {
  return make<NlElement>(attributes);
}

/** Clicks play and waits until the video plays. */
async function playing(el: NlElement): Promise<{ event: PlayEvent; player: FakePlayer }> {
  const played = oneEvent(el, 'nl-video-play') as Promise<PlayEvent>;
  buttonOf(el)!.click();
  const event = await played;
  await waitUntil(() => buttonOf(el) === null, 'the player did not replace the poster');
  const player = players().find((p) => p.iframe === iframeOf(el));
  expect(player !== undefined, 'the fake player of this element').to.equal(true);
  return { event, player: player! };
}

describe('nl-video before its code has loaded', () => {
  before(() => {
    performance.setResourceTimingBufferSize(5000);
    performance.clearResourceTimings();
  });

  it('takes its final 16:9 size, so nothing moves when it upgrades; nothing is fetched from YouTube', async () => {
    sinon.stub(console, 'warn'); // the video without a title says so
    const page = await expectNoLayoutShift(
      html`<div style="font: 16px/1.5 sans-serif; width: 480px">
        <p data-probe>Boven</p>
        <nl-video video-id=${ID} title=${TITLE} poster=${POSTER}><a href="https://www.youtube.com/watch?v=${ID}">Bekijk de video op YouTube</a></nl-video>
        <p data-probe>Tussen</p>
        <nl-video video-id=${ID2}></nl-video>
        <p data-probe>Na de video zonder titel</p>
        <nl-video video-id="geen-id"><p>Deze video staat ook op ons YouTube-kanaal. Dit is een lange tekst die het vak niet groter mag maken dan 16:9, ook niet als hij over veel regels loopt. Nog wat meer tekst, en nog wat meer tekst, en nog wat meer tekst, en nog meer.</p></nl-video>
        <p data-probe>Einde</p>
      </div>`,
      () => errorsDuring(() => import('../../../elements/nl-video.ts')),
    );
    sinon.restore();
    for (const el of page.querySelectorAll('nl-video')) expect(Math.round(el.getBoundingClientRect().height)).to.equal(270);
    await pause(100);
    expect(youtubeRequests()).to.deep.equal([]);
  });
});

describe('nl-video', () => {
  let clock: sinon.SinonFakeTimers | undefined;

  before(async () => {
    performance.setResourceTimingBufferSize(5000);
    await import('../../../elements/nl-video.ts');
  });
  beforeEach(freshPage);
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    sinon.restore();
    await mode();
  });

  it('shows the poster, the title, a play button named after it and the privacy note; fetches nothing from YouTube', async () => {
    const el = await make<NlElement>(html`<nl-video video-id=${ID} title=${TITLE} poster=${POSTER}><a href="https://www.youtube.com/watch?v=${ID}">Bekijk de video op YouTube</a></nl-video>`);
    const poster = root(el).querySelector<HTMLImageElement>('img[part="poster"]')!;
    expect(poster.getAttribute('src')).to.equal(new URL(POSTER, location.href).href);
    expect(poster.alt, 'decorative: the button names the video').to.equal('');
    const button = buttonOf(el)!;
    expect(button.type).to.equal('button');
    expect(labelOf(el)).to.equal('Video afspelen: Werken bij Voorbeeld Groep');
    expect(root(el).querySelector('.title')!.textContent).to.equal(TITLE);
    expect(noteOf(el)!.textContent).to.equal('Bij afspelen laadt YouTube de video; YouTube kan dan cookies plaatsen.');
    expect(button.getAttribute('aria-describedby')).to.equal(noteOf(el)!.id);
    // The light-DOM link is the no-JS fallback only.
    expect(root(el).querySelector('slot') === null).to.equal(true);
    expect(shows(el.querySelector('a'))).to.equal(false);
    // A big target: the button covers the whole poster.
    const box = el.getBoundingClientRect();
    const target = button.getBoundingClientRect();
    expect([target.width, target.height]).to.deep.equal([box.width, box.height]);
    expect(Math.round((box.width / box.height) * 100) / 100).to.equal(1.78);
    await expect(el).to.be.accessible();
    // No warming up either (lite-youtube-embed preconnects on hover): hovering and focusing fetch nothing.
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    button.focus();
    await pause(150);
    await resetMouse();
    expect(youtubeRequests(), 'requests to YouTube before the click').to.deep.equal([]);
    expect(document.querySelectorAll('link[rel="preconnect"], link[rel="dns-prefetch"]').length).to.equal(0);
    expect(document.querySelector(`script[src^="${API}"]`) === null).to.equal(true);
    expect(win.YT).to.equal(undefined);
  });

  it('on a phone (a 290 px wide box) the title, the play icon and the note do not run into each other and leave most of the poster in view', async () => {
    const wrapper = fixtureSync(html`<div style="width: 290px"><nl-video video-id=${ID} title=${TITLE} poster=${POSTER}></nl-video></div>`);
    const el = wrapper.querySelector<NlElement>('nl-video')!;
    await settle(wrapper);
    const box = el.getBoundingClientRect();
    const titleText = root(el).querySelector('.title-text')!.getBoundingClientRect();
    const note = noteOf(el)!.getBoundingClientRect();
    const icon = root(el).querySelector('.icon')!.getBoundingClientRect();
    const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;
    expect(overlap(titleText, icon), 'title over the icon').to.equal(false);
    expect(overlap(note, icon), 'note over the icon').to.equal(false);
    const covered = titleText.bottom - box.top + (box.bottom - note.top);
    expect(covered / box.height, 'share of the poster under the title and the note').to.be.below(0.5);
    expect(parseFloat(getComputedStyle(noteOf(el)!).fontSize), 'note still readable').to.be.at.least(12);
  });

  it('a click loads the IFrame API once and plays on youtube-nocookie.com with autoplay; focus goes to the titled iframe', async () => {
    const wrapper = await make<HTMLElement>(html`<div>
      <nl-video video-id=${ID} title=${TITLE} poster=${POSTER}></nl-video>
      <nl-video video-id=${ID2} title="Zo verloopt je sollicitatie"></nl-video>
    </div>`);
    const [first, second] = [...wrapper.querySelectorAll<NlElement>('nl-video')] as [NlElement, NlElement];
    expect(youtubeRequests()).to.deep.equal([]);
    buttonOf(first)!.focus();
    const { event, player } = await playing(first);
    expect(event.detail).to.deep.equal({ videoId: ID, time: 0 });
    expect(event.bubbles && event.composed).to.equal(true);
    expect(apiRequests(), 'iframe_api requests').to.equal(1);
    expect(youtubeRequests(), 'nothing else: the fake iframe is about:blank').to.deep.equal([API]);
    expect(player.options.host).to.equal('https://www.youtube-nocookie.com');
    expect(player.options.videoId).to.equal(ID);
    expect(player.options.playerVars).to.deep.equal({ autoplay: 1, playsinline: 1, rel: 0, hl: 'nl' });
    expect(player.iframe.dataset.src).to.match(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aBcDeFgHiJ0\?autoplay=1&/);
    expect(player.calls).to.include('playVideo');
    const iframe = iframeOf(first)!;
    expect(iframe.title).to.equal(TITLE);
    expect(root(first).activeElement === iframe, 'focus is on the player').to.equal(true);
    expect(buttonOf(first) === null, 'the button is gone').to.equal(true);
    expect(root(first).querySelector('[part="poster"]') === null).to.equal(true);
    expect(iframe.getBoundingClientRect().height).to.equal(first.getBoundingClientRect().height);
    await expect(first).to.be.accessible();

    // The second video: no second request; the first one pauses (one video at a time).
    const paused = oneEvent(first, 'nl-video-pause') as Promise<PlayEvent>;
    const { player: other } = await playing(second);
    expect((await paused).detail.videoId).to.equal(ID);
    expect(player.calls).to.include('pauseVideo');
    expect(other.options.videoId).to.equal(ID2);
    expect(iframeOf(second)!.title).to.equal('Zo verloopt je sollicitatie');
    expect(apiRequests(), 'iframe_api requests after two videos').to.equal(1);
    expect(win.__fakeYouTube!.loads).to.equal(1);
  });

  it('two videos pressed at once share one load', async () => {
    const wrapper = await make<HTMLElement>(html`<div>
      <nl-video video-id=${ID} title="Een"></nl-video>
      <nl-video video-id=${ID2} title="Twee"></nl-video>
    </div>`);
    const [first, second] = [...wrapper.querySelectorAll<NlElement>('nl-video')] as [NlElement, NlElement];
    const both = Promise.all([oneEvent(first, 'nl-video-play'), oneEvent(second, 'nl-video-play')]);
    buttonOf(first)!.click();
    buttonOf(second)!.click();
    await both;
    expect(apiRequests()).to.equal(1);
    expect(document.querySelectorAll(`script[src^="${API}"]`).length).to.equal(1);
    expect(players().map((p) => p.options.videoId)).to.deep.equal([ID, ID2]);
  });

  it('while loading, the button says so and a second press does nothing', async () => {
    await mode('?hang=1');
    const el = await video();
    const button = buttonOf(el)!;
    button.click();
    await waitUntil(() => buttonOf(el)!.getAttribute('aria-disabled') === 'true', 'not loading');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(root(el).querySelector('[role="status"]')!.textContent).to.equal('De video wordt geladen…');
    button.click();
    await pause(50);
    expect(document.querySelectorAll(`script[src^="${API}"]`).length).to.equal(1);
    // The load ends (here as a dropped connection) within this test: the page-wide load is settled.
    const failed = oneEvent(el, 'nl-load-error');
    await errorsDuring(async () => {
      await mode();
      await failed;
    });
  });

  it('fires nl-video-play, nl-video-pause and nl-video-ended with {videoId, time}; buffering is neither', async () => {
    const el = await video();
    const events: [string, VideoEventDetail][] = [];
    for (const name of ['nl-video-play', 'nl-video-pause', 'nl-video-ended']) el.addEventListener(name, (event) => events.push([name, (event as PlayEvent).detail]));
    const { player } = await playing(el);
    player.time = 12.5;
    player.setState(PAUSED);
    player.setState(PAUSED);
    player.time = 13;
    player.setState(PLAYING);
    player.time = 40;
    player.setState(BUFFERING);
    player.setState(PLAYING);
    player.time = 61.25;
    player.setState(ENDED);
    player.setState(PLAYING);
    expect(events).to.deep.equal([
      ['nl-video-play', { videoId: ID, time: 0 }],
      ['nl-video-pause', { videoId: ID, time: 12.5 }],
      ['nl-video-play', { videoId: ID, time: 13 }],
      ['nl-video-ended', { videoId: ID, time: 61.25 }],
      ['nl-video-play', { videoId: ID, time: 61.25 }],
    ]);
  });

  it('keyboard: Enter and Space on the button play', async function () {
    // Two players (the fake's frames), on a machine that may be busy with another engine's files.
    this.timeout(30_000);
    const wrapper = await make<HTMLElement>(html`<div>
      <p id="text">Twee video's</p>
      <nl-video video-id=${ID} title="Een"></nl-video>
      <nl-video video-id=${ID2} title="Twee"></nl-video>
    </div>`);
    const [first, second] = [...wrapper.querySelectorAll<NlElement>('nl-video')] as [NlElement, NlElement];
    // Before each key, the page gets the keyboard back as a visitor gives it: a real click on its text
    // (the first player's frame holds it after the first key). The failures in Firefox whole runs
    // (even with three clicks) were the window's focus left in the browser's UI by an earlier file
    // that tabbed out of its page (document.hasFocus() false): test/engines/firefox.mjs gives it back.
    const focusButton = async (video: NlElement) => {
      wrapper.querySelector('#text')!.scrollIntoView({ block: 'center' });
      const text = wrapper.querySelector('#text')!.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(text.left + 10), Math.round(text.top + text.height / 2)] });
      await resetMouse();
      buttonOf(video)!.focus();
      const focused = () => document.hasFocus() && root(video).activeElement === buttonOf(video);
      await waitUntil(focused, 'focus on the button', { timeout: 5000 }).catch((error: Error) => {
        const state = `hasFocus ${document.hasFocus()}, ${document.visibilityState}, active ${document.activeElement?.localName}/${root(video).activeElement?.localName}`;
        throw new Error(`${error.message} (${state})`);
      });
    };
    await focusButton(first);
    let played = oneEvent(first, 'nl-video-play');
    await sendKeys({ press: 'Enter' });
    await played;
    expect(root(first).activeElement === iframeOf(first)).to.equal(true);
    await focusButton(second);
    played = oneEvent(second, 'nl-video-play');
    await sendKeys({ press: 'Space' });
    await played;
    expect(root(second).activeElement === iframeOf(second)).to.equal(true);
  });

  it('uses the page’s own window.YT (a site that loads the IFrame API itself): nothing is loaded', async () => {
    const made: { element: HTMLElement; options: { host: string; videoId: string } }[] = [];
    class Player {
      frame = document.createElement('iframe');
      constructor(element: HTMLElement, options: { host: string; videoId: string; events: { onReady(event: { target: Player }): void } }) {
        made.push({ element, options });
        element.replaceWith(this.frame);
        queueMicrotask(() => options.events.onReady({ target: this }));
      }
      getIframe() {
        return this.frame;
      }
      playVideo() {}
    }
    win.YT = { Player };
    const el = await video();
    buttonOf(el)!.click();
    await waitUntil(() => iframeOf(el), 'no player');
    await pause(100);
    expect(made.map((m) => [m.options.host, m.options.videoId])).to.deep.equal([['https://www.youtube-nocookie.com', ID]]);
    expect(youtubeRequests()).to.deep.equal([]);
    expect(document.querySelector(`script[src^="${API}"]`) === null).to.equal(true);
  });

  it('a YT.Player that throws: one error, nl-load-error, the link', async () => {
    win.YT = {
      Player: class {
        constructor() {
          throw new Error('boom');
        }
      },
    };
    const el = await video();
    let event!: ErrorEvent;
    const errors = await errorsDuring(async () => {
      const failed = oneEvent(el, 'nl-load-error') as Promise<ErrorEvent>;
      buttonOf(el)!.click();
      event = await failed;
      await waitUntil(() => linkOf(el) !== null, 'no link');
    });
    expect(errors).to.deep.equal([`nl-video: YouTube cannot play video "${ID}" (the player could not be created: boom)`]);
    expect(event.detail).to.deep.equal({ videoId: ID, reason: 'player' });
  });

  it('chains the page’s own window.onYouTubeIframeAPIReady', async () => {
    const own = sinon.spy();
    win.onYouTubeIframeAPIReady = own;
    const el = await video();
    await playing(el);
    expect(own.callCount).to.equal(1);
  });

  it('the API fails to load (HTTP 500): one error, nl-load-error, a link to the video that takes focus', async () => {
    await mode('?fail=500');
    const el = await video();
    buttonOf(el)!.focus();
    let event!: ErrorEvent;
    const errors = await errorsDuring(async () => {
      const failed = oneEvent(el, 'nl-load-error') as Promise<ErrorEvent>;
      buttonOf(el)!.click();
      event = await failed;
      await waitUntil(() => linkOf(el) !== null, 'no link');
    });
    expect(errors).to.deep.equal([`nl-video: could not load the YouTube IFrame API (${API})`]);
    expect(event.detail).to.deep.equal({ videoId: ID, reason: 'script' });
    const link = linkOf(el)!;
    expect(link.textContent).to.equal('Bekijk de video op YouTube');
    expect(link.href).to.equal(`https://www.youtube.com/watch?v=${ID}`);
    expect(root(el).querySelector('.fallback-text')!.textContent).to.equal('De video kan hier niet worden afgespeeld.');
    expect(root(el).activeElement === link, 'focus on the link').to.equal(true);
    expect(buttonOf(el) === null).to.equal(true);
    expect(document.querySelector(`script[src^="${API}"]`) === null, 'the failed script is removed').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('after a network failure, the next press (here on another video) tries again', async () => {
    await mode('?fail=network');
    const wrapper = await make<HTMLElement>(html`<div>
      <nl-video video-id=${ID} title="Een"></nl-video>
      <nl-video video-id=${ID2} title="Twee"></nl-video>
    </div>`);
    const [first, second] = [...wrapper.querySelectorAll<NlElement>('nl-video')] as [NlElement, NlElement];
    const errors = await errorsDuring(async () => {
      const failed = oneEvent(first, 'nl-load-error');
      buttonOf(first)!.click();
      await failed;
    });
    expect(errors).to.deep.equal([`nl-video: could not load the YouTube IFrame API (${API})`]);
    await mode();
    await playing(second);
    expect(linkOf(first) !== null, 'the first keeps its link').to.equal(true);
  });

  it('the API does not arrive within 10 s: the same fallback (fake timers)', async () => {
    await mode('?hang=1');
    const el = await video();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const events: ErrorEvent[] = [];
    el.addEventListener('nl-load-error', (event) => events.push(event as ErrorEvent));
    const errors = await errorsDuring(async () => {
      buttonOf(el)!.click();
      await Promise.resolve();
      clock!.tick(9_999);
      expect(events.length, 'before 10 s').to.equal(0);
      clock!.tick(1);
    });
    clock.restore();
    clock = undefined;
    expect(errors).to.deep.equal([`nl-video: the YouTube IFrame API did not load within 10 s (${API})`]);
    expect(events.map((event) => event.detail)).to.deep.equal([{ videoId: ID, reason: 'timeout' }]);
    await el.updateComplete;
    await waitUntil(() => linkOf(el), 'no link');
    expect(linkOf(el)!.textContent).to.equal('Bekijk de video op YouTube');
  });

  it('the player reports an error (150, no embedding): logged, nl-load-error with the code, the link', async () => {
    const el = await video();
    buttonOf(el)!.focus();
    const { player } = await playing(el);
    let event!: ErrorEvent;
    const errors = await errorsDuring(async () => {
      const failed = oneEvent(el, 'nl-load-error') as Promise<ErrorEvent>;
      player.fireError(150);
      event = await failed;
      await waitUntil(() => linkOf(el) !== null, 'no link');
    });
    expect(errors).to.deep.equal([`nl-video: YouTube cannot play video "${ID}" (error 150: the owner does not allow embedding)`]);
    expect(event.detail).to.deep.equal({ videoId: ID, reason: 'player', code: 150 });
    expect(player.destroyed, 'the player is destroyed').to.equal(true);
    expect(iframeOf(el) === null).to.equal(true);
    const link = linkOf(el)!;
    expect(link.href).to.equal(`https://www.youtube.com/watch?v=${ID}`);
    expect(root(el).activeElement === link, 'focus went from the player to the link').to.equal(true);
  });

  it('a player error while focus is elsewhere does not move focus', async () => {
    const wrapper = await make<HTMLElement>(html`<div><nl-video video-id=${ID} title=${TITLE}></nl-video><button id="elsewhere">Elders</button></div>`);
    const el = wrapper.querySelector<NlElement>('nl-video')!;
    const { player } = await playing(el);
    const elsewhere = wrapper.querySelector<HTMLButtonElement>('#elsewhere')!;
    elsewhere.focus();
    await errorsDuring(async () => {
      player.fireError(100);
      await waitUntil(() => linkOf(el) !== null, 'no link');
    });
    expect(linkOf(el) !== null).to.equal(true);
    expect(document.activeElement === elsewhere).to.equal(true);
  });

  describe('bad input', () => {
    const cases: [string, string | null, string][] = [
      ['missing', null, 'nl-video: attribute "video-id" is required'],
      ['too short', 'abc', 'nl-video: attribute "video-id" must be a YouTube video id (11 letters, digits, "-" or "_"), got "abc"'],
      ['a character that is not allowed', 'aBcDeFgH<J0', 'nl-video: attribute "video-id" must be a YouTube video id (11 letters, digits, "-" or "_"), got "aBcDeFgH<J0"'],
      [
        'a whole URL',
        `https://www.youtube.com/watch?v=${ID}`,
        `nl-video: attribute "video-id" must be a YouTube video id (11 letters, digits, "-" or "_"), got "https://www.youtube.com/watch?v=${ID}"; use only the id: "${ID}"`,
      ],
    ];
    for (const [what, value, message] of cases) {
      it(`video-id ${what}: the exact error, no button, the element's own content shown`, async () => {
        let el!: NlElement;
        const errors = await errorsDuring(async () => {
          el = await make<NlElement>(html`<nl-video video-id=${value ?? nothing} title=${TITLE} poster=${POSTER}><a href="https://www.youtube.com/@voorbeeldgroep">Bekijk onze video’s op YouTube</a></nl-video>`);
        });
        expect(errors).to.deep.equal([message]);
        expect(buttonOf(el) === null).to.equal(true);
        expect(noteOf(el) === null).to.equal(true);
        expect(root(el).querySelector('slot') !== null).to.equal(true);
        expect(shows(el.querySelector('a')), 'the light-DOM link is shown').to.equal(true);
        await expect(el).to.be.accessible();
        await pause(50);
        expect(youtubeRequests()).to.deep.equal([]);
      });
    }

    it('a poster on a YouTube host is refused (it would be a request to YouTube before the click); not http(s) neither', async () => {
      let el!: NlElement;
      let errors = await errorsDuring(async () => {
        el = await video(html`<nl-video video-id=${ID} title=${TITLE} poster="https://i.ytimg.com/vi/${ID}/hqdefault.jpg"></nl-video>`);
      });
      expect(errors).to.deep.equal(['nl-video: attribute "poster" must be the site\'s own image, not one from i.ytimg.com: nothing is fetched from YouTube before the click']);
      expect(root(el).querySelector('img') === null).to.equal(true);
      expect(root(el).querySelector('.poster--placeholder') !== null).to.equal(true);
      expect(buttonOf(el) !== null, 'the video still plays').to.equal(true);
      errors = await errorsDuring(async () => {
        el.setAttribute('poster', 'javascript:alert(1)');
        await el.updateComplete;
      });
      expect(errors).to.deep.equal(['nl-video: attribute "poster" must be an http(s) URL, got "javascript:alert(1)"']);
      await pause(50);
      expect(youtubeRequests()).to.deep.equal([]);
    });

    it('no title: a generic name for the button and the iframe, and one warning', async () => {
      const warn = sinon.stub(console, 'warn');
      const el = await video(html`<nl-video video-id=${ID}></nl-video>`);
      expect(labelOf(el)).to.equal('Video afspelen');
      expect(root(el).querySelector('.title') === null).to.equal(true);
      expect(root(el).querySelector('.poster--placeholder') !== null, 'no poster: the placeholder').to.equal(true);
      expect(warn.args.map((args) => args.join(' '))).to.deep.equal(['nl-video: attribute "title" is missing; the play button is named only "Video afspelen"']);
      await expect(el).to.be.accessible();
      await playing(el);
      expect(iframeOf(el)!.title).to.equal('YouTube-video');
      expect(warn.callCount).to.equal(1);
    });
  });

  it('English: texts, the link and the player language', async () => {
    await mode('?fail=500');
    const wrapper = await make<HTMLElement>(html`<div lang="en-GB"><nl-video video-id=${ID} title="Working at Voorbeeld Groep"></nl-video></div>`);
    const el = wrapper.querySelector<NlElement>('nl-video')!;
    expect(labelOf(el)).to.equal('Play video: Working at Voorbeeld Groep');
    expect(noteOf(el)!.textContent).to.equal('Playing loads the video from YouTube, which may then set cookies.');
    await errorsDuring(async () => {
      const failed = oneEvent(el, 'nl-load-error');
      buttonOf(el)!.click();
      await failed;
      await waitUntil(() => linkOf(el) !== null, 'no link');
    });
    expect(root(el).querySelector('.fallback-text')!.textContent).to.equal('The video cannot be played here.');
    expect(linkOf(el)!.textContent).to.equal('Watch the video on YouTube');
    await mode();
    const other = await make<HTMLElement>(html`<div lang="en"><nl-video video-id=${ID2} title="Your application"></nl-video></div>`);
    const { player } = await playing(other.querySelector<NlElement>('nl-video')!);
    expect(player.options.playerVars.hl).to.equal('en');
  });

  it('messages overrides any text', async () => {
    const el = await video(
      html`<nl-video video-id=${ID} title=${TITLE} messages='{"play":"Bekijk %{title}","note":"YouTube laadt pas na je klik."}'></nl-video>`,
    );
    expect(labelOf(el)).to.equal('Bekijk Werken bij Voorbeeld Groep');
    expect(noteOf(el)!.textContent).to.equal('YouTube laadt pas na je klik.');
  });

  it('moving the element in the DOM keeps its state: poster, player (and its events), link', async () => {
    const wrapper = await make<HTMLElement>(html`<div><div id="a"><nl-video video-id=${ID} title=${TITLE}></nl-video></div><div id="b"></div></div>`);
    const el = wrapper.querySelector<NlElement>('nl-video')!;
    const [a, b] = [wrapper.querySelector('#a')!, wrapper.querySelector('#b')!];
    b.append(el);
    await pause(0);
    await el.updateComplete;
    expect(labelOf(el)).to.equal('Video afspelen: Werken bij Voorbeeld Groep');
    const { player } = await playing(el);
    const iframe = iframeOf(el);
    a.append(el);
    await pause(0);
    await el.updateComplete;
    expect(iframeOf(el) === iframe, 'the same player iframe').to.equal(true);
    expect(buttonOf(el) === null).to.equal(true);
    expect(player.destroyed).to.equal(false);
    const paused = oneEvent(el, 'nl-video-pause') as Promise<PlayEvent>;
    player.setState(PAUSED);
    expect((await paused).detail.videoId).to.equal(ID);
    await errorsDuring(async () => {
      player.fireError(5);
      await waitUntil(() => linkOf(el) !== null, 'no link');
    });
    b.append(el);
    await pause(0);
    await el.updateComplete;
    expect(linkOf(el) !== null).to.equal(true);
  });

  it('removing the element destroys its player; a new video-id starts over at its poster', async () => {
    const wrapper = await make<HTMLElement>(html`<div><nl-video video-id=${ID} title=${TITLE}></nl-video><nl-video video-id=${ID2} title="Twee"></nl-video></div>`);
    const [first, second] = [...wrapper.querySelectorAll<NlElement>('nl-video')] as [NlElement, NlElement];
    const { player } = await playing(first);
    first.remove();
    await pause(0);
    expect(player.destroyed).to.equal(true);

    const { player: other } = await playing(second);
    second.setAttribute('video-id', ID);
    await second.updateComplete;
    expect(other.destroyed).to.equal(true);
    expect(iframeOf(second) === null).to.equal(true);
    expect(labelOf(second)).to.equal('Video afspelen: Twee');
    const { player: again } = await playing(second);
    expect(again.options.videoId).to.equal(ID);
  });
});
