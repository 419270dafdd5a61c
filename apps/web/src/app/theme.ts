import { createTheme, type Theme } from '@mui/material/styles';

export const DRAWER_WIDTH = 240;

/** Whether the person has asked their system for less motion (`prefers-reduced-motion`). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** Every MUI duration at zero: dialogs, menus and collapses appear and leave at once. */
const NO_MOTION = {
  create: () => 'none',
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

/** A dialog's paper over the whole viewport, as MUI's own `fullScreen` dialog has it. */
const FULL_SCREEN_PAPER = { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 };

/**
 * The first cell of a table's row, unless it spans the row. Not `:first-of-type`, which also takes
 * the first data cell after a row header, nor `:first-child`, which Emotion warns about.
 */
export const FIRST_CELL = '.MuiTableRow-root > .MuiTableCell-root:not(.MuiTableCell-root ~ *):not([colspan])';

/** What a cell across the whole row holds (a message, a row's details): an element, as the tables put it. */
export const ACROSS_CELL_CONTENT = '.MuiTableCell-root[colspan] > *';

/**
 * A table's scroll area. It is the containing block of what its cells position (visually hidden
 * texts), so those stay inside the area it clips instead of widening the page. Below the narrow
 * breakpoint the first column stays in view while the rest scrolls sideways: each row's first
 * cell sticks to the area's left edge, on the paper's colour so the cells passing under it do not
 * show through, with a line that marks the edge. What a cell across the whole row holds (a
 * message, a row's details) keeps to the area's visible width and stays in it, so a message is
 * read without scrolling for it.
 */
export const tableScrollArea = ({ theme }: { theme: Theme }) => ({
  position: 'relative' as const,
  [theme.breakpoints.down('md')]: {
    // Its width, for what a cell across the row holds (`cqi`).
    containerType: 'inline-size' as const,
    [`& ${FIRST_CELL}`]: {
      position: 'sticky' as const,
      left: 0,
      zIndex: 1,
      backgroundColor: theme.palette.background.paper,
      boxShadow: `inset -1px 0 0 ${theme.palette.divider}`,
    },
    [`& ${ACROSS_CELL_CONTENT}`]: {
      position: 'sticky' as const,
      left: theme.spacing(2),
      maxWidth: `calc(100cqi - ${theme.spacing(4)})`,
    },
  },
});

/**
 * The console's theme. With `reducedMotion` (WCAG 2.3.3) transitions and button ripples are left
 * out; endless progress indicators still move, since they say that work goes on.
 */
export const buildTheme = (reducedMotion: boolean) =>
  createTheme({
    ...(reducedMotion ? { transitions: NO_MOTION } : {}),
    palette: {
      primary: { main: '#1d4f91' },
      secondary: { main: '#0f7b6c' },
      // Darker than MUI's own, so white text on them meets WCAG 1.4.3 (4.5:1): buttons and toasts.
      success: { main: '#2e7d32' },
      info: { main: '#0277bd' },
      warning: { main: '#bf5000' },
      background: { default: '#f4f6f9', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '4.5rem' },
      h5: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      MuiListItemButton: { styleOverrides: { root: { borderRadius: 6 } } },
      MuiTableContainer: { styleOverrides: { root: tableScrollArea } },
      // Below the narrow breakpoint a dialog takes the whole screen: a phone has no room around it.
      MuiDialog: { styleOverrides: { paper: ({ theme }) => ({ [theme.breakpoints.down('md')]: FULL_SCREEN_PAPER }) } },
      // A disabled group's legend and a disabled field's hint still inform (a read-only role, the
      // fixed tenant): WCAG 1.4.3 exempts only the controls themselves, so keep these readable.
      MuiFormLabel: { styleOverrides: { root: ({ theme }) => ({ 'legend&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
      },
    },
  });

export const theme = buildTheme(prefersReducedMotion());
