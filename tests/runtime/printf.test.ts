// Printf conversions against the reference toolchain's output (fixtures/printf.expected).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { caml_flambe_sprintf } from "../../runtime/index.js";
import { runtimeArg, splitResults } from "./fixtures/ocaml_literals.mjs";

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "latin1");

type Arg = [string, string];
const cases = JSON.parse(fixture("printf.cases.json")) as Array<[string, Arg[]]>;
const expected = splitResults(fixture("printf.expected"));

function sprintf(fmt: string, args: unknown[]): unknown {
  let r: unknown = caml_flambe_sprintf(fmt);
  for (const a of args) r = (r as (x: unknown) => unknown)(a);
  return r;
}

describe("Printf.sprintf", () => {
  it("has an expected result for every case", () => {
    expect(expected.length).toBe(cases.length);
  });
  cases.forEach(([fmt, args], n) => {
    it(`#${n} ${JSON.stringify(fmt)}`, () => {
      expect(sprintf(fmt, args.map(runtimeArg))).toBe(expected[n]);
    });
  });
});

describe("the format engine", () => {
  it("takes each argument in its own closure of arity 1", () => {
    const f = caml_flambe_sprintf("%d-%s") as (x: unknown) => unknown;
    expect(f.length).toBe(1);
    const g = f(1) as (x: unknown) => unknown;
    expect(g.length).toBe(1);
    expect(g("a")).toBe("1-a");
  });
  it("lets a partial application be reused", () => {
    const f = (caml_flambe_sprintf("%d %d") as (x: unknown) => (y: unknown) => unknown)(1);
    expect(f(2)).toBe("1 2");
    expect(f(3)).toBe("1 3");
  });
  it("returns the result at once for a format without conversions", () => {
    expect(caml_flambe_sprintf("plain")).toBe("plain");
  });
  it("passes %a a printer and a value, %t a printer", () => {
    const show = (_unit: unknown, x: unknown): string => `<${String(x)}>`;
    const r = (caml_flambe_sprintf("%a|%t") as (f: unknown) => (x: unknown) => (g: unknown) => unknown)(show)(5)(
      (_unit: unknown) => "T",
    );
    expect(r).toBe("<5>|T");
  });
  it("substitutes a %(...%) format argument and then takes its arguments", () => {
    const r = (caml_flambe_sprintf("[%(%d%)]") as (f: unknown) => (x: unknown) => unknown)("<%d>")(7);
    expect(r).toBe("[<7>]");
  });
});
