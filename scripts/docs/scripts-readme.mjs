// Checks that scripts/README.md lists every script under scripts/ (and nothing that is gone), so the
// list of tools and their purposes cannot drift from the folder.
//
//   node scripts/docs/scripts-readme.mjs      exits 1 naming each file missing from the list or listed
//                                             but missing (npm run docs:check, a step of npm test)
//
// A row is `| \`file\` | purpose |` under a heading `## folder/: …`; the file is named relative to
// that folder (`bench/server.mjs` under `## perf/`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPTS = fileURLToPath(new URL('..', import.meta.url));

/** Every .mjs file under scripts/, as a path relative to it (`perf/bench/server.mjs`). */
function scripts(dir = SCRIPTS) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? scripts(join(dir, entry.name)) : entry.name.endsWith('.mjs') ? [relative(SCRIPTS, join(dir, entry.name))] : [],
  );
}

/** Every file the README's tables name, with its folder (`perf/bench/server.mjs`). */
function listed() {
  const names = [];
  let folder = '';
  for (const line of readFileSync(join(SCRIPTS, 'README.md'), 'utf8').split('\n')) {
    const heading = /^## ([\w-]+)\/:/.exec(line);
    if (heading) folder = heading[1];
    const row = /^\| `([^`]+\.mjs)` \|/.exec(line);
    if (row) names.push(`${folder}/${row[1]}`);
  }
  return names;
}

const present = scripts().sort();
const named = listed();
const missing = present.filter((file) => !named.includes(file));
const gone = named.filter((file) => !present.includes(file));
for (const file of missing) console.error(`scripts/README.md: scripts/${file} is not listed (add a row with its purpose)`);
for (const file of gone) console.error(`scripts/README.md: lists scripts/${file}, which does not exist`);
if (missing.length || gone.length) process.exit(1);
console.log(`scripts/README.md: lists all ${present.length} scripts`);
