// Whole programs that use Printf, Format and Scanf, run through flambe's own front end, the
// Lambda evaluator of the test suite and this runtime, against the reference toolchain's output
// (programs/*.expected, written by fixtures/regenerate.mjs). This checks the stdlib units
// (stdlib/printf.ml, format.ml, scanf.ml) together with the engine they call.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as runtime from "../../runtime/index.js";
import { standardEnvironment } from "../../src/driver/index.js";
import { stdlibSources } from "../../src/driver/stdlib_sources.generated.js";
import { translateUnit, type LambdaProgram } from "../../src/lambda/index.js";
import { parseImplementation } from "../../src/syntax/index.js";
import { initialEnvironment, typeImplementation } from "../../src/typing/index.js";
import { Evaluator } from "../lambda/eval.js";
import { translateSource } from "../lambda/helpers.js";

const dir = join(import.meta.dirname, "programs");
const order = (stdlibSources["ORDER"] ?? "").split(/\s+/).filter((u) => u.length > 0);
const fileOf = (unit: string): string => unit.charAt(0).toLowerCase() + unit.slice(1);
const compiled = new Map<string, LambdaProgram>();
const ownUnits = new Set(["Printf", "Format", "Scanf"]);

/** A failure to compile a stdlib unit that this test does not cover (another part's work in progress). */
class OtherUnitError extends Error {}

/** A unit of the standard library, typed in the environment of the units before it. */
function stdlibUnit(name: string): LambdaProgram | undefined {
  const cached = compiled.get(name);
  if (cached) return cached;
  const text = stdlibSources[fileOf(name) + ".ml"];
  if (text === undefined) return undefined;
  const before: Record<string, string> = {};
  for (const u of order) {
    if (u === name) break;
    const mli = stdlibSources[fileOf(u) + ".mli"];
    if (mli !== undefined) before[fileOf(u) + ".mli"] = mli;
  }
  before["ORDER"] = order.slice(0, order.indexOf(name)).join("\n");
  const env = initialEnvironment(before);
  let typed: ReturnType<typeof typeImplementation>;
  try {
    typed = typeImplementation(env, name, parseImplementation(text, fileOf(name) + ".ml"), {
      warnings: "-a",
      unsafe: false,
    });
  } catch (e) {
    if (ownUnits.has(name)) throw e;
    throw new OtherUnitError(`stdlib unit ${name} does not compile: ${(e as Error).message}`);
  }
  const p = translateUnit(name, typed.tree, {
    unsafe: false,
    warnings: "-a",
    unitSignature: (u) => env.shared.units.get(u),
    interface: standardEnvironment().shared.units.get(name),
  }).program;
  compiled.set(name, p);
  return p;
}

/** Runs a program as `a.ml` (the reference compiles it under that name); output as the fixtures show it. */
function run(text: string): string {
  const { program } = translateSource(text, "a.ml");
  let out = "";
  let err = "";
  const previous = runtime.setOutputSink((fd, bytes) => {
    const s = String.fromCharCode(...bytes);
    if (fd === 1) out += s;
    else err += s;
  });
  try {
    const code = runtime.runMain(() => new Evaluator(stdlibUnit).runProgram(program));
    return `${out}\n--- stderr\n${err}\n--- exit ${code}\n`;
  } finally {
    runtime.setOutputSink(previous);
  }
}

describe("programs using Printf, Format and Scanf", () => {
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".ml"))) {
    it(f, (ctx) => {
      const expected = readFileSync(join(dir, f.replace(/\.ml$/, ".expected")), "latin1");
      let got: string;
      try {
        got = run(readFileSync(join(dir, f), "latin1"));
      } catch (e) {
        // Skipped, visibly, while a unit outside Printf/Format/Scanf does not compile.
        if (e instanceof OtherUnitError) return ctx.skip(e.message);
        throw e;
      }
      expect(got).toBe(expected);
    });
  }
});
