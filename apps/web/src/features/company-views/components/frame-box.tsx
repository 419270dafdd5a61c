import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What stands where the report will be, at the frame's height, so the screen does not jump. */
function FrameBox({ height, busy = false, children }: { height: number | string; busy?: boolean; children: ReactNode }) {
  return (
    <Box
      aria-busy={busy}
      sx={{
        height,
        display: 'grid',
        placeItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        p: 3,
      }}
    >
      {children}
    </Box>
  );
}

export function FrameLoading({ height }: { height: number | string }) {
  const { t } = useTranslation('company-views');
  return (
    <FrameBox height={height} busy>
      <Stack spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={32} aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>{t('frame.loading')}</Typography>
      </Stack>
    </FrameBox>
  );
}

/** Why there is no report: a title and what to do. */
export function FrameNotice({ height, icon, title, hint }: { height: number | string; icon: ReactNode; title: string; hint: string }) {
  return (
    <FrameBox height={height}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 560 }}>
        {icon}
        <div>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {hint}
          </Typography>
        </div>
      </Stack>
    </FrameBox>
  );
}

export function FrameFailed({ height, message, onRetry }: { height: number | string; message: string; onRetry?: () => void }) {
  const { t } = useTranslation('company-views');
  return (
    <FrameBox height={height}>
      <Alert
        severity="error"
        sx={{ maxWidth: 640 }}
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('frame.retry')}
            </Button>
          )
        }
      >
        {message}
      </Alert>
    </FrameBox>
  );
}
