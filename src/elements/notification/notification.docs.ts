// nl-notification: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "A site-wide notice that stays until dismissed; dismissed ids are kept in the session cookie `nl_dismissed` (comma-separated), so it stays hidden for the rest of the session. The message is the element's own light DOM. The box is a `region` landmark named `Melding` (`Notification`), not a live region (it is in the page on load). The close button (`Melding sluiten`) sets `hidden`, fires `nl-close`, adds the id to `nl_dismissed` (a session cookie: path /, SameSite=Lax, Secure on https) and moves focus to what Tab would reach next. A notification whose id is in the cookie hides itself on render and fires nothing. Without `notification-id` it shows and closes, but nothing is remembered.",
  attributes: {
    'notification-id': {
      description: 'Unique id of this notice (required): what `nl_dismissed` remembers. Use a new id for a new message.',
    },
    type: {
      description: 'Colour only: light blue (`info`) or light yellow (`warning`).',
    },
    messages: {
      description: 'Text overrides: `{"label": "…", "close": "…"}`.',
    },
  },
  events: {
    'nl-close': {
      detail: '{id: string, reason: "button"}',
      description: 'When the visitor dismisses it with the close button (not when it hides itself because the id was dismissed before).',
    },
  },
  slots: {
    '': 'The message (text, links).',
  },
  parts: {
    notification: 'The coloured box (the region landmark).',
    content: 'The message.',
    close: 'The close button.',
  },
  cssProperties: {
    '--nl-notification-color': {
      description: 'Text colour (default: `--nl-color-text`, #1b1f24).',
    },
    '--nl-notification-background': {
      description: "Background for every type (default: the type's background).",
    },
    '--nl-notification-info-background': {
      description: 'Background of info notifications (default: a 10% tint of `--nl-color-primary`).',
    },
    '--nl-notification-warning-background': {
      description: 'Background of warning notifications (#fff4d5).',
    },
    '--nl-notification-border': {
      description: 'Border of the box, a `border` shorthand (none).',
    },
    '--nl-notification-radius': {
      description: 'Corner radius (0).',
    },
    '--nl-notification-close-hover-background': {
      description: 'Close button background on hover (default: `--nl-color-text` at 8%).',
    },
  },
  pages: ['index.html'],
};
