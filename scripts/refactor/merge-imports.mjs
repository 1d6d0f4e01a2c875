// Joins the import declarations of one file that name the same module (faces.mjs left one per
// inside file it replaced). Named imports only; a type-only declaration's names become `type X`.
// Usage: node scripts/refactor/merge-imports.mjs FILE...
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const groups = new Map();
  for (const stmt of sf.statements) {
    if (!ts.isImportDeclaration(stmt)) continue;
    const clause = stmt.importClause;
    if (!clause || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
    const spec = stmt.moduleSpecifier.text;
    const list = groups.get(spec) ?? [];
    list.push(stmt);
    groups.set(spec, list);
  }
  const edits = [];
  for (const [spec, stmts] of groups) {
    if (stmts.length < 2) continue;
    const allType = stmts.every((s) => s.importClause.isTypeOnly);
    const names = [];
    for (const s of stmts)
      for (const el of s.importClause.namedBindings.elements) {
        const typed = !allType && (s.importClause.isTypeOnly || el.isTypeOnly);
        const base = el.propertyName ? `${el.propertyName.text} as ${el.name.text}` : el.name.text;
        names.push(typed ? `type ${base}` : base);
      }
    const joined = `import ${allType ? 'type ' : ''}{ ${[...new Set(names)].join(', ')} } from '${spec}';`;
    edits.push({ start: stmts[0].getStart(sf), end: stmts[0].getEnd(), text: joined });
    for (const s of stmts.slice(1)) edits.push({ start: s.getFullStart(), end: s.getEnd(), text: '' });
  }
  if (edits.length === 0) continue;
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  writeFileSync(file, out);
  console.log(`${file}: ${edits.length} edits`);
}
