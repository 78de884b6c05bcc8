// nl-date-picker: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "A date as day, month and year selects; a hidden input `name` holds `dd-mm-yyyy` (zero-padded, `00-00-0000` until all three are chosen) and submits with the surrounding form. The selects, their labels (`Dag`, `Maand`, `Jaar`), the hidden input and the error message are rendered into the element's own light DOM, so they are real fields of the page's `<form>`: `FormData`, `form.reset()`, `required` and `checkValidity()` work as for native fields. A date that does not exist (31 February, 29 February 2023) is refused with a message of class `nl-error-message` and a custom validity on the day select; the hidden value stays `00-00-0000`. Months are named in the page language (Intl). Years run from `max-year` down to `min-year`.",
  attributes: {
    name: {
      description: 'The name of the hidden input that is submitted (required).',
    },
    label: {
      description: 'The legend of the fieldset around the three selects (default: none).',
    },
    required: {
      description: 'Every select is required: an incomplete date keeps the form from submitting.',
    },
    'min-year': {
      description: 'The earliest year offered (a whole number, 1000–9999, not above max-year).',
      default: 'current year − 100',
    },
    'max-year': {
      description: 'The latest year offered, the first in the list (a whole number, 1000–9999).',
      default: 'current year',
    },
    value: {
      description: 'A date chosen from the start, `dd-mm-yyyy` (`15-03-1990`); form.reset() returns to it.',
    },
    autocomplete: {
      description: '`bday`: a date of birth; the selects get autocomplete `bday-day`, `bday-month`, `bday-year`.',
    },
    messages: {
      description: 'Text overrides: `{"day", "month", "year", "choose", "impossible", "incomplete"}`.',
    },
  },
  events: {
    'nl-change': {
      detail: '{value: string}',
      description: "When the applicant's choice changes the submitted value: a complete date that exists (`{value: \"05-03-2001\"}`), or back to `{value: \"00-00-0000\"}` when a date that was set is undone. Not on form.reset().",
    },
  },
  slots: {
    'day-label': "Filled by the element: the day select's label (the same for month-label, year-label).",
    day: 'Filled by the element: the day select (the same for month, year).',
    error: 'Filled by the element: the error message, while there is one.',
  },
  parts: {
    fieldset: 'The fieldset around everything.',
    legend: 'The legend (the `label` attribute).',
    fields: 'The row of the three fields.',
    field: 'Each label-and-select pair (also `day`, `month`, `year`).',
  },
  cssProperties: {
    '--nl-date-picker-gap': {
      description: 'Space between the selects (default: 0.5 × `--nl-space`).',
    },
    '--nl-date-picker-legend-font-weight': {
      description: 'Legend weight (600).',
    },
    '--nl-date-picker-legend-color': {
      description: 'Legend colour.',
    },
    '--nl-date-picker-label-font-weight': {
      description: 'Weight of the Dag/Maand/Jaar labels (400).',
    },
    '--nl-date-picker-label-color': {
      description: 'Colour of those labels.',
    },
    '--nl-date-picker-color': {
      description: 'Text colour of the selects (default: `--nl-color-text`, #1b1f24).',
    },
    '--nl-date-picker-background': {
      description: 'Background of the selects (default: `--nl-color-background`, #fff).',
    },
    '--nl-date-picker-border-color': {
      description: 'Border of the selects (default: `--nl-color-border`, #767676).',
    },
    '--nl-date-picker-radius': {
      description: 'Corner radius of the selects (default: `--nl-radius`, 0.25em).',
    },
    '--nl-date-picker-error-color': {
      description: 'Error message and invalid border (default: `--nl-color-danger`, #c5221f).',
    },
  },
  methods: {
    focus: {
      signature: '(options?: FocusOptions): void',
      description: 'Focuses the select with the error, else the first empty one, else the day select.',
    },
  },
};
