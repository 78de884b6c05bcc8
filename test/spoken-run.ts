/**
 * The transcripts of every tag in one language (issue 31; docs/spoken.md): test/spoken-nl.test.ts and
 * test/spoken-en.test.ts each call spokenSuite() with theirs. test/spoken.ts (imported first: it must
 * see every shadow root) records, test/spoken-scenarios.ts drives, test/spoken/<tag>.<lang>.txt holds
 * what is expected; NL_UPDATE_SPOKEN=1 rewrites those files.
 */
import { expect } from '@open-wc/testing';
import { Transcript, expectTranscript } from './spoken.ts';
import { SCENARIOS, type Lang, type Stage } from './spoken-scenarios.ts';
import { TAGS, loadAllTags } from './all-tags.ts';
import { browserConsoleProblems, clearBrowserConsole } from './helpers.ts';

export function spokenSuite(lang: Lang) {
  describe(`What a screen reader says (${lang})`, () => {
    before(async () => {
      document.documentElement.lang = lang;
      await loadAllTags();
    });

    it('has a scenario for every tag', () => {
      expect(Object.keys(SCENARIOS).sort()).to.deep.equal([...TAGS]);
    });

    for (const tag of TAGS) {
      it(tag, async function () {
        this.timeout(20_000);
        const scenario = SCENARIOS[tag];
        if (!scenario) throw new Error(`${tag}: no scenario in test/spoken-scenarios.ts`);
        await clearBrowserConsole();
        const main = document.createElement('main');
        const start = document.createElement('a');
        start.href = '#';
        start.textContent = lang === 'en' ? 'Start' : 'Begin';
        main.append(start);
        document.body.append(main);
        const stage: Stage = { lang, main, start, l: (nl, en) => (lang === 'en' ? en : nl) };
        const transcript = new Transcript();
        try {
          await scenario(transcript, stage);
          await expectTranscript(`${tag}.${lang}`, transcript);
          // Valid input, used as intended: nothing in the browser's console.
          expect(await browserConsoleProblems(), 'the browser console').to.deep.equal([]);
        } finally {
          main.remove();
        }
      });
    }
  });
}
