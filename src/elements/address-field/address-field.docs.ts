// nl-address-field: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "Postcode, house number and addition inputs that look up street and city, and submit with the page's own form as native fields do. The inputs are real form controls in the element's light DOM (slotted into its layout), so they are in the form's FormData, reset by form.reset() and validated by the constraint validation API. A hidden input `name` holds JSON `{postcode, streetnumber, extension, street, city}` (postcode as `1234AB`), or `\"\"` while everything is empty; the visible inputs are named `{name}_postcode`, `{name}_number`, `{name}_extension`, `{name}_street`, `{name}_city`. Looks up (after a 300 ms pause, 8 s timeout) only when postcode and house number are filled, neither input has the class `validation-error`, the postcode is Dutch (`1234 AB`, not SA/SD/SS) and the number is 1–99999; never the same query twice in a row. A failure, error status or empty result clears the address, logs one `console.error` starting with `nl-address-field: ` and shows street and city inputs to fill in by hand; so does the button `Adres zelf invullen`.",
  attributes: {
    name: {
      description: "Name of the hidden JSON input, and prefix of the visible inputs' names (required; `address` when missing).",
    },
    endpoint: {
      description: "The postcode service URL, relative or absolute http(s) (required for `sixpp`; `pdok` defaults to PDOK Locatieserver's `free` endpoint).",
    },
    'api-key': {
      description: 'Sent as `auth_key` to the `sixpp` service.',
    },
    required: {
      description: 'Postcode and house number (and street and city when shown) are required.',
    },
    provider: {
      description: '`sixpp`: Pro6PP-style `?auth_key=…&nl_sixpp=…&streetnumber=…&extension=…`; `pdok`: PDOK Locatieserver `?q=postcode:… and huisnummer:…&fq=type:adres&rows=1`.',
    },
    messages: {
      description: 'Text overrides: `{"postcode", "number", "extension", "street", "city", "invalidPostcode", "invalidNumber", "searching", "found", "notFound", "failed", "manual"}`.',
    },
  },
  events: {
    'nl-address': {
      detail: '{postcode: string, streetnumber: string, extension: string, street: string, city: string, source: "lookup" | "manual"}',
      description: 'An address was found, or typed by hand (on `change` of street or city, both filled).',
    },
    'nl-address-error': {
      detail: '{message: string}',
      description: 'The lookup failed (error status, empty result, timeout, HTTP error, malformed answer); `message` is what was logged, without the tag.',
    },
  },
  slots: {
    '': "Other content, shown below the fields (a validation library's messages land here).",
  },
  parts: {
    fields: 'The row of postcode, house number and addition.',
    address: "The live region (role=\"status\") with the found address or the lookup's state.",
    manual: 'The row of street and city (hidden until needed).',
    'manual-button': 'The `Adres zelf invullen` button.',
  },
  cssProperties: {
    '--nl-address-field-gap': {
      description: 'Space between the inputs (default: 0.75 × `--nl-space`).',
    },
    '--nl-address-field-radius': {
      description: 'Input corner radius (default: `--nl-radius`, 0.25em).',
    },
    '--nl-address-field-border-color': {
      description: 'Input border colour (default: `--nl-color-border`, #767676).',
    },
    '--nl-address-field-border-width': {
      description: 'Input border width (1px).',
    },
    '--nl-address-field-input-background': {
      description: 'Input background (default: `--nl-color-background`, #fff).',
    },
    '--nl-address-field-input-color': {
      description: 'Input text colour (default: `--nl-color-text`, #1b1f24).',
    },
    '--nl-address-field-label-color': {
      description: 'Label colour.',
    },
    '--nl-address-field-label-font-weight': {
      description: 'Label weight (600).',
    },
    '--nl-address-field-error-color': {
      description: 'Error message and invalid border colour (default: `--nl-color-danger`, #c5221f).',
    },
    '--nl-address-field-link-color': {
      description: 'Colour of the `Adres zelf invullen` button (default: `--nl-color-primary`, #0b57d0).',
    },
  },
};
