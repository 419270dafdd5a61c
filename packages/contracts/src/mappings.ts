import { z } from 'zod';
import { AppModel, AppPath } from './applications.ts';
import { defineEndpoint } from './http.ts';
import type { Permission } from './permissions.ts';
import { SupplierId } from './suppliers.ts';

/**
 * Integration mappings (MAP-1 to MAP-21; docs/decisions/025-mappings.md). A mapping says
 * which field of one system fills which field of another; the connector's jobs obey the active
 * version of each type. Every row has a field (chosen from the type's Options) and the values
 * mapped to it (chosen from the type's list, or read from an uploaded spreadsheet).
 */

export const MAPPING_TYPES = ['orbisSearchMapping', 'questionnaireMapping', 'catalystMapping', 'riskMapping', 'supplyChainMapping'] as const;
export const MappingType = z.enum(MAPPING_TYPES);
export type MappingType = z.infer<typeof MappingType>;

export const MAPPING_TITLES: Record<MappingType, string> = {
  orbisSearchMapping: 'Ariba Custom Form Integration Mapping',
  questionnaireMapping: 'Orbis Integration Mapping',
  catalystMapping: 'Compliance Catalyst Assesment Integration Mapping',
  riskMapping: 'Risk Integration Mapping',
  supplyChainMapping: 'Supply Chain Catalyst Mapping',
};

/** The permission each type's screen and calls need (the role picker offers four; both Catalysts share one). */
export const MAPPING_PERMISSIONS = {
  orbisSearchMapping: 'Connector.Mappings.CustomForm',
  questionnaireMapping: 'Connector.Mappings.Orbis',
  catalystMapping: 'Connector.Mappings.Catalyst',
  supplyChainMapping: 'Connector.Mappings.Catalyst',
  riskMapping: 'Connector.Mappings.Risk',
} as const satisfies Record<MappingType, Permission>;
export const ANY_MAPPING_PERMISSION = [...new Set(Object.values(MAPPING_PERMISSIONS))] as Permission[];

/** Which list dropdown each editor shows (MAP-7): the list gives the values rows may map. */
export const MAPPING_LIST_KIND = {
  orbisSearchMapping: 'custom',
  questionnaireMapping: 'custom',
  riskMapping: 'custom',
  catalystMapping: 'compliance',
  supplyChainMapping: 'supplyChain',
} as const satisfies Record<MappingType, MappingListKind>;
export type MappingListKind = 'custom' | 'compliance' | 'supplyChain';

/** Types whose values may come from an XLS or XLSX file (MAP-10). */
export const UPLOADABLE_MAPPING_TYPES: readonly MappingType[] = ['questionnaireMapping', 'catalystMapping', 'supplyChainMapping'];
/** Types with models and a job form below the list (MAP-13: Refresh Models). */
export const MODEL_MAPPING_TYPES: readonly MappingType[] = ['catalystMapping', 'supplyChainMapping'];

/** Where a risk row's values come from; `catalyst` is the default (MAP-9). */
export const RISK_SOURCES = ['catalyst', 'orbis', 'supplychain'] as const;
export const RiskSource = z.enum(RISK_SOURCES);
export type RiskSource = z.infer<typeof RiskSource>;
/** The Orbis value of a risk row that asks for a chapter, written in the row's chapter input. */
export const ORBIS_CHAPTER_VALUE = 'chapter';

/** Risk source fields FIELD_01 to FIELD_300 (MAP-17). */
export const RISK_FIELD_COUNT = 300;
export const RISK_FIELDS = Array.from({ length: RISK_FIELD_COUNT }, (_, i) => `FIELD_${String(i + 1).padStart(2, '0')}`);

/** Orbis search target fields (MAP-16), and which of them are match criteria. */
export const ORBIS_SEARCH_FIELDS = [
  'addressLine1',
  'addressLine2',
  'bvdId',
  'city',
  'countryIsoCode',
  'state',
  'email',
  'entityType',
  'incorporationDate',
  'nace2MainSection',
  'nace2PrimaryCode',
  'nace2PrimaryLabel',
  'name',
  'nationalId',
  'nationalIdLabel',
  'nationalIdType',
  'originalCurrency',
  'postcode',
  'standardisedLegalForm',
  'status',
  'tin',
  'tradeDescriptionEn',
  'tradeDescriptionLanguage',
  ...Array.from({ length: 10 }, (_, i) => `custom${i + 1}`),
] as const;

