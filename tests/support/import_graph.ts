// The import graph of a tree of TypeScript sources, read with TypeScript's own parser: for each
// file, the relative modules it imports or re-exports (resolved to files, and whether only types
// are imported) and the bare module specifiers it names (packages, Node's modules). Also the
// cycles of the graph, as its strongly connected components, for the architecture test and for
// measuring how tangled a folder is.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

export interface Import {
  /** The file imported, relative to the root (for a relative specifier), else the specifier itself. */
  readonly target: string;
  /** Whether the specifier is relative (a file of the tree or beside it). */
  readonly local: boolean;
  /** Whether only types are imported (`import type`, or every named import marked `type`). */
  readonly typeOnly: boolean;
  /** The line of the import in its file (1-based). */
  readonly line: number;
}

export interface SourceFileInfo {
  /** The file's path relative to the root, with forward slashes. */
  readonly path: string;
  readonly imports: readonly Import[];
  readonly source: ts.SourceFile;
}

/** Every `.ts` file under `dir` (not `.d.ts`, not tests), recursively, sorted. */
export function tsFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") && !entry.name.endsWith(".test.ts")) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

function typeOnlyImport(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const c = node.exportClause;
    return c !== undefined && ts.isNamedExports(c) && c.elements.length > 0 && c.elements.every((e) => e.isTypeOnly);
  }
  const clause = node.importClause;
  if (clause === undefined) return false; // `import "x"`: run for its effects
  if (clause.isTypeOnly) return true;
  if (clause.name !== undefined) return false;
  const b = clause.namedBindings;
  return b !== undefined && ts.isNamedImports(b) && b.elements.length > 0 && b.elements.every((e) => e.isTypeOnly);
}

/** Reads the files under `root`'s folder `dir` (relative to `root`). */
export function readSources(root: string, dir: string): SourceFileInfo[] {
  return tsFiles(join(root, dir)).map((file) => {
    const text = readFileSync(file, "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
    const path = relative(root, file).split("\\").join("/");
    const imports: Import[] = [];
    const add = (spec: string, node: ts.Node, typeOnly: boolean): void => {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      if (spec.startsWith(".")) {
        const target = relative(root, resolve(dirname(file), spec.replace(/\.js$/, ".ts"))).split("\\").join("/");
        imports.push({ target, local: true, typeOnly, line });
      } else imports.push({ target: spec, local: false, typeOnly, line });
    };
    const visit = (node: ts.Node): void => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier))
        add(node.moduleSpecifier.text, node, typeOnlyImport(node));
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const a = node.arguments[0];
        if (a !== undefined && ts.isStringLiteralLike(a)) add(a.text, node, false);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
        add(node.argument.literal.text, node, true);
      ts.forEachChild(node, visit);
    };
    visit(source);
    return { path, imports, source };
  });
}

/**
 * The strongly connected components of more than one file (the import cycles), each sorted, of
 * the graph of local imports among `files` (type-only imports included or not).
 */
export function importCycles(files: readonly SourceFileInfo[], withTypeImports: boolean): string[][] {
  const known = new Set(files.map((f) => f.path));
  const edges = new Map<string, string[]>();
  for (const f of files)
    edges.set(
      f.path,
      f.imports.filter((i) => i.local && known.has(i.target) && (withTypeImports || !i.typeOnly)).map((i) => i.target),
    );
  // Tarjan's algorithm, iteratively.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  for (const start of known) {
    if (index.has(start)) continue;
    const frames: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (frames.length > 0) {
      const top = frames[frames.length - 1]!;
      const succ = edges.get(top.node)!;
      if (top.next < succ.length) {
        const w = succ[top.next++]!;
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          frames.push({ node: w, next: 0 });
        } else if (onStack.has(w)) low.set(top.node, Math.min(low.get(top.node)!, index.get(w)!));
        continue;
      }
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        for (;;) {
          const w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
          if (w === top.node) break;
        }
        if (component.length > 1) out.push(component.sort());
      }
    }
  }
  return out.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}
