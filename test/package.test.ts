/**
 * Issue 17.1 and 17.3: the package a site installs, and the manifest and editor data it ships.
 * Needs `npm run build`. The runner packs dist/ once (`npm pack`), installs the tarball into an empty
 * folder with `npm install --offline` and serves that folder at /installed/ (test/package-server.mjs).
 */
import { expect, oneEvent } from '@open-wc/testing';
import { pollServerCommand } from './helpers.ts';
import Ajv from 'ajv';
import schema from 'custom-elements-manifest/schema.json';

interface Installed {
  tarball: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: string[];
  installed: string[];
  lock: string[];
}
interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

const installed = () => pollServerCommand<Installed, object>('nl-package', {});
const npx = (args: string[], stdin?: string) => pollServerCommand<Run, object>('nl-package', { check: { args, stdin } });

async function json<T>(path: string): Promise<T> {
  const response = await fetch(path);
  expect(response.ok, path).to.equal(true);
  return (await response.json()) as T;
}

/** Loads `src` in an iframe and resolves with its window once the loader's `ready` has resolved. */
async function page(src: string): Promise<Window & { nl: { ready: Promise<void> } }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 800px; height: 600px';
  document.body.append(frame);
  const loaded = oneEvent(frame, 'load');
  frame.src = src;
  await loaded;
  const win = frame.contentWindow as Window & { nl?: { ready: Promise<void> } };
  for (let i = 0; !win.nl && i < 200; i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(win.nl, 'window.nl from the installed loader').to.exist;
  await win.nl!.ready;
  return win as Window & { nl: { ready: Promise<void> } };
}

