// Inlining decisions at a call site (manual sections 21.3-21.6), each a value with its reason so
// that the inlining report and warning 55 can say why in a user's words.
//
// The order of the tests: attributes at the call site, then at the definition; what makes a copy
// impossible; recursion (unrolling, bounded by `-inline-max-unroll` or `[@unrolled n]`); the
// depth of nested inlining (`-inline-max-depth`); then, with `-Oclassic`, the size of the body
// against a call plus `-inline`. Otherwise a body no larger than the call is inlined outright, as
// is a function called from this place only (its definition goes, so nothing grows), a body over
// the threshold (`-inline`, or `-inline-toplevel` outside functions and loops for a body without a loop, less what an
// enclosing speculation has used) is not, and any other is simplified speculatively in the
// call's context: `decideAfterSpeculation` weighs the benefit against the growth.
import { someExpr, type Apply, type Code } from "../../flambda/index.js";
import type { DownwardEnv, SpeculationBudget } from "../env/downward_env.js";
import { hotness } from "./benefit.js";
import { atRound, type SimplifyOptions } from "../env/options.js";
import { describeRefusal, type BudgetRefusal } from "../env/round_budget.js";

export type InliningDecision =
  | { readonly kind: "inline"; readonly reason: InlineReason }
  | { readonly kind: "dont_inline"; readonly reason: DontInlineReason }
  /** A recursive function not inlined, copied for this call with its invariant arguments known (section 21.4). */
  | { readonly kind: "specialise"; readonly reason: SpecialiseReason }
  | { readonly kind: "dont_specialise"; readonly reason: DontSpecialiseReason };

export type SpecialiseReason = {
  /** The parameters specialised, with what they are known to be. */
  readonly args: readonly string[];
  /** Where an attribute forced it: `[@specialised]` at the call site, `[@@specialise]` on the definition. */
  readonly forced: "call_site" | "definition" | undefined;
  readonly benefit: number;
  readonly growth: number;
  /** The copy made for an earlier call with the same arguments is reused. */
  readonly reused: boolean;
};

export type DontSpecialiseReason =
  | { readonly kind: "too_large"; readonly size: number; readonly threshold: number; readonly flag: Flag }
  | { readonly kind: "not_beneficial"; readonly args: readonly string[]; readonly benefit: number; readonly growth: number }
  | { readonly kind: "round_budget"; readonly refusal: BudgetRefusal };

export type Flag = "-inline" | "-inline-toplevel";

export type InlineReason =
  | { readonly kind: "attribute_always"; readonly where: "call_site" | "definition"; readonly hint: boolean }
  /** A wrapper made by the compiler; `wrapper` for one made by `-remove-unused-arguments` or `-unbox-closures`. */
  | { readonly kind: "stub"; readonly wrapper: boolean }
  /** `-Oclassic`: the body is smaller than a call plus `-inline`. */
  | { readonly kind: "small_enough"; readonly size: number; readonly threshold: number }
  /** The body is no larger than the call it replaces. */
  | { readonly kind: "no_larger_than_call"; readonly size: number; readonly callSize: number }
  /** `[@unrolled n]`: `remaining` copies were still asked for. */
  | { readonly kind: "unrolled"; readonly remaining: number }
  /** The function's only use is this call: inlining it removes its definition, so nothing grows. */
  | { readonly kind: "called_once"; readonly size: number }
  /** Nothing known of the arguments, but the call alone outweighs the small growth. */
  | { readonly kind: "call_outweighs_growth"; readonly benefit: number; readonly growth: number; readonly scale?: BranchScale }
  /** Speculation: what simplification removed outweighs what the copy adds. */
  | {
      readonly kind: "beneficial";
      readonly benefit: number;
      readonly growth: number;
      readonly size: number;
      readonly unroll: boolean;
      /** How much of the benefit is the bias for functors applied at toplevel. */
      readonly lifting: number;
      readonly scale?: BranchScale;
    };

/** How the benefit of a call under branches was scaled (`-inline-branch-factor`): by 1/(1+factor)^branches. */
export interface BranchScale {
  readonly branches: number;
  readonly factor: number;
}

