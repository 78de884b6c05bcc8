/**
 * nl-date-picker: a date as three selects (day, month, year) and one hidden input `name` that holds
 * `dd-mm-yyyy`, zero-padded, `00-00-0000` until a complete date that exists is chosen.
 *
 * Form field (see form-field.ts): the selects, their labels, the hidden input and the error message
 * are rendered into the element's light DOM with createPortal(…, host), so they belong to the page's
 * <form> (FormData, form.reset(), `required`, checkValidity()) and to its accessibility tree (the
 * `<label for>` and `aria-describedby` references resolve there). The shadow root lays them out
 * through named slots inside a <fieldset> with the `label` as its <legend>. React event props work
 * on them: React listens on a portal's container (the host) as on its root.
 *
 * - The day list is always 1–31: shortening it to the month would silently drop a chosen 31 when
 *   the month changes. A date that does not exist (31 February, 29 February 2023) is refused with a
 *   visible message (class `nl-error-message`, tied to the day select with aria-describedby and
 *   aria-invalid) and `setCustomValidity` on the day select, so the form does not submit it.
 * - A date chosen only in part is no date: the hidden value stays `00-00-0000`. With `required`
 *   every select is required (the browser reports the empty one); without it, a partial date sets a
 *   custom validity on the first empty select, so what the applicant started is not lost silently
 *   (choose all three or clear all three).
 */
import { useState, useLayoutEffect, type ChangeEvent, type SelectHTMLAttributes } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { attr, type Attr } from '../../core/attributes.ts';
import { useHostContext, type ElementProps, type ElementSpec, type NlElement } from '../../core/define.tsx';
import { emit } from '../../core/events.ts';
import type { Lang } from '../../core/i18n.ts';
import styles from './date-picker.css?inline';
import { draftRecord, useDraftField } from '../../core/form-draft.ts';
import { newId, useFormReset, useLogOnce, useNamesOffWhenSaved } from '../../core/form-field.ts';
import { messages, type DatePickerKey } from './messages.ts';

/** The value of the hidden input while no complete, existing date is chosen. */
export const EMPTY = '00-00-0000';

// Read when the module loads: a page is not open across New Year's Eve often enough to matter.
export const CURRENT_YEAR = new Date().getFullYear();
export const DEFAULT_MIN_YEAR = CURRENT_YEAR - 100;
export const DEFAULT_MAX_YEAR = CURRENT_YEAR;

export interface ChangeDetail {
  /** `dd-mm-yyyy`, or `00-00-0000` when a date that was set is undone. */
  value: string;
}

interface Parts {
  /** '' while not chosen, else the number as the option's value ('1'…'31', '1'…'12', '1990'). */
  day: string;
  month: string;
  year: string;
}

const NONE: Parts = { day: '', month: '', year: '' };

/** Is day-month-year a date of the (proleptic Gregorian) calendar? */
export function exists(day: number, month: number, year: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one. Date.UTC maps years 0–99 to 1900–1999,
  // which would move leap days; setUTCFullYear does not.
  const last = new Date(Date.UTC(2000, month, 0));
  last.setUTCFullYear(year, month, 0);
  return day <= last.getUTCDate();
}

