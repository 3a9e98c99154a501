// Int64 primitives and MD5 against the reference toolchain (fixtures/int64.expected, md5.expected).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as rt from "../../runtime/index.js";
import { splitResults } from "./fixtures/ocaml_literals.mjs";

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "latin1");
const g17 = (x: number): string => rt.caml_format_float("%.17g", x);

// The fixture's operations that are runtime primitives (the others are OCaml code of the stdlib).
const ops: Record<string, (a: string, b: string) => string> = {
  add: (a, b) => String(rt.caml_int64_add(BigInt(a), BigInt(b))),
  sub: (a, b) => String(rt.caml_int64_sub(BigInt(a), BigInt(b))),
  mul: (a, b) => String(rt.caml_int64_mul(BigInt(a), BigInt(b))),
  div: (a, b) => String(rt.caml_int64_div(BigInt(a), BigInt(b))),
  rem: (a, b) => String(rt.caml_int64_mod(BigInt(a), BigInt(b))),
  shift_left: (a, b) => String(rt.caml_int64_shift_left(BigInt(a), Number(b))),
  shift_right: (a, b) => String(rt.caml_int64_shift_right(BigInt(a), Number(b))),
  shift_right_logical: (a, b) => String(rt.caml_int64_shift_right_unsigned(BigInt(a), Number(b))),
  logand: (a, b) => String(rt.caml_int64_and(BigInt(a), BigInt(b))),
  logor: (a, b) => String(rt.caml_int64_or(BigInt(a), BigInt(b))),
  logxor: (a, b) => String(rt.caml_int64_xor(BigInt(a), BigInt(b))),
  neg: (a) => String(rt.caml_int64_neg(BigInt(a))),
  of_int: (a) => String(rt.caml_int64_of_int(Number(a))),
  to_int: (a) => String(rt.caml_int64_to_int(BigInt(a))),
  of_float: (a) => String(rt.caml_int64_of_float(Number(a))),
  to_float: (a) => g17(rt.caml_int64_to_float(BigInt(a))),
  bits_of_float: (a) => String(rt.caml_int64_bits_of_float(Number(a))),
  float_of_bits: (a) => g17(rt.caml_int64_float_of_bits(BigInt(a))),
  of_int32: (a) => String(rt.caml_int64_of_int32(Number(a))),
  to_int32: (a) => String(rt.caml_int64_to_int32(BigInt(a))),
  compare: (a, b) => String(rt.caml_int64_compare(BigInt(a), BigInt(b))),
};

describe("Int64 primitives", () => {
  const cases = JSON.parse(fixture("int64.cases.json")) as Array<[string, string, string]>;
  const expected = splitResults(fixture("int64.expected"));
  cases.forEach(([op, a, b], n) => {
    const f = ops[op];
    if (f === undefined) return;
    it(`#${n} ${op} ${a} ${b}`, () => {
      let shown: string;
      try {
        shown = f(a, b);
      } catch (e) {
        if (e !== rt.caml_exn_Division_by_zero) throw e;
        shown = "Division_by_zero";
      }
      expect(shown).toBe(expected[n]);
    });
  });
});

describe("MD5", () => {
  const cases = JSON.parse(fixture("md5.cases.json")) as string[];
  const expected = splitResults(fixture("md5.expected"));
  cases.forEach((s, n) => {
    it(`#${n} ${JSON.stringify(s.slice(0, 20))}`, () => {
      const digest = rt.caml_md5_string(s, 0, s.length);
      const hex = Array.from(digest, (c) => c.charCodeAt(0).toString(16).padStart(2, "0")).join("");
      expect(digest.length).toBe(16);
      expect(hex).toBe(expected[n]);
    });
  });
});
