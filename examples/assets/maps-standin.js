/**
 * Stand-in for the Google Maps JavaScript API on the demo site, which has no internet and no key.
 *
 * It defines `google.maps.importLibrary`, the documented "dynamic library import" bootstrap. When
 * that function exists, @googlemaps/js-api-loader (which nl-map uses) calls it instead of adding
 * the script from maps.googleapis.com, so the element's real loading code runs, and nothing leaves
 * the site. Only the example pages load this file; the library never does. The map still waits for
 * consent and for the element to come near the viewport, as in production.
 *
 * What it draws: a plain panel (no tiles, no streets) with each marker placed by its lat/lng (Web
 * Mercator, the projection Google uses, at the map's zoom and centre), clickable and focusable
 * (a button named by the marker's title), the marker's icon when it has one, +/- zoom buttons, and
 * an info-window-like popover with the content nl-map gives it (close button, Escape). It supports
 * what nl-map calls: Map (center, zoom, styles, fitBounds, getZoom/setZoom, 'idle'), Marker
 * (position, title, icon, setMap, 'click'), InfoWindow (setOptions, open, close), LatLngBounds,
 * Size, Point and event.
 *
 * DOM is built with createElement and textContent; positions are set through element.style (CSSOM,
 * allowed under the site's CSP); its CSS is a constructed stylesheet adopted by the document.
 */
