import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Encryption at rest of patient answers (AES-256-GCM). Every value gets a fresh 96-bit IV and
 * is stored as `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url), so a later key rotation can
 * tell which key sealed a row. The key comes from DATA_ENCRYPTION_KEY, or, for the embedded
 * default, from a key file made once in DATA_DIR (readable by the owner only).
 */
export interface Cipher {
  encryptJson(value: unknown): string;
  decryptJson(sealed: string): unknown;
}

const ALGORITHM = 'aes-256-gcm';
const KEY_FILE = 'encryption.key';

/** A 32-byte key from base64 (44 characters) or hex (64 characters). */
export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes (base64 or hex)');
  return key;
}

function keyFromDataDir(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx' fails if another process made it meanwhile; then we read theirs.
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    chmodSync(file, 0o600);
  }
  return parseKey(readFileSync(file, 'utf8'));
}

export function createCipher(key: Buffer): Cipher {
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return {
    encryptJson(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return ['v1', keyId, ...parts].join('.');
    },
    decryptJson(sealed) {
      const [version, id, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('not a sealed value');
      }
      if (id !== keyId) throw new Error(`sealed with another key (${id})`);
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
      return JSON.parse(text) as unknown;
    },
  };
}

/** The cipher of this installation: the configured key, else the data directory's key file. */
export function loadCipher(config: {
  dataDir: string;
  encryptionKey?: string | undefined;
}): Cipher {
  return createCipher(
    config.encryptionKey ? parseKey(config.encryptionKey) : keyFromDataDir(config.dataDir),
  );
}
