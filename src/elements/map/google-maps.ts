/// <reference types="google.maps" />
/**
 * The Google Maps JavaScript API, loaded once per page for every nl-map (and every copy of the
 * library: the state is a page-wide singleton, src/core/global.ts), through
 * @googlemaps/js-api-loader 2's functional API.
 *
 * - `setOptions()` may be called once per page, so the first map's `api_key` and language win
 *   (`v: "weekly"`, `language` from the page's `lang`, nl or en). A later map with another key gets a
 *   console.warn; the API cannot be loaded twice with two keys.
 * - The loader appends `https://maps.googleapis.com/maps/api/js?key=…&language=…&libraries=…
 *   &callback=google.maps.__ib__`. A page that already has `google.maps.importLibrary` (Google's
 *   "dynamic library import" bootstrap, or our demo site's stand-in) is used as it is.
 * - Failure to load (offline, blocked): logged once per attempt, `nl-map: could not load Google Maps
 *   (…)`; the promise rejects. The loader forgets a failed bootstrap, so a later attempt (the
 *   element's retry button) requests the script again.
 * - A key Google refuses: Google calls `window.gm_authFailure()` (after the script has loaded).
 *   We keep any handler the page had, log `nl-map: Google Maps did not accept the api_key
 *   (gm_authFailure)` once, and tell every map, which then shows its message. That lasts for the
 *   page: the same key would be refused again.
 */
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { singleton } from '../../core/global.ts';
import type { Lang } from '../../core/i18n.ts';
import { TAG } from './config.ts';

export interface MapsApi {
  Map: typeof google.maps.Map;
  Marker: typeof google.maps.Marker;
  InfoWindow: typeof google.maps.InfoWindow;
  LatLngBounds: typeof google.maps.LatLngBounds;
  Size: typeof google.maps.Size;
  Point: typeof google.maps.Point;
  event: typeof google.maps.event;
}

interface State {
  /** The options of the one setOptions() call of this page. */
  options: { key: string; language: Lang } | null;
  loading: Promise<MapsApi> | null;
  authFailed: boolean;
  authListeners: Set<() => void>;
  /** The js-api-loader functions of the first copy of the library, shared by later copies. */
  setOptions: typeof setOptions;
  importLibrary: typeof importLibrary;
}

type AuthWindow = Window & { gm_authFailure?: () => void };

const state = singleton<State>('map.google-maps', () => ({
  options: null,
  loading: null,
  authFailed: false,
  authListeners: new Set(),
  setOptions,
  importLibrary,
}));

function installAuthHandler(): void {
  const win = window as AuthWindow;
  const previous = win.gm_authFailure;
  win.gm_authFailure = () => {
    try {
      previous?.();
    } catch (error) {
      console.error(error);
    }
    if (state.authFailed) return;
    state.authFailed = true;
    console.error(`${TAG}: Google Maps did not accept the api_key (gm_authFailure)`);
    for (const listener of [...state.authListeners]) listener();
  };
}

/** Loads the API (once per page) and resolves with the classes nl-map uses. */
export function loadGoogleMaps(key: string, language: Lang): Promise<MapsApi> {
  if (!state.options) {
    state.options = { key, language };
    installAuthHandler();
    state.setOptions({ key, language, v: 'weekly' });
  } else if (state.options.key !== key) {
    console.warn(`${TAG}: Google Maps loads once per page, with the api_key of the first map; this map's other api_key is not used`);
  }
  if (!state.loading) {
    const attempt = Promise.all([state.importLibrary('core'), state.importLibrary('maps'), state.importLibrary('marker')]).then(
      ([core, maps, marker]) => ({
        Map: maps.Map,
        InfoWindow: maps.InfoWindow,
        Marker: marker.Marker,
        LatLngBounds: core.LatLngBounds,
        Size: core.Size,
        Point: core.Point,
        event: core.event,
      }),
      (error: unknown) => {
        // Forgotten, so that a retry asks again (js-api-loader's bootstrap forgets it too).
        if (state.loading === attempt) state.loading = null;
        console.error(`${TAG}: could not load Google Maps (${error instanceof Error ? error.message : String(error)})`);
        throw error;
      },
    );
    state.loading = attempt;
  }
  return state.loading;
}

/** Whether Google has refused this page's key. */
export function authFailed(): boolean {
  return state.authFailed;
}

/** Calls fn when Google refuses the key (gm_authFailure); returns the unsubscribe function. */
export function onAuthFailure(fn: () => void): () => void {
  state.authListeners.add(fn);
  return () => {
    state.authListeners.delete(fn);
  };
}
