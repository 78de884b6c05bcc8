// docs/messages.md: every tag's texts (each key with its Dutch and English text and the note beside it),
// generated from src/elements/<name>/messages.ts, the one place they are written, so the contract's
// exact texts can be read in the repository without reading the code.
//
//   node scripts/docs/messages.mjs            writes docs/messages.md (npm run docs)
//   node scripts/docs/messages.mjs --check    exits 1 when docs/messages.md is not what it would write
//                                             (npm run docs:check, a step of npm test)
//
// A tag's folder is the one its entry (elements/<tag>.ts) imports from; a folder without messages.ts
// gives its tags no texts of their own. The catalogues are read from the source with TypeScript's parser,
// not run (their modules need a browser): `messages` and what it is made of must be object literals,
// strings, consts of them and spreads of them (a shared catalogue in another file included). The note is
// the `/** … */` comment on the key in the Dutch catalogue, when it has one.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const OUT = 'docs/messages.md';

/** [{folder, tags}] in folder order: the element folders the tags' entries import from. */
function folders() {
  const byFolder = new Map();
  for (const file of readdirSync(join(ROOT, 'elements')).filter((name) => /^nl-.*\.ts$/.test(name)).sort()) {
    const match = /from\s*'\.\.\/src\/elements\/([^/']+)\//.exec(readFileSync(join(ROOT, 'elements', file), 'utf8'));
    if (!match) throw new Error(`elements/${file}: no import from ../src/elements/<name>/`);
    const tags = byFolder.get(match[1]) ?? [];
    tags.push(file.replace(/\.ts$/, ''));
    byFolder.set(match[1], tags);
  }
  return [...byFolder].sort(([a], [b]) => a.localeCompare(b)).map(([folder, tags]) => ({ folder, tags }));
}

const sources = new Map();
/** The parsed file (cached). */
function parse(path) {
  if (!sources.has(path)) sources.set(path, ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true));
  return sources.get(path);
}

/** The initializer of a top-level `const name = …` in the file, or of the import it comes from. */
function binding(file, name) {
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) return { file, node: declaration.initializer };
      }
    }
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      const element = statement.importClause?.namedBindings?.elements?.find((e) => e.name.text === name);
      if (element) {
        const from = resolve(dirname(file.fileName), statement.moduleSpecifier.text);
        return binding(parse(from), (element.propertyName ?? element.name).text);
      }
    }
  }
  throw new Error(`${relative(ROOT, file.fileName)}: no const or import \`${name}\``);
}

/**
 * The value of a catalogue expression: {value, notes} where notes maps a key to its JSDoc text. Only
 * what catalogues are written with is understood; anything else is an error naming the place.
 */
function evaluate(file, node) {
  const at = () => `${relative(ROOT, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return evaluate(file, node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { value: node.text, notes: {} };
  if (ts.isIdentifier(node)) {
    const found = binding(file, node.text);
    return evaluate(found.file, found.node);
  }
  if (ts.isPropertyAccessExpression(node)) {
    const object = evaluate(file, node.expression).value;
    if (!object || typeof object !== 'object' || !(node.name.text in object)) throw new Error(`${at()}: cannot read \`${node.getText()}\``);
    return { value: object[node.name.text], notes: {} };
  }
  if (ts.isObjectLiteralExpression(node)) {
    const value = {};
    const notes = {};
    for (const property of node.properties) {
      if (ts.isSpreadAssignment(property)) {
        Object.assign(value, evaluate(file, property.expression).value);
        continue;
      }
      const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null;
      if (key === null) throw new Error(`${at()}: a key that is not a name or a string`);
      const inner = ts.isShorthandPropertyAssignment(property) ? property.name : ts.isPropertyAssignment(property) ? property.initializer : null;
      if (!inner) throw new Error(`${at()}: \`${key}\` is not a plain property`);
      value[key] = evaluate(file, inner).value;
      const doc = ts.getJSDocCommentsAndTags(property).map((d) => (typeof d.comment === 'string' ? d.comment : '')).join(' ').trim();
      if (doc) notes[key] = doc.replace(/\s+/g, ' ');
    }
    return { value, notes };
  }
  throw new Error(`${at()}: \`${node.getText().slice(0, 40)}\` is not a literal catalogue`);
}

/** {nl, en, notes} of a messages.ts: its `messages` export, and the notes of its Dutch catalogue. */
function catalogue(path) {
  const file = parse(path);
  const { file: at, node } = binding(file, 'messages');
  const messages = evaluate(at, node).value;
  if (!messages?.nl) throw new Error(`${relative(ROOT, path)}: \`messages\` has no nl catalogue`);
  let notes = {};
  const nl = ts.isObjectLiteralExpression(node) && node.properties.find((p) => p.name?.text === 'nl');
  if (nl) {
    const source = ts.isShorthandPropertyAssignment(nl) ? binding(file, 'nl') : { file, node: nl.initializer };
    notes = evaluate(source.file, source.node).notes;
  }
  return { nl: messages.nl, en: messages.en ?? {}, notes };
}

/** A text as a table cell: Markdown's table and HTML characters escaped; plural forms one per line (`one: …<br>other: …`). */
export function cell(message) {
  if (message === undefined) return '—';
  const escape = (text) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\n/g, ' ');
  if (typeof message !== 'string') return Object.entries(message).map(([form, text]) => `${form}: ${escape(text)}`).join('<br>');
  return escape(message) || '(empty)';
}

/** The Markdown of docs/messages.md. */
export function renderMessages() {
  const sections = [];
  const silent = [];
  for (const { folder, tags } of folders()) {
    const file = `src/elements/${folder}/messages.ts`;
    if (!existsSync(join(ROOT, file))) {
      silent.push(...tags);
      continue;
    }
    const { nl, en, notes } = catalogue(join(ROOT, file));
    sections.push(
      `## ${tags.map((tag) => `\`${tag}\``).join(', ')}`,
      '',
      `[${file}](../${file})`,
      '',
      '| key | nl | en | note |',
      '|---|---|---|---|',
      ...Object.keys(nl).map((key) => `| \`${key}\` | ${cell(nl[key])} | ${cell(en[key])} | ${notes[key] ? cell(notes[key]) : ''} |`),
      '',
    );
  }
  return [
    `<!-- Generated by \`node scripts/docs/messages.mjs\` from src/elements/*/messages.ts; do not edit by hand. -->`,
    '# The texts of every tag',
    '',
    'After reading this you know every text a tag shows or says, in Dutch and English, and the key by which',
    'a page replaces it.',
    '',
    'Each tag\'s built-in texts, by key: Dutch is the default, English is used under `lang="en"` (the',
    'closest `lang` attribute). A page changes any of them with the tag\'s `messages` attribute, JSON by the',
    'same keys (`messages=\'{"close": "Dicht"}\'`, checked against `dist/schemas/<tag>.messages.schema.json`).',
    '`%{name}` is a placeholder the code fills in; `one:` and `other:` lines are plural forms (Intl.PluralRules).',
    'The part of the contract this page is: see [CONTRACT.md](CONTRACT.md).',
    '',
    ...sections,
    `No texts of their own: ${silent.map((tag) => `\`${tag}\``).join(', ')}.`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = renderMessages();
  const path = join(ROOT, OUT);
  if (process.argv.includes('--check')) {
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (current !== text) {
      console.error(`${OUT} is out of date with src/elements/*/messages.ts: run \`npm run docs\` and commit it.`);
      process.exit(1);
    }
    console.log(`${OUT}: up to date`);
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${OUT}`);
  }
}
