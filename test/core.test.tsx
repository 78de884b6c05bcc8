/** The element kit itself (src/core), with small test elements defined here. */
import { expect, fixture, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { useEffect, useState } from 'react';
import { attr } from '../src/core/attributes.ts';
import { completeAfter, defineElement, type ElementProps, type NlElement } from '../src/core/define.tsx';
import { emit } from '../src/core/events.ts';
import { closestLang, format, pickLang, translator } from '../src/core/i18n.ts';
import { s } from '../src/core/shape.ts';
import { errorsDuring, upgraded } from './helpers.ts';

const attributes = {
  heading: attr.string({ default: 'Standaard' }),
  count: attr.number({ default: 3, min: 0, max: 10, integer: true }),
  open: attr.boolean(),
  tone: attr.enum(['calm', 'loud'] as const, 'calm'),
  crop: attr.json(s.object({ width: s.number({ min: 1 }), quality: s.optional(s.number({ min: 1, max: 100 })) }), {
    default: { width: 2000, quality: 90 },
  }),
};
const messages = {
  nl: { greeting: 'Hallo %{name}', items: { one: '%{count} item', other: '%{count} items' } },
  en: { greeting: 'Hello %{name}', items: { one: '%{count} item', other: '%{count} items' } },
};
type Key = keyof typeof messages.nl;

function Probe({ attrs, t, lang }: ElementProps<typeof attributes, Key>) {
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <output id="state">{JSON.stringify({ ...attrs, lang })}</output>
      <span id="text">{`${t('greeting', { name: 'Sam' })} / ${t('items', { count: attrs.count })}`}</span>
      <button onClick={() => setClicks((c) => c + 1)}>{clicks}</button>
    </div>
  );
}
defineElement('nl-test-probe', Probe, { attributes, messages });

function Broken({ attrs }: ElementProps<{ fail: ReturnType<typeof attr.boolean> }>) {
  if (attrs.fail) throw new Error('render failed');
  return <p id="ok">werkt</p>;
}
defineElement('nl-test-broken', Broken, { attributes: { fail: attr.boolean() } });

/** Work its effect starts in later tasks, which the test lets finish (`finish`) or fail (`fail`). */
const later = new Map<Element, { finish: () => void; fail: () => void }>();
function Slow({ host, attrs }: ElementProps<{ step: ReturnType<typeof attr.number> }>) {
  useEffect(() => {
    completeAfter(
      host,
      new Promise<void>((resolve, reject) => later.set(host, { finish: resolve, fail: () => reject(new Error('set-up failed')) })),
    );
  }, [host, attrs.step]);
  return <p>{attrs.step}</p>;
}
defineElement('nl-test-slow', Slow, { attributes: { step: attr.number({ default: 0 }) } });

type Probe = NlElement & { heading: string; count: number; open: boolean; tone: string; crop: { width: number } };
const state = (el: Element) => JSON.parse(el.shadowRoot!.querySelector('#state')!.textContent!);
const text = (el: Element) => el.shadowRoot!.querySelector('#text')!.textContent;

