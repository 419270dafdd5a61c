import type { OutCell, ReadLimits, ReadResult, WorkerReply, WorkerRequest } from './protocol.ts';

/**
 * Long enough for the largest file the console reads (100,000 rows parse in a few seconds), short
 * enough that a zip bomb or a pathological file ends in a message rather than a hung screen.
 */
export const WORKER_TIMEOUT_MS = 30_000;

/** One piece of work in a worker of its own, ended after its answer, its crash or its timeout. */
function inWorker(request: WorkerRequest, transfer: Transferable[], timeoutMs: number): Promise<WorkerReply> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module' });
    const finish = (reply: WorkerReply) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(reply);
    };
    const timer = setTimeout(() => finish({ kind: 'failed' }), timeoutMs);
    worker.onmessage = (event: MessageEvent<WorkerReply>) => finish(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      finish({ kind: 'failed' });
    };
    worker.onmessageerror = () => finish({ kind: 'failed' });
    worker.postMessage(request, transfer);
  });
}

/** The supplier rows of a spreadsheet, read in a worker; a crash or a timeout is `unreadable`. */
export async function readSpreadsheet(file: Blob, limits: ReadLimits, timeoutMs = WORKER_TIMEOUT_MS): Promise<ReadResult> {
  const data = await file.arrayBuffer();
  const reply = await inWorker({ kind: 'read', data, limits }, [data], timeoutMs);
  return reply.kind === 'read' ? reply.result : { ok: false, error: 'unreadable' };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An xlsx of one sheet, written in a worker; null when the worker failed. */
export async function writeSpreadsheet(sheetName: string, rows: OutCell[][], timeoutMs = WORKER_TIMEOUT_MS): Promise<Blob | null> {
  const reply = await inWorker({ kind: 'write', sheetName, rows }, [], timeoutMs);
  return reply.kind === 'write' ? new Blob([reply.data], { type: XLSX_TYPE }) : null;
}
