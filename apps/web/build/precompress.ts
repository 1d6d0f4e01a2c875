import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes file.br and file.gz beside a built file, for @fastify/static's preCompressed option:
 * the server sends the smallest encoding the browser accepts without compressing per request.
 * Used for the bundle's assets (vite.config.ts) and the prerendered pages (build/prerender.ts).
 */
export async function writeCompressed(target: string, source: Buffer): Promise<void> {
  if (source.length < 1024) return; // a round trip costs more than these bytes
  const [br, gzipped] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gzipped)]);
}
