import type { AuditEvent } from '@connector/contracts';
import { TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChangesCell } from './changes-cell.tsx';

/** The audit log's columns, in order: keys of `list.columns`. */
export const AUDIT_COLUMNS = ['at', 'actor', 'source', 'record', 'action', 'changes'] as const;
/** A History's columns: the audit log's but the record, which the screen already names. */
export const HISTORY_COLUMNS = AUDIT_COLUMNS.filter((column) => column !== 'record');

interface AuditRowProps {
  event: AuditEvent;
  formatDate(iso: string): string;
  /** Whether the row names its record: in the audit log, not in a record's own History. */
  withRecord?: boolean;
}

/** One event: when, who, from where, which record, what was done, and the fields it changed. */
export function AuditRow({ event, formatDate, withRecord = true }: AuditRowProps) {
  const { t } = useTranslation('audit');
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={event.at}>{formatDate(event.at)}</time>
      </TableCell>
      {/* An e-mail breaks at its @ or dots, never letter by letter, however narrow the screen. */}
      <TableCell sx={{ minWidth: 180, overflowWrap: 'break-word', wordBreak: 'break-word' }}>{event.actorEmail || event.actorId || t('actor.none')}</TableCell>
      <TableCell>{t(`sources.${event.source}`)}</TableCell>
      {withRecord && <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>{`${t(`entities.${event.entity}`)} ${event.entityId}`}</TableCell>}
      <TableCell>{t(`actions.${event.action}`, { defaultValue: event.action })}</TableCell>
      <ChangesCell event={event} />
    </TableRow>
  );
}