export const MAPPING_MESSAGES = {
  saved: 'Success',
  activated: 'Success',
  versionChanged: 'Someone else saved this mapping since you opened it: reload it, then make your change again',
  versionNotFound: 'This mapping version does not exist',
  typeNotFound: 'This mapping type does not exist',
  forbiddenType: 'You may not see or change this mapping',
  jobSaved: 'Success',
  modelNotOffered: 'This type has no models',
  uploadType: 'Please Upload XLS or XLSX File',
  uploadEmpty: 'The file has no values in its first column',
  removeFromList: 'This will remove the mapped values that are not in this List',
  removeFromFile: 'This will remove the mapped values that are not in this file',
  confirmContinue: 'Do you want to continue?',
  removed: 'Removed:',
  noChanges: 'No Changes Found',
  noMappingProp: 'no Mapping Prop',
  noFields: 'no fields',
  noService: 'no service',
  mappingPropNotSent: 'mapping prop was not sent',
  duplicateField: 'Each field may be mapped once',
  fieldNotOffered: 'This field is not one of the type’s options',
  chapterRequired: 'Write orbis chapter',
  supplierNotLinked: 'The supplier is not linked to a BvD ID yet: link it first to preview what would be written',
  writeBackQueued: 'Orbis Enhancement queued',
} as const;

/** One list entry: what is stored (`value`) and what a person reads (`label`). */
export const MappingItem = z.object({ value: z.string().trim().min(1).max(200), label: z.string().trim().max(500) });
export type MappingItem = z.infer<typeof MappingItem>;

/** The list a version's values were chosen from, with its items as they were then (the "translated" list). */
export const MappingList = z.object({
  id: z.string().trim().min(1).max(100),
  name: z.string().trim().max(300),
  /** Where the list came from: a provider's list, or a spreadsheet a person uploaded. */
  origin: z.enum(['provider', 'upload']),
  items: z.array(MappingItem).max(2000),
});
export type MappingList = z.infer<typeof MappingList>;

export const MappingRow = z.object({
  /** The field the row fills, one of the type's Options (a risk row: FIELD_01 to FIELD_300). */
  field: z.string().trim().min(1).max(100),
  label: z.string().trim().max(500),
  /** The mapped values, in order; several are joined. */
  values: z.array(z.string().trim().min(1).max(200)).max(50),
  /** Risk rows: the system the values come from. */
  optionRisk: RiskSource.optional(),
  /** Risk rows mapped to `chapter` from orbis: the chapter to read. */
  chapter: z.string().trim().max(200).optional(),
  /** A field the connector makes itself rather than the provider (MAP-18: Connector URL, Connector Status). */
  custom: z.boolean().default(false),
});
export type MappingRow = z.infer<typeof MappingRow>;

/** What one version holds. */
export const MappingContent = z.object({
  rows: z.array(MappingRow).max(RISK_FIELD_COUNT + 50),
  /** The chosen list; stored only while the type's integration is on and the list has items (MAP-5). */
  list: MappingList.nullable().default(null),
});
export type MappingContent = z.infer<typeof MappingContent>;
export type MappingContentInput = z.input<typeof MappingContent>;

export const MappingVersion = z.object({
  version: z.number().int().min(0),
  /** When it was last saved (the list shows it as a local date). */
  savedAt: z.string(),
  savedBy: z.string().nullable(),
  content: MappingContent,
});
export type MappingVersion = z.infer<typeof MappingVersion>;

/** A type's record: every version, the active one, and the revision a save must name. */
export const MappingSet = z.object({
  mappingType: MappingType,
  active: z.number().int().nullable(),
  /** Moves on every save and activation; a save naming an older one answers 409. */
  revision: z.number().int().min(0),
  /** Whether the application's integration of this type is on (its lists are disabled while off). */
  enabled: z.boolean(),
  versions: z.array(MappingVersion),
});
export type MappingSet = z.infer<typeof MappingSet>;

/** What an editor offers: the Options (fields rows may fill) and the lists (values rows may map). */
export const MappingLists = z.object({
  options: z.array(MappingItem.extend({ custom: z.boolean().default(false) })),
  lists: z.array(MappingList),
  /** Risk rows: the values of each source system. */
  sources: z.partialRecord(RiskSource, z.array(MappingItem)).default({}),
  /** A provider whose list could not be read, by name, so the editor can say which lists are missing. */
  unavailable: z.array(z.string()).default([]),
});
export type MappingLists = z.infer<typeof MappingLists>;

/** Exactly what a version would write for one supplier, field by field. */
export const MappingPreview = z.object({
  supplierId: z.string(),
  bvdId: z.string().nullable(),
  /** Where it would be written: the questionnaire, or `riskExposure`. */
  target: z.string().nullable(),
  writes: z.array(z.object({ field: z.string(), label: z.string(), to: z.array(z.string()), value: z.string() })),
});
export type MappingPreview = z.infer<typeof MappingPreview>;

export const MappingJob = z.object({
  /** Catalyst and supply chain: the model assessments start with. */
  model: AppModel.nullable().optional(),
  /** Orbis Integration: who hears when a write-back run ends. */
  emails: z.array(z.email().max(254)).max(50).optional(),
});
export type MappingJob = z.infer<typeof MappingJob>;

