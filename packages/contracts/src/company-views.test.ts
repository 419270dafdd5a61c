import { describe, expect, it } from 'vitest';
import { contextRenewalTime, reportUrlFor } from './company-views.ts';

describe('the company report under a context', () => {
  it('puts the BvD ID, escaped, where the placeholder stands', () => {
    const context = { reportUrl: 'https://orbis.example/api/Companies/report/{bvdId}?context=abc' };
    expect(reportUrlFor(context, 'GB000000001')).toBe('https://orbis.example/api/Companies/report/GB000000001?context=abc');
    expect(reportUrlFor(context, 'US*1/2')).toBe('https://orbis.example/api/Companies/report/US*1%2F2?context=abc');
  });

  it('renews a minute before expiry, or at half life for a shorter context', () => {
    const expiresAt = '2030-01-01T01:00:00.000Z';
    expect(contextRenewalTime({ expiresAt, expiresIn: 3600 })).toBe(Date.parse(expiresAt) - 60_000);
    expect(contextRenewalTime({ expiresAt, expiresIn: 40 })).toBe(Date.parse(expiresAt) - 20_000);
  });
});
