import { existsSync } from 'node:fs';
import path from 'node:path';

/** The pages the web build draws into HTML (apps/web/build/prerender.ts). */
const PRERENDERED = new Set(['/landing', '/terms', '/privacy', '/baa']);

/**
 * The prerendered file for this address, relative to the web build, or null: the page then gets
 * the plain index.html (a build without prerendering, or any other route).
 */
export function prerenderedFile(webDist: string, url: string): string | null {
  const pathname = url.replace(/[?#].*$/, '').replace(/\/$/, '');
  if (!PRERENDERED.has(pathname)) return null;
  const file = `prerendered${pathname}.html`;
  return existsSync(path.join(webDist, file)) ? file : null;
}
