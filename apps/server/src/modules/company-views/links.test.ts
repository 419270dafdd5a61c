import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { AuditEntry, AuditLog } from '../audit/index.ts';
import type { CompanyViewJobs } from './jobs.ts';
import { enhanceAfterLinks } from './links.ts';

const APP_A = '00000000-0000-4000-8000-00000000000a';
const APP_B = '00000000-0000-4000-8000-00000000000b';
const tx = {} as Tx;

const entry = (action: string, entityId: string, entity: AuditEntry['entity'] = 'supplier', tenantId = 'default'): AuditEntry => ({
  tenantId,
  actor: null,
  action,
  entity,
  entityId,
});

function harness() {
  const recorded: AuditEntry[] = [];
  const sent: { data: unknown; singletonKey?: string; tx?: Tx }[] = [];
  const audit = {
    record: async (_tx: Tx, e: AuditEntry) => void recorded.push(e),
    recordMany: async (_tx: Tx, es: readonly AuditEntry[]) => void recorded.push(...es),
  } as unknown as AuditLog;
  const queue = {
    send: async (_name: string, data: unknown, options: { singletonKey?: string; tx?: Tx }) => {
      sent.push({ data, ...options });
      return 'job';
    },
  } as unknown as JobQueue<CompanyViewJobs>;
  return { watched: enhanceAfterLinks(audit, queue), recorded, sent };
}

describe('the enhancement queued with every recorded link', () => {
  it('queues one enhancement per application of a batch of links, in the links’ transaction', async () => {
    const { watched, recorded, sent } = harness();
    const batch = [entry('link', `${APP_A}:S-1`), entry('link', `${APP_A}:S-2`), entry('relink', `${APP_B}:S-9`, 'supplier', 'beta')];
    await watched.recordMany(tx, batch);
    expect(recorded).toEqual(batch);
    expect(sent).toEqual([
      { data: { tenantId: 'default', appId: APP_A }, singletonKey: APP_A, tx },
      { data: { tenantId: 'beta', appId: APP_B }, singletonKey: APP_B, tx },
    ]);
  });

  it('queues nothing for an unlink or for another kind of record, and records them all the same', async () => {
    const { watched, recorded, sent } = harness();
    await watched.record(tx, entry('unlink', `${APP_A}:S-1`));
    await watched.record(tx, entry('link', APP_A, 'application'));
    await watched.recordMany(tx, []);
    expect(recorded).toHaveLength(2);
    expect(sent).toEqual([]);
  });
});
