/**
 * No layout shift on upgrade: with the pre-upgrade stylesheet (each tag's
 * src/elements/<name>/pre-upgrade.css, assembled into dist/nl-components.css, which the loader links), the elements take their final size before their
 * code arrives and until their first render. This page defines nothing until the test imports the
 * tags, like a real page whose chunks arrive after first paint. test/no-layout-shift-mobile.test.ts
 * is the same page at a phone's width.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { expectNoLayoutShift, withPending } from './helpers.ts';
import { loadTags, page } from './layout-page.ts';
import { TAGS } from './all-tags.ts';

const entries = import.meta.glob<string>('../elements/nl-*.ts', { query: '?raw', import: 'default', eager: true });
const preUpgradeFiles = import.meta.glob<string>('../src/elements/*/pre-upgrade.css', { query: '?raw', import: 'default', eager: true });

describe('no layout shift when elements upgrade (1280 px)', () => {
  it('accordion list and gallery, call-us, cookie bar, main menu, background image, video, map with its list, FAQ feedback, tracking, monitoring, both sliders, the recruitment loader’s consent placeholder: nothing moves', async () => {
    await setViewport({ width: 1280, height: 800 });
    await expectNoLayoutShift(page, loadTags);
  });
});

// Each tag's pre-upgrade rules live in its folder (src/elements/<name>/pre-upgrade.css) and
// `npm run build` assembles them into dist/nl-components.css (scripts/build/pre-upgrade.mjs, which fails the
// build on the same faults): a tag without its file, or a sheet without its rules, would shift.
describe('the pre-upgrade rules (needs npm run build)', () => {
  it('every tag has a pre-upgrade.css in its folder, and dist/nl-components.css holds every folder’s rules', async () => {
    const built = await (await fetch('/dist/nl-components.css')).text();
    const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
    const selectors = [...withoutComments(built).matchAll(/([^{};]+)\{/g)].map((m) => m[1]!).filter((selector) => selector.includes(':not(:defined)'));
    for (const tag of TAGS) {
      const folder = /from '\.\.\/src\/elements\/([\w-]+)\//.exec(entries[`../elements/${tag}.ts`] ?? '')?.[1];
      const own = preUpgradeFiles[`../src/elements/${folder}/pre-upgrade.css`];
      expect(own, `src/elements/${folder}/pre-upgrade.css for ${tag}`).to.be.a('string');
      expect(own, `src/elements/${folder}/pre-upgrade.css names ${tag}`).to.match(new RegExp(`${tag}(?![\\w-])`));
      // A tag that needs no rule says why in a comment (nl-cookie-bar); any other has a selector.
      if (withoutComments(own!).includes('{')) {
        expect(selectors.some((selector) => new RegExp(`(^|[^\\w-])${tag}(?![\\w-])`).test(selector)), `a :not(:defined) rule for ${tag} in dist/nl-components.css`).to.equal(true);
      }
    }
    // Each file whole, every :not(:defined) of it also matching a held element (issue 38).
    for (const [path, text] of Object.entries(preUpgradeFiles)) expect(built.includes(withPending(text)), `dist/nl-components.css holds ${path}`).to.equal(true);
    expect(withoutComments(built), 'no :not(:defined) without the held state').to.not.match(/[^(]:not\(:defined\)/);
  });
});
