// `Apply`: callee and arguments become canonical; a call whose callee's closure is known becomes
// a direct call to its code; then the inlining decision (`inlining_decision.ts`): an inlined
// call is replaced by a copy of the (already simplified) body, simplified again here in the
// caller's context, or by the result of a speculation (`speculation.ts`) when that decided. A
// call to one of the few externals computed at compile time becomes its result (`fold_external.ts`).
// A call left as a call tells its continuation what the callee's summary says of its result
// (`return_summary.ts`).
import { apply, applyCont, directCall, type Apply, type Code, type Simple } from "../../flambda/index.js";
import { canonicalSimple, concreteTypeOf, isTop, proveFunctionCode, proveFunctionSlot, type TypingEnv } from "../../types/index.js";
import type { Context, DownToUp } from "../env/context.js";
import type { DownwardEnv } from "../env/downward_env.js";
import { countContinuationUses } from "../env/continuation_uses.js";
import { foldedExternalCall } from "../primitives/fold_external.js";
import { isCopyable } from "../inlining/freshen.js";
import { envOfCopy, inlinedBody } from "../inlining/inlined_body.js";
import {
  decideAfterSpeculation,
  decideInlining,
  decideWithoutSpeculation,
  branchScale,
  directCallSize,
  growthOfInlining,
  warning55Reason,
  type InliningDecision,
} from "../inlining/inlining_decision.js";
import { adoptSpeculation, speculate } from "../inlining/speculation.js";
import { speculateRecursionNotEntered } from "../inlining/recursion_not_entered.js";
import { noteCopied, operationsOfCode } from "../inlining/benefit.js";
import { noteCallRebuilt, trySpecialise } from "../specialisation/specialise.js";
import type { Specialised } from "../specialisation/specialised.js";
import type { CallResult } from "../env/return_summary.js";
import { isSmaller } from "./identity_induction.js";

