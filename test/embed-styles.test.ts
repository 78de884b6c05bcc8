/**
 * Issue 29, point 1: the tags on a third-party page keep their sizes and look whatever the page's
 * theme does to its root and body. A page (test/fixtures/package/embed.html) loads the library from
 * the runner's other origin, as from a CDN (/cdn/, test/package-server.mjs), with every tag as an
 * editor writes it (test/all-tags.ts), once with a hostile theme (`html { font-size: 62.5% }`, body
 * text back at 1.6rem, body letter-spacing, text-transform, line-height, white-space, word-spacing,
 * text-indent, text-align, `color-scheme: dark`) and once as a default page; what the elements draw
 * must come out the same. Sizes follow the element's own font size (--_nl-rem, src/core/tokens.css),
 * so a page with larger text still scales them. Needs `npm run build` (dist/ is what a CDN serves).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { MARKUP, TAGS } from './all-tags.ts';
import { channels, contrast } from './contrast.ts';

type Frame = { frame: HTMLIFrameElement; win: Window & typeof globalThis; doc: Document };

/** The elements that wrap the page's own content: they keep the page's text styles (tokens.css). */
const WRAPPERS = new Set(['nl-bg-image', 'nl-confirm-button', 'nl-main-menu', 'nl-vacancy-form']);
/** Tags that draw nothing of their own on the page (no box, or a box in another place). */
const DRAW_NOTHING = new Set(['nl-monitoring', 'nl-tracking']);
const DRAWN = TAGS.filter((tag) => !WRAPPERS.has(tag) && !DRAW_NOTHING.has(tag));

// Each tag once: nl-accordion's markup holds items, the others are one tag each (with surroundings).
// The alert stays (duration 0): one page may take longer than the other to be measured, and a
// dismissed alert has no box.
(window as unknown as { embedMarkup: string }).embedMarkup = TAGS.filter((tag) => tag !== 'nl-accordion-item')
  .map((tag) => `<section data-tag="${tag}">${MARKUP[tag]!.replace('<nl-alert ', '<nl-alert duration="0" ')}</section>`)
  .join('\n');

// The runner answers on both names; for the browser they are two origins.
const other = () => `${location.protocol}//${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${location.port}`;

const nextFrame = (win: Window) => new Promise((resolve) => win.requestAnimationFrame(resolve));

/** embed.html with `theme`; `upgrade: false` leaves out the loader (the pre-upgrade look only). */
async function embed(theme: string, { upgrade = true } = {}): Promise<Frame> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 1000px; height: 700px; border: 0';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const cdn = upgrade ? other() : 'http://0.0.0.0:9'; // no loader: the sheet comes from /dist/ below
  frame.src = `/test/fixtures/package/embed.html?cdn=${encodeURIComponent(cdn)}&theme=${theme}`;
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis;
  const doc = frame.contentDocument!;
  if (!upgrade) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/dist/nl-components.css';
    const linked = new Promise((resolve) => link.addEventListener('load', resolve, { once: true }));
    doc.head.append(link);
    await linked;
  } else {
    const tags = [...new Set([...doc.querySelectorAll('*')].map((el) => el.localName).filter((name) => name.startsWith('nl-')))];
    await Promise.all(tags.map((tag) => win.customElements.whenDefined(tag)));
    await Promise.all([...doc.querySelectorAll<HTMLElement & { updateComplete?: Promise<void> }>(tags.join(','))].map((el) => el.updateComplete));
    // The rendered parts' own effects (measured sizes, slots filled) settle within a few frames.
    await waitUntil(() => DRAWN.every((tag) => doc.querySelector(tag)?.shadowRoot?.childElementCount), 'every element rendered');
    // A shown cookie bar makes its settings dialog while the browser is idle (at most 3 s after it
    // shows; issue 38): the pages compared must both have it (on a busy machine one had, one not
    // yet). A bar that does not show makes none: then the parts compared say so.
    const bar = doc.querySelector('nl-cookie-bar');
    const made = () => Boolean(bar?.shadowRoot?.querySelector('nl-modal')?.shadowRoot?.querySelector('dialog'));
    if (bar) await waitUntil(made, "the cookie bar's settings dialog made", { timeout: 6000 }).catch(() => undefined);
  }
  for (let i = 0; i < 3; i++) await nextFrame(win);
  return { frame, win, doc };
}

