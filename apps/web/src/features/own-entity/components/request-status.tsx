import type { OwnEntityRequest, OwnEntityState } from '@connector/contracts';
import { Alert, Box, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnEntityRequests } from '../api/list-own-entity-requests.ts';
import { useDateFormat } from '../../../components/use-date-format.ts';
import { countryName } from '../../../lib/i18n/countries.ts';
import { Fact } from '../../../components/fact.tsx';

const COLOURS: Record<OwnEntityState, ChipProps['color']> = { pending: 'info', linked: 'success', created: 'warning', failed: 'error' };

interface RequestStatusProps {
  appId: string;
  request: OwnEntityRequest;
  /** The server's confirmation, when the request was just sent. */
  sent: string | null;
  /** Once the request has linked the supplier: the screen reads its suppliers again. */
  onLinked(): unknown;
}

/**
 * A request and how it stands, read again while it is pending; once Orbis has added the company
 * and the supplier is linked, the screen's supplier data is read again.
 */
export function RequestStatus({ appId, request, sent, onLinked }: RequestStatusProps) {
  const { t, i18n } = useTranslation('own-entity');
  const formatDate = useDateFormat();
  const requests = useOwnEntityRequests(appId, request.supplierId, { watch: true });
  const current = requests.data?.find((item) => item.requestId === request.requestId) ?? request;
  const linked = current.state === 'linked';
  useEffect(() => {
    if (linked) void onLinked();
  }, [linked, onLinked]);

  const explanation = current.note ? t(`notes.${current.note}`, { bvdId: current.bvdId }) : t(`explain.${current.state}`, { bvdId: current.bvdId });
  return (
    <Stack spacing={2.5}>
      {sent && (
        <Alert severity="success" variant="outlined">
          {sent}
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        <Fact label={t('fields.CompanyName')}>{current.companyName}</Fact>
        <Fact label={t('fields.City')}>{current.city ?? '—'}</Fact>
        <Fact label={t('fields.Country')}>{countryName(i18n.language, current.country)}</Fact>
        <Fact label={t('fields.ProductOption')}>{t(`kinds.${current.kind}`)}</Fact>
        <Fact label={t('requestedAt')}>{formatDate(current.requestedAt)}</Fact>
        {current.bvdId && <Fact label={t('bvdId')}>{current.bvdId}</Fact>}
      </Box>
      <Stack direction="row" spacing={1.5} role="status" aria-label={t('status')} sx={{ alignItems: 'center' }}>
        <Chip color={COLOURS[current.state]} variant={linked ? 'filled' : 'outlined'} label={t(`states.${current.state}`)} />
        <Typography variant="body2">{explanation}</Typography>
      </Stack>
    </Stack>
  );
}
