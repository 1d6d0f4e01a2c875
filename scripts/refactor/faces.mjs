// Gives every API module one face (issue 35): collects what code outside a module (other modules,
// the app shell, jobs, cli, seed) imports from inside it, writes those names into the module's
// index.ts and points the importers there. Tests and test support keep their direct imports.
// Usage: node scripts/refactor/faces.mjs [--dry]
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const src = path.resolve(import.meta.dirname, '../../apps/api/src');
const modulesRoot = path.join(src, 'modules');
const dry = process.argv.includes('--dry');
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(full);
  }
})(src);

const moduleOf = (file) => {
  const rel = path.relative(modulesRoot, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
};
const resolve = (from, spec) => {
  const base = path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
  return [base + '.ts', path.join(base, 'index.ts')].find((c) => existsSync(c));
};

// module -> name -> { file, type }
const faces = new Map();
// importer file -> [{ start, end, target module, text }]
const edits = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  for (const stmt of sf.statements) {
    const isImport = ts.isImportDeclaration(stmt);
    const isExport = ts.isExportDeclaration(stmt) && stmt.moduleSpecifier;
    if (!isImport && !isExport) continue;
    const spec = stmt.moduleSpecifier.text;
    if (!spec.startsWith('.')) continue;
    const target = resolve(file, spec);
    if (!target) throw new Error(`${file}: cannot resolve ${spec}`);
    const to = moduleOf(target);
    if (!to || to === moduleOf(file)) continue;
    const index = path.join(modulesRoot, to, 'index.ts');
    if (target === index) continue;
    const declType = isImport ? stmt.importClause?.isTypeOnly : stmt.isTypeOnly;
    const named = isImport ? stmt.importClause?.namedBindings : stmt.exportClause;
    if (isImport && (stmt.importClause?.name || !named || !ts.isNamedImports(named)))
      throw new Error(`${file}: ${spec}: only named imports can go through a face`);
    const face = faces.get(to) ?? new Map();
    faces.set(to, face);
    for (const el of named.elements) {
      const name = (el.propertyName ?? el.name).text;
      const type = Boolean(declType || el.isTypeOnly);
      const had = face.get(name);
      if (had && had.file !== target) throw new Error(`${to}: ${name} from ${had.file} and ${target}`);
      face.set(name, { file: target, type: (had ? had.type : true) && type });
    }
    let rel = path.relative(path.dirname(file), index).replace(/\.ts$/, '.js');
    if (!rel.startsWith('.')) rel = './' + rel;
    const list = edits.get(file) ?? [];
    list.push({ start: stmt.moduleSpecifier.getStart(sf), end: stmt.moduleSpecifier.getEnd(), text: `'${rel}'` });
    edits.set(file, list);
  }
}

for (const [mod, face] of [...faces].sort()) {
  const index = path.join(modulesRoot, mod, 'index.ts');
  const byFile = new Map();
  for (const [name, { file, type }] of face) {
    const entry = byFile.get(file) ?? { values: [], types: [] };
    (type ? entry.types : entry.values).push(name);
    byFile.set(file, entry);
  }
  const lines = [];
  for (const [file, { values, types }] of [...byFile].sort()) {
    const rel = './' + path.relative(path.dirname(index), file).replace(/\.ts$/, '.js');
    if (values.length) lines.push(`export { ${values.sort().join(', ')} } from '${rel}';`);
    if (types.length) lines.push(`export type { ${types.sort().join(', ')} } from '${rel}';`);
  }
  const existing = existsSync(index) ? readFileSync(index, 'utf8') : null;
  if (existing) throw new Error(`${index} exists: merge by hand`);
  const head = `// The ${mod} module's face: what other modules, the app shell and the jobs may use of it.\n// Anything not exported here is the module's own (eslint's boundaries rule holds it).\n`;
  if (dry) console.log(`--- ${mod}\n${lines.join('\n')}`);
  else writeFileSync(index, head + lines.join('\n') + '\n');
}
if (!dry)
  for (const [file, list] of edits) {
    let text = readFileSync(file, 'utf8');
    for (const e of list.sort((a, b) => b.start - a.start)) text = text.slice(0, e.start) + e.text + text.slice(e.end);
    writeFileSync(file, text);
  }
console.log(`${faces.size} faces, ${edits.size} importers`);
