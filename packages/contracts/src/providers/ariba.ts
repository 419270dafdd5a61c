/**
 * SAP Ariba wire types, as SAP publishes them where it does (docs/providers.md names each
 * source): OAuth tokens, the Supplier Data API with Pagination (vendors, questionnaire answers),
 * the External Approval API, Supplier Risk's custom fields and exposures, the rate-limit headers;
 * and, where nothing is published, the connector's assumptions (forms, Supplier 360 links).
 */
export * from './ariba/common.ts';
export * from './ariba/token.ts';
export * from './ariba/supplier-data.ts';
export * from './ariba/approvals.ts';
export * from './ariba/risk.ts';
export * from './ariba/quotas.ts';
export * from './ariba/forms.ts';
export * from './ariba/links.ts';
