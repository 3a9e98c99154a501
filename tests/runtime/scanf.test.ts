// The scanning engine against the reference toolchain (fixtures/scanf.expected). The error
// wrapping below is what stdlib/scanf.ml does around the engine.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as rt from "../../runtime/index.js";
import { splitResults } from "./fixtures/ocaml_literals.mjs";

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "latin1");
const cases = JSON.parse(fixture("scanf.cases.json")) as Array<[string, string, string[]]>;
const expected = splitResults(fixture("scanf.expected"));

const scanFailure = rt.caml_flambe_new_exception("Stdlib.Scanf.Scan_failure");
const failure = (msg: string): unknown => rt.makeBlock(0, scanFailure, msg);
const isFailure = (e: unknown): e is [number, unknown, string] =>
  rt.isBlock(e) && (e._0 === scanFailure || e._0 === rt.caml_exn_Failure);

// Scanf.bscanf's error continuation.
const badInput = (ib: rt.ScanBuf, e: unknown): never => {
  if (isFailure(e)) throw failure(`scanf: bad input at char number ${rt.caml_flambe_scan_char_count(ib)}: ${(e as rt.Block)._1}`);
  throw e;
};

const show: Record<string, (v: unknown) => string> = {
  int: (v) => String(v),
  int32: (v) => String(v),
  int64: (v) => String(v),
  string: (v) => rt.camlStringLiteral(v as string),
  float: (v) => (rt.caml_flambe_sprintf("%h") as (x: unknown) => string)(v),
  char: (v) => String(v),
  bool: (v) => (v ? "true" : "false"),
};

function sscanf(input: string, fmt: string, types: string[]): string {
  const receiver = (...xs: unknown[]): string => xs.map((x, k) => show[types[k]!]!(x)).join("|");
  Object.defineProperty(receiver, "length", { value: types.length });
  const ib = rt.caml_flambe_scan_of_string(input);
  const scanner = rt.caml_flambe_scanf(ib, ib, fmt, failure, badInput) as (f: unknown) => unknown;
  try {
    const r = scanner(receiver);
    return types.length === 0 ? "" : (r as string);
  } catch (e) {
    if (rt.isBlock(e) && e._0 === scanFailure) return `Scan_failure ${String(e._1)}`;
    if (rt.isBlock(e) && e._0 === rt.caml_exn_Failure) return `Failure ${String(e._1)}`;
    if (e === rt.caml_exn_End_of_file) return "End_of_file";
    throw e;
  }
}

describe("Scanf.sscanf", () => {
  it("has an expected result for every case", () => {
    expect(expected.length).toBe(cases.length);
  });
  cases.forEach(([input, fmt, types], n) => {
    it(`#${n} ${JSON.stringify(input)} ${JSON.stringify(fmt)}`, () => {
      expect(sscanf(input, fmt, types)).toBe(expected[n]);
    });
  });

  it("passes %r readers the scanning buffer", () => {
    const ib = rt.caml_flambe_scan_of_string("7 rest");
    const reader = (b: rt.ScanBuf): unknown =>
      (rt.caml_flambe_scanf(b, b, "%d", failure, badInput) as (f: unknown) => unknown)((x: number) => x * 2);
    const r = (rt.caml_flambe_scanf(ib, ib, "%r %s", failure, badInput) as (r: unknown) => (f: unknown) => unknown)(reader)(
      (a: number, b: string) => `${a}:${b}`,
    );
    expect(r).toBe("14:rest");
  });

  it("unescapes OCaml string literal contents", () => {
    expect(rt.caml_flambe_scan_unescaped("a\\nb\\065\\x41\\\\", failure)).toBe("a\nbAA\\");
  });
});
