/**
 * @tag nl-date-picker
 * @summary A date as day, month and year selects; a hidden input `name` holds `dd-mm-yyyy` (zero-padded, `00-00-0000` until all three are chosen) and submits with the surrounding form.
 * The selects, their labels (`Dag`, `Maand`, `Jaar`), the hidden input and the error message are
 * rendered into the element's own light DOM, so they are real fields of the page's `<form>`:
 * `FormData`, `form.reset()`, `required` and `checkValidity()` work as for native fields. A date that
 * does not exist (31 February, 29 February 2023) is refused with a message of class
 * `nl-error-message` and a custom validity on the day select; the hidden value stays `00-00-0000`.
 * Months are named in the page language (Intl). Years run from `max-year` down to `min-year`.
 * @attr {string} name - The name of the hidden input that is submitted (required).
 * @attr {string} label - The legend of the fieldset around the three selects (default: none).
 * @attr {boolean} required - Every select is required: an incomplete date keeps the form from submitting.
 * @attr {number} [min-year=current year − 100] - The earliest year offered (a whole number, 1000–9999, not above max-year).
 * @attr {number} [max-year=current year] - The latest year offered, the first in the list (a whole number, 1000–9999).
 * @attr {string} value - A date chosen from the start, `dd-mm-yyyy` (`15-03-1990`); form.reset() returns to it.
 * @attr {"off" | "bday"} [autocomplete=off] - `bday`: a date of birth; the selects get autocomplete `bday-day`, `bday-month`, `bday-year`.
 * @attr {object} messages - Text overrides: `{"day", "month", "year", "choose", "impossible", "incomplete"}`.
 * @fires {{value: string}} nl-change - When the applicant's choice changes the submitted value: a complete date that exists (`{value: "05-03-2001"}`), or back to `{value: "00-00-0000"}` when a date that was set is undone. Not on form.reset().
 * @method focus(options?: FocusOptions): void - Focuses the select with the error, else the first empty one, else the day select.
 * @slot day-label - Filled by the element: the day select's label (the same for month-label, year-label).
 * @slot day - Filled by the element: the day select (the same for month, year).
 * @slot error - Filled by the element: the error message, while there is one.
 * @csspart fieldset - The fieldset around everything.
 * @csspart legend - The legend (the `label` attribute).
 * @csspart fields - The row of the three fields.
 * @csspart field - Each label-and-select pair (also `day`, `month`, `year`).
 * @cssprop --nl-date-picker-gap - Space between the selects (default: 0.5 × `--nl-space`).
 * @cssprop --nl-date-picker-legend-font-weight - Legend weight (600).
 * @cssprop --nl-date-picker-legend-color - Legend colour.
 * @cssprop --nl-date-picker-label-font-weight - Weight of the Dag/Maand/Jaar labels (400).
 * @cssprop --nl-date-picker-label-color - Colour of those labels.
 * @cssprop --nl-date-picker-color - Text colour of the selects.
 * @cssprop --nl-date-picker-background - Background of the selects (default: `--nl-color-background`, #fff).
 * @cssprop --nl-date-picker-border-color - Border of the selects (default: `--nl-color-border`, #767676).
 * @cssprop --nl-date-picker-radius - Corner radius of the selects (default: `--nl-radius`, 0.25rem).
 * @cssprop --nl-date-picker-error-color - Error message and invalid border (default: `--nl-color-danger`, #c5221f).
 */
import { defineElement } from '../src/core/define.tsx';
import { DatePicker, spec } from '../src/elements/date-picker/date-picker.tsx';

export type { ChangeDetail as DatePickerChangeDetail } from '../src/elements/date-picker/date-picker.tsx';

defineElement('nl-date-picker', DatePicker, spec);
