import type { MappingContent, MappingList } from '@connector/contracts';
import { uniqueItems } from './mapping-content.ts';

/** A mapped value a new list no longer offers, as the report after `Removed:` names it. */
export interface RemovedValue {
  /** The row's label. */
  field: string;
  /** The value's label in the former list, else the value itself. */
  value: string;
}

/** Rows whose values come from the chosen list; a risk row's come from its source system instead. */
const fromList = (row: MappingContent['rows'][number]) => row.optionRisk === undefined;

/** Whether choosing another list could remove anything: some row holds values taken from the list (MAP-12). */
export function hasListValues(content: MappingContent): boolean {
  return content.rows.some((row) => fromList(row) && row.values.length > 0);
}

/**
 * The content with `list` chosen, its items each once (MAP-12), and every mapped value the list
 * does not hold taken out of its row; what was taken out is listed for the `Removed:` report.
 */
export function applyList(content: MappingContent, list: MappingList): { content: MappingContent; removed: RemovedValue[] } {
  const items = uniqueItems(list.items);
  const kept = new Set(items.map((item) => item.value));
  const formerLabel = new Map((content.list?.items ?? []).map((item) => [item.value, item.label]));
  const removed: RemovedValue[] = [];
  const rows = content.rows.map((row) => {
    if (!fromList(row)) return row;
    const gone = row.values.filter((value) => !kept.has(value));
    for (const value of gone) removed.push({ field: row.label || row.field, value: formerLabel.get(value) || value });
    return gone.length === 0 ? row : { ...row, values: row.values.filter((value) => kept.has(value)) };
  });
  return { content: { rows, list: { ...list, items } }, removed };
}
