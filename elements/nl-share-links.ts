/**
 * @tag nl-share-links
 * @summary Share links for X (Twitter), Facebook and LinkedIn with the encoded page address, and a native share button where `navigator.share` exists.
 * @attr {url} url - The address to share, absolute or relative http(s) (default: the current page, `location.href`). Any other scheme logs an error and the current page is shared.
 * @attr {string} title - The title to share (X's `text`, and `navigator.share`'s title); default `document.title`. A global HTML attribute: browsers show it as a tooltip on hover.
 * @attr {object} messages - Text overrides: `{"label", "native", "twitter", "facebook", "linkedin", "newWindow"}`.
 * @fires {{method: "native" | "twitter" | "facebook" | "linkedin", url: string}} nl-share - When the user picks a way to share, before it happens; cancelable; detail `{method: "native" | "twitter" | "facebook" | "linkedin", url}`. preventDefault() stops the link or the share sheet.
 * @csspart base - The wrapper of label and list.
 * @csspart label - The visible label `Delen via` (also the list's accessible name; `display: none` keeps the name).
 * @csspart list - The `<ul>`.
 * @csspart item - Each `<li>`.
 * @csspart link - Each share link; also `twitter`, `facebook`, `linkedin`.
 * @csspart button - The native share button; also `native`.
 * @csspart icon - Each icon.
 * @cssprop --nl-share-links-gap - Space between items (default: 0.5 × `--nl-space`).
 * @cssprop --nl-share-links-color - Icon colour (inherit).
 * @cssprop --nl-share-links-background - Button background (transparent).
 * @cssprop --nl-share-links-border - Button border (1px solid currentColor).
 * @cssprop --nl-share-links-radius - Button corner radius (50%).
 * @cssprop --nl-share-links-hover-color - Icon colour on hover.
 * @cssprop --nl-share-links-hover-background - Button background on hover (default: `--nl-color-text` at 8%).
 * @cssprop --nl-share-links-icon-size - Icon size (1.25rem).
 * @cssprop --nl-share-links-label-color - Label colour.
 * @cssprop --nl-share-links-label-font-weight - Label weight.
 */
import { defineElement } from '../src/core/define.tsx';
import { ShareLinks, spec } from '../src/elements/share-links/share-links.tsx';

defineElement('nl-share-links', ShareLinks, spec);
