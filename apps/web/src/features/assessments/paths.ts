import { adminLink } from '../../lib/routing/index.ts';

/** Paths of the assessment screens below `/admin`; the misspelt `catalystAssesments` is kept as required (ASM-1). */
export const ASSESSMENT_PATHS = { catalyst: 'catalystAssesments', supplyChain: 'supplyChainAssessments' } as const;

/** The query of the compliance screen: the supplier, the assessment just started, one to read afresh. */
export interface CatalystQuery {
  supplierId?: string;
  newId?: string;
  id?: string;
}

/** The query of the supply chain screen: the supplier, the assessment just started and its portfolio. */
export interface SupplyChainQuery {
  supplierId?: string;
  newId?: string;
  portfolioId?: string;
}

/** `path?query`, with the parameters given (empty ones left out) in a fixed order. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const present = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return present.length > 0 ? `${path}?${new URLSearchParams(present)}` : path;
}

export const toCatalystAssessments = ({ supplierId, newId, id }: CatalystQuery = {}) =>
  withQuery(adminLink(ASSESSMENT_PATHS.catalyst), { supplierId, newId, id });

export const toSupplyChainAssessments = ({ supplierId, newId, portfolioId }: SupplyChainQuery = {}) =>
  withQuery(adminLink(ASSESSMENT_PATHS.supplyChain), { supplierId, newId, portfolioId });
