// Inlining decisions at a call site (manual section 21.3-21.4), each a value with its reason so
// that the inlining report can say why in a user's words.
import type { Apply, Code } from "../flambda/index.js";
import type { DownwardEnv } from "./downward_env.js";
import { atRound, type SimplifyOptions } from "./options.js";

export type InliningDecision =
  | { readonly kind: "inline"; readonly reason: InlineReason }
  | { readonly kind: "dont_inline"; readonly reason: DontInlineReason };

export type InlineReason =
  | { readonly kind: "attribute_always"; readonly where: "call_site" | "definition" }
  | { readonly kind: "stub" }
  | { readonly kind: "small_enough"; readonly size: number; readonly threshold: number };

export type DontInlineReason =
  | { readonly kind: "attribute_never"; readonly where: "call_site" | "definition" }
  | { readonly kind: "recursive" }
  | { readonly kind: "max_depth"; readonly depth: number; readonly limit: number }
  | { readonly kind: "too_large"; readonly size: number; readonly threshold: number }
  | { readonly kind: "not_copyable" }
  | { readonly kind: "never_returns" };

export function decideInlining(
  options: SimplifyOptions,
  round: number,
  denv: DownwardEnv,
  apply: Apply,
  code: Code,
  copyable: boolean,
): InliningDecision {
  const site = apply.inlined.kind;
  const def = code.attributes.inline;
  if (site === "never") return { kind: "dont_inline", reason: { kind: "attribute_never", where: "call_site" } };
  if (def === "never" && site !== "always") return { kind: "dont_inline", reason: { kind: "attribute_never", where: "definition" } };
  if (code.recursive) return { kind: "dont_inline", reason: { kind: "recursive" } };
  if (!copyable) return { kind: "dont_inline", reason: { kind: "not_copyable" } };
  if (apply.continuation === "never_returns") return { kind: "dont_inline", reason: { kind: "never_returns" } };
  if (site === "always") return { kind: "inline", reason: { kind: "attribute_always", where: "call_site" } };
  if (def === "always") return { kind: "inline", reason: { kind: "attribute_always", where: "definition" } };
  const limit = atRound(options.inlineMaxDepth, round);
  if (denv.inliningDepth >= limit) return { kind: "dont_inline", reason: { kind: "max_depth", depth: denv.inliningDepth, limit } };
  if (code.attributes.stub) return { kind: "inline", reason: { kind: "stub" } };
  // A call costs about `-inline-call-cost`; a body no larger than that plus `-inline` (or
  // `-inline-toplevel` outside functions) is worth copying.
  const aggressiveness = atRound(denv.atToplevel ? options.inlineToplevel : options.inline, round);
  const threshold = atRound(options.inlineCallCost, round) + (options.mode === "classic" ? aggressiveness : aggressiveness / 2);
  if (code.size <= threshold) return { kind: "inline", reason: { kind: "small_enough", size: code.size, threshold } };
  return { kind: "dont_inline", reason: { kind: "too_large", size: code.size, threshold } };
}

/** The reason in words, for the report and for warning 55. */
export function describeDecision(d: InliningDecision): string {
  if (d.kind === "inline") {
    const r = d.reason;
    switch (r.kind) {
      case "attribute_always":
        return r.where === "call_site" ? "inlined: [@inlined] at the call site" : "inlined: the function is declared [@inline]";
      case "stub":
        return "inlined: a wrapper made by the compiler";
      case "small_enough":
        return `inlined: its size ${r.size} is within the threshold ${r.threshold}`;
      default: {
        const never: never = r;
        return never;
      }
    }
  }
  const r = d.reason;
  switch (r.kind) {
    case "attribute_never":
      return r.where === "call_site" ? "not inlined: [@inlined never] at the call site" : "not inlined: the function is declared [@inline never]";
    case "recursive":
      return "not inlined: the function is recursive";
    case "max_depth":
      return `not inlined: already ${r.depth} inlined calls deep (-inline-max-depth ${r.limit})`;
    case "too_large":
      return `not inlined: its size ${r.size} exceeds the threshold ${r.threshold} (-inline)`;
    case "not_copyable":
      return "not inlined: its body defines closures or constants that cannot be copied";
    case "never_returns":
      return "not inlined: the call never returns";
    default: {
      const never: never = r;
      return never;
    }
  }
}
