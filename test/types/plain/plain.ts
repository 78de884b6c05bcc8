// A plain TypeScript site: no React, no @types/react (scripts/test/type-test.mjs compiles this in a
// folder where @types/react does not exist, with `types: []`). The package's main types must do.
import { consent, observer, openModal, showAlert } from 'nl-components';
import type { MapConfig, NlSliderElement } from 'nl-components';

const slider: NlSliderElement | null = document.querySelector('nl-slider');
slider?.goTo(1);
slider?.addEventListener('nl-slide', (e) => console.log(e.detail.index, e.detail.count));
document.querySelector('nl-accordion-item')?.addEventListener('nl-toggle', (e) => console.log(e.detail.open));
const map = document.createElement('nl-map');
const config: MapConfig = { api_key: 'x', pois: [{ name: 'Utrecht', location: { lat: 52.09, lng: 5.11 } }] };
map.config = config;
document.createElement('nl-modal').type = 'info';
observer.publish('components.spinner.show');
void openModal({ title: 'Hallo', buttons: [{ text: 'OK' }] }).then((result) => console.log(result));
showAlert('Opgeslagen', { type: 'success' });
if (consent.allows('statistics')) console.log(window.nl.consent.get().revision);
// @ts-expect-error -- still checked without React: not a value of nl-modal's type
document.createElement('nl-modal').type = 'danger';
