import { AUDIT_SECRET_MARK, type AuditEvent } from '@connector/contracts';

/** One field an event changed: what it held before and after (absent when the record did not exist). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Longest value shown in the table; the export holds them whole. */
const SHOWN_MAX = 120;

/** The fields an event changed, in the order it names them. */
export function fieldChanges({ before, after }: Pick<AuditEvent, 'before' | 'after'>): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}

/** How a value reads in the table; `secret` and `empty` are the screen's words for a hidden and for no value. */
export function shownValue(value: unknown, words: { secret: string; empty: string }): string {
  if (value === AUDIT_SECRET_MARK) return words.secret;
  if (value === undefined || value === null || value === '') return words.empty;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1)}…` : text;
}
