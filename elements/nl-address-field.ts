/**
 * @tag nl-address-field
 * @summary Postcode, house number and addition inputs that look up street and city, and submit with the page's own form as native fields do.
 * The inputs are real form controls in the element's light DOM (slotted into its layout), so they
 * are in the form's FormData, reset by form.reset() and validated by the constraint validation API.
 * A hidden input `name` holds JSON `{postcode, streetnumber, extension, street, city}` (postcode as
 * `1234AB`), or `""` while everything is empty; the visible inputs are named `{name}_postcode`,
 * `{name}_number`, `{name}_extension`, `{name}_street`, `{name}_city`. Looks up (after a 300 ms
 * pause, 8 s timeout) only when postcode and house number are filled, neither input has the class
 * `validation-error`, the postcode is Dutch (`1234 AB`, not SA/SD/SS) and the number is 1–99999;
 * never the same query twice in a row. A failure, error status or empty result clears the address,
 * logs one `console.error` starting with `nl-address-field: ` and shows street and city inputs to
 * fill in by hand; so does the button `Adres zelf invullen`.
 * @attr {string} name - Name of the hidden JSON input, and prefix of the visible inputs' names (required; `address` when missing).
 * @attr {url} endpoint - The postcode service URL, relative or absolute http(s) (required for `sixpp`; `pdok` defaults to PDOK Locatieserver's `free` endpoint).
 * @attr {string} api-key - Sent as `auth_key` to the `sixpp` service.
 * @attr {boolean} required - Postcode and house number (and street and city when shown) are required.
 * @attr {"sixpp" | "pdok"} [provider=sixpp] - `sixpp`: Pro6PP-style `?auth_key=…&nl_sixpp=…&streetnumber=…&extension=…`; `pdok`: PDOK Locatieserver `?q=postcode:… and huisnummer:…&fq=type:adres&rows=1`.
 * @attr {object} messages - Text overrides: `{"postcode", "number", "extension", "street", "city", "invalidPostcode", "invalidNumber", "searching", "found", "notFound", "failed", "manual"}`.
 * @fires {{postcode: string, streetnumber: string, extension: string, street: string, city: string, source: "lookup" | "manual"}} nl-address - An address was found, or typed by hand (on `change` of street or city, both filled).
 * @fires {{message: string}} nl-address-error - The lookup failed (error status, empty result, timeout, HTTP error, malformed answer); `message` is what was logged, without the tag.
 * @slot - Other content, shown below the fields (a validation library's messages land here).
 * @csspart fields - The row of postcode, house number and addition.
 * @csspart address - The live region (role="status") with the found address or the lookup's state.
 * @csspart manual - The row of street and city (hidden until needed).
 * @csspart manual-button - The `Adres zelf invullen` button.
 * @cssprop --nl-address-field-gap - Space between the inputs (default: 0.75 × `--nl-space`).
 * @cssprop --nl-address-field-radius - Input corner radius (default: `--nl-radius`, 0.25rem).
 * @cssprop --nl-address-field-border-color - Input border colour (default: `--nl-color-border`, #767676).
 * @cssprop --nl-address-field-border-width - Input border width (1px).
 * @cssprop --nl-address-field-input-background - Input background (default: `--nl-color-background`, #fff).
 * @cssprop --nl-address-field-input-color - Input text colour.
 * @cssprop --nl-address-field-label-color - Label colour.
 * @cssprop --nl-address-field-label-font-weight - Label weight (600).
 * @cssprop --nl-address-field-error-color - Error message and invalid border colour (default: `--nl-color-danger`, #c5221f).
 * @cssprop --nl-address-field-link-color - Colour of the `Adres zelf invullen` button (default: `--nl-color-primary`, #0b57d0).
 */
import { defineElement } from '../src/core/define.tsx';
import { AddressField, spec } from '../src/elements/address-field/address-field.tsx';

export type { AddressDetail, AddressErrorDetail, AddressSource } from '../src/elements/address-field/address-field.tsx';

defineElement('nl-address-field', AddressField, spec);
