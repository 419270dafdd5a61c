import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiProvider, type ApiClient } from '../lib/api/index.ts';
import { LoadingOverlayProvider } from '../lib/feedback/index.ts';
import { theme } from './theme.ts';

export interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  /** The client for calls made before sign-in (the tenant lookup). */
  apiClient: ApiClient;
  children?: ReactNode;
}

/** What every screen needs, the first one included; the signed-in console adds its toasts (`ToastProvider`). */
export function AppProviders({ i18n, queryClient, apiClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={apiClient}>
            <LoadingOverlayProvider>{children}</LoadingOverlayProvider>
          </ApiProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
