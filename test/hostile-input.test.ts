/**
 * Hostile input, over every tag and every attribute (issue 8).
 *
 * Tags come from elements/ (test/all-tags.ts), attributes from each tag's spec (the schema the
 * element parses), plus the two every element observes: `messages` and `lang`. Each attribute gets
 * markup, `javascript:` URLs, a 1 MB string and, by its kind, huge numbers, malformed JSON and JSON
 * of the wrong type (at the top and deep inside: JSON_CASES); in the markup (a fresh element) and,
 * for a few values, set on an element that has rendered already. Then every button and link the
 * elements show is clicked (guardNavigation keeps the page where it is).
 *
 * Expected, per value: no uncaught error; no injected script or handler ran (window.__pwned), and
 * no element anywhere in the rendered tree carries an on* attribute, a <script> or a script URL;
 * one console.error that begins with the tag name and names the attribute when the value is bad,
 * none when it is merely unusual. Which values are bad is decided per kind of attribute:
 * - boolean: only presence counts, nothing is bad;
 * - enum: anything not in the list is bad; number: anything not a number is bad, and 1e308 is up to
 *   the attribute's range;
 * - json: malformed JSON, any other top-level type and the JSON_CASES `bad` values are bad;
 * - string: a free text (the schema accepts every probe in TEXT_PROBES) is never bad and must show
 *   as text; a URL (takes https:, refuses javascript:) must refuse every script URL, and markup in
 *   it is a relative path (which may fail to load: `could not load …` is no complaint about the
 *   attribute); a string with a format of its own (a video id, a selector) decides by its schema.
 *
 * Elements render side by side in batches (one per tag for valid values, one for bad ones), which
 * keeps the file fast. An element's own errors are told apart because the attribute layer logs
 * synchronously, as the element connects or its attribute is set; errors that come later (from
 * effects, loads, clicks) are matched to the attribute they name.
 */
import { expect, html, fixtureSync } from '@open-wc/testing';
import type { Attr, Schema } from '../src/core/attributes.ts';
import type { ElementSpec, NlElement } from '../src/core/define.tsx';
import { withdrawal } from '../src/core/consent-withdraw.ts';
import { build, clickEverything, composedElements, deepSettle, guardNavigation, loadAllTags, MARKUP, ONE_PER_PAGE, resetPage, specOf, TAGS } from './all-tags.ts';

const win = window as Window & { __pwned?: unknown };

const PWN = 'window.__pwned=1';
const MARKUP_VALUES = [`<img src=x onerror="${PWN}">`, `<script>${PWN}</script>`, `"><svg onload="${PWN}">`];
const SCRIPT_URLS = [`javascript:${PWN}`, ` \n JaVaScRiPt:${PWN}`, `java\tscript:${PWN}`];
const DATA_HTML = `data:text/html,<script>${PWN}</script>`;
const HUGE_TEXT = 'x'.repeat(1 << 20); // 1 MB
const MALFORMED = '{"a": [1, 2';

/** What a plain text attribute accepts: anything. */
const TEXT_PROBES = [...MARKUP_VALUES, ...SCRIPT_URLS, DATA_HTML, HUGE_TEXT, '1e308', MALFORMED, 'Gewone tekst', '€ ünïcödé ✓'];

type Kind = 'boolean' | 'enum' | 'number' | 'json' | 'text' | 'url' | 'format';

function kindOf(a: Attr<unknown>): Kind {
  if (a.kind !== 'string') return a.kind;
  const accepts = (raw: string) => !a.parse('probe', raw).problem;
  if (TEXT_PROBES.every(accepts)) return 'text';
  if (accepts('https://www.example.nl/pad?q=1') && !accepts(`javascript:${PWN}`)) return 'url';
  return 'format';
}

const POI = '{"name":"Utrecht","address":"Oudegracht 200","zipcode":"3511 NR","city":"Utrecht","location":{"lat":52,"lng":5}}';

