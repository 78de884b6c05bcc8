/**
 * Issue 14.3: the JSON Schemas in dist/schemas/ (written by `npm run build` from the shapes that
 * check the attributes at run time) agree with the elements. For each value of the table, the
 * schema rejects it exactly when the element, given the value, reports a problem (console.error).
 * Needs `npm run build` first (the schemas are read from /dist/schemas/).
 */
import { expect } from '@open-wc/testing';
import Ajv2020 from 'ajv/dist/2020.js';
import '../elements/nl-bg-image.ts';
import '../elements/nl-cookie-bar.ts';
import '../elements/nl-cookie-table.ts';
import '../elements/nl-map.ts';
import '../elements/nl-monitoring.ts';
import '../elements/nl-slider.ts';
import '../elements/nl-tracking.ts';
import '../elements/nl-alert.ts';
import '../elements/nl-vacancy-upload.ts';
import type { NlElement } from '../src/core/define.tsx';
import { errorsDuring, settle } from './helpers.ts';

const poi = (extra: Record<string, unknown> = {}) => ({ name: 'Utrecht', address: 'Stationsplein 1', zipcode: '3511 ED', city: 'Utrecht', location: { lat: 52.09, lng: 5.11 }, ...extra });
const map = (extra: Record<string, unknown> = {}) => ({ api_key: 'test-key', pois: [poi()], ...extra });
const cookie = (extra: Record<string, unknown> = {}) => ({ name: '_ga', provider: 'Google', purpose: 'Statistiek', expiry: '2 jaar', category: 'statistics', ...extra });

interface Row {
  tag: string;
  attribute: string;
  value: unknown;
  valid: boolean;
  /** Other attributes the element needs to have no problem of its own. */
  base?: Record<string, string>;
}

const SENTRY = { dsn: `http://public@${location.host}/fake/sentry/1` };
const UPLOAD = { name: 'cv' };

const row = (tag: string, attribute: string, valid: boolean, value: unknown, base?: Record<string, string>): Row => ({ tag, attribute, value, valid, base });

