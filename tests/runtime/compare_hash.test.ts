// Polymorphic comparison and hashing against the reference toolchain
// (fixtures/compare.expected, fixtures/hash.expected).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as rt from "../../runtime/index.js";
import { runtimeValue, splitResults } from "./fixtures/ocaml_literals.mjs";

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "latin1");

// Exceptions of the fixtures: the predefined ones, and the program's own `My_exn`.
const myExn = rt.caml_flambe_new_exception("A.My_exn");
const exceptions = (name: string): unknown => (name === "My_exn" ? myExn : rt.predefinedExceptions.get(name));
const value = (v: unknown): unknown => runtimeValue(v, exceptions);
const bool = (b: number): string => (b ? "true" : "false");

describe("compare and the comparison operators", () => {
  const cases = JSON.parse(fixture("compare.cases.json")) as Array<[unknown, unknown]>;
  const expected = splitResults(fixture("compare.expected"));
  it("has an expected result for every case", () => {
    expect(expected.length).toBe(cases.length);
  });
  cases.forEach(([a, b], n) => {
    it(`#${n} ${JSON.stringify(a)} vs ${JSON.stringify(b)}`, () => {
      const x = value(a);
      const y = value(b);
      let shown: string;
      try {
        shown = [
          String(rt.caml_compare(x, y)),
          bool(rt.caml_equal(x, y)),
          bool(rt.caml_notequal(x, y)),
          bool(rt.caml_lessthan(x, y)),
          bool(rt.caml_lessequal(x, y)),
          bool(rt.caml_greaterthan(x, y)),
          bool(rt.caml_greaterequal(x, y)),
        ].join(" ");
      } catch (e) {
        if (!(rt.isBlock(e) && e._0 === rt.caml_exn_Invalid_argument)) throw e;
        shown = `Invalid_argument ${String(e._1)}`;
      }
      expect(shown).toBe(expected[n]);
    });
  });

  it("compares long lists without overflowing the stack", () => {
    let a: unknown = 0;
    let b: unknown = 0;
    for (let i = 0; i < 1_000_000; i++) {
      a = rt.makeBlock(0, i, a);
      b = rt.makeBlock(0, i, b);
    }
    expect(rt.caml_compare(a, b)).toBe(0);
    expect(rt.caml_equal(a, b)).toBe(1);
    b = rt.makeBlock(0, 1_000_000, b);
    expect(rt.caml_compare(a, b)).toBe(-1);
  });

  it("treats a physically equal function as equal under compare only", () => {
    const f = (x: number): number => x;
    expect(rt.caml_compare(f, f)).toBe(0);
    expect(() => rt.caml_equal(f, f)).toThrow();
  });

  it("orders floats totally in caml_float_compare", () => {
    expect(rt.caml_float_compare(NaN, NaN)).toBe(0);
    expect(rt.caml_float_compare(NaN, -Infinity)).toBe(-1);
    expect(rt.caml_float_compare(1, NaN)).toBe(1);
  });
});

describe("Hashtbl.hash", () => {
  const cases = JSON.parse(fixture("hash.cases.json")) as unknown[];
  const expected = splitResults(fixture("hash.expected"));
  it("has an expected result for every case", () => {
    expect(expected.length).toBe(cases.length);
  });
  cases.forEach((c, n) => {
    it(`#${n} ${JSON.stringify(c)}`, () => {
      const v = value(c);
      const shown = [
        rt.caml_hash(10, 100, 0, v),
        rt.caml_hash(10, 100, 42, v),
        rt.caml_hash(2, 3, 0, v),
        rt.caml_hash(50, 500, 0, v),
      ].join(" ");
      expect(shown).toBe(expected[n]);
    });
  });
});
