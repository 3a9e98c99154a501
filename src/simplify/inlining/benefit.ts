// The benefit of inlining (manual section 21.3.5): the operations that simplifying a body in the
// caller's context removes, each weighed by its `-inline-*-cost`, scaled down under branches
// (the call site may be on a cold path). The operations are counted in the body before and
// after simplification; a category that grows (a nested inlined body brings its own
// primitives) contributes nothing rather than a penalty: the size check accounts for growth.
import { assertNever } from "../../common/assert_never.js";
import { forEachExpr, type Expr, type Named } from "../../flambda/index.js";
import { atRound, type SimplifyOptions } from "../env/options.js";

/** How many operations of each kind a term performs (counted once per occurrence, not per run). */
export interface Operations {
  readonly allocations: number;
  readonly branches: number;
  readonly directCalls: number;
  readonly indirectCalls: number;
  readonly primitives: number;
}

export const noOperations: Operations = { allocations: 0, branches: 0, directCalls: 0, indirectCalls: 0, primitives: 0 };

/** Counts the operations of a term (code bound inside it is not counted: it does not run here). */
export function countOperations(root: Expr): Operations {
  let allocations = 0;
  let branches = 0;
  let directCalls = 0;
  let indirectCalls = 0;
  let primitives = 0;
  const named = (n: Named): void => {
    switch (n.kind) {
      case "simple":
      case "static_consts":
        return;
      case "set_of_closures":
        allocations++;
        return;
      case "prim": {
        const p = n.prim;
        if (p.kind === "variadic" || (p.kind === "unary" && p.op.kind === "box_number")) allocations++;
        else primitives++;
        return;
      }
      default:
        assertNever(n);
    }
  };
  forEachExpr(root, { intoCode: false }, (e) => {
    switch (e.kind) {
      case "let":
        named(e.named);
        break;
      case "let_cont":
        break;
      case "apply":
        if (e.callKind.kind === "direct" || e.callKind.kind === "c_call") directCalls++;
        else indirectCalls++;
        break;
      case "apply_cont":
        break;
      case "switch":
        if (e.arms.length > 1) branches++;
        break;
      case "invalid":
        break;
      default:
        assertNever(e);
    }
  });
  return { allocations, branches, directCalls, indirectCalls, primitives };
}

/** What `before` has that `after` no longer has, per category (never negative). */
export function removedOperations(before: Operations, after: Operations): Operations {
  return {
    allocations: Math.max(0, before.allocations - after.allocations),
    branches: Math.max(0, before.branches - after.branches),
    directCalls: Math.max(0, before.directCalls - after.directCalls),
    indirectCalls: Math.max(0, before.indirectCalls - after.indirectCalls),
    primitives: Math.max(0, before.primitives - after.primitives),
  };
}

/** The operations' cost with the round's `-inline-*-cost` parameters. */
export function costOf(ops: Operations, options: SimplifyOptions, round: number): number {
  return (
    ops.allocations * atRound(options.inlineAllocCost, round) +
    ops.branches * atRound(options.inlineBranchCost, round) +
    ops.directCalls * atRound(options.inlineCallCost, round) +
    ops.indirectCalls * atRound(options.inlineIndirectCost, round) +
    ops.primitives * atRound(options.inlinePrimCost, round)
  );
}

/** The probability that a point under `depth` branches is hot: 1/(1+f)^depth, f = `-inline-branch-factor`. */
export function hotness(options: SimplifyOptions, round: number, depth: number): number {
  const f = atRound(options.inlineBranchFactor, round);
  return f <= 0 || depth <= 0 ? 1 : 1 / Math.pow(1 + f, depth);
}
