import {
  MAPPING_MESSAGES,
  ORBIS_CHAPTER_VALUE,
  ORBIS_SEARCH_FIELDS,
  RISK_FIELDS,
  type AppModel,
  type MappingItem,
  type MappingList,
  type MappingLists,
  type MappingType,
} from '@connector/contracts';
import type { AribaForms } from '@connector/contracts/providers/ariba';
import type { ResultFields } from '@connector/contracts/providers/catalyst';
import { ORBIS_DATA_FIELDS } from '@connector/contracts/providers/orbis';
import { badRequest } from '../../errors/index.ts';
import { isProviderError } from '../../providers/index.ts';
import { unavailable, type AppRuntime } from '../applications/index.ts';

type Option = MappingLists['options'][number];

/** `NACE2_PRIMARY_CODE` → `Nace2 primary code`: how an Orbis field reads in a list. */
const readable = (field: string) => field.charAt(0) + field.slice(1).toLowerCase().replaceAll('_', ' ');
const ORBIS_ITEMS: MappingItem[] = ORBIS_DATA_FIELDS.map((field) => ({ value: field, label: `${readable(field)} (${field})` }));
const ORBIS_RISK_ITEMS: MappingItem[] = [...ORBIS_ITEMS, { value: ORBIS_CHAPTER_VALUE, label: 'Orbis chapter' }];

/** Fields the connector makes itself, offered beside a Catalyst's own (MAP-18). */
const CONNECTOR_FIELDS: Option[] = [
  { value: 'connectorUrl', label: 'Connector URL', custom: true },
  { value: 'bvdStatus', label: 'Connector Status', custom: true },
];

const formList = (form: AribaForms[number]): MappingList => ({
  id: form.formId,
  name: form.title,
  origin: 'provider',
  items: form.questions.map((q) => ({ value: q.externalQuestionId, label: q.questionLabel })),
});
const resultItems = (fields: ResultFields): MappingItem[] => fields.map((f) => ({ value: f.key, label: `${f.label} (${f.key})` }));

/** One provider's list, or its name in `unavailable` when it cannot answer now. */
async function tryRead<T>(provider: string, unread: string[], read: (() => Promise<T>) | null): Promise<T | null> {
  if (!read) {
    unread.push(provider);
    return null;
  }
  try {
    return await read();
  } catch (error) {
    if (!isProviderError(error)) throw error;
    unread.push(provider);
    return null;
  }
}

/**
 * What a mapping editor offers, read from the providers through the application's settings
 * (MAP-7, MAP-17; docs/decisions/025-mappings.md): the Options (fields rows fill) and the lists
 * (values rows map). A provider that cannot answer leaves its lists out and is named, so the
 * editor says which are missing instead of failing whole.
 */
export async function listsFor(app: AppRuntime, type: MappingType, signal?: AbortSignal): Promise<MappingLists> {
  const unread: string[] = [];
  const ariba = app.supplierData();
  const needsForms = type !== 'riskMapping';
  const forms = needsForms ? await tryRead('Ariba', unread, ariba && app.realm ? () => ariba.forms(app.realm ?? '', signal) : null) : null;
  const catalyst = app.catalyst();
  const supplyChain = app.supplyChain();
  const needsCatalyst = type === 'catalystMapping' || type === 'riskMapping';
  const needsSupplyChain = type === 'supplyChainMapping' || type === 'riskMapping';
  const catalystFields = needsCatalyst ? await tryRead('Compliance Catalyst', unread, catalyst ? () => catalyst.fields(signal) : null) : null;
  const supplyChainFields = needsSupplyChain
    ? await tryRead('Supply Chain Catalyst', unread, supplyChain ? () => supplyChain.fields(signal) : null)
    : null;
  const customForms = (forms ?? []).filter((f) => f.kind === 'customForm').map(formList);
  const questionnaires = (forms ?? []).filter((f) => f.kind === 'questionnaire').map(formList);
  switch (type) {
    case 'orbisSearchMapping':
      return { options: ORBIS_SEARCH_FIELDS.map((field) => ({ value: field, label: field, custom: false })), lists: customForms, sources: {}, unavailable: unread };
    case 'questionnaireMapping':
      return { options: ORBIS_ITEMS.map((item) => ({ ...item, custom: false })), lists: questionnaires, sources: {}, unavailable: unread };
    case 'catalystMapping':
    case 'supplyChainMapping': {
      const fields = type === 'catalystMapping' ? catalystFields : supplyChainFields;
      return { options: [...resultItems(fields ?? []).map((i) => ({ ...i, custom: false })), ...CONNECTOR_FIELDS], lists: questionnaires, sources: {}, unavailable: unread };
    }
    case 'riskMapping': {
      const labels = new Map(app.riskFields.map((f) => [f.field, f.label]));
      const options = RISK_FIELDS.map((field) => ({ value: field, label: labels.has(field) ? `${labels.get(field)} (${field})` : field, custom: false }));
      const orbisList: MappingList = { id: 'orbis-data', name: 'Orbis company data', origin: 'provider', items: ORBIS_RISK_ITEMS };
      const sources = {
        orbis: ORBIS_RISK_ITEMS,
        catalyst: resultItems(catalystFields ?? []),
        supplychain: resultItems(supplyChainFields ?? []),
      };
      return { options, lists: [orbisList], sources, unavailable: unread };
    }
  }
}

/** The Catalyst's models, read afresh (MAP-13). */
export async function modelsFor(app: AppRuntime, type: MappingType, signal?: AbortSignal): Promise<AppModel[]> {
  if (type !== 'catalystMapping' && type !== 'supplyChainMapping') throw badRequest(MAPPING_MESSAGES.modelNotOffered);
  const adapter = type === 'catalystMapping' ? app.catalyst() : app.supplyChain();
  if (!adapter) throw badRequest(MAPPING_MESSAGES.noService);
  void signal;
  const models = await adapter.models().catch(unavailable);
  return models.map((m) => ({ id: m.Id, Name: m.Name }));
}