/** The scaling of benefits at this point, when there is one (some branches enclose it and the factor is not 0). */
export function branchScale(options: SimplifyOptions, round: number, denv: DownwardEnv): BranchScale | undefined {
  const factor = atRound(options.inlineBranchFactor, round);
  return factor > 0 && denv.branchDepth > 0 ? { branches: denv.branchDepth, factor } : undefined;
}

function describeScale(s: BranchScale | undefined): string {
  if (s === undefined) return "";
  const h = Math.round((1 / Math.pow(1 + s.factor, s.branches)) * 1000) / 1000;
  return ` (scaled by ${h} for ${s.branches} enclosing branch${s.branches === 1 ? "" : "es"}, -inline-branch-factor ${s.factor})`;
}

export type DontInlineReason =
  | { readonly kind: "attribute_never"; readonly where: "call_site" | "definition" }
  | { readonly kind: "recursive" }
  | { readonly kind: "unroll_limit"; readonly done: number; readonly limit: number }
  | { readonly kind: "max_depth"; readonly depth: number; readonly limit: number }
  | { readonly kind: "too_large"; readonly size: number; readonly threshold: number; readonly flag: Flag }
  | { readonly kind: "budget_exhausted"; readonly size: number; readonly left: number; readonly limit: number; readonly flag: Flag }
  | { readonly kind: "not_beneficial"; readonly benefit: number; readonly growth: number; readonly size: number; readonly scale?: BranchScale }
  /** Not speculated: nothing known of the arguments, so the call alone would go. */
  | { readonly kind: "nothing_known"; readonly benefit: number; readonly growth: number; readonly scale?: BranchScale }
  | { readonly kind: "not_copyable" }
  /** The call of a wrapper (`-remove-unused-arguments`, `-unbox-closures`) to the function's worker. */
  | { readonly kind: "in_wrapper" }
  | { readonly kind: "never_returns" }
  | { readonly kind: "unknown_function" }
  | { readonly kind: "arity_mismatch"; readonly args: number; readonly params: number }
  /** The round's fuel is spent or the code has grown as far as it may (`round_budget.ts`). */
  | { readonly kind: "round_budget"; readonly refusal: BudgetRefusal };

/** Not decided yet: simplify the body speculatively, charging `budget` (fresh or an enclosing search's). */
export interface Speculate {
  readonly kind: "speculate";
  readonly budget: SpeculationBudget;
  readonly unroll: boolean;
}

/** Inlining bodies forced by attributes nests at most this deep (a guard against `[@inline]` cycles through higher-order code). */
export const forcedDepthLimit = 32;

/** The size of a direct call (as `exprSize` counts it): what an inlined body replaces. */
export const directCallSize = 3;

