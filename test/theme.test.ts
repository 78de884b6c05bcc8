/**
 * The design tokens (issue 17 point 4; src/core/tokens.css, docs/theming.md): one declaration on
 * :root re-themes every element, before and after its upgrade; an element's own --nl-<element>-*
 * property still wins; the defaults keep WCAG AA contrast for every pair of tokens that meets on
 * screen.
 *
 * The first block runs before any tag is defined (nothing is imported until the later blocks), like
 * a page whose chunks arrive after first paint: the pre-upgrade rules (the pre-upgrade.css files,
 * adopted by helpers.ts as dist/nl-components.css applies) must follow the tokens too.
 */
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { consent } from '../src/core/consent.ts';
import { TAGS } from './all-tags.ts';
import { settle } from './helpers.ts';

const root = document.documentElement;
const TOKENS = [
  '--nl-color-primary',
  '--nl-color-primary-contrast',
  '--nl-color-text',
  '--nl-color-background',
  '--nl-color-border',
  '--nl-color-danger',
  '--nl-color-success',
  '--nl-font-family',
  '--nl-radius',
  '--nl-space',
  '--nl-focus-ring',
  '--nl-focus-color',
  '--nl-focus-width',
];

function setTokens(tokens: Record<string, string>): void {
  for (const [name, value] of Object.entries(tokens)) root.style.setProperty(name, value);
}
function clearTokens(): void {
  for (const name of TOKENS) root.style.removeProperty(name);
}

const style = (el: Element, pseudo?: string) => getComputedStyle(el, pseudo);

/** Any CSS colour (rgb(), color(srgb …) from color-mix, a keyword) as [r, g, b, a] in 0…255, via a canvas. */
const canvas = document.createElement('canvas');
canvas.width = canvas.height = 1;
const context = canvas.getContext('2d', { willReadFrequently: true })!;
function rgba(colour: string): [number, number, number, number] {
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = '#000';
  context.fillStyle = colour;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!, a!];
}

/** WCAG 2.x contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b, alpha] = rgba(colour);
    expect(alpha, `${colour} is opaque`).to.equal(255);
    const [R, G, B] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A colour as the rgb() string getComputedStyle gives for an opaque colour. */
function rgbOf(colour: string): string {
  const [r, g, b] = rgba(colour);
  return `rgb(${r}, ${g}, ${b})`;
}

/** Two colours alike to within rounding (one unit per channel). */
function expectNear(actual: string, expected: string): void {
  const [a, b] = [rgba(actual), rgba(expected)];
  expect(a.every((v, i) => Math.abs(v - b[i]!) <= 1), `${actual} ≈ ${expected}`).to.equal(true);
}

/** The colour a private token (or any colour expression) resolves to on `host`'s side of things. */
function resolve(parent: Element | ShadowRoot, expression: string): string {
  const probe = document.createElement('span');
  probe.style.color = expression;
  parent.append(probe);
  const value = style(probe).color;
  probe.remove();
  return value;
}

