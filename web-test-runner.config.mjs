// Browser tests: @web/test-runner in Debian's Chromium (scripts/test/chrome.mjs finds it).
// React ships CommonJS, which the runner's own node-resolve cannot serve, so module requests go to a
// Vite dev server in middleware mode: the tests get the same transform as the build.
// test/fakes.mjs stands in for the outside services (no network here), see its header.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { examplePages, pageSource, renderPage } from './scripts/site/pages.mjs';
import { createServer } from 'vite';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { findChrome } from './scripts/test/chrome.mjs';
import { fakeServices } from './test/fakes.mjs';
import { interceptThirdParties } from './test/third-party.mjs';
import { browserLogPlugin, recordBrowserLog } from './test/browser-log.mjs';
import { countReporter } from './scripts/test/count-reporter.mjs';
import { handleRequest as examplesSite } from './scripts/site/serve.mjs';
import { wordpressPlugin } from './test/wordpress/commands.mjs';
import { bfcacheCommand } from './test/bfcache-command.mjs';
import { spokenCommand } from './test/spoken-command.mjs';
import { cdnPlugin, packageMiddleware, packagePlugin } from './test/package-server.mjs';

let vite;
/** test/generated.test.ts: the one run of the generated tables' check. */
let generatedCheck;

// The demo site (npm start's examples/, with its includes and stand-ins), for test/examples.test.ts:
// its pages, assets and /api/ stand-ins at the same paths as under npm start. Test modules
// (/elements/*.ts, /test/…) and /dist/ stay with the runner.
// The English pages (/en/…, issue 18.4) too, /en/ itself included, and the manual's (/docs/, issue 32;
// its Markdown files, /docs/*.md, stay the runner's).
const siteOwns = (path) =>
  /^\/(assets|cookiebar|embed|api|vendor)\//.test(path) || /^\/(en\/)?((elements|embed|docs)\/)?[\w-]+\.html$/.test(path) || path === '/en/' || path === '/docs/';

// dist/react/ (the tags with React left as imports, issue 17.1) goes through Vite too, which resolves
// its `react` imports to the test's own React, as an app's bundler would (test/shared-react.test.tsx).
const viteOwns = (path) =>
  /^\/(@vite|@id|@fs|@react-refresh|node_modules|dist\/react)\//.test(path) || /\.tsx?$/.test(path) || /^\/src\/.*\.css$/.test(path);

/** Hands a request to Vite's connect middleware; resolves true when Vite answered it. */
function viteHandle(req, res) {
  return new Promise((resolve, reject) => {
    res.once('finish', () => resolve(true));
    vite.middlewares(req, res, (error) => (error ? reject(error) : resolve(false)));
  });
}

