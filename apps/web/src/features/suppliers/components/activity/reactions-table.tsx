import type { FailedReaction } from '@connector/contracts';
import { Alert, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionTable } from '../../../../components/section-table.tsx';
import { useDateFormat } from '../../../../components/use-date-format.ts';

/**
 * Follow-up work on the application's events (the Orbis Enhancement after a link, …) that failed
 * after its retries: what it was, for how many events, and why. Shown only when there is some.
 */
export function ReactionsTable({ reactions }: { reactions: readonly FailedReaction[] }) {
  const { t } = useTranslation('suppliers');
  const formatDate = useDateFormat();
  if (reactions.length === 0) return null;

  const columns = [
    { label: t('activity.reactions.work'), nowrap: true },
    { label: t('activity.reactions.event'), nowrap: true },
    { label: t('activity.reactions.events'), nowrap: true, align: 'right' as const },
    { label: t('activity.attempts'), nowrap: true, align: 'right' as const },
    { label: t('activity.reason'), nowrap: true },
    { label: t('activity.reactions.failedAt'), nowrap: true },
  ];
  return (
    <SectionTable
      title={t('activity.reactions.title')}
      columns={columns}
      rowCount={reactions.length}
      intro={
        <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
          {t('activity.reactions.explain')}
        </Alert>
      }
    >
      {reactions.map((reaction) => (
        <TableRow key={`${reaction.subscriber}-${reaction.failedAt}`}>
          <TableCell>{t(`activity.reactions.subscribers.${reaction.subscriber}`, { defaultValue: reaction.subscriber })}</TableCell>
          <TableCell>{t(`activity.reactions.eventTypes.${reaction.event}`, { defaultValue: reaction.event })}</TableCell>
          <TableCell align="right">{reaction.events}</TableCell>
          <TableCell align="right">{reaction.attempts}</TableCell>
          <TableCell sx={{ color: 'error.main', minWidth: 200 }}>{reaction.error}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(reaction.failedAt)}</TableCell>
        </TableRow>
      ))}
    </SectionTable>
  );
}
