/**
 * Demo page of nl-modal. Wires the page's buttons through data attributes, so the HTML has no
 * inline script (the site runs under CSP default-src 'self'):
 *
 *   <button data-open-modal="ID">         opens <nl-modal id="ID"> with its show() method
 *   <button data-close-modal>             inside an nl-modal: closes that modal with close()
 *   <form data-callback-form="OUTPUT-ID"> in a modal: on submit, closes the modal and writes a
 *                                         thank-you into the live region OUTPUT-ID
 *   <button data-open-modal-code="NAME">  calls window.nl.openModal() with the options of NAME
 *                                         below and writes the result into #openmodal-result
 *
 * It also lists the nl-show and nl-close events of every dialog on the page in #modal-log. Texts go
 * in with textContent only.
 */
import { addToLog, code } from './event-log.js';
import { EN } from './demo-lang.js';

const MAX = 8;

/** The options per demo button; the page shows the same code in its snippets. */
const CODE_EXAMPLES = EN
  ? {
      info: {
        type: 'info',
        title: 'Your details have been saved',
        text: 'From now on we use your new phone number for all appointments.',
      },
      confirm: {
        type: 'confirm',
        title: 'Save this vacancy?',
        text: 'You will find saved vacancies under My vacancies.',
        buttons: [
          { text: 'No', class: 'button button--secondary' },
          { text: 'Yes', class: 'button' },
        ],
      },
      error: {
        type: 'error',
        title: 'Upload failed',
        text: 'Your CV could not be uploaded.\nThe file is larger than 5 MB.\nChoose a smaller file and try again.',
      },
    }
  : {
      info: {
        type: 'info',
        title: 'Je gegevens zijn opgeslagen',
        text: 'We gebruiken je nieuwe telefoonnummer vanaf nu voor alle afspraken.',
      },
      confirm: {
        type: 'confirm',
        title: 'Vacature bewaren?',
        text: 'Je vindt bewaarde vacatures terug onder Mijn vacatures.',
        buttons: [
          { text: 'Nee', class: 'button button--secondary' },
          { text: 'Ja', class: 'button' },
        ],
      },
      error: {
        type: 'error',
        title: 'Uploaden is niet gelukt',
        text: 'Je cv kon niet worden geüpload.\nHet bestand is groter dan 5 MB.\nKies een kleiner bestand en probeer het opnieuw.',
      },
    };

/** "1 (Ja)", or "dismiss" with a word of explanation. */
function describe(result, options) {
  if (result === 'dismiss') return EN ? '"dismiss" (closed with the cross, Escape or a click beside the dialog)' : '"dismiss" (gesloten met het kruisje, Escape of een klik naast het venster)';
  const buttons = options.buttons ?? (options.type === 'confirm' ? [{ text: EN ? 'Cancel' : 'Annuleren' }, { text: 'OK' }] : [{ text: 'OK' }]);
  const label = buttons[result]?.text;
  if (!label) return String(result);
  return EN ? `${result} (button “${label}”)` : `${result} (knop „${label}”)`;
}

function write(output, ...parts) {
  if (!output) return;
  output.replaceChildren(...parts);
}

async function openFromCode(name, output) {
  const options = CODE_EXAMPLES[name];
  const nl = window.nl;
  if (!options || typeof nl?.openModal !== 'function') {
    write(output, EN ? 'openModal is not available: is /dist/nl-components.js loaded?' : 'openModal is niet beschikbaar: is /dist/nl-components.js geladen?');
    return;
  }
  const result = await nl.openModal(options);
  if (EN) write(output, 'The dialog “', options.title, '” closed with result ', code(describe(result, options)), '.');
  else write(output, 'Het venster „', options.title, '” sloot met resultaat ', code(describe(result, options)), '.');
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;

  const opener = target?.closest('[data-open-modal]');
  if (opener) {
    const modal = document.getElementById(opener.getAttribute('data-open-modal') ?? '');
    if (modal && typeof modal.show === 'function') modal.show();
    else modal?.setAttribute('open', ''); // the element's code has not arrived yet: `open` works too
    return;
  }

  const closer = target?.closest('[data-close-modal]');
  if (closer) {
    const modal = closer.closest('nl-modal');
    if (modal && typeof modal.close === 'function') modal.close();
    else modal?.removeAttribute('open');
    return;
  }

  const codeButton = target?.closest('[data-open-modal-code]');
  if (codeButton) {
    void openFromCode(codeButton.getAttribute('data-open-modal-code') ?? '', document.getElementById('openmodal-result'));
  }
});

document.addEventListener('submit', (event) => {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  if (!form?.hasAttribute('data-callback-form')) return;
  event.preventDefault();
  const data = new FormData(form);
  const name = String(data.get('naam') ?? '').trim();
  const phone = String(data.get('telefoon') ?? '').trim();
  const output = document.getElementById(form.getAttribute('data-callback-form') ?? '');
  write(
    output,
    EN
      ? `Thank you${name ? `, ${name}` : ''}. We will call you back on ${phone} within one working day. (Demo: nothing was sent.)`
      : `Bedankt${name ? `, ${name}` : ''}. We bellen je binnen een werkdag terug op ${phone}. (Demo: er is niets verstuurd.)`,
  );
  form.reset();
  const modal = form.closest('nl-modal');
  if (modal && typeof modal.close === 'function') modal.close();
});

// Event log: nl-show and nl-close (with its reason) of every dialog, also those from openModal().
const log = document.getElementById('modal-log');

function logEvent(event) {
  if (!log) return;
  const host = event.target instanceof Element ? event.target : null;
  if (host?.localName !== 'nl-modal') return;
  const heading = host.getAttribute('heading') || host.id || 'nl-modal';
  const parts = [code(event.type), ' ', heading];
  if (event.type === 'nl-close' && event instanceof CustomEvent && event.detail) {
    parts.push(' ', code(JSON.stringify({ reason: event.detail.reason })));
  }
  addToLog(log, parts, MAX);
}

document.addEventListener('nl-show', logEvent);
document.addEventListener('nl-close', logEvent);
