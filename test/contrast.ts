/**
 * WCAG 2.x contrast of computed colours, for the tests that read them from getComputedStyle:
 * rgb()/rgba(), or color(srgb r g b / a) with channels 0…1, which is what color-mix() (the tokens'
 * tints, src/core/tokens.css) computes to.
 */

/** [r, g, b] in 0…255, then the alpha when the colour has one. */
export function channels(color: string): number[] {
  const numbers = color.match(/[\d.]+/g)!.map(Number);
  if (!color.startsWith('color(srgb')) return numbers;
  const [r, g, b, alpha] = numbers;
  return [r! * 255, g! * 255, b! * 255, ...(alpha === undefined ? [] : [alpha])];
}

/** Relative luminance of an opaque colour. */
export function luminance(color: string): number {
  const [r, g, b] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two opaque colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
