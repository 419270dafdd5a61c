import { TOAST_ERROR_MS } from '@connector/contracts';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

export interface Toast {
  success(message: string): void;
  info(message: string): void;
  /** Errors stay longer so they can be read (SHL-8). */
  error(message: string): void;
}

export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message) => enqueueSnackbar(message, { variant: 'success' }),
      info: (message) => enqueueSnackbar(message, { variant: 'info' }),
      error: (message) => enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_ERROR_MS }),
    }),
    [enqueueSnackbar],
  );
}
