/**
 * Catalogue page: filters the index as you type. The list itself is in the served HTML (the
 * `<!--#catalogue -->` marker, scripts/site/docs.mjs), so without JavaScript every tag is listed.
 * Each entry's data-search holds its tag, title, one line, the manifest's summary and its attribute
 * names (lower case); an entry stays when it holds every word typed. The live region (role=status)
 * says how many are left, in the page's language (its texts are data-count-* on the catalogue).
 */

const catalogue = document.querySelector('[data-catalogue]');
const input = catalogue?.querySelector('input[type="search"]');
const status = catalogue?.querySelector('[role="status"]');
const items = catalogue ? [...catalogue.querySelectorAll('li[data-search]')] : [];

function countText(shown, total) {
  const key = shown === total ? 'all' : shown === 0 ? 'none' : shown === 1 ? 'one' : 'some';
  return (catalogue.dataset[`count${key[0].toUpperCase()}${key.slice(1)}`] ?? '{shown}/{total}')
    .replaceAll('{shown}', String(shown))
    .replaceAll('{total}', String(total));
}

function filter() {
  const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const item of items) {
    const match = words.every((word) => item.dataset.search.includes(word));
    item.hidden = !match;
    if (match) shown++;
  }
  const message = countText(shown, items.length);
  if (status.textContent !== message) status.textContent = message;
}

if (input && status) {
  input.addEventListener('input', filter);
  // A value the browser restored (Back) filters too.
  if (input.value) filter();
}
