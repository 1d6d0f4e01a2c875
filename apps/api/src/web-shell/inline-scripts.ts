import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources of the inline scripts in the web build's index.html, as 'sha256-…': the build
 * adds one, the loader of the app's scripts (apps/web/build/defer-scripts.ts), which every page
 * made from index.html carries (prerendered pages, patient links' frames). Hashed from the built
 * file, so the policy allows exactly that text and no other inline script. None without a build.
 */
export function inlineScriptSources(webDist: string): string[] {
  let html: string;
  try {
    html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}
