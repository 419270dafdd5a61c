import { describe, expect, it } from 'vitest';
import { loadSimulatorConfig } from './config.ts';

describe('simulator configuration', () => {
  it('listens on 127.0.0.1:4010 by default', () => {
    expect(loadSimulatorConfig({})).toMatchObject({ port: 4010, host: '127.0.0.1' });
  });

  it('takes SIM_PORT from the environment', () => {
    expect(loadSimulatorConfig({ SIM_PORT: '4999' }).port).toBe(4999);
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadSimulatorConfig({ SIM_PORT: 'abc' })).toThrow(/SIM_PORT/);
  });
});
