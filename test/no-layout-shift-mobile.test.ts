/** test/no-layout-shift.test.ts at a phone's width (2-column gallery, "Bellen", wrapped headings). */
import { setViewport } from '@web/test-runner-commands';
import { expectNoLayoutShift } from './helpers.ts';
import { loadTags, page } from './layout-page.ts';

describe('no layout shift when elements upgrade (360 px)', () => {
  it('the same page at a phone width: nothing moves', async () => {
    await setViewport({ width: 360, height: 740 });
    await expectNoLayoutShift(page, loadTags);
  });
});
