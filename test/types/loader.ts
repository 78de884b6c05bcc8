// The loader's exports (dist/nl-components.d.ts): observer, ready, load, openModal, showAlert,
// consent, and the same on window.nl.
import { consent, load, observer, openModal, ready, showAlert } from 'nl-components';
import type { ConsentState, ModalOptions, ModalResult, NlAlertElement } from 'nl-components';

// observer
const off: () => void = observer.subscribe<{ id: string }>('faq.vote', (detail, name) => void `${detail.id} ${name}`, { replay: true });
off();
observer.publish('components.spinner.show');
observer.publish<{ id: string }>('faq.vote', { id: 'x' });
// @ts-expect-error -- the detail must fit the type given
observer.publish<{ id: string }>('faq.vote', { id: 1 });
// @ts-expect-error -- replay is a boolean
observer.subscribe('x', () => {}, { replay: 'yes' });

// ready, load
const whenReady: Promise<void> = ready;
const loaded: Promise<void> = load('nl-map');

// openModal
const options: ModalOptions = {
  type: 'confirm',
  title: 'Verwijderen?',
  text: 'Dit kan niet ongedaan worden gemaakt.',
  animation: 'fade',
  closeType: ['button', 'escape'],
  buttons: [{ text: 'Ja', class: 'btn btn-danger', callback: (event) => void event.clientX, dismiss: true }, { text: 'Nee' }],
};
const result: Promise<ModalResult> = openModal(options);
void result.then((index) => (index === 'dismiss' ? -1 : index + 1));
void openModal();
void openModal({ closeType: 'button escape' });
// @ts-expect-error -- not a modal type
void openModal({ type: 'danger' });
// @ts-expect-error -- not a close type
void openModal({ closeType: ['button', 'click'] });
// @ts-expect-error -- not an option
void openModal({ heading: 'x' });
// @ts-expect-error -- a button needs its text
void openModal({ buttons: [{ class: 'btn' }] });

// showAlert: returns the nl-alert element, whose nl-close event is typed.
const alert: NlAlertElement = showAlert('Opgeslagen', { type: 'success', duration: 3000 });
alert.addEventListener('nl-close', (e) => void (e.detail.reason === 'timeout'));
showAlert('Let op');
// @ts-expect-error -- not an alert type
showAlert('x', { type: 'danger' });
// @ts-expect-error -- the text is a string
showAlert({ text: 'x' });
// @ts-expect-error -- duration is a number
showAlert('x', { duration: '2s' });

// consent
const state: ConsentState = consent.get();
const necessary: true = state.necessary;
const allowed: boolean = consent.allows('statistics');
consent.set('all');
consent.set('necessary');
consent.set({ statistics: true, marketing: false });
const unsubscribe: () => void = consent.onChange((next) => void next.revision);
unsubscribe();
consent.open();
const allowedLater: Promise<void> = consent.whenAllowed('marketing', new AbortController().signal);
// @ts-expect-error -- not a category
consent.allows('analytics');
// @ts-expect-error -- not a choice
consent.set('some');
// @ts-expect-error -- not a category
consent.set({ analytics: true });
// @ts-expect-error -- the cookie bar's own hooks are not public
consent.configure({ revision: 2 });

// window.nl: the same, for scripts that cannot import.
void window.nl.openModal({ title: 'x' });
window.nl.showAlert('x', { type: 'warning' });
const fromWindow: boolean = window.nl.consent.allows('preferences');
// @ts-expect-error -- not a category
window.nl.consent.allows('analytics');

export { whenReady, loaded, necessary, allowed, allowedLater, fromWindow };
