import { APP_FLAGS, type AppParams, type UpdateAppBody } from '@connector/contracts';
import { SIMULATOR_DEFAULTS as SIM, SIMULATOR_PREFIXES as PREFIX } from '@connector/contracts/providers/defaults';

/** A fixed id, so seeding finds the demo application again after it was renamed. */
export const DEMO_APP_ID = '00000000-0000-4000-8000-00000000de00';
export const DEMO_APP_NAME = 'Demo';

/** Every Ariba API section of the demo uses the simulator's one OAuth client and key. */
const aribaApi = { apiKey: SIM.ariba.apiKey, clientId: SIM.ariba.clientId, clientSecret: SIM.ariba.clientSecret };

/** The connectivity of an application wired to the simulators at `simulatorUrl`. */
export function demoParams(simulatorUrl: string): AppParams {
  const base = (prefix: string) => `${simulatorUrl.replace(/\/+$/, '')}${prefix}/`;
  return {
    general: {
      realm: SIM.ariba.realms[0],
      region: SIM.ariba.region,
      siteUrl: base(PREFIX.ariba),
      aribaApiUrl: base(PREFIX.ariba),
      customOAuthUrl: false,
    },
    moodys: {
      orbisUrl: base(PREFIX.orbis),
      orbisApiToken: SIM.orbis.apiToken,
      matchScoreLimit: 85,
      maxConcurrency: SIM.orbis.maxConcurrency,
      catalystUrl: base(PREFIX.catalyst),
      catalystApiKey: SIM.catalyst.apiKey,
      supplyChainUrl: base(PREFIX.supplychain),
      supplyChainApiKey: SIM.supplyChain.apiKey,
    },
    externalApprovalApi: { ...aribaApi, autoApprove: false, approverUser: SIM.ariba.approver.user, approverPasswordAdapter: SIM.ariba.approver.passwordAdapter },
    supplierDataWithPagination: { ...aribaApi, registrationStatuses: ['Registered'], fullSync: true, pageSize: 100, pageLimit: 1000 },
    organizationImport: { ...aribaApi, sources: [] },
    riskApi: { ...aribaApi, riskFields: [{ field: 'FIELD_01', label: 'Overall risk', callbackUrl: '' }] },
    emailsJobConfiguration: { sendEmails: false, frequencyHours: 24, emailsNotifications: [] },
  };
}

/** The demo application: enabled, every integration on, wired to the simulators. */
export function demoApp(simulatorUrl: string): UpdateAppBody {
  const flags = Object.fromEntries(APP_FLAGS.map((flag) => [flag, { enabled: true }])) as Pick<UpdateAppBody, (typeof APP_FLAGS)[number]>;
  return {
    enabled: true,
    type: 'Test',
    ...flags,
    params: demoParams(simulatorUrl),
    catalystModel: null,
    supplyChainModel: null,
    orbisJobEmails: [],
  };
}
