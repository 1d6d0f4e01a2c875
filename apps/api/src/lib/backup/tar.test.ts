import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeRelative } from './manifest.js';
import { readTar, writeTar, type TarEntry } from './tar.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pc-tar-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const longName = `files/storage/${'deep/'.repeat(25)}${'a'.repeat(60)}.pdf`;
const contents: Record<string, Buffer> = {
  'manifest.json': Buffer.from('{"a":1}'),
  'files/empty.txt': Buffer.alloc(0),
  'files/exact.bin': randomBytes(1024),
  'files/odd.bin': randomBytes(70_001),
  [longName]: randomBytes(513),
};

async function* entries(): AsyncGenerator<TarEntry> {
  for (const [name, data] of Object.entries(contents)) {
    // Streamed in small chunks, as files are read.
    const chunks = Array.from({ length: Math.ceil(data.length / 4096) }, (_, i) =>
      data.subarray(i * 4096, (i + 1) * 4096),
    );
    yield { name, size: data.length, data: Readable.from(chunks) };
  }
}

async function readAll(file: string) {
  const out: Record<string, Buffer> = {};
  for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) {
    out[entry.name] = entry.data;
  }
  return out;
}

describe('tar', () => {
  it('reads back exactly what it wrote, long names included', async () => {
    const file = path.join(dir, 'round.tar.gz');
    await pipeline(Readable.from(writeTar(entries())), createGzip(), createWriteStream(file));
    expect(await readAll(file)).toEqual(contents);
  });

  it('writes archives GNU tar opens, and reads archives GNU tar makes', async () => {
    const file = path.join(dir, 'ours.tar.gz');
    await pipeline(Readable.from(writeTar(entries())), createGzip(), createWriteStream(file));
    const listed = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed.sort()).toEqual(Object.keys(contents).sort());
    const out = path.join(dir, 'extracted');
    mkdirSync(out);
    execFileSync('tar', ['-xzf', file, '-C', out]);
    expect(readFileSync(path.join(out, longName)).equals(contents[longName]!)).toBe(true);

    const src = path.join(dir, 'src');
    mkdirSync(path.join(src, 'files'), { recursive: true });
    writeFileSync(path.join(src, 'files', 'a.bin'), contents['files/odd.bin']!);
    const theirs = path.join(dir, 'theirs.tar.gz');
    execFileSync('tar', ['-czf', theirs, '-C', src, 'files']);
    const read = await readAll(theirs);
    expect(read['files/a.bin']!.equals(contents['files/odd.bin']!)).toBe(true);
  });

  it('refuses a truncated archive and a file that changed size while archived', async () => {
    const file = path.join(dir, 'cut.tar.gz');
    await pipeline(Readable.from(writeTar(entries())), createGzip(), createWriteStream(file));
    const whole = execFileSync('gzip', ['-dc', file]);
    const cut = path.join(dir, 'cut.tar');
    writeFileSync(cut, whole.subarray(0, 40_000));
    await expect(async () => {
      for await (const _ of readTar(createReadStream(cut))) void _;
    }).rejects.toThrow(/truncated/);

    async function* lying(): AsyncGenerator<TarEntry> {
      yield { name: 'files/x', size: 10, data: Buffer.alloc(5) };
    }
    await expect(async () => {
      for await (const _ of writeTar(lying())) void _;
    }).rejects.toThrow(/changed while it was archived/);
  });

  it('accepts only names that stay inside the restore directory', () => {
    expect(safeRelative('files/storage/pdfs/a.pdf')).toBe(true);
    for (const bad of ['/etc/passwd', '../x', 'files/../../x', 'files//x', 'a\\b', '', './x']) {
      expect(safeRelative(bad)).toBe(false);
    }
  });
});