describe('core: attributes', () => {
  it('parses every kind, with defaults for absent and empty values', async () => {
    const el = await upgraded<Probe>(html`<nl-test-probe count="" open crop='{"width": 800}'></nl-test-probe>`);
    expect(state(el)).to.deep.equal({ heading: 'Standaard', count: 3, open: true, tone: 'calm', crop: { width: 800 }, lang: 'nl' });
  });

  it('follows changes, a bare boolean, and removal (which r2wc alone ignores)', async () => {
    const el = await upgraded<Probe>(html`<nl-test-probe heading="Een" count="5"></nl-test-probe>`);
    el.setAttribute('open', '');
    el.removeAttribute('heading');
    el.setAttribute('count', '7');
    await el.updateComplete;
    expect(state(el)).to.include({ heading: 'Standaard', count: 7, open: true });
    el.removeAttribute('open');
    await el.updateComplete;
    expect(state(el).open).to.equal(false);
  });

  it('exposes typed properties that reflect to attributes', async () => {
    const el = await upgraded<Probe>(html`<nl-test-probe></nl-test-probe>`);
    el.count = 4;
    el.open = true;
    el.crop = { width: 320 };
    expect(el.getAttribute('count')).to.equal('4');
    expect(el.hasAttribute('open')).to.equal(true);
    expect(el.getAttribute('crop')).to.equal('{"width":320}');
    (el as unknown as { crop: string }).crop = '{"width": 640}'; // JSON text, as React 19 passes it
    expect(el.getAttribute('crop')).to.equal('{"width": 640}');
    el.crop = { width: 320 };
    await el.updateComplete;
    expect(el.count).to.equal(4);
    expect(el.crop).to.deep.equal({ width: 320 });
  });

  it('logs one exact error per bad attribute value, falls back to the default, and never throws', async () => {
    const errors = await errorsDuring(async () => {
      const el = await upgraded<Probe>(html`
        <nl-test-probe count="veel" tone="shouty" crop='{"width": }'></nl-test-probe>
      `);
      expect(state(el)).to.include({ count: 3, tone: 'calm' });
      expect(state(el).crop).to.deep.equal({ width: 2000, quality: 90 });
      el.setAttribute('count', '11');
      el.setAttribute('crop', '{"width": "groot"}');
      await el.updateComplete;
      el.setAttribute('crop', '{"width": "groot"}'); // same value again: no second log
      el.setAttribute('crop', '[1, 2]');
      await el.updateComplete;
    });
    expect(errors[0]).to.equal('nl-test-probe: attribute "count" must be a whole number, got "veel"');
    expect(errors[1]).to.equal('nl-test-probe: attribute "tone" must be one of "calm", "loud", got "shouty"');
    expect(errors[2]).to.match(/^nl-test-probe: attribute "crop" is not valid JSON \(.*\)$/);
    expect(errors.slice(3)).to.deep.equal([
      'nl-test-probe: attribute "count" must be at most 10, got "11"',
      'nl-test-probe: attribute "crop" is not valid: width must be a number of at least 1, got "groot"',
      'nl-test-probe: attribute "crop" is not valid: the value must be an object, got an array',
    ]);
  });

  it('defining a tag twice returns the first definition and throws nothing', () => {
    const first = customElements.get('nl-test-probe');
    expect(defineElement('nl-test-probe', Probe, { attributes, messages })).to.equal(first);
  });
});