(function mapsStandIn() {
  const google = (window.google ||= {});
  const maps = (google.maps ||= {});
  if (typeof maps.importLibrary === 'function') return; // the real API (or another stand-in) is there

  const TILE = 256;
  const CSS = `
.maps-standin { position: relative; width: 100%; height: 100%; overflow: hidden; font: 14px/1.4 system-ui, sans-serif;
  background-color: #e6efe6; background-image: linear-gradient(#d3e0d3 1px, transparent 1px), linear-gradient(90deg, #d3e0d3 1px, transparent 1px);
  background-size: 48px 48px; color: #1f2328; }
.maps-standin__layer { position: absolute; inset: 0; }
.maps-standin__marker { position: absolute; display: block; padding: 0; border: 0; background: none; cursor: pointer; line-height: 0; }
.maps-standin__marker img { display: block; max-width: none; }
.maps-standin__marker--pin { width: 22px; height: 22px; border: 3px solid #fff; border-radius: 50% 50% 50% 0; background: #d93025;
  transform: rotate(-45deg); box-shadow: 0 1px 3px rgb(0 0 0 / 0.4); }
.maps-standin__marker:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
.maps-standin__info { position: absolute; z-index: 2; max-width: min(20rem, calc(100% - 1rem)); padding: 0.75rem 2.5rem 0.75rem 0.875rem;
  border-radius: 0.5rem; background: #fff; box-shadow: 0 2px 10px rgb(0 0 0 / 0.3); transform: translate(-50%, calc(-100% - 0.75rem)); }
.maps-standin__info:focus { outline: none; }
.maps-standin__close { position: absolute; top: 0.25rem; right: 0.25rem; width: 2rem; height: 2rem; border: 0; border-radius: 50%;
  background: none; font: inherit; font-size: 1.25rem; line-height: 1; cursor: pointer; }
.maps-standin__close:focus-visible { outline: 3px solid #0b57d0; }
.maps-standin__zoom { position: absolute; right: 0.625rem; bottom: 2.25rem; z-index: 1; display: grid; gap: 1px; border-radius: 0.25rem;
  overflow: hidden; box-shadow: 0 1px 4px rgb(0 0 0 / 0.3); }
.maps-standin__zoom button { width: 2.5rem; height: 2.5rem; border: 0; background: #fff; font: inherit; font-size: 1.25rem; cursor: pointer; }
.maps-standin__zoom button:focus-visible { outline: 3px solid #0b57d0; outline-offset: -3px; }
.maps-standin__note { position: absolute; left: 0; bottom: 0; margin: 0; padding: 0.125rem 0.5rem; background: rgb(255 255 255 / 0.85);
  font-size: 12px; }
`;

  function adoptStyles(node) {
    const root = node.getRootNode();
    if (!('adoptedStyleSheets' in root)) return;
    adoptStyles.sheet ||= (() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
      return sheet;
    })();
    if (!root.adoptedStyleSheets.includes(adoptStyles.sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, adoptStyles.sheet];
  }

  // ---------------------------------------------------------------- events
  const registry = new WeakMap();
  function on(instance, name, fn, once) {
    let byName = registry.get(instance);
    if (!byName) registry.set(instance, (byName = new Map()));
    let entries = byName.get(name);
    if (!entries) byName.set(name, (entries = new Set()));
    const entry = { fn, once };
    entries.add(entry);
    return { remove: () => entries.delete(entry) };
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
    removeListener: (listener) => listener?.remove(),
    trigger,
    clearInstanceListeners: (instance) => registry.delete(instance),
  };

  class MVCObject {
    addListener(name, fn) {
      return on(this, name, fn, false);
    }
  }

  // ---------------------------------------------------------------- geometry
  const literal = (point) => (typeof point.lat === 'function' ? { lat: point.lat(), lng: point.lng() } : { lat: Number(point.lat), lng: Number(point.lng) });

  /** Web Mercator world coordinates (0…256) of a lat/lng. */
  function project({ lat, lng }) {
    const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
    return { x: TILE * (0.5 + lng / 360), y: TILE * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) };
  }
  function unproject({ x, y }) {
    const lng = (x / TILE - 0.5) * 360;
    const n = Math.PI - (2 * Math.PI * y) / TILE;
    return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng };
  }

  class LatLng {
    constructor(lat, lng) {
      const value = typeof lat === 'object' ? literal(lat) : { lat, lng };
      this.latValue = value.lat;
      this.lngValue = value.lng;
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
      this.points.push(literal(point));
      return this;
    }
    isEmpty() {
      return this.points.length === 0;
    }
    toJSON() {
      const lats = this.points.map((p) => p.lat);
      const lngs = this.points.map((p) => p.lng);
      return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
    }
    getCenter() {
      const b = this.toJSON();
      const sw = project({ lat: b.south, lng: b.west });
      const ne = project({ lat: b.north, lng: b.east });
      return new LatLng(unproject({ x: (sw.x + ne.x) / 2, y: (sw.y + ne.y) / 2 }));
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

  // ---------------------------------------------------------------- map
  class StandInMap extends MVCObject {
    constructor(div, options = {}) {
      super();
      this.div = div;
      this.center = options.center ? literal(options.center) : { lat: 52.1, lng: 5.3 };
      this.zoom = options.zoom ?? 8;
      this.markers = new Set();
      adoptStyles(div);
      this.panel = document.createElement('div');
      this.panel.className = 'maps-standin';
      this.layer = document.createElement('div');
      this.layer.className = 'maps-standin__layer';
      const zoom = document.createElement('div');
      zoom.className = 'maps-standin__zoom';
      zoom.append(this.zoomButton('+', 'Inzoomen', 1), this.zoomButton('−', 'Uitzoomen', -1));
      const note = document.createElement('p');
      note.className = 'maps-standin__note';
      note.textContent = 'Nagemaakte kaart van de voorbeeldsite (geen Google Maps)';
      this.panel.append(this.layer, zoom, note);
      div.replaceChildren(this.panel);
      this.resizeObserver = new ResizeObserver(() => this.draw());
      this.resizeObserver.observe(this.panel);
      this.changed();
    }
    zoomButton(text, label, step) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = text;
      button.setAttribute('aria-label', label);
      button.addEventListener('click', () => this.setZoom(this.zoom + step));
      return button;
    }
    getDiv() {
      return this.div;
    }
    getZoom() {
      return this.zoom;
    }
    setZoom(zoom) {
      this.zoom = Math.max(0, Math.min(22, Math.round(zoom)));
      this.changed();
    }
    getCenter() {
      return new LatLng(this.center);
    }
    setCenter(center) {
      this.center = literal(center);
      this.changed();
    }
    setOptions(options) {
      if (options.center) this.center = literal(options.center);
      if (options.zoom !== undefined) this.zoom = options.zoom;
      this.changed();
    }
    fitBounds(bounds, padding = 0) {
      if (bounds.isEmpty()) return;
      const pad = typeof padding === 'number' ? padding : 0;
      const b = bounds.toJSON();
      const sw = project({ lat: b.south, lng: b.west });
      const ne = project({ lat: b.north, lng: b.east });
      const width = Math.max(this.panel.clientWidth - 2 * pad, 1);
      const height = Math.max(this.panel.clientHeight - 2 * pad, 1);
      const dx = Math.max(ne.x - sw.x, 1e-9);
      const dy = Math.max(sw.y - ne.y, 1e-9);
      this.zoom = Math.max(0, Math.min(22, Math.floor(Math.log2(Math.min(width / dx, height / dy)))));
      this.center = bounds.getCenter().toJSON();
      this.changed();
    }
    /** Pixel position of a lat/lng in the panel. */
    pixel(point) {
      const scale = 2 ** this.zoom;
      const c = project(this.center);
      const p = project(point);
      return { x: (p.x - c.x) * scale + this.panel.clientWidth / 2, y: (p.y - c.y) * scale + this.panel.clientHeight / 2 };
    }
    changed() {
      this.draw();
      if (this.idlePending) return;
      this.idlePending = true;
      setTimeout(() => {
        this.idlePending = false;
        trigger(this, 'idle');
      }, 0);
    }
    draw() {
      for (const marker of this.markers) marker.draw();
      this.info?.draw();
    }
  }

  class Marker extends MVCObject {
    constructor(options = {}) {
      super();
      this.options = options;
      this.map = null;
      this.button = null;
      if (options.map) this.setMap(options.map);
    }
    getMap() {
      return this.map;
    }
    getTitle() {
      return this.options.title;
    }
    getPosition() {
      return new LatLng(this.options.position);
    }
    setMap(map) {
      this.map?.markers.delete(this);
      this.button?.remove();
      this.button = null;
      this.map = map;
      if (!map) return;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'maps-standin__marker';
      const title = this.options.title ?? '';
      button.title = title;
      button.setAttribute('aria-label', title);
      const icon = this.options.icon;
      if (icon && icon.url) {
        const img = document.createElement('img');
        img.src = icon.url;
        img.alt = '';
        const size = icon.scaledSize ?? icon.size;
        if (size) {
          img.width = size.width;
          img.height = size.height;
        }
        button.append(img);
        const anchor = icon.anchor ?? (size ? new Point(size.width / 2, size.height) : new Point(16, 32));
        this.offset = { x: anchor.x, y: anchor.y };
      } else {
        button.classList.add('maps-standin__marker--pin');
        this.offset = { x: 11, y: 30 };
      }
      button.addEventListener('click', () => trigger(this, 'click'));
      map.layer.append(button);
      this.button = button;
      map.markers.add(this);
      this.draw();
    }
    /** The point where an info window opened on this marker points to (the top of the icon). */
    tip() {
      const p = this.map.pixel(literal(this.options.position));
      return { x: p.x, y: p.y - this.offset.y };
    }
    draw() {
      if (!this.map || !this.button) return;
      const p = this.map.pixel(literal(this.options.position));
      this.button.style.left = `${p.x - this.offset.x}px`;
      this.button.style.top = `${p.y - this.offset.y}px`;
    }
  }

  class InfoWindow extends MVCObject {
    constructor(options = {}) {
      super();
      this.options = { ...options };
      this.box = null;
      this.map = null;
      this.anchor = null;
    }
    setOptions(options) {
      Object.assign(this.options, options);
      if (this.box) this.fill();
    }
    setContent(content) {
      this.setOptions({ content });
    }
    fill() {
      const content = this.options.content;
      const node = typeof content === 'string' ? document.createTextNode(content) : content;
      this.box.replaceChildren(node ?? '', this.closeButton);
      this.box.setAttribute('aria-label', this.options.ariaLabel ?? '');
    }
    open(first, second) {
      let map;
      let anchor;
      if (first instanceof StandInMap) [map, anchor] = [first, second];
      else [map, anchor] = [first?.map, first?.anchor];
      map ||= anchor?.getMap();
      if (!map) return;
      if (this.map && this.map !== map) this.close();
      this.map = map;
      this.anchor = anchor ?? null;
      map.info = this;
      if (!this.box) {
        this.box = document.createElement('div');
        this.box.className = 'maps-standin__info';
        this.box.setAttribute('role', 'dialog');
        this.box.tabIndex = -1;
        this.closeButton = document.createElement('button');
        this.closeButton.type = 'button';
        this.closeButton.className = 'maps-standin__close';
        this.closeButton.textContent = '×';
        this.closeButton.setAttribute('aria-label', 'Sluiten');
        this.closeButton.addEventListener('click', () => {
          this.close();
          this.anchor?.button?.focus();
          trigger(this, 'closeclick');
        });
        this.box.addEventListener('keydown', (event) => {
          if (event.key !== 'Escape') return;
          this.close();
          this.anchor?.button?.focus();
        });
      }
      this.fill();
      map.layer.append(this.box);
      this.draw();
      if (this.options.shouldFocus !== false && first?.shouldFocus !== false) this.box.focus({ preventScroll: true });
    }
    draw() {
      if (!this.box || !this.map) return;
      const p = this.anchor ? this.anchor.tip() : this.map.pixel(literal(this.options.position ?? this.map.center));
      this.box.style.left = `${p.x}px`;
      this.box.style.top = `${p.y}px`;
    }
    close() {
      this.box?.remove();
      if (this.map?.info === this) this.map.info = null;
      this.map = null;
    }
  }

  const libraries = {
    core: { LatLng, LatLngBounds, Size, Point, event, MVCObject },
    maps: { Map: StandInMap, InfoWindow },
    marker: { Marker },
  };
  Object.assign(maps, libraries.core, libraries.maps, libraries.marker);
  maps.importLibrary = (name) =>
    libraries[name] ? Promise.resolve(libraries[name]) : Promise.reject(new Error(`maps-standin: no library "${name}" in the stand-in`));
})();
