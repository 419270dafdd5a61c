import { z } from 'zod';
import { APP_FLAGS, SectionId, type AppFlag } from './connector-manifest.ts';
import { defineEndpoint } from './http.ts';

/** Applications (APP-1, APP-9, APP-20 to APP-24). */

export const APP_TYPES = ['Test', 'Production'] as const;
export type AppType = (typeof APP_TYPES)[number];
export const DEFAULT_APP_TYPE: AppType = 'Test';
export const DEFAULT_APP_SERVICE = 'ariba';
export const APP_NAME_MAX = 50;
/** Name-in-use and some other messages clear after this long (APP-9). */
export const APP_MESSAGE_CLEAR_MS = 5000;

export const APP_MESSAGES = {
  nameRequired: 'Please Add Application Name',
  somethingWrong: 'Something went wrong, please try again later.',
  saveFailed: 'Something went wrong, please try again later',
  renameFailed: 'Something went wrong, please try again',
  notGenerated: 'Not Generated',
  connectionError: 'Connection Error',
  created: 'Application Created Successfully',
  updated: 'Application Updated Successfully',
  renamed: 'Application Renamed Successfully',
  credentialsGenerated: 'App Credentials Generated Successfully',
  notFound: 'Application was not found',
  invalidParams: 'Some connectivity values are not valid',
  noSuchSecret: 'No such secret',
  hostNotAllowed: 'This server is not allowed to call this host; its operator lists the allowed ones in PROVIDER_HOSTS',
  secretForOtherHost: 'Enter the secret again to test it against a URL other than the saved one',
} as const;

export const appNameInUseMessage = (name: string) => `${name} Name in Use Please change Application Name`;

/** As typed, the first space of a name becomes an underscore (APP-9); the server does the same. */
export function normaliseAppName(typed: string): string {
  return typed.replace(' ', '_');
}

export const AppName = z
  .string({ error: APP_MESSAGES.nameRequired })
  .transform((value) => normaliseAppName(value.trim()))
  .pipe(z.string().min(1, APP_MESSAGES.nameRequired).max(APP_NAME_MAX, `At most ${APP_NAME_MAX} characters`));

export const AppId = z.uuid();
export const FlagState = z.object({ enabled: z.boolean() });
export type FlagState = z.infer<typeof FlagState>;

/** A catalyst or supply chain model, reduced to id and Name (MAP-13). */
export const AppModel = z.object({ id: z.string().max(100), Name: z.string().max(200) });
export type AppModel = z.infer<typeof AppModel>;

/** Every string of a connectivity value is bounded; rows of `array` fields are flat objects. */
const Scalar = z.union([z.string().max(2048), z.number(), z.boolean(), z.null()]);
const ParamValue = z.union([Scalar, z.array(z.union([z.string().max(2048), z.record(z.string().max(100), Scalar)])).max(200)]);
export const SectionValues = z.record(z.string().max(100), ParamValue);
export type SectionValues = z.infer<typeof SectionValues>;
export const AppParams = z.partialRecord(SectionId, SectionValues);
export type AppParams = z.infer<typeof AppParams>;

const flagFields = {
  catalystMapping: FlagState,
  orbisSearchMapping: FlagState,
  supplyChainMapping: FlagState,
  riskMapping: FlagState,
  questionnaireMapping: FlagState,
};
const flagDefaults = Object.fromEntries(Object.keys(flagFields).map((key) => [key, FlagState.default({ enabled: false })])) as {
  [K in keyof typeof flagFields]: z.ZodDefault<typeof FlagState>;
};

export const App = z.object({
  appId: AppId,
  appName: z.string(),
  tenantId: z.string(),
  service: z.string(),
  type: z.enum(APP_TYPES),
  enabled: z.boolean(),
  /**
   * Values per connectivity section. Password-type values are never sent: they read null,
   * and `secretsSet` names those that hold a value (reveal them with `revealAppSecret`).
   */
  params: AppParams,
  secretsSet: z.partialRecord(SectionId, z.array(z.string())),
  ...flagFields,
  catalystModel: AppModel.nullable(),
  supplyChainModel: AppModel.nullable(),
  orbisJobEmails: z.array(z.string()),
});
export type App = z.infer<typeof App>;

/** An entry of the application list and the top bar's selector (APP-1, APP-27). */
/** Which integrations of an application are on (APP-3). */
export const AppFlagsOn = z.object(
  Object.fromEntries(Object.keys(flagFields).map((key) => [key, z.boolean()])) as { [K in keyof typeof flagFields]: z.ZodBoolean },
);
export type AppFlagsOn = z.infer<typeof AppFlagsOn>;
export const NO_FLAGS_ON: AppFlagsOn = AppFlagsOn.parse(Object.fromEntries(Object.keys(flagFields).map((key) => [key, false])));

/**
 * One application as the selector lists it: label, value and type (APP-27), and whether the
 * app is enabled and which integrations are on, which the menus follow for every user of the
 * tenant, not only those who may configure applications.
 */
export const AppListEntry = z.object({
  label: z.string(),
  value: z.string(),
  type: z.enum(APP_TYPES),
  enabled: z.boolean().default(true),
  flags: AppFlagsOn.default(NO_FLAGS_ON),
});
export type AppListEntry = z.infer<typeof AppListEntry>;

