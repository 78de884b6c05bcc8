/**
 * The page script of examples/strict-csp.html (no inline script: the page runs under
 * `script-src 'self'`). It wires the page's buttons through data attributes:
 *
 *   <button data-open-modal="ID">       opens <nl-modal id="ID"> with its show() method
 *   <button data-close-modal>           inside an nl-modal: closes that modal with close()
 *   <button data-save-vacancy>          asks with window.nl.openModal() whether to save the vacancy,
 *                                       and answers with window.nl.showAlert()
 *   <button data-check-availability>    shows nl-spinner (observer message components.spinner.show)
 *                                       while it asks the site (GET /api/health), then hides it and
 *                                       writes the answer into #beschikbaarheid
 *
 * Texts go in with textContent only (showAlert takes text, not HTML).
 */

const SHOW = 'components.spinner.show';
const HIDE = 'components.spinner.hide';

async function saveVacancy() {
  const nl = window.nl;
  if (typeof nl?.openModal !== 'function') return;
  const answer = await nl.openModal({
    type: 'confirm',
    title: 'Vacature bewaren?',
    text: 'Je vindt bewaarde vacatures terug onder Mijn vacatures.',
    buttons: [
      { text: 'Nee', class: 'button button--secondary' },
      { text: 'Ja, bewaren', class: 'button' },
    ],
  });
  if (answer === 1) nl.showAlert('De vacature Planner transport is bewaard.', { type: 'success' });
  else nl.showAlert('De vacature is niet bewaard.', { type: 'info' });
}

async function checkAvailability(button) {
  const observer = window.nl?.observer;
  const status = document.getElementById('beschikbaarheid');
  button.disabled = true;
  observer?.publish(SHOW);
  try {
    const response = await fetch('/api/health', { headers: { Accept: 'application/json' } });
    if (status) status.textContent = response.ok ? 'De consulent van deze vacature is vandaag bereikbaar tot 18.00 uur.' : 'We konden het niet nagaan. Bel ons gerust.';
  } catch {
    if (status) status.textContent = 'We konden het niet nagaan. Bel ons gerust.';
  } finally {
    observer?.publish(HIDE);
    button.disabled = false;
  }
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const opener = target.closest('[data-open-modal]');
  if (opener) {
    document.getElementById(opener.getAttribute('data-open-modal') ?? '')?.show?.();
    return;
  }
  const closer = target.closest('[data-close-modal]');
  if (closer) {
    closer.closest('nl-modal')?.close?.();
    return;
  }
  if (target.closest('[data-save-vacancy]')) {
    void saveVacancy();
    return;
  }
  const check = target.closest('[data-check-availability]');
  if (check) void checkAvailability(check);
});
