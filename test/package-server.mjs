// The test runner's side of test/package.test.ts and test/frameworks.test.tsx (issue 17):
// - command `nl-package` packs the built package once (`npm pack`, the tarball a registry would get),
//   installs the .tgz into an empty folder with `npm install --offline` (no registry: the package
//   has no dependencies to fetch) and answers {tarball, size, entryCount, files, installed, lock}.
//   {check: {args, stdin}} runs `npx --offline nl-components …` in that folder, as a site's CI would.
// - GET /installed/… serves that folder (its node_modules/nl-components/dist is the library a site
//   installed; /installed/page.html is test/fixtures/package/page.html).
// - GET /cdn/… serves dist/ with `Access-Control-Allow-Origin: *`, as a CDN does: a page on the
//   runner's other host name (localhost vs 127.0.0.1, another origin) loads the library from it.
//   /cdn-no-cors/… serves the same files without that header, to show it is needed.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { answerWithin, runCommand } from './run-command.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html', '.map': 'application/json' };

let installed; // a promise of {dir, info}: packed and installed once per test run

/** npm, without blocking the test server (test/run-command.mjs); its output, or an error with it. */
async function npm(args, cwd) {
  const result = await runCommand('npm', args, { cwd, env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' }, timeout: 300_000 });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')}: exit ${result.status}\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

function packAndInstall() {
  installed ??= (async () => {
    if (!existsSync(join(ROOT, 'dist/nl-components.js'))) throw new Error('dist/ is missing: run `npm run build` first');
    const dir = mkdtempSync(join(tmpdir(), 'nl-package-'));
    const [pack] = JSON.parse(await npm(['pack', '--json', '--pack-destination', dir], ROOT));
    const site = join(dir, 'site');
    mkdirSync(site);
    writeFileSync(join(site, 'package.json'), `${JSON.stringify({ name: 'a-site', version: '1.0.0', private: true }, null, 2)}\n`);
    // --offline: nothing may come from a registry; --prefer-offline would hide a dependency fetched.
    const log = await npm(['install', '--offline', '--no-audit', '--no-fund', join(dir, pack.filename)], site);
    copyFileSync(join(ROOT, 'test/fixtures/package/page.html'), join(site, 'page.html'));
    const lock = JSON.parse(readFileSync(join(site, 'package-lock.json'), 'utf8'));
    return {
      dir: site,
      info: {
        tarball: pack.filename,
        size: pack.size,
        unpackedSize: pack.unpackedSize,
        entryCount: pack.entryCount,
        files: pack.files.map((file) => file.path),
        installed: readdirSync(join(site, 'node_modules')).filter((name) => !name.startsWith('.')),
        lock: Object.keys(lock.packages).filter(Boolean),
        log,
      },
    };
  })();
  return installed;
}

export const packagePlugin = {
  name: 'nl-package',
  async serverStop() {
    const done = await installed?.catch(() => undefined);
    if (done) rmSync(dirname(done.dir), { recursive: true, force: true });
  },
  async executeCommand({ command, payload }) {
    if (command !== 'nl-package') return undefined;
    // Both may pass the runner's 20 s for a command on a busy machine: asked again until done.
    return answerWithin(JSON.stringify(['nl-package', payload]), async () => {
      const { dir, info } = await packAndInstall();
      if (!payload?.check) return info;
      return runCommand('npx', ['--offline', 'nl-components', ...payload.check.args], { cwd: dir, input: payload.check.stdin ?? '' });
    });
  },
};

/** Sends a file under `base` (never outside it), or 404. */
function send(ctx, base, relative, headers = {}) {
  const file = normalize(join(base, decodeURIComponent(relative)));
  if (!file.startsWith(base + sep) || !existsSync(file) || !statSync(file).isFile()) {
    ctx.status = 404;
    ctx.body = 'not found';
    return;
  }
  ctx.set({ 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store', ...headers });
  ctx.body = readFileSync(file);
}

// A CDN that misbehaves (test/embed.test.ts, issue 29), both with Access-Control-Allow-Origin: *:
//   /cdn-flaky/<key>/<file>/<times>/…  serves dist/ at …, but answers 503 to the first <times>
//       requests (any query) of <file> (its path in dist/ with ~ for /: elements~nl-accordion.js);
//       `always` for every request; `<times>-changed`: after those, <file>'s bytes changed as
//       /cdn-tampered/ changes them. Counted per <key>; command `nl-cdn-requests` {key} answers
//       [{path, search, status, dest}] of that key's requests, in order (dest: Sec-Fetch-Dest, `script`
//       for a module, `empty` for a fetch()).
//   /cdn-tampered/<file>/…  serves dist/ at …, with <file>'s bytes changed (a comment added): what
//       Subresource Integrity must refuse.
const CORS = { 'Access-Control-Allow-Origin': '*' };
/** A file's bytes changed on the way: a comment added. */
const tamper = (ctx) => {
  if (ctx.status === 200) ctx.body = Buffer.concat([ctx.body, Buffer.from('\n/* changed on the way */\n')]);
};
const flaky = new Map();

export const cdnPlugin = {
  name: 'nl-cdn',
  executeCommand({ command, payload }) {
    if (command !== 'nl-cdn-requests') return undefined;
    return flaky.get(payload?.key) ?? [];
  },
};

export async function packageMiddleware(ctx, next) {
  const installedPath = /^\/installed\/(.+)$/.exec(ctx.path);
  if (installedPath && installed) return send(ctx, (await installed).dir, installedPath[1]);
  const cdn = /^\/cdn(-no-cors)?\/(.+)$/.exec(ctx.path);
  if (cdn) return send(ctx, join(ROOT, 'dist'), cdn[2], cdn[1] ? {} : CORS);
  const flakyPath = /^\/cdn-flaky\/([\w-]+)\/([\w.~-]+)\/(\d+|always)(-changed)?\/(.+)$/.exec(ctx.path);
  if (flakyPath) {
    const [, key, file, times, changed, path] = flakyPath;
    const log = flaky.get(key) ?? [];
    flaky.set(key, log);
    const failing = path === file.replace(/~/g, '/');
    const tries = log.filter((entry) => entry.path === path).length;
    const status = failing && (times === 'always' || tries < Number(times)) ? 503 : 200;
    log.push({ path, search: ctx.search, status, dest: ctx.get('sec-fetch-dest') });
    if (status === 503) {
      ctx.status = 503;
      ctx.set({ ...CORS, 'Cache-Control': 'no-store' });
      ctx.body = 'Service Unavailable';
      return;
    }
    send(ctx, join(ROOT, 'dist'), path, CORS);
    if (failing && changed) tamper(ctx);
    return;
  }
  const tampered = /^\/cdn-tampered\/([\w.~-]+)\/(.+)$/.exec(ctx.path);
  if (tampered) {
    send(ctx, join(ROOT, 'dist'), tampered[2], CORS);
    if (tampered[2] === tampered[1].replace(/~/g, '/')) tamper(ctx);
    return;
  }
  return next();
}
