// The docs' own checks, run by the tests as `npm run docs:check` runs them:
// - test/generated.test.ts: executeServerCommand('nl-generated') → {status, stdout, stderr} of
//   `node scripts/docs/generate-docs.mjs --check` (docs/one-source.md), started once without blocking
//   the server (it loads every spec through Vite: seconds); the command answers when it has finished.
// - test/check-links.test.ts: executeServerCommand('nl-check-links', {files?}) → {status, stdout,
//   stderr} of `node scripts/docs/check-links.mjs` on the repository, or on `files` ({path: text})
//   written to a temporary folder for the run.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runCommand } from './run-command.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
let generatedCheck;

export function docsCommands() {
  return {
    name: 'nl-docs',
    async executeCommand({ command, payload }) {
      if (command === 'nl-generated') {
        generatedCheck ??= new Promise((resolve) => {
          execFile(process.execPath, ['scripts/docs/generate-docs.mjs', '--check'], { cwd: ROOT, timeout: 300_000 }, (error, stdout, stderr) =>
            resolve({ status: error ? (error.code ?? 1) : 0, stdout, stderr }),
          );
        });
        return generatedCheck;
      }
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
      const result = await runCommand(process.execPath, args, { cwd: ROOT });
      return { status: result.status, stdout: result.stdout, stderr: result.stderr };
    },
  };
}