describe('design tokens before the upgrade (dist/nl-components.css)', () => {
  afterEach(clearTokens);

  it('every tag resolves the tokens on itself, with the documented defaults', () => {
    const page = fixtureSync<HTMLElement>(html`<div></div>`);
    expect(TAGS.length).to.be.greaterThan(20);
    for (const tag of TAGS) {
      expect(customElements.get(tag), `${tag} not defined yet`).to.equal(undefined);
      const el = document.createElement(tag);
      page.append(el);
      const value = (name: string) => style(el).getPropertyValue(name).trim();
      expect(rgba(value('--_nl-color-primary')).join(), `${tag} primary`).to.equal('11,87,208,255');
      // 0.25em and 1em of the element's font size (issue 29; 16 px here): as lengths.
      const length = (name: string) => {
        const probe = document.createElement('span');
        probe.style.cssText = `display: block; width: var(${name})`;
        el.append(probe);
        const width = style(probe).width;
        probe.remove();
        return width;
      };
      expect(length('--_nl-radius'), `${tag} radius`).to.equal('4px');
      expect(length('--_nl-space'), `${tag} space`).to.equal('16px');
    }
  });

  it('one declaration on :root changes the pre-upgrade look: colours, radius, space, font', () => {
    setTokens({
      '--nl-color-primary': 'rgb(0, 100, 0)',
      '--nl-color-border': 'rgb(90, 0, 90)',
      '--nl-color-text': 'rgb(10, 20, 30)',
      '--nl-radius': '7px',
      '--nl-space': '10px',
      '--nl-font-family': 'Georgia, serif',
    });
    const page = fixtureSync<HTMLElement>(html`
      <div style="width: 800px">
        <nl-alert duration="0">Opgeslagen</nl-alert>
        <nl-accordion variant="gallery">
          <nl-accordion-item item-id="a" heading="Een"><p>1</p></nl-accordion-item>
        </nl-accordion>
        <nl-cookie-table><table><tbody><tr><td>nl_consent</td></tr></tbody></table></nl-cookie-table>
      </div>
    `);
    const alert = page.querySelector('nl-alert')!;
    expect(style(alert).borderTopColor).to.equal('rgb(0, 100, 0)');
    expect(style(alert).color).to.equal('rgb(10, 20, 30)');
    expect(style(alert).borderTopLeftRadius).to.equal('7px');
    expect(style(alert).fontFamily).to.equal('Georgia, serif');
    expect(style(page.querySelector('nl-accordion')!).columnGap).to.equal('10px');
    expect(style(page.querySelector('nl-cookie-table td')!).borderBottomColor).to.equal('rgb(90, 0, 90)');
  });

  it('the same look once upgraded: the alert’s box before and after, under the tokens', async () => {
    setTokens({ '--nl-color-primary': 'rgb(0, 100, 0)', '--nl-color-text': 'rgb(10, 20, 30)', '--nl-radius': '7px' });
    const page = fixtureSync<HTMLElement>(html`<div><nl-alert duration="0">Opgeslagen</nl-alert></div>`);
    const alert = page.querySelector('nl-alert')!;
    const look = (el: Element) => {
      const s = style(el);
      return [s.borderTopColor, s.borderLeftColor, rgbOf(s.backgroundColor), s.color, s.borderTopLeftRadius].join(' | ');
    };
    const before = look(alert);
    expect(before).to.equal(
      ['rgb(0, 100, 0)', 'rgb(0, 100, 0)', rgbOf('color-mix(in srgb, rgb(0, 100, 0) 10%, #fff)'), 'rgb(10, 20, 30)', '7px'].join(' | '),
    );
    await import('../elements/nl-alert.ts');
    await settle(page);
    expect(look(alert.shadowRoot!.querySelector('.alert')!)).to.equal(before);
  });

  it('without --nl-font-family the elements keep the page’s font', () => {
    const page = fixtureSync<HTMLElement>(html`<div style="font-family: 'Courier New', monospace"><nl-alert duration="0">Tekst</nl-alert></div>`);
    expect(style(page.querySelector('nl-alert')!).fontFamily).to.equal(style(page).fontFamily);
  });
});

