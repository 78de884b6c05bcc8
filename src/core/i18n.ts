/**
 * Texts. Each element has a typed catalogue with `nl` and `en` (the en catalogue is checked against
 * the nl one's keys), the page language is the closest `lang` attribute (crossing shadow roots),
 * `nl` by default, and an editor can override any text with the `messages` attribute.
 * Placeholders are `%{name}`, filled only from the parameters' own properties (`%{constructor}` or
 * `%{__proto__}` never reaches Object.prototype); a message may be a plural set ({one, other, …})
 * picked by the `count` parameter with CLDR's plural rule (pluralForm, as Intl.PluralRules picks it).
 * An override is checked against the built-in text of its key before it is used (checkOverrides):
 * a malformed one is reported and that key keeps its built-in text, so no override can break a render.
 */
import { describe } from './shape.ts';

export const LANGUAGES = ['nl', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'nl';

export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type Catalogue<K extends string = string> = Record<K, Message>;
export type Catalogues<K extends string> = Record<Lang, Catalogue<K>>;
export type Params = Record<string, string | number>;
export type Translate<K extends string = string> = (key: K, params?: Params) => string;

/** The raw `lang` of the closest element that has one, looking through shadow roots to their hosts. */
export function closestLang(node: Node): string {
  let current: Node | null = node;
  while (current) {
    if (current instanceof Element) {
      const lang = current.getAttribute('lang');
      if (lang) return lang;
    }
    current = current.parentNode ?? (current instanceof ShadowRoot ? current.host : null);
  }
  return '';
}

/** `en-GB` → `en`; a language we have no texts for → `nl`. */
export function pickLang(raw: string): Lang {
  const base = raw.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Lang) : DEFAULT_LANG;
}

/**
 * The plural form of `count` in our languages: Dutch and English share CLDR's rule, "one" for 1
 * (and -1) with no fraction, "other" for every other number, as `Intl.PluralRules` says (a test
 * checks that they agree). Not asked of Intl (issue 38): a page's first Intl object loads the
 * locale's data, 2–7 ms for PluralRules in the first render's task at 1x CPU.
 */
export function pluralForm(count: number): Intl.LDMLPluralRule {
  return Math.abs(count) === 1 ? 'one' : 'other';
}

const SEPARATORS: Record<Lang, { group: string; decimal: string }> = { nl: { group: '.', decimal: ',' }, en: { group: ',', decimal: '.' } };

/**
 * `12.345,679` (nl), `12,345.679` (en): a number as `Intl.NumberFormat(lang, {
 * maximumFractionDigits })` writes it (a test checks that they agree), rounded to at most
 * `maximumFractionDigits` (3, Intl's default) with trailing zeros dropped. Not asked of Intl
 * (issue 38): a page's first NumberFormat loads the locale's number data, 70–180 ms in one task at
 * 1x CPU in Chromium; where a number is in the first render, that was the page's longest task.
 */
