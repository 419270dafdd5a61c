import { CatalystAssessment, ResultFields } from '@connector/contracts/providers/catalyst';
import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestSimulators } from '../../test/test-app.ts';

describe('Compliance Catalyst result fields', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestSimulators();
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses the fields list without the ApiToken', async () => {
    expect((await app.inject({ method: 'GET', url: '/catalyst/fields' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/catalyst/fields', headers: { apitoken: 'wrong' } })).statusCode).toBe(401);
  });

  it('lists the result columns an assessment carries, with readable labels', async () => {
    const response = await app.inject({ method: 'GET', url: '/catalyst/fields', headers: { apitoken: SIMULATOR_DEFAULTS.catalyst.apiKey } });
    expect(response.statusCode).toBe(200);
    const fields = ResultFields.parse(response.json());
    expect(fields).toEqual([
      { key: 'CF_RA_Status', label: 'Catalyst Status' },
      { key: 'CF_RA_Score', label: 'Score' },
      { key: 'CF_RA_ScoreLabel', label: 'Score Label' },
      { key: 'CF_RA_StartedOn', label: 'Started Date' },
      { key: 'CFE_RA_MODIFICATION_DATE', label: 'Modified Date' },
      { key: 'ALERT_COUNT', label: 'Alert Count' },
    ]);
    for (const { key } of fields) expect(Object.keys(CatalystAssessment.shape)).toContain(key);
  });
});
