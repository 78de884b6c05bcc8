// dist/cms.js (`nl-components/cms`): configurations for the HTML editors and sanitizers CMSs are built
// on, so that a pasted nl-* tag keeps its tag, attributes and JSON values. Generated at build from the
// manifest (scripts/build/manifest.mjs, the elements' specs and docs: the one list of tags and attributes), so a
// new tag or attribute is allowed the moment it is documented. Also dist/cms.d.ts (types) and
// dist/cms-snippets.json (the texts examples/cms.html shows: the same configurations, and WordPress's
// and Drupal's forms of them).
//
// What each configuration allows, on top of what the tool allows by default (content such as <p>,
// <nav>, <ul>, <a>, forms where the tool keeps them, stays the tool's business):
// - every tag of the manifest, with its own attributes and the global ones (GLOBAL_ATTRIBUTES and
//   data-*, aria-*); not one attribute more, so on* handlers are still removed;
// - `slot` on any element, because the tags' named slots (slot="heading", slot="footer", slot="icon")
//   are attributes on the editor's own children;
// - URL attributes: those whose spec parses them with attr.url() (manifest `type.format: "url"`). The two
//   sanitizers check their scheme as they check href (http, https, mailto, tel, relative; no
//   javascript:), DOMPurify through its URI check and sanitize-html through
//   allowedSchemesAppliedToAttributes; every other attribute of a tag is exempt from DOMPurify's URI
//   check (a heading "Tip: …" would otherwise look like a scheme).
//
//   node scripts/build/cms.mjs               writes dist/cms.js, dist/cms.d.ts, dist/cms-snippets.json and
//                                      type-checks cms.d.ts against the tools' own types
//   import { writeCms, checkCmsTypes } from ...   the same, for scripts/build/build.mjs
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { createManifest } from './manifest.mjs';
import { preUpgradeCss } from './pre-upgrade.mjs';
import { loadableIntegrity } from './integrity.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Global attributes every tag keeps (besides data-* and aria-*). */
export const GLOBAL_ATTRIBUTES = ['id', 'class', 'style', 'lang', 'dir', 'hidden', 'slot', 'part', 'tabindex', 'title'];

/** Attribute names that are URLs on standard elements (sanitize-html's list): a tag attribute of the same
 * name that is not typed {url} would be ambiguous, so the build refuses it. */
const STANDARD_URL_ATTRIBUTES = ['href', 'src', 'cite', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background', 'ping', 'longdesc', 'usemap', 'codebase', 'classid', 'archive', 'profile', 'manifest', 'itemid', 'dynsrc', 'lowsrc'];

/**
 * Which tags are inline (phrasing content, such as nl-tooltip around an <abbr> in a paragraph): the
 * ones whose pre-upgrade rule (src/elements/<name>/pre-upgrade.css) displays them inline (the element's own :host
 * display must match it, for no layout shift). TinyMCE needs to know: a block tag splits a paragraph.
 */
export function inlineTags(css, tags) {
  const inline = new Set();
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector, body] of source.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const display = /(?:^|;)\s*display\s*:\s*([\w-]+)/.exec(body)?.[1];
    // Only the tags' own pre-upgrade rules: no pseudo-elements, no descendants (spaces outside parentheses).
    let outside = selector.trim();
    while (/\([^()]*\)/.test(outside)) outside = outside.replace(/\([^()]*\)/g, '');
    if (!display || !selector.includes(':not(:defined)') || selector.includes('::') || /[\s>+~]/.test(outside)) continue;
    for (const tag of tags) {
      if (new RegExp(`(^|[\\s(,])${tag}(?![\\w-])`).test(selector)) {
        if (display.startsWith('inline')) inline.add(tag);
        else inline.delete(tag);
      }
    }
  }
  return inline;
}

