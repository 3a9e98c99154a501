// Runs each IR program of programs/ (linked after programs/io.fl, which defines $print_string
// and $print_int) and compares what it prints with what the same program written in OCaml
// prints under the real toolchain (programs/regen.sh writes NAME.expected, NAME.stderr,
// NAME.exit).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkUnit, parseUnit } from "../../src/flambda/index.js";
import { interpretToText } from "../../src/interp/index.js";

const dir = join(import.meta.dirname, "programs");
const read = (f: string): string => readFileSync(join(dir, f), "latin1");
const io = parseUnit(read("io.fl"), "io.fl");

/** Programs that need a particular stack size to show what they test. */
const maxDepth: Record<string, number> = {
  // A million self tail calls in a stack of 100 return points.
  tailcall: 100,
  stack_overflow: 10_000,
};

describe("IR interpreter programs", () => {
  it("the io unit is well formed", () => {
    expect(checkUnit(io)).toEqual([]);
  });

  const names = readdirSync(dir)
    .filter((f) => f.endsWith(".fl") && f !== "io.fl")
    .map((f) => f.slice(0, -3))
    .sort();

  for (const name of names) {
    it(name, () => {
      const unit = parseUnit(read(`${name}.fl`), `${name}.fl`);
      expect(checkUnit(unit)).toEqual([]);
      const depth = maxDepth[name];
      const result = interpretToText([io, unit], depth === undefined ? {} : { maxDepth: depth });
      const stderr = existsSync(join(dir, `${name}.stderr`)) ? read(`${name}.stderr`) : "";
      const exit = existsSync(join(dir, `${name}.exit`)) ? Number(read(`${name}.exit`).trim()) : 0;
      expect(result).toEqual({ stdout: read(`${name}.expected`), stderr, exitCode: exit });
    });
  }
});
