import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, FORM_MESSAGES, FieldDefinition, startsMessage, validateSection } from './connectivity.ts';
import { CONNECTOR_MANIFEST, findSection } from './ariba-connectivity.ts';
import { APP_FLAGS, SECTION_IDS, isSectionVisible, secretKeys, sectionDefaults, type ConnectivitySection } from './connector-manifest.ts';

const sections = CONNECTOR_MANIFEST.ariba;
const fields = sections.flatMap((section) => section.fields);
const section = (id: string) => findSection('ariba', id) as ConnectivitySection;

describe('the ariba connector manifest', () => {
  it('has the eight sections of the Connectivity step, in the order of APP-11', () => {
    expect(sections.map((s) => s.title)).toEqual([
      'Connector API Configurations',
      'Orbis Configurations',
      'General Configurations',
      'External Approval API',
      'Supplier Data With Pagination',
      'Organization Import',
      'Risk Configuration',
      'Emails Job Configuration',
    ]);
    expect(sections.map((s) => s.id)).toEqual([...SECTION_IDS]);
  });

  it('holds only valid field definitions with keys unique per section', () => {
    for (const s of sections) {
      for (const field of s.fields) expect(FieldDefinition.safeParse(field).success, `${s.id}.${field.key}`).toBe(true);
      expect(new Set(s.fields.map((f) => f.key)).size).toBe(s.fields.length);
    }
  });

  it('uses every field type and every property of a connectivity field definition', () => {
    expect(new Set(fields.map((f) => f.type))).toEqual(new Set(FIELD_TYPES));
    const used = new Set(fields.flatMap((f) => Object.keys(f)));
    for (const property of Object.keys(FieldDefinition.shape)) expect(used, property).toContain(property);
    const columnChecks = new Set(fields.flatMap((f) => (f.columns ?? []).flatMap((c) => Object.keys(c.validations ?? {}))));
    expect(columnChecks).toEqual(new Set(['isHTTPSURL', 'isURL', 'starts', 'required']));
    expect(fields.some((f) => f.order === undefined)).toBe(true);
    expect(fields.find((f) => f.endingCharacter)?.endingCharacter).toBe('/');
  });

  it('shows Risk Configuration only while the risk mapping is enabled', () => {
    expect(isSectionVisible(section('riskApi'), {})).toBe(false);
    expect(isSectionVisible(section('riskApi'), { riskMapping: { enabled: true } })).toBe(true);
    expect(isSectionVisible(section('general'), {})).toBe(true);
    expect(APP_FLAGS).toContain(section('riskApi').hiddenUnless);
  });

  it('names the credential fields of every provider as secrets', () => {
    expect(secretKeys(section('moodys'))).toEqual(['orbisApiToken', 'catalystApiKey', 'supplyChainApiKey']);
    expect(secretKeys(section('externalApprovalApi'))).toEqual(['apiKey', 'clientSecret']);
    expect(secretKeys(section('general'))).toEqual([]);
  });

  it('gives the form messages of APP-14 for the manifest’s own rules', () => {
    const general = validateSection(section('general').fields, { realm: ' ', region: 'eu', aribaApiUrl: 'nope', customOAuthUrl: true });
    expect(general.errors).toEqual({ realm: FORM_MESSAGES.required, aribaApiUrl: FORM_MESSAGES.url, aribaOAuthUrl: FORM_MESSAGES.required });
    const risk = validateSection(section('riskApi').fields, { riskFields: [{ field: 'X_01', label: '', callbackUrl: 'http://a.example' }] });
    expect(risk.errors).toEqual({
      'riskFields.0.field': startsMessage('FIELD_'),
      'riskFields.0.label': FORM_MESSAGES.columnRequired,
      'riskFields.0.callbackUrl': FORM_MESSAGES.httpsUrl,
    });
    const moodys = validateSection(section('moodys').fields, { orbisUrl: 'http://orbis.example', orbisApiToken: 't', matchScoreLimit: 'x', maxConcurrency: '1.5' });
    expect(moodys.errors).toEqual({ matchScoreLimit: FORM_MESSAGES.notNumber, maxConcurrency: FORM_MESSAGES.notInteger });
    const pagination = validateSection(section('supplierDataWithPagination').fields, { syncFromDate: '2024-01-01', fullSync: true });
    expect(pagination.errors).toEqual({ syncFromDate: FORM_MESSAGES.mutualExclusive, fullSync: FORM_MESSAGES.mutualExclusive });
    expect(validateSection(section('supplierDataWithPagination').fields, { syncFromDate: '1999-01-01' }).errors).toEqual({
      syncFromDate: startsMessage('20'),
    });
  });

  it('appends the ending slash to URLs on validation', () => {
    const { values, errors } = validateSection(section('general').fields, { realm: 'r', region: 'us', aribaApiUrl: 'https://api.example' });
    expect(errors).toEqual({});
    expect(values.aribaApiUrl).toBe('https://api.example/');
  });

  it('starts a new application with defaults that the emails job accepts', () => {
    const emails = section('emailsJobConfiguration');
    expect(validateSection(emails.fields, sectionDefaults(emails)).errors).toEqual({});
    expect(validateSection(emails.fields, { ...sectionDefaults(emails), sendEmails: true }).errors).toEqual({
      emailsNotifications: FORM_MESSAGES.required,
    });
  });
});
