/**
 * @tag nl-cookie-bar
 * @summary Asks for cookie consent (accept all, necessary only, settings per category) and keeps it in the cookie nl_consent.
 * @attr {Array<"necessary" | "preferences" | "statistics" | "marketing">} [categories=["necessary","preferences","statistics","marketing"]] - The categories to ask about (JSON list); necessary is always on.
 * @attr {url} policy-url - The cookie statement, linked from the bar.
 * @attr {url} template-url - Texts per page language: a JSON file of message keys; `{lang}` becomes the page's locale (nl-NL by default, en-GB for en).
 * @attr {number} [revision=1] - Raise it when the cookies change: decisions of an older revision no longer count and the bar asks again. Read from the markup by the loader before anything decides (a decision of an older revision is no decision on any path, whatever order the code arrives in); the highest revision of the page's bars counts.
 * @attr {boolean} gpc - When the browser sends Global Privacy Control (`navigator.globalPrivacyControl`), statistics is denied too (marketing always is); the bar says so in one sentence, and only the settings dialog can turn them on.
 * @attr {Array<{name: string, provider: string, purpose: string, expiry: string, category: "necessary" | "preferences" | "statistics" | "marketing"}>} cookies - The cookie statement's declarations, nl-cookie-table's schema (a `name` ending in `*` is a prefix): when a category is withdrawn, its first-party cookies the page can see are deleted (this host and its parent domains, every path). A bad entry is left out and logged.
 * @attr {boolean} reload-on-withdraw - Reload the page after a category is withdrawn (and its cookies deleted), so that scripts which already run stop.
 * @fires {ConsentState} nl-consent - On document (not on the element) after every choice: {necessary, preferences, statistics, marketing, revision, decided}.
 * @csspart bar - The bar (a region named by its title).
 * @csspart inner - The bar's content box.
 * @csspart title - The bar's heading.
 * @csspart text - The bar's text.
 * @csspart policy - The link to policy-url.
 * @csspart gpc - The Global Privacy Control sentence (in the bar, when the browser sends the signal).
 * @csspart actions - The bar's buttons.
 * @csspart button - Every button (also accept-all, necessary-only, settings, save).
 * @csspart settings - The settings form in the dialog.
 * @csspart category - One category in the settings.
 * @csspart dialog - The settings dialog (nl-modal's).
 * @cssprop --nl-cookie-bar-accent - Buttons, links and checkboxes (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-cookie-bar-accent-text - Text on the filled buttons (default: `--nl-color-primary-contrast`, #fff).
 * @cssprop --nl-cookie-bar-link-color - The policy link (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-cookie-bar-border-color - The bar's top border and the categories' borders (default: `--nl-color-border` at 40% (a divider)).
 * @cssprop --nl-cookie-bar-muted - The categories' descriptions (default: `--nl-color-text` at 75%).
 * @cssprop --nl-cookie-bar-radius - Buttons and categories (default: 1.5 × `--nl-radius`).
 * @cssprop --nl-cookie-bar-shadow - The bar's shadow.
 * @cssprop --nl-cookie-bar-font - The bar's font (inherited).
 * @cssprop --nl-cookie-bar-background - The bar's background (default: `--nl-color-background`, #fff).
 * @cssprop --nl-cookie-bar-color - The bar's text (default: `--nl-color-text`, #1b1f24).
 * @cssprop --nl-cookie-bar-z-index - The bar's stacking (900).
 * @cssprop --nl-cookie-bar-width - The bar content's maximum width (72rem).
 */
import { defineElement } from '../src/core/define.tsx';
import { CookieBar, spec } from '../src/elements/cookie-bar/cookie-bar.tsx';
import { startConsentElements } from '../src/core/consent-elements.ts';

defineElement('nl-cookie-bar', CookieBar, spec);
// The page's consent-gated scripts and frames (`<script type="text/plain" data-nl-consent=…>`,
// `<iframe data-nl-consent=… data-src=…>`); the loader loads this module for them too.
startConsentElements();