describe('design tokens after the upgrade', () => {
  before(async () => {
    await Promise.all(
      ['nl-search', 'nl-cookie-bar', 'nl-modal', 'nl-accordion', 'nl-accordion-item', 'nl-alert', 'nl-date-picker'].map(
        (tag) => import(`../elements/${tag}.ts`),
      ),
    );
  });
  beforeEach(() => {
    document.cookie = 'nl_consent=; path=/; max-age=0';
    consent.configure({ revision: 1, categories: ['necessary', 'preferences', 'statistics', 'marketing'] });
  });
  afterEach(() => {
    clearTokens();
    document.cookie = 'nl_consent=; path=/; max-age=0';
  });

  const shadow = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector)!;

  async function page(): Promise<HTMLElement> {
    const wrapper = fixtureSync<HTMLElement>(html`
      <div>
        <nl-search action="/zoeken"></nl-search>
        <nl-search class="own" action="/zoeken" style="--nl-search-button-background: rgb(200, 0, 0); --nl-search-radius: 2px"></nl-search>
        <nl-cookie-bar></nl-cookie-bar>
        <nl-modal open heading="Weet je het zeker?"><p>Tekst</p><button slot="footer">Nee</button><button slot="footer">Ja</button></nl-modal>
        <nl-accordion><nl-accordion-item item-id="vraag" heading="Vraag"><p>Antwoord</p></nl-accordion-item></nl-accordion>
        <nl-alert type="error" duration="0">Mislukt</nl-alert>
      </div>
    `);
    await settle(wrapper);
    const bar = wrapper.querySelector('nl-cookie-bar')!;
    await waitUntil(() => bar.shadowRoot!.querySelector('.button'), 'cookie bar shown', { timeout: 4000 });
    await settle(bar);
    return wrapper;
  }

  it('setting --nl-color-primary and --nl-radius on :root changes colours and radii inside the shadow roots', async () => {
    const wrapper = await page();
    const search = wrapper.querySelector('nl-search')!;
    const bar = wrapper.querySelector('nl-cookie-bar')!;
    const modal = wrapper.querySelector('nl-modal')!;
    const [no, yes] = [...modal.querySelectorAll('button')];
    // Today's look by default.
    expect(style(shadow(search, 'button')).backgroundColor).to.equal('rgb(11, 87, 208)');
    expect(style(shadow(bar, '.button')).backgroundColor).to.equal('rgb(11, 87, 208)');
    expect(style(shadow(search, 'input')).borderTopLeftRadius).to.equal('4px');

    setTokens({ '--nl-color-primary': 'rgb(0, 100, 0)', '--nl-radius': '7px' });
    expect(style(shadow(search, 'button')).backgroundColor, 'search button').to.equal('rgb(0, 100, 0)');
    expect(style(shadow(search, 'button')).borderTopLeftRadius, 'search button radius').to.equal('7px');
    expect(style(shadow(search, 'input')).borderTopLeftRadius, 'search input radius').to.equal('7px');
    expect(style(shadow(bar, '.button')).backgroundColor, 'cookie bar button').to.equal('rgb(0, 100, 0)');
    expect(style(shadow(bar, '.button.secondary')).color, 'cookie bar secondary button').to.equal('rgb(0, 100, 0)');
    expect(style(shadow(bar, '.button')).borderTopLeftRadius, 'cookie bar button radius (1.5 ×)').to.equal('10.5px');
    expect(style(yes!).backgroundColor, 'modal main button').to.equal('rgb(0, 100, 0)');
    expect(style(no!).color, 'modal other button').to.equal('rgb(0, 100, 0)');
    expect(style(no!).borderTopLeftRadius, 'modal button radius').to.equal('10.5px');
    expect(style(shadow(modal, 'dialog')).borderTopLeftRadius, 'dialog radius (2 ×)').to.equal('14px');
    const alert = wrapper.querySelector('nl-alert')!;
    expect(style(shadow(alert, '.alert')).borderTopLeftRadius, 'alert radius').to.equal('7px');
    // A unitless 0 gives square corners everywhere, the multiplied ones too (docs/theming.md).
    setTokens({ '--nl-radius': '0' });
    expect(style(shadow(search, 'input')).borderTopLeftRadius).to.equal('0px');
    expect(style(shadow(modal, 'dialog')).borderTopLeftRadius).to.equal('0px');
    expect(style(shadow(bar, '.button')).borderTopLeftRadius).to.equal('0px');
  });

  it('the other tokens: text, background, danger, border, contrast text', async () => {
    const wrapper = await page();
    setTokens({
      '--nl-color-background': 'rgb(20, 20, 20)',
      '--nl-color-text': 'rgb(240, 240, 240)',
      '--nl-color-danger': 'rgb(255, 120, 120)',
      '--nl-color-border': 'rgb(160, 160, 160)',
      '--nl-color-primary-contrast': 'rgb(1, 2, 3)',
    });
    const bar = wrapper.querySelector('nl-cookie-bar')!;
    expect(style(shadow(bar, '.bar')).backgroundColor).to.equal('rgb(20, 20, 20)');
    expect(style(shadow(bar, '.bar')).color).to.equal('rgb(240, 240, 240)');
    expect(style(shadow(bar, '.button')).color).to.equal('rgb(1, 2, 3)');
    const search = wrapper.querySelector('nl-search')!;
    expect(style(shadow(search, 'input')).borderTopColor).to.equal('rgb(160, 160, 160)');
    expect(style(shadow(search, 'input')).backgroundColor).to.equal('rgb(20, 20, 20)');
    const alert = shadow(wrapper.querySelector('nl-alert')!, '.alert');
    expect(style(alert).borderTopColor).to.equal('rgb(255, 120, 120)');
    // The tint: 10% danger on the background.
    expectNear(style(alert).backgroundColor, 'color-mix(in srgb, rgb(255, 120, 120) 10%, rgb(20, 20, 20))');
  });

  it('an element’s own property still wins over the token', async () => {
    const wrapper = await page();
    setTokens({ '--nl-color-primary': 'rgb(0, 100, 0)', '--nl-radius': '7px' });
    const own = wrapper.querySelector('nl-search.own')!;
    expect(style(shadow(own, 'button')).backgroundColor).to.equal('rgb(200, 0, 0)');
    expect(style(shadow(own, 'button')).borderTopLeftRadius).to.equal('2px');
    // …and a token set on an element (or a part of the page) applies there only.
    const search = wrapper.querySelector('nl-search:not(.own)')!;
    (search as HTMLElement).style.setProperty('--nl-color-primary', 'rgb(0, 0, 150)');
    expect(style(shadow(search, 'button')).backgroundColor).to.equal('rgb(0, 0, 150)');
    expect(style(shadow(wrapper.querySelector('nl-cookie-bar')!, '.button')).backgroundColor).to.equal('rgb(0, 100, 0)');
  });

  it('the focus ring: the primary colour by default, --nl-focus-color and --nl-focus-width still work, --nl-focus-ring replaces it', async () => {
    // No modal dialog on this page: it would make the rest inert.
    const wrapper = fixtureSync<HTMLElement>(html`
      <div><button>Voor</button><nl-accordion><nl-accordion-item item-id="vraag" heading="Vraag"><p>Antwoord</p></nl-accordion-item></nl-accordion></div>
    `);
    await settle(wrapper);
    const item = wrapper.querySelector('nl-accordion-item')!;
    const header = shadow(item, '.header');
    // Focus by keyboard, so the ring shows (:focus-visible): Tab from the button just before it.
    wrapper.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(item.shadowRoot!.activeElement).to.equal(header);
    expect(header.matches(':focus-visible')).to.equal(true);
    const ring = () => `${style(header).outlineWidth} ${style(header).outlineStyle} ${style(header).outlineColor}`;
    expect(ring()).to.equal('3px solid rgb(11, 87, 208)');
    setTokens({ '--nl-color-primary': 'rgb(0, 100, 0)' });
    expect(ring(), 'follows the primary colour').to.equal('3px solid rgb(0, 100, 0)');
    setTokens({ '--nl-focus-color': 'rgb(200, 100, 0)', '--nl-focus-width': '4px' });
    expect(ring(), 'the older properties').to.equal('4px solid rgb(200, 100, 0)');
    setTokens({ '--nl-focus-ring': '2px dashed rgb(1, 2, 3)' });
    expect(ring(), '--nl-focus-ring').to.equal('2px dashed rgb(1, 2, 3)');
  });

  it('form controls in the light DOM follow the tokens too (date picker)', async () => {
    setTokens({ '--nl-radius': '7px', '--nl-color-border': 'rgb(90, 0, 90)', '--nl-color-background': 'rgb(250, 250, 240)' });
    const page = fixtureSync<HTMLElement>(html`<form><nl-date-picker name="geboortedatum" label="Geboortedatum"></nl-date-picker></form>`);
    await settle(page);
    const select = page.querySelector('select')!;
    expect(style(select).borderTopColor).to.equal('rgb(90, 0, 90)');
    expect(style(select).borderTopLeftRadius).to.equal('7px');
    expect(style(select).backgroundColor).to.equal('rgb(250, 250, 240)');
  });
});

