import type { MappingContent, MappingRow, MappingType } from '@connector/contracts';

/**
 * The versions a newcomer starts from (docs/decisions/025-mappings.md): the demo application is
 * created with each active, and an application without an active Ariba Custom Form Integration
 * Mapping is matched as its default says. Question ids are those of the simulated realm's forms
 * (`CF-REGISTRATION` and the `TPL-*` templates); a real realm's come from its own lists.
 */
const row = (field: string, label: string, values: string[], extra: Partial<MappingRow> = {}): MappingRow => ({
  field,
  label,
  values,
  custom: false,
  ...extra,
});

/** What matching asked before mappings existed: name, city, postcode, country and tax id. */
export const DEFAULT_ORBIS_SEARCH: MappingContent = {
  rows: [
    row('name', 'name', ['SUPPLIER_NAME']),
    row('city', 'city', ['CITY']),
    row('postcode', 'postcode', ['POSTAL_CODE']),
    row('countryIsoCode', 'countryIsoCode', ['COUNTRY']),
    row('nationalId', 'nationalId', ['TAX_ID']),
  ],
  list: null,
};

/** The company data the Orbis questionnaire asks, labelled as the default questions are (decision 019). */
const orbisQuestionnaire: MappingContent = {
  rows: [
    row('BVDID', 'BvD ID', ['ORBIS_BVD_ID']),
    row('NAME', 'Legal name', ['ORBIS_LEGAL_NAME']),
    row('STATUS', 'Status', ['ORBIS_STATUS']),
    row('STANDARDISED_LEGAL_FORM', 'Legal form', ['ORBIS_LEGAL_FORM']),
    row('ADDRESS_LINE1', 'Address', ['ORBIS_ADDRESS']),
    row('POSTCODE', 'Postcode', ['ORBIS_POSTCODE']),
    row('CITY', 'City', ['ORBIS_CITY']),
    row('COUNTRY_ISO_CODE', 'Country', ['ORBIS_COUNTRY']),
    row('NATIONAL_ID', 'National ID', ['ORBIS_NATIONAL_ID']),
    row('INCORPORATION_DATE', 'Incorporation date', ['ORBIS_INCORPORATION_DATE']),
    row('NACE2_PRIMARY_LABEL', 'Industry (NACE Rev. 2)', ['ORBIS_NACE']),
    row('WEBSITE', 'Website', ['ORBIS_WEBSITE']),
  ],
  list: null,
};

const assessment = (prefix: string, keys: { status: string; score: string; label: string; started: string; modified: string }): MappingContent => ({
  rows: [
    row(keys.status, 'Status', [`${prefix}_STATUS`]),
    row(keys.score, 'Score', [`${prefix}_SCORE`]),
    row(keys.label, 'Score Label', [`${prefix}_SCORE_LABEL`]),
    row(keys.started, 'Started Date', [`${prefix}_STARTED_ON`]),
    row(keys.modified, 'Modified Date', [`${prefix}_MODIFIED_ON`]),
    { ...row('connectorUrl', 'Connector URL', [`${prefix}_CONNECTOR_URL`]), custom: true },
    { ...row('bvdStatus', 'Connector Status', [`${prefix}_CONNECTOR_STATUS`]), custom: true },
  ],
  list: null,
});

const risk: MappingContent = {
  rows: [
    row('FIELD_01', 'Compliance score', ['CF_RA_Score'], { optionRisk: 'catalyst' }),
    row('FIELD_02', 'Compliance score label', ['CF_RA_ScoreLabel'], { optionRisk: 'catalyst' }),
    row('FIELD_03', 'Supply chain score', ['Score'], { optionRisk: 'supplychain' }),
    row('FIELD_04', 'Company status', ['STATUS'], { optionRisk: 'orbis' }),
  ],
  list: null,
};

export const DEMO_MAPPINGS: Record<MappingType, MappingContent> = {
  orbisSearchMapping: DEFAULT_ORBIS_SEARCH,
  questionnaireMapping: orbisQuestionnaire,
  catalystMapping: assessment('CC', { status: 'CF_RA_Status', score: 'CF_RA_Score', label: 'CF_RA_ScoreLabel', started: 'CF_RA_StartedOn', modified: 'CFE_RA_MODIFICATION_DATE' }),
  supplyChainMapping: assessment('SCC', { status: 'Status', score: 'Score', label: 'ScoreLabel', started: 'StartedOn', modified: 'ModificationDate' }),
  riskMapping: risk,
};
