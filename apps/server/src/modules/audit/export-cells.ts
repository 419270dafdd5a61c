import type { AuditEvent } from '@connector/contracts';

/**
 * The export's columns, named as the API names the fields: stable, in any language, for people who
 * filter the file and for programs that read it.
 */
export const EXPORT_COLUMNS = ['at', 'tenantId', 'actorEmail', 'actorId', 'source', 'entity', 'entityId', 'action', 'changes', 'before', 'after'] as const;

/**
 * What a spreadsheet program reads as a formula when a cell starts with it (CSV injection): `=`,
 * `+`, `-`, `@`, a tab or a carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell kept as text in any spreadsheet program: one that starts like a formula gets a single quote before it. */
export function inertCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

type Snapshot = Record<string, unknown> | null;

/** A field's value as the file shows it: text as it is, anything else as JSON; nothing for an absent field. */
function shown(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One line per changed field, `field: before → after` (secrets already read `[secret]`). */
export function changesOf(before: Snapshot, after: Snapshot): string {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => `${field}: ${shown(before?.[field])} → ${shown(after?.[field])}`).join('\n');
}

/** The event's cells in column order, each made inert. */
export function cellsOf(event: AuditEvent): string[] {
  const cells: Record<(typeof EXPORT_COLUMNS)[number], string> = {
    at: event.at,
    tenantId: event.tenantId,
    actorEmail: event.actorEmail ?? '',
    actorId: event.actorId ?? '',
    source: event.source,
    entity: event.entity,
    entityId: event.entityId,
    action: event.action,
    changes: changesOf(event.before, event.after),
    before: event.before ? JSON.stringify(event.before) : '',
    after: event.after ? JSON.stringify(event.after) : '',
  };
  return EXPORT_COLUMNS.map((column) => inertCell(cells[column]));
}
