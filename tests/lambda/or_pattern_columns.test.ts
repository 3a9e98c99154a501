// Or-patterns in many columns compile in time and space linear in the number of columns. The
// tests of an or-pattern's constants lead to the same rows, so the match compiler compiles them
// once (before, n columns of `(A | B)` made 2^n copies: 20 columns took 23 s and 2.5 GB), and
// the exhaustiveness check first drops the rows a later wildcard covers, as ocamlc's get_mins
// does (before, 15 columns of `(1 | 2 | 3)` took 19 s to check).
import { describe, expect, it } from "vitest";
import { translateSource } from "./helpers.js";

const kinds: Record<string, { readonly prelude: string; readonly alternatives: string; readonly wildcard: boolean }> = {
  "constant constructors": { prelude: "type t = A | B | C\n", alternatives: "(A | B)", wildcard: true },
  "constructors of a complete type": { prelude: "type t = A | B\n", alternatives: "(A | B)", wildcard: false },
  integers: { prelude: "", alternatives: "(1 | 2 | 3)", wildcard: true },
  characters: { prelude: "", alternatives: "('a' | 'q' | 'z')", wildcard: true },
  strings: { prelude: "", alternatives: '("a" | "b")', wildcard: true },
  booleans: { prelude: "", alternatives: "(true | false)", wildcard: false },
  exceptions: { prelude: "", alternatives: "(Not_found | Exit)", wildcard: true },
};

function source(kind: (typeof kinds)[string], n: number): string {
  const columns = Array.from({ length: n }, () => kind.alternatives).join(", ");
  const vars = Array.from({ length: n }, (_, i) => `x${i}`).join(", ");
  return `${kind.prelude}let f (${vars}) = match ${vars} with\n  | ${columns} -> 1\n${kind.wildcard ? "  | _ -> 0\n" : ""}`;
}

function measure(text: string): { ms: number; size: number } {
  const start = performance.now();
  const { program, warnings } = translateSource(text, "ors.ml");
  const ms = performance.now() - start;
  expect(warnings).toEqual([]);
  return { ms, size: JSON.stringify(program).length };
}

describe("or-patterns across many columns", () => {
  for (const [name, kind] of Object.entries(kinds)) {
    it(`${name}: 64 columns cost about 8 times what 8 do`, () => {
      measure(source(kind, 4));
      const small = measure(source(kind, 8));
      const large = measure(source(kind, 64));
      // Exponential growth would make the large one 2^56 times as big; quadratic, 64 times.
      expect(large.size).toBeLessThan(12 * small.size);
      expect(large.ms).toBeLessThan(Math.max(30 * small.ms, 1000));
    });
  }
});
