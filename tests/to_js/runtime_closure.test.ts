// The runtime linked by need: the dependency closure over the bundle's top-level statements,
// and the real bundle's split (each export linked alone evaluates to what the runtime exports).
import { beforeAll, describe, expect, it } from "vitest";
import * as runtime from "../../runtime/index.js";
import { linkBundle, neededPieces, runtimeReads, type SplitBundle } from "../../src/to_js/runtime_closure.js";
import { ensureRuntimeBundle } from "./support.js";

beforeAll(() => ensureRuntimeBundle());

// 0 declares a, 1 declares b (needs a), 2 declares c (needs b and, through 3, its assignment),
// 3 assigns c (kept with c), 4 is an effect always kept, 5 declares d needing nothing.
const small: SplitBundle = {
  pieces: ["var a = 1;", "function b() { return a; }", "var c = b;", "c = () => 2;", "globalThis.seen = 1;", "function d() { return 4; }"],
  needs: [[], [0], [1, 3], [], [], []],
  roots: [4],
  exports: { a: ["a", 0], bee: ["b", 1], c: ["c", 2], d: ["d", 5] },
};

describe("the dependency closure", () => {
  it("keeps the roots and what the names asked for need, in order", () => {
    expect(neededPieces(small, [])).toEqual([4]);
    expect(neededPieces(small, ["bee"])).toEqual([0, 1, 4]);
    expect(neededPieces(small, ["c"])).toEqual([0, 1, 2, 3, 4]);
    expect(neededPieces(small, ["d", "a"])).toEqual([0, 4, 5]);
  });

  it("ignores names that are not exports", () => {
    expect(neededPieces(small, ["b", "nothing", "toString"])).toEqual([4]);
  });

  it("exports only the names asked for, under their exported names", () => {
    const text = linkBundle(small, ["bee", "a"]);
    expect(text).toBe("(() => {\nvar a = 1;\nfunction b() { return a; }\nglobalThis.seen = 1;\nreturn { a, bee: b };\n})()");
    const r = (0, eval)(text) as { a: number; bee: () => number };
    expect(r.bee()).toBe(1);
    expect(Object.keys(r)).toEqual(["a", "bee"]);
  });

  it("reads R.name only where R is the runtime object", () => {
    expect([...runtimeReads("R.caml_call1(f, x); xR.no; a.R.no; $R.no; (R.runMain)")].sort()).toEqual(["caml_call1", "runMain"]);
  });
});

describe("the runtime's bundle", async () => {
  const { runtimeBundle } = await import("../../src/to_js/runtime_bundle.generated.js");
  const names = Object.keys(runtime);

  it("exports what the runtime exports", () => {
    expect(Object.keys(runtimeBundle.exports).sort()).toEqual([...names].sort());
  });

  it("links each export alone into a runtime that has it", () => {
    for (const n of names) {
      const r = (0, eval)(linkBundle(runtimeBundle, [n])) as Record<string, unknown>;
      expect(Object.keys(r), n).toEqual([n]);
      expect(typeof r[n], n).toBe(typeof (runtime as Record<string, unknown>)[n]);
    }
  });
});
