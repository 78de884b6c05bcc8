// `npm run test:types` (a step of `npm test`, after the build): the type test of the package's types.
//   1. test/types/ (tsconfig.json there): the fixtures use dist/nl-components.d.ts and dist/react.d.ts
//      through the package's name and exports map ('nl-components', 'nl-components/react'), as a
//      user's project does. Each `@ts-expect-error` line must be an error (a wrong enum value, config
//      key, event detail key, method argument …); everything else must compile.
//   2. test/types/plain/: a plain TypeScript site, compiled in a temporary folder that has the package
//      (package.json and its .d.ts files) and nothing else: no @types/react anywhere up the tree, and
//      `types: []`. It must compile, and the program must hold no file of React's types.
// Exits non-zero on any failure, so `npm test` stops there.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

function tsc(args, cwd) {
  const run = spawnSync(process.execPath, [TSC, ...args], { cwd, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

let failed = false;
function fail(message) {
  console.error(`test:types: ${message}`);
  failed = true;
}

for (const file of ['nl-components.d.ts', 'react.d.ts']) {
  if (!existsSync(join(ROOT, 'dist', file))) fail(`dist/${file} is missing: run \`npm run build\` first`);
}

if (!failed) {
  // 1. The fixtures, with React's types available.
  const fixtures = tsc(['-p', join(ROOT, 'test/types/tsconfig.json')], ROOT);
  if (!fixtures.ok) fail(`test/types/ does not type-check as expected:\n${fixtures.output}`);
  else console.log('test:types: test/types/ type-checks, and each @ts-expect-error line is an error');

  // 2. The plain site, where @types/react does not exist.
  const dir = mkdtempSync(join(tmpdir(), 'nl-types-'));
  try {
    const pkg = join(dir, 'node_modules/nl-components');
    mkdirSync(join(pkg, 'dist'), { recursive: true });
    copyFileSync(join(ROOT, 'package.json'), join(pkg, 'package.json'));
    for (const file of readdirSync(join(ROOT, 'dist')).filter((name) => name.endsWith('.d.ts'))) {
      copyFileSync(join(ROOT, 'dist', file), join(pkg, 'dist', file));
    }
    copyFileSync(join(ROOT, 'test/types/plain/plain.ts'), join(dir, 'plain.ts'));
    copyFileSync(join(ROOT, 'test/types/plain/tsconfig.json'), join(dir, 'tsconfig.json'));
    const plain = tsc(['-p', 'tsconfig.json', '--listFiles'], dir);
    const react = plain.output.split('\n').filter((line) => /[\\/](@types[\\/]react|react)[\\/]/.test(line));
    const errors = plain.output.split('\n').filter((line) => !line.startsWith('/') || /error TS/.test(line)); // without --listFiles' list
    if (!plain.ok) fail(`test/types/plain/ does not type-check without @types/react:\n${errors.join('\n')}`);
    else if (react.length) fail(`test/types/plain/ pulled in React's types:\n${react.join('\n')}`);
    else console.log('test:types: test/types/plain/ type-checks without @types/react');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exit(failed ? 1 : 0);
