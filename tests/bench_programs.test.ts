// The benchmark programs' hand-written JavaScript twins must print what the OCaml programs print
// under the real OCaml toolchain (bench/programs/NAME.expected, made by bench/programs/regen.sh),
// at the small sizes of bench/programs/sizes.txt. Timing is the benchmark's business, not the test's.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const programs = resolve(dirname(fileURLToPath(import.meta.url)), "..", "bench", "programs");

const sizes: ReadonlyArray<readonly [string, string]> = readFileSync(join(programs, "sizes.txt"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"))
  .map((line) => {
    const [name, size] = line.trim().split(/\s+/);
    return [name ?? "", size ?? ""] as const;
  });

describe("bench programs", () => {
  it("has at least 18 programs, each with its twin and expected output", () => {
    expect(sizes.length).toBeGreaterThanOrEqual(18);
    for (const [name] of sizes) {
      expect(existsSync(join(programs, `${name}.ml`)), `${name}.ml`).toBe(true);
      expect(existsSync(join(programs, `${name}.js`)), `${name}.js`).toBe(true);
      expect(existsSync(join(programs, `${name}.expected`)), `${name}.expected`).toBe(true);
    }
  });

  for (const [name, size] of sizes)
    it(`${name}: the JavaScript twin prints the OCaml program's output`, () => {
      const expected = readFileSync(join(programs, `${name}.expected`), "latin1");
      expect(expected.length).toBeGreaterThan(0);
      const actual = execFileSync(process.execPath, [join(programs, `${name}.js`), size], { encoding: "latin1", timeout: 20_000 });
      expect(actual).toBe(expected);
    });
});
