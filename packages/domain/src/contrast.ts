/**
 * WCAG 2 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), for colours we put together ourselves: a
 * creator website's accent on its template's background, so the text it colours stays readable (AA: 4.5:1).
 */

/** WCAG AA for text below the large sizes. */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hexOf = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` mixed toward `toward` by `share` (0 to 1). */
function mix(color: string, toward: string, share: number): string {
  const a = rgbOf(color);
  const b = rgbOf(toward);
  return hexOf([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * share) as unknown as Rgb);
}

/**
 * `color`, or the nearest shade of it (mixed toward white on dark backgrounds, toward black on light ones) that reads
 * at `ratio` on every one of `backgrounds`.
 */
export function readableOn(color: string, backgrounds: readonly string[], ratio = AA_TEXT_CONTRAST): string {
  const dark = backgrounds.every((b) => luminance(b) < 0.18);
  const toward = dark ? '#ffffff' : '#000000';
  for (let step = 0; step <= 20; step++) {
    const shade = mix(color, toward, step / 20);
    if (backgrounds.every((b) => contrastRatio(shade, b) >= ratio)) return shade;
  }
  return toward;
}
