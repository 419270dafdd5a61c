import { z } from 'zod';

/**
 * Generic connectivity forms (APP-13, APP-14):
 * sections of an application's configuration are data, rendered by one form engine in the console
 * and checked by the same rules on the server.
 */

export const FIELD_TYPES = ['string', 'int', 'numeric', 'boolean', 'password', 'array', 'label', 'header', 'route'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Fields without a numeric order sort last (APP-13). */
export const NO_ORDER = 50_000;

/** Messages exactly as APP-14 quotes them (the trailing spaces are part of them). */
export const FORM_MESSAGES = {
  required: 'Field is Required',
  notInteger: 'Field is not an Integer',
  notNumber: 'Field is not a number',
  httpsUrl: 'Must be an https URL ',
  url: 'Must be an URL ',
  columnRequired: 'Required',
  mutualExclusive: 'Only one of these can be set',
} as const;

export const startsMessage = (prefix: string) => `Must Start With ${prefix}`;

export const ColumnValidations = z.object({
  isHTTPSURL: z.boolean().optional(),
  isURL: z.boolean().optional(),
  starts: z.string().max(200).optional(),
  required: z.boolean().optional(),
});
export type ColumnValidations = z.infer<typeof ColumnValidations>;

export const SelectOption = z.object({ label: z.string().max(200), value: z.string().max(500) });
export type SelectOption = z.infer<typeof SelectOption>;

/** One column of an `array` field: each row of the array is an object of these columns. */
export const ArrayColumn = z.object({
  key: z.string().max(100),
  label: z.string().max(200),
  validations: ColumnValidations.optional(),
});
export type ArrayColumn = z.infer<typeof ArrayColumn>;

export const FieldDefinition = z.object({
  /** Where the value lives in the section's values. */
  key: z.string().max(100),
  type: z.enum(FIELD_TYPES),
  label: z.string().max(200),
  /** Default value for a new application. */
  value: z.unknown().optional(),
  required: z.boolean().optional(),
  /** Choices of a string field (a select); `multiple` allows several. */
  options: z.array(SelectOption).optional(),
  multiple: z.boolean().optional(),
  /** Columns of an `array` field. */
  columns: z.array(ArrayColumn).optional(),
  /** Checks of a string field's value, as for array columns. */
  validations: ColumnValidations.optional(),
  order: z.number().optional(),
  hidden: z.boolean().optional(),
  /**
   * A provider base URL the server calls: saving it needs its host on the deployment's allow-list
   * (`PROVIDER_HOSTS`), and a stored secret is only sent to the host it was saved with.
   */
  outbound: z.boolean().optional(),
  /** Appended to the value on validation when it does not already end with it (a URL's `/`). */
  endingCharacter: z.string().max(5).optional(),
  showDependantField: z.string().max(100).optional(),
  showDependantValue: z.unknown().optional(),
  hideDependantField: z.string().max(100).optional(),
  hideDependantValue: z.unknown().optional(),
  /** Keys of fields that cannot be set together with this one. */
  mutualExclusive: z.array(z.string().max(100)).optional(),
  /** A `route` field's target (a console path). */
  route: z.string().max(200).optional(),
});
export type FieldDefinition = z.infer<typeof FieldDefinition>;

export type FieldValues = Record<string, unknown>;
export type FieldErrors = Record<string, string>;

/** Fields in the order the form shows them: by `order`, fields without one last, stable otherwise. */
export function orderedFields(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => (a.field.order ?? NO_ORDER) - (b.field.order ?? NO_ORDER) || a.index - b.index)
    .map(({ field }) => field);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a field is shown (and so checked) given the section's current values. */
export function isFieldVisible(field: FieldDefinition, values: FieldValues): boolean {
  if (field.hidden) return false;
  if (field.showDependantField !== undefined && !same(values[field.showDependantField], field.showDependantValue)) return false;
  if (field.hideDependantField !== undefined && same(values[field.hideDependantField], field.hideDependantValue)) return false;
  return true;
}

/** Types that hold no value of their own. */
const DISPLAY_ONLY: ReadonlySet<FieldType> = new Set(['label', 'header', 'route']);

function isUrl(text: string, httpsOnly: boolean): boolean {
  try {
    const url = new URL(text);
    return httpsOnly ? url.protocol === 'https:' : url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** First message a text breaks among `checks`, or null. */
export function checkText(text: string, checks: ColumnValidations | undefined, requiredMessage: string): string | null {
  if (checks?.required && text.trim() === '') return requiredMessage;
  if (text.trim() === '') return null;
  if (checks?.isHTTPSURL && !isUrl(text.trim(), true)) return FORM_MESSAGES.httpsUrl;
  if (checks?.isURL && !isUrl(text.trim(), false)) return FORM_MESSAGES.url;
  if (checks?.starts && !text.startsWith(checks.starts)) return startsMessage(checks.starts);
  return null;
}

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function checkField(field: FieldDefinition, value: unknown): string | null {
  switch (field.type) {
    case 'password':
      // Passwords are never trimmed: spaces may be part of them.
      return field.required && (value === null || value === undefined || value === '') ? FORM_MESSAGES.required : null;
    case 'int':
      if (isEmpty(value)) return field.required ? FORM_MESSAGES.required : null;
      return Number.isInteger(Number(value)) && String(value).trim() !== '' ? null : FORM_MESSAGES.notInteger;
    case 'numeric':
      if (isEmpty(value)) return field.required ? FORM_MESSAGES.required : null;
      return Number.isFinite(Number(value)) ? null : FORM_MESSAGES.notNumber;
    case 'boolean':
      return field.required && typeof value !== 'boolean' ? FORM_MESSAGES.required : null;
    case 'string':
      if (field.multiple) return field.required && (!Array.isArray(value) || value.length === 0) ? FORM_MESSAGES.required : null;
      if (isEmpty(value)) return field.required ? FORM_MESSAGES.required : null;
      return checkText(String(value), field.validations, FORM_MESSAGES.required);
    default:
      return null;
  }
}

/** Messages of an array field's cells, keyed `key.row.column`. */
function checkRows(field: FieldDefinition, value: unknown, errors: FieldErrors): void {
  const rows = Array.isArray(value) ? value : [];
  if (field.required && rows.length === 0) errors[field.key] = FORM_MESSAGES.required;
  rows.forEach((row: unknown, index) => {
    for (const column of field.columns ?? []) {
      const cell = (row as Record<string, unknown> | null)?.[column.key];
      const message = checkText(cell == null ? '' : String(cell), column.validations, FORM_MESSAGES.columnRequired);
      if (message) errors[`${field.key}.${index}.${column.key}`] = message;
    }
  });
}

/**
 * Checks a section's values against its definitions, as the form and the server both do.
 * Returns the values as they are stored (ending characters appended, numbers as numbers) and
 * the message of each field that breaks a rule; fields not shown are kept but not checked.
 */
export function validateSection(
  fields: readonly FieldDefinition[],
  values: FieldValues,
): { values: FieldValues; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const cleaned: FieldValues = {};
  for (const field of orderedFields(fields)) {
    if (DISPLAY_ONLY.has(field.type)) continue;
    let value = values[field.key];
    if (!isFieldVisible(field, values)) {
      // Kept as it is, unchecked: showing the field again brings its value back.
      if (value !== undefined) cleaned[field.key] = value;
      continue;
    }
    if (field.type === 'array') {
      checkRows(field, value, errors);
    } else {
      const message = checkField(field, value);
      if (message) errors[field.key] = message;
    }
    if (!errors[field.key] && typeof value === 'string' && value !== '' && field.endingCharacter && !value.endsWith(field.endingCharacter)) {
      value = `${value}${field.endingCharacter}`;
    }
    if (!errors[field.key] && (field.type === 'int' || field.type === 'numeric') && !isEmpty(value)) value = Number(value);
    if (value !== undefined) cleaned[field.key] = value;
  }
  for (const field of fields) {
    if (!field.mutualExclusive || !isSet(cleaned[field.key])) continue;
    for (const other of field.mutualExclusive) {
      if (isSet(cleaned[other])) errors[field.key] ??= FORM_MESSAGES.mutualExclusive;
    }
  }
  return { values: cleaned, errors };
}

const isSet = (value: unknown) =>
  value === true ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '') ||
  (Array.isArray(value) && value.length > 0);