const TABLE: Row[] = [
  row('nl-map', 'config', true, map()),
  row('nl-map', 'config', true, map({ zoom: 0, markers: { default: { url: '/assets/marker-vestiging.svg', size: [32, 40], anchor: [16, 40] } } })),
  row('nl-map', 'config', true, map({ pois: [poi({ type: 'kantoor' }), poi({ name: 'Zwolle', address: undefined })], extra: 'kept for later versions' })),
  row('nl-map', 'config', false, {}),
  row('nl-map', 'config', false, { pois: [poi()] }),
  row('nl-map', 'config', false, map({ api_key: '' })),
  row('nl-map', 'config', false, map({ api_key: '   ' })),
  row('nl-map', 'config', false, map({ api_key: 5 })),
  row('nl-map', 'config', false, map({ pois: [] })),
  row('nl-map', 'config', false, map({ pois: 'Utrecht' })),
  row('nl-map', 'config', false, map({ pois: [poi({ location: { lat: 95, lng: 5 } })] })),
  row('nl-map', 'config', false, map({ pois: [poi(), poi({ name: '' })] })),
  row('nl-map', 'config', false, map({ pois: [poi({ location: undefined })] })),
  row('nl-map', 'config', false, map({ zoom: 23 })),
  row('nl-map', 'config', false, map({ zoom: '15' })),
  row('nl-map', 'config', false, map({ markers: [] })),
  row('nl-map', 'config', false, map({ markers: { default: { url: 'javascript:alert(1)' } } })),
  row('nl-map', 'config', false, map({ markers: { default: { url: '/x.svg', size: [32] } } })),
  row('nl-map', 'config', false, [map()]),

  row('nl-slider', 'config', true, {}),
  row('nl-slider', 'config', true, { slidesToShow: 3, breakpoints: { '1000': 2, '600': 1 }, autoplay: true, interval: 5000 }),
  row('nl-slider', 'config', true, { speed: 0, dots: false, arrows: true, rewind: false, slidesToScroll: 12 }),
  row('nl-slider', 'config', false, { slidesToShow: 0 }),
  row('nl-slider', 'config', false, { slidesToShow: 2.5 }),
  row('nl-slider', 'config', false, { slideToShow: 2 }),
  row('nl-slider', 'config', false, { breakpoints: { wide: 2 } }),
  row('nl-slider', 'config', false, { breakpoints: { '0600': 2 } }),
  row('nl-slider', 'config', false, { breakpoints: { '600': 13 } }),
  row('nl-slider', 'config', false, { autoplay: 'yes' }),
  row('nl-slider', 'config', false, { interval: 999 }),
  row('nl-slider', 'config', false, [1]),

  row('nl-bg-image', 'crop', true, { width: 1600, quality: 70 }, { src: '/assets/hero.svg' }),
  row('nl-bg-image', 'crop', true, {}, { src: '/assets/hero.svg' }),
  row('nl-bg-image', 'crop', true, { width: 10000 }, { src: '/assets/hero.svg' }),
  row('nl-bg-image', 'crop', false, { width: 0 }, { src: '/assets/hero.svg' }),
  row('nl-bg-image', 'crop', false, { quality: 101 }, { src: '/assets/hero.svg' }),
  row('nl-bg-image', 'crop', false, { width: 800.5 }, { src: '/assets/hero.svg' }),
  row('nl-bg-image', 'crop', false, { width: '800' }, { src: '/assets/hero.svg' }),
  row('nl-bg-image', 'crop', false, 800, { src: '/assets/hero.svg' }),

  row('nl-cookie-bar', 'categories', true, ['necessary', 'statistics']),
  row('nl-cookie-bar', 'categories', true, ['necessary', 'preferences', 'statistics', 'marketing']),
  row('nl-cookie-bar', 'categories', false, ['necessary', 'analytics']),
  row('nl-cookie-bar', 'categories', false, 'necessary'),
  row('nl-cookie-bar', 'categories', false, [1]),

  row('nl-cookie-table', 'cookies', true, []),
  row('nl-cookie-table', 'cookies', true, [cookie(), cookie({ name: 'nl_consent', category: 'necessary', provider: '' })]),
  row('nl-cookie-table', 'cookies', false, [cookie(), cookie({ name: '' })]),
  row('nl-cookie-table', 'cookies', false, [cookie({ category: 'analytics' })]),
  row('nl-cookie-table', 'cookies', false, [cookie({ expiry: undefined })]),
  row('nl-cookie-table', 'cookies', false, cookie()),

  row('nl-tracking', 'forms', true, {}),
  row('nl-tracking', 'forms', true, { 'contact-form': { event: 'contact_submit', user_data: { email: 'contact-email', phone_number: 'contact-phone' } } }),
  row('nl-tracking', 'forms', true, { terugbellen: { event: 'call_back' } }),
  row('nl-tracking', 'forms', false, { 'contact-form': { event: 'submit' } }),
  row('nl-tracking', 'forms', false, { 'contact-form': {} }),
  row('nl-tracking', 'forms', false, { 'contact-form': { event: 'call_back', user_data: { phone: 'tel' } } }),
  row('nl-tracking', 'forms', false, { 'contact-form': { event: 'call_back', user_data: { email: '' } } }),
  row('nl-tracking', 'forms', false, [{ event: 'call_back' }]),

  row('nl-monitoring', 'environments', true, { test: ['localhost', '127.0.0.1'] }, SENTRY),
  row('nl-monitoring', 'environments', true, { production: ['www.example.nl', '*.example.nl'], acceptance: [] }, SENTRY),
  row('nl-monitoring', 'environments', false, { staging: ['staging.example.nl'] }, SENTRY),
  row('nl-monitoring', 'environments', false, { production: 'www.example.nl' }, SENTRY),
  row('nl-monitoring', 'environments', false, { production: ['https://www.example.nl/'] }, SENTRY),
  row('nl-monitoring', 'environments', false, ['www.example.nl'], SENTRY),

  row('nl-alert', 'messages', true, { close: 'Sluit deze melding' }),
  // Plural forms only where the built-in text has them (issue 16.3: nl-alert's `close` is a plain text).
  row('nl-alert', 'messages', false, { close: { one: 'Sluit', other: 'Sluit alles' } }),
  row('nl-vacancy-upload', 'messages', true, { type: { one: 'Alleen %{types}.', other: 'Alleen %{types}.' } }, UPLOAD),
  row('nl-vacancy-upload', 'messages', true, { type: 'Kies een bestand van het type %{types}.' }, UPLOAD),
  row('nl-vacancy-upload', 'messages', false, { type: { one: 'x' } }, UPLOAD),
  row('nl-vacancy-upload', 'messages', false, { type: { een: 'x', other: 'y' } }, UPLOAD),
  row('nl-alert', 'messages', true, {}),
  row('nl-alert', 'messages', false, { clsoe: 'Sluit' }),
  row('nl-alert', 'messages', false, { close: 5 }),
  row('nl-alert', 'messages', false, ['Sluit']),
  row('nl-tracking', 'messages', false, { close: 'Sluit' }),
  row('nl-slider', 'messages', true, { next: 'Volgende dia' }),
];