describe('core: texts', () => {
  it('uses the closest lang, through shadow roots, nl by default', async () => {
    const wrapper = await fixture(html`<div lang="en-GB"><nl-test-probe count="1"></nl-test-probe></div>`);
    const el = wrapper.querySelector<Probe>('nl-test-probe')!;
    await el.updateComplete;
    expect(text(el)).to.equal('Hello Sam / 1 item');
    wrapper.setAttribute('lang', 'de');
    await new Promise((r) => setTimeout(r));
    await el.updateComplete;
    expect(text(el)).to.equal('Hallo Sam / 1 item');
    const host = document.createElement('div');
    host.lang = 'en';
    const inner = host.attachShadow({ mode: 'open' });
    const span = document.createElement('span');
    inner.append(span);
    expect(closestLang(span)).to.equal('en');
    expect([pickLang('EN'), pickLang('nl-BE'), pickLang(''), pickLang('fr')]).to.deep.equal(['en', 'nl', 'nl', 'nl']);
  });

  it('plurals, placeholders and messages overrides', async () => {
    expect(format({ one: '%{count} vacature', other: '%{count} vacatures' }, 'nl', { count: 2 })).to.equal('2 vacatures');
    expect(format('Hallo %{name}, %{missing}', 'nl', { name: 'Ada' })).to.equal('Hallo Ada, %{missing}');
    expect(translator(messages, 'en', { greeting: 'Hi %{name}' })('greeting', { name: 'Bo' })).to.equal('Hi Bo');
    const errors = await errorsDuring(async () => {
      const el = await upgraded<Probe>(html`<nl-test-probe messages='{"greeting": "Goedendag %{name}", "nope": "x"}'></nl-test-probe>`);
      expect(text(el)).to.equal('Goedendag Sam / 3 items');
    });
    expect(errors).to.deep.equal(['nl-test-probe: attribute "messages" has unknown key(s) "nope"; known keys: greeting, items']);
  });

  it('fills placeholders only from the parameters\' own properties (issue 16)', () => {
    // `name in params` found Object.prototype's constructor: "function Object() { [native code] }".
    expect(format('%{constructor} %{__proto__} %{toString} %{hasOwnProperty}', 'nl', { name: 'x' })).to.equal('%{constructor} %{__proto__} %{toString} %{hasOwnProperty}');
    expect(format('%{constructor}', 'nl', JSON.parse('{"constructor":"eigen"}') as Record<string, string>)).to.equal('eigen');
    const bare = Object.assign(Object.create(null) as Record<string, string>, { name: 'Ada' });
    expect(format('Hallo %{name}', 'nl', bare)).to.equal('Hallo Ada');
    // `count` inherited is no count either; a plural set without a form for it never throws.
    expect(format({ one: 'een', other: 'meer' }, 'nl', Object.create({ count: 1 }) as Record<string, number>)).to.equal('meer');
    expect(format({ one: 'een' } as never, 'nl', { count: 2 })).to.equal('');
    expect(translator(messages, 'nl', Object.create({ greeting: 'geërfd' }) as Record<string, string>)('greeting', { name: 'Bo' })).to.equal('Hallo Bo');
  });

  it('a malformed messages override: one error naming the key and what is wrong, its built-in text, the rest applies (issue 16)', async () => {
    const cases: [string, string, string][] = [
      // [messages, text shown, the error after "attribute "messages" "]
      ['{"items":{"one":"x"}}', 'Hallo Sam / 3 items', 'key "items" needs an "other" plural form (the text for every count without a form of its own), got {"one":"x"}; the built-in text is used for it'],
      ['{"items":{}}', 'Hallo Sam / 3 items', 'key "items" needs an "other" plural form (the text for every count without a form of its own), got {}; the built-in text is used for it'],
      ['{"greeting":{"one":"x"}}', 'Hallo Sam / 3 items', 'key "greeting" must be a string (its built-in text has no plural forms), got {"one":"x"}; the built-in text is used for it'],
      ['{"greeting":{"other":"x"},"items":"%{count} stuks"}', 'Hallo Sam / 3 stuks', 'key "greeting" must be a string (its built-in text has no plural forms), got {"other":"x"}; the built-in text is used for it'],
      ['{"greeting":5}', 'Hallo Sam / 3 items', 'key "greeting" must be a string, got 5; the built-in text is used for it'],
      ['{"greeting":null}', 'Hallo Sam / 3 items', 'key "greeting" must be a string, got null; the built-in text is used for it'],
      ['{"greeting":["Hoi"]}', 'Hallo Sam / 3 items', 'key "greeting" must be a string, got an array; the built-in text is used for it'],
      ['{"items":["x"]}', 'Hallo Sam / 3 items', 'key "items" must be a string or an object of plural forms with "other", got an array; the built-in text is used for it'],
      ['{"items":{"One":"x","other":"y"}}', 'Hallo Sam / 3 items', 'key "items" has "One", not a plural form (zero, one, two, few, many, other); the built-in text is used for it'],
      ['{"items":{"one":5,"other":"y"}}', 'Hallo Sam / 3 items', 'key "items" plural form "one" must be a string, got 5; the built-in text is used for it'],
      ['{"greeting":"Hoi %{naam}"}', 'Hallo Sam / 3 items', 'key "greeting" uses %{naam}, which its built-in text does not have (it has %{name}); the built-in text is used for it'],
      ['{"greeting":"%{constructor}%{__proto__}"}', 'Hallo Sam / 3 items', 'key "greeting" uses %{constructor}, %{__proto__}, which its built-in text does not have (it has %{name}); the built-in text is used for it'],
      [
        '{"greeting":{"one":"x"},"items":{"one":"y"},"__proto__":"z"}',
        'Hallo Sam / 3 items',
        'has unknown key(s) "__proto__"; known keys: greeting, items; key "greeting" must be a string (its built-in text has no plural forms), got {"one":"x"}; key "items" needs an "other" plural form (the text for every count without a form of its own), got {"one":"y"}; the built-in texts are used for these keys',
      ],
    ];
    for (const [value, shown, problem] of cases) {
      const errors = await errorsDuring(async () => {
        const el = await upgraded<Probe>(html`<nl-test-probe messages=${value}></nl-test-probe>`);
        expect(text(el), value).to.equal(shown);
        // The element works: attributes still apply.
        el.count = 1;
        await el.updateComplete;
        expect(text(el), value).to.match(/ \/ 1 (item|stuks)$/);
      });
      expect(errors, value).to.deep.equal([`nl-test-probe: attribute "messages" ${problem}`]);
    }
    // Valid: a plain string for a plural key (every count), %{count} in it, forms that Dutch never picks.
    const errors = await errorsDuring(async () => {
      const el = await upgraded<Probe>(html`<nl-test-probe count="1" messages='{"items":"aantal: %{count}","greeting":"Dag %{name}"}'></nl-test-probe>`);
      expect(text(el)).to.equal('Dag Sam / aantal: 1');
      el.setAttribute('messages', '{"items":{"zero":"geen","few":"enkele","one":"één stuk","other":"%{count} stuks"}}');
      await el.updateComplete;
      expect(text(el)).to.equal('Hallo Sam / één stuk');
    });
    expect(errors).to.deep.equal([]);
  });
});

