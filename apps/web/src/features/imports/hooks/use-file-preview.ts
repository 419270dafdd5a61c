import type { ImportCheck } from '@connector/contracts';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/index.ts';
import { useCheckSupplierBatch } from '../api/check-supplier-batch.ts';
import { checkedRows, type CheckedRows } from '../lib/check-issues.ts';
import { READ_LIMITS, refusalOf, type FileRefusal } from '../lib/file-limits.ts';
import { readSpreadsheet } from '../lib/spreadsheet/client.ts';
import type { ReadFailure } from '../lib/spreadsheet/protocol.ts';

/** Why a file shows no preview: refused by name or size, by its content, or by the server's check. */
export type Refusal = { error: FileRefusal } | ReadFailure | { error: 'server'; message: string | null };

export type Preview =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string }
  | { step: 'refused'; fileName: string; refusal: Refusal }
  /** Read, and no row in it: 'No Suppliers found'. */
  | { step: 'empty'; fileName: string }
  | { step: 'checking'; fileName: string; count: number }
  | ({ step: 'checked'; fileName: string; check: ImportCheck } & CheckedRows);

/**
 * A chosen file through its steps: refused by name or size, read in the worker, then checked by
 * the server. Only the latest file's outcome is kept, so a file chosen while another is read wins.
 */
export function useFilePreview(appId: string) {
  const [preview, setPreview] = useState<Preview>({ step: 'idle' });
  const { mutateAsync: checkRows } = useCheckSupplierBatch();
  const latest = useRef(0);

  const choose = useCallback(
    async (file: File) => {
      const turn = ++latest.current;
      const show = (next: Preview) => {
        if (turn === latest.current) setPreview(next);
      };
      const fileName = file.name;
      const refusal = refusalOf(file);
      if (refusal) return show({ step: 'refused', fileName, refusal: { error: refusal } });
      show({ step: 'reading', fileName });
      const read = await readSpreadsheet(file, READ_LIMITS);
      if (!read.ok) {
        const { ok: _ok, ...failure } = read;
        return show({ step: 'refused', fileName, refusal: failure });
      }
      if (read.rows.length === 0) return show({ step: 'empty', fileName });
      show({ step: 'checking', fileName, count: read.rows.length });
      try {
        const { data } = await checkRows({ params: { appId }, body: { rows: read.rows } });
        show({ step: 'checked', fileName, check: data, ...checkedRows(read.rows, data) });
      } catch (error) {
        show({ step: 'refused', fileName, refusal: { error: 'server', message: error instanceof ApiError ? error.message : null } });
      }
    },
    [appId, checkRows],
  );

  const clear = useCallback(() => {
    latest.current += 1;
    setPreview({ step: 'idle' });
  }, []);

  return { preview, choose, clear };
}
