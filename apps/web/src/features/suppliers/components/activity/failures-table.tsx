import ReplayIcon from '@mui/icons-material/Replay';
import type { SupplierFailure } from '@connector/contracts';
import { Button, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionTable } from '../../../../components/section-table.tsx';
import { useOutcomeToast } from '../../../../lib/feedback/index.ts';
import { translateMessage } from '../../../../lib/i18n/index.ts';
import { useRetryFailedSuppliers } from '../../api/retry-failed-suppliers.ts';
import { useDateFormat } from '../../../../components/use-date-format.ts';

/** Suppliers whose matching failed, with the reason; each, or all, can be matched again. */
export function FailuresTable({ appId, failures }: { appId: string; failures: readonly SupplierFailure[] }) {
  const { t } = useTranslation('suppliers');
  const feedback = useOutcomeToast();
  const formatDate = useDateFormat();
  const retry = useRetryFailedSuppliers();
  const retrying = retry.isPending ? (retry.variables?.body?.supplierIds?.[0] ?? 'all') : null;

  const send = (supplierIds?: string[]) =>
    retry.mutate(
      { params: { appId }, body: supplierIds ? { supplierIds } : {} },
      { onSuccess: ({ data }) => feedback.success(undefined, t('activity.retried', { count: data.retried })), onError: feedback.failure },
    );

  const columns = [
    ...[t('columns.supplierId'), t('columns.supplierName'), t('activity.reason')].map((label) => ({ label, nowrap: true })),
    { label: t('activity.attempts'), nowrap: true, align: 'right' as const },
    { label: t('columns.processingDate'), nowrap: true },
    { label: t('table.actions'), align: 'right' as const },
  ];
  return (
    <SectionTable
      title={t('activity.failuresTitle')}
      columns={columns}
      rowCount={failures.length}
      empty={<Typography sx={{ color: 'text.secondary' }}>{t('activity.noFailures')}</Typography>}
      action={
        failures.length > 0 && (
          <Button startIcon={<ReplayIcon />} onClick={() => send()} loading={retrying === 'all'} disabled={retry.isPending}>
            {t('activity.retryAll')}
          </Button>
        )
      }
    >
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
    </SectionTable>
  );
}
