import {
  SIM_CONTROL_PATHS,
  SIM_CONTROL_PREFIX,
  SimAddSuppliersResult,
  SimTouchSuppliersResult,
} from '@connector/contracts/providers/simulator';
import { afterEach, describe, expect, it } from 'vitest';
import { SIM, useSimulator } from '../../../test/simulator.ts';
import { BreakerRegistry } from '../http/resilience.ts';
import { createAribaAdapter } from './client.ts';

const sim = useSimulator({ SIM_COMPANIES: '2000', SIM_SUPPLIERS_PER_REALM: '300' });
const REALM = SIM.ariba.realms[0];

const ariba = () =>
  createAribaAdapter({
    baseUrl: sim().base.ariba,
    clientId: SIM.ariba.clientId,
    clientSecret: SIM.ariba.clientSecret,
    apiKey: SIM.ariba.apiKey,
    realm: REALM,
    region: SIM.ariba.region,
    breakers: new BreakerRegistry(),
  });

/** A call to the simulator's control surface, which changes its suppliers as a buyer would. */
async function control(path: string, body?: object): Promise<unknown> {
  const response = await fetch(`${sim().url}${SIM_CONTROL_PREFIX}${path}`, {
    method: 'POST',
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.status === 204 ? undefined : response.json();
}
const touch = async (count: number) => SimTouchSuppliersResult.parse(await control(SIM_CONTROL_PATHS.touchSuppliers, { realm: REALM, count }));

describe('incremental vendor requests against the simulator', () => {
  afterEach(async () => {
    await control(SIM_CONTROL_PATHS.reset);
  });

  it('lists only the vendors updated at or after the $filter’s updatedDateFrom, over every page', async () => {
    const touched = await touch(30);
    const vendors = await ariba().listAllVendors({ updated: { from: new Date(touched.lastUpdated) } }, { pageSize: 7 });
    expect(vendors.map((v) => v.smVendorId).sort()).toEqual([...touched.smVendorIds].sort());
    expect(vendors.every((v) => v.lastUpdated?.getTime() === Math.floor(Date.parse(touched.lastUpdated) / 1000) * 1000)).toBe(true);
  });

  it('walks every page once while vendors change under it', async () => {
    const { total } = await sim().suppliers(REALM, 0, 1);
    const seen: string[] = [];
    let added: string[] = [];
    for await (const page of ariba().vendorPages({}, { pageSize: 50 })) {
      seen.push(...page.vendors.map((v) => v.smVendorId));
      if (seen.length === 100) {
        await touch(40);
        const result = SimAddSuppliersResult.parse(await control(SIM_CONTROL_PATHS.suppliers, { realm: REALM, count: 3 }));
        added = result.suppliers.map((s) => s.smVendorId);
      }
    }
    expect(seen.length).toBe(new Set(seen).size);
    expect(seen.length).toBe(total + 3);
    expect(seen.slice(-3)).toEqual(added);
  });
});
