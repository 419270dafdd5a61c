import { getSupplyChainPortfolio } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';
import { pollWhileRunning } from '../lib/assessment-status.ts';

/**
 * `GET supplyChain/assesment?portfolioId=`: the assessments of the portfolio an assessment was
 * just started in; none without a portfolio. Read again while one of them is being scored.
 */
export function useSupplyChainPortfolio(appId: string, portfolioId: string | null) {
  return useApiQuery(
    getSupplyChainPortfolio,
    { params: { appId }, query: { portfolioId: portfolioId ?? '' } },
    { enabled: portfolioId !== null, refetchInterval: (query) => pollWhileRunning(query.state.data) },
  );
}
