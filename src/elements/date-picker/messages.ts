import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** Label of the day select (its accessible name, shown above it). */
  day: 'Dag',
  /** Label of the month select. */
  month: 'Maand',
  /** Label of the year select. */
  year: 'Jaar',
  /** The first option of each select: nothing chosen yet. */
  choose: 'Kies',
  /** A date that does not exist (31 February, 29 February of a non-leap year); %{month} is the month's name. */
  impossible: '%{day} %{month} %{year} bestaat niet.',
  /** Validation message (the browser's bubble) of a date that is only partly chosen in a field that is not required. */
  incomplete: 'Kies een dag, een maand en een jaar, of laat alle drie leeg.',
} satisfies Catalogue;

export type DatePickerKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    day: 'Day',
    month: 'Month',
    year: 'Year',
    choose: 'Choose',
    impossible: '%{day} %{month} %{year} does not exist.',
    incomplete: 'Choose a day, a month and a year, or leave all three empty.',
  } satisfies Catalogue<DatePickerKey>,
};
