import type { DomainEvent } from '@connector/contracts';
import type { Tx } from '../../db/client.ts';
import { defineSubscriber, type EventBus } from '../../events/index.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { AppKey } from './enhancer.ts';
import { enqueueEnhancement, type CompanyViewJobs } from './jobs.ts';

/**
 * Every link, by a person, by the engine, by an import or by an own-entity request, asks for the
 * Orbis Enhancement of its application (docs/decisions/019): one job per application, however
 * many of its suppliers a batch links.
 */
export const enhanceAfterLink = defineSubscriber('companyViews.enhanceAfterLink', 'supplier.linked', { retryLimit: 8 });

/** The applications a batch of links belongs to, once each. */
export function linkedApps(events: readonly DomainEvent<'supplier.linked'>[]): AppKey[] {
  const apps = new Map<string, AppKey>();
  for (const { tenantId, appId } of events) apps.set(`${tenantId}/${appId}`, { tenantId, appId });
  return [...apps.values()];
}

export const registerCompanyViewSubscribers = (events: EventBus, queue: JobQueue<CompanyViewJobs>) =>
  events.react(enhanceAfterLink, async (linked, tx: Tx) => {
    for (const key of linkedApps(linked)) await enqueueEnhancement(queue, key, tx);
  });