/**
 * JSON attributes: the top-level type they take, values wrong deeper down (bad: one console.error
 * each) and values unusual but valid (none). Every JSON attribute of every tag must be here (a new
 * one fails the test until it is); `messages` (every tag) is made from the tag's catalogue.
 */
const JSON_CASES: Record<string, { type: 'object' | 'array'; bad: string[]; unusual: string[]; maxErrors?: number }> = {
  'nl-bg-image crop': {
    type: 'object',
    bad: ['{"width":"800"}', '{"width":800.5}', '{"quality":1e308}', '{"width":[800]}', '{"quality":{"a":1}}'],
    unusual: ['{"width":10000,"quality":1,"extra":"<img src=x onerror=\\"window.__pwned=1\\">"}'],
  },
  'nl-cookie-bar categories': {
    type: 'array',
    bad: ['["necessary",5]', '[{"necessary":true}]', '["<img src=x onerror=\\"window.__pwned=1\\">"]', '[null]'],
    unusual: [JSON.stringify(Array.from({ length: 10_000 }, (_, i) => (i % 2 ? 'necessary' : 'marketing'))), '[]'],
  },
  'nl-cookie-table cookies': {
    type: 'array',
    // Its documented choice: each bad entry is left out with an error of its own (the rest is
    // shown); at most 5 of those and a count of the others.
    maxErrors: 6,
    bad: [
      '[{"name":5,"provider":"p","purpose":"p","expiry":"e","category":"necessary"}]',
      '[{"name":"n","provider":"p","purpose":"p","expiry":"e","category":"<b>"}]',
      '[["n","p","p","e","necessary"]]',
      '[null]',
    ],
    unusual: [
      JSON.stringify([{ name: MARKUP_VALUES[0], provider: MARKUP_VALUES[1], purpose: SCRIPT_URLS[0], expiry: MARKUP_VALUES[2], category: 'necessary' }]),
      JSON.stringify(Array.from({ length: 2_000 }, (_, i) => ({ name: `c${i}`, provider: 'p', purpose: 'p', expiry: '1 jaar', category: 'statistics' }))),
    ],
  },
  // The same declarations and parser as nl-cookie-table's (src/core/cookie-declarations.ts, issue 16).
  'nl-cookie-bar cookies': {
    type: 'array',
    maxErrors: 6,
    bad: ['[{"name":"","provider":"p","purpose":"p","expiry":"e","category":"marketing"}]', '[{"name":"_ga*","provider":"p","purpose":"p","expiry":"e","category":"tracking"}]', '[null]'],
    unusual: [
      JSON.stringify([{ name: MARKUP_VALUES[0], provider: MARKUP_VALUES[1], purpose: SCRIPT_URLS[0], expiry: MARKUP_VALUES[2], category: 'marketing' }]),
      JSON.stringify(Array.from({ length: 2_000 }, (_, i) => ({ name: `c${i}*`, provider: 'p', purpose: 'p', expiry: '1 jaar', category: 'statistics' }))),
    ],
  },
  'nl-map config': {
    type: 'object',
    // The rest valid: `pois` empty or missing would add the contract's own `Missing configuration`.
    bad: [
      `{"api_key":5,"pois":[${POI}]}`,
      '{"api_key":"k","pois":{"name":"x"}}',
      `{"api_key":"k","pois":[${POI.replace('"lat":52', '"lat":"52"')}]}`,
      `{"api_key":"k","pois":[${POI.replace('"lat":52', '"lat":1e308')}]}`,
      `{"api_key":"k","pois":[${POI}],"zoom":"15"}`,
      `{"api_key":"k","pois":[${POI}],"markers":{"default":{"url":"/m.svg","size":["a","b"],"origin":[0,0],"anchor":[0,0],"scaledSize":[1,1]}}}`,
    ],
    unusual: [
      JSON.stringify({ api_key: MARKUP_VALUES[0], pois: [{ name: MARKUP_VALUES[0], address: MARKUP_VALUES[1], zipcode: MARKUP_VALUES[2], city: SCRIPT_URLS[0], location: { lat: 52, lng: 5 } }] }),
      JSON.stringify({ api_key: 'k', pois: Array.from({ length: 2_000 }, (_, i) => ({ name: `p${i}`, address: 'a', zipcode: 'z', city: 'c', location: { lat: 52, lng: 5 } })) }),
    ],
  },
  'nl-monitoring environments': {
    type: 'object',
    bad: ['{"production":"www.example.nl"}', '{"production":[5]}', '{"live":["www.example.nl"]}', '{"test":["<img src=x>"]}'],
    unusual: ['{"test":["test.example.nl","*.test.example.nl"]}'],
  },
  'nl-slider config': {
    type: 'object',
    // Unknown keys are refused too (its choice: a typo must not pass unseen).
    bad: ['{"slidesToShow":"3"}', '{"slidesToShow":1e308}', '{"breakpoints":{"abc":1}}', '{"breakpoints":[1,2]}', '{"autoplay":"yes"}', '{"interval":-5}', '{"speed":0,"<img src=x onerror=\\"window.__pwned=1\\">":1}'],
    unusual: ['{"slidesToShow":12,"slidesToScroll":12,"speed":0,"interval":600000,"breakpoints":{"99999":12,"1":1}}'],
  },
  'nl-tracking forms': {
    type: 'object',
    bad: ['{"contact":{"event":"<img src=x>"}}', '{"contact":{"event":5}}', '{"contact":"contact_submit"}', '{"contact":{"event":"call_back","user_data":{"email":5}}}'],
    unusual: [JSON.stringify(Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`form${i}`, { event: 'call_back' }])))],
  },
};

