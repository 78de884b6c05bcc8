/**
 * The label of a `track_event` push: the Title Case of `data-track`, or of the element's text when
 * `data-track` is empty.
 *
 * Title Case here is a normalisation for reports, so that one button written three ways
 * (`OFFERTE AANVRAGEN`, `offerte aanvragen`, `Offerte aanvragen`) is one label:
 * - the text is trimmed and every run of whitespace becomes one space;
 * - in each word (a run of non-whitespace) the first letter is upper-cased and every other letter
 *   lower-cased; digits and punctuation stay as they are, and a word that starts with punctuation
 *   gets its first letter upper-cased (`(gratis)` → `(Gratis)`);
 * - Dutch `ij` at the start of a word is one letter: `ijsselstein` → `IJsselstein`;
 * - only whitespace starts a word: `e-mail` → `E-mail`, `noord-holland` → `Noord-holland`.
 * So `offerte aanvragen` → `Offerte Aanvragen`, `BEL ONS` → `Bel Ons`, `FAQ bekijken` → `Faq Bekijken`,
 * `  Meer\n  informatie ` → `Meer Informatie`, `bel 020 123 45 67` → `Bel 020 123 45 67`.
 * Acronyms are lower-cased too (`FAQ` → `Faq`): the same label however it was typed matters more
 * in a report than the acronym.
 */

const LETTER = /\p{L}/u;

function titleWord(word: string): string {
  const lower = word.toLocaleLowerCase('nl');
  const index = lower.search(LETTER);
  if (index < 0) return lower;
  if (lower.startsWith('ij', index)) return `${lower.slice(0, index)}IJ${lower.slice(index + 2)}`;
  const letter = String.fromCodePoint(lower.codePointAt(index)!);
  return `${lower.slice(0, index)}${letter.toLocaleUpperCase('nl')}${lower.slice(index + letter.length)}`;
}

/** Trims, collapses whitespace, and upper-cases the first letter of each word (see above). */
export function titleCase(text: string): string {
  return text.split(/\s+/).filter(Boolean).map(titleWord).join(' ');
}

/** Trimmed, with every run of whitespace one space. */
export function collapse(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The label for a click on `element`: `data-track` when it has a non-blank value, else its text
 * (textContent, the same at every viewport width), else its `aria-label`, else its `title` (an
 * icon-only button); Title Case. `''` when it has none of these.
 */
export function clickLabel(element: Element): string {
  const source =
    collapse(element.getAttribute('data-track')) ||
    collapse(element.textContent) ||
    collapse(element.getAttribute('aria-label')) ||
    collapse(element.getAttribute('title'));
  return titleCase(source);
}
