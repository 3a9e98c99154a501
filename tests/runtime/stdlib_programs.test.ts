// Whole programs that use Printf, Format and Scanf, compiled by flambe's pipeline and run by the
// IR interpreter with this runtime, against the reference toolchain's output
// (programs/*.expected, written by fixtures/regenerate.mjs). This checks the stdlib units
// (stdlib/printf.ml, format.ml, scanf.ml) together with the engine they call.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultOptions, interpret } from "../../src/driver/index.js";

const dir = join(import.meta.dirname, "programs");

/** Runs a program as `a.ml` (the reference compiles it under that name); output as the fixtures show it. */
function run(text: string): string {
  const r = interpret([{ name: "a.ml", text }], defaultOptions);
  if (r.diagnostics.some((d) => d.severity === "error")) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  return `${r.stdout}\n--- stderr\n${r.stderr}\n--- exit ${r.exitCode}\n`;
}

describe("programs using Printf, Format and Scanf", () => {
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".ml"))) {
    it(f, () => {
      const expected = readFileSync(join(dir, f.replace(/\.ml$/, ".expected")), "latin1");
      expect(run(readFileSync(join(dir, f), "latin1"))).toBe(expected);
    });
  }
});
