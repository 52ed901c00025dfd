/**
 * The generated documents and hooks, each in a module of its own that the modules using them
 * import directly (build only): a screen's chunk then holds the documents that screen asks for.
 *
 * Codegen writes all ~320 operations into one file (codegen.yml), re-exported by the data layer's
 * barrel (src/graphql/index.ts). One module is one unit for the bundler, so its ~640 KB of syntax
 * trees were one chunk that every screen's first start fetched, compiled and evaluated, whatever
 * it asked for (docs/performance.md V2). Splitting the file alone does not help: every screen
 * imports the barrel, and the barrel reaches every part, so every part stays shared by all.
 * Hence both halves here:
 * - `buildStart` cuts the generated file (as JavaScript) into one virtual module per top-level
 *   declaration (`virtual:gql/OrdersPageDocument`, `virtual:gql/useOrdersPageQuery`, …), each
 *   importing the declarations it refers to;
 * - `transform` rewrites each named import of a generated value from the barrel into an import
 *   of its module; a namespace import, a re-export or a dynamic import of the barrel would take
 *   all of them, and fails the build;
 * - `load` gives the generated file an empty body: nothing can bring the whole file back.
 * The source stays as codegen and the editor know it; tests and `vite dev` use it unchanged.
 */
import { readFileSync } from 'node:fs';
import MagicString from 'magic-string';
import { parseAst, transformWithOxc, type Plugin } from 'vite';

const PREFIX = 'virtual:gql/';

/** What the generated file's body holds at the top level, as ESTree (the subset read here). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The names an identifier in `node` refers to: not property keys nor `a.b`'s `b`. */
function references(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) references(child, into);
    return into;
  }
  if (!node || typeof node !== 'object') return into;
  const n = node as Node;
  if (n.type === 'Identifier') into.add(n.name as string);
  else if (n.type === 'Literal') return into;
  for (const [key, child] of Object.entries(n)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (n.type === 'MemberExpression' && key === 'property' && !n.computed) continue;
    if (n.type === 'Property' && key === 'key' && !n.computed) continue;
    references(child, into);
  }
  return into;
}

/** Name → the code of its own module. */
export async function splitGenerated(file: string): Promise<Map<string, string>> {
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  const body = parseAst(code).body as unknown as Node[];
  // `import * as Apollo from '@apollo/client'`: local name → the statement.
  const imports = new Map<string, string>();
  const declarations = new Map<string, Node>();
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      const [specifier] = statement.specifiers as Node[];
      if (specifier)
        imports.set((specifier.local as Node).name as string, code.slice(statement.start, statement.end));
      continue;
    }
    const declaration = (
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    ) as Node | null;
    if (!declaration) continue;
    const names =
      declaration.type === 'VariableDeclaration'
        ? (declaration.declarations as Node[]).map((d) => (d.id as Node).name as string)
        : [(declaration.id as Node).name as string];
    if (names.length !== 1)
      throw new Error(`split-documents: one name per declaration expected, got ${names.join(', ')}`);
    declarations.set(names[0], declaration);
  }
  const modules = new Map<string, string>();
  for (const [name, declaration] of declarations) {
    const lines: string[] = [];
    for (const used of references(declaration, new Set())) {
      if (used === name) continue;
      if (imports.has(used)) lines.push(imports.get(used)!);
      else if (declarations.has(used)) lines.push(`import { ${used} } from '${PREFIX}${used}';`);
    }
    lines.push(`export ${code.slice(declaration.start, declaration.end)}`);
    modules.set(name, lines.join('\n'));
  }
  return modules;
}

/** `generated`: codegen's file; `barrel`: the module that re-exports it (absolute paths). */
export function splitDocuments(generated: string, barrel: string): Plugin {
  let modules = new Map<string, string>();
  return {
    name: 'flora:split-documents',
    apply: 'build',
    async buildStart() {
      modules = await splitGenerated(generated);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) && modules.has(id.slice(PREFIX.length)) ? `\0${id}` : null;
    },
    load(id) {
      if (id === generated) return 'export {};';
      if (id.startsWith(`\0${PREFIX}`)) return modules.get(id.slice(PREFIX.length + 1)) ?? null;
      return null;
    },
    async transform(code, id) {
      if (id.startsWith('\0') || id === barrel || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes('graphql'))
        return null;
      for (const [, source] of code.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)) {
        const target = (await this.resolve(source, id))?.id;
        if (target === barrel || target === generated)
          this.error(`split-documents: ${id} imports ${source} dynamically, which would take it whole`);
      }
      const edits = new MagicString(code);
      let changed = false;
      for (const statement of this.parse(code).body as unknown as Node[]) {
        const source = (statement.source as Node | null | undefined)?.value;
        if (typeof source !== 'string' || !/graphql|__generated__/.test(source)) continue;
        const target = (await this.resolve(source, id))?.id;
        if (target !== barrel && target !== generated) continue;
        if (statement.type !== 'ImportDeclaration')
          this.error(
            `split-documents: ${id} re-exports ${source}; import the names it uses where they are used`,
          );
        const kept: string[] = [];
        const moved: string[] = [];
        for (const specifier of statement.specifiers as Node[]) {
          const local = (specifier.local as Node).name as string;
          if (specifier.type !== 'ImportSpecifier')
            this.error(
              `split-documents: ${id} imports ${source} as a whole (${local}); import the names it uses`,
            );
          const imported = (specifier.imported as Node).name as string;
          if (modules.has(imported))
            moved.push(`import { ${imported} as ${local} } from '${PREFIX}${imported}';`);
          else kept.push(imported === local ? local : `${imported} as ${local}`);
        }
        if (moved.length === 0) continue;
        // The barrel's other modules (the client, live updates) stay imported as before.
        const rest = kept.length ? `import { ${kept.join(', ')} } from '${source}';` : `import '${source}';`;
        edits.overwrite(statement.start, statement.end, [rest, ...moved].join('\n'));
        changed = true;
      }
      return changed ? { code: edits.toString(), map: edits.generateMap({ hires: true }) } : null;
    },
  };
}