/** The tags with their attributes, from the manifest. */
export function cmsData(manifest, css = preUpgradeCss()) {
  const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.customElement && d.tagName);
  const inline = inlineTags(
    css,
    declarations.map((d) => d.tagName),
  );
  const tags = declarations
    .map((d) => {
      const own = d.attributes.map((a) => a.name);
      const url = d.attributes.filter((a) => a.type?.format === 'url').map((a) => a.name);
      const booleans = d.attributes.filter((a) => a.type?.text === 'boolean').map((a) => a.name);
      for (const name of own) {
        if (!url.includes(name) && STANDARD_URL_ATTRIBUTES.includes(name)) {
          throw new Error(`${d.tagName}: attribute "${name}" is a URL on standard elements; parse it with attr.url() in the spec, or rename it`);
        }
      }
      return { tag: d.tagName, attributes: [...new Set([...GLOBAL_ATTRIBUTES, ...own])], url, booleans, inline: inline.has(d.tagName) };
    })
    .sort((a, b) => a.tag.localeCompare(b.tag));
  return {
    tags,
    urlAttributes: [...new Set(tags.flatMap((t) => t.url))].sort(),
    // Attributes of the tags that are not URLs: exempt from DOMPurify's URI check.
    plainAttributes: [...new Set(tags.flatMap((t) => t.attributes.filter((a) => !t.url.includes(a))))].sort(),
    booleanAttributes: [...new Set(['hidden', ...tags.flatMap((t) => t.booleans)])].sort(),
  };
}

/** sanitize-html's own defaults (the installed 2.x), which the options extend rather than replace. */
function sanitizeHtmlDefaults() {
  const require = createRequire(import.meta.url);
  const { defaults } = require('sanitize-html');
  return defaults;
}

const json = (value) => JSON.stringify(value, null, 2);

/** The configurations as plain data (functions aside), for the module and the page's texts. */
export function configurations(data, defaults = sanitizeHtmlDefaults()) {
  const { tags } = data;
  const tinymce = {
    custom_elements: tags.map((t) => (t.inline ? `~${t.tag}` : t.tag)).join(','),
    extended_valid_elements: tags.map((t) => `${t.tag}[${[...t.attributes, 'data-*', 'aria-*'].join('|')}]`).join(','),
  };
  const ckeditor = tags.map((t) => ({
    name: t.tag,
    attributes: t.attributes.filter((a) => a !== 'class' && a !== 'style'),
    classes: true,
    styles: true,
  }));
  const sanitizeHtml = {
    allowedTags: [...defaults.allowedTags, ...tags.map((t) => t.tag)],
    allowedAttributes: {
      ...defaults.allowedAttributes,
      ...Object.fromEntries(tags.map((t) => [t.tag, [...t.attributes, 'data-*', 'aria-*']])),
      '*': ['slot'],
    },
    allowedEmptyAttributes: [...new Set([...(defaults.allowedEmptyAttributes ?? []), ...data.booleanAttributes])],
    allowedSchemesAppliedToAttributes: [...new Set([...defaults.allowedSchemesAppliedToAttributes, ...data.urlAttributes])],
  };
  return { tinymce, ckeditor, sanitizeHtml };
}