export function decideInlining(
  options: SimplifyOptions,
  round: number,
  denv: DownwardEnv,
  apply: Apply,
  code: Code,
  copyable: boolean,
): InliningDecision | Speculate {
  const site = apply.inlined;
  const def = code.attributes.inline;
  const no = (reason: DontInlineReason): InliningDecision => ({ kind: "dont_inline", reason });
  const yes = (reason: InlineReason): InliningDecision => ({ kind: "inline", reason });
  if (denv.inWrapper === true) return no({ kind: "in_wrapper" });
  // A wrapper that changes how the function is called is always inlined (its call takes the
  // attributes of the call it replaces: an attribute is about the function, not its wrapper).
  if (code.attributes.wrapper && apply.continuation !== "never_returns") return yes({ kind: "stub", wrapper: true });
  if (site.kind === "never") return no({ kind: "attribute_never", where: "call_site" });
  const siteForces = site.kind === "always" || site.kind === "hint";
  if (def === "never" && !siteForces && !(site.kind === "unroll" && site.count > 0)) return no({ kind: "attribute_never", where: "definition" });
  if (apply.continuation === "never_returns") return no({ kind: "never_returns" });
  if (!copyable) return no({ kind: "not_copyable" });
  const defForces = def === "always" || def === "hint";
  const forced = siteForces || (site.kind === "default" && defForces);
  const forcedReason = (): InlineReason =>
    siteForces
      ? { kind: "attribute_always", where: "call_site", hint: site.kind === "hint" }
      : { kind: "attribute_always", where: "definition", hint: def === "hint" };
  let unroll = false;
  if (code.recursive) {
    const u = denv.unrolling?.get(code.codeId);
    const done = u?.done ?? 0;
    // Inside a copy, the recursive calls are as if annotated `[@unrolled n-1]` (their own
    // attribute, copied with the body, counts no more than that).
    const asked = u !== undefined ? (site.kind === "unroll" || site.kind === "default" ? u.forced : 0) : site.kind === "unroll" ? site.count : 0;
    if (asked > 0) return yes({ kind: "unrolled", remaining: asked });
    // An attribute substitutes the body once; the recursive calls in the copy are ordinary.
    if (forced && done === 0 && denv.inliningDepth < forcedDepthLimit) return yes(forcedReason());
    if (options.mode === "classic") return no({ kind: "recursive" });
    const limit = atRound(options.inlineMaxUnroll, round);
    if (limit <= 0) return no({ kind: "recursive" });
    if (done >= limit) return no({ kind: "unroll_limit", done, limit });
    unroll = true;
  } else if (forced) {
    if (denv.inliningDepth >= forcedDepthLimit) return no({ kind: "max_depth", depth: denv.inliningDepth, limit: forcedDepthLimit });
    return yes(forcedReason());
  }
  if (code.attributes.stub && !unroll) return yes({ kind: "stub", wrapper: false });
  // `-Oclassic` heeds only `-inline`: its nesting is bounded by the guard on attributes' nesting.
  const depthLimit = options.mode === "classic" ? forcedDepthLimit : atRound(options.inlineMaxDepth, round);
  if (denv.inliningDepth >= depthLimit) return no({ kind: "max_depth", depth: denv.inliningDepth, limit: depthLimit });
  // `-inline-toplevel` is for code that runs once: not for a body with a loop of its own, nor at a
  // call in a loop outside functions, judged as in a function. Measured on bench/programs/raytrace
  // at -O3, where the benefit of its `shade` (size 94, called in the toplevel loop) came to exceed
  // the growth once the code it inlines counted in its benefit: inlined, the program took 18% more
  // CPU time (the median of 15 paired runs), with 38% fewer calls.
  const flag: Flag = denv.atToplevel && denv.inLoop !== true && denv.speculation === undefined && !containsLoop(code) ? "-inline-toplevel" : "-inline";
  if (options.mode === "classic") {
    // Decided as at the definition: the body's size against a call plus `-inline`.
    const threshold = atRound(options.inlineCallCost, round) + atRound(options.inline, round);
    if (code.size <= threshold) return yes({ kind: "small_enough", size: code.size, threshold });
    return no({ kind: "too_large", size: code.size, threshold, flag: "-inline" });
  }
  if (code.size <= directCallSize && !unroll) return yes({ kind: "no_larger_than_call", size: code.size, callSize: directCallSize });
  const outer = denv.speculation;
  // A function called from this place only: the copy replaces the definition (which goes once
  // the call is gone), so the code does not grow. Inside a speculation, it still has to fit.
  if (code.attributes.calledOnce && !unroll && (outer === undefined || code.size <= outer.left)) return yes({ kind: "called_once", size: code.size });
  if (outer !== undefined) {
    if (code.size > outer.left) return no({ kind: "budget_exhausted", size: code.size, left: outer.left, limit: outer.limit, flag: outer.flag });
    return { kind: "speculate", budget: outer, unroll };
  }
  const threshold = atRound(flag === "-inline-toplevel" ? options.inlineToplevel : options.inline, round);
  if (code.size > threshold) return no({ kind: "too_large", size: code.size, threshold, flag });
  return { kind: "speculate", budget: { left: threshold, limit: threshold, flag }, unroll };
}

