import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  AUDIT_COUNT_LIMIT,
  AUDIT_EXPORT_ROW_LIMIT,
  type AuditExportFile,
  type AuditExportFormat,
  type AuditFilter,
  type AuditEvent,
  type AuditLogPage,
} from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { cursorOf, positionOf } from './cursor.ts';
import { toAuditEvent } from './events.ts';
import { cellsOf } from './export-cells.ts';
import { exportWriter, type ExportWriter } from './export-file.ts';
import type { AuditRepository, LogFilter, LoggedRow } from './repository.ts';

export interface LogPageRequest {
  filter: AuditFilter;
  cursor?: string | undefined;
  pageSize: number;
}

/** Events an export reads at a time: each chunk is turned into the file's rows before the next is read. */
const EXPORT_CHUNK = 5_000;

const toLogFilter = (tenantId: string, { from, to, ...rest }: AuditFilter): LogFilter => ({
  tenantId,
  ...rest,
  from: from ? new Date(from) : undefined,
  to: to ? new Date(to) : undefined,
});

const positionAfter = (row: LoggedRow) => ({ at: row.atExact, id: row.id });

/**
 * The page of `pageSize` events out of `rows`, read one longer than the page: the extra row only
 * tells that an older page exists, without counting to the end.
 */
export function pageOf(rows: readonly LoggedRow[], pageSize: number): { rows: AuditEvent[]; nextCursor: string | null } {
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  return { rows: shown.map(toAuditEvent), nextCursor: rows.length > pageSize && last ? cursorOf(positionAfter(last)) : null };
}

/** `2025-01-31T09:05` → `20250131-0905`, for a file name. */
const stamp = (now: Date) => now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');

/**
 * Writes the filter's newest AUDIT_EXPORT_ROW_LIMIT events a chunk at a time, each chunk read
 * from where the last ended and a turn of the event loop between chunks, so a large export never
 * holds the server's other requests for long. Whether more events match than were written.
 */
async function writeEvents(tx: Tx, repository: AuditRepository, where: LogFilter, writer: ExportWriter): Promise<{ rows: number; truncated: boolean }> {
  let rows = 0;
  let last: LoggedRow | undefined;
  while (rows < AUDIT_EXPORT_ROW_LIMIT) {
    const asked = Math.min(EXPORT_CHUNK, AUDIT_EXPORT_ROW_LIMIT - rows);
    const chunk = await repository.logged(tx, where, last ? positionAfter(last) : null, asked);
    await writer.add(chunk.map((row) => cellsOf(toAuditEvent(row))));
    rows += chunk.length;
    last = chunk.at(-1);
    if (chunk.length < asked) return { rows, truncated: false };
    await nextTurn();
  }
  const more = last ? await repository.logged(tx, where, positionAfter(last), 1) : [];
  return { rows, truncated: more.length > 0 };
}

/**
 * A tenant's audit log (decision 027): the tenant's events newest first, filtered, a page at a
 * time from where the last page ended (a keyset on the event's time and id), and the same filter
 * as a file. The caller's permission and tenant were checked by the router.
 */
export function createTenantLog({ db, repository }: { db: Database; repository: AuditRepository }) {
  return {
    async page(tenantId: string, { filter, cursor, pageSize }: LogPageRequest): Promise<AuditLogPage> {
      const position = cursor ? positionOf(cursor) : null;
      const where = toLogFilter(tenantId, filter);
      return db.forTenant(tenantId, async (tx) => {
        const rows = await repository.logged(tx, where, position, pageSize + 1);
        const counted = await repository.count(tx, where, AUDIT_COUNT_LIMIT + 1);
        const { rows: shown, nextCursor } = pageOf(rows, pageSize);
        return { rows: shown, total: Math.min(counted, AUDIT_COUNT_LIMIT), moreThanTotal: counted > AUDIT_COUNT_LIMIT, nextCursor };
      });
    },

    /** The filter's newest AUDIT_EXPORT_ROW_LIMIT events as a CSV or .xlsx file, every cell inert. */
    async export(tenantId: string, filter: AuditFilter, format: AuditExportFormat, now = new Date()): Promise<AuditExportFile> {
      const writer = exportWriter(format);
      const { rows, truncated } = await db.forTenant(tenantId, (tx) => writeEvents(tx, repository, toLogFilter(tenantId, filter), writer));
      const file = await writer.finish();
      return {
        fileName: `audit-${tenantId}-${stamp(now)}.${file.extension}`,
        mediaType: file.mediaType,
        content: file.bytes.toString('base64'),
        rows,
        truncated,
      };
    },
  };
}

export type TenantLog = ReturnType<typeof createTenantLog>;
