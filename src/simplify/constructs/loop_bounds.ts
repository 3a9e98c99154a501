// The bounds of a `for` loop's counter. A recursive continuation whose only jumps are an entry
// `switch (lo <= hi) { 1 -> k lo | ... }` and, in its handler, a back edge
// `let next = i + 1 in let done = (i = hi) in switch done { 0 -> k next | ... }` (the shape CPS
// conversion gives `for i = lo to hi`; `hi` bound outside the loop) has `lo <= i <= hi` at every
// entry: true at the first, and a back edge is taken only when `i <> hi`, so `i < hi` and `i + 1`
// cannot wrap. The handler is simplified knowing the four comparisons' answers (in the memory of
// common subexpressions, both ways round), so `i >= lo` and `i <= hi` inside the loop fold.
import {
  binary,
  equalSimples,
  someExpr,
  taggedImmediate,
  simpleConst,
  type ApplyCont,
  type Expr,
  type LetCont,
  type Primitive,
  type Simple,
  type Variable,
} from "../../flambda/index.js";
import { alias, canonicalSimple, defineVariable, findCommonSubexpression, isInScope, recordCommonSubexpression, type TypingEnv } from "../../types/index.js";
import type { DownwardAcc } from "../env/downward_acc.js";

export interface LoopBounds {
  /** The position of the counter among the handler's parameters. */
  readonly index: number;
  readonly lo: Simple;
  readonly hi: Simple;
}

type IntComparison = "eq" | "ne" | "lt" | "gt" | "le" | "ge";

function comparison(op: IntComparison, a: Simple, b: Simple): Primitive {
  return binary({ kind: "int_comp", int: "tagged_immediate", op }, a, b);
}

/** The only jump to `k` in `root` when it is in an arm of value `armValue` of a switch; undefined if `k` is named otherwise or more than once. */
function soleJumpInArm(root: Expr, k: string, armValue: number): { scrutinee: Simple; jump: ApplyCont } | undefined {
  let found: { scrutinee: Simple; jump: ApplyCont } | undefined;
  let namings = 0;
  someExpr(root, { intoCode: false }, (e) => {
    switch (e.kind) {
      case "apply_cont":
        if (e.cont === k || e.trap?.exnHandler === k) namings++;
        break;
      case "switch":
        for (const arm of e.arms) {
          if (arm.action.cont === k || arm.action.trap?.exnHandler === k) {
            namings++;
            if (arm.value === armValue && arm.action.cont === k && arm.action.trap === undefined) found = { scrutinee: e.scrutinee, jump: arm.action };
          }
        }
        break;
      case "apply":
        if (e.continuation === k || e.exnContinuation === k) namings++;
        break;
      case "let_cont":
      case "let":
      case "invalid":
        break;
    }
    return namings > 1;
  });
  return namings === 1 ? found : undefined;
}

/** The primitives bound by the `let`s of `root` (names are unique in a unit: one binding each). */
function primsBound(root: Expr): Map<Variable, Primitive> {
  const m = new Map<Variable, Primitive>();
  someExpr(root, { intoCode: false }, (e) => {
    if (e.kind === "let" && e.bound.kind === "singleton" && e.named.kind === "prim") m.set(e.bound.var, e.named.prim);
  });
  return m;
}

function isTaggedComparison(p: Primitive | undefined, op: IntComparison): p is Primitive & { kind: "binary" } {
  return p !== undefined && p.kind === "binary" && p.op.kind === "int_comp" && p.op.int === "tagged_immediate" && p.op.op === op;
}

function isConst(s: Simple, n: number): boolean {
  return s.kind === "const" && s.value.kind === "tagged_immediate" && s.value.value === n;
}

function isVar(s: Simple, v: Variable): boolean {
  return s.kind === "var" && s.name === v;
}

