/**
 * Vacancy overview: shows only the vacancies that match the search term in ?q= (the URL that
 * <nl-search action="/vacatures.html"> leads to). Every word of the term must occur in a card's
 * text; case and accents are ignored ("Zorg" finds "zorg", "cafe" finds "café").
 * Without a term, or without JavaScript, every vacancy stays visible.
 */

const normalize = (value) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function filter() {
  const overview = document.querySelector('[data-vacancy-overview]');
  if (!overview) return;
  const cards = [...overview.querySelectorAll('[data-vacancy]')];
  const status = overview.querySelector('#vacature-resultaat');
  const noResults = overview.querySelector('.no-results');
  const query = (new URLSearchParams(location.search).get('q') ?? '').trim();
  const words = normalize(query).split(/\s+/).filter(Boolean);

  let shown = 0;
  for (const card of cards) {
    const haystack = normalize(card.textContent ?? '');
    const match = words.every((word) => haystack.includes(word));
    card.hidden = !match;
    if (match) shown += 1;
  }

  if (status) {
    // The page's language (the English site at /en/, issue 18.4).
    if (document.documentElement.lang.startsWith('en')) {
      const count = `${shown} ${shown === 1 ? 'vacancy' : 'vacancies'}`;
      status.textContent = words.length ? `${count} found for “${query}”` : count;
    } else {
      const count = `${shown} ${shown === 1 ? 'vacature' : 'vacatures'}`;
      status.textContent = words.length ? `${count} gevonden voor „${query}”` : count;
    }
  }
  if (noResults) noResults.hidden = shown > 0;
}

filter();
// Back and forward between searches on this page.
window.addEventListener('popstate', filter);