// Strict: an unknown keyword or a malformed schema throws at compile.
const ajv = new Ajv2020({ strict: true, allErrors: true });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

async function validator(tag: string, attribute: string) {
  const file = `/dist/schemas/${tag}.${attribute}.schema.json`;
  if (!validators.has(file)) {
    const response = await fetch(file);
    expect(response.ok, `${file} exists (npm run build)`).to.be.true;
    validators.set(file, ajv.compile((await response.json()) as object));
  }
  return validators.get(file)!;
}

/** The console errors of the element given `value` (and its base attributes), on the page. */
async function reported({ tag, attribute, value, base }: Row): Promise<string[]> {
  const host = document.createElement('div');
  document.body.append(host);
  try {
    return await errorsDuring(async () => {
      const el = document.createElement(tag) as NlElement;
      for (const [name, raw] of Object.entries(base ?? {})) el.setAttribute(name, raw);
      el.setAttribute(attribute, JSON.stringify(value));
      host.append(el);
      await settle(el);
      // Effects that report (nl-map's readConfig, nl-cookie-table's left-out entries) ran before
      // updateComplete; one more frame for anything they scheduled.
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
  } finally {
    host.remove();
  }
}

describe('JSON Schemas and run time agree (issue 14.3)', () => {
  before(() => {
    document.cookie = 'nl_consent=; path=/; max-age=0';
  });

  it('every JSON attribute of the issue has its schema, with a description, defaults and an example', async () => {
    const files = ['nl-map.config', 'nl-slider.config', 'nl-bg-image.crop', 'nl-cookie-bar.categories', 'nl-cookie-table.cookies', 'nl-tracking.forms', 'nl-monitoring.environments'];
    for (const file of files) {
      const schema = (await (await fetch(`/dist/schemas/${file}.schema.json`)).json()) as Record<string, unknown>;
      expect(schema.$schema, file).to.equal('https://json-schema.org/draft/2020-12/schema');
      expect(schema.description, file).to.be.a('string').and.not.empty;
      expect(schema.examples, file).to.be.an('array').with.length(1);
      const [tag, attribute] = file.split('.') as [string, string];
      const validate = await validator(tag, attribute);
      expect(validate((schema.examples as unknown[])[0]), `${file}: its example is valid`).to.be.true;
    }
    const slider = (await (await fetch('/dist/schemas/nl-slider.config.schema.json')).json()) as { properties: Record<string, { default: unknown; description: string }> };
    expect(slider.properties.interval!.default).to.equal(7000);
    expect(slider.properties.interval!.description).to.be.a('string').and.not.empty;
  });

  it('custom-elements.json points each JSON attribute to its schema', async () => {
    const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as { modules: { declarations: { tagName: string; attributes: { name: string; schema?: string }[] }[] }[] };
    const attributes = manifest.modules.flatMap((m) => m.declarations.flatMap((d) => d.attributes.map((a) => ({ ...a, tag: d.tagName }))));
    expect(attributes.find((a) => a.tag === 'nl-map' && a.name === 'config')?.schema).to.equal('schemas/nl-map.config.schema.json');
    const tags = new Set(manifest.modules.map((m) => m.declarations[0]!.tagName));
    for (const tag of tags) expect(attributes.find((a) => a.tag === tag && a.name === 'messages')?.schema, tag).to.equal(`schemas/${tag}.messages.schema.json`);
  });

  for (const entry of TABLE) {
    const what = `${entry.tag} ${entry.attribute}='${JSON.stringify(entry.value)}'`;
    it(`${entry.valid ? 'accepts' : 'rejects'} ${what.length > 110 ? `${what.slice(0, 110)}…` : what}`, async () => {
      const validate = await validator(entry.tag, entry.attribute);
      const schemaSays = validate(entry.value);
      const errors = await reported(entry);
      expect(schemaSays, `the schema ${entry.valid ? 'accepts' : 'rejects'} it (${ajv.errorsText(validate.errors)})`).to.equal(entry.valid);
      if (entry.valid) expect(errors, 'the element reports nothing').to.deep.equal([]);
      else expect(errors.filter((error) => error.startsWith(`${entry.tag}:`)), 'the element reports it').to.not.be.empty;
    });
  }
});
