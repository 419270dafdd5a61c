import type { AuditEvent } from '@connector/contracts';
import { Box, TableCell, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { fieldChanges, shownValue } from '../lib/changes.ts';

/**
 * The fields an event changed, one per line, before → after (a new record's fields with their
 * values alone); a secret only as changed.
 */
export function ChangesCell({ event }: { event: Pick<AuditEvent, 'before' | 'after'> }) {
  const { t } = useTranslation('audit');
  const changes = fieldChanges(event);
  const words = { secret: t('changes.secret'), empty: t('changes.empty') };
  if (changes.length === 0) {
    return <TableCell sx={{ color: 'text.secondary' }}>{t('changes.none')}</TableCell>;
  }
  return (
    // A value breaks anywhere, so without a floor a table on a phone would give it a letter's width.
    <TableCell sx={{ minWidth: 240 }}>
      <Box component="ul" aria-label={t('changes.label')} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {changes.map(({ field, before, after }) => (
          <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {field}
            </Box>
            {event.before === null ? `: ${shownValue(after, words)}` : `: ${shownValue(before, words)} → ${shownValue(after, words)}`}
          </Typography>
        ))}
      </Box>
    </TableCell>
  );
}
