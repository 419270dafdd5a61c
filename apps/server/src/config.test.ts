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
  it('is 32 unless set, and refuses what the embedded database could not start with', () => {
    expect(loadConfig({}).pgliteSharedBuffersMb).toBe(32);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '1024' }).pgliteSharedBuffersMb).toBe(1024);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '8' })).toThrow(/PGLITE_SHARED_BUFFERS_MB: /);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS_MB: /);
  });
});

describe('PGLITE_OPTIMIZING_COMPILER', () => {
  it('keeps the embedded database on the baseline compiler unless asked, and reads only a yes or a no', () => {
    expect(loadConfig({}).pgliteOptimizingCompiler).toBe(false);
    expect(loadConfig({ PGLITE_OPTIMIZING_COMPILER: 'true' }).pgliteOptimizingCompiler).toBe(true);
    expect(loadConfig({ PGLITE_OPTIMIZING_COMPILER: '0' }).pgliteOptimizingCompiler).toBe(false);
    expect(() => loadConfig({ PGLITE_OPTIMIZING_COMPILER: 'fast' })).toThrow(/PGLITE_OPTIMIZING_COMPILER: /);
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('leaves mail off unless SMTP_URL is set, and sends as the console by default', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: 'Connector Console <no-reply@connector.localhost>' });
    expect(loadConfig({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
  });

  it('reads an smtp: or smtps: relay, credentials included', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com:465' }).smtpUrl).toBe('smtps://user:secret@mail.example.com:465');
  });

  it('refuses any other URL, with a message saying what it takes', () => {
    for (const value of ['http://127.0.0.1:2525', 'mail.example.com:25', 'smtp:', 'sendmail://localhost', 'ses://eu-west-1']) {
      expect(() => loadConfig({ SMTP_URL: value }), value).toThrow(/SMTP_URL: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    }
  });

  it('takes a sender with or without a name, and refuses what is not one address on one line', () => {
    expect(loadConfig({ MAIL_FROM: 'alerts@example.com' }).mailFrom).toBe('alerts@example.com');
    expect(loadConfig({ MAIL_FROM: ' Risk Alerts <alerts@example.com> ' }).mailFrom).toBe('Risk Alerts <alerts@example.com>');
    for (const value of ['alerts', 'Risk Alerts alerts@example.com', 'a@example.com, b@example.com', 'A, B <a@example.com>', 'X <a@example.com>\r\nBcc: b@example.com']) {
      expect(() => loadConfig({ MAIL_FROM: value }), value).toThrow(/MAIL_FROM: MAIL_FROM must be an address/);
    }
  });
});
