// The generated tables of the Markdown, from the elements' specs and docs (docs/one-source.md):
// the manual's tag table (docs/tags.md) and each element README's attribute and event tables, written
// between markers that name what goes there:
//   <!-- generated: tags -->                 docs/tags.md, ## The table
//   <!-- generated: budgets -->              docs/sizes.md: size-budgets.json, what `npm run size` holds each file to
//   <!-- generated: attributes nl-map -->    src/elements/map/README.md
//   <!-- generated: events nl-map -->        (only for a tag with events)
//   …the table…
//   <!-- /generated -->
// Text outside the markers is the author's and stays as it is.
//
//   node scripts/docs/generate-docs.mjs           rewrites the tables (part of `npm run build`)
//   node scripts/docs/generate-docs.mjs --check   writes nothing; exits 1 naming each file whose tables
//                                            are stale (part of `npm test`, before the browser tests)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createManifest, listTags } from '../build/manifest.mjs';
import { loadSpecs, specModule } from '../build/schemas.mjs';
import { elementPages, pageFile } from '../site/element-pages.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BLOCK = /<!-- generated: ([a-z]+)(?: (nl-[a-z-]+))? -->\n[\s\S]*?<!-- \/generated -->/g;

/** A table cell: one line, `|` escaped. */
const cell = (text) => String(text ?? '').replace(/\s*\n\s*/g, ' ').replace(/(?<!\\)\|/g, '\\|');
const code = (text) => `\`${text}\``;

/** What an attribute takes, for a reader: `info` / `error`, whole number 1–6, http(s) URL, JSON … */
function typeOf(attribute, fact) {
  const parts = [];
  if (fact?.values) parts.push(fact.values.map(code).join(' / ') + (fact.kind === 'tokens' ? ' (several, space-separated)' : ''));
  else if (fact?.kind === 'number') {
    const range = fact.minimum !== undefined && fact.maximum !== undefined ? ` ${fact.minimum}–${fact.maximum}` : fact.minimum !== undefined ? ` ≥ ${fact.minimum}` : fact.maximum !== undefined ? ` ≤ ${fact.maximum}` : '';
    parts.push(`${fact.integer ? 'whole number' : 'number'}${range}`);
  } else if (fact?.kind === 'url' || attribute.type.format === 'url') parts.push('http(s) URL');
  else if (fact?.kind === 'json' || attribute.name === 'messages') parts.push('JSON');
  else parts.push(attribute.type.text);
  if (fact?.required) parts.push('required');
  return parts.join(', ');
}

