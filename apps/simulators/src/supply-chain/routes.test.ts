import { ResultFields } from '@connector/contracts/providers/catalyst';
import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import { SupplyChainAssessment } from '@connector/contracts/providers/supply-chain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestSimulators } from '../../test/test-app.ts';

describe('Supply Chain Catalyst result fields', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestSimulators();
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses the fields list without the ApiToken', async () => {
    expect((await app.inject({ method: 'GET', url: '/supplychain/fields' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/supplychain/fields', headers: { apitoken: SIMULATOR_DEFAULTS.catalyst.apiKey } })).statusCode).toBe(401);
  });

  it('lists its assessments’ result fields by their own keys, with readable labels', async () => {
    const response = await app.inject({ method: 'GET', url: '/supplychain/fields', headers: { apitoken: SIMULATOR_DEFAULTS.supplyChain.apiKey } });
    expect(response.statusCode).toBe(200);
    const fields = ResultFields.parse(response.json());
    expect(fields.map((f) => f.key)).toEqual(['Status', 'Score', 'ScoreLabel', 'StartedOn', 'ModificationDate', 'AlertCount', 'PortfolioId']);
    expect(fields.find((f) => f.key === 'ScoreLabel')?.label).toBe('Score Label');
    for (const { key } of fields) expect(Object.keys(SupplyChainAssessment.shape)).toContain(key);
  });
});
