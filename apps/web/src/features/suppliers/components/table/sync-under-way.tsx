import type { SyncRun } from '@connector/contracts';
import { Box, Stack, TableBody, Typography } from '@mui/material';
import { RunProgress } from '../activity/run-progress.tsx';
import { MessageRow } from './body-states.tsx';

interface SyncUnderWayBodyProps {
  run: SyncRun;
  columns: number;
  /** What the list will hold once the run has got that far. */
  message: string;
}

/**
 * The body of a supplier list that is empty while the application's sync runs (a first start's
 * demo application, above all): not "nothing here", but the run's progress as the activity shows
 * it. The Link BvD list shows it too.
 */
export function SyncUnderWayBody({ run, columns, message }: SyncUnderWayBodyProps) {
  return (
    <TableBody>
      <MessageRow columns={columns}>
        <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
          <Typography sx={{ color: 'text.secondary' }}>{message}</Typography>
          <Box sx={{ textAlign: 'left' }}>
            <RunProgress run={run} />
          </Box>
        </Stack>
      </MessageRow>
    </TableBody>
  );
}
