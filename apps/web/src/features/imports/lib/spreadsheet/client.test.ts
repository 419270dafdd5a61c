import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSpreadsheet, writeSpreadsheet } from './client.ts';
import type { ReadLimits, WorkerReply, WorkerRequest } from './protocol.ts';

const LIMITS: ReadLimits = { maxRows: 10, maxCellLength: 10, maxUnzippedBytes: 1000, columns: { supplier: 'smVendorId', bvdId: 'BvDId' } };

/** A Worker that does what each test tells it with the request: answer, fail, or never answer. */
class FakeWorker {
  static made: FakeWorker[] = [];
  static behave: (worker: FakeWorker, request: WorkerRequest) => void = () => undefined;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(request: WorkerRequest, transfer: Transferable[]) {
    this.transfer = transfer;
    FakeWorker.behave(this, request);
  }
  transfer: Transferable[] = [];
  reply(data: WorkerReply) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  terminate() {
    this.terminated = true;
  }
}

describe('the spreadsheet worker, from the screen’s side', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    FakeWorker.made = [];
  });

  it('sends the file’s bytes (transferred, not copied) to a module worker and ends it after its answer', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.behave = (worker, request) => {
      expect(request).toMatchObject({ kind: 'read', limits: LIMITS });
      worker.reply({ kind: 'read', result: { ok: true, rows: [{ row: 2, smVendorId: 'S-1', BvDId: 'GB1' }] } });
    };
    const result = await readSpreadsheet(new Blob(['bytes']), LIMITS);
    expect(result).toEqual({ ok: true, rows: [{ row: 2, smVendorId: 'S-1', BvDId: 'GB1' }] });
    const [worker] = FakeWorker.made;
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.url.pathname).toMatch(/spreadsheet\.worker\.ts$/);
    expect(worker?.transfer[0]).toBeInstanceOf(ArrayBuffer);
    expect(worker?.terminated).toBe(true);
  });

  it('ends a worker that takes too long: the file could not be read', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.behave = () => undefined;
    const reading = readSpreadsheet(new Blob(['bytes']), LIMITS, 5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(FakeWorker.made[0]?.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(reading).resolves.toEqual({ ok: false, error: 'unreadable' });
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('takes a crashed worker (out of memory, a script error) as a file that could not be read', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.behave = (worker) => worker.onerror?.(new ErrorEvent('error', { message: 'out of memory', cancelable: true }));
    await expect(readSpreadsheet(new Blob(['bytes']), LIMITS)).resolves.toEqual({ ok: false, error: 'unreadable' });
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('gives the written file as an xlsx blob, or null when the worker failed', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.behave = (worker, request) => worker.reply(request.kind === 'write' && request.rows.length ? { kind: 'write', data: new ArrayBuffer(4) } : { kind: 'failed' });
    const file = await writeSpreadsheet('Results', [['Row']]);
    expect(file?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file?.size).toBe(4);
    await expect(writeSpreadsheet('Results', [])).resolves.toBeNull();
  });
});
