import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * notistack's toast with the theme's colours: its own green, blue and orange put white text
 * below the 4.5:1 contrast WCAG 1.4.3 asks for; the theme's are chosen to meet it.
 */
const ThemedToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
}));

/** For `SnackbarProvider`'s `Components`: every variant drawn by the themed toast. */
export const TOAST_COMPONENTS = {
  default: ThemedToast,
  success: ThemedToast,
  info: ThemedToast,
  warning: ThemedToast,
  error: ThemedToast,
};
