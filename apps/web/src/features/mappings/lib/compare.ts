import type { MappingRow, MappingVersion, RiskSource } from '@connector/contracts';

/** What one version maps to a field; null when the version does not map it. */
export interface ComparedSide {
  /** The values' labels in the version's own list (the value itself when the list lacks it). */
  values: string[];
  source?: RiskSource;
  chapter?: string;
}

export interface ComparedRow {
  field: string;
  label: string;
  a: ComparedSide | null;
  b: ComparedSide | null;
  changed: boolean;
}

function sideOf(version: MappingVersion, row: MappingRow | undefined): ComparedSide | null {
  if (!row) return null;
  const labels = new Map((version.content.list?.items ?? []).map((item) => [item.value, item.label]));
  const values = row.values.map((value) => (row.optionRisk ? value : labels.get(value) || value));
  return { values, ...(row.optionRisk ? { source: row.optionRisk } : {}), ...(row.chapter ? { chapter: row.chapter } : {}) };
}

const same = (a: ComparedSide | null, b: ComparedSide | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Two versions field by field, the fields of `a` first in its order, then those only `b` maps;
 * a row is changed when its values, source or chapter differ.
 */
export function compareVersions(a: MappingVersion, b: MappingVersion): ComparedRow[] {
  const rowsOf = (version: MappingVersion) => new Map(version.content.rows.map((row) => [row.field, row]));
  const rowsA = rowsOf(a);
  const rowsB = rowsOf(b);
  const fields = [...new Set([...rowsA.keys(), ...rowsB.keys()])];
  return fields.map((field) => {
    const left = sideOf(a, rowsA.get(field));
    const right = sideOf(b, rowsB.get(field));
    const label = rowsA.get(field)?.label || rowsB.get(field)?.label || field;
    return { field, label, a: left, b: right, changed: !same(left, right) };
  });
}

/** The name of each version's list, and whether it differs. */
export function compareLists(a: MappingVersion, b: MappingVersion): { a: string | null; b: string | null; changed: boolean } {
  const nameOf = (version: MappingVersion) => version.content.list?.name ?? null;
  const changed = JSON.stringify(a.content.list?.items ?? null) !== JSON.stringify(b.content.list?.items ?? null) || nameOf(a) !== nameOf(b);
  return { a: nameOf(a), b: nameOf(b), changed };
}
