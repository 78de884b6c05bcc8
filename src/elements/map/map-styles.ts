/// <reference types="google.maps" />
/**
 * The map's look from `styles-url`: a JSON array of Google map styles
 * (`[{featureType, elementType, stylers: [...]}, …]`, the format of Google's styling wizard), fetched
 * from the site once per URL per page, only when a map is about to be shown.
 *
 * A failure (network, HTTP status, not JSON, not an array of objects) is logged once per URL,
 * `nl-map: could not load the map styles from {url} (…)`, and the map is shown with Google's own
 * look: styles are decoration, never a reason to show no map.
 */
import { fetchJson } from '../../core/fetch-json.ts';
import { singleton } from '../../core/global.ts';
import { TAG } from './config.ts';

const cache = singleton('map.styles', () => new Map<string, Promise<google.maps.MapTypeStyle[] | null>>());

async function fetchStyles(url: string): Promise<google.maps.MapTypeStyle[]> {
  const data = await fetchJson(url);
  if (!Array.isArray(data) || data.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))) {
    throw new Error('not an array of map styles');
  }
  return data as google.maps.MapTypeStyle[];
}

/** The styles at `url`, or null (already logged) when they could not be had. */
export function loadMapStyles(url: string): Promise<google.maps.MapTypeStyle[] | null> {
  let promise = cache.get(url);
  if (!promise) {
    promise = fetchStyles(url).catch((error: unknown) => {
      console.error(`${TAG}: could not load the map styles from ${url} (${error instanceof Error ? error.message : String(error)})`);
      return null;
    });
    cache.set(url, promise);
  }
  return promise;
}
