/**
 * Issue 19.1, one source per fact: the Markdown tables written between `<!-- generated: … -->` markers
 * (the manual's tag table in docs/tags.md, each element README's tables) are what
 * scripts/docs/generate-docs.mjs makes from the elements' specs and docs today (docs/one-source.md). The runner runs the script's --check (web-test-runner.config.mjs, `nl-generated`).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

describe('generated Markdown tables', () => {
  it('are up to date with the specs and docs (else: npm run generate)', async function () {
    this.timeout(300_000);
    // The check loads every spec through Vite and may outlast one command's 20 s: ask again, and
    // the runner answers from the same run once it has finished.
    let run: Run | undefined;
    for (let attempt = 0; !run && attempt < 12; attempt++) {
      try {
        run = await executeServerCommand<Run, object>('nl-generated', {});
      } catch (error) {
        if (!/Did not receive a server response/.test(String(error))) throw error;
      }
    }
    if (!run) throw new Error('scripts/docs/generate-docs.mjs --check gave no answer');
    expect(run.stderr, 'the stale files').to.equal('');
    expect(run.status).to.equal(0);
    expect(run.stdout).to.match(/generate-docs: \d+ file\(s\) up to date/);
  });
});
