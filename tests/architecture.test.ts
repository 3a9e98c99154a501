// The architecture's invariants (ARCHITECTURE.md), checked on the import graph of src/ as the
// TypeScript sources state it: imports flow down the pipeline only, and no Node API is named
// outside src/cli/ (the compiler's core runs in a browser).
import { builtinModules } from "node:module";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { importCycles, readSources, type SourceFileInfo } from "./support/import_graph.js";

const root = join(import.meta.dirname, "..");
const files = readSources(root, "src");

/**
 * What each folder of src/ may import besides itself: the pipeline's order (syntax → typing →
 * lambda → flambda → simplify → to_js, `types/` for `simplify/`), `common/` for all, `interp/`
 * (the IR's interpreter) beside `to_js/` over `flambda/`, `driver/` above all of them, `cli/`
 * above `driver/`. `runtime/`, outside src/, is a library of the core's (it runs in a browser
 * too): any folder may use it.
 */
const below: Record<string, readonly string[]> = {
  common: [],
  syntax: ["common"],
  typing: ["common", "syntax"],
  lambda: ["common", "syntax", "typing"],
  flambda: ["common", "syntax", "typing", "lambda"],
  types: ["common", "syntax", "typing", "lambda", "flambda"],
  simplify: ["common", "syntax", "typing", "lambda", "flambda", "types"],
  to_js: ["common", "syntax", "typing", "lambda", "flambda", "types", "simplify"],
  interp: ["common", "syntax", "typing", "lambda", "flambda"],
  driver: ["common", "syntax", "typing", "lambda", "flambda", "types", "simplify", "to_js", "interp"],
  cli: ["common", "syntax", "typing", "lambda", "flambda", "types", "simplify", "to_js", "interp", "driver"],
};
const everywhere = ["runtime"];

/** Imports against the order above that are known and accepted, as `FILE -> TARGET` with the reason. */
const knownOrderExceptions: ReadonlyMap<string, string> = new Map();

/** Files outside src/cli/ allowed to name a Node API, with the reason. */
const knownNodeExceptions: ReadonlyMap<string, string> = new Map();

/** The folder of src/ (or the top folder outside it) a path relative to the root is in. */
function folderOf(path: string): string {
  const parts = path.split("/");
  return parts[0] === "src" ? parts[1]! : parts[0]!;
}

function lineOf(f: SourceFileInfo, node: ts.Node): number {
  return f.source.getLineAndCharacterOfPosition(node.getStart(f.source)).line + 1;
}

const nodeModules = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
/** Node's own globals (not the web's: `setTimeout`, `URL`, `TextEncoder`... are the browser's too). */
const nodeGlobals = new Set(["process", "Buffer", "require", "module", "__dirname", "__filename", "global", "setImmediate", "clearImmediate"]);

/** The names `f` declares itself (variables, parameters, functions, classes, imports): a use of those is no global. */
function declaredNames(f: SourceFileInfo): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isBindingElement(node) || ts.isImportSpecifier(node) || ts.isImportClause(node) || ts.isNamespaceImport(node)) &&
      node.name !== undefined &&
      ts.isIdentifier(node.name)
    )
      names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(f.source);
  return names;
}

/** The uses in `f` of a Node global as a value: `NAME` where it is not a property's name nor declared by the file. */
function nodeGlobalUses(f: SourceFileInfo): { name: string; line: number }[] {
  const declared = declaredNames(f);
  const out: { name: string; line: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && nodeGlobals.has(node.text) && !declared.has(node.text)) {
      const p = node.parent;
      const propertyName =
        (ts.isPropertyAccessExpression(p) && p.name === node) ||
        ((ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p) || ts.isPropertySignature(p) || ts.isMethodDeclaration(p) || ts.isMethodSignature(p)) && p.name === node) ||
        ts.isQualifiedName(p) ||
        ts.isTypeReferenceNode(p);
      if (!propertyName) out.push({ name: node.text, line: lineOf(f, node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(f.source);
  return out;
}

describe("architecture", () => {
  it("reads the sources of every folder of src/", () => {
    const folders = new Set(files.map((f) => folderOf(f.path)));
    expect([...folders].sort()).toEqual(Object.keys(below).sort());
  });

  it("imports flow down the pipeline only", () => {
    const found: string[] = [];
    for (const f of files) {
      const from = folderOf(f.path);
      const allowed = below[from] ?? [];
      for (const i of f.imports) {
        if (!i.local) continue;
        const to = folderOf(i.target);
        if (to === from || allowed.includes(to) || everywhere.includes(to)) continue;
        const key = `${f.path} -> ${i.target}`;
        if (!knownOrderExceptions.has(key)) found.push(`${f.path}:${i.line}: ${from}/ imports ${i.target} (${to}/)`);
      }
    }
    expect(found).toEqual([]);
  });

  it("names no Node API outside src/cli/", () => {
    const found: string[] = [];
    for (const f of files) {
      if (folderOf(f.path) === "cli" || knownNodeExceptions.has(f.path)) continue;
      for (const i of f.imports) if (!i.local && nodeModules.has(i.target)) found.push(`${f.path}:${i.line}: imports ${i.target}`);
      for (const u of nodeGlobalUses(f)) found.push(`${f.path}:${u.line}: uses ${u.name}`);
    }
    expect(found).toEqual([]);
  });

  it("finds what it looks for (the checks are not vacuous)", () => {
    const probe = (path: string, text: string): SourceFileInfo => ({
      path,
      imports: [],
      source: ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true),
    });
    expect(nodeGlobalUses(probe("src/x.ts", "const a = process.argv; Buffer.from('');")).map((u) => u.name)).toEqual(["process", "Buffer"]);
    expect(nodeGlobalUses(probe("src/x.ts", "const o = { process: 1 }; o.process; function f(require: number) { return require; }"))).toEqual([]);
    const cli = files.filter((f) => folderOf(f.path) === "cli");
    expect(cli.some((f) => f.imports.some((i) => nodeModules.has(i.target)))).toBe(true);
    expect(files.some((f) => folderOf(f.path) === "simplify" && f.imports.some((i) => i.local && folderOf(i.target) === "types"))).toBe(true);
  });

  it("src/simplify has no import cycle", () => {
    expect(importCycles(readSources(root, "src/simplify"), true)).toEqual([]);
  });
});