/**
 * `messages` (issue 16, src/core/i18n.ts checkOverrides): an unknown key, a value of the wrong type,
 * an object for a plain-text key, a plural set without `other` or with a form that is no plural
 * rule, a placeholder the built-in text does not have (`%{constructor}`, `%{__proto__}`) are bad:
 * one error each, that key keeps its built-in text. Markup as every text is valid (and must show as
 * text), and so are a key's own placeholders and, for a plural key, a plain string or a full set.
 */
function messagesCases(spec: ElementSpec<Schema, string>): { type: 'object'; bad: string[]; unusual: string[] } {
  const catalogue = spec.messages?.nl ?? {};
  const keys = Object.keys(catalogue);
  const bad = ['{"noSuchKey__":"x"}', '{"__proto__":"x"}', '{"constructor":"x"}'];
  const first = keys[0];
  if (first) {
    bad.push(
      ...[5, ['a'], null, true, { one: 'x' }, {}, { other: 'x' }, '%{constructor}', '%{__proto__}', '%{noSuchPlaceholder}'].map((value) => JSON.stringify({ [first]: value })),
      // One bad key among good ones: still one error.
      JSON.stringify({ ...Object.fromEntries(keys.map((key) => [key, 'Goed'])), [first]: { one: 'x' } }),
    );
  }
  const plural = keys.find((key) => typeof catalogue[key] !== 'string');
  if (plural) {
    bad.push(...[{ one: 'x' }, {}, { One: 'x', other: 'y' }, { one: 5, other: 'y' }, { one: 'x', other: ['y'] }, '%{nope}'].map((value) => JSON.stringify({ [plural]: value })));
  }
  const unusual = keys.length ? [JSON.stringify(Object.fromEntries(keys.map((key, i) => [key, MARKUP_VALUES[i % MARKUP_VALUES.length]!])))] : ['{}'];
  // Every key with its own placeholders (the nl text, marked up: still text).
  const own = (text: string) => `<b>${text}</b>`;
  if (keys.length) unusual.push(JSON.stringify(Object.fromEntries(keys.map((key) => [key, typeof catalogue[key] === 'string' ? own(catalogue[key]) : own((catalogue[key] as { other: string }).other)]))));
  if (plural) unusual.push(JSON.stringify({ [plural]: { zero: 'x', one: '%{count}', few: 'y', other: `${(catalogue[plural] as { other: string }).other} %{count}` } }));
  return { type: 'object', bad, unusual };
}

