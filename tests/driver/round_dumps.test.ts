// The `rounds` dump (the playground's IR view): the program's units after each round of
// Simplify, one text per round, the last being what `-dflambda` prints; none at -O0, where
// Simplify does not run. The rounds' number follows the level and `-rounds`.
import { describe, expect, it } from "vitest";
import { build, defaultOptions, type OptimisationLevel } from "../../src/driver/index.js";
import { ensureRuntimeBundle } from "../to_js/support.js";

ensureRuntimeBundle();

const files = [
  { name: "a.ml", text: "let f x = x + 1\nlet g y = f (f y)\n" },
  { name: "b.ml", text: "let () = print_int (A.g 3)\n" },
];

function rounds(level: OptimisationLevel, simplify = {}): { rounds: readonly string[]; flambda: string } {
  const r = build(files, { ...defaultOptions, optimisation: level, simplify, dumps: new Set(["rounds", "flambda"]) });
  expect(r.ok).toBe(true);
  return { rounds: r.dumps.rounds ?? [], flambda: r.dumps.flambda ?? "" };
}

describe("the IR after each round", () => {
  it.each([
    ["O0", 0],
    ["O1", 1],
    ["O3", 3],
  ] as const)("at %s: %i rounds, the last as -dflambda prints it", (level, count) => {
    const r = rounds(level);
    expect(r.rounds).toHaveLength(count);
    for (const text of r.rounds) expect(text).toMatch(/^unit A [\s\S]*\nunit B /);
    if (count > 0) expect(r.rounds.at(-1)).toBe(r.flambda);
  });

  it("follows -rounds", () => {
    expect(rounds("O1", { rounds: 2 }).rounds).toHaveLength(2);
  });

  it("is not made unless asked", () => {
    expect(build(files, defaultOptions).dumps.rounds).toBeUndefined();
  });
});
