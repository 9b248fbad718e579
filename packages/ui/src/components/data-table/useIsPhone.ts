import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True below Mantine's `sm` breakpoint. Read at the first render (the portal renders in the browser only), so a
 * phone never draws the desktop table first.
 */
export function useIsPhone() {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: calc(${theme.breakpoints.sm} - 0.1px))`, undefined, {
    getInitialValueInEffect: false,
  });
}
