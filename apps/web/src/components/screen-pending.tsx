import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What a route shows until its screen is delivered: an honest notice, never sample data. */
export function ScreenPending() {
  const { t } = useTranslation('common');
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ConstructionOutlined color="action" fontSize="large" />
        <div>
          <Typography sx={{ fontWeight: 600 }}>{t('notAvailable')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('notAvailableHint')}
          </Typography>
        </div>
      </Stack>
    </Paper>
  );
}
