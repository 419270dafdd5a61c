import { z } from 'zod';
import type { FieldDefinition } from './connectivity.ts';

/**
 * Connector manifests: the connectivity sections of a service as data (`ariba-connectivity.ts`).
 * The console renders each with the generic form engine, the server validates the same
 * definitions and builds the provider adapters from the stored values.
 */

/** Feature flags of an application (APP-2, APP-3). */
export const APP_FLAGS = ['catalystMapping', 'orbisSearchMapping', 'supplyChainMapping', 'riskMapping', 'questionnaireMapping'] as const;
export type AppFlag = (typeof APP_FLAGS)[number];

/** Outside services a section's Test connection reaches. */
export const CONNECTIVITY_PROVIDERS = ['ariba', 'orbis', 'catalyst', 'supplyChain'] as const;
export type ConnectivityProvider = (typeof CONNECTIVITY_PROVIDERS)[number];

export const SECTION_IDS = [
  'connectorApi',
  'moodys',
  'general',
  'externalApprovalApi',
  'supplierDataWithPagination',
  'organizationImport',
  'riskApi',
  'emailsJobConfiguration',
] as const;
export const SectionId = z.enum(SECTION_IDS);
export type SectionId = z.infer<typeof SectionId>;

export interface ConnectivitySection {
  id: SectionId;
  title: string;
  /**
   * What Test connection calls with the section's values, in order; absent means the section
   * has no connection test. A provider whose base URL is left empty is skipped (optional product).
   */
  providers?: readonly ConnectivityProvider[];
  /** The section is shown (and validated) only while this flag of the application is enabled. */
  hiddenUnless?: AppFlag;
  fields: readonly FieldDefinition[];
}

/** Whether a section is shown for an application with these flags. */
export function isSectionVisible(section: ConnectivitySection, flags: Partial<Record<AppFlag, { enabled: boolean }>>): boolean {
  return section.hiddenUnless === undefined || flags[section.hiddenUnless]?.enabled === true;
}

/** Keys of the fields whose values are secrets: stored encrypted, sent back masked. */
export function secretKeys(section: ConnectivitySection): string[] {
  return section.fields.filter((field) => field.type === 'password').map((field) => field.key);
}

/** Default values of a section, as a new application starts with them. */
export function sectionDefaults(section: ConnectivitySection): Record<string, unknown> {
  return Object.fromEntries(section.fields.filter((field) => field.value !== undefined).map((field) => [field.key, field.value]));
}
