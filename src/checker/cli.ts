/**
 * `nl-components check [--format text|json] FILE...` (`-` reads stdin): the HTML checker on the
 * command line (issue 14). Bundled by the build into dist/cli/nl-components.js (the package's `bin`)
 * with parse5 and ajv inside, so it needs nothing but Node and the dist/ it sits in: it reads
 * ../custom-elements.json and ../schemas/ next to itself.
 *
 * Output: one line per problem, `FILE:LINE:COL: tag attribute: message` (the compiler form that
 * editors and CI annotate), or with --format json one JSON array of
 * {file, line, column, tag, attribute?, message}. Exit code 0: no problems; 1: problems; 2: wrong
 * use or a file that cannot be read.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createChecker, formatProblem, type Knowledge, type Manifest, type Problem } from './check.ts';

const USAGE = `Usage: nl-components check [--format text|json] FILE...
Checks HTML files for mistakes in nl-components tags: unknown tags and attributes, missing required
attributes, invalid values, malformed or invalid JSON, and URLs that are not http(s).
  FILE           an HTML file (a whole page or a fragment); - reads standard input
  --format json  the problems as one JSON array, for tools (default: one line per problem)
Exit code: 0 no problems, 1 problems found, 2 wrong use or an unreadable file.`;

function loadKnowledge(dist: string): Knowledge {
  const manifest = JSON.parse(readFileSync(join(dist, 'custom-elements.json'), 'utf8')) as Manifest;
  const schemas: Record<string, object> = {};
  for (const module of manifest.modules) {
    for (const declaration of module.declarations) {
      for (const attribute of declaration.attributes ?? []) {
        if (attribute.schema) schemas[attribute.schema] = JSON.parse(readFileSync(join(dist, attribute.schema), 'utf8')) as object;
      }
    }
  }
  return { manifest, schemas };
}

function main(argv: string[]): number {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (command !== 'check') {
    console.error(command ? `nl-components: unknown command "${command}"\n\n${USAGE}` : USAGE);
    return 2;
  }
  let format = 'text';
  const files: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--format') format = rest[++i] ?? '';
    else if (arg.startsWith('--format=')) format = arg.slice('--format='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      return 0;
    } else if (arg.startsWith('-') && arg !== '-') {
      console.error(`nl-components check: unknown option "${arg}"\n\n${USAGE}`);
      return 2;
    } else files.push(arg);
  }
  if (format !== 'text' && format !== 'json') {
    console.error(`nl-components check: --format must be "text" or "json", got "${format}"`);
    return 2;
  }
  if (!files.length) {
    console.error(`nl-components check: no files given (use - for standard input)\n\n${USAGE}`);
    return 2;
  }

  const dist = join(dirname(fileURLToPath(import.meta.url)), '..');
  let checker;
  try {
    checker = createChecker(loadKnowledge(dist));
  } catch (error) {
    console.error(`nl-components check: cannot read the library's data in ${dist} (${(error as Error).message}); run \`npm run build\``);
    return 2;
  }

  const problems: Problem[] = [];
  let unreadable = false;
  for (const file of files) {
    let html: string;
    try {
      html = readFileSync(file === '-' ? 0 : file, 'utf8');
    } catch (error) {
      console.error(`nl-components check: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
      unreadable = true;
      continue;
    }
    problems.push(...checker.check(html, file));
  }
  if (format === 'json') console.log(JSON.stringify(problems, null, 2));
  else for (const problem of problems) console.log(formatProblem(problem));
  if (unreadable) return 2;
  return problems.length ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
