import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, NO_ORDER, isFieldVisible, orderedFields, startsMessage, validateSection, type FieldDefinition } from './connectivity.ts';

const field = (key: string, type: FieldDefinition['type'], extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  key,
  type,
  label: key,
  ...extra,
});

describe('validateSection', () => {
  it('requires a string after trimming, and a null value too', () => {
    const fields = [field('realm', 'string', { required: true })];
    expect(validateSection(fields, { realm: '   ' }).errors).toEqual({ realm: FORM_MESSAGES.required });
    expect(validateSection(fields, { realm: null }).errors).toEqual({ realm: FORM_MESSAGES.required });
    expect(validateSection(fields, { realm: 'eu-1' }).errors).toEqual({});
  });

  it('does not trim a password: spaces count as a value', () => {
    const fields = [field('secret', 'password', { required: true })];
    expect(validateSection(fields, { secret: '  ' }).errors).toEqual({});
    expect(validateSection(fields, { secret: '' }).errors).toEqual({ secret: FORM_MESSAGES.required });
    expect(validateSection(fields, {}).errors).toEqual({ secret: FORM_MESSAGES.required });
  });

  it('checks integers and numbers and stores them as numbers', () => {
    const fields = [field('pageSize', 'int'), field('threshold', 'numeric')];
    expect(validateSection(fields, { pageSize: '1.5', threshold: 'abc' }).errors).toEqual({
      pageSize: FORM_MESSAGES.notInteger,
      threshold: FORM_MESSAGES.notNumber,
    });
    expect(validateSection(fields, { pageSize: '100', threshold: '0.85' }).values).toEqual({ pageSize: 100, threshold: 0.85 });
  });

  it('appends the ending character on validation', () => {
    const fields = [field('baseUrl', 'string', { endingCharacter: '/' })];
    expect(validateSection(fields, { baseUrl: 'https://api.example.com' }).values).toEqual({ baseUrl: 'https://api.example.com/' });
    expect(validateSection(fields, { baseUrl: 'https://api.example.com/' }).values).toEqual({ baseUrl: 'https://api.example.com/' });
  });

  it('checks each cell of an array field with its column rules', () => {
    const fields = [
      field('endpoints', 'array', {
        columns: [
          { key: 'url', label: 'URL', validations: { isHTTPSURL: true, required: true } },
          { key: 'site', label: 'Site', validations: { isURL: true } },
          { key: 'realm', label: 'Realm', validations: { starts: 'realm-' } },
        ],
      }),
    ];
    const { errors } = validateSection(fields, {
      endpoints: [
        { url: 'http://plain.example', site: 'not a url', realm: 'x' },
        { url: '', site: 'https://ok.example', realm: 'realm-1' },
      ],
    });
    expect(errors).toEqual({
      'endpoints.0.url': FORM_MESSAGES.httpsUrl,
      'endpoints.0.site': FORM_MESSAGES.url,
      'endpoints.0.realm': startsMessage('realm-'),
      'endpoints.1.url': FORM_MESSAGES.columnRequired,
    });
    expect(FORM_MESSAGES.httpsUrl).toBe('Must be an https URL ');
    expect(startsMessage('realm-')).toBe('Must Start With realm-');
  });

  it('checks only the fields shown by their dependant field, and keeps the others as they are', () => {
    const fields = [
      field('sso', 'boolean'),
      field('metadataUrl', 'string', { required: true, showDependantField: 'sso', showDependantValue: true }),
      field('legacyKey', 'string', { required: true, hideDependantField: 'sso', hideDependantValue: true }),
    ];
    expect(validateSection(fields, { sso: false, metadataUrl: '' }).errors).toEqual({ legacyKey: FORM_MESSAGES.required });
    expect(validateSection(fields, { sso: true, legacyKey: 'old' })).toEqual({
      values: { sso: true, legacyKey: 'old' },
      errors: { metadataUrl: FORM_MESSAGES.required },
    });
  });

  it('refuses two mutually exclusive fields set together', () => {
    const fields = [field('daily', 'boolean', { mutualExclusive: ['weekly'] }), field('weekly', 'boolean', { mutualExclusive: ['daily'] })];
    expect(Object.keys(validateSection(fields, { daily: true, weekly: true }).errors)).toEqual(['daily', 'weekly']);
    expect(validateSection(fields, { daily: true, weekly: false }).errors).toEqual({});
  });

  it('counts a number as set for mutual exclusion', () => {
    const fields = [field('pageSize', 'int', { mutualExclusive: ['fetchAll'] }), field('fetchAll', 'boolean')];
    expect(validateSection(fields, { pageSize: '100', fetchAll: true }).errors).toEqual({ pageSize: FORM_MESSAGES.mutualExclusive });
    expect(validateSection(fields, { pageSize: '', fetchAll: true }).errors).toEqual({});
  });

  it('ignores labels, headers and routes', () => {
    const fields = [field('h', 'header', { required: true }), field('l', 'label', { required: true }), field('r', 'route', { required: true })];
    expect(validateSection(fields, {})).toEqual({ values: {}, errors: {} });
  });
});

describe('orderedFields', () => {
  it('sorts by order with unordered fields last, stable within equal orders', () => {
    const fields = [field('c', 'string'), field('a', 'string', { order: 2 }), field('d', 'string'), field('b', 'string', { order: 1 })];
    expect(orderedFields(fields).map((f) => f.key)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('places every unordered field after every field with an order below NO_ORDER', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: -1000, max: NO_ORDER - 1 }), { nil: undefined })), (orders) => {
        const fields = orders.map((order, i) => field(`f${i}`, 'string', order === undefined ? {} : { order }));
        const sorted = orderedFields(fields).map((f) => f.order ?? NO_ORDER);
        expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
      }),
    );
  });
});

describe('isFieldVisible', () => {
  it('hides a field marked hidden whatever the values', () => {
    expect(isFieldVisible(field('x', 'string', { hidden: true }), {})).toBe(false);
  });
});
