/**
 * No layout shift on upgrade: with the pre-upgrade stylesheet (src/core/undefined.css, which the
 * loader adopts and dist/nl-components.css ships), the elements take their final size before their
 * code arrives and until their first render. This page defines nothing until the test imports the
 * tags, like a real page whose chunks arrive after first paint. test/no-layout-shift-mobile.test.ts
 * is the same page at a phone's width.
 */
import { setViewport } from '@web/test-runner-commands';
import { expectNoLayoutShift } from './helpers.ts';
import { loadTags, page } from './layout-page.ts';

describe('no layout shift when elements upgrade (1280 px)', () => {
  it('accordion list and gallery, call-us, cookie bar, main menu, background image, video, map with its list, FAQ feedback, tracking, monitoring, both sliders: nothing moves', async () => {
    await setViewport({ width: 1280, height: 800 });
    await expectNoLayoutShift(page, loadTags);
  });
});
