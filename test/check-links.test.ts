/**
 * Issue 32, links that cannot rot: scripts/docs/check-links.mjs (part of `npm run docs:check`, so of
 * `npm test`) on folders laid out as the repository, each with one fault, written for the run by the
 * runner's `nl-check-links` command (web-test-runner.config.mjs): every fault is named with its file
 * and line and the check fails; the same folder without the fault passes; and the repository passes.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}
type Files = Record<string, string>;

const check = async (files?: Files) => (await executeServerCommand<Run, { files?: Files }>('nl-check-links', files ? { files } : {}))!;

/** A small repository whose links all hold: a README linking both manual pages, a heading anchor, an HTML page's id, an element's README. */
const good = (): Files => ({
  'README.md': '# Lib\n\n## Set-up\n\nSee [theming](docs/theming.md#the-focus-ring), [the contract](docs/CONTRACT.md) and [set-up](#set-up).\n',
  'CHANGELOG.md': '# Changelog\n\n- [The page](examples/cms.html#wordpress).\n',
  'docs/theming.md': '# Theming\n\nAfter reading this you can theme.\n\n## The focus ring\n\n## Why `--nl-radius` (in em)?\n\nBack to the [README](../README.md#set-up); [this](#why---nl-radius-in-em).\n',
  'docs/CONTRACT.md': '# Contract\n\nSee [Theming](theming.md).\n',
  'examples/cms.html': '<!DOCTYPE html><h2 id="wordpress">WordPress</h2>\n',
  'src/elements/map/README.md': '> Using nl-map on a page: see its page on the examples site, /elements/nl-map.html (`npm start`). This file is for maintainers: how it works and why.\n\n# nl-map\n\n[Theming](../../../docs/theming.md).\n',
  'src/elements/map/nl-map.example.html': '<!DOCTYPE html>\n',
});

describe('docs:check: links that cannot rot (scripts/docs/check-links.mjs, issue 32)', function () {
  this.timeout(60_000);

  it('passes on the repository', async () => {
    const run = await check();
    expect(run.stderr).to.equal('');
    expect(run.stdout).to.match(/check-links: \d+ file\(s\), every link and anchor found, every docs\/ page linked/);
    expect(run.status).to.equal(0);
  });

  it('passes on a folder whose links all hold (GitHub’s ids: `code`, punctuation and a hyphen in a heading)', async () => {
    const run = await check(good());
    expect(run.stderr).to.equal('');
    expect(run.status).to.equal(0);
  });

  const faults: [string, (files: Files) => void, RegExp][] = [
    ['a link to a file that does not exist', (f) => (f['README.md'] += '\n[Gone](docs/gone.md)\n'), /README\.md:\d+: docs\/gone\.md: no such file/],
    ['an #anchor that is no heading of its Markdown target', (f) => (f['README.md'] += '\n[Ring](docs/theming.md#the-focus-rings)\n'), /README\.md:\d+: docs\/theming\.md#the-focus-rings: no heading or id "the-focus-rings"/],
    ['an #anchor that is no heading of its own file', (f) => (f['docs/theming.md'] += '\n[Up](#the-focus)\n'), /docs\/theming\.md:\d+: #the-focus: no heading or id "the-focus" in docs\/theming\.md/],
    ['an #anchor that is no id of an HTML target', (f) => (f['CHANGELOG.md'] = '# Changelog\n\n- [The page](examples/cms.html#drupal).\n'), /CHANGELOG\.md:3: examples\/cms\.html#drupal: no heading or id "drupal"/],
    ['a link that starts with /', (f) => (f['docs/CONTRACT.md'] += '\n[Page](/cms.html)\n'), /docs\/CONTRACT\.md:\d+: \/cms\.html: starts with \//],
    ['a docs/ page nothing links to', (f) => (f['docs/orphan.md'] = '# Orphan\n\nAfter reading this you know nothing.\n'), /docs\/orphan\.md: no page links to it/],
    ['a docs/ page linked only from itself', (f) => (f['docs/self.md'] = '# Self\n\n[Me](self.md)\n'), /docs\/self\.md: no page links to it/],
    ['a broken link in an element’s README', (f) => (f['src/elements/map/README.md'] += '\n[Gone](../../../docs/gone.md)\n'), /src\/elements\/map\/README\.md:\d+: \.\.\/\.\.\/\.\.\/docs\/gone\.md: no such file/],
    ['an element’s README without its pointer to the tag’s page', (f) => (f['src/elements/map/README.md'] = '# nl-map\n\nHow it works.\n'), /src\/elements\/map\/README\.md:1: the first line must send a user to the tag's page/],
    ['an element’s README pointing to a page its folder does not have', (f) => (f['src/elements/map/README.md'] = f['src/elements/map/README.md']!.replaceAll('nl-map', 'nl-mapp')), /src\/elements\/map\/README\.md:1: \/elements\/nl-mapp\.html: no such page/],
  ];
  for (const [name, fault, message] of faults) {
    it(`fails on ${name}`, async () => {
      const files = good();
      fault(files);
      const run = await check(files);
      expect(run.status, run.stdout).to.equal(1);
      expect(run.stderr).to.match(/^check-links: 1 broken link\(s\) or unlinked page\(s\):/);
      expect(run.stderr).to.match(message);
    });
  }
});
