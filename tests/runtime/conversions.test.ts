// Number printing and parsing against the reference toolchain (fixtures/conversions.expected).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as rt from "../../runtime/index.js";
import { splitResults } from "./fixtures/ocaml_literals.mjs";

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "latin1");
const cases = JSON.parse(fixture("conversions.cases.json")) as Array<[string, string | [string, string]]>;
const expected = splitResults(fixture("conversions.expected"));

function floatArg(v: string): number {
  return v === "nan" ? NaN : v === "infinity" ? Infinity : v === "neg_infinity" ? -Infinity : Number(v);
}

function hex(x: number): string {
  return (rt.caml_flambe_sprintf("%h") as (x: number) => string)(x);
}

const run: Record<string, (a: never) => string> = {
  string_of_float: (a: string) => rt.caml_flambe_string_of_float(floatArg(a)),
  int_of_string: (a: string) => String(rt.caml_int_of_string(a)),
  float_of_string: (a: string) => hex(rt.caml_float_of_string(a)),
  int32_of_string: (a: string) => String(rt.caml_int32_of_string(a)),
  int64_of_string: (a: string) => String(rt.caml_int64_of_string(a)),
  format_int: (a: [string, string]) => rt.caml_format_int(a[0], Number(a[1])),
  format_float: (a: [string, string]) => rt.caml_format_float(a[0], floatArg(a[1])),
  int64_format: (a: [string, string]) => rt.caml_int64_format(a[0], BigInt(a[1].slice(0, -1))),
};

/** Runs a case as the OCaml program does: a Failure or Invalid_argument is printed. */
function guard(f: () => string): string {
  try {
    return f();
  } catch (e) {
    if (rt.isBlock(e) && e._0 === rt.caml_exn_Failure) return `Failure ${String(e._1)}`;
    if (rt.isBlock(e) && e._0 === rt.caml_exn_Invalid_argument) return `Invalid_argument ${String(e._1)}`;
    throw e;
  }
}

describe("number conversions", () => {
  it("has an expected result for every case", () => {
    expect(expected.length).toBe(cases.length);
  });
  cases.forEach(([fn, arg], n) => {
    it(`#${n} ${fn} ${JSON.stringify(arg)}`, () => {
      expect(guard(() => run[fn]!(arg as never))).toBe(expected[n]);
    });
  });
});
