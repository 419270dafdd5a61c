import { TOAST_MS } from '@connector/contracts';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { TOAST_COMPONENTS } from './toast-content.tsx';

/**
 * Toasts of the signed-in console. Provided there rather than with the entry's providers: no
 * screen before sign-in shows one, so notistack stays out of the page's first download.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_MS}
      Components={TOAST_COMPONENTS}
    >
      {children}
    </SnackbarProvider>
  );
}
