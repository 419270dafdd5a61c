import { QUOTA_BOUNDS } from './ariba-connectivity-parts.ts';
import type { FieldErrors, FieldValues } from './connectivity.ts';
import type { SectionId } from './connector-manifest.ts';
import { supplier360Url } from './providers/ariba.ts';
import { orbisReportUrl } from './providers/orbis-links.ts';

/**
 * Rules of the Ariba connectivity sections beyond the generic form's (checked on save by the
 * server): the bounds of numeric fields, and link templates that must make a usable link.
 */

/** The least and the most a numeric field accepts. */
export interface FieldBounds {
  min: number;
  max: number;
}

/**
 * Numeric fields that have bounds, by section and key: a value outside is refused on save
 * (`outOfBounds`), and a value stored before the bounds existed is read within them.
 */
export const FIELD_BOUNDS: Partial<Record<SectionId, Record<string, FieldBounds>>> = {
  moodys: {
    // A percentage: above 100 no match could ever be linked automatically.
    matchScoreLimit: { min: 1, max: 100 },
    orbisCallsPerUser: { min: 1, max: 1000 },
    orbisCallsPerApp: { min: 1, max: 10_000 },
  },
  externalApprovalApi: QUOTA_BOUNDS,
  supplierDataWithPagination: QUOTA_BOUNDS,
  riskApi: QUOTA_BOUNDS,
};

export const boundsMessage = ({ min, max }: FieldBounds) => `Must be between ${min} and ${max}`;

/** Messages of a section's numeric values outside their bounds, keyed by field; empty or absent values are not checked. */
export function outOfBounds(sectionId: SectionId, values: FieldValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, bounds] of Object.entries(FIELD_BOUNDS[sectionId] ?? {})) {
    const value = values[key];
    if (typeof value === 'number' && (value < bounds.min || value > bounds.max)) errors[key] = boundsMessage(bounds);
  }
  return errors;
}

/** Why a link template is refused: it must name what it links to, and make an http or https URL. */
export const TEMPLATE_MESSAGES = {
  supplier360: 'Must be an http or https URL template with {smVendorId}',
  orbisReport: 'Must be an http or https URL template with {bvdId}',
} as const;

const isWebUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** Each link template's check: filled with sample values, it must be a web address. */
const TEMPLATE_CHECKS: Partial<Record<SectionId, Record<string, { message: string; valid: (template: string, values: FieldValues) => boolean }>>> = {
  general: {
    supplier360Template: {
      message: TEMPLATE_MESSAGES.supplier360,
      valid: (template, values) =>
        template.includes('{smVendorId}') &&
        isWebUrl(supplier360Url({ realm: 'realm', region: String(values.region ?? 'eu'), siteUrl: null, supplier360Template: template }, 'S1') ?? ''),
    },
  },
  moodys: {
    orbisReportTemplate: {
      message: TEMPLATE_MESSAGES.orbisReport,
      valid: (template) => template.includes('{bvdId}') && isWebUrl(orbisReportUrl(template, { orbisUrl: 'https://orbis.example', bvdId: 'DE1', context: 'c' })),
    },
  },
};

/** Messages of a section's link templates that make no usable link, keyed by field; empty ones take the default. */
export function templateErrors(sectionId: SectionId, values: FieldValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, check] of Object.entries(TEMPLATE_CHECKS[sectionId] ?? {})) {
    const template = values[key];
    if (typeof template === 'string' && template.trim() !== '' && !check.valid(template.trim(), values)) errors[key] = check.message;
  }
  return errors;
}

