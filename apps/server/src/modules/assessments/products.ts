import { ASSESSMENT_MESSAGES, type Assessment, type AssessmentProduct } from '@connector/contracts';
import { AppError, notFound } from '../../errors/index.ts';
import { isProviderError } from '../../providers/index.ts';
import type { AppRuntime } from '../applications/index.ts';
import { unavailable } from '../applications/index.ts';
import { fromCatalyst, fromSupplyChain } from './views.ts';

/** One Catalyst product of an application, in the console's shapes. */
export interface ProductCalls {
  models(): Promise<{ id: string; Name: string }[]>;
  companyAssessments(bvdId: string): Promise<Assessment[]>;
  assessment(id: string): Promise<Assessment>;
  /** One assessment, shown and as the product names its fields (what a mapping reads). */
  record(id: string): Promise<{ view: Assessment; fields: Record<string, unknown> }>;
  /** Starts an assessment of `bvdId` with `modelId` by `user`; answers its id and, for supply chain, its portfolio. */
  start(bvdId: string, modelId: string, user: string): Promise<{ id: string; portfolioId: string | null }>;
  /** The product's own page of an assessment, opened with a BvD context (ASM-11). */
  pageUrl(id: string, context: string): string;
  /** The assessments of a supply chain portfolio (none for compliance, which has no portfolios). */
  portfolio(portfolioId: string): Promise<Assessment[]>;
}

/** A failure as the activity shows it. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const NAMES: Record<AssessmentProduct, string> = { catalyst: 'Compliance Catalyst', supplyChain: 'Supply Chain Catalyst' };
export const productName = (product: AssessmentProduct) => NAMES[product];

/** The product's calls, their failures as the 503 of an unavailable provider; 503 too when it is not configured. */
export function productOf(app: AppRuntime, product: AssessmentProduct): ProductCalls {
  const catalyst = product === 'catalyst' ? app.catalyst() : null;
  const supplyChain = product === 'supplyChain' ? app.supplyChain() : null;
  const adapter = catalyst ?? supplyChain;
  if (!adapter) throw new AppError(503, ASSESSMENT_MESSAGES.productNotConfigured(NAMES[product]));
  const view = (a: never) => (product === 'catalyst' ? fromCatalyst(a) : fromSupplyChain(a));
  /** A product that does not know the company or the assessment answers `missing`; any other failure is a 503. */
  const unless = <T>(missing: () => T) => (error: unknown): T => {
    if (isProviderError(error) && error.kind === 'not-found') return missing();
    return unavailable(error);
  };
  return {
    models: async () => (await adapter.models().catch(unavailable)).map((m) => ({ id: m.Id, Name: m.Name })),
    companyAssessments: async (bvdId) => ((await adapter.companyAssessments(bvdId).catch(unless(() => []))) as never[]).map(view),
    assessment: async (id) =>
      view(
        (await adapter.assessment(id).catch(
          unless(() => {
            throw notFound(ASSESSMENT_MESSAGES.notFound);
          }),
        )) as never,
      ),
    pageUrl: (id, context) => adapter.embedUrl(id, context),
    async record(id) {
      const raw = (await adapter.assessment(id)) as never;
      return { view: view(raw), fields: raw as Record<string, unknown> };
    },
    async start(bvdId, modelId, user) {
      if (catalyst) return { id: await catalyst.startAssessment({ BvDId: bvdId, ModelId: modelId, UserName: user }).catch(unavailable), portfolioId: null };
      const sc = supplyChain as NonNullable<typeof supplyChain>;
      // Assessments are filed in the product's first portfolio (decision 026).
      const [portfolio] = await sc.portfolios().catch(unavailable);
      if (!portfolio) throw new AppError(503, ASSESSMENT_MESSAGES.noPortfolio);
      const started = await sc.startAssessment({ BvDId: bvdId, ModelId: modelId, PortfolioId: portfolio.Id, UserName: user }).catch(unavailable);
      return { id: started.AssessmentId, portfolioId: started.PortfolioId };
    },
    async portfolio(portfolioId) {
      if (!supplyChain) return [];
      const found = await supplyChain.portfolioAssessments(portfolioId).catch(unless(() => { throw notFound(ASSESSMENT_MESSAGES.notFound); }));
      return found.map(fromSupplyChain);
    },
  };
}
