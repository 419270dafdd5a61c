import {
  APP_FLAGS,
  DEFAULT_APP_TYPE,
  isSectionVisible,
  sectionDefaults,
  sectionsOf,
  type App,
  type AppFlag,
  type AppType,
  type ConnectivitySection,
  type FlagState,
  type UpdateAppBody,
} from '@connector/contracts';
import type { SectionDefinition, SectionsValues } from '../../../components/form-engine/index.ts';

/** The Validations step's values: the switches, the type and, when creating, the name. */
export type ValidationsValues = { appName: string; enabled: boolean; type: AppType } & Record<AppFlag, FlagState>;

const flagsOf = (source: Partial<Record<AppFlag, FlagState>>) =>
  Object.fromEntries(APP_FLAGS.map((flag) => [flag, { enabled: source[flag]?.enabled === true }])) as Record<AppFlag, FlagState>;

export const NEW_APP_VALUES: ValidationsValues = { appName: '', enabled: true, type: DEFAULT_APP_TYPE, ...flagsOf({}) };

export function validationsOf(app: App): ValidationsValues {
  return { appName: app.appName, enabled: app.enabled, type: app.type, ...flagsOf(app) };
}

/** Sections with values of their own; Connector API Configurations only shows the credentials. */
const hasValues = (section: ConnectivitySection) => section.fields.some((field) => !['label', 'header', 'route'].includes(field.type));

export function formSectionsOf(app: App): readonly ConnectivitySection[] {
  return sectionsOf(app.service).filter(hasValues);
}

/** What the connectivity form starts with: the stored values over each section's defaults. */
export function connectivityOf(app: App): SectionsValues {
  return Object.fromEntries(formSectionsOf(app).map((section) => [section.id, { ...sectionDefaults(section), ...app.params[section.id] }]));
}

/** The sections checked now: those shown for the flags as they are set in the Validations step. */
export function checkedSections(app: App, flags: Partial<Record<AppFlag, FlagState>>): SectionDefinition[] {
  return formSectionsOf(app)
    .filter((section) => isSectionVisible(section, flags))
    .map((section) => ({ key: section.id, fields: section.fields, storedSecrets: app.secretsSet[section.id] ?? [] }));
}

/** The whole application as the wizard saves it; sections not shown keep what is stored. */
export function updateBodyOf(app: App, validations: ValidationsValues, connectivity: SectionsValues): UpdateAppBody {
  const params: UpdateAppBody['params'] = { ...app.params };
  for (const section of checkedSections(app, validations)) params[section.key as keyof typeof params] = connectivity[section.key];
  return {
    enabled: validations.enabled,
    type: validations.type,
    ...flagsOf(validations),
    params,
    catalystModel: app.catalystModel,
    supplyChainModel: app.supplyChainModel,
    orbisJobEmails: app.orbisJobEmails,
  };
}
