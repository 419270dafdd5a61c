import {
  isSectionVisible,
  outOfBounds,
  templateErrors,
  secretKeys,
  sectionsOf,
  validateSection,
  type App,
  type AppFlag,
  type AppParams,
  type ConnectivitySection,
  type FieldError,
  type FieldValues,
} from '@connector/contracts';
import type { SecretBox } from '../../crypto/secret-box.ts';

export type StoredParams = Record<string, FieldValues>;
/** Section id → field key → sealed value. */
export type StoredSecrets = Record<string, Record<string, string>>;
export type Flags = Partial<Record<AppFlag, { enabled: boolean }>>;

/** Stands for a stored secret the form sent back masked, so `required` is satisfied without the clear value. */
const KEPT = '\u0000kept';
const VALUE_TYPES = new Set(['string', 'int', 'numeric', 'boolean', 'password', 'array']);

/** What an answer may show: every password-type value null, and which of them hold a value. */
export function maskParams(service: string, params: StoredParams, secrets: StoredSecrets): Pick<App, 'params' | 'secretsSet'> {
  const masked: AppParams = {};
  const secretsSet: App['secretsSet'] = {};
  for (const section of sectionsOf(service)) {
    const values: FieldValues = { ...params[section.id] };
    const keys = secretKeys(section);
    for (const key of keys) values[key] = null;
    masked[section.id] = values as NonNullable<AppParams[typeof section.id]>;
    const set = keys.filter((key) => secrets[section.id]?.[key] !== undefined);
    if (set.length > 0) secretsSet[section.id] = set;
  }
  return { params: masked, secretsSet };
}

/** A section's values with its stored secrets opened: only for connection tests and reveals. */
export function openSection(section: ConnectivitySection, params: StoredParams, secrets: StoredSecrets, box: SecretBox): FieldValues {
  const values: FieldValues = { ...params[section.id] };
  for (const key of secretKeys(section)) {
    const sealed = secrets[section.id]?.[key];
    values[key] = sealed === undefined ? null : box.open(sealed);
  }
  return values;
}

/**
 * Submitted values overlaid on stored ones: a password sent back masked (null or absent) keeps
 * the stored one.
 */
export function overlaySection(section: ConnectivitySection, stored: FieldValues, submitted: FieldValues): FieldValues {
  const secret = new Set(secretKeys(section));
  const merged = { ...stored };
  for (const [key, value] of Object.entries(submitted)) {
    if (secret.has(key) && (value === null || value === undefined)) continue;
    merged[key] = value;
  }
  return merged;
}

export interface PreparedParams {
  params: StoredParams;
  secrets: StoredSecrets;
  /** Named `body.params.<section>.<field>`; empty when everything may be stored. */
  errors: FieldError[];
}

/**
 * Checks every section of a submitted configuration with the rules the form uses, and works out
 * what to store: values without secrets, secrets sealed (kept when sent back masked, removed
 * when sent empty). Sections hidden by the application's flags are kept unchecked.
 */
export function prepareParams(
  service: string,
  flags: Flags,
  submitted: AppParams,
  storedSecrets: StoredSecrets,
  box: SecretBox,
): PreparedParams {
  const result: PreparedParams = { params: {}, secrets: {}, errors: [] };
  for (const section of sectionsOf(service)) {
    const incoming: FieldValues = { ...submitted[section.id] };
    const keys = secretKeys(section);
    const sealed: Record<string, string> = {};
    for (const key of keys) {
      const value = incoming[key];
      const kept = storedSecrets[section.id]?.[key];
      if ((value === null || value === undefined) && kept !== undefined) {
        sealed[key] = kept;
        incoming[key] = KEPT;
      } else if (typeof value === 'string' && value !== '') {
        sealed[key] = box.seal(value);
      } else {
        incoming[key] = '';
      }
    }
    const { values, errors } = isSectionVisible(section, flags)
      ? checkSection(section, incoming)
      : { values: knownValues(section, incoming), errors: {} };
    for (const [field, message] of Object.entries(errors)) {
      result.errors.push({ field: `body.params.${section.id}.${field}`, message });
    }
    for (const key of keys) delete values[key];
    result.params[section.id] = values;
    if (Object.keys(sealed).length > 0) result.secrets[section.id] = sealed;
  }
  return result;
}

/** The form's rules, then the bounds of numeric fields (FIELD_BOUNDS) and the link templates on values that passed them. */
function checkSection(section: ConnectivitySection, incoming: FieldValues): ReturnType<typeof validateSection> {
  const checked = validateSection(section.fields, incoming);
  return { values: checked.values, errors: { ...outOfBounds(section.id, checked.values), ...templateErrors(section.id, checked.values), ...checked.errors } };
}

function knownValues(section: ConnectivitySection, values: FieldValues): FieldValues {
  const known = section.fields.filter((field) => VALUE_TYPES.has(field.type) && values[field.key] !== undefined);
  return Object.fromEntries(known.map((field) => [field.key, values[field.key]]));
}
