import { describe, expect, it } from 'vitest';
import { fieldOfServerError, withFirstRole } from './form-values.ts';
import { countryOptions, localeOptions } from './regions.ts';

describe('user form values', () => {
  it.each([
    ['body.email', 'email'],
    ['body.roles', 'roles'],
    ['body.roles.0', 'roles'],
    ['body.tenantId', 'tenantId'],
    ['params.userId', null],
    ['body.unknown', null],
  ])('a server error on %s belongs to %s', (path, field) => {
    expect(fieldOfServerError(path)).toBe(field);
  });

  it('puts the chosen role first and keeps the others once', () => {
    expect(withFirstRole([], 'userBvd')).toEqual(['userBvd']);
    expect(withFirstRole(['tenantAdmin', 'userBvd'], 'userBvd')).toEqual(['userBvd']);
    expect(withFirstRole(['tenantAdmin', 'auditor'], 'userBvd')).toEqual(['userBvd', 'auditor']);
  });

  it('names countries in the reader’s language, in its order', () => {
    const es = countryOptions('es');
    expect(es.find((c) => c.value === 'DE')?.label).toBe('Alemania');
    expect(es[0]?.label.localeCompare(es[1]?.label ?? '', 'es')).toBeLessThan(0);
    expect(countryOptions('en').find((c) => c.value === 'GB')?.label).toBe('United Kingdom');
  });

  it('names locales with their code', () => {
    expect(localeOptions('en').find((l) => l.value === 'en-GB')?.label).toBe('British English (en-GB)');
    expect(localeOptions('es').find((l) => l.value === 'es-MX')?.label).toBe('español de México (es-MX)');
  });
});
