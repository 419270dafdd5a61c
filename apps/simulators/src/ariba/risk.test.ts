import { ARIBA_PATHS, ARIBA_RISK_MESSAGES as MESSAGES } from '@connector/contracts/providers/ariba';
import { ARIBA_WRITE_ANSWER } from '@connector/contracts/providers/fixtures/ariba';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aribaPath, aribaSession, type AribaSession } from '../../test/ariba.ts';
import { buildTestSimulators } from '../../test/test-app.ts';

const REALM = 'connector-T';
const fields = (...pairs: [string, string][]) => pairs.map(([fieldName, value]) => ({ fieldName, value }));

describe('Ariba risk custom fields and exposure', () => {
  let app: FastifyInstance;
  let ariba: AribaSession;
  const push = (payload: unknown) => ariba.call('PATCH', aribaPath(ARIBA_PATHS.riskCustomFields), { payload });
  const exposure = (smVendorId: string) => ariba.call('GET', aribaPath(ARIBA_PATHS.riskExposures, { smVendorId }));
  const refusal = async (payload: unknown) => {
    const response = await push(payload);
    expect(response.statusCode).toBe(400);
    return response.json<{ error: string; message: string }>();
  };

  beforeAll(async () => {
    app = await buildTestSimulators();
    ariba = await aribaSession(app);
  });
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__sim/reset' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('reports Unknown exposure and no fields until fields are pushed', async () => {
    const response = await exposure('S10028001');
    expect([response.statusCode, response.json()]).toEqual([200, { smVendorId: 'S10028001', residualExposure: 'Unknown', inherentExposure: 'Unknown', customFields: [] }]);
  });

  it('merges pushed values into the supplier\u2019s fields, and the exposure follows them', async () => {
    const first = await push([{ smVendorId: 'S10028001', customFields: fields(['FIELD_01', 'Medium'], ['FIELD_02', '61']) }, { smVendorId: 'S10028002', customFields: fields(['FIELD_01', 'Low']) }]);
    expect([first.statusCode, first.json()]).toEqual([200, ARIBA_WRITE_ANSWER]);
    expect((await push([{ smVendorId: 'S10028001', customFields: fields(['FIELD_02', '86'], ['FIELD_03', 'High']) }])).statusCode).toBe(200);
    expect((await exposure('S10028001')).json()).toEqual({
      smVendorId: 'S10028001',
      residualExposure: 'High',
      inherentExposure: 'High',
      customFields: fields(['FIELD_01', 'Medium'], ['FIELD_02', '86'], ['FIELD_03', 'High']),
    });
    expect((await exposure('S10028002')).json()).toMatchObject({ inherentExposure: 'Low', customFields: fields(['FIELD_01', 'Low']) });
    await app.inject({ method: 'POST', url: '/__sim/reset' });
    expect((await exposure('S10028001')).json()).toMatchObject({ inherentExposure: 'Unknown', customFields: [] });
  });

  it('refuses bodies with the published texts, and then writes nothing of them', async () => {
    const good = { smVendorId: 'S10028001', customFields: fields(['FIELD_01', 'High']) };
    const many = Array.from({ length: 101 }, () => good);
    expect(await refusal(many)).toEqual({ error: 'Bad Request', message: MESSAGES.tooMany });
    expect((await push(many.slice(0, 100))).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/__sim/reset' });
    expect((await refusal([good, { customFields: fields(['FIELD_01', 'x']) }])).message).toBe(MESSAGES.vendorMissing);
    expect((await refusal([good, { smVendorId: ' ', customFields: fields(['FIELD_01', 'x']) }])).message).toBe(MESSAGES.vendorMissing);
    expect((await refusal([good, { smVendorId: 'S99999999', customFields: fields(['FIELD_01', 'x']) }])).message).toBe(MESSAGES.unknownVendor('S99999999', REALM));
    expect((await refusal([good, { smVendorId: 'S10028002', customFields: [] }])).message).toBe(MESSAGES.noFields('S10028002', REALM));
    expect((await refusal([good, { smVendorId: 'S10028002' }])).message).toBe(MESSAGES.noFields('S10028002', REALM));
    expect((await refusal([{ smVendorId: 'S10028002', customFields: fields(['COLOUR', 'red']) }])).message).toMatch(/fieldName/);
    expect((await refusal([])).error).toBe('Bad Request');
    expect((await exposure('S10028001')).json()).toMatchObject({ customFields: [] });
  });

  it('answers 400 for the exposure of a supplier the realm does not have', async () => {
    const response = await exposure('S99999999');
    expect([response.statusCode, response.json()]).toEqual([400, { error: 'Bad Request', message: 'Invalid or missing request parameters: sm_vendor_id or realm' }]);
  });
});
