import type { AuditEvent } from '@connector/contracts';
import { TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChangesCell } from './changes-cell.tsx';

/** A History's columns, in order: the audit log's (keys of `list.columns`) but the record, which the screen names. */
export const HISTORY_COLUMNS = ['at', 'actor', 'source', 'action', 'changes'] as const;

/** One event of a record: when, who, from where, what was done, and the fields it changed. */
export function HistoryRow({ event, formatDate }: { event: AuditEvent; formatDate(iso: string): string }) {
  const { t } = useTranslation('audit');
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={event.at}>{formatDate(event.at)}</time>
      </TableCell>
      {/* An e-mail breaks at its @ or dots, never letter by letter, however narrow the record's screen. */}
      <TableCell sx={{ minWidth: 180, overflowWrap: 'break-word', wordBreak: 'break-word' }}>{event.actorEmail || event.actorId || t('actor.none')}</TableCell>
      <TableCell>{t(`sources.${event.source}`)}</TableCell>
      <TableCell>{t(`actions.${event.action}`, { defaultValue: event.action })}</TableCell>
      <ChangesCell event={event} />
    </TableRow>
  );
}
