/**
 * showAlert(text, {type, duration}?): an alert made in code, for CMS scripts ("Je bericht is
 * verzonden"). It imports nothing heavy (no React), so the loader can offer it before nl-alert's
 * own code has arrived: the new <nl-alert> is an ordinary element that upgrades when its code is
 * there (the loader fetches it as soon as the element appears in the document).
 *
 * - The alert goes into one page-level region, `<div class="nl-alerts">` as the last child of
 *   <body>, created on first use (and again if the page removed it): fixed at the top of the
 *   viewport, centred, alerts stacked in order of arrival, newest last. It takes no clicks itself
 *   (`pointer-events: none`; each alert takes them). Its place is themable with
 *   `--nl-alerts-top`, `--nl-alerts-bottom`, `--nl-alerts-width`, `--nl-alerts-gap`, `--nl-alerts-z-index`.
 * - The text is set with textContent: never parsed as HTML.
 * - It returns the <nl-alert> element at once (with `updateComplete` once defined); it fires
 *   `nl-close` ({reason}) when it hides and is then removed from the page.
 * - Bad options log one console.error starting with `nl-alert:` each and use the default instead.
 */
import { singleton } from '../../core/global.ts';
import type { NlElement } from '../../core/define.tsx';

export const ALERT_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
/** docs/CONTRACT.md, Shared constants: "Alert 2000 ms". */
export const DEFAULT_DURATION = 2000;

export interface ShowAlertOptions {
  /** `info` (default), `success`, `warning` or `error`. */
  type?: AlertType;
  /** Milliseconds before it hides (default 2000); `0` keeps it until closed. */
  duration?: number;
}

/**
 * Alerts made by showAlert(): removed from the page once they hide, where a declarative
 * <nl-alert> only gets `hidden` (so the page can show it again). Kept on globalThis, so that two
 * copies of the library (the loader's showAlert and a tag chunk) agree.
 */
export const transientAlerts: WeakSet<Element> = singleton('alert.transient', () => new WeakSet<Element>());

export const REGION_CLASS = 'nl-alerts';

/** The page-level region alerts from showAlert() go into; created once, appended to <body>. */
export function alertRegion(): HTMLElement {
  const existing = document.body.querySelector<HTMLElement>(`:scope > div.${REGION_CLASS}`);
  if (existing) return existing;
  const region = document.createElement('div');
  region.className = REGION_CLASS;
  // Sizes in em, the font size of the page's body text the region inherits, not rem (issue 29: a
  // theme's `html { font-size: 62.5% }` made them 10 px units); the alerts in it use the same unit.
  // Styles through the CSSOM: no stylesheet in the page (it could leak) and nothing a CSP with
  // `style-src 'self'` blocks (only style attributes in markup are blocked, not element.style).
  const styles: Record<string, string> = {
    position: 'fixed',
    'z-index': 'var(--nl-alerts-z-index, 1000)',
    top: 'var(--nl-alerts-top, 1em)',
    bottom: 'var(--nl-alerts-bottom, auto)',
    left: '0',
    right: '0',
    width: 'min(var(--nl-alerts-width, 32em), calc(100% - 2em))',
    margin: '0 auto',
    display: 'flex',
    'flex-direction': 'column',
    gap: 'var(--nl-alerts-gap, 0.5em)',
    'pointer-events': 'none',
  };
  for (const [property, value] of Object.entries(styles)) region.style.setProperty(property, value);
  document.body.append(region);
  return region;
}

/**
 * A value as an error line quotes it. Never throws: String() throws for an object without a
 * prototype (`Object.create(null)`) or with a throwing toString, and for a Symbol in a template.
 */
function quote(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? 'an array' : 'an object';
  return String(value);
}

/** Shows `text` in a new alert; see the header of this file. */
export function showAlert(text: string, options?: ShowAlertOptions): NlElement {
  if (typeof text !== 'string') {
    console.error(`nl-alert: showAlert(text) needs a string, got ${quote(text)}`);
    // A number or a boolean says something; an object or a function would only show "[object Object]".
    text = typeof text === 'number' || typeof text === 'boolean' || typeof text === 'bigint' ? String(text) : '';
  }
  let type: AlertType | undefined;
  let duration: number | undefined;
  if (options !== undefined && options !== null && (typeof options !== 'object' || Array.isArray(options))) {
    console.error(`nl-alert: showAlert() options must be an object like {type, duration}, got ${quote(options)}`);
  } else if (options) {
    if (options.type !== undefined) {
      if ((ALERT_TYPES as readonly unknown[]).includes(options.type)) type = options.type;
      else console.error(`nl-alert: showAlert() option "type" must be one of ${ALERT_TYPES.map((t) => `"${t}"`).join(', ')}, got ${quote(options.type)}`);
    }
    if (options.duration !== undefined) {
      const value: unknown = options.duration;
      if (typeof value !== 'number' || !Number.isFinite(value)) console.error(`nl-alert: showAlert() option "duration" must be a number, got ${quote(value)}`);
      else if (value < 0) console.error(`nl-alert: showAlert() option "duration" must be at least 0, got ${value}`);
      else duration = value;
    }
  }

  const alert = document.createElement('nl-alert') as NlElement;
  transientAlerts.add(alert);
  if (type) alert.setAttribute('type', type);
  if (duration !== undefined) alert.setAttribute('duration', String(duration));
  alert.textContent = text;
  // The region takes no clicks; its alerts do (the close button, hover to pause).
  alert.style.setProperty('pointer-events', 'auto');
  alertRegion().append(alert);
  return alert;
}
