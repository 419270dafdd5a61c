import {
  ARIBA_PATHS,
  AribaForms,
  ApprovalTask,
  PendingApprovables,
  QuestionnaireAnswersResult,
  RiskExposureResult,
  type ApprovalActionBody,
  type AribaVendor,
  type QuestionnaireAnswersBody,
  type RiskExposureBody,
  type VendorDataPage,
  type VendorDataRequestBody,
} from '@connector/contracts/providers/ariba';
import { fillPath } from '../http/paths.ts';
import { createJsonClient } from '../http/json-client.ts';
import { createAribaCall } from './call.ts';
import { describeAribaRejection, type AribaSettings } from './settings.ts';
import { createTokenSource } from './token.ts';
import { supplier360Url } from './urls.ts';
import { listAllVendors, vendorPage, vendorPages, type PageOptions } from './vendors.ts';

export interface AribaAdapter {
  readonly realm: string;
  /** One page; `skip` is the token of the previous page (0 for the first). */
  vendorPage(
    body: VendorDataRequestBody,
    options?: { skip?: number; top?: number; count?: boolean; signal?: AbortSignal },
  ): Promise<VendorDataPage>;
  vendorPages(body: VendorDataRequestBody, options?: PageOptions): AsyncGenerator<VendorDataPage, void, undefined>;
  listAllVendors(body: VendorDataRequestBody, options?: PageOptions): Promise<AribaVendor[]>;
  writeQuestionnaireAnswers(smVendorId: string, body: QuestionnaireAnswersBody): Promise<QuestionnaireAnswersResult>;
  pendingApprovables(): Promise<PendingApprovables>;
  task(taskId: string): Promise<ApprovalTask>;
  act(body: ApprovalActionBody): Promise<ApprovalTask>;
  pushRiskExposure(smVendorId: string, body: RiskExposureBody): Promise<RiskExposureResult>;
  supplier360Url(smVendorId: string): string;
  /**
   * The realm's custom forms and questionnaire templates with their questions, for the mapping
   * editors. Read with the credentials the adapter was built with: callers use the Supplier Data
   * With Pagination section's adapter (`supplierData()` of the application), since the forms
   * describe the vendor data and questionnaires that section reads and writes. `realm` must be
   * one of the token's realms (normally the adapter's own); Ariba refuses any other with 400.
   */
  forms(realm: string, signal?: AbortSignal): Promise<AribaForms>;
  /** A token and the smallest vendor page: proves URL, credentials, apiKey and realm. */
  connectionCheck(): Promise<void>;
}

export function createAribaAdapter(settings: AribaSettings): AribaAdapter {
  const { realm } = settings;
  const client = createJsonClient({ ...settings, provider: 'Ariba', describeRejection: describeAribaRejection });
  const oauthClient =
    settings.oauthBaseUrl === undefined
      ? client
      : createJsonClient({ ...settings, baseUrl: settings.oauthBaseUrl, provider: 'Ariba' });
  const tokens = createTokenSource(oauthClient, settings, settings.now ?? Date.now);
  const call = createAribaCall(client, tokens, settings.apiKey, realm);
  const vendorNotFound = (smVendorId: string) => `Ariba has no vendor ${smVendorId} in realm ${realm}`;

  return {
    realm,
    vendorPage: (body, options = {}) => vendorPage(call, body, options),
    vendorPages: (body, options) => vendorPages(call, body, options),
    listAllVendors: (body, options) => listAllVendors(call, body, options),
    writeQuestionnaireAnswers: (smVendorId, body) =>
      call({
        method: 'POST',
        path: fillPath(ARIBA_PATHS.questionnaireAnswers, { smVendorId }),
        json: body,
        schema: QuestionnaireAnswersResult,
        // The answers replace the stored ones: writing them twice leaves the same state.
        idempotent: true,
        notFound: vendorNotFound(smVendorId),
      }),
    pendingApprovables: () => call({ method: 'GET', path: ARIBA_PATHS.pendingApprovables, schema: PendingApprovables }),
    task: (taskId) =>
      call({
        method: 'GET',
        path: fillPath(ARIBA_PATHS.task, { taskId }),
        schema: ApprovalTask,
        notFound: `Ariba has no approval task ${taskId}`,
      }),
    act: (body) =>
      call({
        method: 'POST',
        path: ARIBA_PATHS.action,
        json: body,
        schema: ApprovalTask,
        notFound: `Ariba has no approval task ${body.taskId}`,
        conflict: `Ariba approval task ${body.taskId} is no longer pending`,
      }),
    pushRiskExposure: (smVendorId, body) =>
      call({
        method: 'POST',
        path: fillPath(ARIBA_PATHS.riskExposure, { smVendorId }),
        json: body,
        schema: RiskExposureResult,
        notFound: vendorNotFound(smVendorId),
      }),
    forms: (formsRealm, signal) => call({ method: 'GET', path: ARIBA_PATHS.forms, realm: formsRealm, schema: AribaForms, signal }),
    supplier360Url: (smVendorId) => supplier360Url(settings.pagesBaseUrl ?? settings.baseUrl, settings.region, realm, smVendorId),
    async connectionCheck() {
      await vendorPage(call, {}, { top: 1 });
    },
  };
}
