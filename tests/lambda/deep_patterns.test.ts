// Deep patterns compile in time and space linear in their depth: the columns of the clause matrix
// that every row leaves a wildcard are dropped (a `_ :: _ :: ...` pattern would otherwise widen
// the matrix by one column per level), and the occurrences a tree reads are recorded as it is
// built rather than searched for in each subtree.
import { describe, expect, it } from "vitest";
import { translateSource } from "./helpers.js";

function timed(source: string): number {
  const start = performance.now();
  translateSource(source, "deep.ml");
  return performance.now() - start;
}

describe("deep patterns", () => {
  it("a 2,000-deep list pattern compiles in linear time", () => {
    const pattern = (n: number) => `let f = function ${"_ :: ".repeat(n)}[] -> 1 | _ -> 0\n`;
    timed(pattern(200));
    const small = timed(pattern(400));
    const large = timed(pattern(2000));
    // Quadratic work would make the large one 25 times as long; allow for noise.
    expect(large).toBeLessThan(Math.max(10 * small, 1000));
  });

  it("a 2,000-deep nested pattern with variables compiles in linear time", () => {
    const pattern = (n: number) => `type t = N of int * t | L\nlet f = function N (x, ${"N (_, ".repeat(n)}L${")".repeat(n)}) -> x | _ -> 0\n`;
    timed(pattern(200));
    const small = timed(pattern(400));
    const large = timed(pattern(2000));
    expect(large).toBeLessThan(Math.max(10 * small, 1000));
  });
});
