/// <reference types="google.maps" />
/**
 * nl-map: the locations of `config` as a list, always, and on a Google map when the visitor allows
 * it (README.md here, issue "nl-map with @googlemaps/js-api-loader").
 *
 * - The list (shadow DOM, part `list`) is the accessible and offline form of the map: each
 *   location's name, address, postcode and city, and `Route naar locatie` to
 *   `https://www.google.com/maps/dir/?api=1&destination={lat},{lng}`. It needs no key, no consent
 *   and no network, so it is there whenever the config has valid locations.
 * - The map (part `map`, above the list) needs a key and at least one location. Google Maps sets
 *   cookies, so it waits for the `marketing` category behind the shared ConsentGate (placeholder
 *   `De kaart komt van Google Maps, dat cookies plaatst.` / `Kaart laden en cookies accepteren`),
 *   and then for the element to come within 200 px of the viewport (IntersectionObserver): a map
 *   at the foot of a long page costs nothing until the visitor scrolls there.
 * - Config problems (config.ts) log the exact errors; with no usable config nothing is requested
 *   and the element shows its light-DOM content (the editor's fallback).
 * - The map canvas is a `<div slot="map" class="nl-map-canvas">` the element adds to its own light
 *   DOM: the Maps JavaScript API puts its CSS in the document, which does not reach into a shadow
 *   root (controls and info windows would lose their styles there). canvas.css, adopted by the
 *   document (or the shadow root the element is in), styles the info window's content and undoes
 *   site CSS that breaks map tiles (`img {max-width: 100%}`).
 * - Failure: the script does not load (offline, blocked) → the box says so with a retry button,
 *   `nl-load-error` {reason: "load"}; Google refuses the key (gm_authFailure) → the box says the
 *   map is not available, `nl-load-error` {reason: "auth"}. The list stays either way; the console
 *   error is logged once per page by google-maps.ts.
 * - Events: `nl-load` {locations} once the map shows its first view; `nl-marker-click` {poi} when a
 *   marker opens its info window.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { attr } from '../../core/attributes.ts';
import { ConsentGate } from '../../core/consent-gate.tsx';
import type { ElementProps, ElementSpec, NlElement } from '../../core/define.tsx';
import { emit } from '../../core/events.ts';
import type { Lang, Translate } from '../../core/i18n.ts';
import { s, type Shape } from '../../core/shape.ts';
import { sheet } from '../../core/styles.ts';
import { buildMap } from './build.ts';
import canvasCss from './canvas.css?inline';
import { CONFIG_EXAMPLE, configShape, readConfig, routeUrl, type MapConfig, type Poi } from './config.ts';
import { authFailed, loadGoogleMaps, onAuthFailure } from './google-maps.ts';
import styles from './map.css?inline';
import { loadMapStyles } from './map-styles.ts';
import { messages, type MapKey } from './messages.ts';
import { problem } from '../../core/problems.ts';

export const CONSENT_CATEGORY = 'marketing';
/** How near the viewport the element must come before the map loads. */
export const NEAR = '200px';

export interface LoadDetail {
  /** The number of locations on the map. */
  locations: number;
}
export interface LoadErrorDetail {
  /** `load`: the script could not be loaded (offline, blocked); `auth`: Google refused the key. */
  reason: 'load' | 'auth';
}
export interface MarkerClickDetail {
  poi: Poi;
}

type ConfigValue = Record<string, unknown> | null;

const attributes = {
  // The core only checks that config is an object; readConfig() checks the rest part by part.
  // configShape (the same parts) is what its JSON Schema is made from.
  config: {
    ...attr.json<ConfigValue>(s.record(s.any()) as Shape<ConfigValue>, {
      default: null,
      typeText: '{api_key: string, pois: {name, address, zipcode, city, type, location: {lat, lng}}[], markers?: Record<string, {url, size, origin, anchor, scaledSize}>, zoom?: number}',
    }),
    shape: configShape,
    example: CONFIG_EXAMPLE,
    needed: true,
  },
  'styles-url': attr.url({ resolve: true }),
};

export const spec: ElementSpec<typeof attributes, MapKey> = { attributes, messages, styles };

/** True once `target` has come within NEAR of the viewport (and stays true). */
function useNearViewport(target: Element): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, target]);
  return near;
}

