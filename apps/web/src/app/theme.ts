import { createTheme } from '@mui/material/styles';

export const DRAWER_WIDTH = 240;

export const theme = createTheme({
  palette: {
    primary: { main: '#1d4f91' },
    secondary: { main: '#0f7b6c' },
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
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiListItemButton: { styleOverrides: { root: { borderRadius: 6 } } },
  },
});
