/**
 * @tag nl-recruitment-loader
 * @summary Loads the recruitment platform's script and stylesheet once per page, only when `vacancy-id` is set or the page has a `[data-recruitment-area]`, and only after consent for marketing cookies.
 * Until the visitor allows marketing cookies it shows, in place of its content, a placeholder that
 * says the application form comes from the recruitment platform, which sets cookies, with a button
 * `Formulier laden en cookies accepteren` and the cookie settings; nothing is requested before
 * that. Several loaders, or re-renders, still add one `<script async>` and one
 * `<link rel="stylesheet">` to `<head>` (one already there with the same URL counts). A failed load
 * logs `nl-recruitment-loader: could not load {url}`; the page goes on without the platform.
 * @attr {url} script-src - The platform's script, an http(s) URL (required).
 * @attr {url} stylesheet-src - The platform's stylesheet, an http(s) URL.
 * @attr {string} vacancy-id - The vacancy whose application form the platform shows; non-empty means load.
 * @attr {object} messages - Text overrides: `{"consentText": "…", "consentAction": "…", "consentSettings": "…"}`.
 * @fires {{script: string, stylesheet: string}} nl-load - When the script and stylesheet have loaded (absolute URLs; stylesheet `""` when not given).
 * @fires {{url: string}} nl-load-error - For each URL that could not be loaded.
 * @slot - Content shown once the platform may load (such as the `[data-recruitment-area]` it renders into).
 * @csspart consent-placeholder - The placeholder shown until consent.
 * @csspart consent-allow - Its button that allows marketing cookies and loads the platform.
 * @csspart consent-settings - Its button that opens the cookie settings.
 * @cssprop --nl-consent-background - Background of the placeholder (default: `--nl-color-text` at 5% on the background).
 * @cssprop --nl-consent-border - Border of the placeholder (default: `--nl-color-border` at 40% (a divider)).
 * @cssprop --nl-consent-accent - Colour of its buttons (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-consent-accent-text - Text on its filled button (default: `--nl-color-primary-contrast`, #fff).
 * @cssprop --nl-consent-color - Text of the placeholder (default: `--nl-color-text`, #1b1f24).
 * @cssprop --nl-consent-radius - Corners of the placeholder and its buttons (default: 2 × `--nl-radius`).
 */
import { defineElement } from '../src/core/define.tsx';
import { RecruitmentLoader, spec } from '../src/elements/recruitment-loader/recruitment-loader.tsx';

export type { LoadDetail, LoadErrorDetail } from '../src/elements/recruitment-loader/recruitment-loader.tsx';

defineElement('nl-recruitment-loader', RecruitmentLoader, spec);
