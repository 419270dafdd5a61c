import { Backdrop, CircularProgress } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadingOverlay {
  /** Shows the overlay until the returned function is called; overlapping holds stack. */
  hold(): () => void;
  /** Shows the overlay while `work` runs. */
  during<T>(work: Promise<T>): Promise<T>;
}

const LoadingOverlayContext = createContext<LoadingOverlay | null>(null);

export function LoadingOverlayProvider({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  const [holds, setHolds] = useState(0);

  const hold = useCallback(() => {
    setHolds((n) => n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      setHolds((n) => n - 1);
    };
  }, []);
  const value = useMemo<LoadingOverlay>(
    () => ({
      hold,
      during: async (work) => {
        const release = hold();
        try {
          return await work;
        } finally {
          release();
        }
      },
    }),
    [hold],
  );

  return (
    <LoadingOverlayContext value={value}>
      {children}
      <Backdrop open={holds > 0} sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff' })}>
        <CircularProgress color="inherit" aria-label={t('loading')} />
      </Backdrop>
    </LoadingOverlayContext>
  );
}

export function useLoadingOverlay(): LoadingOverlay {
  const overlay = useContext(LoadingOverlayContext);
  if (!overlay) throw new Error('useLoadingOverlay must be used inside a LoadingOverlayProvider');
  return overlay;
}

/** Shows the overlay for as long as it is rendered. */
export function Loading() {
  const { hold } = useLoadingOverlay();
  useEffect(() => hold(), [hold]);
  return null;
}
