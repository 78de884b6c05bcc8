/**
 * Dutch postcodes and house numbers, checked before any request (issue: "Dutch postcode format
 * checked before any request"). A postcode is 4 digits not starting with 0, an optional space and 2
 * letters; PostNL does not use the letter pairs SA, SD and SS (they recall the Nazi organisations),
 * so those are refused as the service would. House numbers in the BAG are 1–99999.
 */
export const POSTCODE = /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/;
export const HOUSE_NUMBER = /^[1-9][0-9]{0,4}$/;

/** What the user typed, trimmed, upper-cased, inner white space as one space: ` 1071  xx` → `1071 XX`. */
export function tidyPostcode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

export function isPostcode(value: string): boolean {
  return POSTCODE.test(tidyPostcode(value));
}

export function isHouseNumber(value: string): boolean {
  return HOUSE_NUMBER.test(value.trim());
}

/**
 * The postcode as sent to the service and kept in the hidden JSON: `1071XX` (no space) when valid;
 * otherwise the tidied text, so that nothing typed is lost.
 */
export function normalPostcode(value: string): string {
  const tidy = tidyPostcode(value);
  return POSTCODE.test(tidy) ? tidy.replace(' ', '') : tidy;
}

/** `1071XX` → `1071 XX`, as a postcode is written on an envelope. */
export function displayPostcode(value: string): string {
  const code = normalPostcode(value);
  return /^[0-9]{4}[A-Z]{2}$/.test(code) ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}
