import { batchQueries } from './batches.ts';
import { rowQueries } from './rows.ts';

export type { BatchRow, ImportRowRecord, NewBatchRow, PendingRow, Progress, RowOutcome } from './scope.ts';

/** The imports' tables, the one way in to them: the batches and their rows. */
export function createImportsRepository() {
  return { ...batchQueries, ...rowQueries };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
