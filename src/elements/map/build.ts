/// <reference types="google.maps" />
/**
 * Draws nl-map's locations on a Google map: one classic `google.maps.Marker` per location and one
 * shared InfoWindow (so one is open at a time).
 *
 * - Marker: `google.maps.Marker`, deprecated by Google since February 2024 in favour of
 *   AdvancedMarkerElement but supported (Google has promised at least 12 months' notice before it
 *   goes). It is the one whose `icon` takes our config's shape as it is: {url, size, origin, anchor,
 *   scaledSize} → Size/Point; AdvancedMarkerElement needs a cloud `mapId`, and a map with a mapId
 *   ignores the `styles` of `styles-url`. Title = the location's name: Google makes a clickable
 *   marker with a title a focusable button named by it (keyboard: Tab, Enter).
 * - Info window: built from DOM nodes with textContent, never an HTML string (names and addresses
 *   are editor data): the name, the address, postcode and city, and the `Route naar locatie` link.
 *   Its `ariaLabel` is the name (the dialog's accessible name).
 * - View: one location → centred on it at `zoom`; several → fitBounds to all (48 px padding), and
 *   when that would zoom in closer than `zoom` (locations close together) the zoom is capped at
 *   `zoom`, so `zoom` means "never closer than this" and the visitor may still zoom in further.
 * - Map options: `styles` from styles-url, `gestureHandling: "cooperative"` (one finger scrolls the
 *   page on a phone, Ctrl + wheel zooms: a map in the middle of a page must not trap scrolling),
 *   no map type or Street View controls (a locations map, not a map application).
 */
import { iconFor, routeUrl, type MapConfig, type MarkerIcon, type Poi } from './config.ts';
import type { MapsApi } from './google-maps.ts';

export interface BuiltMap {
  map: google.maps.Map;
  destroy(): void;
}

export interface BuildOptions {
  styles: google.maps.MapTypeStyle[] | null;
  routeText: string;
  onMarkerClick(poi: Poi): void;
}

function icon(api: MapsApi, config: MarkerIcon): google.maps.Icon {
  // The shape check (config.ts) made each of these an array of exactly two numbers.
  const two = (value: number[]) => value as [number, number];
  const result: google.maps.Icon = { url: config.url };
  if (config.size) result.size = new api.Size(...two(config.size));
  if (config.origin) result.origin = new api.Point(...two(config.origin));
  if (config.anchor) result.anchor = new api.Point(...two(config.anchor));
  if (config.scaledSize) result.scaledSize = new api.Size(...two(config.scaledSize));
  return result;
}

function line(className: string, text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = className;
  p.textContent = text;
  return p;
}

/** The info window's content for a location (DOM nodes, texts as textContent). */
export function infoContent(poi: Poi, routeText: string): HTMLElement {
  const root = document.createElement('div');
  root.className = 'nl-map-info';
  root.append(line('nl-map-info__name', poi.name));
  if (poi.address) root.append(line('nl-map-info__address', poi.address));
  const place = [poi.zipcode, poi.city].filter(Boolean).join(' ');
  if (place) root.append(line('nl-map-info__place', place));
  const route = document.createElement('a');
  route.className = 'nl-map-info__route';
  route.href = routeUrl(poi);
  route.textContent = routeText;
  const routeLine = document.createElement('p');
  routeLine.className = 'nl-map-info__link';
  routeLine.append(route);
  root.append(routeLine);
  return root;
}

export function buildMap(api: MapsApi, canvas: HTMLElement, config: MapConfig, options: BuildOptions): BuiltMap {
  const { pois, zoom, markers } = config;
  const mapOptions: google.maps.MapOptions = {
    center: pois[0]!.location,
    zoom,
    gestureHandling: 'cooperative',
    mapTypeControl: false,
    streetViewControl: false,
    fullscreenControl: true,
  };
  if (options.styles) mapOptions.styles = options.styles;
  const map = new api.Map(canvas, mapOptions);
  const info = new api.InfoWindow();
  const listeners: google.maps.MapsEventListener[] = [];

  const created = pois.map((poi) => {
    const markerIcon = iconFor(poi, markers);
    const markerOptions: google.maps.MarkerOptions = { map, position: poi.location, title: poi.name };
    if (markerIcon) markerOptions.icon = icon(api, markerIcon);
    const marker = new api.Marker(markerOptions);
    listeners.push(
      marker.addListener('click', () => {
        info.setOptions({ content: infoContent(poi, options.routeText), ariaLabel: poi.name });
        info.open({ map, anchor: marker });
        options.onMarkerClick(poi);
      }),
    );
    return marker;
  });

  if (pois.length > 1) {
    const bounds = new api.LatLngBounds();
    for (const poi of pois) bounds.extend(poi.location);
    map.fitBounds(bounds, 48);
    listeners.push(
      api.event.addListenerOnce(map, 'idle', () => {
        const fitted = map.getZoom();
        if (fitted !== undefined && fitted > zoom) map.setZoom(zoom);
      }),
    );
  }

  return {
    map,
    destroy() {
      info.close();
      for (const listener of listeners) listener.remove();
      for (const marker of created) marker.setMap(null);
      api.event.clearInstanceListeners(map);
    },
  };
}
