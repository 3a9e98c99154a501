// The bounds on what Simplify does, whatever the program: the work of a round and the growth of
// the code. Attributes and parameters ask for inlining, unrolling and specialisation; these make
// sure no combination of them (a recursive function declared `[@inline]` whose copies are copied
// again in every round, a chain of small functions each calling the one before twice, nested
// speculations) can make a compilation run away. Reaching a bound is a decision, not an error:
// from there on the round inlines and specialises nothing more, and the inlining report says
// why at each call it leaves.
//
// - Work: each round has fuel, a number of steps (one per term simplified, plus the size of each
//   copy made) proportional to the size of the unit it starts from. The rounds of the benchmark
//   programs and of a generated 10,000-line program take at most 8 steps per unit of size; the
//   fuel is 40 per unit, plus a constant for small units that inline much of the library.
// - Growth: the unit's code (its toplevel and every function body, as `exprSize` counts) may
//   grow to `growthFactor` times its size before the first round plus `growthAllowance`.
//   Inlining, unrolling and specialisation made outside a speculation spend the growth their
//   copies add (a speculation's own nested inlining is paid for when it is adopted, by the size
//   of its simplified body). On the benchmark programs, the code after -O3 is at most 1.4 times
//   its size before Simplify.
import { exprSize, forEachExpr, type Expr } from "../../flambda/index.js";

export const fuelBase = 50_000;
/**
 * The size a function's body (or a unit's toplevel code) may reach by inlining: about 30 to 45 KB
 * of V8 bytecode (the emitted code takes 10 to 15 bytes of bytecode per unit of size), under the
 * 60 KB beyond which V8 never optimises a function. A toplevel with a hot loop, grown past that
 * by inlining at -O3, ran ten times slower than at -O0: every loop in it stayed interpreted.
 */
export const maxFunctionSize = 3_000;
export const fuelPerSize = 40;
export const growthFactor = 4;
export const growthAllowance = 2_000;

/** The size of a unit's code: its toplevel term and every function body in it. */
export function unitCodeSize(root: Expr): number {
  let size = exprSize(root);
  forEachExpr(root, { intoCode: true }, (e) => {
    if (e.kind === "let" && e.named.kind === "static_consts") {
      for (const c of e.named.consts) if (c.kind === "code") size += c.code.size;
    }
  });
  return size;
}

/** What a round may spend, given the size of the unit before any round and at the start of this one. */
export interface RoundBudget {
  readonly fuel: number;
  /** The growth the round's copies may add, at most. */
  readonly growth: number;
  /** The size the unit's code may reach. */
  readonly sizeLimit: number;
}

export function roundBudget(initialSize: number, currentSize: number, fuel: number | undefined): RoundBudget {
  const sizeLimit = growthFactor * initialSize + growthAllowance;
  return {
    fuel: fuel ?? fuelBase + fuelPerSize * currentSize,
    growth: Math.max(0, sizeLimit - currentSize),
    sizeLimit,
  };
}

/** What inlining may still add to the body of the function being simplified (shared by its copies, it shrinks). */
export interface FunctionBudget {
  left: number;
  readonly limit: number;
}

/** The budget of a function body (or toplevel) of `size` at the start of a round. */
export function functionBudget(size: number): FunctionBudget {
  return { left: Math.max(0, maxFunctionSize - size), limit: maxFunctionSize };
}

/**
 * Why a copy is not made: the round's fuel is spent, the unit's code has grown as far as it may,
 * or the function it would go into has.
 */
export type BudgetRefusal =
  | { readonly kind: "out_of_fuel"; readonly fuel: number }
  | { readonly kind: "growth_limit"; readonly growth: number; readonly left: number; readonly limit: number }
  | { readonly kind: "function_size"; readonly growth: number; readonly left: number; readonly limit: number };

/** The refusal in a user's words, after "not inlined: " or "not specialised: ". */
export function describeRefusal(r: BudgetRefusal): string {
  switch (r.kind) {
    case "out_of_fuel":
      return `this round has spent its budget of ${r.fuel} steps, so it inlines nothing more (a bound on the compiler's work)`;
    case "growth_limit":
      return `the copy would add ${r.growth} to the code, which may grow only ${r.left} more (to ${r.limit}, a bound on the code's growth)`;
    case "function_size":
      return (
        `the copy would add ${r.growth} to the function it goes into, which may grow only ${r.left} more ` +
        `(to ${r.limit}: beyond that the JavaScript engine would not optimise it)`
      );
    default: {
      const never: never = r;
      return never;
    }
  }
}
