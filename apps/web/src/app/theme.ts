import { createTheme, darken, getPrimaryShade, lighten, luminance, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'grape',
  // Shade 7 rather than Mantine's 6 in the light scheme: white on grape.6 (and grape.6 on white) is 4.0:1,
  // under WCAG AA's 4.5:1; grape.7 is 4.9:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  // A filled badge or button in a light colour (a yellow 'Preview') takes dark text: white on yellow is 1.8:1.
  autoContrast: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '800' },
});

/** WCAG's contrast ratio of two colours. */
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** `color`, darkened (or lightened) in small steps until it reaches WCAG AA's 4.5:1 on each background. */
function readableOn(color: string, backgrounds: readonly string[], shift = darken): string {
  let c = color;
  for (let amount = 0.05; amount < 1 && backgrounds.some((bg) => contrast(c, bg) < 4.5); amount += 0.05)
    c = shift(color, amount);
  return c;
}

/**
 * WCAG AA's 4.5:1 for small text in the light scheme. Mantine's dimmed text (gray.6 on white, 3.3:1), a colour's text
 * and outline (the primary shade: red.7 on white is 3.9:1) and its light variant's text (shade 9 on shade 1: green is
 * 3.9:1) are darkened until they reach it, on white and on the light variant's tint. In the dark scheme, dimmed text
 * (dark.2 on a dark.6 card, 3.5:1) is lightened. Links keep the primary colour, which must also stand apart from the
 * text around them (3:1): a link on a tint (an alert) takes the alert's colour, underlined.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': readableOn(t.colors.gray[6]!, [WHITE, t.colors.gray[0]!]),
    ...Object.fromEntries(
      Object.entries(t.colors).flatMap(([name, shades]) => {
        const onWhite = readableOn(shades[getPrimaryShade(t, 'light')]!, [WHITE]);
        return [
          [`--mantine-color-${name}-text`, onWhite],
          [`--mantine-color-${name}-outline`, onWhite],
          [`--mantine-color-${name}-light-color`, readableOn(shades[9]!, [shades[1]!, WHITE])],
        ];
      }),
    ),
  },
  // Dimmed text on the dark scheme's body and cards (dark.7, dark.6) and on a hovered row (dark.5).
  dark: { '--mantine-color-dimmed': readableOn(t.colors.dark[2]!, t.colors.dark.slice(5, 8), lighten) },
});

const WHITE = '#ffffff';
