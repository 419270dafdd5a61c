import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareDataDir } from '../db/data-dir.ts';

const VERSION = 'v1';
const KEY_BYTES = 32;

/** Encrypts secrets at rest with AES-256-GCM; each value gets its own random nonce. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`The secrets key must be ${KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unreadable sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key from `SECRETS_KEY` (base64 of 32 bytes) or, for the embedded default, from
 * `DATA_DIR/secrets.key`, generated there with owner-only permissions on first start.
 */
export function loadSecretsKey({ secretsKey, dataDir }: { secretsKey: string | undefined; dataDir: string }): Buffer {
  if (secretsKey) return decodeKey(secretsKey, 'SECRETS_KEY');
  prepareDataDir(dataDir);
  const path = join(dataDir, 'secrets.key');
  if (existsSync(path)) return decodeKey(readFileSync(path, 'utf8').trim(), path);
  const key = randomBytes(KEY_BYTES);
  writeFileSync(path, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  chmodSync(path, 0o600);
  return key;
}

function decodeKey(value: string, source: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${source} must hold ${KEY_BYTES} bytes encoded in base64`);
  return key;
}
