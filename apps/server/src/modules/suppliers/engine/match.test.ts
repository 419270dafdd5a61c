import { describe, expect, it } from 'vitest';
import type { SupplierRow } from '../repository/index.ts';
import type { Answer } from './decide.ts';
import { criteriaOf } from '../criteria.ts';
import { answerWriter, WRITE_CHUNK } from './match.ts';

const supplier = (fields: Partial<SupplierRow>): SupplierRow =>
  ({ supplierId: 'S-1', name: 'Acme Widgets', city: null, postalCode: null, country: null, nationalId: null, ...fields }) as SupplierRow;

const answer = (n: number): Answer => ({ supplierId: `S-${n}`, error: 'none' });

describe('the criteria a supplier is matched with', () => {
  it('without an active mapping are its name and the fields it has, a country only when it is an ISO code', () => {
    expect(criteriaOf(supplier({}), null)).toEqual({ Name: 'Acme Widgets' });
    expect(criteriaOf(supplier({ city: 'Leeds', postalCode: 'LS1 4AP', country: 'gb', nationalId: '0123' }), null)).toEqual({
      Name: 'Acme Widgets',
      City: 'Leeds',
      PostCode: 'LS1 4AP',
      Country: 'GB',
      NationalId: '0123',
    });
    expect(criteriaOf(supplier({ country: 'United Kingdom' }), null)).toEqual({ Name: 'Acme Widgets' });
  });

  it('follow the active Ariba Custom Form Integration Mapping: its rows choose and join the answers', () => {
    const row = (field: string, values: string[]) => ({ field, label: field, values, custom: false });
    const mapping = {
      rows: [row('name', ['SUPPLIER_NAME', 'CITY']), row('postcode', ['POSTAL_CODE']), row('tin', ['TAX_ID']), row('email', ['CITY'])],
      list: null,
    };
    const fields = supplier({ city: 'Leeds', postalCode: 'LS1 4AP', country: 'GB', nationalId: '0123' });
    // City is no criterion of its own now, the country is not asked, and email is no match criterion.
    expect(criteriaOf(fields, mapping)).toEqual({ Name: 'Acme Widgets Leeds', PostCode: 'LS1 4AP', NationalId: '0123' });
    // A mapping that fills neither name nor national id still asks the supplier's name, as Orbis needs one.
    expect(criteriaOf(fields, { rows: [row('city', ['CITY'])], list: null })).toEqual({ City: 'Leeds', Name: 'Acme Widgets' });
  });
});

describe('the answer writer', () => {
  it(`writes answers ${WRITE_CHUNK} at a time, one write after another, the rest at the end`, async () => {
    const writes: number[][] = [];
    let running = 0;
    let overlapped = false;
    const writer = answerWriter(async (answers) => {
      overlapped ||= running > 0;
      running += 1;
      // A write that takes a while: the next one must wait for it.
      await new Promise((resolve) => setTimeout(resolve, 5));
      writes.push(answers.map((a) => Number(a.supplierId.slice(2))));
      running -= 1;
    });
    const total = WRITE_CHUNK * 2 + 3;
    for (let n = 0; n < total; n++) writer.add(answer(n));
    await writer.end();
    expect(writes.map((w) => w.length)).toEqual([WRITE_CHUNK, WRITE_CHUNK, 3]);
    expect(writes.flat()).toEqual(Array.from({ length: total }, (_, n) => n));
    expect(overlapped).toBe(false);
  });

  it('writes nothing when there is nothing to write', async () => {
    let writes = 0;
    const writer = answerWriter(async () => void (writes += 1));
    await writer.end();
    expect(writes).toBe(0);
  });
});
