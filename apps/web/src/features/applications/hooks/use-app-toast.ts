import { TOAST_ERROR_MS } from '@connector/contracts';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** Success and error bars of the Applications screen both stay 6 seconds (APP-7). */
export function useAppToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_ERROR_MS }),
      error: (message: string) => enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_ERROR_MS }),
    }),
    [enqueueSnackbar],
  );
}