const MappingPath = AppPath.extend({ mappingType: MappingType });
const VersionPath = MappingPath.extend({ version: z.coerce.number().int().min(0).max(1_000_000) });
const Revision = z.number().int().min(0);

export const getMappingSet = defineEndpoint({
  id: 'getMappingSet',
  method: 'GET',
  path: '/api/apps/{appId}/mappings/{mappingType}',
  summary: 'Every version of one mapping type of an application, the active one and the revision to save against',
  access: 'user',
  permission: ANY_MAPPING_PERMISSION,
  params: MappingPath,
  data: MappingSet,
});

export const getMappingLists = defineEndpoint({
  id: 'getMappingLists',
  method: 'GET',
  path: '/api/apps/{appId}/mappings/{mappingType}/lists',
  summary: 'The Options and lists of a mapping editor, read from Ariba and the Catalysts through the application’s settings',
  access: 'user',
  permission: ANY_MAPPING_PERMISSION,
  application: true,
  params: MappingPath,
  data: MappingLists,
});

export const createMappingVersion = defineEndpoint({
  id: 'createMappingVersion',
  method: 'POST',
  path: '/api/apps/{appId}/mappings/{mappingType}/versions',
  summary: 'Save a new version: the highest version plus one, 0 for the first; the first version becomes the active one',
  access: 'user',
  permission: ANY_MAPPING_PERMISSION,
  params: MappingPath,
  body: z.object({ revision: Revision, content: MappingContent }),
  data: MappingSet,
});

export const updateMappingVersion = defineEndpoint({
  id: 'updateMappingVersion',
  method: 'PUT',
  path: '/api/apps/{appId}/mappings/{mappingType}/versions/{version}',
  summary: 'Save an existing version under its own number',
  access: 'user',
  permission: ANY_MAPPING_PERMISSION,
  params: VersionPath,
  body: z.object({ revision: Revision, content: MappingContent }),
  data: MappingSet,
});

export const activateMappingVersion = defineEndpoint({
  id: 'activateMappingVersion',
  method: 'PUT',
  path: '/api/apps/{appId}/mappings/{mappingType}/active',
  summary: 'Make a version the active one; the work it drives runs again for the application’s linked suppliers',
  access: 'user',
  permission: ANY_MAPPING_PERMISSION,
  params: MappingPath,
  body: z.object({ revision: Revision, version: z.number().int().min(0) }),
  data: MappingSet,
});

export const previewMapping = defineEndpoint({
  id: 'previewMapping',
  method: 'POST',
  path: '/api/apps/{appId}/mappings/{mappingType}/preview',
  summary: 'What a version, saved or not, would write to Ariba for one linked supplier, field by field; nothing is written',
  access: 'user',
  permission: ANY_MAPPING_PERMISSION,
  application: true,
  params: MappingPath,
  body: z.object({ supplierId: SupplierId, content: MappingContent }),
  data: MappingPreview,
});

export const getMappingModels = defineEndpoint({
  id: 'getMappingModels',
  method: 'GET',
  path: '/api/apps/{appId}/mappings/{mappingType}/models',
  summary: 'The models of the Compliance or Supply Chain Catalyst, read afresh',
  access: 'user',
  permission: ANY_MAPPING_PERMISSION,
  application: true,
  params: MappingPath,
  data: z.array(AppModel),
});

export const getMappingEmails = defineEndpoint({
  id: 'getMappingEmails',
  method: 'GET',
  path: '/api/apps/{appId}/mappings/{mappingType}/emails',
  summary: 'The e-mail addresses of the tenant’s users, to choose who hears when a write-back run ends',
  access: 'user',
  permission: ANY_MAPPING_PERMISSION,
  params: MappingPath,
  data: z.array(z.object({ email: z.string() })),
});

export const updateMappingJob = defineEndpoint({
  id: 'updateMappingJob',
  method: 'PUT',
  path: '/api/apps/{appId}/mappings/{mappingType}/job',
  summary: 'Save the job settings of a type: the model of a Catalyst, the users told when an Orbis write-back ends',
  access: 'user',
  permission: ANY_MAPPING_PERMISSION,
  params: MappingPath,
  body: MappingJob,
  data: MappingJob,
});

export const runMappingWriteBack = defineEndpoint({
  id: 'runMappingWriteBack',
  method: 'POST',
  path: '/api/apps/{appId}/mappings/questionnaireMapping/run',
  summary: 'Write the active Orbis Integration Mapping back to Ariba again, for one linked supplier or every one; only what changed is written',
  access: 'user',
  permission: MAPPING_PERMISSIONS.questionnaireMapping,
  params: AppPath,
  body: z.object({ supplierId: SupplierId.optional() }),
  data: z.object({ queued: z.number().int() }),
});
