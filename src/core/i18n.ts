/**
 * Texts. Each element has a typed catalogue with `nl` and `en` (the en catalogue is checked against
 * the nl one's keys), the page language is the closest `lang` attribute (crossing shadow roots),
 * `nl` by default, and an editor can override any text with the `messages` attribute.
 * Placeholders are `%{name}`; a message may be a plural set ({one, other, …}) picked with
 * Intl.PluralRules for the `count` parameter.
 */
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

const pluralRules = new Map<string, Intl.PluralRules>();

export function format(message: Message, lang: Lang, params: Params = {}): string {
  let text: string;
  if (typeof message === 'string') {
    text = message;
  } else {
    let rules = pluralRules.get(lang);
    if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
    text = message[rules.select(Number(params.count ?? 0))] ?? message.other;
  }
  return text.replace(/%\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export function translator<K extends string>(
  catalogues: Catalogues<K> | undefined,
  lang: Lang,
  overrides: Partial<Record<string, Message>> = {},
): Translate<K> {
  return (key, params) => {
    const message = overrides[key] ?? catalogues?.[lang][key] ?? catalogues?.[DEFAULT_LANG][key] ?? key;
    return format(message, lang, params);
  };
}
