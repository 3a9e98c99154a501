// In CPS the rest of a sequence of calls lives in the handler of each call's return
// continuation, so handlers nest as deep as a program is long: every traversal of the IR must
// cope with 10,000 levels without overflowing the JavaScript stack.
import { describe, expect, it } from "vitest";
import {
  alphaEquivalentUnits,
  apply,
  applyCont,
  boundBlockLike,
  boundStatic,
  checkUnit,
  contHandler,
  exprSize,
  flambdaUnit,
  let_,
  letCont,
  namedStaticConsts,
  param,
  parseUnit,
  printUnit,
  simpleConst,
  simpleSymbol,
  staticBlock,
  taggedImmediate,
  type Continuation,
  type Expr,
  type Symbol,
  type Variable,
} from "../../src/flambda/index.js";

function deepUnit(n: number) {
  let e: Expr = applyCont("k_ret" as Continuation, [simpleConst(taggedImmediate(0))]);
  for (let i = n; i >= 1; i--) {
    e = letCont(
      contHandler(`k${i}` as Continuation, [param(`x${i}` as Variable)], e),
      apply({
        callee: simpleSymbol("f" as Symbol),
        args: [simpleConst(taggedImmediate(i))],
        continuation: `k${i}` as Continuation,
        exnContinuation: "k_exn" as Continuation,
      }),
    );
  }
  const body = let_(
    boundStatic([boundBlockLike("m" as Symbol), boundBlockLike("f" as Symbol)]),
    namedStaticConsts([staticBlock(0, "immutable", []), staticBlock(0, "immutable", [])]),
    e,
  );
  return flambdaUnit({ name: "Deep", moduleSymbol: "m" as Symbol, returnContinuation: "k_ret" as Continuation, exnContinuation: "k_exn" as Continuation, body });
}

describe("IR traversals on 10,000 nested handlers", () => {
  const u = deepUnit(10_000);
  it("prints, parses back, checks, compares and measures", () => {
    const text = printUnit(u);
    const back = parseUnit(text);
    expect(printUnit(back)).toBe(text);
    expect(checkUnit(u)).toEqual([]);
    expect(alphaEquivalentUnits(u, back)).toBe(true);
    // Each level: an unknown call (4); the final apply_cont (1).
    expect(exprSize(u.body)).toBe(10_000 * 4 + 1);
  });
});
