import { describe, expect, it } from 'vitest';
import { buildWorld } from './world.ts';

const options = { companies: 3000, realms: ['a-T', 'b-T'], suppliersPerRealm: 400 };

describe('synthetic world', () => {
  it('is the same world for the same seed', async () => {
    const [first, second] = await Promise.all([buildWorld({ seed: 11, ...options }), buildWorld({ seed: 11, ...options })]);
    expect(second.table.names).toEqual(first.table.names);
    expect(second.companyAt(1234)).toEqual(first.companyAt(1234));
    expect(second.suppliersByRealm.get('b-T')).toEqual(first.suppliersByRealm.get('b-T'));
  });

  it('is another world for another seed', async () => {
    const [first, second] = await Promise.all([buildWorld({ seed: 11, ...options }), buildWorld({ seed: 12, ...options })]);
    const same = first.table.names.filter((name, i) => second.table.names[i] === name).length;
    expect(same).toBeLessThan(30);
  });

  it('spreads companies over many countries with ids, labels, legal forms and statuses', async () => {
    const world = await buildWorld({ seed: 5, ...options });
    const companies = Array.from({ length: 3000 }, (_, i) => world.companyAt(i));
    expect(new Set(companies.map((c) => c.country)).size).toBeGreaterThanOrEqual(18);
    expect(new Set(companies.map((c) => c.nationalIdLabel)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(companies.map((c) => c.legalForm)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(companies.map((c) => c.status)).size).toBe(5);
    for (const c of companies.slice(0, 50)) {
      expect(c.bvdId.startsWith(c.country)).toBe(true);
      expect(c.name.endsWith(c.legalForm)).toBe(true);
      expect(c.addressLine1.length).toBeGreaterThan(3);
    }
  });

  it('finds a company by BvD ID and by its national id in other spellings', async () => {
    const world = await buildWorld({ seed: 5, ...options });
    const company = world.companyAt(2222);
    expect(world.findById(company.bvdId)?.index).toBe(2222);
    expect(world.findById(company.nationalId)?.index).toBe(2222);
    expect(world.findById(company.nationalId.replace(/[^A-Za-z0-9]/g, '').toLowerCase())?.index).toBe(2222);
    expect(world.findById('XX000000000')).toBeNull();
  });

  it('writes most suppliers as noisy copies of companies and remembers the true BvD ID', async () => {
    const world = await buildWorld({ seed: 5, ...options });
    const suppliers = world.suppliersByRealm.get('a-T') ?? [];
    const known = suppliers.filter((s) => s.trueBvdId !== null);
    expect(known.length / suppliers.length).toBeGreaterThan(0.75);
    expect(known.length / suppliers.length).toBeLessThan(0.95);
    const noise = new Set(known.flatMap((s) => s.noise));
    for (const kind of ['legalFormSpelling', 'legalFormDropped', 'abbreviation', 'typo', 'postcodeMissing'] as const) expect(noise).toContain(kind);
    const differ = known.filter((s) => s.name !== world.findById(s.trueBvdId ?? '')?.name).length;
    expect(differ / known.length).toBeGreaterThan(0.6);
    expect(suppliers[0]?.smVendorId).toBe('S10028001');
    expect((world.suppliersByRealm.get('b-T') ?? [])[0]?.smVendorId).toBe('S11028001');
  });

  it('sizes realms one by one, with the share of known suppliers asked, unknown ones apart', async () => {
    const world = await buildWorld({ seed: 5, ...options, realmSizes: { 'a-T': 60 }, knownShare: 0.5 });
    const [a, b] = [world.suppliersByRealm.get('a-T') ?? [], world.suppliersByRealm.get('b-T') ?? []];
    expect([a.length, b.length]).toEqual([60, 400]);
    const known = b.filter((s) => s.trueBvdId !== null).length / b.length;
    expect(known).toBeGreaterThan(0.4);
    expect(known).toBeLessThan(0.6);
    const unknownOf = (list: typeof a) => list.filter((s) => s.trueBvdId === null).map((s) => s.companyIndex);
    const [unknownA, unknownB] = [unknownOf(a), unknownOf(b)];
    expect([...unknownA, ...unknownB].every((i) => i >= 3000 && i < world.firstFreeIndex)).toBe(true);
    expect(unknownA.filter((i) => unknownB.includes(i))).toEqual([]);
    expect(a.filter((s) => s.trueBvdId !== null).every((s) => world.companyAt(s.companyIndex).bvdId === s.trueBvdId)).toBe(true);
  });
});
