import ReplayIcon from '@mui/icons-material/Replay';
import type { SupplierFailure } from '@connector/contracts';
import { Button, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutcomeToast } from '../../../../lib/feedback/index.ts';
import { translateMessage } from '../../../../lib/i18n/index.ts';
import { useRetryFailedSuppliers } from '../../api/retry-failed-suppliers.ts';
import { useDateFormat } from '../../hooks/use-date-format.ts';
import { MessageRow } from '../table/body-states.tsx';

/** Suppliers whose matching failed, with the reason; each, or all, can be matched again. */
export function FailuresTable({ appId, failures }: { appId: string; failures: readonly SupplierFailure[] }) {
  const { t } = useTranslation('suppliers');
  const feedback = useOutcomeToast();
  const formatDate = useDateFormat();
  const retry = useRetryFailedSuppliers();
  const titleId = useId();
  const retrying = retry.isPending ? (retry.variables?.body?.supplierIds?.[0] ?? 'all') : null;

  const send = (supplierIds?: string[]) =>
    retry.mutate(
      { params: { appId }, body: supplierIds ? { supplierIds } : {} },
      { onSuccess: ({ data }) => feedback.success(undefined, t('activity.retried', { count: data.retried })), onError: feedback.failure },
    );

  const headers = [t('columns.supplierId'), t('columns.supplierName'), t('activity.reason'), t('activity.attempts'), t('columns.processingDate')];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ px: 2, pt: 2, pb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('activity.failuresTitle')}
        </Typography>
        {failures.length > 0 && (
          <Button startIcon={<ReplayIcon />} onClick={() => send()} loading={retrying === 'all'} disabled={retry.isPending}>
            {t('activity.retryAll')}
          </Button>
        )}
      </Stack>
      <TableContainer>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {headers.map((header, index) => (
                <TableCell key={header} align={index === 3 ? 'right' : 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {header}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {t('table.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {failures.length === 0 && (
              <MessageRow columns={headers.length + 1}>
                <Typography sx={{ color: 'text.secondary' }}>{t('activity.noFailures')}</Typography>
              </MessageRow>
            )}
            {failures.map((failure) => (
              <TableRow key={failure.supplierId}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{failure.supplierId}</TableCell>
                <TableCell>{failure.supplierName}</TableCell>
                <TableCell sx={{ color: 'error.main', minWidth: 200 }}>{translateMessage(t, failure.error)}</TableCell>
                <TableCell align="right">{failure.attempts}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{failure.processingDate ? formatDate(failure.processingDate) : '—'}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    onClick={() => send([failure.supplierId])}
                    loading={retrying === failure.supplierId}
                    disabled={retry.isPending}
                    aria-label={t('activity.retryOf', { name: failure.supplierName })}
                  >
                    {t('activity.retry')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