describe('contrast of the default tokens (WCAG 2.x AA)', () => {
  before(() => import('../elements/nl-search.ts'));

  it('every pair that meets on screen: 4.5:1 for text, 3:1 for control boundaries, accents and the focus ring', async () => {
    const wrapper = fixtureSync<HTMLElement>(html`<div><nl-search action="/zoeken"></nl-search><nl-tracking></nl-tracking></div>`);
    const search = wrapper.querySelector('nl-search')!;
    await settle(search);
    const token = (name: string) => resolve(search.shadowRoot!, `var(--_nl-${name})`);
    // The same values before the upgrade (document level, on a tag not defined in this file).
    const pre = (name: string) => resolve(wrapper.querySelector('nl-tracking')!, `var(--_nl-${name})`);
    for (const name of ['color-primary', 'color-text', 'color-background', 'color-border', 'color-primary-tint', 'color-muted']) {
      expect(token(name), name).to.equal(pre(name));
    }
    // The defaults are today's colours.
    const defaults = {
      'color-primary': 'rgb(11, 87, 208)',
      'color-primary-contrast': 'rgb(255, 255, 255)',
      'color-text': 'rgb(27, 31, 36)',
      'color-background': 'rgb(255, 255, 255)',
      'color-border': 'rgb(118, 118, 118)',
      'color-danger': 'rgb(197, 34, 31)',
      'color-success': 'rgb(26, 127, 55)',
    };
    for (const [name, value] of Object.entries(defaults)) expect(token(name), name).to.equal(value);

    const pairs: [string, string, string, number][] = [
      // [what, foreground, background, minimum]
      ['button text on primary (search, cookie bar, modal, cookie table, upload)', 'color-primary-contrast', 'color-primary', 4.5],
      ['button text on primary hover', 'color-primary-contrast', 'color-primary-hover', 4.5],
      ['text on background (dialogs, cookie bar, inputs)', 'color-text', 'color-background', 4.5],
      ['tooltip: background colour on text colour', 'color-background', 'color-text', 4.5],
      ['links and secondary buttons: primary on background', 'color-primary', 'color-background', 4.5],
      ['error messages: danger on background', 'color-danger', 'color-background', 4.5],
      ['success on background', 'color-success', 'color-background', 4.5],
      ['hints, descriptions: muted on background', 'color-muted', 'color-background', 4.5],
      ['text on the info tint (alert, notification, cookie table)', 'color-text', 'color-primary-tint', 4.5],
      ['text on the success tint', 'color-text', 'color-success-tint', 4.5],
      ['text on the danger tint', 'color-text', 'color-danger-tint', 4.5],
      ['text on quiet surfaces (placeholders, tiles, stripes)', 'color-text', 'color-surface', 4.5],
      ['text on strong surfaces (table header, map)', 'color-text', 'color-surface-strong', 4.5],
      ['primary (retry button) on strong surface', 'color-primary', 'color-surface-strong', 4.5],
      ['control boundaries: border on background', 'color-border', 'color-background', 3],
      ['focus ring on background', 'color-primary', 'color-background', 3],
      ['alert accent on info tint', 'color-primary', 'color-primary-tint', 3],
      ['alert accent on success tint', 'color-success', 'color-success-tint', 3],
      ['alert accent on danger tint', 'color-danger', 'color-danger-tint', 3],
    ];
    const figures = pairs.map(([what, fg, bg, minimum]) => {
      const ratio = contrast(token(fg), token(bg));
      expect(ratio, `${what}: ${ratio.toFixed(2)}:1`).to.be.at.least(minimum);
      return `${what}: ${ratio.toFixed(2)}:1`;
    });
    expect(figures).to.have.length(pairs.length);
  });
});
