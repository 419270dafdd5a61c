import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Button, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordHistory, type HistoryRecord } from '../api/list-record-history.ts';
import { AuditTableState } from './audit-table-state.tsx';
import { AuditRow, HISTORY_COLUMNS } from './audit-row.tsx';
import { useDateFormat } from '../../../components/use-date-format.ts';

/**
 * A record's History (issue 28): who changed what and when, from where, each changed field before
 * → after, a secret only as changed; newest first, older events a page at a time from the server.
 * Closed until opened, so a record screen asks for its trail only when someone looks.
 */
export function RecordHistory(record: HistoryRecord) {
  const { t } = useTranslation('audit');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Accordion variant="outlined" expanded={open} onChange={(_event, expanded) => setOpen(expanded)} disableGutters sx={{ mt: 3, '&.MuiAccordion-root': { mt: 3 } }} slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-history`} id={`${id}-heading`}>
        <Typography variant="h6" component="span">
          {t('history.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-history`} sx={{ px: 0, pt: 0 }}>
        <HistoryTable record={record} labelledBy={`${id}-heading`} />
      </AccordionDetails>
    </Accordion>
  );
}

function HistoryTable({ record, labelledBy }: { record: HistoryRecord; labelledBy: string }) {
  const { t } = useTranslation('audit');
  const formatDate = useDateFormat();
  const history = useRecordHistory(record);
  const events = history.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <Stack spacing={1}>
      {/* A scroll area when the table is wider than the panel: reachable by keyboard, and named. */}
      <TableContainer tabIndex={0} role="group" aria-labelledby={labelledBy}>
        <Table size="small" aria-labelledby={labelledBy} aria-busy={history.isFetching}>
          <TableHead>
            <TableRow>
              {HISTORY_COLUMNS.map((column) => (
                // The changes take half the width, so a long value wraps in lines, not in letters.
                <TableCell key={column} sx={{ fontWeight: 600, ...(column === 'changes' ? { width: '50%' } : {}) }}>
                  {t(`list.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          {events.length > 0 ? (
            <TableBody>
              {events.map((event) => (
                <AuditRow key={event.id} event={event} formatDate={formatDate} withRecord={false} />
              ))}
            </TableBody>
          ) : (
            <AuditTableState
              columns={HISTORY_COLUMNS.length}
              rows={3}
              loading={history.isPending}
              error={history.isError ? history.error : null}
              onRetry={() => void history.refetch()}
              empty={t('history.empty')}
            />
          )}
        </Table>
      </TableContainer>
      {history.hasNextPage && (
        <Stack direction="row" sx={{ px: 2, pb: 1, justifyContent: 'center' }}>
          <Button onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
            {t('history.older')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
