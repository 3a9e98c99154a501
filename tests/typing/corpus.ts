// Runs the type checker over the type-checking corpus of tests/check (ok and errors folders) and
// compares with ocamlc's answers. Used by corpus.test.ts and, for a report of the differences,
// directly: `npx vite-node tests/typing/corpus.ts [filter]`.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { CompileError, formatDiagnostic } from "../../src/common/diagnostic.js";
import { parseImplementation, parseInterface } from "../../src/syntax/index.js";
import { addUnit, checkImplementsInterface, checkNoWeakVariables, initialEnvironment, printSignature, typeImplementation, typeInterface } from "../../src/typing/index.js";

const root = new URL("../..", import.meta.url).pathname;

export function loadStdlib(): Record<string, string> {
  const dir = join(root, "stdlib");
  const out: Record<string, string> = {};
  for (const f of readdirSync(dir)) if (/\.mli?$/.test(f) || f === "ORDER") out[f] = readFileSync(join(dir, f), "latin1");
  return out;
}

/** ocamlc's stderr without the source excerpt lines (`3 | code` and `    ^^^`). */
export function stripExcerpt(s: string): string {
  return s
    .split("\n")
    .filter((l) => !/^\d+ \| /.test(l) && !/^\s*\^+\s*$/.test(l) && !/^\.\.\.$/.test(l) && !/^\d+ \.\.\. /.test(l))
    .join("\n");
}

export interface Outcome {
  readonly name: string;
  readonly ok: boolean;
  readonly expected: string;
  readonly actual: string;
}

export function runOk(name: string, stdlib: Record<string, string>): Outcome {
  const dir = join(root, "tests/check/ok");
  const src = readFileSync(join(dir, name + ".ml"), "latin1");
  const expected = readFileSync(join(dir, name + ".i.expected"), "latin1");
  let actual: string;
  try {
    const env = initialEnvironment(stdlib);
    const ast = parseImplementation(src, name + ".ml");
    const r = typeImplementation(env, name, ast, { warnings: "", unsafe: false });
    actual = printSignature(r.signature, env);
  } catch (e) {
    actual = e instanceof CompileError ? formatDiagnostic(e.diagnostic) : `INTERNAL: ${(e as Error).stack}`;
  }
  return { name, ok: actual === expected, expected, actual };
}

export function runError(name: string, stdlib: Record<string, string>): Outcome {
  const dir = join(root, "tests/check/errors");
  const src = readFileSync(join(dir, name + ".ml"), "latin1");
  const expected = stripExcerpt(readFileSync(join(dir, name + ".expected"), "latin1"));
  let actual: string;
  try {
    const env = initialEnvironment(stdlib);
    const ast = parseImplementation(src, name + ".ml");
    const r = typeImplementation(env, name, ast, { warnings: "", unsafe: false });
    checkNoWeakVariables(r.signature);
    actual = r.warnings.map(formatDiagnostic).join("") + "NO ERROR\n";
  } catch (e) {
    actual = e instanceof CompileError ? formatDiagnostic(e.diagnostic) : `INTERNAL: ${(e as Error).stack}`;
  }
  return { name, ok: actual.trimEnd() === expected.trimEnd(), expected, actual };
}

export function runWarning(name: string, stdlib: Record<string, string>): Outcome {
  const dir = join(root, "tests/check/warnings");
  const src = readFileSync(join(dir, name + ".ml"), "latin1");
  const expected = stripExcerpt(readFileSync(join(dir, name + ".expected"), "latin1"));
  let actual: string;
  try {
    const env = initialEnvironment(stdlib);
    const mliPath = join(dir, name + ".mli");
    let intf;
    let pre = "";
    if (existsSync(mliPath)) intf = typeInterface(env, name, parseInterface(readFileSync(mliPath, "latin1"), name + ".mli"), { warnings: "", unsafe: false });
    const r = typeImplementation(env, name, parseImplementation(src, name + ".ml"), { warnings: "", unsafe: false, ...(intf ? { interface: intf } : {}) });
    if (intf) checkImplementsInterface(env, name + ".ml", r.signature, intf);
    actual = pre + r.warnings.map(formatDiagnostic).join("");
  } catch (e) {
    actual = e instanceof CompileError ? formatDiagnostic(e.diagnostic) : `INTERNAL: ${(e as Error).stack}`;
  }
  return { name, ok: actual.trimEnd() === expected.trimEnd(), expected, actual };
}