describe('the packed package (issue 17.1)', function () {
  this.timeout(120_000);
  let info: Installed;

  before(async () => {
    info = await installed();
  });

  it('installs from the tarball alone: nothing but nl-components is downloaded', () => {
    expect(info.installed).to.deep.equal(['nl-components']);
    expect(info.lock).to.deep.equal(['node_modules/nl-components']);
  });

  it('ships what a site uses and not the hidden source maps', () => {
    for (const file of [
      'package.json',
      'LICENSE',
      'README.md',
      'CHANGELOG.md',
      // The manual, which the README links to (issue 32).
      'docs/getting-started.md',
      'docs/CONTRACT.md',
      'dist/nl-components.js',
      'dist/nl-components.js.map',
      'dist/nl-components.css',
      'dist/nl-components.d.ts',
      'dist/custom-elements.json',
      'dist/cms.js',
      'dist/cms.d.ts',
      'dist/cli/nl-components.js',
      'dist/elements/nl-accordion.js',
      'dist/vscode.html-custom-data.json',
      'dist/vscode.css-custom-data.json',
      'dist/web-types.json',
      'dist/THIRD-PARTY-LICENSES.txt',
      'dist/react/elements/nl-accordion.js',
    ]) {
      expect(info.files, file).to.include(file);
    }
    expect(info.files.filter((file) => file.endsWith('.map'))).to.deep.equal(['dist/nl-components.js.map']);
    expect(info.files.some((file) => file.startsWith('src/') || file.startsWith('test/') || file.startsWith('examples/'))).to.equal(false);
    // The WordPress plugin's zip is a download of its own (a copy of dist/ inside), not part of the package.
    expect(info.files.some((file) => file.startsWith('dist/wordpress/'))).to.equal(false);
    // A bound for an accidental inclusion (a source map of every file, the WordPress zip: each
    // hundreds of KB more), not a budget for the docs, which grow with the project: 802 KB on
    // 2026-11-30 (docs/*.md 317 KB of the 3.0 MB unpacked), when 800 KB became 850.
    expect(info.size, 'tarball bytes').to.be.below(850_000);
  });

  it('source maps: built for every file, referenced only by the loader', async () => {
    const text = async (path: string) => (await fetch(path)).text();
    expect(await text('/dist/nl-components.js')).to.match(/\/\/# sourceMappingURL=nl-components\.js\.map\s*$/);
    expect(await text('/dist/elements/nl-accordion.js')).not.to.include('sourceMappingURL');
    const map = await json<{ sources: string[] }>('/dist/elements/nl-accordion.js.map');
    expect(map.sources.some((source) => source.endsWith('elements/nl-accordion.ts'))).to.equal(true);
  });

  it('package.json: public, licensed, no dependencies, every exports target and the bin in the tarball', async () => {
    const pkg = await json<Record<string, unknown>>('/installed/node_modules/nl-components/package.json');
    expect(pkg.private).to.equal(undefined);
    expect(pkg.license).to.equal('MIT');
    expect(pkg.version).to.match(/^\d+\.\d+\.\d+$/);
    expect(pkg.dependencies ?? {}).to.deep.equal({});
    expect(pkg['web-types']).to.equal('./dist/web-types.json');
    const targets: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') targets.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(pkg.exports);
    walk(pkg.bin);
    walk(pkg['web-types']);
    for (const target of targets) {
      const file = target.replace(/^\.\//, '');
      if (file.includes('*')) {
        const pattern = new RegExp(`^${file.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('\\*', '.+').replace('*', '.+')}$`);
        expect(info.files.some((f) => pattern.test(f)), target).to.equal(true);
      } else expect(info.files, target).to.include(file);
    }
    // A bundler drops a side-effect import (`import 'nl-components/elements/nl-map'`) of a file that
    // `sideEffects` does not list: every script a tag needs must be listed; cms.js has none (nor
    // react.js, the types-only `nl-components/react`, where it exists).
    const sideEffects = (pkg.sideEffects as string[]).map((glob) => new RegExp(`^${glob.replace(/^\.\//, '').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`));
    for (const file of info.files.filter((f) => f.endsWith('.js') && !/^dist\/(cms\.js|react\.js|cli\/|checker\/)/.test(f))) {
      expect(sideEffects.some((glob) => glob.test(file)), `sideEffects lists ${file}`).to.equal(true);
    }
    expect(sideEffects.some((glob) => glob.test('dist/cms.js'))).to.equal(false);
    expect(Object.keys(pkg.exports as object)).to.include.members(['.', './elements/*', './nl-components.css', './custom-elements.json', './cms', './schemas/*', './package.json']);
  });

  it('a page loads the library from node_modules/nl-components/dist and the tags work', async () => {
    const win = await page('/installed/page.html');
    const item = win.document.querySelector('nl-accordion-item')!;
    const button = item.shadowRoot!.querySelector<HTMLButtonElement>('button')!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    const toggled = oneEvent(item, 'nl-toggle');
    button.click();
    expect(((await toggled) as CustomEvent<{ open: boolean }>).detail.open).to.equal(true);
    const scripts = (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => new URL(entry.name).pathname);
    expect(scripts.length).to.be.above(1);
    for (const path of scripts) expect(path.startsWith('/installed/node_modules/nl-components/dist/'), path).to.equal(true);
  });

  it('`npx nl-components check` runs from the installed package', async () => {
    const bad = await npx(['check', '-'], '<nl-tooltip placement="boven" text="Uitleg">?</nl-tooltip>\n');
    expect(bad.stderr).to.equal('');
    expect(bad.status).to.equal(1);
    expect(bad.stdout).to.equal('-:1:13: nl-tooltip placement: attribute "placement" must be one of "top", "bottom", "left", "right", got "boven"\n');
    const good = await npx(['check', '-'], '<nl-tooltip text="Uitleg">?</nl-tooltip>\n');
    expect(good).to.deep.include({ status: 0, stdout: '' });
  });
});

interface Declaration {
  tagName: string;
  attributes: { name: string; default?: string; type: { text: string } }[];
  members: { kind: string; name: string; parameters?: { name: string; type: { text: string }; optional?: boolean }[]; return?: { type: { text: string } } }[];
}
interface Manifest {
  modules: { declarations: Declaration[] }[];
}

describe('custom-elements.json and the editor data (issue 17.3)', () => {
  let manifest: Manifest;
  const declaration = (tag: string) => manifest.modules.map((m) => m.declarations[0]!).find((d) => d.tagName === tag)!;

  before(async () => {
    manifest = await json<Manifest>('/dist/custom-elements.json');
  });

  it('is valid against the custom-elements-manifest schema', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(schema);
    const valid = validate(manifest);
    expect(validate.errors ?? [], ajv.errorsText(validate.errors)).to.deep.equal([]);
    expect(valid).to.equal(true);
  });

  it('keeps defaults whole: brackets, quotes and commas', () => {
    const categories = declaration('nl-cookie-bar').attributes.find((a) => a.name === 'categories')!;
    expect(categories.default).to.equal('["necessary","preferences","statistics","marketing"]');
    expect(JSON.parse(categories.default!)).to.deep.equal(['necessary', 'preferences', 'statistics', 'marketing']);
    const crop = declaration('nl-bg-image').attributes.find((a) => a.name === 'crop')!;
    expect(JSON.parse(crop.default!)).to.be.an('object');
  });

  it('gives methods their signatures', () => {
    const goTo = declaration('nl-slider').members.find((m) => m.kind === 'method' && m.name === 'goTo')!;
    expect(goTo.parameters).to.deep.equal([{ name: 'index', type: { text: 'number' } }]);
    expect(goTo.return).to.deep.equal({ type: { text: 'void' } });
    const focus = declaration('nl-search').members.find((m) => m.kind === 'method' && m.name === 'focus')!;
    expect(focus.parameters).to.deep.equal([{ name: 'options', type: { text: 'FocusOptions' }, optional: true }]);
    const methods = manifest.modules.flatMap((m) => m.declarations[0]!.members.filter((member) => member.kind === 'method'));
    expect(methods.length).to.be.above(8);
    for (const method of methods) expect(method.return, method.name).to.have.nested.property('type.text');
  });

  it("the examples site's reference shows each method's signature (generated from the manifest)", async () => {
    const reference = async (tag: string) => {
      const frame = document.createElement('iframe');
      document.body.append(frame);
      const loaded = oneEvent(frame, 'load');
      frame.src = `/elements/${tag}.html`;
      await loaded;
      const methods = frame.contentDocument!.querySelector(`section[data-reference="${tag}"] table[data-reference-part="methods"]`);
      const text = { heading: methods?.closest('.ref-table')?.previousElementSibling?.textContent, body: methods?.textContent ?? '' };
      frame.remove();
      return text;
    };
    const slider = await reference('nl-slider');
    expect(slider.heading).to.equal('Methoden');
    expect(slider.body).to.include('goTo(index: number): void');
    expect((await reference('nl-search')).body).to.include('focus(options?: FocusOptions): void');
  });

  it('VS Code html.customData has every tag, attribute values for enumerations and none for JSON', async () => {
    const data = await json<{ version: number; tags: { name: string; attributes: { name: string; values: { name: string }[] }[] }[] }>(
      '/dist/vscode.html-custom-data.json',
    );
    expect(data.version).to.equal(1.1);
    expect(data.tags.map((t) => t.name).sort()).to.deep.equal(manifest.modules.map((m) => m.declarations[0]!.tagName).sort());
    const attribute = (tag: string, name: string) => data.tags.find((t) => t.name === tag)!.attributes.find((a) => a.name === name)!;
    expect(attribute('nl-accordion', 'variant').values.map((v) => v.name)).to.deep.equal(['list', 'gallery']);
    expect(attribute('nl-cookie-bar', 'categories').values).to.deep.equal([]);
    expect(attribute('nl-slider', 'config').values).to.deep.equal([]);
    const css = await json<{ properties: { name: string }[] }>('/dist/vscode.css-custom-data.json');
    expect(css.properties.map((p) => p.name)).to.include('--nl-slider-gap');
  });

  it('JetBrains web-types has every tag with its attributes, properties and events', async () => {
    const data = await json<{
      name: string;
      contributions: { html: { elements: { name: string; attributes: { name: string }[]; js: { events: { name: string }[] } }[] } };
    }>('/dist/web-types.json');
    expect(data.name).to.equal('nl-components');
    const elements = data.contributions.html.elements;
    expect(elements).to.have.length(manifest.modules.length);
    const item = elements.find((e) => e.name === 'nl-accordion-item')!;
    expect(item.attributes.map((a) => a.name)).to.include('item-id');
    expect(item.js.events.map((e) => e.name)).to.include('nl-toggle');
  });
});
