// The elements' types (dist/nl-components.d.ts): properties, enums, JSON configs, methods, events.
// Each `@ts-expect-error` line must be a type error; scripts/test/type-test.mjs fails when one is not.
import type {
  BgImageCrop,
  CookieDeclaration,
  MapConfig,
  MonitoringEnvironments,
  NlAccordionItemElement,
  SliderConfig,
  TrackingForms,
} from 'nl-components';

// --- HTMLElementTagNameMap: createElement and querySelector give each tag its interface.
const accordionItem: NlAccordionItemElement = document.createElement('nl-accordion-item');
const modal = document.createElement('nl-modal');
const slider = document.querySelector('nl-slider');
const phone: string = document.createElement('nl-call-us').phone;
const open: boolean = accordionItem.open;
const level: number = accordionItem.headingLevel;
const done: Promise<void> = modal.updateComplete;

// --- Enumerated attributes are unions of their values (from the specs).
modal.type = 'warning';
modal.animation = 'slide';
// @ts-expect-error -- not a value of nl-modal's type
modal.type = 'danger';
document.createElement('nl-alert').type = 'error';
// @ts-expect-error -- not a value of nl-alert's type
document.createElement('nl-alert').type = 'fatal';
document.createElement('nl-tooltip').placement = 'left';
// @ts-expect-error -- not a placement
document.createElement('nl-tooltip').placement = 'middle';
const variant: 'list' | 'gallery' = document.createElement('nl-accordion').variant;
const step: 'form' | 'email' | 'submitted' | 'already-applied' | 'email-known' = document.createElement('nl-vacancy-form').step;
// Space-separated tokens (close-type) take any string; the values are offered for completion.
modal.closeType = 'button escape';
// @ts-expect-error -- a number is no boolean attribute
accordionItem.open = 1;
// @ts-expect-error -- a number attribute takes a number
accordionItem.headingLevel = 'three';

// --- JSON attributes: their interfaces, generated from the JSON Schemas; the setter also takes JSON text.
const config: MapConfig = {
  api_key: 'AIza…',
  pois: [{ name: 'Utrecht', location: { lat: 52.09, lng: 5.11 }, type: 'hoofdkantoor' }],
  markers: { hoofdkantoor: { url: '/marker.svg', size: [32, 40], anchor: [16, 40] } },
  zoom: 15,
};
const map = document.createElement('nl-map');
map.config = config;
map.config = JSON.stringify(config);
map.config = null;
const read: MapConfig | null = document.createElement('nl-map').config;
const zoom: number | undefined = read?.zoom;
// @ts-expect-error -- a wrong config key (apiKey is api_key)
const wrongKey: MapConfig = { apiKey: 'x', pois: [] };
// @ts-expect-error -- a location needs lat and lng
const noLng: MapConfig = { api_key: 'x', pois: [{ name: 'x', location: { lat: 1 } }] };
// @ts-expect-error -- a marker size is [width, height]
const size: MapConfig = { api_key: 'x', pois: [], markers: { default: { url: '/m.svg', size: [32] } } };

const sliderConfig: SliderConfig = { slidesToShow: 3, breakpoints: { '600': 1 }, autoplay: true, interval: 5000 };
if (slider) slider.config = sliderConfig;
// @ts-expect-error -- not a slider option
const wrongSlider: SliderConfig = { slides: 3 };
// @ts-expect-error -- autoplay is a boolean
const autoplay: SliderConfig = { autoplay: 'yes' };

const forms: TrackingForms = { 'contact-form': { event: 'contact_submit', user_data: { email: 'contact-email' } } };
document.createElement('nl-tracking').forms = forms;
// @ts-expect-error -- not a tracking event
const wrongEvent: TrackingForms = { f: { event: 'submit' } };
// @ts-expect-error -- not a user_data key
const wrongUserData: TrackingForms = { f: { event: 'call_back', user_data: { mail: 'x' } } };

