import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCipher, loadCipher, parseKey } from './crypto.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pc-crypto-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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

  it('refuses a value that was altered or sealed with another key', () => {
    const cipher = createCipher(randomBytes(32));
    const sealed = cipher.encryptJson({ a: 1 });
    const parts = sealed.split('.');
    parts[4] = Buffer.from('{"a":2}').toString('base64url');
    expect(() => cipher.decryptJson(parts.join('.'))).toThrow();
    expect(() => createCipher(randomBytes(32)).decryptJson(sealed)).toThrow(/another key/);
  });

  it('makes one key file per data directory, owner-readable only, and reuses it', () => {
    const first = loadCipher({ dataDir: dir });
    const sealed = first.encryptJson('x');
    expect(loadCipher({ dataDir: dir }).decryptJson(sealed)).toBe('x');
    expect(statSync(path.join(dir, 'encryption.key')).mode & 0o777).toBe(0o600);
  });

  it('takes a configured key in base64 or hex, and rejects a short one', () => {
    const key = randomBytes(32);
    const fromBase64 = loadCipher({ dataDir: dir, encryptionKey: key.toString('base64') });
    expect(
      loadCipher({ dataDir: dir, encryptionKey: key.toString('hex') }).decryptJson(
        fromBase64.encryptJson(7),
      ),
    ).toBe(7);
    expect(() => parseKey('c2hvcnQ=')).toThrow(/32 bytes/);
  });
});
