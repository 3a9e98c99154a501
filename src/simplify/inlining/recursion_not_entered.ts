// A call to a recursive function that the call's constant arguments make leave at once: the body
// tests them first (`match l with [] -> ... | ...`, `if n = 0 then ...`) and the constants decide
// the test for the branch without a recursive call. Inlining it is then not unrolling: no copy of
// the recursion comes with the body. So such a call, which the rules of recursive functions would
// leave a call (`-inline-max-unroll`), is simplified speculatively in its context like any other
// function's, and inlined when no call back into the function is left in the result and the
// benefit exceeds the growth in code size. A specialised copy called on `[]`, as the last call of
// `List.iter f [x]` unrolled, becomes what `[]` does: nothing.
//
// Only a closed function (its recursive calls are to itself) is tried, only when a test at its
// entry is decided by the constants (so that the speculation is not made where it could not
// succeed), within the bounds any speculation has (`-inline` or `-inline-toplevel`, what an
// enclosing speculation has left, `-inline-max-depth`, the round's budget), and not in
// `-Oclassic`, which inlines no recursive function.
import { forEachExpr, primitiveArgs, type Apply, type Code, type Expr, type Simple } from "../../flambda/index.js";
import type { Context } from "../env/context.js";
import type { DownwardEnv } from "../env/downward_env.js";
import { atRound } from "../env/options.js";
import { codeFacts } from "../specialisation/code_facts.js";
import { decideAfterSpeculation, type InliningDecision, type Speculate } from "./inlining_decision.js";
import { speculate, type Speculation } from "./speculation.js";

/** The sets of parameters (by position) whose values, known together, decide a test the body makes at its entry. */
function entryTests(c: Code): readonly (readonly number[])[] {
  const known = testsOfCode.get(c);
  if (known !== undefined) return known;
  const index = new Map<string, number>();
  c.params.forEach((p, i) => index.set(p.name, i));
  // Variables computed at the entry from parameters (and constants) only: the parameters they depend on.
  const derived = new Map<string, readonly number[]>();
  const dependsOn = (x: Simple): readonly number[] | undefined => {
    if (x.kind === "const") return [];
    if (x.kind !== "var") return undefined;
    const i = index.get(x.name);
    return i !== undefined ? [i] : derived.get(x.name);
  };
  const tests: (readonly number[])[] = [];
  let e: Expr = c.body;
  for (;;) {
    if (e.kind === "let") {
      const n = e.named;
      if (n.kind === "prim" && e.bound.kind === "singleton" && isTest(n.prim)) {
        const deps = primitiveArgs(n.prim).map(dependsOn);
        if (deps.every((d) => d !== undefined)) derived.set(e.bound.var, [...new Set(deps.flat() as number[])]);
      }
      e = e.body;
    } else if (e.kind === "let_cont" && !e.recursive) e = e.body;
    else break;
  }
  if (e.kind === "switch") {
    const d = dependsOn(e.scrutinee);
    if (d !== undefined && d.length > 0) tests.push(d);
  }
  testsOfCode.set(c, tests);
  return tests;
}

/** The primitives whose result a constant argument decides and that a function's entry test is made of. */
function isTest(p: Parameters<typeof primitiveArgs>[0]): boolean {
  if (p.kind === "unary") return p.op.kind === "is_int" || p.op.kind === "get_tag" || p.op.kind === "untag_immediate" || p.op.kind === "tag_immediate";
  if (p.kind === "binary") return p.op.kind === "int_comp" || p.op.kind === "phys_equal" || p.op.kind === "phys_not_equal";
  return false;
}

/** `entryTests`' answers, a property of the code (which is immutable). */
const testsOfCode = new WeakMap<Code, readonly (readonly number[])[]>();

/** Whether the body of `result` still calls `code`. */
function callsItself(result: Expr, code: Code): boolean {
  let found = false;
  forEachExpr(result, { intoCode: true }, (e) => {
    if (e.kind === "apply" && e.callKind.kind === "direct" && e.callKind.codeId === code.codeId) found = true;
  });
  return found;
}

/**
 * For a direct call to recursive `code` that the inlining rules refused as recursive: the
 * speculation that inlines it, with its decision, when the constants among `args` decide the
 * entry test and the simplified body neither calls the function again nor costs more than it gains.
 */
export function speculateRecursionNotEntered(
  ctx: Context,
  denv: DownwardEnv,
  call: Apply,
  code: Code,
  callee: Simple,
  args: readonly Simple[],
): { readonly speculation: Speculation; readonly decision: InliningDecision } | undefined {
  const dacc = ctx.dacc;
  const options = dacc.options;
  if (options.mode === "classic" || call.continuation === "never_returns" || dacc.tryingACopy) return undefined;
  const tests = entryTests(code);
  if (!tests.some((t) => t.every((i) => args[i]?.kind === "const"))) return undefined;
  if (!codeFacts(code).closed) return undefined;
  if (denv.inliningDepth >= atRound(options.inlineMaxDepth, dacc.round)) return undefined;
  // Not inside a copy this rule made of the same function (the speculation's own recursive calls).
  if ((denv.unrolling?.get(code.codeId)?.done ?? 0) > Math.max(0, atRound(options.inlineMaxUnroll, dacc.round))) return undefined;
  const outer = denv.speculation;
  const flag = denv.atToplevel && outer === undefined ? "-inline-toplevel" : "-inline";
  const budget = outer ?? (() => {
    const threshold = atRound(flag === "-inline-toplevel" ? options.inlineToplevel : options.inline, dacc.round);
    return { left: threshold, limit: threshold, flag } as const;
  })();
  if (code.size > budget.left) return undefined;
  if (dacc.refusal(code.size, denv.body) !== undefined) return undefined;
  const plan: Speculate = { kind: "speculate", budget: outer ?? { ...budget }, unroll: false };
  const provisional: InliningDecision = { kind: "inline", reason: { kind: "beneficial", benefit: 0, growth: 0, size: 0, unroll: false, lifting: 0 } };
  const s = dacc.search("speculation", () => speculate(ctx, denv, call, code, callee, args, plan, provisional));
  if (callsItself(s.body, code)) return undefined;
  const decision = decideAfterSpeculation(s.benefit, s.size, false, s.lifting);
  return decision.kind === "inline" ? { speculation: s, decision } : undefined;
}
