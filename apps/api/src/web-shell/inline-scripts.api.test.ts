import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { inlineScriptSources } from './inline-scripts.js';

// The web build's index.html carries one inline script, the loader of the app's code
// (apps/web/build/defer-scripts.ts): the policy allows it by hash, and no other inline script.
const LOADER = '(()=>{document.title="loaded"})()';
const dirs: string[] = [];
let t: TestApp | undefined;

function webDist(html: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pc-web-inline-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
}
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it("allows the build's inline loader by its hash on the pages made from index.html", async () => {
  const dist = webDist(
    `<!doctype html><body><div id="root"></div><script type="module" src="/assets/x.js"></script><script>${LOADER}</script></body>`,
  );
  t = await createTestApp({ WEB_DIST: dist });
  const policy = String(
    (await t.app.inject({ url: '/landing' })).headers['content-security-policy'],
  );
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc.split(' ')).toEqual(["'self'", hashOf(LOADER)]);
  // A script with a source is not inline: only the loader is hashed.
  expect(inlineScriptSources(dist)).toEqual([hashOf(LOADER)]);
});

it('allows no inline script where the build has none, or where there is no build', () => {
  expect(inlineScriptSources(webDist('<!doctype html><body><div id="root"></div></body>'))).toEqual(
    [],
  );
  expect(inlineScriptSources(path.join(tmpdir(), 'pc-no-such-build'))).toEqual([]);
});
