import { MAPPING_MESSAGES } from '@connector/contracts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors/index.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { AppRuntimes } from '../applications/index.ts';
import type { EnhancementRepository } from '../suppliers/index.ts';
import { enqueueEnhancement, type CompanyViewJobs } from './jobs.ts';

export interface WriteBackRequestDeps {
  db: Database;
  runtimes: AppRuntimes;
  repository: EnhancementRepository;
  queue: JobQueue<CompanyViewJobs>;
}

/**
 * The write-back on request (decision 025): one linked supplier, or every linked supplier of the
 * application, made due again and the application's enhancement queued, in one transaction.
 */
export function createWriteBackRequests({ db, runtimes, repository, queue }: WriteBackRequestDeps) {
  return async (tenantId: string, appId: string, supplierId?: string): Promise<{ queued: number }> =>
    db.forTenant(tenantId, async (tx) => {
      if (!(await runtimes.load(tx, tenantId, appId))) throw notFound();
      const queued = await repository.requeue(tx, tenantId, appId, supplierId);
      if (supplierId !== undefined && queued === 0) {
        throw badRequest(MAPPING_MESSAGES.supplierNotLinked, [{ field: 'body.supplierId', message: MAPPING_MESSAGES.supplierNotLinked }]);
      }
      if (queued > 0) await enqueueEnhancement(queue, { tenantId, appId }, tx);
      return { queued };
    });
}

export type WriteBackRequests = ReturnType<typeof createWriteBackRequests>;