/** `dd-mm-yyyy` of a complete date. */
export function formatDate(day: number, month: number, year: number): string {
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${String(year).padStart(4, '0')}`;
}

/** The `value` attribute: an initial date as dd-mm-yyyy, normalised (`5-3-1990` → `05-03-1990`); '' for none. */
function dateAttr(): Attr<string> {
  return {
    kind: 'string',
    typeText: 'string',
    default: '',
    required: false,
    parse(name, raw) {
      const text = raw?.trim() ?? '';
      if (!text || text === EMPTY) return { value: '' };
      const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text);
      if (!match) return { value: '', problem: `attribute "${name}" must be a date as dd-mm-yyyy, got ${JSON.stringify(raw)}` };
      const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
      if (!exists(day, month, year)) return { value: '', problem: `attribute "${name}" is a date that does not exist, got ${JSON.stringify(raw)}` };
      return { value: formatDate(day, month, year) };
    },
  };
}

/** `05-03-1990` → the select values {day: '5', month: '3', year: '1990'}; '' → none chosen. */
function toParts(value: string): Parts {
  if (!value) return NONE;
  const [day, month, year] = value.split('-').map(Number) as [number, number, number];
  return { day: String(day), month: String(month), year: String(year) };
}

const year = (fallback: number) => attr.number({ default: fallback, integer: true, min: 1000, max: 9999 });

const attributes = {
  name: attr.string({ required: true }),
  label: attr.string(),
  required: attr.boolean(),
  'min-year': year(DEFAULT_MIN_YEAR),
  'max-year': year(DEFAULT_MAX_YEAR),
  value: dateAttr(),
  autocomplete: attr.enum(['off', 'bday'] as const, 'off'),
};

type Props = ElementProps<typeof attributes, DatePickerKey>;

export const spec: ElementSpec<typeof attributes, DatePickerKey> = {
  attributes,
  messages,
  styles,
  // Issue 30.1: its state goes with the form when the browser keeps it (src/core/define.tsx).
  formState: true,
  methods: {
    /** Focuses the first select that has an error or is empty, else the day select. */
    focus(this: NlElement, options?: FocusOptions) {
      const selects = [...this.querySelectorAll<HTMLSelectElement>(':scope > select[data-part]')];
      const target = selects.find((s) => s.getAttribute('aria-invalid') === 'true') ?? selects.find((s) => !s.value) ?? selects[0];
      if (target) target.focus(options);
      else HTMLElement.prototype.focus.call(this, options);
    },
  },
};

/**
 * January…December in each language, as written mid-sentence: CLDR's names, as
 * `Intl.DateTimeFormat(lang, { month: 'long' })` gives them (a test checks that they agree). Written
 * out rather than asked of Intl at the first render (issue 38): a page's first DateTimeFormat loads
 * the locale's calendar data and builds its patterns, 40–120 ms in one task at 1x CPU in Chromium,
 * the longest task of a page with a date picker.
 */
const MONTHS: Record<Lang, readonly string[]> = {
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** January…December in the page language: `januari`, `January`. */
export function months(lang: Lang): readonly string[] {
  return MONTHS[lang];
}

const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

export function DatePicker({ attrs, host, t, lang }: Props) {
  const { tag } = useHostContext();
  const [ids] = useState(() => {
    const base = newId(tag);
    return { day: `${base}-day`, month: `${base}-month`, year: `${base}-year`, error: `${base}-error` };
  });

  // min-year above max-year: both defaults (the schema sees one attribute at a time).
  const swapped = attrs['min-year'] > attrs['max-year'];
  const minYear = swapped ? DEFAULT_MIN_YEAR : attrs['min-year'];
  const maxYear = swapped ? DEFAULT_MAX_YEAR : attrs['max-year'];
  useLogOnce(
    host,
    swapped
      ? `${tag}: attribute "min-year" (${attrs['min-year']}) is greater than "max-year" (${attrs['max-year']}); using ${DEFAULT_MIN_YEAR}–${DEFAULT_MAX_YEAR}`
      : null,
  );
  const initialYear = attrs.value ? Number(attrs.value.slice(6)) : 0;
  const outOfRange = initialYear !== 0 && (initialYear < minYear || initialYear > maxYear);
  useLogOnce(host, outOfRange ? `${tag}: attribute "value" (${attrs.value}) has a year outside ${minYear}–${maxYear}; using none` : null);
  const initialValue = outOfRange ? '' : attrs.value;
  const initial = toParts(initialValue);

  const [parts, setParts] = useState<Parts>(initial);
  // A new `value` attribute replaces the choice (React's "adjust state on prop change" pattern).
  const [shownInitial, setShownInitial] = useState(initialValue);
  if (shownInitial !== initialValue) {
    setShownInitial(initialValue);
    setParts(initial);
  }

  const years = Array.from({ length: maxYear - minYear + 1 }, (_, i) => String(maxYear - i));
  // A year outside a range that changed since it was chosen is no choice.
  const chosen: Parts = { ...parts, year: years.includes(parts.year) ? parts.year : '' };
  const state = evaluate(chosen);
  const names = months(lang);
  const message = state.kind === 'impossible' ? t('impossible', { day: chosen.day, month: names[Number(chosen.month) - 1]!, year: chosen.year }) : '';

  const select = (part: keyof Parts) => () => host.querySelector<HTMLSelectElement>(`:scope > select[data-part="${part}"]`);

  // Validity after every commit: the browser keeps it per control, React knows nothing of it.
  useLayoutEffect(() => {
    const all = (['day', 'month', 'year'] as const).map((part) => [part, select(part)()] as const);
    const incomplete = state.kind === 'partial' && !attrs.required ? all.find(([part]) => !chosen[part])?.[0] : undefined;
    for (const [part, element] of all) {
      if (!element) continue;
      const text = part === 'day' && state.kind === 'impossible' ? message : part === incomplete ? t('incomplete') : '';
      element.setCustomValidity(text);
    }
  });

  useFormReset(host, () => host.querySelector<HTMLInputElement>(':scope > input[type="hidden"][data-part="value"]')!, () => {
    flushSync(() => setParts(initial));
  });

  // Issue 30.1: the hidden input is created after the page was parsed; nameless while the page is saved,
  // so that the browser restores the rest of the form (src/core/form-field.ts).
  useNamesOffWhenSaved(host, () => host.querySelectorAll(':scope > input[type="hidden"][data-part="value"]'));

  // The application's draft (nl-vacancy-form): the three selects as they were, a partial choice too.
  useDraftField(
    host,
    () => (chosen.day || chosen.month || chosen.year ? { ...chosen } : undefined),
    (data) => {
      const restored = partsFromDraft(data);
      if (!restored) return false;
      setParts(restored);
      return true;
    },
  );

  function onChange(part: keyof Parts) {
    return (event: ChangeEvent<HTMLSelectElement>) => {
      const next = { ...chosen, [part]: event.currentTarget.value };
      const before = state.value;
      const after = evaluate(next).value;
      // Rendered before the event, so that a listener reading the form sees the new value.
      flushSync(() => setParts(next));
      if (after !== before) emit<ChangeDetail>(host, 'nl-change', { value: after });
    };
  }

  const auto = attrs.autocomplete === 'bday';
  const invalid = state.kind === 'impossible';

  return (
    <fieldset part="fieldset">
      {attrs.label && <legend part="legend">{attrs.label}</legend>}
      <div part="fields" className="fields">
        <div part="field day" className="field">
          <slot name="day-label" />
          <slot name="day" />
        </div>
        <div part="field month" className="field">
          <slot name="month-label" />
          <slot name="month" />
        </div>
        <div part="field year" className="field">
          <slot name="year-label" />
          <slot name="year" />
        </div>
      </div>
      <slot name="error" />
      {createPortal(
        <>
          <DateSelect
            part="day"
            label={t('day')}
            id={ids.day}
            choose={t('choose')}
            options={DAYS.map((day) => [day, day])}
            value={chosen.day}
            onChange={onChange('day')}
            required={attrs.required}
            autoComplete={auto ? 'bday-day' : 'off'}
            aria-invalid={invalid ? 'true' : undefined}
            aria-describedby={invalid ? ids.error : undefined}
          />
          <DateSelect
            part="month"
            label={t('month')}
            id={ids.month}
            choose={t('choose')}
            options={names.map((name, i) => [String(i + 1), name])}
            value={chosen.month}
            onChange={onChange('month')}
            required={attrs.required}
            autoComplete={auto ? 'bday-month' : 'off'}
          />
          <DateSelect
            part="year"
            label={t('year')}
            id={ids.year}
            choose={t('choose')}
            options={years.map((y) => [String(y), String(y)])}
            value={chosen.year}
            onChange={onChange('year')}
            required={attrs.required}
            autoComplete={auto ? 'bday-year' : 'off'}
          />
          <input type="hidden" data-part="value" name={attrs.name || undefined} value={state.value} />
          {invalid && (
            <p slot="error" id={ids.error} className="nl-error-message" role="alert">
              {message}
            </p>
          )}
        </>,
        host,
      )}
    </fieldset>
  );
}

type State = { kind: 'empty' | 'partial' | 'impossible' | 'date'; value: string };

/** A label and its select, each in its own slot (`{part}-label`, `{part}`); options as [value, text]. */
function DateSelect({
  part,
  label,
  id,
  choose,
  options,
  ...select
}: { part: string; label: string; id: string; choose: string; options: [string, string][] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <>
      <label slot={`${part}-label`} htmlFor={id} className="nl-date-picker-label">
        {label}
      </label>
      <select slot={part} id={id} data-part={part} className="nl-date-picker-select" {...select}>
        <option value="">{choose}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}

/** The parts a stored draft gives back, or null when it is not one we wrote ('' or a number in range each). */
function partsFromDraft(data: unknown): Parts | null {
  const record = draftRecord(data);
  if (!record) return null;
  const part = (key: keyof Parts, max: number): string | null => {
    const value = record[key];
    if (value === '') return '';
    if (typeof value !== 'string' || !/^[1-9]\d{0,3}$/.test(value) || Number(value) > max) return null;
    return value;
  };
  const day = part('day', 31);
  const month = part('month', 12);
  const year = part('year', 9999);
  return day === null || month === null || year === null ? null : { day, month, year };
}

function evaluate({ day, month, year }: Parts): State {
  if (!day && !month && !year) return { kind: 'empty', value: EMPTY };
  if (!day || !month || !year) return { kind: 'partial', value: EMPTY };
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  if (!exists(d, m, y)) return { kind: 'impossible', value: EMPTY };
  return { kind: 'date', value: formatDate(d, m, y) };
}
