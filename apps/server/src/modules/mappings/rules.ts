import {
  MAPPING_MESSAGES,
  ORBIS_CHAPTER_VALUE,
  ORBIS_SEARCH_FIELDS,
  RISK_FIELDS,
  type FieldError,
  type MappingContent,
  type MappingRow,
  type MappingType,
} from '@connector/contracts';
import { ORBIS_DATA_FIELDS } from '@connector/contracts/providers/orbis';
import { badRequest } from '../../errors/index.ts';

/** Fields a type's rows may fill when the type's Options are fixed; null when a provider lists them. */
const FIXED_FIELDS: Record<MappingType, ReadonlySet<string> | null> = {
  orbisSearchMapping: new Set(ORBIS_SEARCH_FIELDS),
  questionnaireMapping: new Set(ORBIS_DATA_FIELDS),
  riskMapping: new Set(RISK_FIELDS),
  catalystMapping: null,
  supplyChainMapping: null,
};

/** Risk values an orbis row may map: the Orbis data fields, and the chapter written in the row. */
const ORBIS_RISK_VALUES = new Set<string>([...ORBIS_DATA_FIELDS, ORBIS_CHAPTER_VALUE]);

const unique = <T>(values: readonly T[], key: (value: T) => string = String) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/**
 * A version as it is stored (MAP-12, MAP-14): duplicate values and list items removed; the list kept
 * only while the type's integration is on and the list has items; risk rows with their source.
 */
export function normalised(type: MappingType, content: MappingContent, integrationOn: boolean): MappingContent {
  const list = content.list && integrationOn && content.list.items.length > 0 ? { ...content.list, items: unique(content.list.items, (i) => i.value) } : null;
  const rows = content.rows.map((row): MappingRow => {
    const values = unique(row.values);
    if (type !== 'riskMapping') return { field: row.field, label: row.label, values, custom: row.custom };
    const source = row.optionRisk ?? 'catalyst';
    const chapter = source === 'orbis' && values.includes(ORBIS_CHAPTER_VALUE) ? row.chapter?.trim() : undefined;
    return { field: row.field, label: row.label, values, optionRisk: source, ...(chapter ? { chapter } : {}), custom: row.custom };
  });
  return { rows, list };
}

/** Refuses what no editor could have sent, naming each field: nothing is written then. */
export function checkContent(type: MappingType, content: MappingContent, path = 'body.content'): void {
  const errors: FieldError[] = [];
  const fixed = FIXED_FIELDS[type];
  const listed = content.list ? new Set(content.list.items.map((item) => item.value)) : null;
  const seen = new Set<string>();
  content.rows.forEach((row, i) => {
    const at = `${path}.rows.${i}`;
    if (seen.has(row.field)) errors.push({ field: `${at}.field`, message: MAPPING_MESSAGES.duplicateField });
    seen.add(row.field);
    if (fixed && !fixed.has(row.field) && !row.custom) errors.push({ field: `${at}.field`, message: MAPPING_MESSAGES.fieldNotOffered });
    if (type === 'riskMapping') return checkRiskRow(row, at, errors);
    const foreign = listed ? row.values.find((value) => !listed.has(value)) : undefined;
    if (foreign !== undefined) errors.push({ field: `${at}.values`, message: `${foreign} is not in the chosen list` });
  });
  if (errors.length > 0) throw badRequest(errors[0]?.message ?? MAPPING_MESSAGES.fieldNotOffered, errors);
}

function checkRiskRow(row: MappingRow, at: string, errors: FieldError[]): void {
  if ((row.optionRisk ?? 'catalyst') !== 'orbis') return;
  const foreign = row.values.find((value) => !ORBIS_RISK_VALUES.has(value));
  if (foreign !== undefined) errors.push({ field: `${at}.values`, message: `${foreign} is not an Orbis field` });
  if (row.values.includes(ORBIS_CHAPTER_VALUE) && !row.chapter?.trim()) errors.push({ field: `${at}.chapter`, message: MAPPING_MESSAGES.chapterRequired });
}