export function simplifyApply(ctx: Context, e: Apply, denv: DownwardEnv, k: DownToUp): void {
  ctx.dacc.spend();
  const env = denv.typing;
  const callee = e.callee === undefined ? undefined : canonicalSimple(env, e.callee);
  const args = e.args.map((a) => canonicalSimple(env, a));
  let call: Apply = apply({ ...e, callee, args });
  const folded = foldedExternalCall(ctx.dacc, env, call);
  if (folded !== undefined) {
    ctx.simplify(folded, denv, k);
    return;
  }
  let decision: InliningDecision | undefined;
  let specialised: Specialised | undefined;
  let result: CallResult | undefined;
  if (callee !== undefined && e.callKind.kind !== "c_call") {
    const info = proveFunctionCode(env, callee);
    let slot = proveFunctionSlot(env, callee);
    let code = info.kind === "proved" ? ctx.dacc.codes.get(info.value.codeId) : undefined;
    // A call that CPS conversion made direct names its code even where the callee's type is not
    // known yet (the functions of one static group, simplified before their symbols are defined).
    if ((code === undefined || slot === undefined) && e.callKind.kind === "direct") {
      code = ctx.dacc.codes.get(e.callKind.codeId);
      slot = e.callKind.functionSlot;
    }
    if (code === undefined || slot === undefined) {
      decision = { kind: "dont_inline", reason: { kind: "unknown_function" } };
      ctx.dacc.report.push({ dbg: e.dbg, callee: "an unknown function", decision });
    } else if (code.params.length !== args.length) {
      decision = { kind: "dont_inline", reason: { kind: "arity_mismatch", args: args.length, params: code.params.length } };
      ctx.dacc.report.push({ dbg: e.dbg, callee: code.dbg.name, decision });
    } else {
      call = apply({ ...call, callKind: directCall(code.codeId, slot) });
      // Proving a `[@flambe.identity]` code: its call on a value smaller than its parameter is
      // assumed to return that value (`identity_induction.ts`).
      const hypothesis = ctx.dacc.identityHypothesis;
      if (hypothesis !== undefined && code.codeId === hypothesis.codeId && call.continuation !== "never_returns" && isSmaller(ctx.dacc, args[0]!, hypothesis.param)) {
        ctx.simplify(applyCont(call.continuation, [args[0]!]), denv, k);
        return;
      }
      // A direct call surrogate (`unbox_closures.ts`) is what a direct call inlines, if any.
      const surrogate = ctx.dacc.surrogates.get(code.codeId);
      const d = decideAndInline(ctx, denv, call, (surrogate !== undefined ? ctx.dacc.codes.get(surrogate) : undefined) ?? code, callee, args, k);
      if (d === "inlined") return;
      decision = d;
      // What the callee's summary says of the result, in terms of these arguments (before a
      // specialised copy may take other ones: it computes the same result).
      const summary = ctx.dacc.summaries.get(code.codeId);
      if (summary !== undefined && summary.params.length === args.length) result = { summary, args };
      if (code.recursive) {
        const s = trySpecialise(ctx, denv, call, code, args);
        if (s !== undefined) {
          call = s.call;
          specialised = s.copy;
        }
      }
      // A recursive call left in a copy of its own function keeps what is left of an
      // `[@unrolled n]`, and is otherwise marked `unroll 0`: an ordinary call that neither the
      // function's `[@inline]` nor the call's `[@inlined]` forces any more. They asked for the
      // body to be substituted once; were the copy's calls substituted again in the next round,
      // and theirs in the one after, the code would grow exponentially with the rounds.
      const u = code.recursive ? denv.unrolling?.get(code.codeId) : undefined;
      if (u !== undefined && call.inlined.kind !== "never") call = apply({ ...call, inlined: { kind: "unroll", count: u.forced } });
    }
  }
  // The call's result and its exceptions are unknown to the handlers.
  if (call.continuation !== "never_returns") {
    const use = { env, args: undefined, branchDepth: denv.branchDepth };
    ctx.dacc.addUse(call.continuation, result === undefined ? use : { ...use, call: result });
  }
  ctx.dacc.addUse(call.exnContinuation, { env, args: undefined });
  const final = call;
  const refused = decision;
  const copy = specialised;
  ctx.later(() =>
    k((after) =>
      ctx.later(() => {
        const cont = final.continuation === "never_returns" ? final.continuation : ctx.uenv.resolveKeepingAll(final.continuation);
        const exn = final.exnContinuation;
        if (final.callee !== undefined) ctx.uacc.useSimple(final.callee);
        ctx.uacc.useSimples(final.args);
        if (cont !== "never_returns") ctx.uacc.use(cont);
        ctx.uacc.use(exn);
        if (final.callKind.kind === "direct") ctx.uacc.use(final.callKind.codeId);
        if (copy !== undefined) noteCallRebuilt(ctx.dacc, copy);
        // Warning 55 for an `[@inlined]` call that stays, given when it is rebuilt: a call in
        // code found unreachable is never rebuilt, so never warned about.
        if (refused !== undefined && refused.kind === "dont_inline" && final.inlined.kind === "always") {
          ctx.dacc.warnings.push({
            severity: "warning",
            location: final.dbg[0],
            message: `Cannot inline: ${warning55Reason(refused.reason)}`,
            warning: { number: 55, name: "inlining-impossible" },
          });
        }
        after(apply({ ...final, continuation: cont, exnContinuation: exn }));
      }),
    ),
  );
}

