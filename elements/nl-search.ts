/**
 * @tag nl-search
 * @summary A search form: Enter or the button goes to `{action}?q={encoded text}`; empty or blank input does nothing.
 * @attr {url} action - The search page URL, relative or absolute http(s) (required). A query string in it is kept (`&q=` is appended).
 * @attr {string} placeholder - Placeholder text of the input (default: none).
 * @attr {string} label - The input's label (default: `Zoeken` / `Search`); visually hidden unless `show-label`.
 * @attr {boolean} show-label - Shows the label above the input.
 * @attr {string} [name=q] - The query parameter (default `q`).
 * @attr {string} value - Initial text (default: on the action page itself, that page's `?q=`).
 * @attr {object} messages - Text overrides: `{"label": "…", "submit": "…"}`.
 * @fires {{query: string, url: string}} nl-search - Before navigating, cancelable; detail `{query, url}`. preventDefault() stops the navigation.
 * @method focus(options?: FocusOptions): void - Focuses the search input.
 * @slot - Fallback content, shown when `action` is missing or not an http(s) URL.
 * @csspart form - The `<form role="search">`.
 * @csspart label - The label.
 * @csspart input - The search input.
 * @csspart button - The submit button.
 * @csspart button-text - The button's text.
 * @csspart icon - The magnifier icon in the button.
 * @cssprop --nl-search-gap - Space between input and button (default: 0.5 × `--nl-space`).
 * @cssprop --nl-search-radius - Corner radius of input and button (default: `--nl-radius`, 0.25rem).
 * @cssprop --nl-search-border-color - Input border colour (default: `--nl-color-border`, #767676).
 * @cssprop --nl-search-border-width - Input border width.
 * @cssprop --nl-search-input-background - Input background (default: `--nl-color-background`, #fff).
 * @cssprop --nl-search-input-color - Input text colour.
 * @cssprop --nl-search-placeholder-color - Placeholder colour (default: `--nl-color-text` at 75%).
 * @cssprop --nl-search-label-color - Label colour.
 * @cssprop --nl-search-label-font-weight - Label weight.
 * @cssprop --nl-search-button-background - Button background (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-search-button-hover-background - Button background on hover (default: `--nl-color-primary`, darkened).
 * @cssprop --nl-search-button-color - Button text colour (default: `--nl-color-primary-contrast`, #fff).
 * @cssprop --nl-search-button-font-weight - Button text weight.
 */
import { defineElement } from '../src/core/define.tsx';
import { Search, spec } from '../src/elements/search/search.tsx';

defineElement('nl-search', Search, spec);