export function formatNumber(value: number, lang: Lang, maximumFractionDigits = 3): string {
  // Not a case of ours (toFixed writes these in exponent notation): Intl's own, at its cost.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return new Intl.NumberFormat(lang, { maximumFractionDigits }).format(value);
  const { group, decimal } = SEPARATORS[lang];
  const [whole, digits] = rounded(Math.abs(value), maximumFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  // Intl's default sign display: a minus for every negative number, -0 and what rounds to 0 too.
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${grouped}${digits ? decimal + digits : ''}`;
}

/**
 * `abs` rounded to `digits` fraction digits as Intl rounds: half away from zero, on the number's
 * shortest decimal form (String(0.95) is "0.95", so 1 at one digit, where toFixed's exact binary
 * value 0.9499… gives 0.9). The whole part, and the fraction without trailing zeros.
 */
function rounded(abs: number, digits: number): [string, string] {
  // Below 1e-6 String() writes an exponent; such a number rounds to 0 at any digits we use.
  const [whole = '0', fraction = ''] = (abs < 1e-6 ? abs.toFixed(Math.min(digits, 20)) : String(abs)).split('.');
  let kept = fraction.slice(0, digits);
  let integer = whole;
  if (fraction.length > digits && fraction.charCodeAt(digits) >= 53 /* 5 */) {
    const sum = String(BigInt(whole + kept) + 1n).padStart(whole.length + kept.length, '0');
    integer = sum.slice(0, sum.length - kept.length);
    kept = sum.slice(sum.length - kept.length);
  }
  return [integer, kept.replace(/0+$/, '')];
}

const own = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);
const PLACEHOLDER = /%\{(\w+)\}/g;

export function format(message: Message, lang: Lang, params: Params = {}): string {
  let text: unknown;
  if (typeof message === 'string') {
    text = message;
  } else {
    const form = pluralForm(Number(own(params, 'count') ? params.count : 0));
    text = own(message, form) ? message[form] : message.other;
  }
  // Never throws: a message that slipped past checkOverrides (no form for this count) is empty.
  if (typeof text !== 'string') return '';
  return text.replace(PLACEHOLDER, (match, name: string) => (own(params, name) ? String(params[name]) : match));
}

export function translator<K extends string>(
  catalogues: Catalogues<K> | undefined,
  lang: Lang,
  overrides: Partial<Record<string, Message>> = {},
): Translate<K> {
  return (key, params) => {
    const message = (own(overrides, key) ? overrides[key] : undefined) ?? catalogues?.[lang][key] ?? catalogues?.[DEFAULT_LANG][key] ?? key;
    return format(message, lang, params);
  };
}

export const PLURAL_FORMS: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'] satisfies Intl.LDMLPluralRule[];

/** A short object is quoted as it was written (`{"one":"x"}` says what is missing); the rest as shape.ts describes it. */
function quoted(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return describe(value);
  const text = JSON.stringify(value);
  return text.length > 60 ? 'an object' : text;
}

function placeholders(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return texts.flatMap((text) => [...String(text).matchAll(PLACEHOLDER)].map((match) => match[1]!));
}

/**
 * What is wrong with `value` as an override of a key whose built-in texts (every language) are
 * `builtIn`; null when it can be used. The rules (the README's messages convention):
 * - a key whose built-in text is a plain string takes a string;
 * - a key whose built-in text is a plural set takes a string (the same text for every count) or an
 *   object of plural forms: keys among zero, one, two, few, many, other (Intl.LDMLPluralRule),
 *   values strings, `other` required (it is the text for every count without a form of its own);
 * - its `%{name}` placeholders are those of the built-in text (any language, any form), plus
 *   `%{count}` for a plural key: the code fills no other.
 */
export function overrideProblem(value: unknown, builtIn: readonly Message[]): string | null {
  const plural = builtIn.some((message) => typeof message !== 'string');
  const expected = plural ? 'a string or an object of plural forms with "other"' : 'a string';
  if (typeof value !== 'string') {
    if (!plural || typeof value !== 'object' || value === null || Array.isArray(value)) {
      const why = !plural && typeof value === 'object' && value !== null && !Array.isArray(value) ? ' (its built-in text has no plural forms)' : '';
      return `must be ${expected}${why}, got ${quoted(value)}`;
    }
    const forms = Object.keys(value);
    const unknown = forms.filter((form) => !PLURAL_FORMS.includes(form));
    if (unknown.length) return `has ${unknown.map((form) => JSON.stringify(form)).join(', ')}, not a plural form (${PLURAL_FORMS.join(', ')})`;
    for (const form of forms) {
      const text: unknown = (value as Record<string, unknown>)[form];
      if (typeof text !== 'string') return `plural form "${form}" must be a string, got ${quoted(text)}`;
    }
    if (!own(value, 'other')) return `needs an "other" plural form (the text for every count without a form of its own), got ${quoted(value)}`;
  }
  const known = new Set(builtIn.flatMap(placeholders));
  if (plural) known.add('count');
  const strange = [...new Set(placeholders(value as Message))].filter((name) => !known.has(name));
  if (strange.length) {
    const has = known.size ? `it has ${[...known].map((name) => `%{${name}}`).join(', ')}` : 'it has none';
    return `uses ${strange.map((name) => `%{${name}}`).join(', ')}, which its built-in text does not have (${has})`;
  }
  return null;
}

/**
 * The overrides of a parsed `messages` object that can be used, and one sentence on everything
 * wrong with the rest (unknown keys; malformed values, whose keys keep their built-in texts).
 */
export function checkOverrides(catalogues: Catalogues<string> | undefined, value: Record<string, unknown>): { overrides: Record<string, Message>; problem?: string } {
  const overrides: Record<string, Message> = {};
  const known = Object.keys(catalogues?.[DEFAULT_LANG] ?? {});
  const unknown: string[] = [];
  const malformed: string[] = [];
  for (const [key, message] of Object.entries(value)) {
    if (!catalogues || !known.includes(key)) {
      unknown.push(key);
      continue;
    }
    const problem = overrideProblem(message, LANGUAGES.map((lang) => catalogues[lang][key]!));
    if (problem) malformed.push(`key "${key}" ${problem}`);
    else overrides[key] = message as Message;
  }
  const parts: string[] = [];
  if (unknown.length) parts.push(`has unknown key(s) ${unknown.map((k) => `"${k}"`).join(', ')}; known keys: ${known.join(', ')}`);
  if (malformed.length) parts.push(`${malformed.join('; ')}; ${malformed.length > 1 ? 'the built-in texts are used for these keys' : 'the built-in text is used for it'}`);
  return parts.length ? { overrides, problem: `attribute "messages" ${parts.join('; ')}` } : { overrides };
}
