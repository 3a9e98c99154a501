// Bundles runtime/ (split into its top-level statements) and runtime/js/ and embeds them as TypeScript modules, so that the
// JavaScript back end (which must run in a browser, with no file system) can put the runtime
// into every program it emits: a program then runs with no other file present.
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import ts from "typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Bundles `entry` into an ES module whose one `export { ... }` clause at the end names what it exports. */
async function esmBundle(entry, plugins = []) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    // An ES module, whose one `export { ... }` clause at the end names what the runtime exports.
    format: "esm",
    platform: "neutral",
    target: "es2020",
    write: false,
    legalComments: "none",
    charset: "ascii",
    plugins,
  });
  return result.outputFiles[0].text;
}

/** The exports clause at the end of an ES-module bundle: its text's end, and [exported, local] pairs. */
function exportsOf(esm) {
  const clause = /\nexport \{([^}]*)\};\s*$/.exec(esm);
  if (clause === null) throw new Error("bundle-runtime: the bundle does not end with its exports");
  const exported = clause[1]
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e !== "")
    .map((e) => {
      const m = /^([A-Za-z_$][\w$]*)(?: as ([A-Za-z_$][\w$]*))?$/.exec(e);
      if (m === null) throw new Error(`bundle-runtime: an export written ${e}`);
      return [m[2] ?? m[1], m[1]];
    });
  return { end: clause.index, exported };
}

/**
 * Bundles `entry` into the text of one JavaScript expression evaluating to a plain object of
 * its exports: a function whose body is the bundle's and which returns that object. (Read
 * through getters, as a bundle's exports object does, a third of the run time of the call-heavy
 * `streams` benchmark went to them, and making the getters cost every program's start.)
 */
async function bundle(entry, plugins = []) {
  const esm = await esmBundle(entry, plugins);
  const { end, exported } = exportsOf(esm);
  const fields = exported.map(([e, l]) => (e === l ? e : `${e}: ${l}`));
  return `(() => {\n${esm.slice(0, end).trim()}\nreturn { ${fields.join(", ")} };\n})()`;
}

/**
 * An ES-module bundle split into its top-level statements (`SplitBundle` in
 * src/to_js/runtime_closure.ts): each statement's text, and the statements it needs, found by
 * TypeScript's parser. A statement needs the declarations of the top-level names it mentions;
 * an assignment to a top-level variable (`source = readDescriptor;`) goes with that variable's
 * declaration; a statement that declares and assigns nothing is always kept. Names are matched
 * without regard to scope (a local of the same name over-approximates, which only costs size).
 */
function splitBundle(esm) {
  const { end, exported } = exportsOf(esm);
  const file = ts.createSourceFile("runtime.js", esm.slice(0, end), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const statements = file.statements;
  const declaredBy = new Map();
  const bindingNames = (n, out) => {
    if (ts.isIdentifier(n)) out.push(n.text);
    else for (const e of n.elements) if (!ts.isOmittedExpression(e)) bindingNames(e.name, out);
    return out;
  };
  const declared = statements.map((st, i) => {
    const names = [];
    if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && st.name !== undefined) names.push(st.name.text);
    else if (ts.isVariableStatement(st)) for (const d of st.declarationList.declarations) bindingNames(d.name, names);
    for (const n of names) {
      if (declaredBy.has(n)) throw new Error(`bundle-runtime: ${n} is declared twice`);
      declaredBy.set(n, i);
    }
    return names;
  });
  // Identifiers that are not references: property names, labels.
  const isReference = (id) => {
    const p = id.parent;
    if ((ts.isPropertyAccessExpression(p) || ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p) || ts.isPropertyDeclaration(p) || ts.isGetAccessor(p) || ts.isSetAccessor(p)) && p.name === id) return false;
    if ((ts.isLabeledStatement(p) || ts.isBreakOrContinueStatement(p)) && p.label === id) return false;
    return true;
  };
  const needs = statements.map(() => new Set());
  const roots = [];
  statements.forEach((st, i) => {
    const targets = [];
    const visit = (n) => {
      if (ts.isIdentifier(n)) {
        const d = declaredBy.get(n.text);
        if (d !== undefined && d !== i && isReference(n)) needs[i].add(d);
      } else if (ts.isBinaryExpression(n) && n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && n.operatorToken.kind <= ts.SyntaxKind.LastAssignment && ts.isIdentifier(n.left) && declaredBy.has(n.left.text)) {
        targets.push(declaredBy.get(n.left.text));
      }
      ts.forEachChild(n, visit);
    };
    visit(st);
    if (declared[i].length > 0) return;
    // A statement declaring nothing: kept with the variable it assigns, or always.
    if (targets.length === 0 || !ts.isExpressionStatement(st)) roots.push(i);
    else for (const t of targets) needs[t].add(i);
  });
  return {
    pieces: statements.map((st) => esm.slice(st.getStart(file), st.end)),
    needs: needs.map((s) => [...s].sort((a, b) => a - b)),
    roots,
    exports: Object.fromEntries(exported.map(([e, l]) => {
      const d = declaredBy.get(l);
      if (d === undefined) throw new Error(`bundle-runtime: the export ${e} is not declared at top level`);
      return [e, [l, d]];
    })),
  };
}

