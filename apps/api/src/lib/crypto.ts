import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { fileKeySource, keyIdOf, parseKey } from './keyring.js';

export { keyIdOf, parseKey };

/**
 * Encryption at rest of patient data (AES-256-GCM). Every value gets a fresh 96-bit IV. Text
 * values are stored as `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url), files as the binary
 * envelope `PCv1<key id><iv><tag><ciphertext>`; the key id tells which key sealed them, so a
 * keyring can hold several keys: new values are sealed with the first (primary), and any key
 * of the ring opens a value (key rotation, modules/key-rotation). Keys come from
 * DATA_ENCRYPTION_KEY (+ DATA_ENCRYPTION_PREVIOUS_KEYS), or, for the embedded default, from the
 * keyring file in DATA_DIR (lib/keyring.ts), which is re-read when it changes.
 */
export interface Cipher {
  encryptJson(value: unknown): string;
  decryptJson(sealed: string): unknown;
  encryptBytes(plain: Uint8Array): Buffer;
  decryptBytes(sealed: Uint8Array): Buffer;
  /** The id of the key new values are sealed with. */
  primaryKeyId(): string;
  /** Every key id this cipher opens, the primary first. */
  keyIds(): string[];
  /** Re-reads a keyring file that changed (no-op for configured keys). */
  refresh(): void;
  /**
   * A keyed HMAC-SHA256 (hex) of `text` for one purpose, under a key derived (HKDF) from the
   * primary key or from the key named: a lookup value that groups without being readable or
   * guessable from a dictionary. The key id says which key made it, for a rotation to redo it.
   */
  mac(purpose: MacPurpose, text: string, keyId?: string): { keyId: string; mac: string };
}

/** What a keyed HMAC is for; each has its own derived key, never the AES key itself. */
export type MacPurpose =
  | 'patient-key'
  | 'outbox-recipient'
  | 'link-recipient'
  | 'reminder-stop'
  /** Issue 19: the birth date a hand-off of a link is claimed with. */
  | 'handoff-dob'
  /** Security III: the signatures of proof-of-work challenges (lib/proof-of-work). */
  | 'proof-of-work';

/** The HMAC key of one purpose under one keyring key (HKDF-SHA256, the purpose as its label). */
function macKeyOf(key: Buffer, purpose: MacPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', key, '', `paperless-clinic ${purpose} v1`, 32));
}

/** A value names a key the keyring does not hold: say which, never the value. */
export class UnknownKeyError extends Error {
  constructor(readonly keyId: string) {
    super(
      `Sealed with encryption key ${keyId}, which is not in the keyring. Put that key back ` +
        '(DATA_ENCRYPTION_PREVIOUS_KEYS, or a line of DATA_DIR/encryption.keys) to read this data.',
    );
    this.name = 'UnknownKeyError';
  }
}

const ALGORITHM = 'aes-256-gcm';
const FILE_MAGIC = Buffer.from('PCv1', 'latin1');
const ID_LENGTH = 8; // hex characters of keyIdOf
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
const FILE_HEADER = FILE_MAGIC.length + ID_LENGTH + IV_LENGTH + TAG_LENGTH;
/** How often, at most, encrypting checks whether the keyring file changed (a new primary). */
const RELOAD_MS = 5_000;

/** The key id a sealed text or file names, or null when it is not sealed. */
export function sealedKeyId(sealed: string | Uint8Array): string | null {
  if (typeof sealed === 'string') {
    const match = /^v1\.([0-9a-f]{8})\./.exec(sealed);
    return match ? match[1]! : null;
  }
  if (!isSealedFile(sealed)) return null;
  const id = Buffer.from(sealed.subarray(FILE_MAGIC.length, FILE_MAGIC.length + ID_LENGTH));
  return id.toString('latin1');
}

/** True for encryptBytes' output; files stored before encryption (plain %PDF-) are not. */
export function isSealedFile(bytes: Uint8Array): boolean {
  return bytes.length >= FILE_HEADER && FILE_MAGIC.equals(bytes.subarray(0, FILE_MAGIC.length));
}

/** A stored file's own bytes: sealed files are opened, files stored before encryption pass. */
export function openStoredFile(cipher: Cipher, stored: Buffer): Buffer {
  return isSealedFile(stored) ? cipher.decryptBytes(stored) : stored;
}

interface Ring {
  primaryId: string;
  byId: Map<string, Buffer>;
}

function ringOf(keys: readonly Buffer[]): Ring {
  if (keys.length === 0) throw new Error('The encryption keyring is empty');
  const byId = new Map<string, Buffer>();
  for (const key of keys) {
    if (key.length !== 32) throw new Error('An encryption key must be 32 bytes');
    byId.set(keyIdOf(key), key);
  }
  return { primaryId: keyIdOf(keys[0]!), byId };
}

