/**
 * nl-map's `config` JSON, read into what the element uses, with the problems as the exact console
 * errors (README.md here). The core has already parsed the JSON and checked that it is an object; a
 * malformed value was logged there (`nl-map: attribute "config" is not valid JSON (…)`).
 *
 * - Absent → `nl-map: Missing configuration`; `{}` → `nl-map: Empty object`.
 * - No `api_key` (absent or "") or no `pois` (absent or []) → `nl-map: Missing configuration`, once,
 *   and no map. Locations that are there are still listed (the list needs no key).
 * - A wrong type at the top (`api_key: 5`, `pois: "x"`, `zoom: "15"`, `markers: []`) → one
 *   `nl-map: attribute "config" is not valid: …` naming the key; a bad zoom falls back to 15, a bad
 *   markers object to Google's own pin.
 * - A poi with a wrong or missing field is left out, with one error naming it and its problem
 *   (`pois[2].location.lat must be a number from -90 to 90, got "52.09"; that location ("Utrecht") is
 *   left out`); the others are listed and shown.
 * - A marker icon with a wrong field is left out the same way; its type then gets the `default`
 *   icon, or Google's pin when that is missing or bad too.
 */
import { describe, s, type Infer, type Shape } from '../../core/shape.ts';

export const TAG = 'nl-map';
export const DEFAULT_ZOOM = 15;
/** Google's zoom levels: 0 (the world) to 22 (the closest any map type goes). */
export const MAX_ZOOM = 22;

const pair = (what: string) => s.doc(s.array(s.number(), { length: 2 }), { description: what });

const poiShape = s.object({
  name: s.doc(s.string({ min: 1 }), { description: 'The name of the location (the marker title, the list heading).' }),
  address: s.optional(s.doc(s.string(), { description: 'Street and number.' })),
  zipcode: s.optional(s.doc(s.string(), { description: 'Postcode.' })),
  city: s.optional(s.doc(s.string(), { description: 'City.' })),
  type: s.optional(s.doc(s.string(), { description: 'The key of its marker icon in `markers` (else `default`).' })),
  location: s.doc(s.object({ lat: s.number({ min: -90, max: 90 }), lng: s.number({ min: -180, max: 180 }) }), {
    description: 'Coordinates in degrees (WGS 84).',
  }),
});

// The url is checked as an http(s) URL here; iconUrl() below makes it absolute.
const iconShape = s.object({
  url: s.doc(s.url(), { description: 'The icon image (relative to the page, or http(s)).' }),
  size: s.optional(pair('Width and height of the image in px.')),
  origin: s.optional(pair('Position of the icon in a sprite, in px.')),
  anchor: s.optional(pair('The point of the icon on the location, in px from its top left.')),
  scaledSize: s.optional(pair('The size the image is drawn at, in px.')),
});

/** `api_key`: absent or "" counts as missing (`Missing configuration`), blank as invalid. */
const apiKeyShape = s.string({ min: 1, pattern: /\S/ });
const zoomShape = s.number({ min: 0, max: MAX_ZOOM });

/**
 * The whole `config` as JSON Schema sees it (dist/schemas/nl-map.config.schema.json): made of the
 * same shapes readConfig() checks with, one part at a time (a bad location is left out, not the
 * whole config). A value this shape refuses always gives readConfig() at least one error.
 */
export const configShape = s.object({
  api_key: s.doc(apiKeyShape, { description: 'Google Maps JavaScript API key (restrict it to the site in the Google Cloud console).' }),
  pois: s.doc(s.array(poiShape, { min: 1 }), { description: 'The locations, in the order of the list.' }),
  markers: s.optional(
    s.doc(s.record(iconShape), { description: 'Marker icons by location `type`; `default` for locations without an icon of their own. Without any: Google\'s pin.' }),
  ),
  zoom: s.optional(s.doc(zoomShape, { description: 'Zoom for one location, and the closest the map fits to several.', default: DEFAULT_ZOOM })),
});

export const CONFIG_EXAMPLE = {
  api_key: 'AIza…',
  pois: [
    { name: 'Hoofdkantoor Utrecht', address: 'Stationsplein 1', zipcode: '3511 ED', city: 'Utrecht', type: 'hoofdkantoor', location: { lat: 52.0894, lng: 5.1101 } },
  ],
  markers: { hoofdkantoor: { url: '/assets/marker-hoofdkantoor.svg', size: [32, 40], anchor: [16, 40] } },
  zoom: 15,
};

