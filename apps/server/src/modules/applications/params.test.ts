import { boundsMessage, FIELD_BOUNDS } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { type AppsWorld, openAppsWorld, updateBody, VALID_PARAMS } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';

const withMoodys = (values: Record<string, unknown>) => ({ ...VALID_PARAMS, moodys: { ...VALID_PARAMS.moodys, ...values } });
const MOODYS_BOUNDS = FIELD_BOUNDS.moodys ?? {};

describe.each(testDatabases)('bounds of the Orbis Configurations’ numbers on $name', (database) => {
  let w: AppsWorld;
  let appId: string;
  beforeAll(async () => {
    w = await openAppsWorld(database);
    appId = dataOf<{ appId: string }>(await w.call('POST', '/api/apps', { appName: 'Bounds' }), 201).appId;
  });
  afterAll(() => w?.close());

  const stored = async () => dataOf<{ params: { moodys?: Record<string, unknown> } }>(await w.call('GET', `/api/apps/${appId}`)).params.moodys;
  const save = (values: Record<string, unknown>) => w.call('PUT', `/api/apps/${appId}`, updateBody(withMoodys(values)));

  it.each([1000, 100.5, 0, -5])('refuses a Match Score Limit of %d with a 400 naming the field, and writes nothing', async (matchScoreLimit) => {
    expect((await save({ matchScoreLimit: 85 })).statusCode).toBe(200);
    const before = await stored();
    expectFieldError(await save({ matchScoreLimit }), 'body.params.moodys.matchScoreLimit', boundsMessage({ min: 1, max: 100 }));
    expect(await stored()).toEqual(before);
  });

  it.each([1, 100, '42'])('accepts a Match Score Limit of %j and stores it as a number', async (matchScoreLimit) => {
    const saved = await save({ matchScoreLimit });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await stored())?.matchScoreLimit).toBe(Number(matchScoreLimit));
  });

  it.each(['orbisCallsPerUser', 'orbisCallsPerApp'])('keeps %s within its bounds', async (key) => {
    const bounds = MOODYS_BOUNDS[key];
    if (!bounds) throw new Error(`${key} has no bounds`);
    for (const value of [bounds.min - 1, bounds.max + 1]) {
      expectFieldError(await save({ [key]: value }), `body.params.moodys.${key}`, boundsMessage(bounds));
    }
    expect((await save({ [key]: bounds.max })).statusCode).toBe(200);
    expect((await stored())?.[key]).toBe(bounds.max);
  });
});
