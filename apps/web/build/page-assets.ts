// What a page's lazy code needs, read from the Vite manifest of the browser build: the chunks to
// preload and the stylesheets to link. Used by build/prerender.ts for the pages it writes.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The manifest's key for a lazy module's source file. */
function chunkKey(manifest: Manifest, source: string): string {
  if (manifest[source]) return source;
  // Rollup builds some lazy modules without a facade; Vite then keys them by file (firstLoad.ts).
  const name = path.basename(source).replace(/\.tsx?$/, '');
  const key = Object.keys(manifest).find(
    (k) => manifest[k]!.isDynamicEntry && manifest[k]!.name === name,
  );
  if (!key) throw new Error(`the manifest has no chunk for ${source}`);
  return key;
}

/** The chunks the lazy modules' code runs (each one's own and all they import) and their CSS. */
export function lazyModuleAssets(manifest: Manifest, sources: string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const sheet of chunk.css ?? []) styles.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(chunkKey(manifest, source));
  return { scripts: [...scripts], styles: [...styles] };
}
