/**
 * The smallest tar (ustar) we need: regular files only, written as a stream and read back
 * entry by entry. Enough for a backup archive any `tar -xzf` can open, without a dependency.
 */
const BLOCK = 512;

export interface TarEntry {
  name: string;
  size: number;
  mode?: number;
  /** The bytes, exactly `size` of them. */
  data: AsyncIterable<Uint8Array> | Uint8Array;
}

function octal(value: number, width: number): string {
  // width - 1 digits and a NUL terminator, as ustar expects.
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** Splits a long name into ustar's prefix (155) and name (100) at a slash. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`file name too long for the archive: ${name}`);
}

export function tarHeader(entry: { name: string; size: number; mode?: number }): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(entry.name);
  header.write(base, 0, 100, 'utf8');
  header.write(octal(entry.mode ?? 0o600, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(entry.size, 12), 124, 'ascii');
  header.write(octal(Math.floor(Date.now() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii'); // checksum counts as spaces while summing
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The archive's bytes: each entry's header, data and padding, then the two zero blocks. */
export async function* writeTar(entries: AsyncIterable<TarEntry>): AsyncGenerator<Uint8Array> {
  for await (const entry of entries) {
    yield tarHeader(entry);
    let written = 0;
    const chunks = entry.data instanceof Uint8Array ? [entry.data] : entry.data;
    for await (const chunk of chunks) {
      written += chunk.length;
      yield chunk;
    }
    // A file that changed size while read would shift every later header: refuse instead.
    if (written !== entry.size) {
      throw new Error(`${entry.name} changed while it was archived (${written} of ${entry.size})`);
    }
    yield padding(entry.size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Reads the bytes of an archive as a sequence of byte chunks. */
class ByteReader {
  private chunks: Buffer[] = [];
  private length = 0;
  constructor(private source: AsyncIterator<Uint8Array>) {}

  /** Exactly n bytes, or null at a clean end of input before any of them. */
  async take(n: number): Promise<Buffer | null> {
    while (this.length < n) {
      const next = await this.source.next();
      if (next.done) {
        if (this.length === 0) return null;
        throw new Error('the archive is truncated');
      }
      const chunk = Buffer.from(next.value);
      this.chunks.push(chunk);
      this.length += chunk.length;
    }
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.length ? [rest] : [];
    this.length = rest.length;
    return out;
  }
}

function field(header: Buffer, start: number, width: number): string {
  const raw = header.subarray(start, start + width);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? width : end).toString('utf8');
}

function parseOctal(header: Buffer, start: number, width: number): number {
  const text = field(header, start, width).trim();
  if (!/^[0-7]*$/.test(text)) throw new Error('the archive has a damaged header');
  return text === '' ? 0 : parseInt(text, 8);
}

/** Entries of a tar stream (regular files), each with its bytes in memory. */
export async function* readTar(
  source: AsyncIterable<Uint8Array>,
): AsyncGenerator<{ name: string; mode: number; data: Buffer }> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.take(BLOCK);
    if (header === null || header.every((b) => b === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
    if (sum !== parseOctal(header, 148, 8)) throw new Error('the archive has a damaged header');
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const size = parseOctal(header, 124, 12);
    const type = field(header, 156, 1);
    const data = size > 0 ? await reader.take(size + padding(size).length) : Buffer.alloc(0);
    if (data === null) throw new Error('the archive is truncated');
    // Directories and anything else carry no file for us; regular files only.
    if (type !== '0' && type !== '') continue;
    yield { name, mode: parseOctal(header, 100, 8), data: data.subarray(0, size) };
  }
}
