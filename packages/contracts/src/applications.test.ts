import { describe, expect, it } from 'vitest';
import { APP_MESSAGES, AppName, CreateAppBody, UpdateAppBody, appNameInUseMessage, normaliseAppName } from './applications.ts';

describe('application names', () => {
  it('turns the first space into an underscore, as the console does while typing', () => {
    expect(normaliseAppName('My App Two')).toBe('My_App Two');
    expect(AppName.parse('  My App ')).toBe('My_App');
  });

  it('requires a name with the message of APP-9', () => {
    for (const value of ['', '   ', undefined, 3]) {
      const result = AppName.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(APP_MESSAGES.nameRequired);
    }
  });

  it('writes the name-in-use message of APP-9', () => {
    expect(appNameInUseMessage('Demo')).toBe('Demo Name in Use Please change Application Name');
  });
});

describe('application bodies', () => {
  it('creates a Test application, enabled, with every flag off by default', () => {
    expect(CreateAppBody.parse({ appName: 'Shop' })).toEqual({
      appName: 'Shop',
      enabled: true,
      type: 'Test',
      catalystMapping: { enabled: false },
      orbisSearchMapping: { enabled: false },
      supplyChainMapping: { enabled: false },
      riskMapping: { enabled: false },
      questionnaireMapping: { enabled: false },
    });
  });

  it('refuses an unknown section, an unbounded string and an environment type outside Test and Production', () => {
    const base = { enabled: true, type: 'Test' };
    expect(UpdateAppBody.safeParse({ ...base, params: { nowhere: {} } }).success).toBe(false);
    expect(UpdateAppBody.safeParse({ ...base, params: { general: { realm: 'x'.repeat(3000) } } }).success).toBe(false);
    expect(UpdateAppBody.safeParse({ ...base, type: 'Staging' }).success).toBe(false);
    expect(UpdateAppBody.safeParse({ ...base, params: { general: { realm: 'r' } } }).success).toBe(true);
  });
});
