import { describe, expect, it } from 'vitest';
import { aribaRegion, supplier360Url } from './urls.ts';

describe('Supplier 360 page', () => {
  it('serves us and au by name and every other region from eu', () => {
    expect(['us', 'AU', ' eu ', 'ap', undefined].map(aribaRegion)).toEqual(['us', 'au', 'eu', 'eu', 'eu']);
  });

  it('builds the page address of one vendor in its realm', () => {
    expect(supplier360Url('https://ariba.test/base/', 'us', 'acme-T', 'S1 0')).toBe(
      'https://ariba.test/base/Supplier360/us/acme-T/S1%200',
    );
  });
});
