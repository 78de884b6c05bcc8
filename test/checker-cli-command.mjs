// test/checker-cli.test.ts runs the built `nl-components check` (dist/cli/nl-components.js) as a
// user's shell would: executeServerCommand('nl-check', {args, stdin}) → {status, stdout, stderr, ms}.
// {examples: true} adds every page of the demo site, rendered with its includes (as served).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { examplePages, pageSource, renderPage } from '../scripts/site/pages.mjs';
import { answerWithin, runCommand } from './run-command.mjs';

const ROOT = new URL('..', import.meta.url).pathname;

export function checkerCliCommand() {
  return {
    name: 'nl-check-cli',
    async executeCommand({ command, payload }) {
      if (command !== 'nl-check') return undefined;
      // The whole site's check may pass the runner's 20 s for a command on a busy machine: asked
      // again until done (test/helpers.ts pollServerCommand).
      return answerWithin(JSON.stringify(['nl-check', payload]), async () => {
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
        const result = await runCommand(process.execPath, ['dist/cli/nl-components.js', ...args], { cwd: ROOT, input: payload?.stdin ?? '' });
        return { ...result, ms: Math.round(performance.now() - started) };
      });
    },
  };
}