function adoptCanvasStyles(host: Element): void {
  const root = host.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return;
  const canvasSheet = sheet(canvasCss);
  if (!root.adoptedStyleSheets.includes(canvasSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, canvasSheet];
}

type Status = 'idle' | 'loading' | 'ready' | 'load-error' | 'auth-error';

interface StageProps {
  host: NlElement;
  config: MapConfig;
  stylesUrl: string;
  lang: Lang;
  t: Translate<MapKey>;
}

/** The map itself; mounted only once consent is given (it is ConsentGate's content). */
function MapStage({ host, config, stylesUrl, lang, t }: StageProps) {
  const near = useNearViewport(host);
  const auth = useSyncExternalStore(onAuthFailure, authFailed);
  const [attempt, setAttempt] = useState(0);
  // The outcome of one load: for which config and attempt, so that a new one starts as 'loading'.
  const [outcome, setOutcome] = useState<{ config: MapConfig; attempt: number; status: 'ready' | 'load-error' } | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const routeText = t('route');

  useEffect(() => {
    if (!near) return;
    if (auth) {
      emit<LoadErrorDetail>(host, 'nl-load-error', { reason: 'auth' });
      return;
    }
    let live = true;
    let destroy: (() => void) | undefined;
    const canvas = document.createElement('div');
    canvas.slot = 'map';
    canvas.className = 'nl-map-canvas';
    host.append(canvas);
    adoptCanvasStyles(host);
    Promise.all([loadGoogleMaps(config.apiKey, lang), stylesUrl ? loadMapStyles(stylesUrl) : null]).then(
      ([api, mapStyles]) => {
        if (!live) return;
        const built = buildMap(api, canvas, config, {
          styles: mapStyles,
          routeText,
          onMarkerClick: (poi) => emit<MarkerClickDetail>(host, 'nl-marker-click', { poi }),
        });
        destroy = built.destroy;
        api.event.addListenerOnce(built.map, 'idle', () => {
          if (live) setOutcome({ config, attempt, status: 'ready' });
        });
      },
      () => {
        // Logged by google-maps.ts (once per attempt, however many maps wait for it).
        if (live) setOutcome({ config, attempt, status: 'load-error' });
      },
    );
    return () => {
      live = false;
      destroy?.();
      canvas.remove();
    };
  }, [near, auth, attempt, host, config, stylesUrl, lang, routeText]);

  // The events go out once the box shows the outcome (after React has rendered it).
  useEffect(() => {
    if (outcome?.status === 'ready') emit<LoadDetail>(host, 'nl-load', { locations: outcome.config.pois.length });
    else if (outcome?.status === 'load-error') emit<LoadErrorDetail>(host, 'nl-load-error', { reason: 'load' });
  }, [host, outcome]);

  let status: Status = 'idle';
  if (auth) status = 'auth-error';
  else if (near) status = outcome && outcome.config === config && outcome.attempt === attempt ? outcome.status : 'loading';

  const message = { idle: '', loading: t('loading'), ready: '', 'load-error': t('loadError'), 'auth-error': t('authError') }[status];
  return (
    <div className="stage" ref={stage} tabIndex={-1} data-status={status}>
      <slot name="map" />
      <div className="overlay">
        <p className="message" role="status">
          {message}
        </p>
        {status === 'load-error' ? (
          <button
            type="button"
            className="retry"
            part="retry"
            onClick={() => {
              // The button goes away: keep focus in the map's box, where the outcome is announced.
              stage.current?.focus({ preventScroll: true });
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function useLoggedOnce(host: Element, errors: readonly string[] | undefined): void {
  const logged = useRef<readonly string[] | undefined>(undefined);
  useEffect(() => {
    if (!errors || logged.current === errors) return;
    logged.current = errors;
    for (const error of errors) problem('error', error, { element: host, kind: 'config' });
  }, [host, errors]);
}

export function NlMap({ attrs, problems, host, t, lang }: ElementProps<typeof attributes, MapKey>) {
  // A malformed or non-object config was logged by the core; nothing more to say about it.
  const read = useMemo(() => (problems.config ? null : readConfig(attrs.config)), [attrs.config, problems.config]);
  useLoggedOnce(host, read?.errors);
  const pois = read?.pois ?? [];
  const map = read?.map ?? null;

  // Nothing to list: the editor's own content is the fallback.
  if (!pois.length) return <slot />;

  const nameId = (index: number) => `location-${index}`;
  return (
    <>
      {map ? (
        <div className="map" part="map">
          <ConsentGate category={CONSENT_CATEGORY} text={t('consentText')} action={t('consentAction')} settings={t('consentSettings')}>
            <MapStage host={host} config={map} stylesUrl={attrs['styles-url']} lang={lang} t={t} />
          </ConsentGate>
        </div>
      ) : null}
      <ul className="list" part="list" aria-label={t('listLabel')}>
        {pois.map((poi, index) => (
          <li className="location" part="location" key={index}>
            <p className="name" id={nameId(index)}>
              {poi.name}
            </p>
            {poi.address ? <p className="address">{poi.address}</p> : null}
            {poi.zipcode || poi.city ? <p className="place">{[poi.zipcode, poi.city].filter(Boolean).join(' ')}</p> : null}
            <p className="route">
              <a href={routeUrl(poi)} part="route" aria-describedby={nameId(index)}>
                {t('route')}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
