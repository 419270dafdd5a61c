import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of the pages shown outside the console shell: a centred card with the product name. */
export function AuthLayout({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: 4 }}>
        <Stack spacing={2}>
          <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: 1.2 }}>
            {t('productName')}
          </Typography>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