/** The source of dist/cms.js. */
export function renderModule(data, configs = configurations(data)) {
  const attributes = Object.fromEntries(data.tags.map((t) => [t.tag, t.attributes]));
  return `// nl-components/cms: configurations for TinyMCE, CKEditor 5, DOMPurify and sanitize-html that keep
// the library's tags with their attributes (and nothing more). Generated by scripts/build/cms.mjs from
// custom-elements.json; do not edit. No side effects, no dependencies. See examples/cms.html.

/** Each tag with the attributes it keeps (besides data-* and aria-*). */
const ATTRIBUTES = {
${Object.entries(attributes)
  .map(([tag, names]) => `  ${JSON.stringify(tag)}: ${JSON.stringify(names)},`)
  .join('\n')}
};

/** The inline tags (phrasing content, such as nl-tooltip in a paragraph); the others are blocks. */
const INLINE = ${JSON.stringify(data.tags.filter((t) => t.inline).map((t) => t.tag))};

const allowed = (tag, name) =>
  name === 'slot' ||
  (Object.prototype.hasOwnProperty.call(ATTRIBUTES, tag) &&
    (ATTRIBUTES[tag].includes(name) || /^(data|aria)-[a-z0-9_.-]+$/.test(name)));

/**
 * For tinymce.init({...tinymceOptions, ...yours}). With your own custom_elements or
 * extended_valid_elements, join the strings with a comma; with your own setup, call ours from it.
 */
export const tinymceOptions = {
  custom_elements: ${JSON.stringify(configs.tinymce.custom_elements)},
  extended_valid_elements: ${JSON.stringify(configs.tinymce.extended_valid_elements)},
  /**
   * Keeps slot="…" on the children that fill the tags' named slots, and the tags' URLs as written
   * (TinyMCE makes src and href relative to the editor's page; the elements resolve theirs against
   * the page they are on).
   */
  setup(editor) {
    const convertURL = editor.convertURL;
    editor.convertURL = function (url, name, element) {
      const tag = typeof element === 'string' ? element : element && typeof element.nodeName === 'string' ? element.nodeName.toLowerCase() : '';
      return Object.prototype.hasOwnProperty.call(ATTRIBUTES, tag) ? url : convertURL.call(this, url, name, element);
    };
    // The serializer reads the url_converter option, whose default is the convertURL the editor had
    // before setup ran (TinyMCE 8): point it at ours too, unless the page set its own.
    if (editor.options && editor.options.get('url_converter') === convertURL) editor.options.set('url_converter', editor.convertURL);
    editor.on('PreInit', () => {
      for (const rule of Object.values(editor.schema.elements)) {
        if (rule && rule.attributes && !rule.attributes.slot) {
          rule.attributes.slot = {};
          rule.attributesOrder.push('slot');
        }
      }
    });
  },
};

/**
 * A CKEditor 5 plugin (a plugin may be a plain function) for the library's custom elements:
 * - General HTML Support keeps every unknown element with a dash in its name; only the library's tags
 *   are kept, any other custom element is treated as CKEditor treats it without (the tag goes, its
 *   content stays);
 * - General HTML Support models every custom element as inline, so a block tag can end up in a
 *   paragraph (CKEditor turns a <div> around it into one), and a browser then moves the tag's block
 *   content (<nav>, <p>) out of it. A block tag is moved out of a paragraph to its own place.
 */
function TheLibrarysCustomElements(editor) {
  editor.conversion.for('upcast').add((dispatcher) => {
    dispatcher.on('element', (event, data, conversionApi) => {
      const name = data.viewItem.name;
      if (!name.includes('-') || Object.prototype.hasOwnProperty.call(ATTRIBUTES, name)) return;
      if (!conversionApi.consumable.consume(data.viewItem, { name: true })) return;
      const { modelRange, modelCursor } = conversionApi.convertChildren(data.viewItem, data.modelCursor);
      data.modelRange = modelRange;
      data.modelCursor = modelCursor;
    });
  });
  const model = editor.model;
  const isBlockTag = (node) =>
    node && node.is && node.is('element', 'htmlCustomElement') && !INLINE.includes(node.getAttribute('htmlElementName'));
  model.document.registerPostFixer((writer) => {
    const moved = new Set();
    for (const change of model.document.differ.getChanges()) {
      if (change.type !== 'insert' || !change.position) continue;
      const inserted = change.position.nodeAfter;
      const candidates = inserted && inserted.is('element') ? [inserted, ...Array.from(model.createRangeIn(inserted).getItems())] : [];
      for (const node of candidates) {
        if (isBlockTag(node) && node.parent && node.parent.is('element') && !node.parent.is('rootElement') && model.schema.checkChild(node.parent, '$text')) moved.add(node);
      }
    }
    for (const element of moved) {
      const parent = element.parent;
      if (!parent || !model.schema.checkChild(parent.parent, element)) continue;
      // <p>a<x/>b</p> → <p>a</p><x/><p>b</p>, without leaving empty paragraphs behind.
      if (element.nextSibling) writer.split(writer.createPositionAfter(element));
      if (element.previousSibling) writer.split(writer.createPositionBefore(element));
      writer.unwrap(element.parent);
    }
    return moved.size > 0;
  });
}

/**
 * For ClassicEditor.create(element, {...yours, ...ckeditorConfig}) with the GeneralHtmlSupport plugin
 * loaded (with your own extraPlugins, add ours to them). '$customElement' turns on General HTML
 * Support's custom element handling; each tag then keeps its own attributes (class and style too) and
 * its content as written.
 */
export const ckeditorConfig = {
  extraPlugins: [TheLibrarysCustomElements],
  htmlSupport: {
    allow: [
      { name: '$customElement' },
${configs.ckeditor
  .map(
    (rule) =>
      `      { name: ${JSON.stringify(rule.name)}, attributes: [${rule.attributes.map((a) => JSON.stringify(a)).join(', ')}, { key: /^(data|aria)-/, value: true }], classes: true, styles: true },`,
  )
  .join('\n')}
    ],
  },
};

/**
 * For DOMPurify.sanitize(html, dompurifyConfig): DOMPurify 3.4.2 or later. ADD_TAGS and ADD_ATTR are
 * functions, so each attribute is allowed on its own tag only; before 3.4.2 DOMPurify skipped the URI
 * check for attributes that function allowed (GHSA-cjmm-f4jc-qw8r), so an older version would keep
 * javascript: URLs. URL attributes go through DOMPurify's URI check; the tags' other attributes are
 * exempt from it (ADD_URI_SAFE_ATTR).
 */
export const dompurifyConfig = {
  ADD_TAGS: (tag) => Object.prototype.hasOwnProperty.call(ATTRIBUTES, tag),
  ADD_ATTR: (name, tag) => allowed(tag, name),
  ADD_URI_SAFE_ATTR: ${json(data.plainAttributes)},
};

/**
 * For sanitizeHtml(html, sanitizeHtmlOptions): sanitize-html's defaults (allowedTags,
 * allowedAttributes, allowedEmptyAttributes, allowedSchemesAppliedToAttributes) plus the tags.
 */
export const sanitizeHtmlOptions = ${json(configs.sanitizeHtml)};
`;
}