/** The bounds of the counter when `e` is a `for` loop of the shape above (read before `e` is simplified, in `env` where it starts). */
export function forLoopBounds(e: LetCont, env: TypingEnv): LoopBounds | undefined {
  if (!e.recursive || e.handlers.length !== 1) return undefined;
  const h = e.handlers[0]!;
  if (h.isExnHandler) return undefined;
  const back = soleJumpInArm(h.handler, h.cont, 0);
  if (back === undefined || back.scrutinee.kind !== "var") return undefined;
  const defs = primsBound(h.handler);
  const done = defs.get(back.scrutinee.name);
  if (!isTaggedComparison(done, "eq")) return undefined;
  // `done = (i = hi)` or `(hi = i)`, i a parameter whose argument on the back edge is `i + 1`.
  for (const [i, hi] of [
    [done.arg1, done.arg2],
    [done.arg2, done.arg1],
  ] as const) {
    if (i.kind !== "var") continue;
    const index = h.params.findIndex((p) => p.name === i.name);
    if (index < 0) continue;
    if (hi.kind !== "const" && (hi.kind !== "var" || !isInScope(env, hi.name))) continue;
    if (hi.kind === "const" && hi.value.kind !== "tagged_immediate") continue;
    const next = back.jump.args[index];
    if (next === undefined || next.kind !== "var") continue;
    const inc = defs.get(next.name);
    if (
      inc === undefined ||
      inc.kind !== "binary" ||
      inc.op.kind !== "int_arith" ||
      inc.op.int !== "tagged_immediate" ||
      inc.op.op !== "add" ||
      !((isVar(inc.arg1, i.name) && isConst(inc.arg2, 1)) || (isConst(inc.arg1, 1) && isVar(inc.arg2, i.name)))
    ) {
      continue;
    }
    const bounds = entryBounds(e, env, index, hi);
    if (bounds !== undefined) return bounds;
  }
  return undefined;
}

/** The entry: the body's only jump to the loop, taken where `lo <= hi` holds. */
function entryBounds(e: LetCont, env: TypingEnv, index: number, hi0: Simple): LoopBounds | undefined {
  const h = e.handlers[0]!;
  const entry = soleJumpInArm(e.body, h.cont, 1);
  if (entry === undefined) return undefined;
  const lo0 = entry.jump.args[index];
  if (lo0 === undefined) return undefined;
  if (lo0.kind === "var" && !isInScope(env, lo0.name)) return undefined;
  if (lo0.kind === "const" && lo0.value.kind !== "tagged_immediate") return undefined;
  const lo = canonicalSimple(env, lo0);
  const hi = canonicalSimple(env, hi0);
  const enter = entry.scrutinee.kind === "var" ? primsBound(e.body).get(entry.scrutinee.name) : undefined;
  // The test guarding the entry: bound in the body, or computed before the loop (its memory).
  if (enter !== undefined) {
    const sameArgs = (a: Simple, b: Simple): boolean => equalSimples(canonicalSimple(env, a), lo) && equalSimples(canonicalSimple(env, b), hi);
    if (isTaggedComparison(enter, "le") && sameArgs(enter.arg1, enter.arg2)) return { index, lo, hi };
    if (isTaggedComparison(enter, "ge") && sameArgs(enter.arg2, enter.arg1)) return { index, lo, hi };
    return undefined;
  }
  const scrutinee = canonicalSimple(env, entry.scrutinee);
  for (const p of [comparison("le", lo, hi), comparison("ge", hi, lo)]) {
    const earlier = findCommonSubexpression(env, p, "comparisons");
    if (earlier !== undefined && equalSimples(earlier, scrutinee)) return { index, lo, hi };
  }
  return undefined;
}

/**
 * The handler's env with the answers of the comparisons of the counter `i` with its bounds
 * remembered (as results of the comparisons computed earlier: names bound to the constants).
 */
export function withLoopBounds(dacc: DownwardAcc, env0: TypingEnv, i: Simple, b: LoopBounds): TypingEnv {
  let env = env0;
  const remember = (p: Primitive, answer: boolean): void => {
    const v = dacc.names.variable("known");
    env = defineVariable(env, v, "value", alias(simpleConst(taggedImmediate(answer ? 1 : 0)), "value"));
    env = recordCommonSubexpression(env, p, v, "comparisons");
  };
  // lo <= i
  remember(comparison("ge", i, b.lo), true);
  remember(comparison("le", b.lo, i), true);
  remember(comparison("lt", i, b.lo), false);
  remember(comparison("gt", b.lo, i), false);
  // i <= hi
  remember(comparison("le", i, b.hi), true);
  remember(comparison("ge", b.hi, i), true);
  remember(comparison("gt", i, b.hi), false);
  remember(comparison("lt", b.hi, i), false);
  return env;
}
