// Float primitives against the reference toolchain (fixtures/floats.expected), compared as the
// exact hexadecimal notation of the results.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as rt from "../../runtime/index.js";
import { runtimeArg, splitResults } from "./fixtures/ocaml_literals.mjs";

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "latin1");
const cases = JSON.parse(fixture("floats.cases.json")) as Array<[string, string[]]>;
const expected = splitResults(fixture("floats.expected"));
// The reference's JavaScript runtime approximates erf and rounds halves up; flambe does what
// OCaml does, so those cases are compared with the native program's output.
const native = splitResults(fixture("floats.native.expected"));
const nativeOps = new Set(["erf", "erfc", "round"]);
const f = (a: string): number => runtimeArg(["float", a]) as number;
const h = (x: unknown): string => rt.caml_hexstring_of_float(x as number, -6, 45);
const pair = (b: unknown): unknown[] => rt.blockFields(b as rt.Block);
const classes = ["normal", "subnormal", "zero", "infinite", "nan"];

const ops: Record<string, (a: string[]) => string> = {
  frexp: ([a]) => `${h(pair(rt.caml_frexp_float(f(a!)))[0])} ${String(pair(rt.caml_frexp_float(f(a!)))[1])}`,
  ldexp: ([a, n]) => h(rt.caml_ldexp_float(f(a!), Number(n))),
  modf: ([a]) => `${h(pair(rt.caml_modf_float(f(a!)))[0])} ${h(pair(rt.caml_modf_float(f(a!)))[1])}`,
  round: ([a]) => h(rt.caml_round_float(f(a!))),
  copysign: ([a, b]) => h(rt.caml_copysign_float(f(a!), f(b!))),
  nextafter: ([a, b]) => h(rt.caml_nextafter_float(f(a!), f(b!))),
  erf: ([a]) => h(rt.caml_erf_float(f(a!))),
  erfc: ([a]) => h(rt.caml_erfc_float(f(a!))),
  expm1: ([a]) => h(rt.caml_expm1_float(f(a!))),
  log1p: ([a]) => h(rt.caml_log1p_float(f(a!))),
  hypot: ([a, b]) => h(rt.caml_hypot_float(f(a!), f(b!))),
  pow: ([a, b]) => h(rt.caml_power_float(f(a!), f(b!))),
  fmod: ([a, b]) => h(rt.caml_fmod_float(f(a!), f(b!))),
  classify: ([a]) => classes[rt.caml_classify_float(f(a!))]!,
  cbrt: ([a]) => h(rt.caml_cbrt_float(f(a!))),
  exp2: ([a]) => h(rt.caml_exp2_float(f(a!))),
  log2: ([a]) => h(rt.caml_log2_float(f(a!))),
  trunc: ([a]) => h(rt.caml_trunc_float(f(a!))),
  ceil: ([a]) => h(rt.caml_ceil_float(f(a!))),
  fma: ([a, b, c]) => h(rt.caml_fma_float(f(a!), f(b!), f(c!))),
  int_of_float: ([a]) => String(rt.caml_int_of_float(f(a!))),
  float_of_int: ([a]) => h(rt.caml_float_of_int(Number(a))),
  sqrt: ([a]) => h(rt.caml_sqrt_float(f(a!))),
  atan2: ([a, b]) => h(rt.caml_atan2_float(f(a!), f(b!))),
};

describe("float primitives", () => {
  it("has an expected result for every case", () => {
    expect(expected.length).toBe(cases.length);
  });
  cases.forEach(([fn, args], n) => {
    it(`#${n} ${fn} ${args.join(" ")}`, () => {
      const got = ops[fn]!(args);
      if (fn === "erf" || fn === "erfc") {
        // Not correctly rounded (nor is C's): within two units in the last place.
        const x = rt.caml_float_of_string(got);
        const y = rt.caml_float_of_string(native[n]!);
        const ulp = Math.abs(rt.caml_nextafter_float(y, Infinity) - y);
        expect(Math.abs(x - y)).toBeLessThanOrEqual(2 * ulp);
      } else {
        expect(got).toBe(nativeOps.has(fn) ? native[n] : expected[n]);
      }
    });
  });
});
