/**
 * @tag nl-map
 * @summary The locations of `config` as a list, always, and on a Google map (markers per location type, an info window per location) once the visitor allows marketing cookies and the element is near the viewport.
 * The list is the accessible and offline form of the map: each location's name, address, postcode
 * and city, and a link `Route naar locatie` to
 * `https://www.google.com/maps/dir/?api=1&destination={lat},{lng}`. Above it, the map's box shows
 * the consent placeholder (`De kaart komt van Google Maps, dat cookies plaatst.`, button `Kaart laden
 * en cookies accepteren`) until the `marketing` category is allowed; then, once the element is within
 * 200 px of the viewport, Google Maps loads (once per page, @googlemaps/js-api-loader, language from
 * the page) and shows a marker per location (title = name; the icon of its `type` in `markers`, else
 * `default`, else Google's pin), one info window at a time with the same texts and route link, the
 * map fitted to all locations (one location: centred at `zoom`; never closer than `zoom`) and the
 * styles of `styles-url`. `config` = `{}` logs `nl-map: Empty object`; no config, no `api_key` or no
 * `pois` logs `nl-map: Missing configuration`; then no map script is requested. A location with a
 * wrong field is left out with one error naming it. Without usable locations the element shows its
 * own content (the editor's fallback).
 * @attr {object} config - `{api_key, pois: [{name, address, zipcode, city, type, location: {lat, lng}}], markers: {[type | "default"]: {url, size: [w, h], origin: [x, y], anchor: [x, y], scaledSize: [w, h]}}, zoom}`; zoom defaults to 15.
 * @attr {url} styles-url - A JSON array of Google map styles (the styling wizard's format), fetched from the site when the map loads; a failure is logged and the map shown unstyled.
 * @attr {object} messages - Text overrides: `route`, `listLabel`, `consentText`, `consentAction`, `consentSettings`, `loading`, `loadError`, `authError`, `retry`.
 * @fires {{locations: number}} nl-load - When the map shows its first view.
 * @fires {{reason: "load" | "auth"}} nl-load-error - Google Maps could not be loaded (`load`: offline, blocked) or refused the key (`auth`); the list stays.
 * @fires {{poi: MapConfig["pois"][number]}} nl-marker-click - A marker was clicked (its info window opens); `poi` is the location from the config.
 * @slot - Fallback content, shown before the upgrade and when the config has no usable locations (e.g. a server-rendered list of the same locations).
 * @slot map - Used by the element itself: the canvas Google draws the map in (light DOM, because the Maps API styles it from the document).
 * @csspart map - The map's box (fixed height `--nl-map-height`): the consent placeholder, the map or a message.
 * @csspart list - The list of locations (`<ul>`).
 * @csspart location - One location (`<li>`).
 * @csspart route - The `Route naar locatie` link of a location in the list.
 * @csspart retry - The button that tries again after Google Maps failed to load.
 * @csspart consent-placeholder - The placeholder shown until consent.
 * @csspart consent-allow - Its button that allows marketing cookies and loads the map.
 * @csspart consent-settings - Its button that opens the cookie settings.
 * @cssprop --nl-map-height - Height of the map's box (24rem).
 * @cssprop --nl-map-gap - Space between the map and the list, and between list columns (default: 1.5 × `--nl-space`).
 * @cssprop --nl-map-list-column - Minimum width of a list column (16rem).
 * @cssprop --nl-map-background - Background of the map's box while loading or failed (default: `--nl-color-text` at 10% on the background).
 * @cssprop --nl-map-message-color - Text of the loading and failure messages (default: `--nl-color-text`, #1b1f24).
 * @cssprop --nl-map-radius - Corner radius of the map's box (default: 2 × `--nl-radius`).
 * @cssprop --nl-map-list-border - Line under each location (default: `--nl-color-border` at 40% (a divider)).
 * @cssprop --nl-map-link-color - Colour of the route links (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-map-accent - Colour of the retry button (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-consent-background - Background of the consent placeholder (default: `--nl-color-text` at 5% on the background).
 * @cssprop --nl-consent-border - Border of the placeholder (default: `--nl-color-border` at 40% (a divider)).
 * @cssprop --nl-consent-accent - Colour of its buttons (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-consent-accent-text - Text on its filled button (default: `--nl-color-primary-contrast`, #fff).
 * @cssprop --nl-consent-color - Text of the placeholder (default: `--nl-color-text`, #1b1f24).
 * @cssprop --nl-consent-radius - Corners of the placeholder and its buttons (default: 2 × `--nl-radius`).
 */
import { defineElement } from '../src/core/define.tsx';
import { NlMap, spec } from '../src/elements/map/map.tsx';

export type { LoadDetail, LoadErrorDetail, MarkerClickDetail } from '../src/elements/map/map.tsx';
export type { Poi } from '../src/elements/map/config.ts';

defineElement('nl-map', NlMap, spec);
