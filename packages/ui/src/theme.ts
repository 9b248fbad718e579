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

/** WCAG relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return 0;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(m[1].slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast of a colour against white: white text on it, or it as text on white. */
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/**
 * Colours are drawn in shades that keep WCAG AA contrast (4.5:1). Light badges and alerts write in the
 * darkest shade on their tint (deepened where even that is too pale: teal, yellow); filled ones take the first
 * shade from 7 on that white text reads on, else keep their shade with black text (the sun badge); outline
 * and white ones write in the first shade from 7 that reads on white (teal 7 alone would be about 3:1).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  const name = parsed.color;
  const shades = input.theme.colors[name];
  if (!shades) return colors;
  const readable = (min: number) => [7, 8, 9].find((s) => contrastWithWhite(shades[s]) >= min);
  // Where even shade 9 is too pale (yellow, teal, cyan) the text is shade 9 mixed with black.
  const text = (shade: number | undefined) =>
    shade === undefined
      ? `color-mix(in srgb, var(--mantine-color-${name}-9), black 40%)`
      : `var(--mantine-color-${name}-${shade})`;
  switch (input.variant) {
    case 'light': {
      // The tint darkens the background: ask shade 9 for 6:1 on white to keep 4.5:1 on the tint.
      const shade = contrastWithWhite(shades[9]) >= 6 ? 9 : undefined;
      return { ...colors, color: text(shade) };
    }
    case 'filled': {
      const shade = readable(5);
      if (shade === undefined) return { ...colors, color: 'var(--mantine-color-black)' };
      return {
        ...colors,
        background: `var(--mantine-color-${name}-${shade})`,
        hover: `var(--mantine-color-${name}-${Math.min(shade + 1, 9)})`,
        color: 'var(--mantine-color-white)',
      };
    }
    case 'outline': {
      const colour = text(readable(5));
      return { ...colors, color: colour, border: `1px solid ${colour}` };
    }
    case 'white':
      return { ...colors, color: text(readable(5)) };
    default:
      return colors;
  }
};

// The system's fonts; Hindi, Kannada and Tamil in the Noto families (Debian's fonts-noto-core, Android's own)
// or the ones Windows ships (Nirmala UI, Mangal, Tunga, Latha).
const FONTS = [
  'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Noto Sans"',
  '"Noto Sans Devanagari", "Noto Sans Kannada", "Noto Sans Tamil", "Nirmala UI", Mangal, Tunga, Latha, sans-serif',
].join(', ');

export const theme = createTheme({
  variantColorResolver,
  // A colour given as a value (not a theme colour) gets black or white text, whichever reads on it.
  autoContrast: true,
  luminanceThreshold: 0.18,
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, sun },
  fontFamily: FONTS,
  headings: { fontFamily: FONTS, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // A person whose device asks for less motion (a setting many with vestibular trouble or on slow phones use) gets
  // menus, drawers and notices without their slide and fade.
  respectReducedMotion: true,
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // On a phone a badge's or a button's words wrap onto a second line rather than end in "…": a parent reads
    // "Submit Draw and colour three things" whole, and a Hindi status as long as it is.
    Badge: {
      styles: {
        // A badge shows its words as written ('Super admin', 'BSK flow: second level'), not in capitals.
        root: {
          height: 'auto',
          minHeight: 'var(--badge-height)',
          maxWidth: '100%',
          lineHeight: 1.3,
          paddingBlock: 2,
          textTransform: 'none',
        },
        // `break-word`, not `anywhere`: a table sizes its columns to their words, so "Accepted" never reads
        // "Accepte d"; a word wider than the whole screen still breaks.
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'break-word' },
      },
    },
    Button: {
      defaultProps: { radius: 'md' },
      styles: {
        root: { height: 'auto', minHeight: 'var(--button-height)', maxWidth: '100%', paddingBlock: 4 },
        inner: { height: 'auto', minHeight: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible', height: 'auto', textAlign: 'center', lineHeight: 1.25 },
      },
    },
    SegmentedControl: {
      styles: { label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.25 } },
    },
    Tooltip: { defaultProps: { withArrow: true } },
    // The × of dialogs, drawers, alerts and notifications shows only an icon: it needs a name.
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    // Under a title Mantine greys the message to 3.3:1; the portal's secondary text reads at 4.5:1.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
    // Arrow controls show only an icon: they need a name for screen readers.
    Pagination: {
      defaultProps: {
        getControlProps: (control: string) => ({
          'aria-label': `${control[0].toUpperCase()}${control.slice(1)} page`,
        }),
        getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
      },
    },
  },
});

/** Secondary text and field errors dark enough for WCAG AA (4.5:1) on white and on the page background. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5b6270',
    '--mantine-color-placeholder': '#6b7280',
    '--mantine-color-error': '#c92a2a',
  },
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
    case 'PAID':
    case 'DONE':
    case 'PRESENT':
    case 'ACCEPTED':
    case 'SUBMITTED':
      return palette.success;
    case 'PARTIALLY_PAID':
    case 'PARTLY PAID':
    case 'PARTIAL':
    case 'OPEN':
    case 'LINK_SENT':
      return palette.warning;
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
