import { ARIBA_PATHS, AribaForms, supplier360Url } from '@connector/contracts/providers/ariba';
import { createJsonClient } from '../http/json-client.ts';
import { aribaPace, createAribaCall } from './call.ts';
import { createApprovals, type AribaApprovals } from './approvals.ts';
import { readAnswers, writeAnswers, type QuestionAnswer, type QuestionnaireAddress, type WrittenAnswer } from './questionnaires.ts';
import { createRisk, type AribaRisk } from './risk.ts';
import { describeAribaRejection, type AribaSettings } from './settings.ts';
import { createTokenSource } from './token.ts';
import { exportColumns, listAllVendors, vendorPage, vendorPages, type AribaVendor, type PageOptions, type VendorPage, type VendorRequest } from './vendors.ts';

/** Ariba's Supplier Data API says 420, 421 and 422 for a vendor, questionnaire or workspace it does not have. */
const NOT_FOUND_STATUSES = [404, 420, 421, 422] as const;

export interface AribaAdapter {
  readonly realm: string;
  /** One page; `skip` is the `nextToken` of the previous page (0 for the first). */
  vendorPage(request: VendorRequest, options?: { skip?: number; top?: number; count?: boolean; signal?: AbortSignal }): Promise<VendorPage>;
  vendorPages(request: VendorRequest, options?: PageOptions): AsyncGenerator<VendorPage, void, undefined>;
  listAllVendors(request: VendorRequest, options?: PageOptions): Promise<AribaVendor[]>;
  /** Every question of a questionnaire with its current answer. */
  readAnswers(at: QuestionnaireAddress, signal?: AbortSignal): Promise<QuestionAnswer[]>;
  /** Writes answers by correlation id; a `busy` error while the supplier edits the questionnaire. */
  writeAnswers(at: QuestionnaireAddress, answers: readonly WrittenAnswer[], signal?: AbortSignal): Promise<void>;
  /** The External Approval API, acting as the configured approver. */
  readonly approvals: AribaApprovals;
  /** Supplier Risk: custom field values written, exposures read. */
  readonly risk: AribaRisk;
  supplier360Url(smVendorId: string): string | null;
  /**
   * The realm's custom forms and questionnaire templates with their questions, for the mapping
   * editors (assumed: no published API lists them). Read with the Supplier Data With Pagination
   * credentials; `realm` must be one of the token's realms, Ariba refuses any other with 400.
   */
  forms(realm: string, signal?: AbortSignal): Promise<AribaForms>;
  /** A token and the smallest vendor page: proves URL, credentials, apiKey and realm. */
  connectionCheck(): Promise<void>;
}

export function createAribaAdapter(settings: AribaSettings): AribaAdapter {
  const { realm } = settings;
  const now = settings.now ?? Date.now;
  const client = createJsonClient({
    ...settings,
    provider: 'Ariba',
    describeRejection: describeAribaRejection,
    notFoundStatuses: NOT_FOUND_STATUSES,
    pace: aribaPace(settings),
  });
  const oauthClient =
    settings.oauthBaseUrl === undefined ? client : createJsonClient({ ...settings, baseUrl: settings.oauthBaseUrl, provider: 'Ariba' });
  const tokens = createTokenSource(oauthClient, settings, now);
  const call = createAribaCall(client, tokens, settings.apiKey, realm, now);
  const columns = exportColumns(settings.exportColumns);
  return {
    realm,
    vendorPage: (request, options = {}) => vendorPage(call, columns, request, options),
    vendorPages: (request, options) => vendorPages(call, columns, request, options),
    listAllVendors: (request, options) => listAllVendors(call, columns, request, options),
    readAnswers: (at, signal) => readAnswers(call, at, signal),
    writeAnswers: (at, answers, signal) => writeAnswers(call, at, answers, signal),
    approvals: createApprovals(call, settings.approver, `${settings.baseUrl}|${realm}`),
    risk: createRisk(call),
    forms: (formsRealm, signal) => call({ method: 'GET', path: ARIBA_PATHS.forms, realm: formsRealm, schema: AribaForms, signal }),
    supplier360Url: (smVendorId) =>
      supplier360Url({ realm, region: settings.region ?? 'eu', siteUrl: settings.siteUrl ?? null, supplier360Template: settings.supplier360Template ?? null }, smVendorId),
    async connectionCheck() {
      await vendorPage(call, columns, {}, { top: 1 });
    },
  };
}
