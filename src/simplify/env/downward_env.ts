// The downward environment (seed 001): what holds at the current point of the downward pass.
// Immutable: a `Let_cont` keeps the one it was reached with, to join its uses over it.
import type { CodeId } from "../../flambda/index.js";
import type { TypingEnv } from "../../types/index.js";
import type { FunctionBudget } from "./round_budget.js";

export interface DownwardEnv {
  readonly typing: TypingEnv;
  /** How many inlined bodies enclose this point. */
  readonly inliningDepth: number;
  /** Whether this point is outside any function (toplevel code runs once). */
  readonly atToplevel: boolean;
  /** How many conditional branches enclose this point (for the benefit scaling of section 21.4). */
  readonly branchDepth: number;
  /** Inside a speculative inlining (`speculation.ts`): the budget its whole search shares. */
  readonly speculation?: SpeculationBudget;
  /**
   * Inside a speculative inlining: the operations of the code copied into the body being
   * simplified (bodies inlined in it, handlers specialised in it), its own, not shared with an
   * enclosing or nested speculation (`benefit.ts`).
   */
  readonly copied?: CopiedOperations;
  /** Inside a function: the static group its code is bound in, where constants are lifted (`lift_constants.ts`). */
  readonly liftTo?: number;
  /** For recursive code inlined around this point: how often, and how many `[@unrolled]` copies remain. */
  readonly unrolling?: ReadonlyMap<CodeId, Unrolling>;
  /** Outside functions: the innermost static group lexically enclosing this point (where toplevel constants are lifted). */
  readonly toplevelGroup?: number;
  /** Outside functions, inside a continuation's body or a recursive handler: static groups here are not where toplevel constants go. */
  readonly offSpine?: boolean;
  /** Outside functions, in a loop's handler: the code here does not run once (`inlining_decision.ts`). */
  readonly inLoop?: boolean;
  /** In the body of a wrapper (`remove_unused_arguments.ts`): the call it makes stays a call. */
  readonly inWrapper?: boolean;
  /** What inlining may still add to the function (or toplevel) this point is in (`round_budget.ts`). */
  readonly body?: FunctionBudget;
}

/** What is left of `-inline` (or `-inline-toplevel`) for one speculative search; shared, it shrinks. */
export interface SpeculationBudget {
  left: number;
  readonly limit: number;
  readonly flag: "-inline" | "-inline-toplevel";
}

/** Operations counted as `benefit.ts` counts them, added to as code is copied. */
export interface CopiedOperations {
  allocations: number;
  branches: number;
  directCalls: number;
  indirectCalls: number;
  primitives: number;
}

export interface Unrolling {
  /** How many copies of the code enclose this point. */
  readonly done: number;
  /** How many more copies `[@unrolled n]` asks for (recursive calls inside a copy get n - 1). */
  readonly forced: number;
}

export function withTyping(denv: DownwardEnv, typing: TypingEnv): DownwardEnv {
  return { ...denv, typing };
}
