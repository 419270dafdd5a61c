import { z } from 'zod';

/**
 * Paths of the Ariba calls, relative to the provider's base URL (`/ariba` in the simulators; the
 * OAuth host for `token`, the API host for the rest). docs/providers.md gives each one's source;
 * `riskCustomFields`, `riskExposures`, `forms` and `supplier360` have no published path.
 */
export const ARIBA_PATHS = {
  token: '/v2/oauth/token',
  vendorDataRequests: '/api/supplierdatapagination/v4/prod/vendorDataRequests',
  questionnaireQna: '/api/supplierdatapagination/v4/prod/vendors/:smVendorId/workspaces/:workspaceId/questionnaires/:questionnaireId/qna',
  questionnaireAnswers: '/api/supplierdatapagination/v4/prod/vendors/:smVendorId/workspaces/:workspaceId/questionnaires/:questionnaireId/answers',
  pendingApprovables: '/api/sourcing-approval/v2/prod/pendingApprovables',
  task: '/api/sourcing-approval/v2/prod/Task/:taskId',
  workspace: '/api/sourcing-approval/v2/prod/Workspace/:workspaceId',
  action: '/api/sourcing-approval/v2/prod/action',
  riskCustomFields: '/api/risk-category-information/v1/prod/suppliers',
  riskExposures: '/api/risk-exposure/v3/prod/suppliers/:smVendorId/exposures',
  forms: '/api/supplier-forms/v1/prod/forms',
  supplier360: '/Supplier360/:region/:realm/:smVendorId',
} as const;

/**
 * The APIs of the developer portal, each with its own application key and its own quotas, by the
 * path prefix of its calls. A call's API is the first whose prefix its path starts with.
 */
export const ARIBA_APIS = {
  supplierData: '/api/supplierdatapagination/',
  approval: '/api/sourcing-approval/',
  riskCategory: '/api/risk-category-information/',
  riskExposure: '/api/risk-exposure/',
  forms: '/api/supplier-forms/',
} as const;
export type AribaApi = keyof typeof ARIBA_APIS;

/** The API a path belongs to; undefined for the token and pages. */
export function aribaApiOf(path: string): AribaApi | undefined {
  return (Object.keys(ARIBA_APIS) as AribaApi[]).find((api) => path.startsWith(ARIBA_APIS[api]));
}

/**
 * Texts Ariba answers with (400) when a call lacks its apiKey or names a realm outside the token,
 * as the Risk Exposure API's error list writes them; the other APIs are taken to say the same.
 */
export const ARIBA_MESSAGES = {
  apiKeyMissing: 'The apiKey is missing in the header.',
  apiKeyInvalid: 'The API key passed in the request is not valid.',
  realmMissing: 'Check the realm in the request. The realm value should not be null or empty.',
  realmMismatch: (realm: string) => `Realm ${realm} in the request does not match with realms in the token.`,
  rateLimited: 'Rate limit error',
  rateLimitedDetail:
    'You have exceeded the maximum permitted query rate. Refer to the developer portal discovery page for this API for the applicable query rates.',
} as const;

/**
 * The Supplier Data API's own error codes: 420–423 name what the path or query got wrong, 403
 * refuses answers while the supplier is acting on the questionnaire.
 */
export const ARIBA_SUPPLIER_DATA_ERRORS = {
  403: 'Forbidden',
  420: 'Vendor not found',
  421: 'Questionnaire not found',
  422: 'Invalid or missing workspace ID',
  423: 'Invalid Parameter',
} as const;

/** What an Ariba error body may hold: the gateway's `error` and `message`, or a v4 API's `errorMessages`. */
export const AribaError = z.looseObject({
  error: z.unknown().optional(),
  message: z.string().optional(),
  statusCode: z.number().optional(),
  errorMessages: z.array(z.looseObject({ message: z.string().optional() })).optional(),
});
export type AribaError = z.infer<typeof AribaError>;

/** The text of an Ariba error body, wherever it keeps it; undefined when it has none. */
export function aribaErrorText(body: unknown): string | undefined {
  const parsed = AribaError.safeParse(body);
  if (!parsed.success) return undefined;
  const { message, error, errorMessages } = parsed.data;
  return message ?? errorMessages?.find((m) => m.message)?.message ?? (typeof error === 'string' ? error : undefined);
}

/**
 * The envelope the Supplier Data API with Pagination answers its writes and errors with
 * (published for a v4 PATCH): `status`, `statusCode`, and `errorMessages` on failure.
 */
export const AribaStatusEnvelope = z.looseObject({
  status: z.string(),
  statusCode: z.number().int(),
  errorMessages: z
    .array(
      z.looseObject({
        errorType: z.string().optional(),
        message: z.string().optional(),
        cause: z.string().optional(),
        resolution: z.string().optional(),
        errorCode: z.number().optional(),
      }),
    )
    .optional(),
});
export type AribaStatusEnvelope = z.infer<typeof AribaStatusEnvelope>;

export const AribaRealmQuery = z.object({ realm: z.string().min(1).max(100) });

export const ARIBA_REGIONS = ['us', 'eu', 'au'] as const;
export type AribaRegion = (typeof ARIBA_REGIONS)[number];

/**
 * The developer portal's hosts of each data centre: the API host and the OAuth host, as SAP's
 * table of important URLs lists them. The OAuth host does not follow from the API host by one rule.
 */
export const ARIBA_DATA_CENTRES = [
  { id: 'us', api: 'openapi.ariba.com', oauth: 'api.ariba.com' },
  { id: 'eu', api: 'eu.openapi.ariba.com', oauth: 'api-eu.ariba.com' },
  { id: 'au', api: 'openapi.au.cloud.ariba.com', oauth: 'api.au.cloud.ariba.com' },
  { id: 'jp', api: 'openapi.jp.cloud.ariba.com', oauth: 'api.jp.cloud.ariba.com' },
  { id: 'cn', api: 'openapi.sapariba.cn', oauth: 'api.sapariba.cn' },
  { id: 'uae', api: 'mn1.openapi.ariba.com', oauth: 'api.mn1.ariba.com' },
  { id: 'ksa', api: 'mn2.openapi.ariba.com', oauth: 'api.mn2.ariba.com' },
] as const;

/** The OAuth origin of a known Ariba API URL's data centre; undefined for any other host. */
export function aribaOAuthOriginFor(apiUrl: string): string | undefined {
  let host: string;
  try {
    host = new URL(apiUrl).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const centre = ARIBA_DATA_CENTRES.find((c) => c.api === host);
  return centre ? `https://${centre.oauth}/` : undefined;
}
