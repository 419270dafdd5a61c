import { Alert, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useOwnEntityRequests } from '../api/list-own-entity-requests.ts';
import { RequestStatus } from './request-status.tsx';

const NOT_FOUND = 404;

/** The supplier's latest own-entity request and how it stands; nothing when it has none. */
export function OwnEntitySection({ appId, supplierId, onLinked }: { appId: string; supplierId: string; onLinked(): unknown }) {
  const { t } = useTranslation('own-entity');
  const titleId = useId();
  const requests = useOwnEntityRequests(appId, supplierId, { watch: true });
  const latest = requests.data?.[0];
  const failed = requests.isError && requests.error.status !== NOT_FOUND;
  if (!latest && !failed) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {latest ? (
        <RequestStatus appId={appId} request={latest} sent={null} onLinked={onLinked} />
      ) : (
        requests.error && <Alert severity="error">{translateMessage(t, requests.error.message)}</Alert>
      )}
    </Paper>
  );
}
