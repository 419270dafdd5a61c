import type { Assessment } from '@connector/contracts';
import type { CatalystAssessment } from '@connector/contracts/providers/catalyst';
import type { SupplyChainAssessment } from '@connector/contracts/providers/supply-chain';

/** A compliance assessment as the console shows it (ASM-3). */
export function fromCatalyst(a: CatalystAssessment): Assessment {
  return {
    id: a.CF_RA_Id,
    bvdId: a.BvDId,
    score: a.CF_RA_Score,
    scoreLabel: a.CF_RA_ScoreLabel,
    status: a.CF_RA_Status,
    model: a.ModelName,
    modelId: a.ModelId,
    startedUser: a.CF_RA_StartedBy,
    startedDate: a.CF_RA_StartedOn,
    modificationUser: a.CFE_RA_MODIFIED_BY,
    modifiedDate: a.CFE_RA_MODIFICATION_DATE,
    portfolioId: null,
    ALERT_COUNT: a.ALERT_COUNT,
  };
}

/** A supply chain assessment as the console shows it (ASM-3). */
export function fromSupplyChain(a: SupplyChainAssessment): Assessment {
  return {
    id: a.AssessmentId,
    bvdId: a.BvDId,
    score: a.Score,
    scoreLabel: a.ScoreLabel,
    status: a.Status,
    model: a.ModelName,
    modelId: a.ModelId,
    startedUser: a.StartedBy,
    startedDate: a.StartedOn,
    modificationUser: a.ModifiedBy,
    modifiedDate: a.ModificationDate,
    portfolioId: a.PortfolioId,
    ALERT_COUNT: a.AlertCount,
  };
}
