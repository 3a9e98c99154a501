// The match corpus run through the Lambda evaluator: checks the decision trees by running them
// (expected output from the real OCaml). Programs the evaluator cannot run are listed in
// run_known_failures.txt with the reason.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as runtime from "../../runtime/index.js";
import { standardEnvironment } from "../../src/driver/index.js";
import { stdlibSources } from "../../src/driver/stdlib_sources.generated.js";
import { translateUnit, type LambdaProgram } from "../../src/lambda/index.js";
import { parseImplementation } from "../../src/syntax/index.js";
import { initialEnvironment, typeImplementation } from "../../src/typing/index.js";
import { readKnownFailures } from "../support/known_failures.js";
import { Evaluator } from "./eval.js";
import { translateSource } from "./helpers.js";

const dir = join(__dirname, "../programs/match");
const known = readKnownFailures(join(__dirname, "run_known_failures.txt"));
const stdlibPrograms = new Map<string, LambdaProgram>();

const order = (stdlibSources["ORDER"] ?? "").split(/\s+/).filter((u) => u.length > 0);
const fileOf = (unit: string): string => unit.charAt(0).toLowerCase() + unit.slice(1);

/** A unit of the standard library, typed in the environment of the units before it (as the library is built). */
function stdlibUnit(name: string): LambdaProgram | undefined {
  const cached = stdlibPrograms.get(name);
  if (cached) return cached;
  const text = stdlibSources[fileOf(name) + ".ml"];
  if (text === undefined) return undefined;
  const before: Record<string, string> = { ORDER: "" };
  for (const u of order) {
    if (u === name) break;
    const mli = stdlibSources[fileOf(u) + ".mli"];
    if (mli !== undefined) before[fileOf(u) + ".mli"] = mli;
  }
  before["ORDER"] = order.slice(0, order.indexOf(name)).join("\n");
  const env = initialEnvironment(before);
  const file = fileOf(name) + ".ml";
  const typed = typeImplementation(env, name, parseImplementation(text, file), { warnings: "-a", unsafe: false });
  const p = translateUnit(name, typed.tree, {
    unsafe: false,
    warnings: "-a",
    unitSignature: (u) => env.shared.units.get(u),
    interface: standardEnvironment().shared.units.get(name),
  }).program;
  stdlibPrograms.set(name, p);
  return p;
}

export function runSource(text: string, file: string): { stdout: string; stderr: string; code: number } {
  const { program } = translateSource(text, file);
  const chunks: number[] = [];
  const errors: number[] = [];
  const old = runtime.setOutputSink((fd, bytes) => {
    for (const b of bytes) (fd === 1 ? chunks : errors).push(b);
  });
  try {
    const ev = new Evaluator(stdlibUnit);
    const code = runtime.runMain(() => {
      ev.runProgram(program);
    });
    return { stdout: String.fromCharCode(...chunks), stderr: String.fromCharCode(...errors), code };
  } finally {
    runtime.setOutputSink(old);
  }
}

describe("match corpus through the Lambda evaluator", () => {
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".ml"))) {
    (known.has(f) ? it.fails : it)(f, () => {
      const expected = readFileSync(join(dir, f.replace(/\.ml$/, ".expected")), "latin1");
      const exitFile = join(dir, f.replace(/\.ml$/, ".exit"));
      const { stdout, code } = runSource(readFileSync(join(dir, f), "latin1"), f);
      expect(stdout).toBe(expected);
      expect(code).toBe(existsSync(exitFile) ? Number(readFileSync(exitFile, "latin1").trim()) : 0);
    });
  }
});
