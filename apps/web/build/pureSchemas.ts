import type { Plugin } from 'vite';

// packages/core declares its zod schemas at module level (`export const xSchema = z.object(...)`).
// Rollup cannot know that a chain of zod calls has no side effects, so every schema of every
// core module a page touches stays in its bundle, and zod (~26 KB gz) with them: a patient link
// that only needs core's messages and field rules downloaded all of zod. Wrapping each such
// initializer in an annotated arrow, `/* @__PURE__ */ (() => z.object(...))()`, lets Rollup drop
// the schemas nobody imports; a schema that is used runs exactly as before.

const CORE_SOURCE = /\/packages\/core\/src\/(?!.*\.test\.).*\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The identifier a call chain starts from: `z` in `z.object({}).refine(f)`. */
function chainRoot(node: Node | undefined): string | undefined {
  let current = node;
  while (current) {
    if (current.type === 'Identifier') return current.name as string;
    if (current.type === 'CallExpression') current = current.callee as Node;
    else if (current.type === 'MemberExpression') current = current.object as Node;
    else return undefined;
  }
  return undefined;
}

/** A call chain that builds a schema: from zod itself, a schema of this module, or an imported one. */
function buildsSchema(init: Node | undefined, schemas: Set<string>): boolean {
  if (!init || init.type !== 'CallExpression') return false;
  const root = chainRoot(init);
  return root !== undefined && (root === 'z' || schemas.has(root) || /Schema$/.test(root));
}

export function pureSchemas(): Plugin {
  return {
    name: 'paperless-pure-schemas',
    apply: 'build',
    transform(code, id) {
      if (!CORE_SOURCE.test(id) || !code.includes('z.')) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const schemas = new Set<string>();
      const edits: { start: number; end: number }[] = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | undefined;
          if (!buildsSchema(init, schemas)) continue;
          const id = declarator.id as Node;
          if (id.type === 'Identifier') schemas.add(id.name as string);
          edits.push({ start: init!.start, end: init!.end });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const { start, end } of edits.reverse())
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => ${out.slice(start, end)})()${out.slice(end)}`;
      return { code: out, map: null };
    },
  };
}