/**
 * Whether the body of `code` has a loop of its own (a recursive continuation; the functions it
 * defines are apart). Outside functions such a body is judged by `-inline`, not by the larger
 * `-inline-toplevel`: that threshold is for what code run once gains from a copy (a functor's
 * application lifted to constants, its closures known), and a loop gains nothing there but a
 * worse place to run. Code outside functions runs once, so a JavaScript engine compiles it from
 * a hot loop's entry (on-stack replacement), without type feedback for the parts not yet run,
 * and throws that code away on reaching each of them; the function called instead is compiled
 * with its calls' feedback. Measured on bench/programs/fft at -O3, whose second round copied the
 * transform (size 308) into the toplevel loop that calls it: 0.75 s of CPU time against 0.65 s
 * with the call kept. Small functions with a loop (`Array.iteri` and the like, within
 * `-inline`) are still copied: what their closure argument's body gains there outweighs it.
 */
function containsLoop(code: Code): boolean {
  const known = loops.get(code);
  if (known !== undefined) return known;
  const found = someExpr(code.body, { intoCode: false }, (e) => e.kind === "let_cont" && e.recursive);
  loops.set(code, found);
  return found;
}

/** `containsLoop`'s answers, a property of the code (which is immutable). */
const loops = new WeakMap<Code, boolean>();

/**
 * The growth in code size inlining `code` here adds, as the round's bound on growth counts it:
 * nothing for a function called from this place only, whose definition goes with the call.
 */
export function growthOfInlining(d: InliningDecision | Speculate, code: Code): number {
  if (d.kind === "inline" && d.reason.kind === "called_once") return 0;
  return code.size - directCallSize;
}

/** The decision once the body has been simplified in context: inline when the benefit exceeds the growth. */
export function decideAfterSpeculation(benefit: number, size: number, unroll: boolean, lifting: number, scale?: BranchScale): InliningDecision {
  const growth = size - directCallSize;
  const rounded = Math.round(benefit * 100) / 100;
  const scaled = scale === undefined ? {} : { scale };
  if (benefit > growth) return { kind: "inline", reason: { kind: "beneficial", benefit: rounded, growth, size, unroll, lifting, ...scaled } };
  return { kind: "dont_inline", reason: { kind: "not_beneficial", benefit: rounded, growth, size, ...scaled } };
}

/**
 * The decision when the call site knows nothing of the arguments that the callee's definition
 * did not: simplifying the body again would remove the call and nothing else (no speculation).
 */
export function decideWithoutSpeculation(options: SimplifyOptions, round: number, denv: DownwardEnv, code: Code): InliningDecision {
  const growth = code.size - directCallSize;
  const benefit = Math.round(atRound(options.inlineCallCost, round) * hotness(options, round, denv.branchDepth) * 100) / 100;
  const scale = branchScale(options, round, denv);
  const scaled = scale === undefined ? {} : { scale };
  if (benefit > growth) return { kind: "inline", reason: { kind: "call_outweighs_growth", benefit, growth, ...scaled } };
  return { kind: "dont_inline", reason: { kind: "nothing_known", benefit, growth, ...scaled } };
}

