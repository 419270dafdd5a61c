import { afterAll, beforeAll, describe } from 'vitest';
import { accessTests } from '../../../test/access-tests.ts';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { openWorld, type World } from '../../../test/world.ts';

const START = { bvdId: 'GB12345678', modelId: 'M1' };

describe.each(testDatabases)('assessment routes on $name', (database) => {
  let w: World;
  let own: string;
  let foreign: string;
  beforeAll(async () => {
    w = await openWorld(database);
    own = dataOf<{ appId: string }>(await w.call('tenantAdmin', 'POST', '/api/apps', { appName: 'Assessed' }), 201).appId;
    foreign = dataOf<{ appId: string }>(await w.call('betaAdmin', 'POST', '/api/apps', { appName: 'BetaAssessed' }), 201).appId;
  });
  afterAll(() => w?.close());

  const at = (suffix: string) => ({ url: () => `/api/apps/${own}${suffix}`, foreign: { actor: 'tenantAdmin' as const, url: () => `/api/apps/${foreign}${suffix}` } });
  const guarded = (endpoint: string, method: 'GET' | 'POST', suffix: string, payload?: () => object) => ({
    endpoint,
    method,
    ...at(suffix),
    ...(payload ? { payload } : {}),
    forbidden: 'tenantEditor' as const,
  });

  accessTests(() => w, [
    guarded('startCatalystAssessment', 'POST', '/catalyst/assesment', () => START),
    guarded('getCatalystAssessment', 'GET', '/catalyst/assesment?assessmentGuid=A-1'),
    guarded('getCatalystSupplierAssessments', 'GET', '/catalyst/supplier/S-1/assessment'),
    guarded('getCatalystModels', 'GET', '/catalyst/models'),
    guarded('startSupplyChainAssessment', 'POST', '/supplyChain/assesment', () => START),
    guarded('getSupplyChainPortfolio', 'GET', '/supplyChain/assesment?portfolioId=P-1'),
    guarded('getSupplyChainSupplierAssessments', 'GET', '/supplyChain/supplier/S-1/assessment'),
    guarded('getSupplyChainModels', 'GET', '/supplyChain/models'),
    guarded('getCatalystFrame', 'GET', '/catalyst/assesment/A-1/frame'),
    guarded('getSupplyChainFrame', 'GET', '/supplyChain/assesment/A-1/frame'),
  ]);
});
