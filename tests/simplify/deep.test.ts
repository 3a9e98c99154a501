// Simplify on terms 10,000 levels deep (nested lets, nested handlers of call continuations,
// nested handlers in bodies): the traversal keeps the JavaScript stack flat.
import { describe, expect, it } from "vitest";
import {
  applyCont,
  boundBlockLike,
  boundSingleton,
  boundStatic,
  binary,
  cCall,
  apply,
  checkUnit,
  contHandler,
  flambdaUnit,
  let_,
  letCont,
  namedPrim,
  namedStaticConsts,
  param,
  simpleConst,
  simpleVar,
  staticBlock,
  taggedImmediate,
  type Continuation,
  type Expr,
  type Symbol,
  type Variable,
} from "../../src/flambda/index.js";
import { interpretToText } from "../../src/interp/index.js";
import { defaultSimplifyOptions, simplifyUnit } from "../../src/simplify/index.js";

const N = 10_000;
const add = { kind: "int_arith", int: "tagged_immediate", op: "add" } as const;

function unitOf(body: (tail: Expr) => Expr, result: Variable) {
  const tail = let_(
    boundStatic([boundBlockLike("camlM" as Symbol)]),
    namedStaticConsts([staticBlock(0, "immutable", [])]),
    apply({
      callee: undefined,
      args: [simpleVar(result)],
      continuation: "k_ret" as Continuation,
      exnContinuation: "k_exn" as Continuation,
      callKind: cCall("show", ["value"]),
    }),
  );
  return flambdaUnit({
    name: "M",
    moduleSymbol: "camlM" as Symbol,
    returnContinuation: "k_ret" as Continuation,
    exnContinuation: "k_exn" as Continuation,
    body: body(tail),
  });
}

function show(u: ReturnType<typeof unitOf>): string {
  let out = "";
  interpretToText([u], { externals: { show: (v: unknown) => ((out += String(v) + "\n"), 0) } });
  return out;
}

describe("deep terms", () => {
  it("folds a chain of 10,000 lets", () => {
    const u = unitOf((tail) => {
      let e = tail;
      for (let i = N; i >= 1; i--) {
        e = let_(boundSingleton(`x${i}` as Variable), namedPrim(binary(add, simpleVar(`x${i - 1}` as Variable), simpleConst(taggedImmediate(1)))), e);
      }
      return let_(boundSingleton("x0" as Variable), namedPrim(binary(add, simpleConst(taggedImmediate(1)), simpleConst(taggedImmediate(2)))), e);
    }, `x${N}` as Variable);
    const r = simplifyUnit(u, defaultSimplifyOptions("O1"));
    expect(checkUnit(r.unit)).toEqual([]);
    expect(show(r.unit)).toBe(show(u));
    expect(show(r.unit)).toBe(`${N + 3}\n`);
  });

  it("goes through 10,000 nested handlers", () => {
    const u = unitOf((tail) => {
      // let_cont k1 (x1) = (let_cont k2 (x2) = ... in apply_cont k2 (x1 + 1)) in apply_cont k1 0
      let e: Expr = tail;
      for (let i = N; i >= 1; i--) {
        const inner = e;
        const next = i === N ? inner : letCont(contHandler(`k${i + 1}` as Continuation, [param(`x${i + 1}` as Variable)], inner), applyCont(`k${i + 1}` as Continuation, [simpleVar(`x${i}` as Variable)]));
        e = next;
      }
      return letCont(contHandler("k1" as Continuation, [param("x1" as Variable)], e), applyCont("k1" as Continuation, [simpleConst(taggedImmediate(7))]));
    }, `x${N}` as Variable);
    expect(checkUnit(u)).toEqual([]);
    const r = simplifyUnit(u, defaultSimplifyOptions("O1"));
    expect(checkUnit(r.unit)).toEqual([]);
    expect(show(r.unit)).toBe("7\n");
  });
});
