// nl-call-us: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: 'A tel: link showing `label`; below 768 px its text is `Bellen`.',
  attributes: {
    phone: {
      description: 'The phone number, as written (required).',
    },
    label: {
      description: 'The link text (default: the number).',
    },
    messages: {
      description: 'Text overrides: `{"call": "…"}`.',
    },
  },
  slots: {
    icon: 'An icon before the text.',
    '': 'Fallback content, shown when `phone` is missing.',
  },
  parts: {
    link: 'The link.',
  },
  cssProperties: {
    '--nl-call-us-color': {
      description: 'Link colour.',
    },
  },
};