function seal(key: Buffer, plain: Uint8Array): [iv: Buffer, tag: Buffer, body: Buffer] {
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), body];
}

function open(key: Buffer, iv: Uint8Array, tag: Uint8Array, body: Uint8Array): Buffer {
  const decipher = createDecipheriv(ALGORITHM, key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

/**
 * A cipher over a keyring. `load` gives the keys, the primary first; with `reloadable` it is
 * asked again when a value names an unknown key and, at most every few seconds, before sealing,
 * so a rotation made by another process is followed without a restart.
 */
export function createKeyringCipher(load: () => readonly Buffer[], reloadable = false): Cipher {
  let ring = ringOf(load());
  let checkedAt = Date.now();
  // Derived HMAC keys by key id and purpose: HKDF once per key, not per value.
  const macKeys = new Map<string, Buffer>();
  const reload = () => {
    checkedAt = Date.now();
    ring = ringOf(load());
  };
  const primary = (): [string, Buffer] => {
    if (reloadable && Date.now() - checkedAt > RELOAD_MS) reload();
    return [ring.primaryId, ring.byId.get(ring.primaryId)!];
  };
  const keyFor = (id: string): Buffer => {
    let key = ring.byId.get(id);
    if (!key && reloadable) {
      reload();
      key = ring.byId.get(id);
    }
    if (!key) throw new UnknownKeyError(id);
    return key;
  };
  return {
    encryptJson(value) {
      const [id, key] = primary();
      const parts = seal(key, Buffer.from(JSON.stringify(value), 'utf8'));
      return ['v1', id, ...parts.map((b) => b.toString('base64url'))].join('.');
    },
    decryptJson(sealed) {
      const [version, id, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !/^[0-9a-f]{8}$/.test(id ?? '') || body === undefined) {
        throw new Error('not a sealed value');
      }
      const [ivBytes, tagBytes, bodyBytes] = [iv, tag, body].map((p) =>
        Buffer.from(p!, 'base64url'),
      );
      const text = open(keyFor(id!), ivBytes!, tagBytes!, bodyBytes!).toString('utf8');
      return JSON.parse(text) as unknown;
    },
    encryptBytes(plain) {
      const [id, key] = primary();
      return Buffer.concat([FILE_MAGIC, Buffer.from(id, 'latin1'), ...seal(key, plain)]);
    },
    decryptBytes(sealed) {
      const id = sealedKeyId(sealed);
      if (id === null || !/^[0-9a-f]{8}$/.test(id)) throw new Error('not a sealed file');
      let at = FILE_MAGIC.length + ID_LENGTH;
      const iv = sealed.subarray(at, (at += IV_LENGTH));
      const tag = sealed.subarray(at, (at += TAG_LENGTH));
      return open(keyFor(id), iv, tag, sealed.subarray(at));
    },
    primaryKeyId: () => primary()[0],
    keyIds: () => [...ring.byId.keys()],
    refresh: () => {
      if (reloadable) reload();
    },
    mac(purpose, text, keyId) {
      const [id, key] = keyId === undefined ? primary() : [keyId, keyFor(keyId)];
      const cacheKey = `${id}:${purpose}`;
      let macKey = macKeys.get(cacheKey);
      if (!macKey) macKeys.set(cacheKey, (macKey = macKeyOf(key, purpose)));
      return { keyId: id, mac: createHmac('sha256', macKey).update(text, 'utf8').digest('hex') };
    },
  };
}

/** A cipher with fixed keys, the first one primary. */
export function createCipher(keys: Buffer | readonly Buffer[]): Cipher {
  const list = Buffer.isBuffer(keys) ? [keys] : [...keys];
  return createKeyringCipher(() => list);
}

/**
 * The cipher of this installation: DATA_ENCRYPTION_KEY (primary) and
 * DATA_ENCRYPTION_PREVIOUS_KEYS (comma separated, open only) when set, else the keyring file
 * of the data directory, made on first use.
 */
export function loadCipher(config: {
  dataDir: string;
  encryptionKey?: string | undefined;
  previousEncryptionKeys?: readonly string[] | undefined;
}): Cipher {
  const previous = config.previousEncryptionKeys ?? [];
  if (config.encryptionKey) {
    return createCipher([config.encryptionKey, ...previous].map(parseKey));
  }
  if (previous.length > 0) {
    throw new Error(
      'DATA_ENCRYPTION_PREVIOUS_KEYS needs DATA_ENCRYPTION_KEY (the new primary key)',
    );
  }
  return createKeyringCipher(fileKeySource(config.dataDir), true);
}
