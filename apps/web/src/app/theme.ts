import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'grape',
  // Shade 7 rather than Mantine's 6 in the light scheme: white on grape.6 (and grape.6 on white) is 4.0:1,
  // under WCAG AA's 4.5:1; grape.7 is 4.9:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '800' },
});
