// vanilla-cookieconsent v3 with a minimal config matching <nl-cookie-bar>: the same four categories
// (necessary always on), a bar at the bottom with accept all / necessary only / settings, the
// settings dialog with one section per category, and Dutch texts. window.benchReady is run()'s promise.
import * as CookieConsent from '/node_modules/vanilla-cookieconsent/dist/cookieconsent.esm.js';

const section = (linkedCategory, title, description) => ({ title, description, linkedCategory });

window.benchReady = CookieConsent.run({
  // Its default hides the bar when navigator.webdriver is true, as it is in this headless browser;
  // a visitor's browser shows it.
  hideFromBots: false,
  guiOptions: { consentModal: { layout: 'bar', position: 'bottom' } },
  categories: {
    necessary: { enabled: true, readOnly: true },
    preferences: {},
    statistics: {},
    marketing: {},
  },
  language: {
    default: 'nl',
    translations: {
      nl: {
        consentModal: {
          title: 'Cookies op deze website',
          description: 'We gebruiken cookies om de website te laten werken, je voorkeuren te onthouden, het gebruik te meten en advertenties te tonen. <a href="/bench/blank.html">Lees onze cookieverklaring</a>',
          acceptAllBtn: 'Alles accepteren',
          acceptNecessaryBtn: 'Alleen noodzakelijke',
          showPreferencesBtn: 'Instellingen',
        },
        preferencesModal: {
          title: 'Cookie-instellingen',
          acceptAllBtn: 'Alles accepteren',
          acceptNecessaryBtn: 'Alleen noodzakelijke',
          savePreferencesBtn: 'Keuze opslaan',
          closeIconLabel: 'Sluiten',
          sections: [
            section('necessary', 'Noodzakelijk', 'Nodig om de website te laten werken.'),
            section('preferences', 'Voorkeuren', 'Onthouden je keuzes, zoals je vestiging.'),
            section('statistics', 'Statistieken', 'Meten hoe de website wordt gebruikt.'),
            section('marketing', 'Marketing', 'Video’s, kaarten en advertenties van andere partijen.'),
          ],
        },
      },
    },
  },
});
