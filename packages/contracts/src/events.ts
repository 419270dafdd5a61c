import { z } from 'zod';
import { AssessmentProduct } from './assessments.ts';
import { MappingType } from './mappings.ts';
import { LinkSource } from './suppliers.ts';

/**
 * Domain events: what happened, told by the module that made it happen, inside the transaction
 * that made it true. Other modules react to them through named subscribers (the server's
 * `src/events`); the module that publishes does not know who listens. Each event is declared
 * here once, with every field a subscriber may need.
 */

/** Who made it happen: a person (or an application's credentials), or null for the connector itself. */
export const EventActor = z.object({ userId: z.string(), email: z.string().nullable() }).nullable();
export type EventActor = z.infer<typeof EventActor>;

const supplierEvent = {
  tenantId: z.string(),
  appId: z.string(),
  supplierId: z.string(),
  actor: EventActor,
};

export const DOMAIN_EVENTS = {
  /** A supplier was linked to a BvD ID, or linked to another one (`previousBvdId`). */
  'supplier.linked': z.object({
    ...supplierEvent,
    bvdId: z.string(),
    previousBvdId: z.string().nullable(),
    source: LinkSource,
  }),
  /** A supplier's link to `bvdId` was removed. */
  'supplier.unlinked': z.object({ ...supplierEvent, bvdId: z.string() }),
  /** A sync run of an application ended (done or failed), with what it did. */
  'supplier.synced': z.object({
    tenantId: z.string(),
    appId: z.string(),
    runId: z.string(),
    state: z.enum(['done', 'failed']),
    pulled: z.number().int(),
    linkedAuto: z.number().int(),
    waiting: z.number().int(),
    failed: z.number().int(),
  }),
  /** A mapping version became the active one of its type: the work it drives runs again. */
  'mapping.activated': z.object({
    tenantId: z.string(),
    appId: z.string(),
    mappingType: MappingType,
    version: z.number().int(),
    previousVersion: z.number().int().nullable(),
    actor: EventActor,
  }),
  /** A product scored an assessment the connector started; its results were written back. */
  'assessment.completed': z.object({
    ...supplierEvent,
    product: AssessmentProduct,
    assessmentId: z.string(),
    bvdId: z.string(),
    scoreLabel: z.string().nullable(),
    alertCount: z.number().int(),
  }),
} as const;

export type DomainEventType = keyof typeof DOMAIN_EVENTS;
export const DOMAIN_EVENT_TYPES = Object.keys(DOMAIN_EVENTS) as DomainEventType[];
export type DomainEvent<T extends DomainEventType> = z.infer<(typeof DOMAIN_EVENTS)[T]>;