// The emitted program binds the runtime to `R` and reads `R.name` on every call into it. The
// runtime is linked by need: the bundle is split into its top-level statements, each with the
// statements it needs, and a program carries only the closure of what it reads from `R`
// (src/to_js/runtime_closure.ts).
const split = splitBundle(await esmBundle(join(root, "runtime/index.ts")));

// The primitives of the `Js_of_ocaml` library (runtime/js/), which a program includes only when
// it calls one: bundled apart, after `R`, their imports of the runtime's own modules read from
// `R` (the same functions and values, not copies of them).
const runtimeFromR = {
  name: "runtime-from-R",
  setup(build) {
    build.onResolve({ filter: /^\.\.\// }, (args) =>
      args.importer.includes(`${"runtime"}/js/`) || args.importer.includes("runtime\\js\\") ? { path: "R", namespace: "flambe-runtime" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "flambe-runtime" }, () => {
      const names = new Set();
      for (const f of readdirSync(join(root, "runtime/js")))
        for (const m of readFileSync(join(root, "runtime/js", f), "utf8").matchAll(/^import \{([^}]*)\} from "\.\.\/[^"]*";/gm))
          for (const n of m[1].split(",")) if (n.trim() !== "") names.add(n.trim());
      return { contents: [...names].map((n) => `export const ${n} = R.${n};`).join("\n"), loader: "js" };
    });
  },
};
const jsText = await bundle(join(root, "runtime/js/index.ts"), [runtimeFromR]);

const out =
  "// Generated by scripts/bundle-runtime.mjs from runtime/: do not edit.\n" +
  'import type { SplitBundle } from "./runtime_closure.js";\n' +
  "/** The runtime's top-level statements, what each needs, and its exports (see `SplitBundle`). */\n" +
  "export const runtimeBundle: SplitBundle = " +
  JSON.stringify(split) +
  ";\n";
const jsOut =
  "// Generated by scripts/bundle-runtime.mjs from runtime/js/: do not edit.\n" +
  "/** The primitives of the Js_of_ocaml library as one JavaScript expression evaluating to its exports; it reads the runtime as `R`. */\n" +
  "export const jsRuntimeBundle: string = " +
  JSON.stringify(jsText) +
  ";\n";
// Written beside, then renamed: a test process reading the module never sees half of it.
for (const [file, content] of [["src/to_js/js_runtime_bundle.generated.ts", jsOut], ["src/to_js/runtime_bundle.generated.ts", out]]) {
  const target = join(root, file);
  writeFileSync(`${target}.${process.pid}.tmp`, content);
  renameSync(`${target}.${process.pid}.tmp`, target);
}
