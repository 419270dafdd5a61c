import { CONNECTION_ERROR, findSection, type ConnectivitySection } from '@connector/contracts';
import { describe, expect, it } from 'vitest';
import { createConnectionTester } from './connection.ts';

const section = (id: string) => findSection('ariba', id) as ConnectivitySection;
const tester = createConnectionTester({ timeoutMs: 1000 });

describe('connection tester', () => {
  it('answers the generic Connection Error when a service cannot even be addressed', async () => {
    const answer = await tester({ section: section('moodys'), values: { orbisUrl: 'not a url', orbisApiToken: 't' }, general: {}, region: 'eu' });
    expect(answer).toEqual({ valid: false, error: CONNECTION_ERROR });
  });

  it('calls nothing for a section without providers, and always needs Orbis in its own section', async () => {
    expect(await tester({ section: section('general'), values: {}, general: {}, region: 'eu' })).toEqual({ valid: true });
    const onlyOrbisMissing = await tester({ section: section('moodys'), values: { orbisUrl: '' }, general: {}, region: undefined });
    expect(onlyOrbisMissing).toEqual({ valid: false, error: CONNECTION_ERROR });
  });
});