/** The reason in words, for the report. */
export function describeDecision(d: InliningDecision): string {
  if (d.kind === "inline") {
    const r = d.reason;
    switch (r.kind) {
      case "attribute_always":
        if (r.where === "call_site") return r.hint ? "inlined: [@inlined hint] at the call site" : "inlined: [@inlined] at the call site";
        return r.hint ? "inlined: the function is declared [@inline hint]" : "inlined: the function is declared [@inline]";
      case "stub":
        return r.wrapper
          ? "inlined: the wrapper that passes the function fewer arguments or its closure's values (-remove-unused-arguments, -unbox-closures)"
          : "inlined: a wrapper made by the compiler";
      case "small_enough":
        return `inlined: its size ${r.size} is within the threshold ${r.threshold} (a call plus -inline, -Oclassic)`;
      case "no_larger_than_call":
        return `inlined: its size ${r.size} is no larger than the call's (${r.callSize})`;
      case "unrolled":
        return `inlined: [@unrolled ${r.remaining}] unrolls the recursive function`;
      case "called_once":
        return `inlined: the function is called only here, so its definition (size ${r.size}) goes with the call`;
      case "call_outweighs_growth":
        return `inlined: nothing is known of its arguments, but the call's cost ${r.benefit}${describeScale(r.scale)} exceeds the growth in code size ${r.growth}`;
      case "beneficial":
        return (
          `inlined${r.unroll ? " (unrolling the recursive function once)" : ""}: simplified in context, ` +
          `its benefit ${r.benefit}${describeScale(r.scale)}${r.lifting > 0 ? ` (with ${r.lifting} for a functor applied at toplevel, -inline-lifting-benefit)` : ""} ` +
          `exceeds the growth in code size ${r.growth} (size ${r.size})`
        );
      default: {
        const never: never = r;
        return never;
      }
    }
  }
  if (d.kind === "specialise") {
    const r = d.reason;
    const what = `specialised to ${r.args.join(", ")}`;
    if (r.reused) return `${what}: the copy made for an earlier call is reused`;
    if (r.forced === "call_site") return `${what}: [@specialised] at the call site`;
    if (r.forced === "definition") return `${what}: the function is declared [@specialise]`;
    return `${what}: simplified with them, its benefit ${r.benefit} exceeds the growth in code size ${r.growth} over the original`;
  }
  if (d.kind === "dont_specialise") {
    const r = d.reason;
    if (r.kind === "too_large") return `not specialised: its size ${r.size} exceeds the threshold ${r.threshold} (${r.flag})`;
    if (r.kind === "round_budget") return `not specialised: ${describeRefusal(r.refusal)}`;
    return (
      `not specialised to ${r.args.join(", ")}: simplified with them, its benefit ${r.benefit} ` +
      `does not exceed the growth in code size ${r.growth} over the original`
    );
  }
  return `not inlined: ${dontInlineWords(d.reason)}`;
}

function dontInlineWords(r: DontInlineReason): string {
  switch (r.kind) {
    case "attribute_never":
      return r.where === "call_site" ? "[@inlined never] at the call site" : "the function is declared [@inline never]";
    case "recursive":
      return "the function is recursive (-inline-max-unroll 0)";
    case "unroll_limit":
      return `the recursive function is already unrolled ${r.done} time${r.done === 1 ? "" : "s"} here (-inline-max-unroll ${r.limit})`;
    case "max_depth":
      return `already ${r.depth} inlined calls deep (-inline-max-depth ${r.limit})`;
    case "too_large":
      return `its size ${r.size} exceeds the threshold ${r.threshold} (${r.flag})`;
    case "budget_exhausted":
      return `its size ${r.size} exceeds what the enclosing speculation has left, ${r.left} of ${r.limit} (${r.flag})`;
    case "not_beneficial":
      return `simplified in context, its benefit ${r.benefit}${describeScale(r.scale)} does not exceed the growth in code size ${r.growth} (size ${r.size})`;
    case "nothing_known":
      return (
        `nothing is known of its arguments, so simplifying it here would only remove the call ` +
        `(benefit ${r.benefit}${describeScale(r.scale)}), not more than the growth in code size ${r.growth}`
      );
    case "not_copyable":
      return "its body defines constants that cannot be copied";
    case "in_wrapper":
      return "the call is the body of a wrapper (-remove-unused-arguments, -unbox-closures), inlined at direct calls instead";
    case "never_returns":
      return "the call never returns";
    case "unknown_function":
      return "the function called is not known";
    case "arity_mismatch":
      return `the call passes ${r.args} argument${r.args === 1 ? "" : "s"} to a function of ${r.params}`;
    case "round_budget":
      return describeRefusal(r.refusal);
    default: {
      const never: never = r;
      return never;
    }
  }
}

/** The reason for warning 55, after "Cannot inline: " (OCaml's wording where it has one). */
export function warning55Reason(r: DontInlineReason): string {
  switch (r.kind) {
    case "unknown_function":
      return "Unknown function";
    case "arity_mismatch":
      return r.args < r.params ? "Partial application" : "Over-application";
    default:
      return dontInlineWords(r);
  }
}
