import type { OrbisCompany } from '@connector/contracts';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ApiError } from '../../../lib/api/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useCheckAgain, useChecking, useOrbisCompany } from '../api/get-orbis-company.ts';
import { orbisErrorText } from '../lib/orbis-error.ts';
import { BvdIdForm } from './bvd-id-form.tsx';
import { CompanyHeading } from './company-heading.tsx';
import { ReportFrame } from './report-frame.tsx';

const MALFORMED = 400;
const UNKNOWN = 404;

/** Where the BvD ID searched is kept: in the address, `?bvdId=`. */
const SEARCHED = 'bvdId';

/**
 * The BvD ID search: Orbis is asked first whether it knows the company (decision 019), so an
 * unknown or malformed BvD ID gets a message instead of an empty frame; then its report. The BvD ID
 * searched lives in the address, so that a change of application (which starts the search afresh
 * for the new one), a reload or a shared link shows the same company (decision 015).
 */
export function BvdIdSearch({ appId }: { appId: string }) {
  const { t } = useTranslation('company-views');
  const [params, setParams] = useSearchParams();
  const bvdId = params.get(SEARCHED)?.trim() || null;
  const company = useOrbisCompany(appId, bvdId);
  const checkAgain = useCheckAgain(appId);
  const checking = useChecking();
  const onSearch = (next: string) => {
    if (next === bvdId) void checkAgain(next);
    else
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(SEARCHED, next);
        return updated;
      });
  };
  const malformed = company.error?.status === MALFORMED ? company.error : null;
  const fieldError = malformed
    ? translateMessage(t, malformed.errors.find((error) => error.field === 'params.bvdId')?.message ?? malformed.message)
    : null;

  return (
    <Stack spacing={3}>
      <BvdIdForm searching={checking} searched={bvdId} error={fieldError} onSearch={onSearch} />
      {bvdId === null || malformed ? <Notice text={t('bvdSearch.before')} /> : <Result bvdId={bvdId} company={company} />}
    </Stack>
  );
}

function Notice({ text, busy = false }: { text: string; busy?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} aria-busy={busy}>
      <Typography role={busy ? 'status' : undefined} sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </Paper>
  );
}

function Result({ bvdId, company }: { bvdId: string; company: UseQueryResult<OrbisCompany, ApiError> }) {
  const { t, i18n } = useTranslation('company-views');
  if (company.isPending) return <Notice text={t('bvdSearch.checking')} busy />;
  if (company.isError && company.error.status === UNKNOWN) {
    return (
      <Alert severity="warning" role="status">
        {t('bvdSearch.notFound', { bvdId: bvdId.toUpperCase() })}
      </Alert>
    );
  }
  if (company.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void company.refetch()}>
            {t('bvdSearch.retry')}
          </Button>
        }
      >
        {orbisErrorText(t, i18n, company.error, t('bvdSearch.unavailable'))}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <CompanyHeading company={company.data} />
      <ReportFrame key={company.data.bvdId} bvdId={company.data.bvdId} />
    </Stack>
  );
}
