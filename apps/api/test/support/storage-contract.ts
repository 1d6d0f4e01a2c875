import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../src/lib/storage/keys.js';

export interface StoreUnderTest {
  storage: Storage;
  /** Puts bytes under any name, bypassing the store: what an operator or a crash leaves. */
  writeRaw(name: string, bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

const MALFORMED = [
  '',
  '../secret.png',
  'logos/../../etc/passwd',
  '/logos/0123456789abcdef0123456789abcdef.png',
  'logos/0123456789ABCDEF0123456789ABCDEF.png',
  'logos/0123456789abcdef0123456789abcdef.png/x',
  'logos\\0123456789abcdef0123456789abcdef.png',
  '.paperless/start-check',
];

/**
 * What every store promises the app (lib/storage.ts), run on the disk store and on a real S3
 * server (disk.test.ts, s3.test.ts), so the two cannot drift apart.
 */
export function storageContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`${name} store`, () => {
    let store: StoreUnderTest;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    it('gives back the bytes it was given, under a key it made', async () => {
      const bytes = Buffer.from('%PDF-1.7 a form');
      const key = await store.storage.put('submissions', 'pdf', bytes);
      expect(key).toMatch(/^submissions\/[0-9a-f]{32}\.pdf$/);
      expect(await store.storage.get(key)).toEqual(bytes);
      expect(await store.storage.put('submissions', 'pdf', bytes)).not.toBe(key);
    });

    it('keeps binary bytes intact: every byte value, and a megabyte of noise', async () => {
      const everyByte = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
      const noise = randomBytes(1_048_576);
      for (const bytes of [everyByte, noise, Buffer.alloc(0)]) {
        const key = await store.storage.put('logos', 'png', bytes);
        const back = await store.storage.get(key);
        expect(back?.equals(bytes)).toBe(true);
      }
    });

    it('removes a file, and takes a missing or malformed key as removed already', async () => {
      const key = await store.storage.put('uploads', 'jpg', Buffer.from('a photo'));
      const other = await store.storage.put('uploads', 'jpg', Buffer.from('another'));
      await store.storage.remove(key);
      expect(await store.storage.get(key)).toBeNull();
      expect(await store.storage.get(other)).toEqual(Buffer.from('another'));
      await store.storage.remove(key);
      for (const malformed of MALFORMED) await store.storage.remove(malformed);
      // A raw file under no key of the store's making is not its to remove.
      await store.writeRaw('logos/notes.txt', Buffer.from('kept'));
      await store.storage.remove('logos/notes.txt');
    });

    it('answers null, never an error, for unknown and malformed keys', async () => {
      expect(await store.storage.get(`logos/${'0'.repeat(32)}.png`)).toBeNull();
      for (const key of MALFORMED) expect(await store.storage.get(key)).toBeNull();
      // A file that is in the store but not under a key of its making is not served either.
      await store.writeRaw('logos/notes.txt', Buffer.from('not a stored file'));
      expect(await store.storage.get('logos/notes.txt')).toBeNull();
    });

    it('never takes a key from its caller: a prefix or extension that could escape is refused', async () => {
      const before = await keysOf(store.storage);
      for (const [prefix, extension] of [
        ['../logos', 'png'],
        ['logos/..', 'png'],
        ['Logos', 'png'],
        ['', 'png'],
        ['logos', 'png/../../x'],
        ['logos', ''],
        ['logos', 'PNG'],
      ] as const) {
        await expect(store.storage.put(prefix, extension, Buffer.from('x'))).rejects.toThrow(
          /Not a storage prefix and extension/,
        );
      }
      expect(await keysOf(store.storage)).toEqual(before);
    });

    it('replaces an existing file, and only an existing one', async () => {
      const key = await store.storage.put('submissions', 'pdf', Buffer.from('old'));
      expect(await store.storage.replace(key, Buffer.from('new'))).toBe(true);
      expect(await store.storage.get(key)).toEqual(Buffer.from('new'));

      const missing = `submissions/${randomBytes(16).toString('hex')}.pdf`;
      expect(await store.storage.replace(missing, Buffer.from('made up'))).toBe(false);
      expect(await store.storage.get(missing)).toBeNull();
      for (const bad of MALFORMED)
        expect(await store.storage.replace(bad, Buffer.from('x'))).toBe(false);
    });

    it('lists every stored key and nothing else', async () => {
      const key = await store.storage.put('logos', 'webp', Buffer.from('w'));
      await store.writeRaw('.paperless/marker', Buffer.from('{}'));
      const keys = await keysOf(store.storage);
      expect(keys).toContain(key);
      expect(keys.every((k) => /^[a-z-]+\/[0-9a-f]{32}\.[a-z0-9]+$/.test(k))).toBe(true);
      expect(keys).not.toContain('logos/notes.txt');
    });
  });
}

export async function keysOf(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}
