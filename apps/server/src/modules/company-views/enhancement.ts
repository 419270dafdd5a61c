import type { OrbisDataField, OrbisDataRecord } from '@connector/contracts/providers/orbis';
import type { EnhancementEntry } from '../suppliers/index.ts';

interface Question {
  label: string;
  /** Orbis fields whose values make the answer, in order. */
  fields: readonly OrbisDataField[];
  /** How the values are joined; a single value is answered as it is. */
  join?: (values: string[]) => string;
}

const joinedBy = (separator: string) => (values: string[]) => values.join(separator);

/**
 * The default questions of the Orbis Enhancement (decision 019), asked of every linked supplier's
 * company until the application's mappings choose others. Labels are data, shown as written.
 */
export const DEFAULT_QUESTIONS: readonly Question[] = [
  { label: 'Legal name', fields: ['NAME'] },
  { label: 'Previous name', fields: ['PREVIOUS_NAME'] },
  { label: 'Status', fields: ['STATUS'] },
  { label: 'Legal form', fields: ['STANDARDISED_LEGAL_FORM'] },
  { label: 'Entity type', fields: ['ENTITY_TYPE'] },
  { label: 'Address', fields: ['ADDRESS_LINE1', 'ADDRESS_LINE2'], join: joinedBy(', ') },
  { label: 'Postcode', fields: ['POSTCODE'] },
  { label: 'City', fields: ['CITY'] },
  { label: 'State or province', fields: ['STATE'] },
  { label: 'Country', fields: ['COUNTRY_ISO_CODE'] },
  { label: 'National ID', fields: ['NATIONAL_ID', 'NATIONAL_ID_LABEL'], join: ([id, label]) => (label ? `${id} (${label})` : `${id}`) },
  { label: 'Tax ID', fields: ['TIN'] },
  { label: 'Incorporation date', fields: ['INCORPORATION_DATE'] },
  { label: 'Size', fields: ['SIZE_CLASS'] },
  { label: 'Industry (NACE Rev. 2)', fields: ['NACE2_PRIMARY_CODE', 'NACE2_PRIMARY_LABEL'], join: joinedBy(' ') },
  { label: 'Activity', fields: ['TRADE_DESCRIPTION_EN'] },
  { label: 'Website', fields: ['WEBSITE'] },
  { label: 'Email', fields: ['EMAIL'] },
];

/** Every field the questions read: what one Orbis data call selects. */
export const questionFields = (questions: readonly Question[]): OrbisDataField[] => [
  'BVDID',
  ...new Set(questions.flatMap((question) => question.fields)),
];

/**
 * The answers of one company. A question whose first field Orbis left empty is left out: an
 * empty answer says nothing, and the table shows only what Orbis knows.
 */
export function answersOf(record: OrbisDataRecord, questions: readonly Question[]): EnhancementEntry[] {
  const entries: EnhancementEntry[] = [];
  for (const question of questions) {
    const values = question.fields.map((field) => record[field]?.trim() ?? '');
    if (!values[0]) continue;
    // Empty values after the first are dropped before joining (an address without a second line).
    const answer = question.join ? question.join(values.filter(Boolean)) : values[0];
    entries.push({ label: question.label, answer });
  }
  return entries;
}
