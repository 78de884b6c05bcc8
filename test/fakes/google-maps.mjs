// Google Maps for the tests (test/third-party.mjs sends every https://maps.googleapis.com request of
// a test page here). /maps/api/js answers a small fake of the Maps JavaScript API that
// - records into window.__fakeMaps: the script URLs (`scripts`: key, language, libraries, callback
//   are in their query), every Map (`maps`: its div, options, fitBounds calls, setZoom calls),
//   Marker (`markers`: options with icon/title/position, and its map) and InfoWindow (`infoWindows`:
//   its setOptions calls, content node, whether it is open and on which marker);
// - draws a visible div.fake-map in the map's container, a button.fake-marker (title = the
//   marker's title) per marker whose click fires the marker's 'click' listeners, and the open
//   info window's content in a div.fake-info-window;
// - fires the map's 'idle' a task after it is created or its view changes; fitBounds sets the zoom
//   to window.__fakeMaps.fitZoom (12 unless a test sets it: 19 for locations close together);
// - calls window.gm_authFailure() a task after a map is created while window.__fakeMapsAuthFail is set
//   (Google's way of saying the key was refused);
// - defines google.maps.importLibrary for the libraries core, maps and marker, then calls the
//   callback named in the URL (js-api-loader's google.maps.__ib__).
// GET /fake/google-maps/mode?fail=1 makes /maps/api/js fail as it does offline (a network error)
// until /fake/google-maps/mode?fail=0. GET /fake/google-maps/requests lists the /maps/api/js URLs
// asked for so far by the asking browser (by its user agent), failed ones too: WebKit's resource
// timing leaves out a request that failed. Only src/elements/map/nl-map.test.ts uses this host.
import { userAgentOf } from './user-agent.mjs';

export const hosts = ['maps.googleapis.com'];

let failing = false;
/** Every /maps/api/js request: its URL and the user agent that asked. */
const requests = [];

