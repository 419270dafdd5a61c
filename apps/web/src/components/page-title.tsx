import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The screen's heading; also names the browser tab. */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation('common');
  const product = t('productName');
  useEffect(() => {
    document.title = `${children} · ${product}`;
  }, [children, product]);
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
}