/** Decides for a direct call to known code of the right arity; inlines (and says so) or returns the refusal. */
function decideAndInline(
  ctx: Context,
  denv: DownwardEnv,
  call: Apply,
  code: Code,
  callee: Simple,
  args: readonly Simple[],
  k: DownToUp,
): InliningDecision | "inlined" {
  const dacc = ctx.dacc;
  let copyable = dacc.copyable.get(code.codeId);
  if (copyable === undefined) {
    copyable = isCopyable(code.body);
    dacc.copyable.set(code.codeId, copyable);
  }
  let pre = decideInlining(dacc.options, dacc.round, denv, call, code, copyable);
  // The round's bounds on work and growth come last: they decide only what would make a copy.
  // A functor applied at toplevel runs once, and the functions it defines are bodies of their own:
  // its copy is bounded by the unit's growth only, not by the size of the toplevel it goes into.
  const body = code.attributes.isAFunctor && denv.atToplevel ? undefined : denv.body;
  const refusal = pre.kind === "dont_inline" ? undefined : dacc.refusal(growthOfInlining(pre, code), body);
  if (refusal !== undefined) pre = { kind: "dont_inline", reason: { kind: "round_budget", refusal } };
  // Outside a speculation, a copy made spends the growth it adds, of the unit and of the function
  // it goes into (a speculation's nested copies are paid for with its body when it is adopted).
  const grow = (n: number): void => {
    if (denv.speculation !== undefined) return;
    dacc.grow(n);
    if (denv.body !== undefined && n > 0) denv.body.left -= n;
  };
  const entry = (decision: InliningDecision): void => {
    // The call in a wrapper's own body is not a call the program wrote: not reported.
    if (decision.kind === "dont_inline" && decision.reason.kind === "in_wrapper") return;
    dacc.report.push({ dbg: call.dbg, callee: code.dbg.name, decision });
  };
  if (pre.kind === "speculate" && !pre.unroll && !code.attributes.isAFunctor && !knowsSomething(denv.typing, callee, args)) {
    // Nothing is known here of the arguments (nor of the closure) that the body's own
    // simplification did not know: simplifying it again could only remove the call itself.
    const decision = decideWithoutSpeculation(dacc.options, dacc.round, denv, code);
    entry(decision);
    if (decision.kind !== "inline" || call.continuation === "never_returns") return decision;
    dacc.spend(code.size + 1);
    grow(growthOfInlining(decision, code));
    inlineCopy(ctx, denv, call, code, callee, args, decision, k);
    return "inlined";
  }
  if (pre.kind === "speculate") {
    const provisional: InliningDecision = { kind: "inline", reason: { kind: "beneficial", benefit: 0, growth: 0, size: 0, unroll: pre.unroll, lifting: 0 } };
    const s = dacc.search("speculation", () => speculate(ctx, denv, call, code, callee, args, pre, provisional));
    const decision = decideAfterSpeculation(s.benefit, s.size, pre.unroll, s.lifting, branchScale(dacc.options, dacc.round, denv));
    if (decision.kind === "inline") {
      // The entry goes before those of the calls inside the copy (in its layer, merged when adopted).
      dacc.report.push({ dbg: call.dbg, callee: code.dbg.name, decision });
      dacc.spend(s.size + 1);
      grow(s.size - directCallSize);
      noteCopied(denv, s.started);
      adoptSpeculation(ctx, s, call, denv.typing, k);
      return "inlined";
    }
    // Discarded: its layer of the round's state (copies, constants, report entries, warnings) is
    // dropped with it.
    entry(decision);
    return decision;
  }
  if (pre.kind === "dont_inline" && (pre.reason.kind === "recursive" || pre.reason.kind === "unroll_limit")) {
    // A recursive function that these arguments make leave at once is inlined as any function.
    const found = speculateRecursionNotEntered(ctx, denv, call, code, callee, args);
    if (found !== undefined) {
      const { speculation: s, decision } = found;
      dacc.report.push({ dbg: call.dbg, callee: code.dbg.name, decision });
      dacc.spend(s.size + 1);
      grow(s.size - directCallSize);
      adoptSpeculation(ctx, s, call, denv.typing, k);
      return "inlined";
    }
  }
  entry(pre);
  if (pre.kind !== "inline" || call.continuation === "never_returns") return pre;
  dacc.spend(code.size + 1);
  grow(growthOfInlining(pre, code));
  inlineCopy(ctx, denv, call, code, callee, args, pre, k);
  return "inlined";
}

/** Whether the call site knows more of the callee's arguments or closure than ⊤: a constant, a symbol, a type. */
function knowsSomething(env: TypingEnv, callee: Simple, args: readonly Simple[]): boolean {
  if (callee.kind === "var" && !isTop(concreteTypeOf(env, callee))) return true;
  return args.some((a) => a.kind !== "var" || !isTop(concreteTypeOf(env, a)));
}

/** The copy of the body in place of the call, simplified in the caller's context. */
function inlineCopy(
  ctx: Context,
  denv: DownwardEnv,
  call: Apply,
  code: Code,
  callee: Simple,
  args: readonly Simple[],
  decision: InliningDecision,
  k: DownToUp,
): void {
  if (call.continuation === "never_returns") throw new Error("simplify: inlining a call that never returns");
  const dacc = ctx.dacc;
  const body = inlinedBody(ctx, code, callee, args, call.continuation, call.exnContinuation, call.dbg, call);
  noteCopied(denv, operationsOfCode(code));
  // The call no longer names its continuations; the copy of the body does.
  const namings = dacc.contNamings;
  namings.set(call.continuation, (namings.get(call.continuation) ?? 0) - 2);
  namings.set(call.exnContinuation, (namings.get(call.exnContinuation) ?? 0) - 2);
  countContinuationUses(body, namings);
  ctx.simplify(body, envOfCopy(denv, code, decision), k);
}
