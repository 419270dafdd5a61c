import { describe, expect, it } from 'vitest';
import { supplier360Url } from './links.ts';

describe('supplier360Url', () => {
  it('chooses the host by region: us and au by name, every other region eu', () => {
    expect(supplier360Url({ realm: 'acme-T', region: 'US', siteUrl: null }, 'S1')).toBe('https://s1.ariba.com/Supplier360/us/acme-T/S1');
    expect(supplier360Url({ realm: 'acme-T', region: 'au', siteUrl: null }, 'S1')).toBe('https://s1-au.ariba.com/Supplier360/au/acme-T/S1');
    expect(supplier360Url({ realm: 'acme-T', region: 'jp', siteUrl: null }, 'S1')).toBe('https://s1-eu.ariba.com/Supplier360/eu/acme-T/S1');
  });

  it('uses the application’s Site URL when it has one, and encodes the ids', () => {
    expect(supplier360Url({ realm: 'acme T', region: 'us', siteUrl: 'https://ariba.test/base/' }, 'S 1/2')).toBe(
      'https://ariba.test/base/Supplier360/us/acme%20T/S%201%2F2',
    );
  });

  it('follows the application’s own template', () => {
    const place = { realm: 'acme-T', region: 'eu', siteUrl: null, supplier360Template: 'https://buyer.example/360?realm={realm}&vendor={smVendorId}&dc={region}' };
    expect(supplier360Url(place, 'S1')).toBe('https://buyer.example/360?realm=acme-T&vendor=S1&dc=eu');
    expect(supplier360Url({ ...place, supplier360Template: '  ' }, 'S1')).toBe('https://s1-eu.ariba.com/Supplier360/eu/acme-T/S1');
  });

  it('offers no link without a realm', () => {
    expect(supplier360Url({ realm: null, region: 'us', siteUrl: 'https://ariba.test/' }, 'S1')).toBeNull();
  });
});
