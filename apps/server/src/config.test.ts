import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('PROVIDER_HOSTS', () => {
  it('allows nothing by default, and the simulators only with the demo', () => {
    expect(loadConfig({}).providerHosts).toEqual([]);
    expect(loadConfig({ SEED_DEMO: 'true', SIM_URL: 'http://127.0.0.1:4321' }).providerHosts).toEqual([{ kind: 'address', host: '127.0.0.1', port: 4321 }]);
  });

  it('reads the listed hosts', () => {
    expect(loadConfig({ PROVIDER_HOSTS: 'openapi.ariba.com, *.bvdinfo.com 10.0.0.0/8' }).providerHosts).toEqual([
      { kind: 'name', host: 'openapi.ariba.com', port: undefined },
      { kind: 'wildcard', host: 'bvdinfo.com', port: undefined },
      { kind: 'range', host: '10.0.0.0', prefix: 8 },
    ]);
  });

  it('refuses to start on an entry it cannot read, naming it', () => {
    expect(() => loadConfig({ PROVIDER_HOSTS: 'api.example.com https://x.example' })).toThrow(
      /Invalid configuration:\n {2}PROVIDER_HOSTS: "https:\/\/x\.example" cannot be read \(write the host without a scheme\)/,
    );
  });
});

describe('PGLITE_SHARED_BUFFERS_MB', () => {
  it('is 128 unless set, and refuses what the embedded database could not start with', () => {
    expect(loadConfig({}).pgliteSharedBuffersMb).toBe(128);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '1024' }).pgliteSharedBuffersMb).toBe(1024);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '8' })).toThrow(/PGLITE_SHARED_BUFFERS_MB: /);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS_MB: /);
  });
});
