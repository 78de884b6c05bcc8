/**
 * Catalogue page: filters the index as you type, the tags and the manual's pages. The list itself is in the served HTML (the
 * `<!--#catalogue -->` marker, scripts/site/docs.mjs), so without JavaScript every tag is listed.
 * Each entry's data-search holds its tag, title, one line, the manifest's summary and its attribute
 * names (lower case); a page of the manual's data-guide-search its title, what it is for and its
 * headings. An entry stays when it holds every word typed. The live region (role=status) says how many
 * are left, in the page's language (its texts are data-count-* and data-guides-* on the catalogue).
 */

const catalogue = document.querySelector('[data-catalogue]');
const input = catalogue?.querySelector('input[type="search"]');
const status = catalogue?.querySelector('[role="status"]');
const items = catalogue ? [...catalogue.querySelectorAll('li[data-search]')] : [];
const guides = catalogue ? [...catalogue.querySelectorAll('li[data-guide-search]')] : [];

function countText(shown, total) {
  const key = shown === total ? 'all' : shown === 0 ? 'none' : shown === 1 ? 'one' : 'some';
  return (catalogue.dataset[`count${key[0].toUpperCase()}${key.slice(1)}`] ?? '{shown}/{total}')
    .replaceAll('{shown}', String(shown))
    .replaceAll('{total}', String(total));
}

/** The manual's part of the message, after a search: how many of its pages are left. */
function guidesText(shown) {
  const key = shown === 0 ? 'none' : shown === 1 ? 'one' : 'some';
  return (catalogue.dataset[`guides${key[0].toUpperCase()}${key.slice(1)}`] ?? '{shown}').replaceAll('{shown}', String(shown));
}

/** Hides the entries of `list` that miss a word; how many are left. */
function keep(list, words, key) {
  let shown = 0;
  for (const item of list) {
    const match = words.every((word) => item.dataset[key].includes(word));
    item.hidden = !match;
    if (match) shown++;
  }
  return shown;
}

function filter() {
  const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = keep(items, words, 'search');
  const guidesShown = keep(guides, words, 'guideSearch');
  const message = countText(shown, items.length) + (words.length && guides.length ? ` ${guidesText(guidesShown)}` : '');
  if (status.textContent !== message) status.textContent = message;
}

if (input && status) {
  input.addEventListener('input', filter);
  // A value the browser restored (Back) filters too.
  if (input.value) filter();
}
