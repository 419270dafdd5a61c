import type { EndpointId } from '@connector/contracts';

interface Tag {
  readonly name: string;
  readonly description: string;
  readonly endpoints: readonly EndpointId[];
}

/**
 * The document's groups, one per module of the API, in the order a reader meets them. Each
 * catalogue endpoint belongs to exactly one (`document.test.ts` holds that).
 */
export const TAGS: readonly Tag[] = [
  {
    name: 'System',
    description: 'Liveness and readiness of the server, for load balancers and orchestrators. No sign-in.',
    endpoints: ['getHealth', 'getReady'],
  },
  {
    name: 'Async requests',
    description:
      'Outcomes of application calls that outlived the gateway deadline (answered 504), by the request guid the call carried. See the 504 answer of any application call.',
    endpoints: ['getAsyncRequest'],
  },
  {
    name: 'Applications',
    description: 'The tenant\'s applications (an SAP Ariba realm with its Orbis and Catalyst settings): list, create, configure, test the connection.',
    endpoints: ['listApps', 'getApp', 'createApp', 'updateApp', 'renameApp', 'testAppConnection', 'revealAppSecret'],
  },
  {
    name: 'Identity',
    description:
      'Application credentials (an OAuth client per application, for the client-credentials flow of the bearer scheme) and the signed-in person\'s own settings.',
    endpoints: ['getAppClient', 'generateAppClient', 'revealAppClientSecret', 'saveLastApplication'],
  },
  {
    name: 'Suppliers',
    description: 'An application\'s Ariba suppliers and their links to Orbis companies (BvD IDs): search, link, unlink, and the supplier sync.',
    endpoints: [
      'matchSuppliers',
      'listConnectedSuppliers',
      'listMissingSuppliers',
      'getSupplier',
      'linkSupplier',
      'unlinkSupplier',
      'getSupplierActivity',
      'startSupplierSync',
      'retryFailedSuppliers',
    ],
  },
  {
    name: 'Company views',
    description: 'The Orbis company report of a linked supplier and the context it is shown in.',
    endpoints: ['getOrbisContext', 'getOrbisCompany'],
  },
  {
    name: 'Assessments',
    description: 'Catalyst and Supply Chain risk assessments of suppliers: start one, follow it, read its frame and models.',
    endpoints: [
      'startCatalystAssessment',
      'getCatalystAssessment',
      'getCatalystSupplierAssessments',
      'getCatalystModels',
      'getCatalystFrame',
      'startSupplyChainAssessment',
      'getSupplyChainPortfolio',
      'getSupplyChainSupplierAssessments',
      'getSupplyChainModels',
      'getSupplyChainFrame',
    ],
  },
  {
    name: 'Mappings',
    description: 'Versioned mappings of Orbis and assessment data onto Ariba questionnaires, their write-back job, and running a write-back.',
    endpoints: [
      'getMappingSet',
      'getMappingLists',
      'createMappingVersion',
      'updateMappingVersion',
      'activateMappingVersion',
      'previewMapping',
      'getMappingModels',
      'getMappingEmails',
      'updateMappingJob',
      'runMappingWriteBack',
    ],
  },
  {
    name: 'Imports',
    description: 'Linking many suppliers at once from uploaded rows: check, start, follow and retry a batch.',
    endpoints: ['checkSupplierBatch', 'startSupplierBatch', 'getSupplierBatch', 'getSupplierBatchResults', 'retrySupplierBatch'],
  },
  {
    name: 'Own entity',
    description: 'Requests to add a supplier that Orbis does not know yet as a new entity.',
    endpoints: ['requestOwnEntity', 'listOwnEntityRequests'],
  },
  {
    name: 'Users',
    description: 'People of a tenant: list, create, update, enable, disable, delete, reset passwords and sign-in locks.',
    endpoints: [
      'listAllUsers',
      'listTenantUsers',
      'getUser',
      'createUser',
      'updateUser',
      'resetUserPassword',
      'enableUser',
      'disableUser',
      'deleteUser',
      'getUserSignInLock',
      'unlockUserSignIn',
    ],
  },
  {
    name: 'Roles',
    description: 'Roles and the permissions they grant; a caller asks what its own roles allow.',
    endpoints: ['getRolePermissions', 'listRoles', 'getRole', 'createRole', 'updateRole'],
  },
  {
    name: 'Tenants',
    description: 'Tenants (super administrators) and a tenant\'s own configuration; the sign-in settings of a tenant are public.',
    endpoints: [
      'getTenantAuth',
      'listTenants',
      'createTenant',
      'getTenant',
      'updateTenant',
      'revealTenantSecret',
      'getOwnTenant',
      'updateOwnTenant',
      'revealOwnTenantSecret',
    ],
  },
  {
    name: 'Audit',
    description: 'The audit log: who changed what and when, per entity or for the whole tenant, and its export.',
    endpoints: ['listAuditEvents', 'listTenantAuditEvents', 'exportAuditEvents'],
  },
];

const TAG_OF: ReadonlyMap<string, string> = new Map(TAGS.flatMap((tag) => tag.endpoints.map((id) => [id, tag.name] as const)));

/** The tag of an endpoint; undefined for one no tag lists, which the document's tests then name. */
export const tagOf = (endpointId: string): string | undefined => TAG_OF.get(endpointId);
