import { z } from 'zod';

/** How a candidate of Orbis's matching is explained to a person: the agreement of each criterion behind its score. */

/** Criteria names whose agreement is weighed when explaining a match ("Why this match"). */
export const MATCH_CRITERIA = ['name', 'city', 'postCode', 'nationalId'] as const;
export const MatchCriterion = z.enum(MATCH_CRITERIA);
export type MatchCriterion = z.infer<typeof MatchCriterion>;

/** How one criterion agreed with a candidate: its weight in the score and how well it agreed (0–1). */
export const CriterionAgreement = z.object({
  criterion: MatchCriterion,
  weight: z.number().min(0).max(1),
  agreement: z.number().min(0).max(1),
});
export type CriterionAgreement = z.infer<typeof CriterionAgreement>;
