import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createCipher,
  isSealedFile,
  keyIdOf,
  loadCipher,
  openStoredFile,
  parseKey,
  sealedKeyId,
  UnknownKeyError,
} from './crypto.js';
import { addPrimaryKey, dropOldKeys, KEYRING_FILE, readKeyring } from './keyring.js';

const root = mkdtempSync(path.join(tmpdir(), 'pc-crypto-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const freshDir = () => mkdtempSync(path.join(root, 'd-'));

describe('answers encryption', () => {
  it('round-trips a value and never stores it in clear', () => {
    const cipher = createCipher(randomBytes(32));
    const answers = { patient_firstname: 'Maria', conditions: ['Asthma'] };
    const sealed = cipher.encryptJson(answers);
    expect(sealed).not.toContain('Maria');
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(cipher.encryptJson(answers)).not.toBe(sealed); // a fresh IV every time
    expect(cipher.decryptJson(sealed)).toEqual(answers);
  });

  it('refuses a value that was altered, and names the key of one it does not hold', () => {
    const cipher = createCipher(randomBytes(32));
    const sealed = cipher.encryptJson({ a: 1 });
    const parts = sealed.split('.');
    parts[4] = Buffer.from('{"a":2}').toString('base64url');
    expect(() => cipher.decryptJson(parts.join('.'))).toThrow();
    const other = createCipher(randomBytes(32));
    expect(() => other.decryptJson(sealed)).toThrow(UnknownKeyError);
    expect(() => other.decryptJson(sealed)).toThrow(
      new RegExp(`key ${cipher.primaryKeyId()}, which is not in the keyring`),
    );
    expect(() => cipher.decryptJson('v1.broken')).toThrow(/not a sealed value/);
  });

  it('takes a configured key in base64 or hex, and rejects a short one', () => {
    const key = randomBytes(32);
    const fromBase64 = loadCipher({ dataDir: root, encryptionKey: key.toString('base64') });
    expect(
      loadCipher({ dataDir: root, encryptionKey: key.toString('hex') }).decryptJson(
        fromBase64.encryptJson(7),
      ),
    ).toBe(7);
    expect(() => parseKey('c2hvcnQ=')).toThrow(/32 bytes/);
  });
});

describe('keyring', () => {
  it('opens values of every key it holds and seals with the primary', () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const before = createCipher(oldKey).encryptJson('old');
    const ring = loadCipher({
      dataDir: root,
      encryptionKey: newKey.toString('base64'),
      previousEncryptionKeys: [oldKey.toString('hex')],
    });
    expect(ring.keyIds()).toEqual([keyIdOf(newKey), keyIdOf(oldKey)]);
    expect(ring.decryptJson(before)).toBe('old');
    const after = ring.encryptJson('new');
    expect(sealedKeyId(after)).toBe(keyIdOf(newKey));
    expect(createCipher(newKey).decryptJson(after)).toBe('new');
    expect(() => loadCipher({ dataDir: root, previousEncryptionKeys: ['x'] })).toThrow(
      /needs DATA_ENCRYPTION_KEY/,
    );
  });

  it('seals files in a binary envelope and lets files stored in clear through', () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const pdf = Buffer.from('%PDF-1.7\nZelda Quimby\n%%EOF\n');
    const sealed = createCipher(oldKey).encryptBytes(pdf);
    expect(isSealedFile(sealed)).toBe(true);
    expect(sealed.includes('%PDF')).toBe(false);
    expect(sealed.includes('Zelda')).toBe(false);
    expect(sealedKeyId(sealed)).toBe(keyIdOf(oldKey));
    const ring = createCipher([newKey, oldKey]);
    expect(ring.decryptBytes(sealed).equals(pdf)).toBe(true);
    expect(openStoredFile(ring, pdf).equals(pdf)).toBe(true);
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => ring.decryptBytes(tampered)).toThrow();
    expect(() => createCipher(newKey).decryptBytes(sealed)).toThrow(UnknownKeyError);
  });

  it('makes one keyring file per data directory, owner-readable only, and reuses it', () => {
    const dir = freshDir();
    const sealed = loadCipher({ dataDir: dir }).encryptJson('x');
    expect(loadCipher({ dataDir: dir }).decryptJson(sealed)).toBe('x');
    expect(statSync(path.join(dir, KEYRING_FILE)).mode & 0o777).toBe(0o600);
  });

  it('reads the single key file of older installations and moves it into the keyring', () => {
    const dir = freshDir();
    const legacy = randomBytes(32);
    writeFileSync(path.join(dir, 'encryption.key'), legacy.toString('base64'), { mode: 0o600 });
    const before = createCipher(legacy).encryptJson('kept');
    const cipher = loadCipher({ dataDir: dir });
    expect(cipher.primaryKeyId()).toBe(keyIdOf(legacy));

    const ids = addPrimaryKey(dir);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(keyIdOf(legacy));
    expect(() => statSync(path.join(dir, 'encryption.key'))).toThrow();
    expect(statSync(path.join(dir, KEYRING_FILE)).mode & 0o777).toBe(0o600);
    expect(loadCipher({ dataDir: dir }).decryptJson(before)).toBe('kept');
  });

  it('follows a rotation made by another process without a restart', () => {
    const dir = freshDir();
    const running = loadCipher({ dataDir: dir });
    const first = running.primaryKeyId();
    // The CLI, another process, adds a key; a value it sealed names a key the server lacks.
    const [newId] = addPrimaryKey(dir);
    const byCli = loadCipher({ dataDir: dir }).encryptJson('from the CLI');
    expect(running.decryptJson(byCli)).toBe('from the CLI');
    expect(running.keyIds()).toEqual([newId, first]);
    expect(sealedKeyId(running.encryptJson(1))).toBe(newId);

    expect(dropOldKeys(dir)).toEqual([first]);
    expect(readKeyring(dir)).toHaveLength(1);
    expect(readFileSync(path.join(dir, KEYRING_FILE), 'utf8')).toMatch(/^# /);
  });
});
