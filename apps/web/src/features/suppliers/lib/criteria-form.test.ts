import { describe, expect, it } from 'vitest';
import { aDetail, aSupplier } from '../../../../test/fixtures/suppliers.ts';
import { criteriaOf, EMPTY_CRITERIA } from './criteria-form.ts';

describe('the link flow’s prefill', () => {
  it('is what the active Ariba Custom Form Integration Mapping makes of the supplier', () => {
    const supplier = aSupplier();
    expect(criteriaOf(aDetail(supplier, { Name: 'Acme Widgets Leeds', NationalId: '01234567' }))).toEqual({
      ...EMPTY_CRITERIA,
      CompanyName: 'Acme Widgets Leeds',
      NationalId: '01234567',
    });
  });

  it('keeps the supplier’s name when the mapping sends a national id only, and a country only as a known code', () => {
    expect(criteriaOf(aDetail(aSupplier(), { NationalId: 'X1', Country: 'zz' }))).toMatchObject({ CompanyName: 'Acme Widgets', NationalId: 'X1', Country: '' });
    expect(criteriaOf(aDetail(aSupplier(), { Name: 'A', Country: 'gb' }))).toMatchObject({ Country: 'GB' });
  });
});
