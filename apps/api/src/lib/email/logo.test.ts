import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankPng } from '#test/factories/images.js';
import { diskStorage, type Storage } from '../storage.js';
import { logoReader } from './logo.js';

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'email-logo-'));
  storage = diskStorage(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('logoReader', () => {
  it('attaches a logo scaled to the header, reading its file once', async () => {
    const key = await storage.put('logos', 'png', blankPng(240, 120));
    let reads = 0;
    const counting: Storage = { ...storage, get: (k) => (reads++, storage.get(k)) };
    const read = logoReader(counting);
    expect(await read(key, 'a@x')).toMatchObject({
      cid: 'a@x',
      contentType: 'image/png',
      width: 96,
      height: 48,
    });
    expect((await read(key, 'b@x'))?.cid).toBe('b@x');
    expect(reads).toBe(1);
  });

  it('leaves out a logo that is gone or not an image', async () => {
    const read = logoReader(storage);
    expect(await read(`logos/${'0'.repeat(32)}.png`, 'c@x')).toBeUndefined();
    const junk = await storage.put('logos', 'png', Buffer.from('not a picture'));
    expect(await read(junk, 'c@x')).toBeUndefined();
  });
});
