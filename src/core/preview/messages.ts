import type { Catalogue } from '../i18n.ts';

/** Texts of preview mode (issue 14): the box in an element's place and the fixed panel. */
const nl = {
  /** The panel's landmark name. */
  panel: 'Voorbeeldweergave van nl-components',
  /** The panel's button (opens and closes the list). */
  count: { one: '%{count} probleem met nl-components', other: '%{count} problemen met nl-components' },
  none: 'Geen problemen met nl-components',
  /** Under the list: who sees this. */
  onlyHere: 'Alleen zichtbaar in de voorbeeldweergave; bezoekers zien dit niet.',
  /** A problem the panel cannot point to on the page. */
  nowhere: 'niet bij een element op de pagina',
  /** The box's name and heading: "nl-map: 1 probleem". */
  box: { one: '%{tag}: %{count} probleem', other: '%{tag}: %{count} problemen' },
  /** What to do, by kind of problem. */
  config: 'Pas het attribuut aan in de HTML van de pagina. Tot dan zien bezoekers de gewone inhoud van de tag in plaats van het element.',
  load: 'Een bestand of script kon niet laden: controleer de URL en of de server bereikbaar is.',
  service: 'Een dienst gaf geen bruikbaar antwoord: controleer de URL van de dienst of probeer het later opnieuw.',
  unknown: 'Controleer de spelling. De tags en hun attributen staan in de README van nl-components.',
  other: 'Controleer de HTML van deze tag. De melding staat ook in de console van de browser.',
} satisfies Catalogue;

export type PreviewKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    panel: 'nl-components preview',
    count: { one: '%{count} problem with nl-components', other: '%{count} problems with nl-components' },
    none: 'No problems with nl-components',
    onlyHere: 'Shown in preview mode only; visitors do not see this.',
    nowhere: 'not tied to an element on the page',
    box: { one: '%{tag}: %{count} problem', other: '%{tag}: %{count} problems' },
    config: "Fix the attribute in the page's HTML. Until then visitors see the tag's own content instead of the element.",
    load: 'A file or script could not be loaded: check the URL and that its server can be reached.',
    service: 'A service gave no usable answer: check the service URL or try again later.',
    unknown: "Check the spelling. The tags and their attributes are listed in nl-components' README.",
    other: "Check this tag's HTML. The message is in the browser's console too.",
  } satisfies Catalogue<PreviewKey>,
};