/** The source of dist/cms.d.ts. */
export function renderDeclarations() {
  return `// Types for nl-components/cms (dist/cms.js). Generated by scripts/build/cms.mjs; do not edit.

/** Spread into tinymce.init(). */
export declare const tinymceOptions: {
  custom_elements: string;
  extended_valid_elements: string;
  setup(editor: any): void;
};

/** Spread into ClassicEditor.create()'s config, with the GeneralHtmlSupport plugin loaded. */
export declare const ckeditorConfig: {
  extraPlugins: Array<(editor: any) => void>;
  htmlSupport: {
    allow: Array<{
      name: string;
      attributes?: Array<string | { key: RegExp; value: true }>;
      classes?: true;
      styles?: true;
    }>;
  };
};

/** The config for DOMPurify.sanitize() (DOMPurify 3.4.2 or later: older versions skip the URI check for attributes ADD_ATTR's function allows). */
export declare const dompurifyConfig: {
  ADD_TAGS: (tagName: string) => boolean;
  ADD_ATTR: (attributeName: string, tagName: string) => boolean;
  ADD_URI_SAFE_ATTR: string[];
};

/** The options for sanitizeHtml() (sanitize-html 2). */
export declare const sanitizeHtmlOptions: {
  allowedTags: string[];
  allowedAttributes: Record<string, string[]>;
  allowedEmptyAttributes: string[];
  allowedSchemesAppliedToAttributes: string[];
};
`;
}

/** PHP for WordPress: wp_kses_allowed_html (users without unfiltered_html) and wp_kses_uri_attributes. */
export function renderWordPress(data) {
  const tags = data.tags
    .map((t) => {
      const own = t.attributes.filter((a) => !GLOBAL_ATTRIBUTES.includes(a));
      return `\t\t'${t.tag}' => array( ${own.map((a) => `'${a}'`).join(', ')} ),`;
    })
    .join('\n');
  return `<?php
// nl-components: keep the nl-* tags in posts of users without unfiltered_html (authors, contributors,
// every user on a multisite network). Generated from nl-components' custom-elements.json.
add_filter( 'wp_kses_allowed_html', function ( $allowed, $context ) {
\tif ( 'post' !== $context ) {
\t\treturn $allowed;
\t}
\t$global = array( ${GLOBAL_ATTRIBUTES.map((a) => `'${a}'`).join(', ')}, 'data-*' );
\t$tags   = array(
${tags}
\t);
\tforeach ( $tags as $tag => $attributes ) {
\t\t// WordPress's own global attributes too (its aria-* list, role, data-*).
\t\t$allowed[ $tag ] = _wp_add_global_attributes( array_fill_keys( array_merge( $global, $attributes ), true ) );
\t}
\t// slot="…" on the children that fill the tags' named slots.
\tforeach ( $allowed as $tag => $attributes ) {
\t\tif ( is_array( $attributes ) ) {
\t\t\t$allowed[ $tag ]['slot'] = true;
\t\t}
\t}
\treturn $allowed;
}, 10, 2 );

// These attributes hold URLs: kses checks their protocol as it does href's (no javascript:).
add_filter( 'wp_kses_uri_attributes', function ( $attributes ) {
\treturn array_merge( $attributes, array( ${data.urlAttributes.map((a) => `'${a}'`).join(', ')} ) );
} );
`;
}