interface Case {
  label: string;
  raw: string;
  /** true: bad (one error); false: valid (none); 'schema': the attribute's own range or format decides. */
  bad: boolean | 'schema';
  /** Also set on an element that has rendered already (the attribute-change path). */
  live?: boolean;
}

type Value = Omit<Case, 'bad'>;
const markup: Value[] = MARKUP_VALUES.map((raw, i) => ({ label: `markup ${i + 1}`, raw }));
const scriptUrls: Value[] = SCRIPT_URLS.map((raw, i) => ({ label: `script URL ${i + 1}`, raw }));
const huge: Value = { label: '1 MB string', raw: HUGE_TEXT };
const malformed: Value = { label: 'malformed JSON', raw: MALFORMED };
const number = (raw: string): Value => ({ label: raw, raw });
const live = (value: Value): Value => ({ ...value, live: true });
const as = (bad: Case['bad']) => (value: Value): Case => ({ ...value, bad });

type Target = Attr<unknown> | 'messages' | 'lang';

/**
 * The values for one attribute. Every kind gets markup, a script URL and 1 MB; the rest follows
 * what the kind can get wrong (a boolean only knows presence, so two values say all there is).
 */
function casesFor(tag: string, name: string, a: Target, spec: ElementSpec<Schema, string>): { kind: Kind; cases: Case[] } {
  if (a === 'lang') return { kind: 'text', cases: [live(markup[0]!), huge].map(as(false)) };
  const kind = a === 'messages' ? 'json' : kindOf(a);
  switch (kind) {
    case 'boolean':
      return { kind, cases: [live(markup[0]!), huge].map(as(false)) };
    case 'text':
      // One script URL: only a URL attribute parses one (its variants are for the 'url' kind).
      return { kind, cases: [live(markup[0]!), markup[1]!, markup[2]!, scriptUrls[0]!, huge].map(as(false)) };
    case 'enum':
      return { kind, cases: [live(markup[0]!), scriptUrls[0]!, huge, number('1e308')].map(as(true)) };
    case 'number':
      return {
        kind,
        cases: [...[live(markup[0]!), scriptUrls[0]!, huge, malformed].map(as(true)), ...[live(number('1e308')), number('-1e308')].map(as('schema'))],
      };
    case 'url':
      return {
        kind,
        cases: [...[live(scriptUrls[0]!), scriptUrls[1]!, scriptUrls[2]!, { label: 'data: HTML', raw: DATA_HTML }].map(as(true)), ...[live(markup[0]!), markup[1]!, markup[2]!, huge].map(as('schema'))],
      };
    case 'format':
      return { kind, cases: [live(markup[0]!), markup[2]!, scriptUrls[0]!, huge, number('1e308'), malformed].map(as('schema')) };
    case 'json': {
      const json = a === 'messages' ? messagesCases(spec) : JSON_CASES[`${tag} ${name}`];
      if (!json) throw new Error(`${tag}: JSON attribute "${name}" has no entry in JSON_CASES (test/hostile-input.test.ts): add its type and values wrong deep inside`);
      const other = json.type === 'object' ? '[]' : '{}';
      // `messages` is parsed by the same core code for every tag: a few wrong types suffice there.
      const wrongTypes =
        a === 'messages'
          ? ['"a string"', other]
          : [
              '"a string"',
              '42',
              '1e308',
              'null',
              'true',
              other,
              json.type === 'object' ? '["a","b"]' : '{"0":"necessary"}',
              JSON.stringify(Array.from({ length: 10_000 }, (_, i) => i)),
              JSON.stringify(HUGE_TEXT),
              `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
            ];
      return {
        kind,
        cases: [
          ...[live(markup[0]!), scriptUrls[0]!, huge, live(malformed)].map(as(true)),
          ...wrongTypes.map((raw, i) => ({ label: `wrong type ${i + 1}`, raw, bad: true, live: i === 0 })),
          ...json.bad.map((raw, i) => ({ label: `wrong inside ${i + 1}`, raw, bad: true, live: i === 0 })),
          ...json.unusual.map((raw, i) => ({ label: `unusual ${i + 1}`, raw, bad: false, live: i === 0 })),
        ],
      };
    }
  }
}

// ------------------------------------------------------------------------------------ the page

const errors: string[] = [];
const uncaught: string[] = [];
const navigations: string[] = [];
const originalError = console.error;
const originalWarn = console.warn;
/** "Clear": a message quoting a 1 MB value quotes its start (src/core/errors.ts, clipMessage). */
const MAX_MESSAGE = 1100;
/** A failed request (a URL the schema accepted that leads nowhere), logged by the element that made it. */
const loadFailure = (e: string) => /^nl-[a-z-]+: (could not load |.* could not be used \()/.test(e);
const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);
const show = (arg: unknown) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : typeof arg === 'string' ? arg : String(arg));
const onError = (event: ErrorEvent) => uncaught.push(event.message);
const onRejection = (event: PromiseRejectionEvent) => uncaught.push(`unhandled rejection: ${show(event.reason)}`);
let unguard = () => {};

/**
 * What must hold for the whole page after every test: no uncaught error, no navigation away, no
 * injected script or handler run. Read and reset, so that the next test starts clean (and a
 * failure names the tag it came from).
 */
function pageProblems(): string[] {
  const problems = [
    ...uncaught.splice(0).map((e) => `uncaught: ${clip(e)}`),
    ...navigations.splice(0).map((url) => `the page tried to navigate to ${url}`),
  ];
  if (win.__pwned !== undefined) problems.push('window.__pwned was set: an injected script or handler ran');
  delete win.__pwned;
  return problems;
}

const container = document.createElement('div');

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'poster', 'data', 'xlink:href', 'background'];
const SCRIPT_URL = /^(javascript|vbscript):|^data:text\/html/i;

/** What in the rendered tree could run script: handler attributes, script elements, script URLs. */
function injections(root: Node, own: { element: Element; name: string }): string[] {
  const found: string[] = [];
  for (const element of composedElements(root)) {
    if (element.localName === 'script') found.push('<script>');
    if (element.localName === 'iframe' && element.hasAttribute('srcdoc')) found.push('<iframe srcdoc>');
    for (const attribute of element.attributes) {
      if (element === own.element && attribute.name === own.name) continue; // the value under test, as we set it
      // The URL parser drops leading spaces and control characters, and tabs and newlines anywhere:
      // ` java\tscript:` is javascript:. The scheme is at the start, so the start is enough.
      const value = [...attribute.value.slice(0, 64)].filter((ch) => ch > ' ').join('');
      if (attribute.name.startsWith('on')) found.push(`<${element.localName} ${attribute.name}>`);
      else if (URL_ATTRIBUTES.includes(attribute.name) && SCRIPT_URL.test(value)) found.push(`<${element.localName} ${attribute.name}="${value.slice(0, 40)}">`);
    }
  }
  return found;
}

interface Plan {
  name: string;
  c: Case;
  mode: 'fresh' | 'live';
  bad: boolean;
  element: HTMLElement;
  fragment: DocumentFragment;
  /** The fragment's top-level nodes, to look into once connected. */
  nodes: Node[];
  /** The errors logged as this element connected (fresh) or as its attribute was set (live). */
  errors: string[];
}

/**
 * Renders the plans side by side, sets the live values, and clicks every button and link of the
 * elements in `click`; returns what was logged later.
 */
async function runBatch(plans: Plan[], click: Plan[]): Promise<string[]> {
  resetPage();
  errors.length = 0;
  for (const plan of plans) {
    container.append(plan.fragment);
    plan.errors = errors.splice(0);
  }
  await deepSettle(container);
  const pool = errors.splice(0);
  for (const plan of plans) {
    if (plan.mode !== 'live') continue;
    plan.element.setAttribute(plan.name, plan.c.raw);
    plan.errors.push(...errors.splice(0));
  }
  await deepSettle(container);
  await clickEverything(
    click.flatMap((plan) => plan.nodes.filter((node): node is Element => node instanceof Element)),
    container,
  );
  return [...pool, ...errors.splice(0)];
}

/**
 * One batch's errors against what its values should log. An element's own errors are checked one
 * by one. Errors logged later are matched by the attribute they name: valid values must have
 * caused none; a bad value that logged nothing of its own must account for one (or up to the
 * attribute's maxErrors) later. (Two elements could cancel out there, one logging twice and one
 * not at all; the own errors, most of them, are exact.)
 */
function judge(tag: string, batch: Plan[], pool: string[], bad: boolean): string[] {
  const failures: string[] = [];
  const max = (name: string) => JSON_CASES[`${tag} ${name}`]?.maxErrors ?? 1;
  const names = (e: string, name: string) => e.startsWith(`${tag}: `) && e.includes(`"${name}"`);
  const owing = new Map<string, number>();
  for (const plan of batch) {
    const where = `${plan.name} ${plan.c.label} (${plan.mode})`;
    for (const node of plan.nodes) failures.push(...injections(node, plan).map((p) => `${where}: ${p}`));
    for (const e of plan.errors) if (e.length > MAX_MESSAGE) failures.push(`${where}: an error of ${e.length} characters`);
    if (!bad) {
      if (plan.errors.length) failures.push(`${where}: valid, yet logged ${JSON.stringify(plan.errors.map(clip))}`);
    } else if (plan.errors.length > max(plan.name) || !plan.errors.every((e) => names(e, plan.name))) {
      failures.push(`${where}: expected one error naming "${plan.name}", got ${JSON.stringify(plan.errors.map(clip))}`);
    } else if (!plan.errors.length) {
      owing.set(plan.name, (owing.get(plan.name) ?? 0) + 1);
    }
  }
  for (const e of pool) if (e.length > MAX_MESSAGE) failures.push(`an error of ${e.length} characters: ${clip(e)}`);
  // A URL the schema accepts (markup is a relative path) may lead nowhere: `could not load …`
  // (nl-cookie-bar: `template-url … could not be used (HTTP 404)`) is a failed request, not a
  // complaint about the attribute. It may come in after its batch, even after its tag's test.
  pool = pool.filter((e) => !loadFailure(e));
  if (!bad) {
    if (pool.length) failures.push(`valid values, yet logged later: ${JSON.stringify(pool.map(clip))}`);
    return failures;
  }
  const later = new Map<string, string[]>();
  for (const e of pool) {
    const name = [...owing.keys()].find((n) => names(e, n));
    if (name) later.set(name, [...(later.get(name) ?? []), e]);
    else failures.push(`logged later, and no bad value that logged nothing accounts for it: ${clip(e)}`);
  }
  for (const [name, count] of owing) {
    const got = later.get(name) ?? [];
    if (got.length < count || got.length > count * max(name)) {
      failures.push(`${name}: ${count} bad value(s) logged nothing as they were set; later errors naming it: ${JSON.stringify(got.map(clip))}`);
    }
  }
  return failures;
}

describe('hostile input', function () {
  this.timeout(30_000);
  const specs = new Map<string, ElementSpec<Schema, string>>();
  /** What the test runner has in <body> (its module scripts). */
  let runnerOwn = new Set<Element>();
  let reloadPage = withdrawal.reload;

  before(async () => {
    await loadAllTags();
    for (const tag of TAGS) specs.set(tag, await specOf(tag));
    runnerOwn = new Set(document.body.children);
    document.body.append(container);
    unguard = guardNavigation(navigations);
    // nl-cookie-bar's reload-on-withdraw reloads the page when the clicks withdraw a consent. The
    // guard cancels that reload through the Navigation API, which WebKit 2.50 lacks (and a reload
    // cannot be stopped otherwise): so the reload itself is stood in for, in every engine (the
    // cookie bar's own tests check it).
    reloadPage = withdrawal.reload;
    withdrawal.reload = () => {};
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    // Recorded, not printed: a hostile run logs hundreds of errors on purpose.
    console.error = (...args: unknown[]) => errors.push(args.map(show).join(' '));
    console.warn = () => {};
  });

  after(() => {
    console.error = originalError;
    console.warn = originalWarn;
    unguard();
    withdrawal.reload = reloadPage;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    container.remove();
    resetPage();
  });


  it('covers every tag and every JSON attribute', async () => {
    expect(TAGS.length).to.be.greaterThan(20);
    expect(TAGS.filter((tag) => !(tag in MARKUP)), 'tags without MARKUP (test/all-tags.ts)').to.deep.equal([]);
    expect(TAGS.filter((tag) => customElements.get(tag) === undefined), 'elements/<tag>.ts defines <tag>').to.deep.equal([]);
    const json = TAGS.flatMap((tag) => Object.entries(specs.get(tag)!.attributes).filter(([, a]) => a.kind === 'json').map(([name]) => `${tag} ${name}`));
    expect(json.filter((key) => !(key in JSON_CASES)), 'JSON attributes without JSON_CASES').to.deep.equal([]);
    expect(Object.keys(JSON_CASES).filter((key) => !json.includes(key)), 'JSON_CASES of no attribute').to.deep.equal([]);
    // The built manifest (npm test builds before the browser tests) lists the same tags.
    const manifest = await fetch('/dist/custom-elements.json');
    if (manifest.ok) {
      const { modules } = (await manifest.json()) as { modules: { declarations: { tagName?: string }[] }[] };
      const listed = modules.flatMap((m) => m.declarations.map((d) => d.tagName)).filter(Boolean);
      expect([...listed].sort(), 'dist/custom-elements.json').to.deep.equal([...TAGS]);
    }
  });

  it('renders the markup of every tag without a console error (the baseline)', async () => {
    resetPage();
    errors.length = 0;
    for (const tag of TAGS) container.append(build(tag).fragment);
    await deepSettle(container);
    const logged = errors.splice(0);
    container.replaceChildren();
    expect([...logged, ...pageProblems()]).to.deep.equal([]);
  });

  for (const tag of TAGS) {
    it(`${tag}: every attribute`, async () => {
      const spec = specs.get(tag)!;
      const targets: [string, Target][] = [...Object.entries(spec.attributes), ['messages', 'messages'], ['lang', 'lang']];
      const plans: Plan[] = [];
      for (const [name, a] of targets) {
        for (const c of casesFor(tag, name, a, spec).cases) {
          const bad = c.bad === 'schema' ? typeof a === 'object' && Boolean(a.parse(name, c.raw).problem) : c.bad;
          for (const mode of c.live ? (['fresh', 'live'] as const) : (['fresh'] as const)) {
            const { fragment, element } = build(tag);
            if (mode === 'fresh') element.setAttribute(name, c.raw);
            plans.push({ name, c, mode, bad, element, fragment, nodes: [...fragment.childNodes], errors: [] });
          }
        }
      }
      // Page-wide elements (one cookie bar per page) compete when dozens render at once: a few at a time.
      const size = ONE_PER_PAGE.has(tag) ? 8 : Infinity;
      const failures: string[] = [];
      for (const bad of [false, true]) {
        const all = plans.filter((p) => p.bad === bad);
        for (let i = 0; i < all.length; i += size) {
          const batch = all.slice(i, i + size);
          // A bad value is refused and the element renders its default instead: clicking one
          // element per attribute shows it still works; clicking all would click the same thing.
          const click = bad ? batch.filter((p, j) => batch.findIndex((q) => q.name === p.name) === j) : batch;
          const pool = await runBatch(batch, click);
          failures.push(...judge(tag, batch, pool, bad), ...pageProblems().map((p) => `${bad ? 'bad' : 'valid'} values: ${p}`));
          // What the elements put elsewhere on the page (openModal's dialog, a cookie bar in <body>).
          for (const other of document.body.children) {
            if (other !== container && !runnerOwn.has(other)) failures.push(...injections(other, { element: other, name: '' }).map((p) => `in <body>: ${p}`));
          }
          container.replaceChildren();
          await Promise.resolve();
        }
      }
      expect(failures).to.deep.equal([]);
    });
  }

  it('keeps a huge valid number huge: nl-alert duration="1e308" does not hide at once', async () => {
    // setTimeout takes a 32-bit delay; 1e308 (or 30 days) wrapped round to 0 and hid the alert at once.
    container.innerHTML = '<nl-alert duration="1e308">Blijft staan</nl-alert><nl-alert duration="2592000000">Dertig dagen</nl-alert>';
    await deepSettle(container);
    // The wrapped timer fired within a millisecond; 50 ms is plenty to see it did not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const hidden = [...container.querySelectorAll<HTMLElement>('nl-alert')].map((alert) => alert.hidden);
    container.replaceChildren();
    expect(hidden).to.deep.equal([false, false]);
    expect(pageProblems()).to.deep.equal([]);
  });

  it('issue 16: a messages override that misses a plural form: the cookie bar still appears, with its built-in text for that key', async () => {
    resetPage();
    errors.length = 0;
    container.innerHTML = `
      ${MARKUP['nl-cookie-bar']!.replace('<nl-cookie-bar ', `<nl-cookie-bar messages='{"title":{"one":"x"},"acceptAll":"Prima"}' `)}
      ${MARKUP['nl-call-us']!.replace('<nl-call-us ', `<nl-call-us messages='{"call":{}}' `)}
    `;
    await deepSettle(container);
    const bar = container.querySelector('nl-cookie-bar')!.shadowRoot!;
    const shown = {
      title: bar.querySelector('[part="title"]')?.textContent,
      accept: bar.querySelector('[part~="accept-all"]')?.textContent,
      visible: bar.querySelector<HTMLElement>('[part="bar"]')?.checkVisibility(),
    };
    const link = container.querySelector('nl-call-us')!.shadowRoot!.querySelector('a');
    const logged = errors.splice(0);
    container.replaceChildren();
    resetPage();
    expect(shown).to.deep.equal({ title: 'Cookies op deze website', accept: 'Prima', visible: true });
    expect(link?.getAttribute('href')).to.equal('tel:+31201234567');
    expect(logged).to.deep.equal([
      'nl-cookie-bar: attribute "messages" key "title" must be a string (its built-in text has no plural forms), got {"one":"x"}; the built-in text is used for it',
      'nl-call-us: attribute "messages" key "call" must be a string (its built-in text has no plural forms), got {}; the built-in text is used for it',
    ]);
    expect(pageProblems()).to.deep.equal([]);
  });

  it('leaves the page usable: nothing left behind, and a fresh accordion and modal work', async () => {
    resetPage();
    await deepSettle(document.body);
    const leftOver = composedElements(document.body).filter((e) => e.localName.startsWith('nl-'));
    expect(leftOver.map((e) => e.localName), 'nl-* elements left on the page').to.deep.equal([]);
    expect(composedElements(document.body).filter((e) => e.matches(':modal, :popover-open')).length, 'open dialogs (and blockers) in the top layer').to.equal(0);

    const start = errors.length;
    const page = fixtureSync<HTMLElement>(html`<div>
      <nl-accordion><nl-accordion-item item-id="na-afloop" heading="Werkt het nog?"><p>Ja.</p></nl-accordion-item></nl-accordion>
      <nl-modal heading="Nog steeds"><p>Een venster.</p></nl-modal>
    </div>`);
    await deepSettle(page);
    const item = page.querySelector<NlElement>('nl-accordion-item')!;
    const header = item.shadowRoot!.querySelector<HTMLButtonElement>('button')!;
    header.click();
    await item.updateComplete;
    expect(header.getAttribute('aria-expanded')).to.equal('true');
    const modal = page.querySelector<NlElement & { show(): void; close(): void }>('nl-modal')!;
    modal.show();
    await modal.updateComplete;
    const dialog = modal.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open && dialog.matches(':popover-open')).to.equal(true);
    modal.close();
    await modal.updateComplete;
    expect(modal.hasAttribute('open')).to.equal(false);
    page.remove();
    expect(errors.slice(start).filter((e) => !loadFailure(e))).to.deep.equal([]);
    expect(pageProblems()).to.deep.equal([]);
  });
});
