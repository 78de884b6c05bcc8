import { categoryMessages } from '../../core/consent-messages.ts';
import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The bar's heading; it names the region. */
  title: 'Cookies op deze website',
  text: 'We gebruiken noodzakelijke cookies om deze website te laten werken. Met je toestemming gebruiken we ook cookies om je voorkeuren te onthouden, het gebruik te meten en inhoud van derden te tonen, zoals kaarten en video’s. Je kunt je keuze altijd wijzigen.',
  /** The link to `policy-url`. */
  policy: 'Lees onze cookieverklaring',
  acceptAll: 'Alles accepteren',
  necessaryOnly: 'Alleen noodzakelijke',
  /** Opens the settings dialog. */
  settings: 'Instellingen',
  settingsTitle: 'Cookie-instellingen',
  settingsIntro: 'Kies welke cookies je toestaat. Je kunt dit later altijd weer wijzigen.',
  /** Next to the necessary category, whose checkbox cannot be unticked. */
  alwaysOn: 'Altijd actief',
  save: 'Keuze opslaan',
  /** In the bar and the settings when the browser sends Global Privacy Control. */
  gpc: 'Je browser vraagt met Global Privacy Control om je gegevens niet te delen, dus marketingcookies staan uit; je kunt ze alleen zelf aanzetten in de instellingen.',
  /** The same, with the bar's `gpc` attribute (statistics is denied too). */
  'gpc.statistics': 'Je browser vraagt met Global Privacy Control om je gegevens niet te delen, dus marketing- en statistiekcookies staan uit; je kunt ze alleen zelf aanzetten in de instellingen.',
  ...categoryMessages.nl,
} satisfies Catalogue;

export type CookieBarKey = keyof typeof nl;

const en: Catalogue<CookieBarKey> = {
  title: 'Cookies on this website',
  text: 'We use necessary cookies to make this website work. With your consent we also use cookies to remember your preferences, to measure how the site is used and to show third-party content, such as maps and videos. You can change your choice at any time.',
  policy: 'Read our cookie statement',
  acceptAll: 'Accept all',
  necessaryOnly: 'Necessary only',
  settings: 'Settings',
  settingsTitle: 'Cookie settings',
  settingsIntro: 'Choose which cookies you allow. You can change this again at any time.',
  alwaysOn: 'Always active',
  save: 'Save choice',
  gpc: 'Your browser asks with Global Privacy Control not to share your data, so marketing cookies are off; only you can turn them on, in the settings.',
  'gpc.statistics': 'Your browser asks with Global Privacy Control not to share your data, so marketing and statistics cookies are off; only you can turn them on, in the settings.',
  ...categoryMessages.en,
};

export const messages = { nl, en };
export const KEYS = Object.keys(nl) as CookieBarKey[];
