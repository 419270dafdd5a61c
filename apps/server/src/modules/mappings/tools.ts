import {
  MAPPING_MESSAGES,
  SUPPLIER_MESSAGES,
  type MappingContent,
  type MappingJob,
  type MappingPreview,
} from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { notFound, badRequest } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import { unavailable, type AppRuntime, type AppRuntimes, type JobSettings } from '../applications/index.ts';
import { criteriaFrom, orbisFieldsOf, questionnaireAnswers, riskValues, type RegistrationAnswers, type RiskRecords } from './apply.ts';
import { listsFor, modelsFor } from './lists.ts';
import type { MappingKey } from './repository.ts';
import type { MappingsService } from './service.ts';

/** A supplier as a preview needs it: its registration answers, its link and its Orbis questionnaire. */
export interface PreviewSupplier {
  answers: RegistrationAnswers;
  bvdId: string | null;
  orbisQuestionnaireId: string | null;
}

/** The other modules' parts the mapping screens use, wired in the composition root (ports). */
export interface MappingToolsDeps {
  db: Database;
  runtimes: AppRuntimes;
  mappings: MappingsService;
  supplierOf(tx: Tx, tenantId: string, appId: string, supplierId: string): Promise<PreviewSupplier | null>;
  tenantEmails(tx: Tx, tenantId: string): Promise<string[]>;
  saveJobSettings(caller: Caller, tenantId: string, appId: string, patch: JobSettings): Promise<JobSettings>;
}

/** Most addresses offered to choose from: a tenant's users beyond it are typed, not listed. */
const EMAILS_LISTED = 500;

/** The editors' helpers: provider lists and models, users to notify, job settings, and the preview. */
export function createMappingTools(deps: MappingToolsDeps) {
  const { db, runtimes, mappings } = deps;

  /** The application, once the caller may use the type; no transaction is held while providers answer. */
  async function appOf(caller: Caller, key: MappingKey): Promise<AppRuntime> {
    await mappings.permit(caller, key);
    const app = await db.forTenant(key.tenantId, async (tx) => {
      await mappings.integrationOn(tx, key);
      return runtimes.load(tx, key.tenantId, key.appId);
    });
    if (!app) throw notFound();
    return app;
  }

  return {
    lists: async (caller: Caller, key: MappingKey) => listsFor(await appOf(caller, key), key.mappingType),

    models: async (caller: Caller, key: MappingKey) => modelsFor(await appOf(caller, key), key.mappingType),

    async emails(caller: Caller, key: MappingKey): Promise<{ email: string }[]> {
      return db.forTenant(key.tenantId, async (tx) => {
        await mappings.opened(caller, tx, key);
        return (await deps.tenantEmails(tx, key.tenantId)).slice(0, EMAILS_LISTED).map((email) => ({ email }));
      });
    },

    /** Saves what the type's job form holds: a Catalyst's model, or who hears of an Orbis write-back. */
    async saveJob(caller: Caller, key: MappingKey, job: MappingJob): Promise<MappingJob> {
      await db.forTenant(key.tenantId, (tx) => mappings.opened(caller, tx, key));
      const { mappingType: type } = key;
      const patch: JobSettings = {};
      if (job.model !== undefined && type === 'catalystMapping') patch.catalystModel = job.model;
      if (job.model !== undefined && type === 'supplyChainMapping') patch.supplyChainModel = job.model;
      if (job.emails !== undefined && type === 'questionnaireMapping') patch.orbisJobEmails = [...new Set(job.emails.map((e) => e.toLowerCase()))];
      if (Object.keys(patch).length === 0) throw badRequest(MAPPING_MESSAGES.mappingPropNotSent);
      const saved = await deps.saveJobSettings(caller, key.tenantId, key.appId, patch);
      if (type === 'questionnaireMapping') return { emails: saved.orbisJobEmails ?? [] };
      return { model: (type === 'catalystMapping' ? saved.catalystModel : saved.supplyChainModel) ?? null };
    },

    /** Exactly what `content` would send for one supplier, field by field; nothing is written. */
    async preview(caller: Caller, key: MappingKey, supplierId: string, content: MappingContent): Promise<MappingPreview> {
      const app = await appOf(caller, key);
      const supplier = await db.forTenant(key.tenantId, (tx) => deps.supplierOf(tx, key.tenantId, key.appId, supplierId));
      if (!supplier) throw notFound(SUPPLIER_MESSAGES.notFound);
      if (key.mappingType === 'orbisSearchMapping') {
        const criteria = criteriaFrom(content, supplier.answers);
        const writes = Object.entries(criteria).map(([field, value]) => ({ field, label: field, to: ['Orbis match'], value: String(value) }));
        return { supplierId, bvdId: supplier.bvdId, target: 'Orbis match', writes };
      }
      if (!supplier.bvdId) throw badRequest(MAPPING_MESSAGES.supplierNotLinked, [{ field: 'body.supplierId', message: MAPPING_MESSAGES.supplierNotLinked }]);
      if (key.mappingType === 'riskMapping') return previewRisk(app, content, supplierId, supplier.bvdId);
      if (key.mappingType !== 'questionnaireMapping') return { supplierId, bvdId: supplier.bvdId, target: null, writes: [] };
      const { Data } = await app.orbis().companyData([supplier.bvdId], orbisFieldsOf(content)).catch(unavailable);
      const answers = Data[0] ? questionnaireAnswers(content, Data[0]) : [];
      const byField = new Map<string, MappingPreview['writes'][number]>();
      for (const a of answers) {
        const write = byField.get(a.field) ?? { field: a.field, label: a.label, to: [], value: a.answer };
        write.to.push(a.questionLabel);
        byField.set(a.field, write);
      }
      return { supplierId, bvdId: supplier.bvdId, target: supplier.orbisQuestionnaireId, writes: [...byField.values()] };
    },
  };
}

async function previewRisk(app: AppRuntime, content: MappingContent, supplierId: string, bvdId: string): Promise<MappingPreview> {
  const records: RiskRecords = {};
  const sources = new Set(content.rows.map((row) => row.optionRisk ?? 'catalyst'));
  if (sources.has('orbis')) {
    const fields = [...new Set(content.rows.filter((r) => r.optionRisk === 'orbis').flatMap((r) => r.values).filter((v) => v !== 'chapter'))];
    const { Data } = await app.orbis().companyData([bvdId], ['BVDID', ...(fields as never[])]).catch(unavailable);
    if (Data[0]) records.orbis = Data[0];
  }
  const catalyst = sources.has('catalyst') ? app.catalyst() : null;
  if (catalyst) records.catalyst = (await catalyst.companyAssessments(bvdId).catch(unavailable))[0];
  const supplyChain = sources.has('supplychain') ? app.supplyChain() : null;
  if (supplyChain) records.supplychain = (await supplyChain.companyAssessments(bvdId).catch(unavailable))[0];
  const writes = riskValues(content, records).map((v) => ({ field: v.field, label: v.label, to: [v.field], value: v.value }));
  return { supplierId, bvdId, target: 'riskExposure', writes };
}

export type MappingTools = ReturnType<typeof createMappingTools>;
