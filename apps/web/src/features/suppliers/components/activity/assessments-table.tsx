import type { AssessmentsFollowed } from '@connector/contracts';
import { Alert, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionTable } from '../../../../components/section-table.tsx';
import { useDateFormat } from '../../../../components/use-date-format.ts';

/**
 * The assessments the connector started and follows until they are scored: how many run and how
 * many are done, and those whose last check failed (checked again later, nothing is lost).
 * Shown only once the application has some.
 */
export function AssessmentsTable({ assessments }: { assessments: AssessmentsFollowed }) {
  const { t } = useTranslation('suppliers');
  const formatDate = useDateFormat();
  if (assessments.running + assessments.completed === 0) return null;

  const columns = [
    { label: t('activity.assessments.product'), nowrap: true },
    { label: t('activity.assessments.assessment'), nowrap: true },
    { label: t('activity.assessments.supplier'), nowrap: true },
    { label: t('activity.assessments.checks'), nowrap: true, align: 'right' as const },
    { label: t('activity.reason'), nowrap: true },
    { label: t('activity.assessments.startedAt'), nowrap: true },
  ];
  return (
    <SectionTable
      title={t('activity.assessments.title')}
      columns={columns}
      rowCount={assessments.troubled.length}
      intro={
        <Alert severity={assessments.troubled.length > 0 ? 'warning' : 'info'} sx={{ mx: 2, mb: 1 }}>
          {t('activity.assessments.summary', { running: assessments.running, completed: assessments.completed })}
          {assessments.troubled.length > 0 && ` ${t('activity.assessments.explain')}`}
        </Alert>
      }
    >
      {assessments.troubled.map((row) => (
        <TableRow key={`${row.product}-${row.assessmentId}`}>
          <TableCell>{t(`activity.assessments.products.${row.product}`)}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace' }}>{row.assessmentId}</TableCell>
          <TableCell>{row.supplierId}</TableCell>
          <TableCell align="right">{row.checks}</TableCell>
          <TableCell sx={{ color: 'warning.dark', minWidth: 200 }}>{row.lastError}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.startedAt)}</TableCell>
        </TableRow>
      ))}
    </SectionTable>
  );
}