/** Several units compiled in the order of ORDER (each .mli just before its .ml). */
export function runMulti(folder: "ok_multi" | "errors_multi", name: string, stdlib: Record<string, string>): Outcome {
  const dir = join(root, "tests/check", folder, name);
  const order = readFileSync(join(dir, "ORDER"), "latin1").split(/\s+/).filter((x) => x);
  let expected = "";
  let actual = "";
  let env = initialEnvironment(stdlib);
  try {
    for (const file of order) {
      const base = file.replace(/\.ml$/, "");
      const unit = base.charAt(0).toUpperCase() + base.slice(1);
      const mli = join(dir, base + ".mli");
      let intf;
      if (existsSync(mli)) intf = typeInterface(env, unit, parseInterface(readFileSync(mli, "latin1"), base + ".mli"), { warnings: "", unsafe: false });
      const r = typeImplementation(env, unit, parseImplementation(readFileSync(join(dir, file), "latin1"), file), { warnings: "", unsafe: false, ...(intf ? { interface: intf } : {}) });
      actual += r.warnings.map(formatDiagnostic).join("");
      if (intf) checkImplementsInterface(env, file, r.signature, intf);
      if (folder === "ok_multi") {
        const exp = join(dir, base + ".i.expected");
        if (existsSync(exp)) {
          expected += readFileSync(exp, "latin1");
          actual += printSignature(r.signature, env);
        }
      }
      env = addUnit(env, unit, intf ?? r.signature);
    }
  } catch (e) {
    actual += e instanceof CompileError ? formatDiagnostic(e.diagnostic) : `INTERNAL: ${(e as Error).stack}`;
  }
  if (folder === "errors_multi") expected = stripExcerpt(readFileSync(join(dir, "expected"), "latin1"));
  return { name, ok: actual.trimEnd() === expected.trimEnd(), expected, actual };
}

export function listCases(folder: "ok" | "errors" | "warnings"): string[] {
  const dir = join(root, "tests/check", folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ml"))
    .map((f) => f.slice(0, -3))
    .filter((n) => existsSync(join(dir, n + (folder === "ok" ? ".i.expected" : ".expected"))))
    .sort();
}

if (process.env.CORPUS_MAIN) {
  const filter = process.argv[2] ?? "";
  const verbose = process.argv.includes("-v");
  const stdlib = loadStdlib();
  for (const folder of ["ok", "errors", "warnings"] as const) {
    let pass = 0;
    const fails: Outcome[] = [];
    for (const n of listCases(folder).filter((x) => x.includes(filter))) {
      const o = folder === "ok" ? runOk(n, stdlib) : folder === "errors" ? runError(n, stdlib) : runWarning(n, stdlib);
      if (o.ok) pass++;
      else fails.push(o);
    }
    console.log(`${folder}: ${pass}/${pass + fails.length}`);
    for (const f of fails) {
      if (verbose) console.log(`--- ${f.name}\nexpected:\n${f.expected}\nactual:\n${f.actual}`);
      else console.log(`  FAIL ${f.name}: ${f.actual.split("\n").slice(0, 2).join(" | ").slice(0, 160)}`);
    }
  }
  for (const folder of ["ok_multi", "errors_multi"] as const) {
    const d = join(root, "tests/check", folder);
    if (!existsSync(d)) continue;
    let pass = 0;
    const fails: Outcome[] = [];
    for (const n of readdirSync(d).filter((x) => x.includes(filter)).sort()) {
      const o = runMulti(folder, n, stdlib);
      if (o.ok) pass++;
      else fails.push(o);
    }
    console.log(`${folder}: ${pass}/${pass + fails.length}`);
    for (const f of fails) console.log(`--- ${f.name}\nexpected:\n${f.expected}\nactual:\n${f.actual}`);
  }
}
