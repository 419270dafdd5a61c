import { describe, expect, it } from 'vitest';
import { toCatalystAssessments, toSupplyChainAssessments } from './paths.ts';

describe('assessment links (ASM-1, ASM-2)', () => {
  it('keep the misspelt compliance path and add only the parameters given, encoded', () => {
    expect(toCatalystAssessments()).toBe('/admin/catalystAssesments');
    expect(toCatalystAssessments({ supplierId: 'S 1/2', newId: 'CF-9' })).toBe('/admin/catalystAssesments?supplierId=S+1%2F2&newId=CF-9');
    expect(toCatalystAssessments({ supplierId: 'S-1', id: '', newId: undefined })).toBe('/admin/catalystAssesments?supplierId=S-1');
    expect(toSupplyChainAssessments({ portfolioId: 'P-4', newId: 'SC-9', supplierId: 'S-1' })).toBe(
      '/admin/supplyChainAssessments?supplierId=S-1&newId=SC-9&portfolioId=P-4',
    );
  });
});
