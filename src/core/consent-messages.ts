/**
 * The consent categories' names and descriptions, shared by the cookie bar's settings and the cookie
 * statement (nl-cookie-table), so both say the same thing. Elements spread these into their own
 * catalogue, which makes them overridable through `messages` like any other text.
 */
import type { Catalogue } from './i18n.ts';

const nl = {
  'category.necessary': 'Noodzakelijk',
  'category.necessary.description':
    'Nodig om de website te laten werken, bijvoorbeeld om je cookiekeuze te onthouden. Deze cookies staan altijd aan.',
  'category.preferences': 'Voorkeuren',
  'category.preferences.description': 'Onthouden je instellingen, zoals je taal of de vestiging die je koos.',
  'category.statistics': 'Statistieken',
  'category.statistics.description':
    'Laten ons anoniem zien hoe bezoekers de website gebruiken, zodat we die kunnen verbeteren.',
  'category.marketing': 'Marketing',
  'category.marketing.description':
    'Maken advertenties relevanter en zijn nodig voor inhoud van derden, zoals kaarten van Google Maps en video’s van YouTube.',
} satisfies Catalogue;

export type CategoryKey = keyof typeof nl;

const en: Catalogue<CategoryKey> = {
  'category.necessary': 'Necessary',
  'category.necessary.description': 'Needed for the website to work, for example to remember your cookie choice. These cookies are always on.',
  'category.preferences': 'Preferences',
  'category.preferences.description': 'Remember your settings, such as your language or the location you chose.',
  'category.statistics': 'Statistics',
  'category.statistics.description': 'Show us anonymously how visitors use the website, so that we can improve it.',
  'category.marketing': 'Marketing',
  'category.marketing.description':
    'Make advertisements more relevant and are needed for third-party content, such as maps from Google Maps and videos from YouTube.',
};

export const categoryMessages = { nl, en };
