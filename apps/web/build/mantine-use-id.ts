import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const REPLACEMENT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/lib/mantineUseId.ts',
);

/**
 * Builds the app with src/lib/mantineUseId.ts in place of @mantine/hooks' use-id module (why: see
 * that file). Only the build's bundling resolves through here; the dev server's pre-bundled
 * Mantine and the tests keep Mantine's own, which behaves the same apart from the extra render.
 */
export function mantineUseId(): Plugin {
  return {
    name: 'paperless-mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/@mantine/hooks/esm/') && source === './use-id/use-id.mjs')
        return REPLACEMENT;
      return null;
    },
  };
}
