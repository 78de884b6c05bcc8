// The custom properties of the consent placeholder (consent-gate.tsx), documented once for every
// element that shows it (docs/one-source.md). Build only, like the elements' docs.
import type { CssPropertyDocs } from './docs.ts';

export const consentGateCssProperties: Record<string, CssPropertyDocs> = {
  '--nl-consent-background': {
    description: 'Background of the consent placeholder (default: `--nl-color-text` at 5% on the background).',
  },
  '--nl-consent-border': {
    description: 'Border of the placeholder (default: `--nl-color-border` at 40% (a divider)).',
  },
  '--nl-consent-accent': {
    description: 'Colour of its buttons (default: `--nl-color-primary`, #0b57d0).',
  },
  '--nl-consent-accent-text': {
    description: 'Text on its filled button (default: `--nl-color-primary-contrast`, #fff).',
  },
  '--nl-consent-color': {
    description: 'Text of the placeholder (default: `--nl-color-text`, #1b1f24).',
  },
  '--nl-consent-radius': {
    description: 'Corners of the placeholder and its buttons (default: 2 × `--nl-radius`).',
  },
};