export default {
  files: ['test/**/*.test.{ts,tsx}', 'src/elements/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  concurrency: 2,
  concurrentBrowsers: 1,
  // Per test file; examples.test.ts and phone-nl/-en.test.ts visit every page, Dutch and English (/en/).
  testsFinishTimeout: Number(process.env.WTR_FINISH_TIMEOUT ?? 240_000),
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 10_000 } },
  browsers: [
    chromeLauncher({
      // Each test file gets its own browser context, i.e. its own window. As tabs of one window, all
      // but the front tab would be hidden and get no animation frames, and concurrent files would hang
      // in requestAnimationFrame (fixture(), scroll animations).
      // test/third-party.mjs answers the page's https:// requests (Google Maps, YouTube) with fakes;
      // test/browser-log.mjs records what Chromium itself writes to the page's console.
      createPage: async ({ browser }) => {
        const page = await (await browser.createBrowserContext()).newPage();
        await interceptThirdParties(page);
        recordBrowserLog(page);
        return page;
      },
      launchOptions: {
        executablePath: findChrome(),
        headless: true,
        args: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
        ],
      },
    }),
  ],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countReporter()],
  plugins: [
    browserLogPlugin(),
    // test/application.test.ts: Back in a top-level tab, where the back/forward cache applies.
    bfcacheCommand(),
    // test/spoken-*.test.ts: the focused node and the reading cursor from Chromium's accessibility tree,
    // and the transcripts under test/spoken/ (NL_UPDATE_SPOKEN=1 rewrites them; docs/spoken.md).
    spokenCommand(),
    // test/package.test.ts, test/frameworks.test.tsx: the packed and installed package, and dist/ as a CDN.
    packagePlugin,
    // test/embed.test.ts: what a misbehaving CDN was asked (test/package-server.mjs).
    cdnPlugin,
    // test/wordpress.test.ts: a real WordPress with the plugin (test/wordpress/).
    wordpressPlugin(),
    {
      // test/embed.test.ts: `npm start`'s server (scripts/site/serve.mjs) on free ports, asked for
      // `payload.page` and, on its CDN port, for the files that page loads from there; then stopped.
      // → {cdn, page (the HTML), files: [{url, status, headers}]}.
      name: 'nl-serve',
      async executeCommand({ command, payload }) {
        if (command !== 'nl-serve') return undefined;
        const free = () =>
          new Promise((resolve) => {
            const probe = createNetServer().listen(0, '127.0.0.1', () => {
              const { port } = probe.address();
              probe.close(() => resolve(port));
            });
          });
        const [port, cdnPort] = [await free(), await free()];
        const child = spawn(process.execPath, ['scripts/site/serve.mjs'], {
          cwd: new URL('.', import.meta.url).pathname,
          env: { ...process.env, PORT: String(port), CDN_PORT: String(cdnPort), HOST: '127.0.0.1', NL_PREVIEW: '0' },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        try {
          await new Promise((resolve, reject) => {
            child.stdout.on('data', (chunk) => String(chunk).includes('CDN:') && resolve());
            child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
            setTimeout(() => reject(new Error('serve.mjs did not start in 10 s')), 10_000);
          });
          const page = await (await fetch(`http://127.0.0.1:${port}${payload.page}`)).text();
          const cdn = `http://127.0.0.1:${cdnPort}/`;
          const urls = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]).filter((url) => url.startsWith(cdn));
          const files = await Promise.all(
            urls.map(async (url) => {
              const response = await fetch(url, { headers: { Origin: `http://127.0.0.1:${port}` } });
              return { url, status: response.status, headers: Object.fromEntries(response.headers) };
            }),
          );
          return { cdn, page, files };
        } finally {
          child.kill();
        }
      },
    },
    {
      // test/checker-cli.test.ts runs the built `nl-components check` (dist/cli/nl-components.js) as
      // a user's shell would: executeServerCommand('nl-check', {args, stdin}) → {status, stdout, stderr}.
      name: 'nl-check-cli',
      // {examples: true} adds every page of the demo site, rendered with its includes (as served).
      async executeCommand({ command, payload }) {
        if (command !== 'nl-check') return undefined;
        const args = [...(payload?.args ?? [])];
        if (payload?.examples) {
          const dir = await mkdtemp(join(tmpdir(), 'nl-check-'));
          for (const page of examplePages()) {
            const file = join(dir, page.slice(1));
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, await renderPage(await pageSource(page), page));
            args.push(file);
          }
        }
        const started = performance.now();
        const result = spawnSync(process.execPath, ['dist/cli/nl-components.js', ...args], {
          cwd: new URL('.', import.meta.url).pathname,
          input: payload?.stdin ?? '',
          encoding: 'utf8',
          timeout: 60_000,
        });
        return { status: result.status, stdout: result.stdout, stderr: result.stderr, ms: Math.round(performance.now() - started) };
      },
    },
    {
      // test/generated.test.ts: `node scripts/docs/generate-docs.mjs --check` (docs/one-source.md),
      // started once without blocking the server (it loads every spec through Vite: seconds); the
      // command answers when it has finished.
      name: 'nl-generated',
      async executeCommand({ command }) {
        if (command !== 'nl-generated') return undefined;
        generatedCheck ??= new Promise((resolve) => {
          execFile(process.execPath, ['scripts/docs/generate-docs.mjs', '--check'], { cwd: new URL('.', import.meta.url).pathname, timeout: 300_000 }, (error, stdout, stderr) =>
            resolve({ status: error ? (error.code ?? 1) : 0, stdout, stderr }),
          );
        });
        return generatedCheck;
      },
    },
    {
      // test/check-links.test.ts: `node scripts/docs/check-links.mjs` (part of `npm run docs:check`), on
      // the repository (`{}`) or on a folder of `payload.files` ({path: text}) written to a temporary
      // folder for the run → {status, stdout, stderr}.
      name: 'nl-check-links',
      async executeCommand({ command, payload }) {
        if (command !== 'nl-check-links') return undefined;
        const args = ['scripts/docs/check-links.mjs'];
        if (payload?.files) {
          const dir = await mkdtemp(join(tmpdir(), 'nl-links-'));
          for (const [path, text] of Object.entries(payload.files)) {
            const file = join(dir, path);
            if (!file.startsWith(dir + '/')) throw new Error(`nl-check-links: ${path} leaves the folder`);
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, text);
          }
          args.push('--root', dir);
        }
        const result = spawnSync(process.execPath, args, { cwd: new URL('.', import.meta.url).pathname, encoding: 'utf8', timeout: 60_000 });
        return { status: result.status, stdout: result.stdout, stderr: result.stderr };
      },
    },
    {
      name: 'vite-middleware',
      async serverStart() {
        vite = await createServer({
          configFile: new URL('./vite.config.ts', import.meta.url).pathname,
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          logLevel: 'warn',
          clearScreen: false,
          plugins: [
            {
              // @web/test-runner-commands imports the runner's own socket module, which only the
              // runner serves: leave it to the browser.
              name: 'wtr-own-modules',
              enforce: 'pre',
              resolveId: (id) => (id.includes('__web-dev-server__') ? { id: '/__web-dev-server__web-socket.js', external: true } : null),
            },
          ],
        });
      },
      async serverStop() {
        await vite?.close();
      },
    },
  ],
  middleware: [
    fakeServices,
    packageMiddleware,
    async (ctx, next) => {
      if (!siteOwns(ctx.path)) return next();
      ctx.respond = false;
      // The visitor view, as Lighthouse sees it; a request with `X-NL-Preview: 1` gets npm start's
      // preview mode (test/preview.test.ts checks that switch).
      // A third party's page (examples/embed/) loads dist/ from the runner's other host name (another
      // origin), /cdn/ (test/package-server.mjs), as npm start's second port serves it (issue 29.7).
      const other = ctx.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
      await examplesSite(ctx.req, ctx.res, { preview: ctx.get('x-nl-preview') === '1', cdn: `${ctx.protocol}://${other}:${ctx.request.host.split(':')[1]}/cdn/` });
    },
    async (ctx, next) => {
      if (!vite || !viteOwns(ctx.path)) return next();
      if (await viteHandle(ctx.req, ctx.res)) {
        ctx.respond = false;
        return;
      }
      return next();
    },
  ],
};
