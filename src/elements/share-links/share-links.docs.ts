// nl-share-links: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: 'Share links for X (Twitter), Facebook and LinkedIn with the encoded page address, and a native share button where `navigator.share` exists.',
  attributes: {
    url: {
      description: 'The address to share, absolute or relative http(s) (default: the current page, `location.href`). Any other scheme logs an error and the current page is shared.',
    },
    title: {
      description: "The title to share (X's `text`, and `navigator.share`'s title); default `document.title`. A global HTML attribute: browsers show it as a tooltip on hover.",
    },
    messages: {
      description: 'Text overrides: `{"label", "native", "twitter", "facebook", "linkedin", "newWindow"}`.',
    },
  },
  events: {
    'nl-share': {
      detail: '{method: "native" | "twitter" | "facebook" | "linkedin", url: string}',
      description: 'When the user picks a way to share, before it happens; cancelable; detail `{method: "native" | "twitter" | "facebook" | "linkedin", url}`. preventDefault() stops the link or the share sheet.',
    },
  },
  parts: {
    base: 'The wrapper of label and list.',
    label: "The visible label `Delen via` (also the list's accessible name; `display: none` keeps the name).",
    list: 'The `<ul>`.',
    item: 'Each `<li>`.',
    link: 'Each share link; also `twitter`, `facebook`, `linkedin`.',
    button: 'The native share button; also `native`.',
    icon: 'Each icon.',
  },
  cssProperties: {
    '--nl-share-links-gap': {
      description: 'Space between items (default: 0.5 × `--nl-space`).',
    },
    '--nl-share-links-color': {
      description: 'Icon colour (inherit).',
    },
    '--nl-share-links-background': {
      description: 'Button background (transparent).',
    },
    '--nl-share-links-border': {
      description: 'Button border (1px solid currentColor).',
    },
    '--nl-share-links-radius': {
      description: 'Button corner radius (50%).',
    },
    '--nl-share-links-hover-color': {
      description: 'Icon colour on hover.',
    },
    '--nl-share-links-hover-background': {
      description: 'Button background on hover (default: `--nl-color-text` at 8%).',
    },
    '--nl-share-links-icon-size': {
      description: 'Icon size (1.25em).',
    },
    '--nl-share-links-label-color': {
      description: 'Label colour.',
    },
    '--nl-share-links-label-font-weight': {
      description: 'Label weight.',
    },
  },
};
