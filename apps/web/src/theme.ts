import { createTheme } from '@mantine/core';

// Calm and clinical: teal accents on neutral greys, system fonts for fast, legible text.
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  focusRing: 'auto',
  cursorType: 'pointer',
});
