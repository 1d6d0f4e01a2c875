import { describe, expect, it } from 'vitest';
import { lazyModuleAssets, type Manifest } from './page-assets';

// The shape of dist/.vite/manifest.json for two lazy pages sharing a chunk.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-A.js',
    imports: ['_react-B.js'],
    css: ['assets/index-A.css'],
  },
  '_react-B.js': { file: 'assets/react-B.js' },
  '_Shared-C.js': {
    file: 'assets/Shared-C.js',
    imports: ['_react-B.js'],
    css: ['assets/Shared-C.css'],
  },
  'src/features/Page.tsx': {
    file: 'assets/Page-D.js',
    isDynamicEntry: true,
    imports: ['_Shared-C.js', '_react-B.js'],
  },
  // A lazy module Rollup built without a facade: keyed by its file, named after its source.
  '_Root-E.js': {
    file: 'assets/Root-E.js',
    name: 'Root',
    isDynamicEntry: true,
    imports: ['_Shared-C.js'],
  },
};

describe('lazyModuleAssets', () => {
  it("lists each module's chunk and every chunk it imports, once, with their stylesheets", () => {
    const { scripts, styles } = lazyModuleAssets(MANIFEST, [
      'src/app/Root.tsx',
      'src/features/Page.tsx',
    ]);
    expect(scripts.sort()).toEqual([
      'assets/Page-D.js',
      'assets/Root-E.js',
      'assets/Shared-C.js',
      'assets/react-B.js',
    ]);
    expect(styles).toEqual(['assets/Shared-C.css']);
  });

  it('names a module the build has no chunk for', () => {
    expect(() => lazyModuleAssets(MANIFEST, ['src/Missing.tsx'])).toThrow(
      'the manifest has no chunk for src/Missing.tsx',
    );
  });
});
