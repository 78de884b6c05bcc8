// nl-map: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import { consentGateCssProperties } from '../../core/consent-gate.docs.ts';
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "The locations of `config` as a list, always, and on a Google map (markers per location type, an info window per location) once the visitor allows marketing cookies and the element is near the viewport. The list is the accessible and offline form of the map: each location's name, address, postcode and city, and a link `Route naar locatie` to `https://www.google.com/maps/dir/?api=1&destination={lat},{lng}`. Above it, the map's box shows the consent placeholder (`De kaart komt van Google Maps, dat cookies plaatst.`, button `Kaart laden en cookies accepteren`) until the `marketing` category is allowed; then, once the element is within 200 px of the viewport, Google Maps loads (once per page, @googlemaps/js-api-loader, language from the page) and shows a marker per location (title = name; the icon of its `type` in `markers`, else `default`, else Google's pin), one info window at a time with the same texts and route link, the map fitted to all locations (one location: centred at `zoom`; never closer than `zoom`) and the styles of `styles-url`. `config` = `{}` logs `nl-map: Empty object`; no config, no `api_key` or no `pois` logs `nl-map: Missing configuration`; then no map script is requested. A location with a wrong field is left out with one error naming it. Without usable locations the element shows its own content (the editor's fallback).",
  attributes: {
    config: {
      description: '`{api_key, pois: [{name, address, zipcode, city, type, location: {lat, lng}}], markers: {[type | "default"]: {url, size: [w, h], origin: [x, y], anchor: [x, y], scaledSize: [w, h]}}, zoom}`; zoom defaults to 15.',
    },
    'styles-url': {
      description: "A JSON array of Google map styles (the styling wizard's format), fetched from the site when the map loads; a failure is logged and the map shown unstyled.",
    },
    messages: {
      description: 'Text overrides: `route`, `listLabel`, `consentText`, `consentAction`, `consentSettings`, `loading`, `loadError`, `authError`, `retry`.',
    },
  },
  events: {
    'nl-load': {
      detail: '{locations: number}',
      description: 'When the map shows its first view.',
    },
    'nl-load-error': {
      detail: '{reason: "load" | "auth"}',
      description: 'Google Maps could not be loaded (`load`: offline, blocked) or refused the key (`auth`); the list stays.',
    },
    'nl-marker-click': {
      detail: '{poi: MapConfig["pois"][number]}',
      description: 'A marker was clicked (its info window opens); `poi` is the location from the config.',
    },
  },
  slots: {
    '': 'Fallback content, shown before the upgrade and when the config has no usable locations (e.g. a server-rendered list of the same locations).',
    map: 'Used by the element itself: the canvas Google draws the map in (light DOM, because the Maps API styles it from the document).',
  },
  parts: {
    map: "The map's box (fixed height `--nl-map-height`): the consent placeholder, the map or a message.",
    list: 'The list of locations (`<ul>`).',
    location: 'One location (`<li>`).',
    route: 'The `Route naar locatie` link of a location in the list.',
    retry: 'The button that tries again after Google Maps failed to load.',
    'consent-placeholder': 'The placeholder shown until consent.',
    'consent-allow': 'Its button that allows marketing cookies and loads the map.',
    'consent-settings': 'Its button that opens the cookie settings.',
  },
  cssProperties: {
    '--nl-map-height': {
      description: "Height of the map's box (24em).",
    },
    '--nl-map-gap': {
      description: 'Space between the map and the list, and between list columns (default: 1.5 × `--nl-space`).',
    },
    '--nl-map-list-column': {
      description: 'Minimum width of a list column (16em).',
    },
    '--nl-map-background': {
      description: "Background of the map's box while loading or failed (default: `--nl-color-text` at 10% on the background).",
    },
    '--nl-map-message-color': {
      description: 'Text of the loading and failure messages (default: `--nl-color-text`, #1b1f24).',
    },
    '--nl-map-radius': {
      description: "Corner radius of the map's box (default: 2 × `--nl-radius`).",
    },
    '--nl-map-list-border': {
      description: 'Line under each location (default: `--nl-color-border` at 40% (a divider)).',
    },
    '--nl-map-link-color': {
      description: 'Colour of the route links (default: `--nl-color-primary`, #0b57d0).',
    },
    '--nl-map-accent': {
      description: 'Colour of the retry button (default: `--nl-color-primary`, #0b57d0).',
    },
    ...consentGateCssProperties,
  },
  pages: ['locaties.html'],
};
