import type { WorkerReply, WorkerRequest } from './protocol.ts';
import { readSupplierSheet } from './read-sheet.ts';
import { writeSheet } from './write-results.ts';

/**
 * The spreadsheet work, off the main thread: reading an uploaded file and writing a results file.
 * The spreadsheet library is bundled here only, so the screen's own chunks never carry it.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply, transfer?: Transferable[]): void;
};

scope.onmessage = ({ data: request }) => {
  try {
    if (request.kind === 'read') {
      scope.postMessage({ kind: 'read', result: readSupplierSheet(new Uint8Array(request.data), request.limits) });
    } else {
      const data = writeSheet(request.sheetName, request.rows);
      scope.postMessage({ kind: 'write', data }, [data]);
    }
  } catch {
    scope.postMessage({ kind: 'failed' });
  }
};