/** The elements the tag draws (its shadow root's, nested roots included), in document order. */
function parts(host: Element): Element[] {
  const result: Element[] = [];
  const walk = (root: ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      if (['style', 'slot', 'template'].includes(el.localName)) continue;
      result.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  if (host.shadowRoot) walk(host.shadowRoot);
  return result;
}

const name = (el: Element) => `${el.localName}${el.getAttribute('part') ? `[part=${el.getAttribute('part')}]` : el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;

interface Measure {
  name: string;
  fontSize: number;
  width: number;
  height: number;
  text: Record<string, string>;
  colorScheme: string;
}

const TEXT = ['line-height', 'letter-spacing', 'word-spacing', 'text-transform', 'text-indent', 'text-align', 'white-space'];

function measure({ win }: Frame, el: Element): Measure {
  const style = win.getComputedStyle(el);
  const box = el.getBoundingClientRect();
  return {
    name: name(el),
    fontSize: parseFloat(style.fontSize),
    width: box.width,
    height: box.height,
    text: Object.fromEntries(TEXT.map((property) => [property, style.getPropertyValue(property)])),
    colorScheme: style.colorScheme,
  };
}

/** The tag's host and every part it draws, measured. */
const measureTag = (page: Frame, tag: string): Measure[] => {
  const host = page.doc.querySelector(tag);
  if (!host) throw new Error(`no <${tag}> on the page`);
  return [measure(page, host), ...parts(host).map((el) => measure(page, el))];
};

/**
 * The background an element's text is drawn on, as far as the element `host` draws it: the nearest
 * opaque one up the flat tree, up to the host; undefined where the text is on the page's background
 * (which the site themes with the tokens, dark text for a dark page: not this test's concern).
 */
function backgroundOf({ win }: Frame, el: Element, host: Element): string | undefined {
  for (let node: Element | null = el; node; ) {
    const background = win.getComputedStyle(node).backgroundColor;
    const alpha = channels(background)[3];
    if (alpha === undefined || alpha === 1) return background;
    if (node === host) return undefined;
    node = node.assignedSlot ?? node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  }
  return undefined;
}

describe('the tags on a page whose theme sets root and body text styles (issue 29)', function () {
  this.timeout(60_000);
  let plain: Frame;
  let hostile: Frame;

  before(async () => {
    [plain, hostile] = await Promise.all([embed(''), embed('hostile')]);
    // No motion: a turning spinner's parts, or an alert sliding in, have boxes that change by the
    // frame. Every animation (shadow roots' too) is run to its end, an endless one held at its start,
    // the same on both pages (in every engine: only Chromium can emulate prefers-reduced-motion).
    for (const { doc } of [plain, hostile]) {
      for (const animation of doc.getAnimations()) {
        if (animation.effect?.getComputedTiming().endTime === Infinity) {
          animation.pause();
          animation.currentTime = 0;
        } else animation.finish();
      }
    }
    expect(new URL(other()).origin).not.to.equal(hostile.win.location.origin);
    expect(hostile.win.getComputedStyle(hostile.doc.documentElement).fontSize).to.equal('10px');
    expect(hostile.win.getComputedStyle(hostile.doc.body).fontSize).to.equal('16px');
  });

  after(async () => {
    plain?.frame.remove();
    hostile?.frame.remove();
  });

  it("the accordion item's button: 18 px text, 60 px high on both pages", () => {
    for (const page of [plain, hostile]) {
      const button = page.doc.querySelector('nl-accordion-item')!.shadowRoot!.querySelector('button')!;
      expect(parseFloat(page.win.getComputedStyle(button).fontSize), page.win.location.search).to.be.closeTo(18, 0.5);
      expect(button.getBoundingClientRect().height, page.win.location.search).to.be.closeTo(60, 1);
    }
  });

  it('every element that draws something: the same font sizes and box sizes of every part as on a default page (within 1 px)', () => {
    const problems: string[] = [];
    for (const tag of DRAWN) {
      const [want, got] = [measureTag(plain, tag), measureTag(hostile, tag)];
      if (want.length !== got.length) {
        problems.push(`${tag}: ${got.length} parts, ${want.length} on a default page`);
        continue;
      }
      want.forEach((expected, i) => {
        const actual = got[i]!;
        for (const key of ['fontSize', 'width', 'height'] as const) {
          if (Math.abs(actual[key] - expected[key]) > 1) problems.push(`${tag} ${expected.name}: ${key} ${actual[key].toFixed(1)}, ${expected[key].toFixed(1)} on a default page`);
        }
      });
    }
    expect(problems).to.deep.equal([]);
  });

  it("the body's text styles do not reach inside: line-height, letter-spacing, word-spacing, text-transform, text-indent, text-align and white-space as on a default page (but do reach the page's content in the wrapper elements)", () => {
    const problems: string[] = [];
    for (const tag of DRAWN) {
      const [want, got] = [measureTag(plain, tag), measureTag(hostile, tag)];
      want.forEach((expected, i) => {
        for (const property of TEXT) {
          const actual = got[i]?.text[property];
          if (actual !== expected.text[property]) problems.push(`${tag} ${expected.name}: ${property} ${actual}, ${expected.text[property]} on a default page`);
        }
      });
    }
    expect(problems).to.deep.equal([]);
    // The elements that wrap the page's own content leave its text styles and scheme to the page:
    // what their content inherits, the slots' styles (buttons and inputs reset most text styles
    // themselves, in the browser's own sheet), is the page's.
    for (const tag of WRAPPERS) {
      const slots = [...hostile.doc.querySelector(tag)!.shadowRoot!.querySelectorAll('slot')];
      expect(slots.length, tag).to.be.above(0);
      for (const slot of slots) {
        const style = hostile.win.getComputedStyle(slot);
        // The body's 2.2 × 16 px: WebKit computes lengths in single precision (35.200001px), so
        // the line height is compared to 0.01 px; the default page's "normal" would not be near it.
        expect([style.textTransform, style.letterSpacing, style.colorScheme], tag).to.deep.equal(['uppercase', '1.6px', 'dark']);
        expect(parseFloat(style.lineHeight), `${tag}: line-height ${style.lineHeight}`).to.be.closeTo(35.2, 0.01);
      }
    }
  });

  it("a dark scheme on the page's root does not reach inside: every element and part is light, as its surfaces", () => {
    const problems: string[] = [];
    for (const tag of DRAWN) {
      for (const part of measureTag(hostile, tag)) if (part.colorScheme !== 'light') problems.push(`${tag} ${part.name}: ${part.colorScheme}`);
    }
    expect(problems).to.deep.equal([]);
  });

  it("nl-search's input text, and the text of every control on a surface an element draws, contrasts at least 4.5:1 with it on the dark-scheme page", () => {
    const search = hostile.doc.querySelector('nl-search')!;
    const input = search.shadowRoot!.querySelector('input')!;
    input.value = 'Magazijnmedewerker';
    const background = backgroundOf(hostile, input, search);
    expect(background, 'the input draws its own background').to.be.a('string');
    const ratio = contrast(hostile.win.getComputedStyle(input).color, background!);
    expect(ratio, 'nl-search input').to.be.at.least(4.5);

    const problems: string[] = [];
    const checked = new Set<string>();
    for (const tag of DRAWN) {
      const host = hostile.doc.querySelector(tag)!;
      const controls = [...parts(host), ...host.querySelectorAll('*')].filter((el) => el.matches('input:not([type=file], [type=checkbox], [type=radio]), select, textarea, button'));
      for (const control of controls) {
        if (!control.getClientRects().length || !control.textContent!.trim() && !control.matches('input, select, textarea')) continue;
        const background = backgroundOf(hostile, control, host);
        const value = background === undefined ? Infinity : contrast(hostile.win.getComputedStyle(control).color, background);
        if (background !== undefined) checked.add(tag);
        if (value < 4.5) problems.push(`${tag} ${name(control)}: ${value.toFixed(2)}:1`);
      }
    }
    expect(problems).to.deep.equal([]);
    // (Fields on white, buttons on the primary colour, the close buttons on tints.)
    expect([...checked]).to.include.members(['nl-address-field', 'nl-alert', 'nl-cookie-bar', 'nl-cookie-table', 'nl-date-picker', 'nl-faq-feedback', 'nl-search']);
  });

  it('before the upgrade too (dist/nl-components.css alone): every tag takes the box it takes on a default page', async () => {
    const [plainBefore, hostileBefore] = await Promise.all([embed('', { upgrade: false }), embed('hostile', { upgrade: false })]);
    try {
      const problems: string[] = [];
      for (const tag of DRAWN) {
        const want = plainBefore.doc.querySelector(tag)!.getBoundingClientRect();
        const got = hostileBefore.doc.querySelector(tag)!.getBoundingClientRect();
        if (Math.abs(want.height - got.height) > 1 || Math.abs(want.width - got.width) > 1) {
          problems.push(`${tag}: ${got.width.toFixed(1)} × ${got.height.toFixed(1)}, ${want.width.toFixed(1)} × ${want.height.toFixed(1)} on a default page`);
        }
        const style = hostileBefore.win.getComputedStyle(hostileBefore.doc.querySelector(tag)!);
        if (style.letterSpacing !== 'normal' || style.textTransform !== 'none' || style.colorScheme !== 'light') {
          problems.push(`${tag}: letter-spacing ${style.letterSpacing}, text-transform ${style.textTransform}, color-scheme ${style.colorScheme} before the upgrade`);
        }
      }
      expect(problems).to.deep.equal([]);
    } finally {
      plainBefore.frame.remove();
      hostileBefore.frame.remove();
    }
  });
});

describe('the tags on a page with larger text (issue 29)', function () {
  this.timeout(60_000);

  it("scale with it: the accordion item's button at 125% on the root, and in a body of 20 px text, 22.5 px text and 75 px high", async () => {
    const pages = await Promise.all([embed('large-root'), embed('large-body')]);
    try {
      for (const page of pages) {
        const button = page.doc.querySelector('nl-accordion-item')!.shadowRoot!.querySelector('button')!;
        expect(parseFloat(page.win.getComputedStyle(button).fontSize), page.win.location.search).to.be.closeTo(22.5, 0.5);
        expect(button.getBoundingClientRect().height, page.win.location.search).to.be.closeTo(75, 1);
      }
    } finally {
      for (const page of pages) page.frame.remove();
    }
  });
});

describe('--_nl-rem, the unit of every size (issue 29)', function () {
  this.timeout(30_000);

  it('is registered from the code too (a page without dist/nl-components.css), and a second copy of the library registers it again without a word', async () => {
    const frame = document.createElement('iframe');
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.srcdoc = `<!doctype html><html><head><script>
        window.logged = [];
        for (const level of ['error', 'warn']) console[level] = (...args) => window.logged.push(args.join(' '));
      </script><style>html { font-size: 62.5% } body { font-size: 20px }</style></head>
      <body><div style="font-size: 10px"><nl-spinner style="font-size: 20px"></nl-spinner></div></body></html>`;
    document.body.append(frame);
    await loaded;
    const win = frame.contentWindow as Window & typeof globalThis & { logged: string[] };
    try {
      const load = (src: string) =>
        new Promise((resolve, reject) => {
          const script = win.document.createElement('script');
          script.type = 'module';
          script.src = src;
          script.onload = resolve;
          script.onerror = reject;
          win.document.head.append(script);
        });
      await load(`${location.origin}/elements/nl-spinner.ts`);
      await load(`${location.origin}/dist/elements/nl-spinner.js`);
      const spinner = win.document.querySelector('nl-spinner')!;
      await win.customElements.whenDefined('nl-spinner');
      await (spinner as HTMLElement & { updateComplete: Promise<void> }).updateComplete;
      expect(win.getComputedStyle(spinner).getPropertyValue('--_nl-rem')).to.equal('20px');
      // Inherited as px: a part with a font size of its own still measures in the element's unit.
      const part = spinner.shadowRoot!.querySelector('*:not(style)')!;
      expect(win.getComputedStyle(part).getPropertyValue('--_nl-rem')).to.equal('20px');
      expect(win.logged).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});

describe('no rem lengths in the sources (issue 29)', () => {
  const css = import.meta.glob<string>('/src/**/*.css', { query: '?raw', import: 'default', eager: true });
  const code = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

  it("src/**/*.css sizes in --_nl-rem (the element's font size), not rem (the root's); rem only in @media preludes, which read the browser's font size", () => {
    expect(Object.keys(css).length).to.be.above(40);
    const found: string[] = [];
    for (const [path, text] of Object.entries(css)) {
      const rules = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@media[^{]*\{/g, '@media {');
      for (const match of rules.matchAll(/[^\s;{}]*\d\.?\d*rem\b[^;{}]*/g)) found.push(`${path}: ${match[0].trim()}`);
    }
    expect(found).to.deep.equal([]);
  });

  it('the TypeScript that writes styles or states sizes (the docs) does not use rem either', () => {
    const found: string[] = [];
    for (const [path, text] of Object.entries(code)) {
      for (const match of text.matchAll(/.{0,30}\d\.?\d*rem\b.{0,10}/g)) found.push(`${path}: ${match[0].trim()}`);
    }
    expect(found).to.deep.equal([]);
  });
});
