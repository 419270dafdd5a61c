import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A supplier without assessments of the product yet; one not linked to a company cannot have any. */
export function NoAssessments({ linked }: { linked: boolean }) {
  const { t } = useTranslation('assessments');
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <AssessmentOutlined color="action" fontSize="large" />
        <div>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {t('empty.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {linked ? t('empty.hint') : t('empty.notLinked')}
          </Typography>
        </div>
      </Stack>
    </Paper>
  );
}
