import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * The one theme of the portal. Brand colours are named by role so screens say
 * 'primary' or 'warning' and the palette can change here alone.
 */
const brand: MantineColorsTuple = [
  '#eef3ff',
  '#dce4f5',
  '#b6c7e9',
  '#8ca8dd',
  '#6a8ed3',
  '#547dcd',
  '#4874cb',
  '#3963b4',
  '#2f58a2',
  '#1f4b90',
];
const sun: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  '#af7100',
];

export const palette = {
  primary: 'brand',
  secondary: 'grape',
  accent: 'sun',
  error: 'red',
  info: 'blue',
  success: 'teal',
  warning: 'orange',
  muted: 'gray',
} as const;

export type PaletteRole = keyof typeof palette;

/** Light badges and buttons draw their text in the darkest shade, which keeps WCAG AA contrast on the tint. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  return parsed.isThemeColor && parsed.shade === undefined
    ? { ...colors, color: `var(--mantine-color-${parsed.color}-9)` }
    : colors;
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, sun },
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Noto Sans", "Noto Sans Devanagari", Mangal, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, sans-serif', fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Button: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { withArrow: true } },
  },
});

/** Secondary text dark enough for WCAG AA (4.5:1) on white and on the page background. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5b6270', '--mantine-color-placeholder': '#6b7280' },
  dark: {},
});

/** Badge colour of a record status (spec: tag style by status). */
export function statusColor(status: string | null | undefined): string {
  switch ((status ?? '').toUpperCase()) {
    case 'PENDING':
    case 'INITIATED':
    case 'APPROVAL_WAITING':
      return palette.info;
    case 'CONFIRMED':
    case 'APPROVED':
    case 'ACTIVE':
    case 'COMPLETED':
      return palette.success;
    case 'SHIPPED':
    case 'IN PROGRESS':
    case 'TRANSFERRED':
      return palette.primary;
    case 'DELIVERED':
      return palette.secondary;
    default:
      return palette.error;
  }
}
