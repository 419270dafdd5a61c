import {
  CATALYST_PATHS,
  CatalystStartBody,
  type CatalystAssessment,
  type CatalystStartResponse,
  type ResultFields,
} from '@connector/contracts/providers/catalyst';
import type { FastifyInstance } from 'fastify';
import { assessmentRoutes } from '../assessments/routes.ts';
import type { AssessmentStore, AssessmentView } from '../assessments/store.ts';
import type { SimulatorContext } from '../context.ts';

export function toCatalystAssessment(view: AssessmentView): CatalystAssessment {
  return {
    CF_RA_Id: view.id,
    BvDId: view.bvdId,
    ModelId: view.model.Id,
    ModelName: view.model.Name,
    CF_RA_Status: view.status,
    CF_RA_Score: view.score,
    CF_RA_ScoreLabel: view.scoreLabel,
    CF_RA_StartedOn: view.startedOn,
    CF_RA_StartedBy: view.startedBy,
    CFE_RA_MODIFICATION_DATE: view.modifiedOn,
    CFE_RA_MODIFIED_BY: view.modifiedBy,
    ALERT_COUNT: view.alertCount,
  };
}

/**
 * The assessment results a mapping can send to Ariba, in the export's column names; typed by the
 * wire type's keys so a renamed column fails the type check.
 */
export const CATALYST_RESULT_FIELDS: { key: keyof CatalystAssessment; label: string }[] = [
  { key: 'CF_RA_Status', label: 'Catalyst Status' },
  { key: 'CF_RA_Score', label: 'Score' },
  { key: 'CF_RA_ScoreLabel', label: 'Score Label' },
  { key: 'CF_RA_StartedOn', label: 'Started Date' },
  { key: 'CFE_RA_MODIFICATION_DATE', label: 'Modified Date' },
  { key: 'ALERT_COUNT', label: 'Alert Count' },
];

/** Compliance Catalyst: the shared Catalyst routes, in its `CF_RA_*` export columns. */
export async function catalystRoutes(app: FastifyInstance, { context, store }: { context: SimulatorContext; store: AssessmentStore }) {
  await assessmentRoutes(app, {
    context,
    store,
    product: {
      provider: 'catalyst',
      name: 'Compliance Catalyst',
      apiKey: context.config.catalyst.apiKey,
      paths: CATALYST_PATHS,
      startBody: CatalystStartBody,
      toWire: toCatalystAssessment,
      started: (view): CatalystStartResponse => ({ SelectionId: { CF_RA_Id: view.id } }),
      routes: (api) => {
        api.get(CATALYST_PATHS.fields, async (): Promise<ResultFields> => CATALYST_RESULT_FIELDS);
      },
    },
  });
}
