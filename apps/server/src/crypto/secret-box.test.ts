import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretsKey } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox(Buffer.alloc(32, 7));

  it('round-trips a secret and never stores it in clear', () => {
    const sealed = box.seal('client-secret-123');
    expect(sealed).not.toContain('client-secret-123');
    expect(box.open(sealed)).toBe('client-secret-123');
  });

  it('uses a fresh nonce for each value', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a tampered value', () => {
    const sealed = box.seal('value');
    const parts = sealed.split(':');
    const data = Buffer.from(parts[3] as string, 'base64');
    data[0] = (data[0] as number) ^ 1;
    parts[3] = data.toString('base64');
    expect(() => box.open(parts.join(':'))).toThrow();
  });

  it('refuses a value sealed with another key', () => {
    const other = createSecretBox(Buffer.alloc(32, 8));
    expect(() => box.open(other.seal('value'))).toThrow();
  });

  it('generates a key file once, readable by the owner only, and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'connector-key-'));
    try {
      const first = loadSecretsKey({ secretsKey: undefined, dataDir: dir });
      expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
      expect(loadSecretsKey({ secretsKey: undefined, dataDir: dir }).equals(first)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes SECRETS_KEY when given and refuses a short one', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(loadSecretsKey({ secretsKey: key, dataDir: '/nonexistent' }).length).toBe(32);
    expect(() => loadSecretsKey({ secretsKey: 'c2hvcnQ=', dataDir: '/nonexistent' })).toThrow(/32 bytes/);
  });
});