/** Drupal: the text format's "Allowed HTML tags" (Limit allowed HTML tags and correct faulty HTML). */
export function renderDrupal(data) {
  // Drupal refuses style (and on*) in this list; aria-* and data-* as prefix wildcards.
  return data.tags
    .map((t) => `<${t.tag} ${[...t.attributes.filter((a) => a !== 'style'), 'data-*', 'aria-*'].join(' ')}>`)
    .join(' ');
}

/** The texts examples/cms.html shows, keyed by tool: how each tool takes the module, WordPress's and
 * Drupal's forms of the same lists, and the module itself (for a site without npm). */
export function renderSnippets(data, moduleSource) {
  return {
    tinymce: `import { tinymceOptions } from 'nl-components/cms';

tinymce.init({
  selector: '#inhoud',
  license_key: 'gpl', // of je eigen sleutel
  ...tinymceOptions,
});

// Zonder bundler, in een gewoon <script> (cms.js gekopieerd naar je site):
import('/pad/naar/cms.js').then(({ tinymceOptions }) => {
  tinymce.init({ selector: '#inhoud', license_key: 'gpl', ...tinymceOptions });
});`,
    ckeditor: `import { ClassicEditor, Essentials, Paragraph, GeneralHtmlSupport } from 'ckeditor5';
import { ckeditorConfig } from 'nl-components/cms';

ClassicEditor.create(document.querySelector('#inhoud'), {
  licenseKey: 'GPL', // of je eigen sleutel
  plugins: [Essentials, Paragraph, GeneralHtmlSupport /* , je andere plug-ins */],
  ...ckeditorConfig,
  // Heb je zelf extraPlugins? Voeg die van ons toe:
  // extraPlugins: [...ckeditorConfig.extraPlugins, JouwPlugin],
});`,
    dompurify: `// DOMPurify 3.4.2 of nieuwer
import DOMPurify from 'dompurify';
import { dompurifyConfig } from 'nl-components/cms';

const veilig = DOMPurify.sanitize(html, dompurifyConfig);`,
    sanitizeHtml: `import sanitizeHtml from 'sanitize-html';
import { sanitizeHtmlOptions } from 'nl-components/cms';

const veilig = sanitizeHtml(html, sanitizeHtmlOptions);

// De opties als JSON (voor wie ze niet kan importeren):
${JSON.stringify(configurations(data).sanitizeHtml)}`,
    wordpress: renderWordPress(data),
    drupal: renderDrupal(data),
    module: moduleSource,
  };
}

/** Writes dist/cms.js, dist/cms.d.ts and dist/cms-snippets.json; returns the data. */
/** The markup helpers of `nl-components/cms` (nl-bg-image's srcset and hero, issue 15.4; the <head> lines, issue 15), as exported. */
const MARKUP_EXPORTS = ['srcsetFor', 'bgImageImg', 'bgImageMarkup', 'SrcsetOptions', 'BgImageMarkupOptions', 'headMarkup', 'HeadMarkupOptions'];

/**
 * src/elements/bg-image/markup.ts (no imports, no DOM; the element uses the same code) and
 * src/core/head-markup.ts as JavaScript and as declarations, for the end of dist/cms.js and
 * dist/cms.d.ts. Only MARKUP_EXPORTS stay exported.
 */
export function markupHelpers() {
  return [transpiled('src/elements/bg-image/markup.ts', '\n// nl-bg-image: the srcset and the hero markup (src/elements/bg-image/markup.ts). See docs/tags.md, "The hero image in the markup".\n'), headHelper()].reduce((all, part) => ({ js: all.js + part.js, dts: all.dts + part.dts }));
}

/**
 * src/core/head-markup.ts, with the core chunk's name the build found (NL_CORE_CHUNK, set by
 * scripts/build/build.mjs before it writes cms.js; run alone, from dist/ as it is).
 */
function headHelper() {
  const found = sharedChunks();
  const core = process.env.NL_CORE_CHUNK || (found.length === 1 ? found[0] : '');
  const part = transpiled('src/core/head-markup.ts', '\n// The <head> lines: stylesheet, loader, and the core chunk fetched while the page is parsed (src/core/head-markup.ts). See docs/using.md, "A faster first paint".\n');
  // The hashes of what the loader can put on a page (integrity.mjs), for headMarkup({ integrity: true }).
  const integrity = JSON.stringify(loadableIntegrity(join(ROOT, 'dist')));
  return { js: part.js.replace("'__NL_CORE_CHUNK__'", JSON.stringify(core)).replace("'__NL_INTEGRITY__'", JSON.stringify(integrity)), dts: part.dts };
}

