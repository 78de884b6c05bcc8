// test/checker-cli.test.ts runs the built `nl-components check` (dist/cli/nl-components.js) as a
// user's shell would: executeServerCommand('nl-check', {args, stdin}) → {status, stdout, stderr, ms}.
// {examples: true} adds every page of the demo site, rendered with its includes (as served).
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { examplePages, pageSource, renderPage } from '../scripts/site/pages.mjs';

const ROOT = new URL('..', import.meta.url).pathname;

export function checkerCliCommand() {
  return {
    name: 'nl-check-cli',
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
      const result = spawnSync(process.execPath, ['dist/cli/nl-components.js', ...args], { cwd: ROOT, input: payload?.stdin ?? '', encoding: 'utf8', timeout: 60_000 });
      return { status: result.status, stdout: result.stdout, stderr: result.stderr, ms: Math.round(performance.now() - started) };
    },
  };
}
