import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
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

  it('puts the mail sink on 2525, on SIM_SMTP_PORT, or on any free port beside a free HTTP port', () => {
    expect(loadSimulatorConfig({}).smtpPort).toBe(2525);
    expect(loadSimulatorConfig({ SIM_SMTP_PORT: '2600' }).smtpPort).toBe(2600);
    expect(loadSimulatorConfig({ SIM_PORT: '0' }).smtpPort).toBe(0);
    expect(loadSimulatorConfig({ SIM_PORT: '0', SIM_SMTP_PORT: '2600' }).smtpPort).toBe(2600);
    expect(() => loadSimulatorConfig({ SIM_SMTP_PORT: '70000' })).toThrow(/SIM_SMTP_PORT/);
  });

  it('accepts the shared default credentials when nothing is set', () => {
    const config = loadSimulatorConfig({});
    expect(config.ariba).toMatchObject({ clientId: SIMULATOR_DEFAULTS.ariba.clientId, apiKey: SIMULATOR_DEFAULTS.ariba.apiKey, realms: ['connector-T'] });
    expect(config.orbis.apiToken).toBe(SIMULATOR_DEFAULTS.orbis.apiToken);
    expect(config.companies).toBe(20_000);
  });

  it('reads several realms and the world size', () => {
    const config = loadSimulatorConfig({ SIM_ARIBA_REALM: 'a-T, b-T', SIM_COMPANIES: '1000000', SIM_SEED: '7' });
    expect(config).toMatchObject({ companies: 1_000_000, seed: 7, ariba: { realms: ['a-T', 'b-T'] } });
  });

  it('gives a realm its own supplier count, the others SIM_SUPPLIERS_PER_REALM', () => {
    const config = loadSimulatorConfig({ SIM_ARIBA_REALM: 'big-T:100000, small-T:5,rest-T', SIM_SUPPLIERS_PER_REALM: '300' });
    expect(config.ariba.realms).toEqual(['big-T', 'small-T', 'rest-T']);
    expect(config.ariba.realmSizes).toEqual({ 'big-T': 100_000, 'small-T': 5, 'rest-T': 300 });
    expect(loadSimulatorConfig({}).ariba.realmSizes).toEqual({ 'connector-T': 2500 });
  });

  it('refuses realm lists it cannot read', () => {
    for (const value of ['a-T:lots', 'a-T:100001', 'a-T,a-T', ' , ', 'a T']) {
      expect(() => loadSimulatorConfig({ SIM_ARIBA_REALM: value }), value).toThrow(/SIM_ARIBA_REALM/);
    }
  });

  it('reads the share of suppliers Orbis knows', () => {
    expect(loadSimulatorConfig({}).knownShare).toBe(0.85);
    expect(loadSimulatorConfig({ SIM_SUPPLIERS_KNOWN_SHARE: '0.9' }).knownShare).toBe(0.9);
    expect(() => loadSimulatorConfig({ SIM_SUPPLIERS_KNOWN_SHARE: '1.5' })).toThrow(/SIM_SUPPLIERS_KNOWN_SHARE/);
  });

  it('refuses a world above a million companies', () => {
    expect(() => loadSimulatorConfig({ SIM_COMPANIES: '1000001' })).toThrow(/SIM_COMPANIES/);
  });

  it('applies fault variables to every provider, and per provider over that', () => {
    const { faults } = loadSimulatorConfig({ SIM_FAULT_LATENCY_MS: '50', SIM_ORBIS_LATENCY_MS: '200', SIM_ARIBA_ERROR_RATE: '0.3' });
    expect(faults.catalyst.latencyMs).toBe(50);
    expect(faults.orbis.latencyMs).toBe(200);
    expect(faults.ariba).toMatchObject({ latencyMs: 50, errorRate: 0.3 });
  });

  it('limits each Ariba API per window as SIMULATOR_DEFAULTS says, over the windows\' real lengths', () => {
    const { quotas, approver } = loadSimulatorConfig({}).ariba;
    expect(quotas).toEqual({
      second: { limit: SIMULATOR_DEFAULTS.ariba.quotas.second, windowMs: 1000 },
      minute: { limit: SIMULATOR_DEFAULTS.ariba.quotas.minute, windowMs: 60_000 },
      hour: { limit: SIMULATOR_DEFAULTS.ariba.quotas.hour, windowMs: 3_600_000 },
      day: { limit: SIMULATOR_DEFAULTS.ariba.quotas.day, windowMs: 86_400_000 },
    });
    expect(approver).toEqual(SIMULATOR_DEFAULTS.ariba.approver);
  });

  it('reads Ariba quotas as a limit, limit/windowMs, or 0 and off for none', () => {
    const { quotas } = loadSimulatorConfig({ SIM_ARIBA_QUOTA_SECOND: '0', SIM_ARIBA_QUOTA_MINUTE: '30', SIM_ARIBA_QUOTA_HOUR: '5/2000', SIM_ARIBA_QUOTA_DAY: 'OFF' }).ariba;
    expect(quotas).toEqual({ minute: { limit: 30, windowMs: 60_000 }, hour: { limit: 5, windowMs: 2000 } });
    for (const value of ['-1', 'lots', '5/', '5/10', '5/86400001', '1/2/3']) {
      expect(() => loadSimulatorConfig({ SIM_ARIBA_QUOTA_HOUR: value }), value).toThrow(/SIM_ARIBA_QUOTA_HOUR/);
    }
  });

  it('takes the External Approval user from SIM_ARIBA_APPROVER_USER', () => {
    expect(loadSimulatorConfig({ SIM_ARIBA_APPROVER_USER: 'buyer.admin' }).ariba.approver).toEqual({ user: 'buyer.admin', passwordAdapter: 'PasswordAdapter1' });
  });

  it('refuses a fault rate above 1', () => {
    expect(() => loadSimulatorConfig({ SIM_ORBIS_TIMEOUT_RATE: '1.5' })).toThrow(/SIM_ORBIS_TIMEOUT_RATE/);
  });
});
