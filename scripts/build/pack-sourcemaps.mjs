// `npm run pack:sourcemaps` (after `npm run build`): nl-components-sourcemaps-<version>.tgz, every
// source map of dist/ at the same path as in the package (dist/elements/nl-accordion.js.map, …).
// The npm package ships only the loader's map: the others are built 'hidden' (no sourceMappingURL
// comment, vite.config.ts) and would triple the tarball. Publish this tarball beside the package (or
// attach it to the release) for whoever debugs or uploads maps to error monitoring:
//   tar -xzf nl-components-sourcemaps-0.2.0.tgz --strip-components=1 -C node_modules/nl-components
//
//   node scripts/build/pack-sourcemaps.mjs [destination]     default: the repository root
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'dist');
const destination = resolve(process.argv[2] ?? ROOT);
if (!existsSync(join(DIST, 'nl-components.js'))) {
  console.error('pack:sourcemaps: dist/ is missing; run `npm run build` first.');
  process.exit(1);
}

const maps = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? maps(path) : entry.name.endsWith('.map') ? [path] : [];
  });

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const stage = mkdtempSync(join(tmpdir(), 'nl-sourcemaps-'));
try {
  const files = maps(DIST);
  for (const file of files) {
    const target = join(stage, 'dist', relative(DIST, file));
    cpSync(file, target);
  }
  writeFileSync(
    join(stage, 'package.json'),
    `${JSON.stringify(
      {
        name: `${pkg.name}-sourcemaps`,
        version: pkg.version,
        description: `Source maps of ${pkg.name} ${pkg.version}'s dist/, at the same paths.`,
        license: pkg.license,
        author: pkg.author,
        files: ['dist'],
      },
      null,
      2,
    )}\n`,
  );
  cpSync(join(ROOT, 'LICENSE'), join(stage, 'LICENSE'));
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], { cwd: stage, encoding: 'utf8' });
  const [result] = JSON.parse(out);
  console.log(`pack:sourcemaps: ${files.length} maps → ${join(destination, result.filename)} (${result.size} bytes)`);
} finally {
  rmSync(stage, { recursive: true, force: true });
}
