import type { AuditEvent } from '@connector/contracts';
import { TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChangesCell } from './changes-cell.tsx';

/** The table's columns, in order: keys of `list.columns`. */
export const AUDIT_COLUMNS = ['at', 'actor', 'source', 'record', 'action', 'changes'] as const;

/** One event: when, who, from where, which record, what was done, and the fields it changed. */
export function AuditRow({ event, formatDate }: { event: AuditEvent; formatDate(iso: string): string }) {
  const { t } = useTranslation('audit');
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={event.at}>{formatDate(event.at)}</time>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{event.actorEmail || event.actorId || t('actor.none')}</TableCell>
      <TableCell>{t(`sources.${event.source}`)}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{`${t(`entities.${event.entity}`)} ${event.entityId}`}</TableCell>
      <TableCell>{t(`actions.${event.action}`, { defaultValue: event.action })}</TableCell>
      <ChangesCell event={event} />
    </TableRow>
  );
}
