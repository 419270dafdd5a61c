import type { MappingContent } from '@connector/contracts';
import type { AribaRegistrationQuestion } from '@connector/contracts/providers/ariba';
import type { OrbisDataField, OrbisDataRecord, OrbisMatchCriteria } from '@connector/contracts/providers/orbis';

/**
 * What the active mappings mean to the connector's work (docs/decisions/025-mappings.md): pure
 * functions of a version's content, used by the jobs that obey it and by the preview alike.
 */

/** A supplier's registration answers, by question: the vendor fields the connector keeps. */
export type RegistrationAnswers = Partial<Record<AribaRegistrationQuestion, string | null>>;

type Criterion = keyof OrbisMatchCriteria;

/** The Orbis search fields that are match criteria; the others are kept for the criteria search. */
const CRITERION_OF: Partial<Record<string, Criterion>> = {
  name: 'Name',
  city: 'City',
  countryIsoCode: 'Country',
  postcode: 'PostCode',
  addressLine1: 'Address',
  addressLine2: 'Address',
  nationalId: 'NationalId',
  tin: 'NationalId',
  state: 'State',
};

/**
 * The Orbis match criteria of a supplier under an Ariba Custom Form Integration Mapping: each row
 * fills its Orbis field with the supplier's answers to the mapped questions, joined by a space. A
 * criterion two rows fill (both address lines) joins them. Without a name or national id the
 * supplier's name is asked, since Orbis needs one of the two.
 */
export function criteriaFrom(content: MappingContent, answers: RegistrationAnswers): OrbisMatchCriteria {
  const filled = new Map<Criterion, string[]>();
  for (const row of content.rows) {
    const criterion = CRITERION_OF[row.field];
    if (!criterion) continue;
    const value = row.values.map((question) => answers[question as AribaRegistrationQuestion]?.trim() ?? '').filter(Boolean).join(' ');
    if (value) filled.set(criterion, [...(filled.get(criterion) ?? []), value]);
  }
  const criteria: Record<string, string> = {};
  for (const [criterion, values] of filled) criteria[criterion] = values.join(' ');
  if (criteria.Country !== undefined) {
    if (/^[A-Za-z]{2}$/.test(criteria.Country)) criteria.Country = criteria.Country.toUpperCase();
    else delete criteria.Country;
  }
  if (!criteria.Name && !criteria.NationalId) criteria.Name = answers.SUPPLIER_NAME ?? '';
  return criteria as OrbisMatchCriteria;
}

/** One answer written to a questionnaire, and the Orbis field it came from. */
export interface WrittenAnswer {
  externalQuestionId: string;
  questionLabel: string;
  answer: string;
  field: string;
  label: string;
}

/** The Orbis fields an Orbis Integration Mapping reads, BVDID first (what one data call selects). */
export function orbisFieldsOf(content: MappingContent): OrbisDataField[] {
  return ['BVDID', ...new Set(content.rows.filter((row) => row.values.length > 0).map((row) => row.field as OrbisDataField))];
}

/**
 * The answers an Orbis Integration Mapping writes for one company: each row's Orbis value to every
 * question mapped to it. A field Orbis left empty writes nothing: an empty answer says nothing.
 */
export function questionnaireAnswers(content: MappingContent, record: OrbisDataRecord): WrittenAnswer[] {
  const labels = new Map((content.list?.items ?? []).map((item) => [item.value, item.label || item.value]));
  return content.rows.flatMap((row) => {
    const answer = record[row.field]?.trim() ?? '';
    if (!answer) return [];
    return row.values.map((question) => ({
      externalQuestionId: question,
      questionLabel: labels.get(question) ?? (row.label || question),
      answer,
      field: row.field,
      label: row.label || row.field,
    }));
  });
}

/** The records a risk row may read, by source: the company's Orbis data and its latest assessments. */
export type RiskRecords = Partial<Record<'orbis' | 'catalyst' | 'supplychain', Record<string, unknown>>>;

/**
 * The risk exposure fields a Risk Integration Mapping pushes for one company: each row's values
 * read from its source, joined by a space; a row mapped to `chapter` from orbis sends the chapter
 * written in it. A row whose source has nothing sends nothing.
 */
export function riskValues(content: MappingContent, records: RiskRecords): { field: string; label: string; value: string }[] {
  return content.rows.flatMap((row) => {
    const source = row.optionRisk ?? 'catalyst';
    const record = records[source];
    const parts = row.values.map((value) => {
      if (source === 'orbis' && value === 'chapter') return row.chapter ?? '';
      const read = record?.[value];
      return read === null || read === undefined ? '' : String(read).trim();
    });
    const value = parts.filter(Boolean).join(' ');
    return value ? [{ field: row.field, label: row.label || row.field, value }] : [];
  });
}
