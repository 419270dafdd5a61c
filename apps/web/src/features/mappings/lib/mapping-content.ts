import { ORBIS_CHAPTER_VALUE, type MappingContent, type MappingItem, type MappingLists, type MappingRow, type MappingType, type RiskSource } from '@connector/contracts';

/** What a new version starts from: no row, no list. */
export const EMPTY_CONTENT: MappingContent = { rows: [], list: null };

/** The default source of a risk row (MAP-9). */
export const DEFAULT_RISK_SOURCE: RiskSource = 'catalyst';

export type MappingOption = MappingLists['options'][number];

/** Every row of the risk mapping names the system its values come from (MAP-9). */
export const hasRiskRows = (mappingType: MappingType) => mappingType === 'riskMapping';

/** A list's items with each value once, the first of its kind kept (MAP-12). */
export function uniqueItems(items: readonly MappingItem[]): MappingItem[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.value) ? false : (seen.add(item.value), true)));
}

/** The Options not mapped yet: each field is mapped once. */
export function freeOptions(options: readonly MappingOption[], content: MappingContent): MappingOption[] {
  const used = new Set(content.rows.map((row) => row.field));
  return options.filter((option) => !used.has(option.value));
}

export function addRow(content: MappingContent, option: MappingOption, risk: boolean): MappingContent {
  const row: MappingRow = { field: option.value, label: option.label, values: [], custom: option.custom };
  return { ...content, rows: [...content.rows, risk ? { ...row, optionRisk: DEFAULT_RISK_SOURCE } : row] };
}

export function updateRow(content: MappingContent, field: string, change: (row: MappingRow) => MappingRow): MappingContent {
  return { ...content, rows: content.rows.map((row) => (row.field === field ? change(row) : row)) };
}

export function removeRow(content: MappingContent, field: string): MappingContent {
  return { ...content, rows: content.rows.filter((row) => row.field !== field) };
}

/** Another source system: the values chosen from the former one mean nothing there. */
export const withSource = (row: MappingRow, optionRisk: RiskSource): MappingRow => ({ field: row.field, label: row.label, custom: row.custom, values: [], optionRisk });

/**
 * Whether a row's label already names its field, as the Options' labels do (`Name (NAME)`, `city`,
 * `FIELD_02`), so the field need not be shown again beside it. `Legal name` for `NAME` does not.
 */
export function carriesField(label: string, field: string): boolean {
  const text = label.trim().toLowerCase();
  const name = field.toLowerCase();
  return text === name || text.endsWith(`(${name})`);
}

/** A risk row asks for its Orbis chapter when it maps `chapter` from Orbis (MAP-9). */
export const needsChapter = (row: MappingRow) => row.optionRisk === 'orbis' && row.values.includes(ORBIS_CHAPTER_VALUE);

/** What is sent: the list's values each once, and a chapter only where a row still asks for it. */
export function contentToSave(content: MappingContent): MappingContent {
  return {
    list: content.list && { ...content.list, items: uniqueItems(content.list.items) },
    rows: content.rows.map(({ chapter, ...row }) => (needsChapter({ ...row, chapter }) && chapter?.trim() ? { ...row, chapter: chapter.trim() } : row)),
  };
}

/** What rows choose their values from, each list's values once: the chosen list, and each risk source's. */
export interface RowChoices {
  list: MappingItem[];
  sources: Partial<Record<RiskSource, MappingItem[]>>;
}

export function rowChoices(list: MappingContent['list'], sources: MappingLists['sources']): RowChoices {
  return {
    list: uniqueItems(list?.items ?? []),
    sources: Object.fromEntries(Object.entries(sources).map(([source, items]) => [source, uniqueItems(items ?? [])])),
  };
}

/** The items a row's values are chosen from: its source's for a risk row, else the chosen list's. */
export function itemsOf(row: MappingRow, choices: RowChoices): MappingItem[] {
  return row.optionRisk ? (choices.sources[row.optionRisk] ?? []) : choices.list;
}
