// nl-cookie-bar: spec in src/elements/cookie-bar/cookie-bar.tsx, its documented facts in src/elements/cookie-bar/cookie-bar.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { CookieBar, spec } from '../src/elements/cookie-bar/cookie-bar.tsx';
import { startConsentElements } from '../src/core/consent-elements.ts';

defineElement('nl-cookie-bar', CookieBar, spec);
// The page's consent-gated scripts and frames (`<script type="text/plain" data-nl-consent=…>`,
// `<iframe data-nl-consent=… data-src=…>`); the loader loads this module for them too.
startConsentElements();