export type Poi = Infer<typeof poiShape>;
export type MarkerIcon = Infer<typeof iconShape>;

export interface MapConfig {
  apiKey: string;
  /** The valid locations, in the order of the config. */
  pois: Poi[];
  /** Icons by poi type (`default` for types without their own); url made absolute. */
  markers: Record<string, MarkerIcon>;
  zoom: number;
}

export interface ReadResult {
  /** Locations to list (may be there even when the map cannot be shown). */
  pois: Poi[];
  /** Set when a map can be shown: a key and at least one valid location. */
  map: MapConfig | null;
  /** Exact console errors, in order. */
  errors: string[];
}

const invalid = (problem: string) => `${TAG}: attribute "config" is not valid: ${problem}`;

function check<T>(shape: Shape<T>, value: unknown, path: string): string | null {
  return shape.check(value, path);
}

/** An absolute http(s) URL for an icon (relative ones resolve against the page), else null. */
function iconUrl(raw: string): string | null {
  try {
    const url = new URL(raw, document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Reads the parsed `config` value. `value` is null when the attribute is absent (or was malformed,
 * which the caller knows from the core's problem and then does not call this).
 */
export function readConfig(value: Record<string, unknown> | null): ReadResult {
  const errors: string[] = [];
  const result: ReadResult = { pois: [], map: null, errors };
  if (value === null) {
    errors.push(`${TAG}: Missing configuration`);
    return result;
  }
  if (Object.keys(value).length === 0) {
    errors.push(`${TAG}: Empty object`);
    return result;
  }

  const { api_key: apiKey, pois, markers, zoom } = value;
  let missing = false;
  let usable = true;

  if (apiKey === undefined || apiKey === '') missing = true;
  else if (check(apiKeyShape, apiKey, 'api_key')) {
    errors.push(invalid(`api_key must be a non-empty string, got ${describe(apiKey)}`));
    usable = false;
  }

  if (pois === undefined || (Array.isArray(pois) && pois.length === 0)) missing = true;
  else if (!Array.isArray(pois)) {
    errors.push(invalid(`pois must be an array of objects, got ${describe(pois)}`));
    usable = false;
  } else {
    pois.forEach((poi: unknown, index) => {
      const problem = check(poiShape, poi, `pois[${index}]`);
      if (!problem) {
        result.pois.push(poi as Poi);
        return;
      }
      const name = poi && typeof poi === 'object' && typeof (poi as { name?: unknown }).name === 'string' ? (poi as { name: string }).name : '';
      errors.push(invalid(`${problem}; that location${name ? ` (${JSON.stringify(name)})` : ''} is left out`));
    });
  }
  if (missing) errors.unshift(`${TAG}: Missing configuration`);

  let mapZoom = DEFAULT_ZOOM;
  if (zoom !== undefined) {
    const problem = check(zoomShape, zoom, 'zoom');
    if (problem) errors.push(invalid(`${problem}; the map uses ${DEFAULT_ZOOM}`));
    else mapZoom = zoom as number;
  }

  const icons: Record<string, MarkerIcon> = {};
  if (markers !== undefined) {
    if (typeof markers !== 'object' || markers === null || Array.isArray(markers)) {
      errors.push(invalid(`markers must be an object of marker icons by poi type, got ${describe(markers)}; Google's own pin is used`));
    } else {
      for (const [type, icon] of Object.entries(markers as Record<string, unknown>)) {
        const problem = check(iconShape, icon, `markers.${type}`);
        const url = problem ? null : iconUrl((icon as MarkerIcon).url);
        if (problem || !url) {
          errors.push(invalid(`${problem}; that marker icon is left out`));
          continue;
        }
        icons[type] = { ...(icon as MarkerIcon), url };
      }
    }
  }

  if (!missing && usable && result.pois.length) {
    result.map = { apiKey: (apiKey as string).trim(), pois: result.pois, markers: icons, zoom: mapZoom };
  }
  return result;
}

/** The icon for a poi: its type's, else `default`, else none (Google's pin). */
export function iconFor(poi: Poi, markers: Record<string, MarkerIcon>): MarkerIcon | undefined {
  return (poi.type !== undefined ? markers[poi.type] : undefined) ?? markers.default;
}

/** `https://www.google.com/maps/dir/?api=1&destination={lat},{lng}` (README.md here). */
export function routeUrl(poi: Poi): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${poi.location.lat},${poi.location.lng}`;
}
