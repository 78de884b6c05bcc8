// The generated parts of the documentation pages (issue 18.5, issue 19 "one source per fact"). A page of
// the examples site says where they go, and scripts/site/pages.mjs renderPage() puts them in, server-side:
//   <!--#reference nl-TAG -->  the tag's reference: attributes (type, default, required, allowed values),
//                              events (detail type), slots, parts, CSS custom properties and methods, each
//                              only when the tag has any; from dist/custom-elements.json (`npm run build`)
//   <!--#catalogue -->         the catalogue index: one entry per tag (name, title, one line, link to its
//                              page) and one per page of the manual (docs/*.md: title, what it is for,
//                              found by its headings too), with a search field that /assets/catalogue.js
//                              makes filter
//   <!--#spoken nl-TAG -->     "Wat een schermlezer zegt" / "What a screen reader says": the tag's transcript
//                              in the page's language, test/spoken/nl-TAG.<lang>.txt as the tests compare it
//                              (issue 31, docs/spoken.md), read at every request
// Headings and table headers follow the page's language (<html lang="en…"> English, else Dutch); the
// descriptions are the manifest's own (each element's `<module>.docs.ts` beside its spec: the one place they are written).
// Every table cell has `data-label` (its column header), so that site.css can show a row as a card on a
// phone instead of a table wider than the screen.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { manualPages } from '../docs/markdown.mjs';
import { elementPages } from './element-pages.mjs';
import { purpose } from './manual.mjs';