/**
 * The chunks every tag of a built dist/ imports (`chunks/define-<hash>.js`, the core: one, in a good
 * build); none when there is no dist/elements/. Also the loader build's __NL_CORE__ (build.mjs).
 */
export function sharedChunks(dist = join(ROOT, 'dist')) {
  const dir = join(dist, 'elements');
  if (!existsSync(dir)) return [];
  const sets = readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => new Set([...readFileSync(join(dir, file), 'utf8').matchAll(/from\s*"\.\.\/(chunks\/[\w.-]+\.js)"/g)].map((m) => m[1])));
  return [...(sets[0] ?? [])].filter((chunk) => sets.every((set) => set.has(chunk)));
}

function transpiled(path, header) {
  const file = join(ROOT, path);
  const text = readFileSync(file, 'utf8');
  const compilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, declaration: true, isolatedDeclarations: true, verbatimModuleSyntax: false };
  const internal = (code) => code.replace(/^export ((?:declare )?(?:const|function|interface) )(\w+)/gm, (line, kind, name) => (MARKUP_EXPORTS.includes(name) ? line : `${kind}${name}`));
  return {
    // The docs are in cms.d.ts; the module goes without them (it is shipped, and measured: size-budgets.json).
    js: header + internal(ts.transpileModule(text, { compilerOptions: { ...compilerOptions, removeComments: true }, fileName: file }).outputText),
    dts: header + internal(ts.transpileDeclaration(text, { compilerOptions, fileName: file }).outputText),
  };
}

export function writeCms(manifest, dist = join(ROOT, 'dist')) {
  const data = cmsData(manifest);
  const markup = markupHelpers();
  const source = renderModule(data) + markup.js;
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'cms.js'), source);
  writeFileSync(join(dist, 'cms.d.ts'), renderDeclarations() + markup.dts);
  writeFileSync(join(dist, 'cms-snippets.json'), `${JSON.stringify(renderSnippets(data, source), null, 2)}\n`);
  return data;
}

/**
 * Type-checks dist/cms.d.ts against the tools' own types (the devDependencies: DOMPurify's Config,
 * sanitize-html's IOptions, TinyMCE's RawEditorOptions, CKEditor 5's EditorConfig), as a user's
 * TypeScript would see `{...tinymceOptions}`. Returns the diagnostics as text ('' when clean).
 */
export function checkCmsTypes(dist = join(ROOT, 'dist')) {
  const dir = join(ROOT, '.cache/cms-check');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'use.ts');
  const cms = join(dist, 'cms.js').replaceAll('\\', '/');
  writeFileSync(
    file,
    [
      `import { tinymceOptions, ckeditorConfig, dompurifyConfig, sanitizeHtmlOptions } from ${JSON.stringify(cms)};`,
      "import DOMPurify, { type Config } from 'dompurify';",
      "import sanitizeHtml from 'sanitize-html';",
      "import type { RawEditorOptions } from 'tinymce';",
      "import type { EditorConfig } from 'ckeditor5';",
      'const purify: Config = dompurifyConfig;',
      'const sanitize: sanitizeHtml.IOptions = sanitizeHtmlOptions;',
      "const tiny: RawEditorOptions = { selector: '#x', license_key: 'gpl', ...tinymceOptions };",
      "const ck: EditorConfig = { licenseKey: 'GPL', ...ckeditorConfig };",
      "export const used = [DOMPurify.sanitize('<p>', purify), sanitizeHtml('<p>', sanitize), tiny, ck];",
      '',
    ].join('\n'),
  );
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: true,
    esModuleInterop: true,
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  rmSync(dir, { recursive: true, force: true });
  return ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const data = writeCms(await createManifest(), process.argv[2] ? dirname(process.argv[2]) : undefined);
    const problems = checkCmsTypes();
    if (problems) throw new Error(`dist/cms.d.ts does not fit the tools' types:\n${problems}`);
    console.log(`cms: ${data.tags.length} tag(s), ${data.urlAttributes.length} URL attribute(s) → dist/cms.js`);
  } catch (error) {
    console.error(`cms: ${error.message}`);
    process.exit(1);
  }
}
