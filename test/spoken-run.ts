/**
 * The transcripts of every tag in one language (issue 31; docs/spoken.md): test/spoken-nl.test.ts and
 * test/spoken-en.test.ts each call spokenSuite() with theirs. test/spoken.ts (imported first: it must
 * see every shadow root) records, test/spoken-scenarios.ts drives, test/spoken/<tag>.<lang>.txt holds
 * what is expected; NL_UPDATE_SPOKEN=1 rewrites those files.
 */
import { expect } from '@open-wc/testing';
import { Transcript, expectTranscript } from './spoken.ts';
import { SCENARIOS, type Lang, type Stage } from './spoken-scenarios.ts';
import { TAGS, loadAllTags, resetPage } from './all-tags.ts';
import { browserConsoleProblems, chromiumOnly, clearBrowserConsole, engine } from './helpers.ts';

const SPOKEN_ONLY_IN_CHROMIUM = "what is spoken is read from Chromium's accessibility tree over its DevTools protocol";

/**
 * The tags whose scenario reads or writes a cookie every page of the origin shares (nl_consent,
 * nl_dismissed). spoken-nl and spoken-en run at the same time in one browser; one file's choice in
 * the cookie bar, or its dismissed notification, would be the other's starting state (CI saw the
 * Dutch nl-notification already dismissed by the English file). These run one at a time under a Web
 * Lock, shared by every page of the origin, each between two resetPage() calls (a first visit's
 * cookies), so that one file's clean-up cannot fall in the middle of the other's scenario.
 */
const SHARES_COOKIES = new Set(['nl-cookie-bar', 'nl-cookie-table', 'nl-map', 'nl-notification', 'nl-recruitment-loader', 'nl-tracking', 'nl-video']);

type Catalogue = Record<string, string | Record<string, string>>;
const catalogues = import.meta.glob<Record<string, { nl: Catalogue; en: Catalogue }>>(['../src/elements/*/messages.ts', '../src/core/*messages.ts'], { eager: true });

/**
 * Every Dutch text of ours that is not also the English one (`Postcode` is both), as the pieces
 * between its %{parameters}: none of them may be said on an English page.
 */
function dutchTexts(): string[] {
  const pieces = new Set<string>();
  for (const module of Object.values(catalogues)) {
    for (const { nl, en } of Object.values(module)) {
      if (!nl || !en || typeof nl !== 'object') continue;
      for (const [key, value] of Object.entries(nl)) {
        const english = JSON.stringify(en[key]);
        for (const text of typeof value === 'string' ? [value] : Object.values(value)) {
          for (const piece of text.split(/%\{\w+\}/)) {
            const trimmed = piece.trim();
            // Pieces of a word or two ("Dag", "van") may be English too; whole phrases are Dutch.
            if (trimmed.split(/\s+/).length >= 2 && !english.includes(trimmed)) pieces.add(trimmed);
          }
        }
      }
    }
  }
  return [...pieces];
}

/** A tag documented on another tag's page. */
const PAGE_OF: Readonly<Record<string, string>> = { 'nl-accordion-item': 'nl-accordion' };

/** A transcript's steps, each with the announcements that followed it. */
function stepsOf(lines: readonly string[]): { line: string; said: string[] }[] {
  const steps: { line: string; said: string[] }[] = [];
  for (const line of lines) {
    if (line.startsWith('announced')) steps.at(-1)?.said.push(line);
    else steps.push({ line, said: [] });
  }
  return steps;
}

export function spokenSuite(lang: Lang) {
  describe(`What a screen reader says (${lang})`, () => {
    before(async () => {
      document.documentElement.lang = lang;
      if (engine() === 'chromium') await loadAllTags();
    });

    it('has a scenario for every tag', () => {
      expect(Object.keys(SCENARIOS).sort()).to.deep.equal([...TAGS]);
    });

    it('knows the Dutch texts that may not be said on an English page', () => {
      expect(dutchTexts()).to.include.members(['Bedankt voor je feedback!', 'Alles accepteren', 'Vorige dia']);
    });

    for (const tag of TAGS) {
      it(tag, async function () {
        await chromiumOnly(this, SPOKEN_ONLY_IN_CHROMIUM);
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
          // The two languages run as two files, side by side in one browser: the cookies are shared.
          if (SHARES_COOKIES.has(tag)) {
            await navigator.locks.request('nl-spoken-cookies', async () => {
              resetPage();
              try {
                await scenario(transcript, stage);
              } finally {
                resetPage();
              }
            });
          } else await scenario(transcript, stage);
          // Nothing announced while the page loads, nor twice for one step.
          const steps = stepsOf(transcript.lines);
          expect(steps.filter((step) => step.line === 'page loads').flatMap((step) => step.said), 'announced while the page loads').to.deep.equal([]);
          expect(steps.flatMap((step) => step.said.filter((said, i) => step.said.indexOf(said) !== i)), 'announced twice in one step').to.deep.equal([]);
          if (lang === 'en') {
            const dutch = dutchTexts().filter((text) => transcript.text.includes(text));
            expect(dutch, 'Dutch texts of ours said on an English page').to.deep.equal([]);
          }
          // What the tests' checks allow, then exactly what was said before.
          await expectTranscript(`${tag}.${lang}`, transcript);
          // The tag's page on the site shows that very transcript ("Wat een schermlezer zegt").
          const page = `${lang === 'en' ? '/en' : ''}/elements/${PAGE_OF[tag] ?? tag}.html`;
          const served = new DOMParser().parseFromString(await (await fetch(page)).text(), 'text/html');
          const shown = [...served.querySelectorAll(`[data-spoken="${tag}"] li`)].map((li) => li.textContent);
          expect(shown, `the transcript on ${page}`).to.deep.equal(transcript.lines);
          // Valid input, used as intended: nothing in the browser's console.
          expect(await browserConsoleProblems(), 'the browser console').to.deep.equal([]);
        } finally {
          main.remove();
        }
      });
    }
  });
}