/* eslint-disable no-undef -- runs in the test page, where google and gm_authFailure may exist */
function fakeGoogleMaps() {
  const src = document.currentScript ? document.currentScript.src : '';
  const rec = (window.__fakeMaps ||= { scripts: [], maps: [], markers: [], infoWindows: [], fitZoom: 12 });
  rec.scripts.push(src);

  const registry = new WeakMap();
  function on(instance, name, fn, once) {
    let byName = registry.get(instance);
    if (!byName) registry.set(instance, (byName = new Map()));
    let entries = byName.get(name);
    if (!entries) byName.set(name, (entries = new Set()));
    const entry = { fn, once };
    entries.add(entry);
    return {
      remove() {
        entries.delete(entry);
      },
    };
  }
  function trigger(instance, name, ...args) {
    const entries = registry.get(instance)?.get(name);
    if (!entries) return;
    for (const entry of [...entries]) {
      if (entry.once) entries.delete(entry);
      entry.fn.apply(instance, args);
    }
  }
  const event = {
    addListener: (instance, name, fn) => on(instance, name, fn, false),
    addListenerOnce: (instance, name, fn) => on(instance, name, fn, true),
    removeListener: (listener) => listener.remove(),
    trigger,
    clearInstanceListeners: (instance) => registry.delete(instance),
  };

  class MVCObject {
    addListener(name, fn) {
      return on(this, name, fn, false);
    }
  }
  class LatLng {
    constructor(lat, lng) {
      if (typeof lat === 'object') ({ lat, lng } = lat);
      this.latValue = lat;
      this.lngValue = lng;
    }
    lat() {
      return this.latValue;
    }
    lng() {
      return this.lngValue;
    }
    toJSON() {
      return { lat: this.latValue, lng: this.lngValue };
    }
  }
  class LatLngBounds {
    constructor() {
      this.points = [];
    }
    extend(point) {
      this.points.push(point instanceof LatLng ? point.toJSON() : { lat: point.lat, lng: point.lng });
      return this;
    }
    toJSON() {
      const lats = this.points.map((p) => p.lat);
      const lngs = this.points.map((p) => p.lng);
      return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
    }
    getCenter() {
      const b = this.toJSON();
      return new LatLng((b.south + b.north) / 2, (b.west + b.east) / 2);
    }
  }
  class Size {
    constructor(width, height) {
      this.width = width;
      this.height = height;
    }
  }
  class Point {
    constructor(x, y) {
      this.x = x;
      this.y = y;
    }
  }
  class FakeMap extends MVCObject {
    constructor(div, options = {}) {
      super();
      this.div = div;
      this.zoom = options.zoom;
      this.center = options.center;
      this.record = { div, options: { ...options }, fitBounds: [], setZoom: [], instance: this };
      rec.maps.push(this.record);
      const surface = document.createElement('div');
      surface.className = 'fake-map';
      surface.setAttribute('data-fake-map', '');
      surface.style.cssText = 'position: relative; width: 100%; height: 100%; min-height: 10px; background: #cfe3d4;';
      div.append(surface);
      this.surface = surface;
      this.idleSoon();
      if (window.__fakeMapsAuthFail) setTimeout(() => window.gm_authFailure?.(), 0);
    }
    idleSoon() {
      if (this.idlePending) return;
      this.idlePending = true;
      setTimeout(() => {
        this.idlePending = false;
        trigger(this, 'idle');
      }, 0);
    }
    getDiv() {
      return this.div;
    }
    getZoom() {
      return this.zoom;
    }
    setZoom(zoom) {
      this.zoom = zoom;
      this.record.setZoom.push(zoom);
      this.idleSoon();
    }
    getCenter() {
      return new LatLng(this.center);
    }
    setCenter(center) {
      this.center = center;
      this.idleSoon();
    }
    setOptions(options) {
      Object.assign(this.record.options, options);
    }
    fitBounds(bounds, padding) {
      this.record.fitBounds.push({ bounds: bounds.toJSON(), points: [...bounds.points], padding });
      this.zoom = rec.fitZoom;
      this.center = bounds.getCenter().toJSON();
      this.idleSoon();
    }
  }
  class Marker extends MVCObject {
    constructor(options = {}) {
      super();
      this.options = options;
      this.record = { options, map: null, instance: this };
      rec.markers.push(this.record);
      if (options.map) this.setMap(options.map);
    }
    setMap(map) {
      this.record.map = map;
      this.button?.remove();
      this.button = null;
      if (!map) return;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'fake-marker';
      button.title = this.options.title ?? '';
      button.setAttribute('aria-label', this.options.title ?? '');
      button.addEventListener('click', () => trigger(this, 'click'));
      map.surface.append(button);
      this.button = button;
    }
    getMap() {
      return this.record.map;
    }
    getTitle() {
      return this.options.title;
    }
    getPosition() {
      return new LatLng(this.options.position);
    }
    getIcon() {
      return this.options.icon;
    }
  }
  class InfoWindow extends MVCObject {
    constructor(options = {}) {
      super();
      this.record = { options: { ...options }, setOptions: [], content: options.content ?? null, open: false, anchor: null, opens: 0, instance: this };
      rec.infoWindows.push(this.record);
    }
    setOptions(options) {
      this.record.setOptions.push(options);
      Object.assign(this.record.options, options);
      if ('content' in options) this.setContent(options.content);
    }
    setContent(content) {
      this.record.content = content;
      if (this.box) this.box.replaceChildren(content);
    }
    open(first, second) {
      let map;
      let anchor;
      if (first instanceof FakeMap) [map, anchor] = [first, second];
      else [map, anchor] = [first?.map, first?.anchor];
      map ||= anchor?.getMap();
      this.record.open = true;
      this.record.anchor = anchor ?? null;
      this.record.opens++;
      if (!this.box) {
        this.box = document.createElement('div');
        this.box.className = 'fake-info-window';
        this.box.setAttribute('role', 'dialog');
      }
      this.box.setAttribute('aria-label', this.record.options.ariaLabel ?? '');
      this.box.replaceChildren(this.record.content);
      map.surface.append(this.box);
    }
    close() {
      this.record.open = false;
      this.box?.remove();
    }
  }

  const libraries = {
    core: { LatLng, LatLngBounds, Size, Point, event, MVCObject },
    maps: { Map: FakeMap, InfoWindow },
    marker: { Marker },
  };
  window.google ||= {};
  google.maps ||= {};
  Object.assign(google.maps, libraries.core, libraries.maps, libraries.marker);
  google.maps.importLibrary = (name) => (libraries[name] ? Promise.resolve(libraries[name]) : Promise.reject(new Error(`fake Maps: no library ${name}`)));
  const callback = new URL(src).searchParams.get('callback') ?? '';
  const fn = callback.split('.').reduce((object, key) => (object ? object[key] : undefined), window);
  if (typeof fn === 'function') fn();
}
/* eslint-enable no-undef */

const script = `(${fakeGoogleMaps.toString()})();\n`;


export function respond(url, request) {
  if (url.pathname !== '/maps/api/js') return null;
  requests.push({ url: url.href, userAgent: userAgentOf(request?.headers) });
  if (failing) return null;
  return { type: 'text/javascript', body: script };
}

export async function fake(ctx) {
  if (ctx.path === '/fake/google-maps/requests') {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'json';
    ctx.body = requests.filter((request) => request.userAgent === (ctx.get('user-agent') ?? '')).map((request) => request.url);
    return true;
  }
  if (ctx.path !== '/fake/google-maps/mode') return false;
  failing = ctx.query.fail === '1';
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'json';
  ctx.body = { failing };
  return true;
}
