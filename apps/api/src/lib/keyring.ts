import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  closeSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * The embedded default's keyring: DATA_DIR/encryption.keys, one base64 key per line, the first
 * one primary (seals new data), readable by the owner only. An installation made before
 * keyrings has DATA_DIR/encryption.key (one key); it is read as a keyring of one until the
 * first rotation writes encryption.keys (and removes it). Files are only ever replaced whole
 * (written aside, then linked or renamed), so a reader never sees half a keyring.
 */
export const KEYRING_FILE = 'encryption.keys';
const LEGACY_FILE = 'encryption.key';
const HEADER = [
  '# Paperless Clinic encryption keyring: one key per line; the first seals new data.',
  '# Remove an old key only when `npm run keys:rotate -- --status` shows nothing under it.',
];

/** A 32-byte key from base64 (44 characters) or hex (64 characters). */
export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('An encryption key must be 32 bytes (base64 or hex)');
  return key;
}

/** The id sealed values carry: not secret (a hash prefix), it only names the key. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

function parseKeyring(text: string, file: string): Buffer[] {
  const lines = text.split('\n').map((l) => l.trim());
  const keys = lines.filter((l) => l !== '' && !l.startsWith('#')).map(parseKey);
  if (keys.length === 0) throw new Error(`The keyring ${file} holds no key`);
  return keys;
}

/** The keys of a data directory, the primary first; null when it has none yet. */
export function readKeyring(dataDir: string): Buffer[] | null {
  for (const name of [KEYRING_FILE, LEGACY_FILE]) {
    const file = path.join(dataDir, name);
    try {
      return parseKeyring(readFileSync(file, 'utf8'), file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return null;
}

function writeAside(dataDir: string, keys: readonly Buffer[]): string {
  mkdirSync(dataDir, { recursive: true });
  const temp = path.join(dataDir, `${KEYRING_FILE}.${randomBytes(6).toString('hex')}.tmp`);
  const text = [...HEADER, ...keys.map((k) => k.toString('base64'))].join('\n') + '\n';
  writeFileSync(temp, text, { flag: 'wx', mode: 0o600 });
  chmodSync(temp, 0o600);
  return temp;
}

/** The keys of a data directory, made once (a fresh key) when it has none. */
export function ensureKeyring(dataDir: string): Buffer[] {
  const found = readKeyring(dataDir);
  if (found) return found;
  const temp = writeAside(dataDir, [randomBytes(32)]);
  try {
    // link fails when another process made the keyring meanwhile; then we read theirs.
    linkSync(temp, path.join(dataDir, KEYRING_FILE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  return readKeyring(dataDir)!;
}

/**
 * Keys for createKeyringCipher: re-read only when the file changed (its inode, size or time),
 * so asking often costs a stat.
 */
export function fileKeySource(dataDir: string): () => Buffer[] {
  let keys = ensureKeyring(dataDir);
  let seen = signature(dataDir);
  return () => {
    const now = signature(dataDir);
    if (now !== seen) {
      keys = readKeyring(dataDir) ?? keys;
      seen = now;
    }
    return keys;
  };
}

function signature(dataDir: string): string {
  for (const name of [KEYRING_FILE, LEGACY_FILE]) {
    try {
      const s = statSync(path.join(dataDir, name));
      return `${name}:${s.ino}:${s.size}:${s.mtimeMs}`;
    } catch {
      // try the next name
    }
  }
  return 'none';
}

function lockTime(lock: string): number {
  try {
    return statSync(lock).mtimeMs;
  } catch {
    return 0; // released meanwhile: the next attempt takes it
  }
}

/** Runs work holding DATA_DIR/encryption.keys.lock, so two rotations never drop a key. */
function withKeyringLock<T>(dataDir: string, work: () => T): T {
  const lock = path.join(dataDir, `${KEYRING_FILE}.lock`);
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      closeSync(openSync(lock, 'wx', 0o600));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A rotation takes milliseconds: a lock older than a minute was left by a crash.
      if (Date.now() - lockTime(lock) > 60_000) rmSync(lock, { force: true });
      else if (attempt > 50) throw new Error(`Another key rotation holds ${lock}`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    return work();
  } finally {
    unlinkSync(lock);
  }
}

/**
 * Makes a new primary key in front of the data directory's keyring (the old keys stay, to open
 * what they sealed) and returns the key ids, the new primary first.
 */
export function addPrimaryKey(dataDir: string): string[] {
  return withKeyringLock(dataDir, () => {
    const keys = [randomBytes(32), ...ensureKeyring(dataDir)];
    renameSync(writeAside(dataDir, keys), path.join(dataDir, KEYRING_FILE));
    // Its key is in encryption.keys now; a reader that still looks for it falls through.
    const legacy = path.join(dataDir, LEGACY_FILE);
    if (existsSync(legacy)) unlinkSync(legacy);
    return keys.map(keyIdOf);
  });
}

/** Keeps only the primary key: for after a completed rotation (the caller checks that). */
export function dropOldKeys(dataDir: string): string[] {
  return withKeyringLock(dataDir, () => {
    const keys = readKeyring(dataDir);
    if (!keys) throw new Error(`No keyring in ${dataDir}`);
    renameSync(writeAside(dataDir, keys.slice(0, 1)), path.join(dataDir, KEYRING_FILE));
    return keys.slice(1).map(keyIdOf);
  });
}
