import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** Label of the postcode input. */
  postcode: 'Postcode',
  /** Label of the house number input. */
  number: 'Huisnummer',
  /** Label of the extension (addition) input: a letter or suffix after the number. */
  extension: 'Toevoeging',
  /** Label of the street input (manual entry). */
  street: 'Straat',
  /** Label of the city input (manual entry). */
  city: 'Plaats',
  /** Under the postcode input when it is not a Dutch postcode (class nl-error-message). */
  invalidPostcode: 'Vul een geldige postcode in, zoals 1234 AB.',
  /** Under the house number input when it is not a number from 1 to 99999. */
  invalidNumber: 'Vul een huisnummer in met alleen cijfers, zoals 12. Een letter hoort bij Toevoeging.',
  /** In the live region while the address is looked up. */
  searching: 'Adres zoeken…',
  /** The found address in the live region. `number` includes the extension (`1 A`); `postcode` is `1234 AB`. */
  found: '%{street} %{number}, %{postcode} %{city}',
  /** In the live region when the service knows no address for the postcode and number. */
  notFound: 'We vinden geen adres bij deze postcode en dit huisnummer. Vul straat en plaats zelf in.',
  /** In the live region when the service failed (error, timeout, no answer). */
  failed: 'Het adres kan nu niet worden opgezocht. Vul straat en plaats zelf in.',
  /** The button that shows the street and city inputs. */
  manual: 'Adres zelf invullen',
} satisfies Catalogue;

export type AddressFieldKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    postcode: 'Postcode',
    number: 'House number',
    extension: 'Addition',
    street: 'Street',
    city: 'City',
    invalidPostcode: 'Enter a valid postcode, such as 1234 AB.',
    invalidNumber: 'Enter a house number in digits only, such as 12. A letter goes in Addition.',
    searching: 'Looking up the address…',
    found: '%{street} %{number}, %{postcode} %{city}',
    notFound: 'We cannot find an address for this postcode and house number. Please enter the street and city yourself.',
    failed: 'The address cannot be looked up right now. Please enter the street and city yourself.',
    manual: 'Enter the address yourself',
  } satisfies Catalogue<AddressFieldKey>,
};
