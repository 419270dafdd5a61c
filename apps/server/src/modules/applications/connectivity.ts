import {
  APP_MESSAGES,
  findSection,
  secretKeys,
  validateSection,
  type FieldError,
  type TestConnectionBody,
  type TestConnectionResult,
} from '@connector/contracts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { badRequest, notFound } from '../../errors/index.ts';
import type { ConnectionTester } from './connection.ts';
import { openSection, overlaySection } from './params.ts';
import type { ApplicationsService } from './service.ts';

export interface ConnectivityDeps {
  applications: Pick<ApplicationsService, 'row'>;
  secrets: SecretBox;
  tester: ConnectionTester;
}

const errorsOf = (prefix: string, errors: Record<string, string>): FieldError[] =>
  Object.entries(errors).map(([field, message]) => ({ field: `${prefix}.${field}`, message }));

/** Connection tests and secret reveals: the only places a stored secret is opened. */
export function createConnectivityService({ applications, secrets, tester }: ConnectivityDeps) {
  return {
    /**
     * Tests a section with the form's values over the stored ones. The stored row is read in its
     * own short transaction; the outside calls happen after it has ended.
     */
    async testConnection(tenantId: string, appId: string, body: TestConnectionBody): Promise<TestConnectionResult> {
      const row = await applications.row(tenantId, appId);
      const section = findSection(row.service, body.parentId);
      if (!section?.providers?.length) return { valid: true };
      const generalSection = findSection(row.service, 'general');
      const values = overlaySection(section, openSection(section, row.params, row.secrets, secrets), body.fields);
      const checked = validateSection(section.fields, values);
      const general = generalSection
        ? validateSection(generalSection.fields, { ...row.params.general, ...body.general })
        : { values: {}, errors: {} };
      const errors = [
        ...errorsOf('body.fields', checked.errors),
        ...(section.providers.includes('ariba') ? errorsOf('body.general', general.errors) : []),
      ];
      if (errors.length > 0) throw badRequest(APP_MESSAGES.invalidParams, errors);
      return tester({ section, values: checked.values, general: general.values, region: body.region });
    },

    async revealSecret(tenantId: string, appId: string, sectionId: string, fieldKey: string): Promise<{ value: string | null }> {
      const row = await applications.row(tenantId, appId);
      const section = findSection(row.service, sectionId);
      if (!section || !secretKeys(section).includes(fieldKey)) throw notFound(APP_MESSAGES.noSuchSecret);
      const sealed = row.secrets[sectionId]?.[fieldKey];
      return { value: sealed === undefined ? null : secrets.open(sealed) };
    },
  };
}

export type ConnectivityService = ReturnType<typeof createConnectivityService>;
