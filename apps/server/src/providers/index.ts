/**
 * The adapters of the outside services: the only server code that calls them. Each factory takes
 * its connection settings explicitly, so an application's stored settings can build one.
 */
export { createAribaAdapter, type AribaAdapter } from './ariba/client.ts';
export type { AribaSettings } from './ariba/settings.ts';
export type { PendingApproval } from './ariba/approvals.ts';
export { parseQuestionnaireRef, questionnaireRef, type QuestionAnswer, type QuestionnaireAddress, type WrittenAnswer } from './ariba/questionnaires.ts';
export { QuotaGates, sharedQuotaGates } from './ariba/quota.ts';
export type { RiskFieldValues } from './ariba/risk.ts';
export type { AribaVendor, PageOptions, VendorPage, VendorRequest } from './ariba/vendors.ts';
export { createOrbisAdapter, selectedHit, type OrbisAdapter, type OrbisCompanyData, type OrbisHit, type OrbisSettings } from './orbis/client.ts';
export { createCatalystAdapter, type CatalystAdapter } from './catalyst/client.ts';
export { createSupplyChainAdapter, type SupplyChainAdapter } from './supply-chain/client.ts';
/** Both Catalyst products connect the same way: base URL and API key. */
export type {
  AssessmentSettings as CatalystSettings,
  AssessmentSettings as SupplyChainSettings,
} from './assessments/client.ts';
export { createCognitoAdmin, type CognitoAdmin, type PoolAccount } from './cognito/admin.ts';
export { parseCognitoPools, poolIssuer, type CognitoPool, type CognitoSettings } from './cognito/settings.ts';
export { couldNotConnect, testConnection, type ConnectionResult } from './connection-check.ts';
export { createHostPolicy, entryForOrigin, parseHostEntries, type HostEntry, type HostPolicy } from './http/host-policy.ts';
export { createOutboundFetch, type OutboundOptions } from './http/outbound-fetch.ts';
export {
  ProviderError,
  isProviderError,
  quotaResumeAt,
  type ProviderErrorKind,
  type ProviderName,
} from './http/errors.ts';
export {
  BreakerRegistry,
  RESILIENCE_DEFAULTS,
  sharedBreakers,
  type BreakerSettings,
  type RetrySettings,
} from './http/resilience.ts';
export type { ConnectionSettings } from './http/settings.ts';