function attributesTable(declaration, facts) {
  const rows = declaration.attributes.map((attribute) => {
    const fact = facts.find((f) => f.name === attribute.name);
    const fallback = attribute.default === undefined ? '' : code(attribute.default);
    return `| ${code(attribute.name)} | ${cell(typeOf(attribute, fact))} | ${cell(fallback)} | ${cell(attribute.description)} |`;
  });
  const methods = declaration.members.filter((member) => member.kind === 'method');
  const methodRows = methods.map((method) => {
    const params = method.parameters.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type.text}`).join(', ');
    return `| ${code(`${method.name}(${params})`)} | ${cell(method.return.type.text)} | | ${cell(method.description)} |`;
  });
  const table = ['| attribute | type | default | |', '|---|---|---|---|', ...rows];
  if (methodRows.length) table.push('', '| method | returns | | |', '|---|---|---|---|', ...methodRows);
  return table.join('\n');
}

function eventsTable(declaration) {
  if (!declaration.events.length) return 'No events of its own.';
  return [
    '| event | `detail` | |',
    '|---|---|---|',
    ...declaration.events.map((event) => {
      const detail = /^CustomEvent<([\s\S]*)>$/.exec(event.type.text)?.[1] ?? 'null';
      return `| ${code(event.name)} | ${cell(detail === 'null' ? '—' : code(detail))} | ${cell(event.description)} |`;
    }),
  ].join('\n');
}

/** The repository file of a site page (`faq.html`, `elements/nl-accordion.html`, `vacature.html#solliciteren`), its #fragment kept, as a link from `from` (a folder). */
function pageLink(page, from) {
  const [path, fragment] = page.split('#');
  const file = pageFile(`/${path}`);
  if (!file || !existsSync(file)) throw new Error(`no page ${page} on the examples site (a docs file's \`pages\`)`);
  return relative(from, file).replaceAll('\\', '/') + (fragment ? `#${fragment}` : '');
}

/** The manual's tag table: the attribute names (required ones marked), events, methods and example pages; links from `from` (a folder). */
function tagsTable(declarations, loaded, from) {
  const rows = declarations.map((declaration) => {
    const tag = declaration.tagName;
    const facts = loaded[tag].facts;
    const attributes = declaration.attributes
      .filter((attribute) => attribute.name !== 'messages')
      .map((attribute) => {
        const fact = facts.find((f) => f.name === attribute.name);
        const notes = [];
        if (fact?.required) notes.push('required');
        if (fact?.values && fact.kind !== 'tokens') notes.push(fact.values.map(code).join('/'));
        if (attribute.default !== undefined && !(attribute.type.text === 'object' || fact?.kind === 'json')) notes.push(`default ${code(attribute.default)}`);
        return `${code(attribute.name)}${notes.length ? ` (${notes.join(', ')})` : ''}`;
      });
    const methods = declaration.members.filter((member) => member.kind === 'method').map((method) => code(`${method.name}()`));
    const attributeCell = (attributes.length ? attributes.join(', ') : '—') + (methods.length ? `; methods ${methods.join(', ')}` : '');
    const events = declaration.events.length ? declaration.events.map((event) => code(event.name)).join(', ') : '—';
    // The tag's own page where it has one (nl-accordion-item is shown on nl-accordion's), then its docs' `pages`.
    // Each shown as its place on the site, linked to the file it is written in (a tag's page in its
    // element's folder, the others under examples/: element-pages.mjs).
    const own = elementPages().some((page) => page.tag === tag && page.lang === 'nl') ? [`elements/${tag}.html`] : [];
    const pages = [...own, ...(loaded[tag].docs.pages ?? [])].map((page) => `[${page}](${pageLink(page, from)})`);
    return `| ${code(tag)} | ${cell(attributeCell)} | ${cell(events)} | ${pages.join(', ')} |`;
  });
  return ['| tag | attributes | events | example |', '|---|---|---|---|', ...rows].join('\n');
}

/** The size budgets (size-budgets.json, the one file of them) as a table: each file or pattern, its gzip budget. */
function budgetsTable() {
  const budgets = JSON.parse(readFileSync(join(ROOT, 'size-budgets.json'), 'utf8'));
  const kb = (bytes) => `${(bytes / 1024).toFixed(bytes % 1024 === 0 ? 0 : 2).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')} KB`;
  const rows = Object.entries(budgets)
    .filter(([key]) => !key.startsWith('$'))
    .map(([key, bytes]) => `| ${code(key)} | ${kb(bytes)} (${bytes} B) |`);
  return ['| file (`*`: any name) | budget, gzip -9 |', '|---|---:|', ...rows].join('\n');
}

/** Every file with generated tables, as it should read: [{file, text}] (only files with markers). */
export async function generate() {
  const tags = listTags();
  const loaded = await loadSpecs(tags);
  const manifest = await createManifest(loaded);
  const declarations = manifest.modules.map((module) => module.declarations[0]);
  const byTag = new Map(declarations.map((declaration) => [declaration.tagName, declaration]));
  const files = new Set([join(ROOT, 'docs/tags.md'), join(ROOT, 'docs/sizes.md')]);
  for (const tag of tags) files.add(join(ROOT, dirname(specModule(tag).slice(1)), 'README.md'));
  const out = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    const where = relative(ROOT, file);
    const text = readFileSync(file, 'utf8');
    const next = text.replace(BLOCK, (_block, kind, tag) => {
      let table;
      if (kind === 'tags') table = tagsTable(declarations, loaded, dirname(file));
      else if (kind === 'budgets') table = budgetsTable();
      else {
        const declaration = byTag.get(tag);
        if (!declaration) throw new Error(`${where}: <!-- generated: ${kind} ${tag} -->: no such tag`);
        if (kind === 'attributes') table = attributesTable(declaration, loaded[tag].facts);
        else if (kind === 'events') table = eventsTable(declaration);
        else throw new Error(`${where}: <!-- generated: ${kind} -->: unknown kind (tags, budgets, attributes, events)`);
      }
      return `<!-- generated: ${kind}${tag ? ` ${tag}` : ''} -->\n${table}\n<!-- /generated -->`;
    });
    out.push({ file: where, text, next });
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  try {
    const files = await generate();
    const stale = files.filter((file) => file.text !== file.next);
    if (check) {
      if (stale.length) {
        console.error(`generate-docs: stale generated tables (run \`node scripts/docs/generate-docs.mjs\`):\n${stale.map((file) => `  ${file.file}`).join('\n')}`);
        process.exit(1);
      }
      console.log(`generate-docs: ${files.length} file(s) up to date`);
    } else {
      for (const file of stale) writeFileSync(join(ROOT, file.file), file.next);
      console.log(`generate-docs: ${stale.length} of ${files.length} file(s) rewritten`);
    }
  } catch (error) {
    console.error(`generate-docs: ${error.message}`);
    process.exit(1);
  }
}
