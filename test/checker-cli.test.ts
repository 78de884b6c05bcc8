/**
 * Issue 14.4: `nl-components check` as a shell or CI runs it (the built dist/cli/nl-components.js,
 * started by the test runner's `nl-check` command, web-test-runner.config.mjs). Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import { pollServerCommand } from './helpers.ts';

interface Run {
  status: number;
  stdout: string;
  stderr: string;
  ms: number;
}

const check = (args: string[], options: { stdin?: string; examples?: boolean } = {}) => pollServerCommand<Run, object>('nl-check', { args, ...options });

const MISTAKES = 'test/fixtures/checker/mistakes.html';

describe('nl-components check (issue 14.4)', function () {
  this.timeout(60_000);

  it('prints one FILE:LINE:COL: tag attribute: message line per problem and exits 1', async () => {
    const run = await check(['check', MISTAKES]);
    expect(run.status).to.equal(1);
    expect(run.stderr).to.equal('');
    expect(run.stdout.trimEnd().split('\n')).to.deep.equal([
      `${MISTAKES}:5:3: nl-acordion: no such tag in nl-components; did you mean nl-accordion?`,
      `${MISTAKES}:8:3: nl-map config: attribute "config" is required`,
      `${MISTAKES}:8:11: nl-map confg: no such attribute on nl-map; did you mean config?`,
      `${MISTAKES}:9:13: nl-alert type: attribute "type" must be one of "info", "success", "warning", "error", got "fatal"`,
      `${MISTAKES}:10:3: nl-search action: attribute "action" is required`,
      `${MISTAKES}:11:41: nl-slider config: attribute "config" is not valid JSON (Expected double-quoted property name in JSON at position 19)`,
      `${MISTAKES}:12:16: nl-bg-image src: attribute "src" must be an http(s) URL, got "javascript:alert(1)"`,
      `${MISTAKES}:13:20: nl-iframe-modal src: attribute "src" must be an http(s) URL, got "data:text/html,hoi"`,
      `${MISTAKES}:14:11: nl-map config: attribute "config" is not valid: pois[0].location.lat must be a number from -90 to 90, got 95`,
      `${MISTAKES}:15:13: nl-video video-id: attribute "video-id" is required`,
    ]);
  });

  it('--format json gives the same problems as objects for tools', async () => {
    const run = await check(['check', '--format', 'json', MISTAKES]);
    expect(run.status).to.equal(1);
    const problems = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(problems).to.have.length(10);
    expect(problems[0]).to.deep.equal({ file: MISTAKES, line: 5, column: 3, tag: 'nl-acordion', message: 'no such tag in nl-components; did you mean nl-accordion?' });
    expect(problems[2]).to.deep.include({ tag: 'nl-map', attribute: 'confg', line: 8, column: 11 });
  });

  it('exits 0 and prints nothing for a clean file', async () => {
    const run = await check(['check', 'test/fixtures/checker/clean.html']);
    expect(run).to.deep.include({ status: 0, stdout: '', stderr: '' });
  });

  it('reads standard input for -', async () => {
    const run = await check(['check', '-'], { stdin: '<p>Tekst</p>\n<nl-tooltip placement="boven" text="Uitleg">?</nl-tooltip>\n' });
    expect(run.status).to.equal(1);
    expect(run.stdout).to.equal('-:2:13: nl-tooltip placement: attribute "placement" must be one of "top", "bottom", "left", "right", got "boven"\n');
    const clean = await check(['check', '--format=json', '-'], { stdin: '<nl-tooltip text="Uitleg">?</nl-tooltip>' });
    expect(clean).to.deep.include({ status: 0, stdout: '[]\n' });
  });

  it('checks numbers as the elements do', async () => {
    const run = await check(['check', '-'], { stdin: '<nl-alert duration="2s">a</nl-alert>\n<nl-cookie-table heading-level="7"></nl-cookie-table>\n<nl-alert duration="0">b</nl-alert>\n' });
    expect(run.stdout.trimEnd().split('\n')).to.deep.equal([
      '-:1:11: nl-alert duration: attribute "duration" must be a number, got "2s"',
      '-:2:18: nl-cookie-table heading-level: attribute "heading-level" must be at most 6, got "7"',
    ]);
  });

  it('leaves global attributes alone and suggests the nearest attribute for a typo', async () => {
    const run = await check(['check', '-'], {
      stdin: '<nl-call-us phone="030 123 45 67" id="bel" class="x" style="color: red" lang="en" dir="ltr" hidden slot="s" part="p" tabindex="0" title="Bel" data-x aria-label="Bel ons" loading="lazy" phnoe="1"></nl-call-us>',
    });
    expect(run.stdout).to.equal('-:1:186: nl-call-us phnoe: no such attribute on nl-call-us; did you mean phone?\n');
  });

  it('exits 2 on wrong use or an unreadable file', async () => {
    const missing = await check(['check', 'test/fixtures/checker/no-such-file.html']);
    expect(missing.status).to.equal(2);
    expect(missing.stderr).to.contain('cannot read test/fixtures/checker/no-such-file.html (ENOENT)');
    expect((await check(['check'])).status).to.equal(2);
    expect((await check(['check', '--format', 'xml', MISTAKES])).status).to.equal(2);
    expect((await check(['lint', MISTAKES])).status).to.equal(2);
  });

  it('finds nothing on any page of the examples site', async () => {
    const run = await check(['check'], { examples: true });
    expect(run.stdout).to.equal('');
    expect(run.status).to.equal(0);
    console.log(`nl-components check: every example page in ${run.ms} ms`);
  });
});