const MANIFEST = fileURLToPath(new URL('../../dist/custom-elements.json', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const REFERENCE = /<!--#reference (nl-[a-z0-9-]+) -->/g;
export const CATALOGUE = /<!--#catalogue -->/g;
export const SPOKEN = /<!--#spoken (nl-[a-z0-9-]+) -->/g;

const TEXTS = {
  nl: {
    reference: 'Referentie',
    source:
      'Deze tabellen worden bij elke build gemaakt uit het Custom Elements Manifest (<a href="/dist/custom-elements.json">custom-elements.json</a>), dat uit de spec van het element en de beschrijvingen ernaast komt. De beschrijvingen staan daar in het Engels.',
    attributes: 'Attributen',
    events: 'Events',
    slots: 'Slots',
    parts: 'Parts',
    cssProperties: 'CSS-eigenschappen',
    methods: 'Methoden',
    of: (title, tag) => `${title} van ${tag}`,
    name: 'Naam',
    type: 'Type',
    default: 'Standaard',
    required: 'Verplicht',
    values: 'Toegestane waarden',
    description: 'Beschrijving',
    detail: 'Detail',
    call: 'Aanroep',
    yes: 'ja',
    no: 'nee',
    defaultSlot: '(standaard-slot)',
    noDetail: 'geen',
    multiple: 'een of meer, gescheiden door spaties',
    url: 'http(s)-URL (relatief mag)',
    number: 'getal',
    integer: 'geheel getal',
    schema: 'JSON volgens het schema',
    missing: (tag) =>
      `De referentie van <code>${tag}</code> ontbreekt: <code>dist/custom-elements.json</code> is er nog niet. Maak het met <code>npm run build</code> en laad de pagina opnieuw.`,
    unknown: (tag) => `<code>${tag}</code> staat niet in <code>dist/custom-elements.json</code>.`,
    search: 'Zoek een element',
    searchHint: 'Op naam, omschrijving of attribuut, bijvoorbeeld „kaart” of „heading”; de handleiding (Engels) op onderwerp, bijvoorbeeld „consent”.',
    // {shown} and {total} are filled in here and by /assets/catalogue.js (from data-count-* on the list).
    count: { all: '{total} elementen', none: 'Geen van de {total} elementen past bij je zoekwoord.', one: '1 van de {total} elementen past bij je zoekwoord.', some: '{shown} van de {total} elementen passen bij je zoekwoord.' },
    list: 'Alle elementen',
    // The manual (docs/*.md, issue 32), English only: found by its title and headings too.
    guides: 'Handleiding voor ontwikkelaars (Engels)',
    guidesCount: { none: 'Geen pagina van de handleiding past erbij.', one: '1 pagina van de handleiding past erbij.', some: '{shown} pagina’s van de handleiding passen erbij.' },
    partOf: 'onderdeel van',
    catalogueMissing:
      'De catalogus ontbreekt: <code>dist/custom-elements.json</code> is er nog niet. Maak het met <code>npm run build</code> en laad de pagina opnieuw.',
    spoken: 'Wat een schermlezer zegt',
    spokenIntro: (file) =>
      `Wat Chromium aan een schermlezer (NVDA, JAWS, VoiceOver, TalkBack) doorgeeft, stap voor stap: na elke toets het element met de focus (rol, naam, toestanden, waarde, beschrijving); „read” is wat de leescursor tegenkomt, „announced” wat een live-regio uitspreekt (polite: na wat er gezegd wordt, assertive: meteen). De tests vergelijken precies deze regels met <code>${file}</code>, dus deze tekst klopt altijd met de tests.`,
    spokenMissing: (file) => `Er is nog geen transcript: <code>${file}</code> ontbreekt.`,
    spokenList: (tag) => `Transcript van ${tag}`,
  },
  en: {
    reference: 'Reference',
    source:
      "These tables are made at every build from the Custom Elements Manifest (<a href=\"/dist/custom-elements.json\">custom-elements.json</a>), which comes from the element's spec and the descriptions beside it.",
    attributes: 'Attributes',
    events: 'Events',
    slots: 'Slots',
    parts: 'Parts',
    cssProperties: 'CSS custom properties',
    methods: 'Methods',
    of: (title, tag) => `${title} of ${tag}`,
    name: 'Name',
    type: 'Type',
    default: 'Default',
    required: 'Required',
    values: 'Allowed values',
    description: 'Description',
    detail: 'Detail',
    call: 'Call',
    yes: 'yes',
    no: 'no',
    defaultSlot: '(default slot)',
    noDetail: 'none',
    multiple: 'one or more, separated by spaces',
    url: 'http(s) URL (relative is fine)',
    number: 'number',
    integer: 'whole number',
    schema: 'JSON following the schema',
    missing: (tag) =>
      `The reference of <code>${tag}</code> is missing: <code>dist/custom-elements.json</code> has not been built yet. Run <code>npm run build</code> and reload the page.`,
    unknown: (tag) => `<code>${tag}</code> is not in <code>dist/custom-elements.json</code>.`,
    search: 'Search an element',
    searchHint: 'By name, description or attribute, for example “map” or “heading”; the manual by topic, for example “consent”.',
    count: { all: '{total} elements', none: 'None of the {total} elements matches your search.', one: '1 of the {total} elements matches your search.', some: '{shown} of the {total} elements match your search.' },
    list: 'All elements',
    guides: 'The manual',
    guidesCount: { none: 'No page of the manual matches.', one: '1 page of the manual matches.', some: '{shown} pages of the manual match.' },
    partOf: 'part of',
    catalogueMissing:
      'The catalogue is missing: <code>dist/custom-elements.json</code> has not been built yet. Run <code>npm run build</code> and reload the page.',
    spoken: 'What a screen reader says',
    spokenIntro: (file) =>
      `What Chromium hands to a screen reader (NVDA, JAWS, VoiceOver, TalkBack), step by step: after each key the focused element (role, name, states, value, description); “read” is what the reading cursor meets, “announced” what a live region says (polite: after what is being said, assertive: at once). The tests compare exactly these lines with <code>${file}</code>, so this text always agrees with the tests.`,
    spokenMissing: (file) => `There is no transcript yet: <code>${file}</code> is missing.`,
    spokenList: (tag) => `Transcript of ${tag}`,
  },
};

/** 'en' for a page with <html lang="en…">, else 'nl'. */
export const pageLang = (html) => (/<html[^>]*\slang="en/i.test(html) ? 'en' : 'nl');

const escape = (value) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const text = (value) => (typeof value === 'string' ? value.trim() : '');
const code = (value) => `<code>${escape(value)}</code>`;
const list = (value) => (Array.isArray(value) ? value.filter((item) => item && typeof item === 'object') : []);

/** A manifest description as HTML: escaped, with `inline code` as <code> (an unmatched backtick stays). */
function rich(value) {
  const pieces = text(value).split('`');
  return pieces
    .map((piece, index) => (index % 2 === 1 && index < pieces.length - 1 ? code(piece) : `${index % 2 === 1 ? '`' : ''}${escape(piece)}`))
    .join('');
}

/** The manifest, or null when it has not been built (or is not JSON). */
export async function loadManifest() {
  try {
    return JSON.parse(await readFile(MANIFEST, 'utf8'));
  } catch {
    return null;
  }
}

/** Every custom-element declaration by tag, sorted by tag (the first declaration of a tag wins). */
export function declarations(manifest) {
  const byTag = new Map();
  for (const module of list(manifest?.modules)) {
    for (const declaration of list(module.declarations)) {
      const tag = text(declaration.tagName);
      if (tag && !byTag.has(tag)) byTag.set(tag, declaration);
    }
  }
  return new Map([...byTag].sort(([a], [b]) => a.localeCompare(b)));
}

/** A table whose cells carry their column's header in data-label; the first column is the row header. */
function table(caption, part, columns, rows) {
  const head = columns.map((column) => `<th scope="col">${escape(column.label)}</th>`).join('');
  const body = rows
    .map((row) => {
      const cells = columns.map((column, index) => {
        const content = column.cell(row) || '—';
        const cell = index === 0 ? 'th scope="row"' : 'td';
        return `<${cell} data-label="${escape(column.label)}">${content}</${cell.slice(0, 2)}>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('\n');
  return (
    `<div class="ref-table"><table data-reference-part="${part}">` +
    `<caption>${escape(caption)}</caption><thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody></table></div>`
  );
}

/** What an attribute may hold, beyond its type: the values, a URL, a number range, a JSON schema. */
function allowed(attribute, t) {
  const out = [];
  if (Array.isArray(attribute.values) && attribute.values.length) {
    out.push(attribute.values.map((value) => code(value)).join(', '));
    if (attribute.multiple) out.push(t.multiple);
  }
  if (attribute.format === 'url') out.push(t.url);
  if (attribute.format === 'number' || attribute.format === 'integer') {
    const { minimum: min, maximum: max } = attribute;
    const range = min !== undefined && max !== undefined ? ` ${min}–${max}` : min !== undefined ? `, ≥ ${min}` : max !== undefined ? `, ≤ ${max}` : '';
    out.push(`${t[attribute.format]}${range}`);
  }
  if (text(attribute.schema)) out.push(`<a href="/dist/${escape(attribute.schema)}">${t.schema}</a>`);
  return out.join('; ');
}

const typeOf = (item) => text(item?.type?.text);

/** `"a" | "b"` when its values are listed under allowed values anyway: `string`; else the type as it is. */
function shortType(attribute) {
  const literals = typeOf(attribute).split('|').map((part) => /^"(.*)"$/.exec(part.trim())?.[1]);
  const listed = Array.isArray(attribute.values) && literals.every((value) => value !== undefined && attribute.values.includes(value));
  return listed ? 'string' : typeOf(attribute);
}

/** `CustomEvent<{reason: …}>` → `{reason: …}`; '' for CustomEvent<null> / Event. */
function detailType(event) {
  const type = typeOf(event);
  const inner = /^CustomEvent<([\s\S]*)>$/.exec(type)?.[1]?.trim() ?? type;
  return inner === 'null' || inner === 'Event' || inner === 'undefined' ? '' : inner;
}

function signature(method) {
  const params = list(method.parameters)
    .map((p) => `${p.rest ? '...' : ''}${text(p.name)}${p.optional ? '?' : ''}${typeOf(p) ? `: ${typeOf(p)}` : ''}`)
    .join(', ');
  const returns = text(method.return?.type?.text);
  return `${text(method.name)}(${params})${returns ? `: ${returns}` : ''}`;
}

/** The reference of one tag as HTML (a <section> with h2 and an h3 + table per non-empty part). */
export function referenceHtml(tag, manifest, lang) {
  const t = TEXTS[lang];
  if (!manifest) return `<div class="notice notice--error reference-missing" role="note"><p>${t.missing(tag)}</p></div>`;
  const declaration = declarations(manifest).get(tag);
  if (!declaration) return `<div class="notice notice--error reference-missing" role="note"><p>${t.unknown(tag)}</p></div>`;
  const description = (item) => rich(text(item.description) || text(item.summary));
  const methods = list(declaration.members).filter((m) => m.kind === 'method');
  const properties = list(declaration.cssProperties);
  const parts = [
    ['attributes', list(declaration.attributes), [
      { label: t.name, cell: (a) => code(a.name) },
      { label: t.type, cell: (a) => (typeOf(a) ? code(shortType(a)) : '') },
      { label: t.default, cell: (a) => (text(a.default) ? code(a.default) : '') },
      { label: t.required, cell: (a) => (a.required ? t.yes : t.no) },
      { label: t.values, cell: (a) => allowed(a, t) },
      { label: t.description, cell: description },
    ]],
    ['events', list(declaration.events), [
      { label: t.name, cell: (e) => code(e.name) },
      { label: t.detail, cell: (e) => (detailType(e) ? code(detailType(e)) : t.noDetail) },
      { label: t.description, cell: description },
    ]],
    ['slots', list(declaration.slots), [
      { label: t.name, cell: (s) => (text(s.name) ? code(s.name) : t.defaultSlot) },
      { label: t.description, cell: description },
    ]],
    ['parts', list(declaration.cssParts), [
      { label: t.name, cell: (p) => code(p.name) },
      { label: t.description, cell: description },
    ]],
    ['cssProperties', properties, [
      { label: t.name, cell: (p) => code(p.name) },
      ...(properties.some((p) => text(p.default)) ? [{ label: t.default, cell: (p) => (text(p.default) ? code(p.default) : '') }] : []),
      { label: t.description, cell: description },
    ]],
    ['methods', methods, [
      { label: t.call, cell: (m) => code(signature(m)) },
      { label: t.description, cell: description },
    ]],
  ];
  const id = `ref-${tag}`;
  const sections = parts
    .filter(([, items]) => items.length > 0)
    .map(([part, items, columns]) => {
      const title = t[part];
      return `<h3 id="${id}-${part.toLowerCase()}">${escape(title)}</h3>\n${table(t.of(title, tag), part, columns, items)}`;
    });
  return (
    `<section class="section reference" aria-labelledby="${id}" data-reference="${tag}">\n` +
    `<h2 id="${id}">${t.reference}: ${code(tag)}</h2>\n<p class="reference__source">${t.source}</p>\n${sections.join('\n')}\n</section>`
  );
}

/** The value of `<meta name="description">` and the h1's subtitle of a page's HTML. */
function pageSummary(html) {
  const unquote = (value) => value.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  const meta = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  // "Demo van nl-x en showX(): een …" → "Een …"
  const line = unquote(meta).replace(/^(Demo (van|of) )[^:]*:\s*/i, '');
  const title = /<span class="h1-sub">([^<]*)<\/span>/.exec(html)?.[1] ?? '';
  return { line: line.charAt(0).toUpperCase() + line.slice(1), title: unquote(title) };
}

/**
 * Each tag's page in a language (in its element's folder, served at /elements/ or /en/elements/,
 * element-pages.mjs): the page named after the tag, or else a page that has the tag's reference marker
 * (nl-accordion-item on nl-accordion's).
 */
function tagPages(lang) {
  const files = elementPages().filter((page) => page.lang === lang);
  const pages = new Map();
  for (const { tag: own, url, file } of files) {
    const html = readFileSync(join(ROOT, file), 'utf8');
    const page = { href: url, lang, ...pageSummary(html) };
    pages.set(own, page);
    for (const [, tag] of html.matchAll(REFERENCE)) if (!pages.has(tag) && tag !== own) pages.set(tag, page);
  }
  return pages;
}

/** The catalogue index: a search field, a live region with the count, and the list of every tag. */
export function catalogueHtml(manifest, lang) {
  const t = TEXTS[lang];
  if (!manifest) return `<div class="notice notice--error reference-missing" role="note"><p>${t.catalogueMissing}</p></div>`;
  const all = declarations(manifest);
  const pages = tagPages(lang);
  // An English catalogue links to the Dutch page of a tag that has no English page (yet).
  const dutch = lang === 'en' ? tagPages('nl') : pages;
  const items = [...all].map(([tag, declaration]) => {
    const page = pages.get(tag) ?? dutch.get(tag);
    // One line: the summary's (or else the description's) first sentence.
    const whole = text(declaration.summary) || text(declaration.description);
    const summary = (/^[\s\S]*?[.!?](?=\s|$)/.exec(whole)?.[0] ?? whole).trim();
    // A tag with a page of its own gets that page's title and one line (in the page's language); a tag
    // documented on another tag's page (nl-accordion-item) the manifest's summary.
    const own = page?.href.endsWith(`/${tag}.html`) && page.lang === lang;
    const host = page && !page.href.endsWith(`/${tag}.html`) ? page.href.replace(/^.*\/(nl-[a-z0-9-]+)\.html$/, '$1') : '';
    const line = own && page.line ? escape(page.line) : rich(summary);
    const title = own && page.title ? escape(page.title) : host ? `${t.partOf} ${code(host)}` : '';
    const words = [tag, own ? page.title : '', own ? page.line : '', summary, ...list(declaration.attributes).map((a) => a.name)];
    const name = page ? `<a href="${page.href}${host ? `#ref-${tag}` : ''}">${code(tag)}</a>` : code(tag);
    return (
      `<li class="catalogue-index__item" id="tag-${tag}" data-search="${escape(words.filter(Boolean).join(' ').toLowerCase())}">` +
      `<p class="catalogue-index__name">${name}${title ? ` <span class="catalogue-index__title">${title}</span>` : ''}</p><p class="catalogue-index__line">${line}</p></li>`
    );
  });
  // The manual's pages: title, what the page is for, and its headings are what a search finds.
  const guides = manualPages().map((page) => {
    const words = [page.title, page.intro, ...page.headings.map((h) => h.text)];
    const line = rich(purpose(page.introSource));
    return (
      `<li class="catalogue-index__item" id="guide-${page.name.replace(/\.md$/, '').toLowerCase()}" data-guide-search="${escape(words.join(' ').toLowerCase())}">` +
      `<p class="catalogue-index__name"><a href="${page.url}"${lang === 'en' ? '' : ' hreflang="en" lang="en"'}>${escape(page.title)}</a></p><p class="catalogue-index__line"${lang === 'en' ? '' : ' lang="en"'}>${line}</p></li>`
    );
  });
  const guideCounts = Object.entries(t.guidesCount).map(([key, value]) => `data-guides-${key}="${escape(value)}"`).join(' ');
  return (
    `<div class="catalogue-index" data-catalogue ${Object.entries(t.count).map(([key, value]) => `data-count-${key}="${escape(value)}"`).join(' ')} ${guideCounts}>\n` +
    `<div class="catalogue-index__search"><label for="catalogue-search">${t.search}</label>` +
    `<p class="catalogue-index__hint" id="catalogue-search-hint">${escape(t.searchHint)}</p>` +
    `<input type="search" id="catalogue-search" class="catalogue-index__input" aria-describedby="catalogue-search-hint" aria-controls="catalogue-list catalogue-guides" autocomplete="off" spellcheck="false"></div>\n` +
    `<p class="catalogue-index__count" role="status" data-total="${all.size}">${escape(t.count.all.replace('{total}', String(all.size)))}</p>\n` +
    `<h2 id="catalogue-list-title">${t.list}</h2>\n` +
    `<ul class="catalogue-index__list" id="catalogue-list" aria-labelledby="catalogue-list-title">\n${items.join('\n')}\n</ul>\n` +
    `<h2 id="catalogue-guides-title">${t.guides}</h2>\n` +
    `<ul class="catalogue-index__list catalogue-index__guides" id="catalogue-guides" aria-labelledby="catalogue-guides-title">\n${guides.join('\n')}\n</ul>\n</div>`
  );
}

/** The transcript file of `tag` in `lang`, from the repository root. */
export const spokenFile = (tag, lang) => `test/spoken/${tag}.${lang}.txt`;

/**
 * The tag's transcript as a section: a heading, what the lines mean, and one list item per line
 * (`announced` and `read` lines marked with a class). `text` is the file's content, or null.
 */
export function spokenHtml(tag, text, lang) {
  const t = TEXTS[lang];
  const file = spokenFile(tag, lang);
  const id = `spoken-${tag}`;
  const lines = (text ?? '').split('\n').filter((line) => line.trim());
  const kind = (line) => (line.startsWith('announced') ? ' class="spoken-transcript__announced"' : line.startsWith('read:') ? ' class="spoken-transcript__read"' : '');
  const body = lines.length
    ? `<p>${t.spokenIntro(escape(file))}</p>\n<ol class="spoken-transcript" aria-label="${escape(t.spokenList(tag))}">\n${lines.map((line) => `<li${kind(line)}><code>${escape(line)}</code></li>`).join('\n')}\n</ol>`
    : `<div class="notice notice--error reference-missing" role="note"><p>${t.spokenMissing(escape(file))}</p></div>`;
  return `<section class="section spoken" aria-labelledby="${id}" data-spoken="${tag}">\n<h2 id="${id}">${t.spoken}: ${code(tag)}</h2>\n${body}\n</section>`;
}

/** `html` with its reference, catalogue and spoken markers filled in (the manifest read once, only when needed). */
export async function expandDocs(html) {
  REFERENCE.lastIndex = 0;
  CATALOGUE.lastIndex = 0;
  SPOKEN.lastIndex = 0;
  const docs = REFERENCE.test(html) || CATALOGUE.test(html);
  const spoken = [...html.matchAll(SPOKEN)].map((match) => match[1]);
  if (!docs && !spoken.length) return html;
  const lang = pageLang(html);
  const manifest = docs ? await loadManifest() : null;
  const transcripts = new Map(await Promise.all(spoken.map(async (tag) => [tag, await readFile(join(ROOT, spokenFile(tag, lang)), 'utf8').catch(() => null)])));
  return html
    .replace(REFERENCE, (_, tag) => referenceHtml(tag, manifest, lang))
    .replace(CATALOGUE, () => catalogueHtml(manifest, lang))
    .replace(SPOKEN, (_, tag) => spokenHtml(tag, transcripts.get(tag), lang));
}