describe('core: elements', () => {
  it('a render error falls back to the light DOM, is logged with the tag, and stops no other element', async () => {
    const errors = await errorsDuring(async () => {
      const wrapper = await fixture(html`
        <div>
          <nl-test-broken fail><span class="fallback">Inhoud</span></nl-test-broken>
          <nl-test-broken></nl-test-broken>
        </div>
      `);
      const [bad, good] = [...wrapper.querySelectorAll<NlElement>('nl-test-broken')];
      await bad!.updateComplete;
      await good!.updateComplete;
      expect(bad!.shadowRoot!.querySelector('slot')).to.exist;
      expect(bad!.querySelector('.fallback')!.checkVisibility()).to.equal(true);
      expect(good!.shadowRoot!.querySelector('#ok')!.textContent).to.equal('werkt');
      // Fixing the attribute recovers.
      bad!.removeAttribute('fail');
      await bad!.updateComplete;
      await new Promise((r) => setTimeout(r));
      expect(bad!.shadowRoot!.querySelector('#ok')).to.exist;
    });
    expect(errors.filter((e) => e.startsWith('nl-test-broken: render failed'))).to.have.length(1);
  });

  it('keeps React state when moved, and unmounts when removed for good', async () => {
    const wrapper = await fixture(html`<div><div id="a"><nl-test-probe></nl-test-probe></div><div id="b"></div></div>`);
    const el = wrapper.querySelector<Probe>('nl-test-probe')!;
    await el.updateComplete;
    const button = el.shadowRoot!.querySelector('button')!;
    button.click();
    button.click();
    await new Promise((r) => setTimeout(r));
    expect(el.shadowRoot!.querySelector('button')!.textContent).to.equal('2');
    wrapper.querySelector('#b')!.append(el);
    await new Promise((r) => setTimeout(r));
    expect(el.shadowRoot!.querySelector('button')!.textContent).to.equal('2');
    el.remove();
    await new Promise((r) => setTimeout(r));
    expect(el.shadowRoot!.childNodes.length).to.equal(0);
  });

  it('updateComplete waits for what an effect started in later tasks (completeAfter), and resolves when it fails', async () => {
    // (fixtureSync: open-wc's fixture() itself awaits updateComplete.)
    const el = fixtureSync<NlElement>(html`<nl-test-slow></nl-test-slow>`);
    let done = false;
    void el.updateComplete.then(() => (done = true));
    await waitUntil(() => el.shadowRoot?.querySelector('p')?.textContent === '0' && later.has(el), 'not rendered');
    await new Promise((r) => setTimeout(r));
    expect(done, 'updateComplete before the work is done').to.equal(false);
    later.get(el)!.finish();
    await el.updateComplete;
    // A new render whose effect's work fails: updateComplete still resolves (never rejects).
    el.setAttribute('step', '1');
    const before = later.get(el);
    const next = el.updateComplete;
    await waitUntil(() => later.get(el) !== before, 'the effect did not run again');
    later.get(el)!.fail();
    await next;
    expect(el.shadowRoot!.querySelector('p')!.textContent).to.equal('1');
    // Nothing pending: at once.
    let now = false;
    void el.updateComplete.then(() => (now = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(now, 'idle: updateComplete resolves at once').to.equal(true);
  });

  it('emit() fires a bubbling, composed CustomEvent', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('span');
    root.append(inner);
    document.body.append(host);
    let seen: CustomEvent | undefined;
    document.addEventListener('nl-test', (e) => (seen = e as CustomEvent), { once: true });
    emit(inner, 'nl-test', { a: 1 });
    host.remove();
    expect(seen?.detail).to.deep.equal({ a: 1 });
    expect(seen?.target).to.equal(host);
  });
});

describe('core: shapes', () => {
  it('describes the first problem with its path', () => {
    const shape = s.object({ pois: s.array(s.object({ name: s.string(), location: s.object({ lat: s.number(), lng: s.number() }) })) });
    expect(shape.check({ pois: [{ name: 'A', location: { lat: 1, lng: 2 } }] }, '')).to.equal(null);
    expect(shape.check({ pois: [{ name: 'A', location: { lat: '1', lng: 2 } }] }, '')).to.equal('.pois[0].location.lat must be a number, got "1"');
    expect(shape.check({ pois: [{ location: {} }] }, '')).to.equal('.pois[0].name is missing');
    expect(s.array(s.number(), { length: 2 }).check([1], '.size')).to.equal('.size must be an array of 2 numbers, got an array');
    expect(s.literal('a', 'b').check('c', '.x')).to.equal('.x must be one of "a", "b", got "c"');
  });
});
