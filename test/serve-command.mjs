// test/embed.test.ts: `npm start`'s server (scripts/site/serve.mjs) on free ports, asked for
// `payload.page` and, on its CDN port, for the files that page loads from there; then stopped by
// process id. executeServerCommand('nl-serve', {page}) → {cdn, page (the HTML), files: [{url, status, headers}]}.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const ROOT = new URL('..', import.meta.url).pathname;

const free = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

export function serveCommand() {
  return {
    name: 'nl-serve',
    async executeCommand({ command, payload }) {
      if (command !== 'nl-serve') return undefined;
      const [port, cdnPort] = [await free(), await free()];
      const child = spawn(process.execPath, ['scripts/site/serve.mjs'], {
        cwd: ROOT,
        env: { ...process.env, PORT: String(port), CDN_PORT: String(cdnPort), HOST: '127.0.0.1', NL_PREVIEW: '0' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        await new Promise((resolve, reject) => {
          child.stdout.on('data', (chunk) => String(chunk).includes('CDN:') && resolve());
          child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
          setTimeout(() => reject(new Error('serve.mjs did not start in 30 s')), 30_000);
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
  };
}
