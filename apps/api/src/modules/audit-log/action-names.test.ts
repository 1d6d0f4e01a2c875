import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isCataloguedAuditAction } from '@paperless/core';
import { describe, expect, it } from 'vitest';

/**
 * Every action code the server writes has a readable name in core's catalogue. The codes are
 * read from the source, so a new `writeAudit` call with a new code fails here until it is
 * named, whichever module it lives in.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** A code: lower-case words joined by dots (`auth.login`, `billing.invoice.create`). */
const CODE = /^[a-z_]+(\.[a-z_]+)+$/;
const LITERAL = /'([^'\n]*)'|"([^"\n]*)"|`([^`\n]*)`/g;

/**
 * Codes built from a template, with every value their placeholder takes. A new template fails
 * the test until it is listed here, so none is skipped silently.
 */
const TEMPLATES: Record<string, readonly string[]> = {
  // request.kind is a LinkKind (sending/message.ts).
  '${request.kind}.send': ['form.send', 'bucket.send'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The literals of one expression: `'a.b'`, `x ? 'a.b' : 'a.c'`, or a template. */
function codesIn(expression: string, where: string, found: Map<string, string>) {
  for (const match of expression.matchAll(LITERAL)) {
    const text = match[1] ?? match[2] ?? match[3] ?? '';
    const codes = match[3]?.includes('${')
      ? (TEMPLATES[text] ?? [`unlisted template ${text}`])
      : [text];
    for (const code of codes)
      if (CODE.test(code) || code.startsWith('unlisted')) found.set(code, where);
  }
}

/** Code → the first file that writes it. */
function codesWritten(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const where = relative(SRC, file);
    // The event's field: `action: 'x.y'`, `action: c ? 'x.y' : 'x.z'`, `action: \`${k}.y\``.
    for (const m of text.matchAll(/\baction:\s*([^\n]+)/g)) codesIn(m[1]!, where, found);
    // A module's own audit helper taking the code as an argument: `audit(trx, ctx, 'x.y', id)`.
    for (const m of text.matchAll(/\b\w*[aA]udit\w*\(([^()]*)\)/g)) codesIn(m[1]!, where, found);
  }
  return found;
}

describe('audit action names', () => {
  const written = codesWritten();

  it('finds the codes in each way the server writes them', () => {
    // A guard on the reader itself: a literal, a ternary, a template and a helper's argument.
    for (const code of ['auth.login', 'sms.opt_in', 'bucket.send', 'bucket.create']) {
      expect(written.has(code), code).toBe(true);
    }
    expect(written.size).toBeGreaterThan(60);
  });

  it('names every code the server writes', () => {
    const missing = [...written]
      .filter(([code]) => !isCataloguedAuditAction(code))
      .map(([code, where]) => `${code} (${where})`);
    expect(missing, 'add these to AUDIT_ACTION_NAMES in packages/core').toEqual([]);
  });
});
