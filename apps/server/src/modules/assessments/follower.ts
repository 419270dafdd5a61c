import type { AssessmentProduct } from '@connector/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/index.ts';
import type { EventPublisher } from '../../events/index.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { isProviderError, parseQuestionnaireRef, quotaResumeAt } from '../../providers/index.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';
import type { AlertsRepository } from '../suppliers/index.ts';
import { questionnaireAnswers, type ActiveMappings } from '../mappings/index.ts';
import { enqueueFollow, secondsBefore, type AssessmentJobs, type CheckKey } from './jobs.ts';
import { errorText, productOf } from './products.ts';
import type { AssessmentRunRow, AssessmentRunsRepository } from './repository.ts';
import type { AssessmentSuppliers } from './service.ts';
import { resultRecord } from './results.ts';

export interface FollowerDeps {
  db: Database;
  /** The suppliers' alert columns: a scored assessment shows in the connected list at once. */
  alerts: AlertsRepository;
  runtimes: AppRuntimes;
  repository: AssessmentRunsRepository;
  suppliers: AssessmentSuppliers;
  activeMapping: ActiveMappings;
  events: EventPublisher;
  queue: JobQueue<AssessmentJobs>;
}

const MAPPING_OF = { catalyst: 'catalystMapping', supplyChain: 'supplyChainMapping' } as const satisfies Record<AssessmentProduct, string>;

/**
 * One check of a started assessment (decision 026): the product is asked outside any transaction;
 * once it has scored the assessment, its results are written to the supplier's questionnaire in
 * Ariba as the product's mapping says (only what changed), the run is closed and
 * `assessment.completed` announced. A provider that fails delays the run to its next check.
 */
export function createFollower({ db, runtimes, repository, suppliers, alerts, activeMapping, events, queue }: FollowerDeps) {
  const current = (row: AssessmentRunRow | undefined, check: number): row is AssessmentRunRow => row?.state === 'running' && row.checks === check;

  /** Writes the results; answers the answers now in Ariba. A failure throws. */
  async function writeBack(app: AppRuntime, row: AssessmentRunRow, fields: Record<string, unknown>): Promise<Record<string, string>> {
    const key = { tenantId: row.tenantId, appId: row.appId, mappingType: MAPPING_OF[row.product] };
    const { mapping, questionnaire } = await db.forTenant(row.tenantId, async (tx) => ({
      mapping: app.flags[key.mappingType] ? await activeMapping(tx, key) : null,
      questionnaire: parseQuestionnaireRef(row.supplierId, (await suppliers.find(tx, row.tenantId, row.appId, row.supplierId))?.questionnaires[row.product] ?? null),
    }));
    const ariba = app.supplierData();
    if (!mapping || !questionnaire || !ariba) return row.writtenAnswers;
    const answers = questionnaireAnswers(mapping.content, resultRecord(row, fields));
    const changed = answers.filter((a) => row.writtenAnswers[a.externalQuestionId] !== a.answer);
    if (changed.length > 0) await ariba.writeAnswers(questionnaire, changed.map((a) => ({ correlationId: a.externalQuestionId, answer: a.answer })));
    return { ...row.writtenAnswers, ...Object.fromEntries(changed.map((a) => [a.externalQuestionId, a.answer])) };
  }

  /** The next check, after the usual pause or, when Ariba's quota is used up, once it is back. */
  async function later(row: AssessmentRunRow, error: string | null, notBefore?: Date): Promise<void> {
    const checks = row.checks + 1;
    const next = new Date(Math.max(Date.now() + secondsBefore(checks) * 1000, notBefore?.getTime() ?? 0));
    const key = { tenantId: row.tenantId, appId: row.appId, product: row.product, assessmentId: row.assessmentId };
    await db.forTenant(row.tenantId, async (tx) => {
      if (!current(await repository.findForUpdate(tx, key), row.checks)) return;
      await repository.update(tx, key, { checks, nextCheckAt: next, lastError: error });
      await enqueueFollow(queue, { ...key, check: checks }, next, tx);
    });
  }

  return {
    async check(key: CheckKey, signal: AbortSignal): Promise<void> {
      const { row, app } = await db.forTenant(key.tenantId, async (tx) => ({
        row: await repository.findForUpdate(tx, key),
        app: await runtimes.load(tx, key.tenantId, key.appId),
      }));
      if (!current(row, key.check)) return;
      // A disabled or deleted application asks nothing; the tick finds the run again.
      if (!app?.enabled) return later(row, null);
      try {
        const { view, fields } = await productOf(app, row.product).record(row.assessmentId);
        signal.throwIfAborted();
        if (view.status !== 'Completed') return later(row, null);
        const writtenAnswers = await writeBack(app, row, fields);
        await db.forTenant(row.tenantId, async (tx) => {
          if (!current(await repository.findForUpdate(tx, key), row.checks)) return;
          await repository.update(tx, key, { state: 'completed', result: view, writtenAnswers, checks: row.checks + 1, lastError: null, completedAt: new Date() });
          await alerts.write(tx, row.tenantId, row.appId, [{ supplierId: row.supplierId, product: row.product, alerts: view.ALERT_COUNT, scoreLabel: view.scoreLabel }]);
          await events.publish(tx, 'assessment.completed', [
            { tenantId: row.tenantId, appId: row.appId, supplierId: row.supplierId, product: row.product, assessmentId: row.assessmentId, bvdId: row.bvdId, scoreLabel: view.scoreLabel, alertCount: view.ALERT_COUNT, actor: null },
          ]);
        });
      } catch (error) {
        signal.throwIfAborted();
        if (!isProviderError(error) && !(error instanceof AppError)) throw error;
        // Waiting for Ariba (its quota, a supplier editing its questionnaire) is not a failure of the run.
        const waiting = isProviderError(error) && (error.kind === 'quota' || error.kind === 'busy');
        await later(row, waiting ? null : errorText(error), quotaResumeAt(error));
      }
    },
  };
}

export type Follower = ReturnType<typeof createFollower>;
