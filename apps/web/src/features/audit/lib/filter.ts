import { AUDIT_ENTITIES, type AuditEvent } from '@connector/contracts';

/** A record type to filter by, or '' for any. */
export type EntityChoice = AuditEvent['entity'] | '';

/** The audit log's filter as the form holds it; dates are the user's own days (`YYYY-MM-DD`). */
export interface AuditFilterValue {
  /** The tenant a super administrator reads; '' is their own. */
  tenantId: string;
  actor: string;
  entity: EntityChoice;
  action: string;
  entityId: string;
  from: string;
  to: string;
}

export const NO_FILTER: AuditFilterValue = { tenantId: '', actor: '', entity: '', action: '', entityId: '', from: '', to: '' };

export const FILTER_KEYS = Object.keys(NO_FILTER) as (keyof AuditFilterValue)[];

export const asEntity = (value: string | null): EntityChoice =>
  (AUDIT_ENTITIES as readonly string[]).includes(value ?? '') ? (value as EntityChoice) : '';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as a date field gives it (`YYYY-MM-DD`), or '' for anything else (a hand-edited URL). */
export const asDay = (value: string | null): string => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '');

/** The first instant of a day of the user's calendar. */
const startOf = (day: string) => new Date(`${day}T00:00:00`);

/** Whether the period runs backwards: its To day before its From day. */
export const reversedPeriod = ({ from, to }: Pick<AuditFilterValue, 'from' | 'to'>) => Boolean(from && to && to < from);

/**
 * The API's filter of a form's: blanks left out, and the days as instants of the user's time zone,
 * To counting its whole day (the server's `to` is exclusive).
 */
export function toAuditQuery(filter: AuditFilterValue) {
  const text = (value: string) => value.trim() || undefined;
  const dayAfter = (day: string) => {
    const next = startOf(day);
    next.setDate(next.getDate() + 1);
    return next;
  };
  const query = {
    tenantId: filter.tenantId || undefined,
    actor: text(filter.actor),
    entity: filter.entity || undefined,
    action: text(filter.action),
    entityId: text(filter.entityId),
    from: filter.from ? startOf(filter.from).toISOString() : undefined,
    to: filter.to ? dayAfter(filter.to).toISOString() : undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Partial<typeof query>;
}