const cookie: CookieDeclaration = { name: '_ga', provider: 'Google', purpose: 'Statistiek', expiry: '2 jaar', category: 'statistics' };
document.createElement('nl-cookie-table').cookies = [cookie];
// @ts-expect-error -- not a consent category
const wrongCategory: CookieDeclaration = { ...cookie, category: 'analytics' };
document.createElement('nl-cookie-bar').categories = ['necessary', 'statistics'];
// @ts-expect-error -- not a consent category
document.createElement('nl-cookie-bar').categories = ['necessary', 'analytics'];

const crop: BgImageCrop = { width: 1600, quality: 70 };
document.createElement('nl-bg-image').crop = crop;
// @ts-expect-error -- quality is a number
const wrongCrop: BgImageCrop = { quality: 'high' };
const environments: MonitoringEnvironments = { test: ['test.example.nl'], production: ['*.example.nl'] };
document.createElement('nl-monitoring').environments = environments;
// @ts-expect-error -- not an environment
const wrongEnvironment: MonitoringEnvironments = { staging: ['x'] };

// --- Methods with their signatures.
modal.show();
modal.close();
slider?.goTo(2);
slider?.next();
slider?.previous();
document.createElement('nl-tooltip').hide();
document.createElement('nl-search').focus({ preventScroll: true });
// @ts-expect-error -- goTo takes a number
slider?.goTo('2');
// @ts-expect-error -- goTo needs the index
slider?.goTo();
// @ts-expect-error -- show takes no argument
modal.show(true);
// @ts-expect-error -- nl-accordion has no goTo
document.createElement('nl-accordion').goTo(1);

// --- Every nl-* event in the element's event map, with its detail.
accordionItem.addEventListener('nl-toggle', (e) => {
  const isOpen: boolean = e.detail.open;
  const id: string = e.detail.id;
  // @ts-expect-error -- a wrong detail key
  void e.detail.expanded;
  void isOpen;
  void id;
});
accordionItem.addEventListener('nl-toggle', function (event) {
  // `this` is the element
  void (this satisfies NlAccordionItemElement).heading;
  void event.detail.open;
});
// @ts-expect-error -- the detail's open is a boolean
accordionItem.addEventListener('nl-toggle', (e) => e.detail.open.toUpperCase());
modal.addEventListener('nl-close', (e) => {
  const reason: 'button' | 'escape' | 'backdrop' | 'method' = e.detail.reason;
  void reason;
});
modal.addEventListener('nl-show', (e) => {
  const nothing: null = e.detail;
  void nothing;
});
slider?.addEventListener('nl-slide', (e) => void (e.detail.index + e.detail.count));
document.createElement('nl-map').addEventListener('nl-marker-click', (e) => void e.detail.poi.location.lat);
document.createElement('nl-video').addEventListener('nl-load-error', (e) => {
  if (e.detail.reason === 'player') void e.detail.code;
  // @ts-expect-error -- not a reason of nl-video's nl-load-error
  if (e.detail.reason === 'network') void 0;
});
document.createElement('nl-share-links').addEventListener('nl-share', (e) => {
  if (e.detail.method === 'native') e.preventDefault();
});
document.createElement('nl-vacancy-upload').addEventListener('nl-change', (e) => void e.detail?.size);
// @ts-expect-error -- the detail may be null (no file)
document.createElement('nl-vacancy-upload').addEventListener('nl-change', (e) => void e.detail.size);
document.createElement('nl-address-field').addEventListener('nl-address', (e) => void e.detail.postcode.trim());
// HTMLElement's own events keep their types.
accordionItem.addEventListener('click', (e) => void e.clientX);
// Any other event name still works, as for every element.
accordionItem.addEventListener('something-else', (e) => void e.type);
accordionItem.removeEventListener('nl-toggle', (e) => void e.detail.open);
// nl-consent fires on document.
document.addEventListener('nl-consent', (e) => void e.detail.statistics);

export { phone, open, level, done, variant, step, read, zoom, wrongKey, noLng, size, wrongSlider, autoplay, wrongEvent, wrongUserData, wrongCategory, wrongCrop, wrongEnvironment };
