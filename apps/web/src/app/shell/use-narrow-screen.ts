import { useMediaQuery, useTheme } from '@mui/material';

/**
 * Whether the console is narrower than the theme's `md` breakpoint: a phone, or a frame the
 * supplier platform gives a small part of its page (the stored client width of SHL-9 is this
 * same width). Below it the side menu becomes a drawer and dialogs take the whole screen.
 */
export function useNarrowScreen(): boolean {
  const theme = useTheme();
  // Measured at once, not after a first wide paint: a phone never shows the permanent menu.
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}
