/**
 * @tag nl-cookie-table
 * @summary The cookie statement: a table of cookies per consent category, with the visitor's current choice and a button (`Cookie-instellingen wijzigen`) that reopens the cookie bar's settings.
 * `cookies` becomes one table per category that has cookies, in the order necessary, preferences,
 * statistics, marketing: a heading with the category's name, its description (the cookie bar's
 * texts), the visitor's current choice (`Altijd actief`, `Toegestaan`, `Niet toegestaan`,
 * `Nog geen keuze gemaakt`, updated live), and the table (columns Naam, Aanbieder, Doel,
 * Bewaartermijn). The editor's own `<table>` children come first, in document order, and are
 * enhanced the same way: striped, and in a focusable region that scrolls sideways on narrow
 * screens. The button calls `consent.open()`. A bad entry of `cookies` is left out with one
 * console.error of its own; bad JSON or a value that is no array shows no generated tables.
 * @attr {Array<{name: string, provider: string, purpose: string, expiry: string, category: "necessary" | "preferences" | "statistics" | "marketing"}>} cookies - The cookies, as JSON: `[{"name":"nl_consent","provider":"Deze website","purpose":"Onthoudt je cookiekeuze","expiry":"1 jaar","category":"necessary"}]`. All strings; `name` non-empty, ending in `*` for a prefix (`_ga*`). Also declarations: while the table is on the page, withdrawing a category deletes the cookies it declares for it (nl-cookie-bar's `cookies` does so on every page).
 * @attr {number} [heading-level=2] - Level of the category headings, 2 to 6.
 * @attr {object} messages - Text overrides, e.g. `{"change": "…", "choice.denied": "…", "category.marketing": "…"}`.
 * @slot - The editor's content: `<table>` children are enhanced, other children are shown as they are, in document order (the element gives each child a slot name of its own to keep that order).
 * @csspart category - The block of one category: heading, description, choice and table.
 * @csspart heading - A category heading (h2–h6).
 * @csspart description - A category's description.
 * @csspart choice - The line with the visitor's current choice.
 * @csspart choice-value - The choice itself (`data-choice` = always, allowed, denied or undecided).
 * @csspart scroll - The focusable scroll region around each table (generated or the editor's own).
 * @csspart table - A generated table.
 * @csspart caption - A generated table's caption (visually hidden: the heading says the same).
 * @csspart actions - The row of the button.
 * @csspart button - The button that opens the cookie settings.
 * @cssprop --nl-cookie-table-color - Text colour (inherited).
 * @cssprop --nl-cookie-table-gap - Space below each table or category (default: 1.5 × `--nl-space`).
 * @cssprop --nl-cookie-table-min-width - Below this width a table scrolls sideways (40rem; 0 turns it off).
 * @cssprop --nl-cookie-table-cell-padding - Padding of the cells (0.625rem 0.75rem).
 * @cssprop --nl-cookie-table-border-color - Line under each row (default: `--nl-color-border`, #767676).
 * @cssprop --nl-cookie-table-background - Background of the tables (transparent).
 * @cssprop --nl-cookie-table-row-background - Background of odd rows (transparent).
 * @cssprop --nl-cookie-table-stripe-background - Background of even rows (default: `--nl-color-text` at 5% on the background).
 * @cssprop --nl-cookie-table-header-background - Background of the column headings (default: `--nl-color-text` at 10% on the background).
 * @cssprop --nl-cookie-table-heading-size - Font size of the category headings (1.25rem).
 * @cssprop --nl-cookie-table-heading-weight - Weight of the category headings (600).
 * @cssprop --nl-cookie-table-choice-radius - Corner radius of the choice label (default: `--nl-radius`, 0.25rem).
 * @cssprop --nl-cookie-table-choice-always-background - Background of `Altijd actief` (default: a 10% tint of `--nl-color-primary`).
 * @cssprop --nl-cookie-table-choice-allowed-background - Background of `Toegestaan` (default: a 10% tint of `--nl-color-success`).
 * @cssprop --nl-cookie-table-choice-denied-background - Background of `Niet toegestaan` (default: a 10% tint of `--nl-color-danger`).
 * @cssprop --nl-cookie-table-choice-undecided-background - Background of `Nog geen keuze gemaakt` (#fff4d5).
 * @cssprop --nl-cookie-table-button-background - Button background and border (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-cookie-table-button-color - Button text (default: `--nl-color-primary-contrast`, #fff).
 * @cssprop --nl-cookie-table-button-hover-background - Button background on hover (default: `--nl-color-primary`, darkened).
 * @cssprop --nl-cookie-table-button-radius - Button corner radius (default: `--nl-radius`, 0.25rem).
 */
import { defineElement } from '../src/core/define.tsx';
import { CookieTable, spec } from '../src/elements/cookie-table/cookie-table.tsx';

export type { CookieInfo } from '../src/elements/cookie-table/cookie-table.tsx';

defineElement('nl-cookie-table', CookieTable, spec);
