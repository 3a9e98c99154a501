// The IR programs of the interpreter's tests (tests/interp/programs: each with the OCaml program
// it was written from, and that program's output under the real toolchain), emitted as
// JavaScript and run under node: same stdout, stderr and exit code.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseUnit } from "../../src/flambda/index.js";
import { ensureRuntimeBundle, runJs } from "./support.js";

ensureRuntimeBundle();
const { emitProgram } = await import("../../src/to_js/index.js");

const dir = join(import.meta.dirname, "..", "interp", "programs");
const read = (f: string): string => readFileSync(join(dir, f), "latin1");
const io = parseUnit(read("io.fl"), "io.fl");

describe("IR programs emitted as JavaScript", () => {
  const names = readdirSync(dir)
    .filter((f) => f.endsWith(".fl") && f !== "io.fl")
    .map((f) => f.slice(0, -3))
    .sort();
  for (const name of names) {
    it(name, () => {
      const unit = parseUnit(read(`${name}.fl`), `${name}.fl`);
      const { js } = emitProgram([io, unit], { sourceMap: false });
      const stderr = existsSync(join(dir, `${name}.stderr`)) ? read(`${name}.stderr`) : "";
      const exit = existsSync(join(dir, `${name}.exit`)) ? Number(read(`${name}.exit`).trim()) : 0;
      expect(runJs(js)).toEqual({ stdout: read(`${name}.expected`), stderr, exitCode: exit });
    });
  }
});
