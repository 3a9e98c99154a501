// The benefit of inlining (manual section 21.3.5): the operations that simplifying a body in the
// caller's context removes, each weighed by its `-inline-*-cost`, scaled down under branches
// (the call site may be on a cold path). The operations are counted in the body before and
// after simplification, "before" including the code copied into the body while it is simplified
// (bodies inlined in it, handlers specialised in it: `noteCopied`), so that what is removed from
// those counts too; a category that still grows contributes nothing rather than a penalty: the
// size check accounts for growth.
import { assertNever } from "../../common/assert_never.js";
import { forEachExpr, type Code, type Expr, type Named } from "../../flambda/index.js";
import type { DownwardEnv } from "../env/downward_env.js";
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

/** The operations of a code's body, counted once: a property of the code (which is immutable), not of a round. */
export function operationsOfCode(code: Code): Operations {
  let ops = operationsOfCodes.get(code);
  if (ops === undefined) {
    ops = countOperations(code.body);
    operationsOfCodes.set(code, ops);
  }
  return ops;
}

const operationsOfCodes = new WeakMap<Code, Operations>();

export function addOperations(a: Operations, b: Operations): Operations {
  return {
    allocations: a.allocations + b.allocations,
    branches: a.branches + b.branches,
    directCalls: a.directCalls + b.directCalls,
    indirectCalls: a.indirectCalls + b.indirectCalls,
    primitives: a.primitives + b.primitives,
  };
}

/**
 * Notes, inside a speculation, code copied into the body being simplified: a body inlined
 * there, a handler specialised to a use. Its operations count as operations the speculation
 * started with: the copy stands for work the program did (in the callee, in the handler), so what
 * simplification then removes from it is removed work, and what it keeps cancels out. Without
 * this, a callee inlined inside the speculation brings operations that only seem added, and the
 * ones its simplification removes (its closure's loads, its calls made direct) are never seen.
 */
export function noteCopied(denv: DownwardEnv, ops: Operations): void {
  const c = denv.copied;
  if (c === undefined) return;
  c.allocations += ops.allocations;
  c.branches += ops.branches;
  c.directCalls += ops.directCalls;
  c.indirectCalls += ops.indirectCalls;
  c.primitives += ops.primitives;
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
