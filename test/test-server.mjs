// What the test runner's server answers besides the runner's own files:
// - the demo site (npm start's examples/, with its includes and stand-ins), for test/site.ts and test/examples.test.ts
//   and the page-level tests: its pages, assets and /api/ stand-ins at the same paths as under npm
//   start, the English pages (/en/…) and the manual's (/docs/; its Markdown files stay the runner's).
//   The visitor view, as Lighthouse sees it; a request with `X-NL-Preview: 1` gets npm start's preview
//   mode (test/preview.test.ts). A third party's page (examples/embed/) loads dist/ from the runner's
//   other host name (another origin), /cdn/ (test/package-server.mjs), as npm start's second port does.
// - everything else a test imports, through a Vite dev server in middleware mode: React ships
//   CommonJS, which the runner's own node-resolve cannot serve, and the tests get the same transform
//   as the build. dist/react/ goes through Vite too, which resolves its `react` imports to the test's
//   own React, as an app's bundler would (test/shared-react.test.tsx).
import { createServer } from 'vite';
import { handleRequest as examplesSite } from '../scripts/site/serve.mjs';

const siteOwns = (path) =>
  /^\/(assets|cookiebar|embed|api|vendor)\//.test(path) || /^\/(en\/)?((elements|embed|docs)\/)?[\w-]+\.html$/.test(path) || path === '/en/' || path === '/docs/';

const viteOwns = (path) =>
  /^\/(@vite|@id|@fs|@react-refresh|node_modules|dist\/react)\//.test(path) || /\.tsx?$/.test(path) || /^\/src\/.*\.css$/.test(path);

export async function siteMiddleware(ctx, next) {
  if (!siteOwns(ctx.path)) return next();
  ctx.respond = false;
  const other = ctx.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  await examplesSite(ctx.req, ctx.res, { preview: ctx.get('x-nl-preview') === '1', cdn: `${ctx.protocol}://${other}:${ctx.request.host.split(':')[1]}/cdn/` });
}

let vite;

/** Hands a request to Vite's connect middleware; resolves true when Vite answered it. */
function viteHandle(req, res) {
  return new Promise((resolve, reject) => {
    res.once('finish', () => resolve(true));
    vite.middlewares(req, res, (error) => (error ? reject(error) : resolve(false)));
  });
}

export async function viteMiddleware(ctx, next) {
  if (!vite || !viteOwns(ctx.path)) return next();
  if (await viteHandle(ctx.req, ctx.res)) {
    ctx.respond = false;
    return;
  }
  return next();
}

export function vitePlugin() {
  return {
    name: 'vite-middleware',
    async serverStart() {
      vite = await createServer({
        configFile: new URL('../vite.config.ts', import.meta.url).pathname,
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
  };
}
