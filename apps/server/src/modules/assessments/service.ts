import {
  ASSESSMENT_MESSAGES,
  SUPPLIER_MESSAGES,
  type Assessment,
  type AssessmentFrame,
  type AssessmentModels,
  type AssessmentProduct,
  type OrbisContext,
  type StartAssessmentBody,
  type SupplierAssessments,
} from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';
import { productOf } from './products.ts';

/** What the assessments need of the suppliers (a port, wired in the composition root). */
export interface AssessmentSuppliers {
  /** The supplier of the application linked to `bvdId`, or null. */
  holderOf(tx: Tx, tenantId: string, appId: string, bvdId: string): Promise<string | null>;
  find(tx: Tx, tenantId: string, appId: string, supplierId: string): Promise<AssessedSupplier | null>;
}

export interface AssessedSupplier {
  supplierId: string;
  name: string;
  bvdId: string | null;
  /** The supplier's questionnaire of each product in Ariba, where results are written. */
  questionnaires: Record<AssessmentProduct, string | null>;
}

/** A started assessment, as the follow job is told of it. */
export interface StartedAssessment {
  tenantId: string;
  appId: string;
  product: AssessmentProduct;
  assessmentId: string;
  supplierId: string;
  bvdId: string;
  portfolioId: string | null;
  startedBy: string | null;
}

/** The company views' report contexts: kept per application while valid, limited per user (decision 019). */
export interface ReportContexts {
  context(asker: { tenantId: string; appId: string; userId: string }): Promise<Pick<OrbisContext, 'context' | 'expiresAt'>>;
}

export interface AssessmentsServiceDeps {
  db: Database;
  runtimes: AppRuntimes;
  suppliers: AssessmentSuppliers;
  contexts: ReportContexts;
  /** Records a started assessment for the job that follows it, in `tx`. */
  follow(tx: Tx, started: StartedAssessment): Promise<void>;
}

/**
 * The assessment calls (ASM-10): the products are asked outside any transaction; the application
 * and the supplier are read in short ones. Another tenant's application answers 404.
 */
export function createAssessmentsService({ db, runtimes, suppliers, follow, contexts }: AssessmentsServiceDeps) {
  async function appOf(tenantId: string, appId: string): Promise<AppRuntime> {
    const app = await db.forTenant(tenantId, (tx) => runtimes.load(tx, tenantId, appId));
    if (!app) throw notFound();
    return app;
  }

  return {
    async models(tenantId: string, appId: string, product: AssessmentProduct): Promise<AssessmentModels> {
      return { models: await productOf(await appOf(tenantId, appId), product).models() };
    },

    /** Starts an assessment of a linked supplier's company with one of the product's models, and has it followed. */
    async start(caller: Caller, tenantId: string, appId: string, product: AssessmentProduct, body: StartAssessmentBody) {
      const app = await appOf(tenantId, appId);
      const supplierId = await db.forTenant(tenantId, (tx) => suppliers.holderOf(tx, tenantId, appId, body.bvdId));
      if (!supplierId) throw badRequest(ASSESSMENT_MESSAGES.notLinked, [{ field: 'body.bvdId', message: ASSESSMENT_MESSAGES.notLinked }]);
      const calls = productOf(app, product);
      if (!(await calls.models()).some((model) => model.id === body.modelId)) {
        throw badRequest(ASSESSMENT_MESSAGES.unknownModel, [{ field: 'body.modelId', message: ASSESSMENT_MESSAGES.unknownModel }]);
      }
      const started = await calls.start(body.bvdId, body.modelId, caller.email || caller.userId);
      const record = { tenantId, appId, product, assessmentId: started.id, supplierId, bvdId: body.bvdId, portfolioId: started.portfolioId, startedBy: caller.userId };
      await db.forTenant(tenantId, (tx) => follow(tx, record));
      return started;
    },

    one: async (tenantId: string, appId: string, product: AssessmentProduct, id: string): Promise<Assessment> =>
      productOf(await appOf(tenantId, appId), product).assessment(id),

    /** The product's page of one assessment under the application's report context, for a frame (the company views keep it). */
    async frame(caller: Caller, tenantId: string, appId: string, product: AssessmentProduct, id: string): Promise<AssessmentFrame> {
      const app = await appOf(tenantId, appId);
      const calls = productOf(app, product);
      await calls.assessment(id);
      const { context, expiresAt } = await contexts.context({ tenantId, appId, userId: caller.userId });
      const url = calls.pageUrl(id, context);
      return { url, origin: new URL(url).origin, expiresAt };
    },

    portfolio: async (tenantId: string, appId: string, portfolioId: string): Promise<Assessment[]> =>
      productOf(await appOf(tenantId, appId), 'supplyChain').portfolio(portfolioId),

    /** A supplier's assessments of one product: the latest as `main`, the others in `list` (ASM-3). */
    async ofSupplier(tenantId: string, appId: string, product: AssessmentProduct, supplierId: string): Promise<SupplierAssessments> {
      const app = await appOf(tenantId, appId);
      const supplier = await db.forTenant(tenantId, (tx) => suppliers.find(tx, tenantId, appId, supplierId));
      if (!supplier) throw notFound(SUPPLIER_MESSAGES.notFound);
      const all = supplier.bvdId ? await productOf(app, product).companyAssessments(supplier.bvdId) : [];
      const [main, ...list] = all;
      return { name: supplier.name, bvdId: supplier.bvdId, realm: app.realm, aribaSupplierId: supplier.supplierId, region: app.region, main: main ?? null, list };
    },
  };
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
