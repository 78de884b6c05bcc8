// nl-cookie-table: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "The cookie statement: a table of cookies per consent category, with the visitor's current choice and a button (`Cookie-instellingen wijzigen`) that reopens the cookie bar's settings. `cookies` becomes one table per category that has cookies, in the order necessary, preferences, statistics, marketing: a heading with the category's name, its description (the cookie bar's texts), the visitor's current choice (`Altijd actief`, `Toegestaan`, `Niet toegestaan`, `Nog geen keuze gemaakt`, updated live), and the table (columns Naam, Aanbieder, Doel, Bewaartermijn). The editor's own `<table>` children come first, in document order, and are enhanced the same way: striped, and in a focusable region that scrolls sideways on narrow screens. The button calls `consent.open()`. A bad entry of `cookies` is left out with one console.error of its own; bad JSON or a value that is no array shows no generated tables.",
  attributes: {
    cookies: {
      description: "The cookies, as JSON: `[{\"name\":\"nl_consent\",\"provider\":\"Deze website\",\"purpose\":\"Onthoudt je cookiekeuze\",\"expiry\":\"1 jaar\",\"category\":\"necessary\"}]`. All strings; `name` non-empty, ending in `*` for a prefix (`_ga*`). Also declarations: while the table is on the page, withdrawing a category deletes the cookies it declares for it (nl-cookie-bar's `cookies` does so on every page).",
    },
    'heading-level': {
      description: 'Level of the category headings, 2 to 6.',
    },
    messages: {
      description: 'Text overrides, e.g. `{"change": "…", "choice.denied": "…", "category.marketing": "…"}`.',
    },
  },
  slots: {
    '': "The editor's content: `<table>` children are enhanced, other children are shown as they are, in document order (the element gives each child a slot name of its own to keep that order).",
  },
  parts: {
    category: 'The block of one category: heading, description, choice and table.',
    heading: 'A category heading (h2–h6).',
    description: "A category's description.",
    choice: "The line with the visitor's current choice.",
    'choice-value': 'The choice itself (`data-choice` = always, allowed, denied or undecided).',
    scroll: "The focusable scroll region around each table (generated or the editor's own).",
    table: 'A generated table.',
    caption: "A generated table's caption (visually hidden: the heading says the same).",
    actions: 'The row of the button.',
    button: 'The button that opens the cookie settings.',
  },
  cssProperties: {
    '--nl-cookie-table-color': {
      description: 'Text colour (inherited).',
    },
    '--nl-cookie-table-gap': {
      description: 'Space below each table or category (default: 1.5 × `--nl-space`).',
    },
    '--nl-cookie-table-min-width': {
      description: 'Below this width a table scrolls sideways (40em; 0 turns it off).',
    },
    '--nl-cookie-table-cell-padding': {
      description: 'Padding of the cells (0.625em 0.75em).',
    },
    '--nl-cookie-table-border-color': {
      description: 'Line under each row (default: `--nl-color-border`, #767676).',
    },
    '--nl-cookie-table-background': {
      description: 'Background of the tables (transparent).',
    },
    '--nl-cookie-table-row-background': {
      description: 'Background of odd rows (transparent).',
    },
    '--nl-cookie-table-stripe-background': {
      description: 'Background of even rows (default: `--nl-color-text` at 5% on the background).',
    },
    '--nl-cookie-table-header-background': {
      description: 'Background of the column headings (default: `--nl-color-text` at 10% on the background).',
    },
    '--nl-cookie-table-heading-size': {
      description: 'Font size of the category headings (1.25em).',
    },
    '--nl-cookie-table-heading-weight': {
      description: 'Weight of the category headings (600).',
    },
    '--nl-cookie-table-choice-radius': {
      description: 'Corner radius of the choice label (default: `--nl-radius`, 0.25em).',
    },
    '--nl-cookie-table-choice-always-background': {
      description: 'Background of `Altijd actief` (default: a 10% tint of `--nl-color-primary`).',
    },
    '--nl-cookie-table-choice-allowed-background': {
      description: 'Background of `Toegestaan` (default: a 10% tint of `--nl-color-success`).',
    },
    '--nl-cookie-table-choice-denied-background': {
      description: 'Background of `Niet toegestaan` (default: a 10% tint of `--nl-color-danger`).',
    },
    '--nl-cookie-table-choice-undecided-background': {
      description: 'Background of `Nog geen keuze gemaakt` (#fff4d5).',
    },
    '--nl-cookie-table-button-background': {
      description: 'Button background and border (default: `--nl-color-primary`, #0b57d0).',
    },
    '--nl-cookie-table-button-color': {
      description: 'Button text (default: `--nl-color-primary-contrast`, #fff).',
    },
    '--nl-cookie-table-button-hover-background': {
      description: 'Button background on hover (default: `--nl-color-primary`, darkened).',
    },
    '--nl-cookie-table-button-radius': {
      description: 'Button corner radius (default: `--nl-radius`, 0.25em).',
    },
  },
  pages: ['cookieverklaring.html'],
};
