import AppsOutlined from '@mui/icons-material/AppsOutlined';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Suppliers are imported into the application chosen in the top bar; before one is, the screen says so. */
export function NoApplication() {
  const { t } = useTranslation('imports');
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <AppsOutlined color="action" fontSize="large" />
        <div>
          <Typography sx={{ fontWeight: 600 }}>{t('noApplication.title')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('noApplication.hint')}
          </Typography>
        </div>
      </Stack>
    </Paper>
  );
}
