import {
  APP_MESSAGES,
  CONNECTION_ERROR,
  findSection,
  secretKeys,
  validateSection,
  type ConnectivitySection,
  type FieldError,
  type FieldValues,
  type TestConnectionBody,
  type TestConnectionResult,
} from '@connector/contracts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { badRequest, notFound } from '../../errors/index.ts';
import type { HostPolicy } from '../../providers/index.ts';
import { secretDestinations, type ConnectionTester } from './connection.ts';
import { openSection, overlaySection } from './params.ts';
import { refusedUrls } from './provider-urls.ts';
import type { ApplicationsService } from './service.ts';

export interface ConnectivityDeps {
  applications: Pick<ApplicationsService, 'row'>;
  secrets: SecretBox;
  tester: ConnectionTester;
  /** The deployment's allow-list of provider hosts. */
  hosts: HostPolicy;
}

const errorsOf = (prefix: string, errors: Record<string, string>): FieldError[] =>
  Object.entries(errors).map(([field, message]) => ({ field: `${prefix}.${field}`, message }));

/** A test refused before anything is sent, naming the field to change. */
const refused = (section: ConnectivitySection, key: string, message: string): TestConnectionResult => {
  const label = section.fields.find((field) => field.key === key)?.label ?? key;
  return { valid: false, error: { error: CONNECTION_ERROR.error, error_description: `${label}: ${message}` } };
};

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

interface Destinations {
  values: FieldValues;
  general: FieldValues;
}

/**
 * The first secret that would be taken from storage and sent to another origin (scheme, host,
 * port) than the one it was saved with. A secret the caller typed again may go anywhere allowed.
 */
function secretForOtherHost(
  section: ConnectivitySection,
  tested: Destinations,
  stored: Destinations,
  typed: ReadonlySet<string>,
  storedSecrets: Record<string, string> | undefined,
): string | undefined {
  for (const provider of section.providers ?? []) {
    const saved = secretDestinations(provider, stored.values, stored.general);
    for (const { secret, url } of secretDestinations(provider, tested.values, tested.general)) {
      if (typed.has(secret) || storedSecrets?.[secret] === undefined) continue;
      const savedUrl = saved.find((destination) => destination.secret === secret)?.url;
      if (savedUrl === undefined || originOf(url) === undefined || originOf(url) !== originOf(savedUrl)) return secret;
    }
  }
  return undefined;
}

/** Connection tests and secret reveals: the only places a stored secret is opened. */
export function createConnectivityService({ applications, secrets, tester, hosts }: ConnectivityDeps) {
  return {
    /**
     * Tests a section with the form's values over the stored ones. The stored row is read in its
     * own short transaction; the outside calls happen after it has ended. Nothing is called when
     * a provider URL is outside the allow-list, or when a stored secret would go to another host
     * than the one it was saved with (the caller must type it again).
     */
    async testConnection(tenantId: string, appId: string, body: TestConnectionBody): Promise<TestConnectionResult> {
      const row = await applications.row(tenantId, appId);
      const section = findSection(row.service, body.parentId);
      if (!section?.providers?.length) return { valid: true };
      const generalSection = findSection(row.service, 'general');
      const stored = openSection(section, row.params, row.secrets, secrets);
      const values = overlaySection(section, stored, body.fields);
      const checked = validateSection(section.fields, values);
      const general = generalSection
        ? validateSection(generalSection.fields, { ...row.params.general, ...body.general })
        : { values: {}, errors: {} };
      const usesGeneral = section.providers.includes('ariba');
      const errors = [...errorsOf('body.fields', checked.errors), ...(usesGeneral ? errorsOf('body.general', general.errors) : [])];
      if (errors.length > 0) throw badRequest(APP_MESSAGES.invalidParams, errors);

      const [refusedUrl] = refusedUrls(section, checked.values, hosts);
      if (refusedUrl) return refused(section, refusedUrl, APP_MESSAGES.hostNotAllowed);
      const [refusedGeneral] = usesGeneral && generalSection ? refusedUrls(generalSection, general.values, hosts) : [];
      if (refusedGeneral && generalSection) return refused(generalSection, refusedGeneral, APP_MESSAGES.hostNotAllowed);

      const typed = new Set(secretKeys(section).filter((key) => body.fields[key] !== null && body.fields[key] !== undefined));
      const resent = secretForOtherHost(
        section,
        { values: checked.values, general: general.values },
        { values: stored, general: row.params.general ?? {} },
        typed,
        row.secrets[section.id],
      );
      if (resent) return refused(section, resent, APP_MESSAGES.secretForOtherHost);
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
