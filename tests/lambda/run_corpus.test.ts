// The program corpus run through the Lambda evaluator: checks the decision trees by running them
// (expected output from the real OCaml). Programs the evaluator cannot run are listed in
// run_known_failures.txt with the reason.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as runtime from "../../runtime/index.js";
import { CompileError } from "../../src/common/diagnostic.js";
import { standardEnvironment } from "../../src/driver/index.js";
import { stdlibSources } from "../../src/driver/stdlib_sources.generated.js";
import { translateUnit, type LambdaProgram } from "../../src/lambda/index.js";
import { parseImplementation } from "../../src/syntax/index.js";
import { initialEnvironment, typeImplementation } from "../../src/typing/index.js";
import { readKnownFailures } from "../support/known_failures.js";
import { Evaluator } from "./eval.js";
import { translateSource } from "./helpers.js";

const root = join(__dirname, "../programs");
// Single-file programs; `deep`, `large`, `tailcalls` (millions of calls) and `multi` need more than
// this evaluator gives.
const dirs = ["match", "arith", "arrays", "basics", "closures", "exceptions", "functors", "lazy", "letrec", "lists", "loops", "modules", "records", "refs", "stdlib", "strings", "variants"];
const known = readKnownFailures(join(__dirname, "run_known_failures.txt"));
const stdlibPrograms = new Map<string, LambdaProgram>();

const fileOf = (unit: string): string => unit.charAt(0).toLowerCase() + unit.slice(1);

/**
 * The type checker refuses `external x : t = "%..."` of a non-function type, which OCaml allows
 * for `%`-primitives (`__LOC__`, `Sys.argv`): such values become dummies, enough for programs
 * that do not read them, until the type checker accepts them.
 */
function withoutConstantExternals(text: string): string {
  const out = text.replace(/^external (\w+) : ([^=\n]*?) = "%\w+"$/gm, (m, n: string, t: string) => (t.includes("->") ? m : `let ${n} : ${t} = __flambe_dummy ()`));
  return `external __flambe_dummy : unit -> 'a = "%identity"\n` + out;
}

/** A unit of the standard library, translated with the layout of its interface. */
function stdlibUnit(name: string): LambdaProgram | undefined {
  const cached = stdlibPrograms.get(name);
  if (cached) return cached;
  const text = stdlibSources[fileOf(name) + ".ml"];
  if (text === undefined) return undefined;
  // Stdlib is typed with nothing opened (its own names are its own) but the types of
  // CamlinternalFormatBasics, which its own refer to; the other units see the library's
  // interfaces, of which they only use those before them.
  const basics = "camlinternalFormatBasics.mli";
  const env = name === "Stdlib" ? initialEnvironment({ ORDER: "CamlinternalFormatBasics", [basics]: stdlibSources[basics]! }) : standardEnvironment();
  const file = fileOf(name) + ".ml";
  let typed;
  try {
    typed = typeImplementation(env, name, parseImplementation(text, file), { warnings: "-a", unsafe: false });
  } catch (e) {
    if (!(e instanceof CompileError) || !/External identifiers must be functions/.test(e.message)) throw e;
    typed = typeImplementation(env, name, parseImplementation(withoutConstantExternals(text), file), { warnings: "-a", unsafe: false });
  }
  const p = translateUnit(name, typed.tree, {
    unsafe: false,
    warnings: "-a",
    unitSignature: (u) => env.shared.units.get(u),
    interface: standardEnvironment().shared.units.get(name),
    // The standard library's units print their exceptions as `Stdlib.Queue.Empty`.
    modulePath: name === "Stdlib" ? "Stdlib" : `Stdlib.${name}`,
  }).program;
  stdlibPrograms.set(name, p);
  return p;
}

export function runSource(text: string, file: string, stdin = ""): { stdout: string; stderr: string; code: number } {
  const { program } = translateSource(text, file);
  const chunks: number[] = [];
  const errors: number[] = [];
  const old = runtime.setOutputSink((fd, bytes) => {
    for (const b of bytes) (fd === 1 ? chunks : errors).push(b);
  });
  // Standard input is the program's `.stdin` file, if any (never the test runner's own).
  let consumed = 0;
  const oldInput = runtime.setInputSource((fd, buffer) => {
    if (fd !== 0) return oldInput(fd, buffer); // a file the program opened
    let n = 0;
    while (n < buffer.length && consumed < stdin.length) buffer[n++] = stdin.charCodeAt(consumed++);
    return n;
  });
  try {
    const ev = new Evaluator(stdlibUnit);
    const code = runtime.runMain(() => {
      ev.runProgram(program);
    });
    return { stdout: String.fromCharCode(...chunks), stderr: String.fromCharCode(...errors), code };
  } finally {
    // What a failed run left in the channels' buffers belongs to it, not to the next test.
    runtime.caml_flambe_flush_all();
    runtime.setOutputSink(old);
    runtime.setInputSource(oldInput);
  }
}

describe("program corpus through the Lambda evaluator", () => {
  for (const d of dirs) {
    const dir = join(root, d);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((x) => x.endsWith(".ml"))) {
      const name = `${d}/${f}`;
      (known.has(name) ? it.fails : it)(name, (ctx) => {
        const expected = readFileSync(join(dir, f.replace(/\.ml$/, ".expected")), "latin1");
        const exitFile = join(dir, f.replace(/\.ml$/, ".exit"));
        let result;
        try {
          const stdinFile = join(dir, f.replace(/\.ml$/, ".stdin"));
          result = runSource(readFileSync(join(dir, f), "latin1"), f, existsSync(stdinFile) ? readFileSync(stdinFile, "latin1") : "");
        } catch (e) {
          // The front end refuses the program or a library unit it uses: not this stage's concern.
          if (e instanceof CompileError) return ctx.skip(`front end: ${e.message}`);
          throw e;
        }
        const { stdout, code } = result;
        expect(stdout).toBe(expected);
        expect(code).toBe(existsSync(exitFile) ? Number(readFileSync(exitFile, "latin1").trim()) : 0);
      });
    }
  }
});
