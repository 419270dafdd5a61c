import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface StatusPageProps {
  /** A short code shown large (`404`, `403`), or a title. */
  headline: string;
  message: string;
  /** A button or link that leads on. */
  action?: ReactNode;
  /** Fills the whole window (pages outside the shell) instead of the content area. */
  fullScreen?: boolean;
}

/** Error and empty pages: one big headline, one sentence, at most one way on. */
export function StatusPage({ headline, message, action, fullScreen = false }: StatusPageProps) {
  return (
    <Box
      component={fullScreen ? 'main' : 'section'}
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullScreen ? '100vh' : '60vh',
        px: 3,
        bgcolor: fullScreen ? 'background.default' : undefined,
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        <Typography variant="h1" component="h1" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {headline}
        </Typography>
        <Typography variant="h6" component="p" sx={{ color: 'text.secondary' }}>
          {message}
        </Typography>
        {action}
      </Stack>
    </Box>
  );
}
