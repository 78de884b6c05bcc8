// nl-alert: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "A coloured message (info, success, warning, error) that hides itself after `duration` ms; a close button (`Sluiten`) hides it at once. The content is the element's own light DOM. Announced as role=\"status\" (info, success) or role=\"alert\" (warning, error). The countdown pauses while the pointer is over the alert or focus is inside it, and goes on with the time left. Hiding sets `hidden`; removing `hidden` shows the alert again with a full countdown. `showAlert(text, {type, duration})` (exported here) makes one in a fixed region at the top of the page and removes it once it hides.",
  attributes: {
    type: {
      description: 'The kind of message: colour, icon and role (`status` for info and success, `alert` for warning and error).',
    },
    duration: {
      description: 'Milliseconds before the alert hides itself (a number ≥ 0); `0` keeps it until closed.',
    },
    heading: {
      description: 'A bold first line above the content (default: none).',
    },
    hidden: {
      description: 'Set by the alert when it hides; remove it to show the alert again (the countdown restarts).',
    },
    messages: {
      description: 'Text overrides: `{"close": "…"}`.',
    },
  },
  events: {
    'nl-close': {
      detail: '{reason: "timeout" | "button"}',
      description: 'When the alert hides: after `duration` (`timeout`) or by its close button (`button`).',
    },
  },
  slots: {
    '': 'The message.',
  },
  parts: {
    alert: 'The coloured box.',
    message: 'The live region (role status or alert): icon, heading and content.',
    icon: "The type's icon.",
    content: 'Heading and message.',
    heading: 'The heading.',
    close: 'The close button.',
  },
  cssProperties: {
    '--nl-alert-color': {
      description: 'Text colour (default: `--nl-color-text`, #1b1f24).',
    },
    '--nl-alert-background': {
      description: "Background for every type (default: the type's background).",
    },
    '--nl-alert-border-color': {
      description: "Border colour for every type (default: the type's accent).",
    },
    '--nl-alert-icon-color': {
      description: "Icon colour for every type (default: the type's accent).",
    },
    '--nl-alert-info-background': {
      description: 'Background of info alerts (default: a 10% tint of `--nl-color-primary`).',
    },
    '--nl-alert-info-accent': {
      description: 'Border and icon colour of info alerts (default: `--nl-color-primary`, #0b57d0).',
    },
    '--nl-alert-success-background': {
      description: 'Background of success alerts (default: a 10% tint of `--nl-color-success`).',
    },
    '--nl-alert-success-accent': {
      description: 'Border and icon colour of success alerts (default: `--nl-color-success`, #1a7f37).',
    },
    '--nl-alert-warning-background': {
      description: 'Background of warning alerts (#fff4d5).',
    },
    '--nl-alert-warning-accent': {
      description: 'Border and icon colour of warning alerts (#9a6700).',
    },
    '--nl-alert-error-background': {
      description: 'Background of error alerts (default: a 10% tint of `--nl-color-danger`).',
    },
    '--nl-alert-error-accent': {
      description: 'Border and icon colour of error alerts (default: `--nl-color-danger`, #c5221f).',
    },
    '--nl-alert-radius': {
      description: 'Corner radius (default: `--nl-radius`, 0.25em).',
    },
    '--nl-alert-heading-font-weight': {
      description: 'Heading weight (600).',
    },
    '--nl-alert-close-hover-background': {
      description: 'Close button background on hover (default: `--nl-color-text` at 8%).',
    },
    '--nl-alert-shadow': {
      description: 'Shadow of alerts made by showAlert().',
    },
  },
};