/** The list entry of an application's configuration. */
export function listEntryOf(app: Pick<App, 'appId' | 'appName' | 'type' | 'enabled' | AppFlag>): AppListEntry {
  const flags = Object.fromEntries(APP_FLAGS.map((flag) => [flag, app[flag].enabled])) as AppFlagsOn;
  return { label: app.appName, value: app.appId, type: app.type, enabled: app.enabled, flags };
}

/** The Validations step: what creating an application takes. */
export const CreateAppBody = z.object({
  appName: AppName,
  enabled: z.boolean().default(true),
  type: z.enum(APP_TYPES).default(DEFAULT_APP_TYPE),
  ...flagDefaults,
});
export type CreateAppBody = z.infer<typeof CreateAppBody>;

/**
 * The whole application as the wizard saves it. The name changes only through rename (an
 * `appName` here is ignored). A password value left null keeps the stored secret; an empty
 * string clears it.
 */
export const UpdateAppBody = z.object({
  enabled: z.boolean(),
  type: z.enum(APP_TYPES),
  ...flagDefaults,
  params: AppParams.default({}),
  catalystModel: AppModel.nullable().default(null),
  supplyChainModel: AppModel.nullable().default(null),
  orbisJobEmails: z.array(z.email().max(254)).max(50).default([]),
});
export type UpdateAppBody = z.infer<typeof UpdateAppBody>;

export const RenameAppBody = z.object({ name: AppName });
export type RenameAppBody = z.infer<typeof RenameAppBody>;
export const RenameAppResult = z.object({ newApplist: z.array(AppListEntry), newSelectedApp: AppListEntry });
export type RenameAppResult = z.infer<typeof RenameAppResult>;

export const TestConnectionBody = z.object({
  /** The section whose Test connection was pressed. */
  parentId: SectionId,
  /** The section's form values; a password left null uses the stored secret. */
  fields: SectionValues,
  region: z.string().max(10).optional(),
  /** The General Configurations form's current values (realm, URLs), when not yet saved. */
  general: SectionValues.optional(),
});
export type TestConnectionBody = z.infer<typeof TestConnectionBody>;

export const ConnectionError = z.object({ error: z.string(), error_description: z.string() });
export type ConnectionError = z.infer<typeof ConnectionError>;
export const TestConnectionResult = z.object({ valid: z.boolean(), error: ConnectionError.optional() });
export type TestConnectionResult = z.infer<typeof TestConnectionResult>;
/** What a failed test answers when nothing more precise is known (APP-17). */
export const CONNECTION_ERROR: ConnectionError = { error: 'invalid_request', error_description: APP_MESSAGES.connectionError };

/** The path of everything under one application: `/api/apps/{appId}/…`. */
export const AppPath = z.object({ appId: AppId });
export const APPLICATIONS_PERMISSION = 'Connector.Configurations.Applications' as const;
const PERMISSION = APPLICATIONS_PERMISSION;

export const listApps = defineEndpoint({
  id: 'listApps',
  method: 'GET',
  path: '/api/apps',
  summary: 'Applications of the tenant, as list entries (label, value, type, integrations on); open to every signed-in user of the tenant, whose menus follow the selected app',
  access: 'user',
  permission: null,
  data: z.array(AppListEntry),
});

export const getApp = defineEndpoint({
  id: 'getApp',
  method: 'GET',
  path: '/api/apps/{appId}',
  summary: 'Configuration of one application, secrets masked',
  access: 'user',
  permission: PERMISSION,
  params: AppPath,
  data: App,
});

export const createApp = defineEndpoint({
  id: 'createApp',
  method: 'POST',
  path: '/api/apps',
  summary: 'Create an application from the Validations step',
  access: 'user',
  permission: PERMISSION,
  body: CreateAppBody,
  data: App,
});

export const updateApp = defineEndpoint({
  id: 'updateApp',
  method: 'PUT',
  path: '/api/apps/{appId}',
  summary: 'Save an application: flags, type, connectivity values',
  access: 'user',
  permission: PERMISSION,
  params: AppPath,
  body: UpdateAppBody,
  data: App,
});

export const renameApp = defineEndpoint({
  id: 'renameApp',
  method: 'PUT',
  path: '/api/apps/{appId}/name',
  summary: 'Rename an application; answers the new list and the renamed entry',
  access: 'user',
  permission: PERMISSION,
  params: AppPath,
  body: RenameAppBody,
  data: RenameAppResult,
});

export const testAppConnection = defineEndpoint({
  id: 'testAppConnection',
  method: 'POST',
  path: '/api/apps/{appId}/testConnection',
  summary: 'Connect to the outside services of one connectivity section',
  access: 'user',
  permission: PERMISSION,
  application: true,
  params: AppPath,
  body: TestConnectionBody,
  data: TestConnectionResult,
});

export const revealAppSecret = defineEndpoint({
  id: 'revealAppSecret',
  method: 'GET',
  path: '/api/apps/{appId}/secrets/{sectionId}/{fieldKey}',
  summary: 'One password-type connectivity value in clear',
  access: 'user',
  permission: PERMISSION,
  params: AppPath.extend({ sectionId: SectionId, fieldKey: z.string().max(100) }),
  data: z.object({ value: z.string().nullable() }),
});
