import type { DomainEvent } from '@connector/contracts';
import type { Tx } from '../../db/client.ts';
import { defineSubscriber, type EventBus } from '../../events/index.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { EnhancementRepository } from '../suppliers/index.ts';
import type { AppKey } from './enhancer.ts';
import { enqueueEnhancement, enqueueRiskPush, type CompanyViewJobs } from './jobs.ts';

/**
 * Every link, by a person, by the engine, by an import or by an own-entity request, asks for the
 * Orbis Enhancement of its application (docs/decisions/019): one job per application, however
 * many of its suppliers a batch links.
 */
export const enhanceAfterLink = defineSubscriber('companyViews.enhanceAfterLink', 'supplier.linked', { retryLimit: 8 });

/**
 * A new active Orbis Integration Mapping writes its answers back for every linked supplier of the
 * application (decision 025): they are made due again, and the run sends only what changed. A new
 * active Risk Integration Mapping pushes again what it chooses, for suppliers whose fields change.
 */
export const rewriteAfterActivation = defineSubscriber('companyViews.rewriteAfterActivation', 'mapping.activated', { retryLimit: 8 });

/** A scored assessment changes what the risk mapping's catalyst and supply chain rows read: its application's risk push runs. */
export const pushAfterAssessment = defineSubscriber('companyViews.pushAfterAssessment', 'assessment.completed', { retryLimit: 8 });

/** The applications a batch of events belongs to, once each. */
export function linkedApps(events: readonly AppKey[]): AppKey[] {
  const apps = new Map<string, AppKey>();
  for (const { tenantId, appId } of events) apps.set(`${tenantId}/${appId}`, { tenantId, appId });
  return [...apps.values()];
}

export async function registerCompanyViewSubscribers(events: EventBus, queue: JobQueue<CompanyViewJobs>, repository: EnhancementRepository): Promise<void> {
  await events.react(enhanceAfterLink, async (linked, tx: Tx) => {
    for (const key of linkedApps(linked)) await enqueueEnhancement(queue, key, tx);
  });
  await events.react(rewriteAfterActivation, async (activated: readonly DomainEvent<'mapping.activated'>[], tx: Tx) => {
    const written = activated.filter((event) => event.mappingType === 'questionnaireMapping');
    for (const key of linkedApps(written)) {
      await repository.requeue(tx, key.tenantId, key.appId);
      await enqueueEnhancement(queue, key, tx);
    }
    for (const key of linkedApps(activated.filter((event) => event.mappingType === 'riskMapping'))) await enqueueRiskPush(queue, key, tx);
  });
  await events.react(pushAfterAssessment, async (completed, tx: Tx) => {
    for (const key of linkedApps(completed)) await enqueueRiskPush(queue, key, tx);
  });
}
