// `Apply`: callee and arguments become canonical; a call whose callee's closure is known becomes
// a direct call to its code; then the inlining decision: an inlined call is replaced by a copy
// of the (already simplified) body, which is simplified again here, in the caller's context.
import {
  apply,
  boundSingleton,
  directCall,
  let_,
  namedSimple,
  type Apply,
  type Expr,
  type Simple,
} from "../flambda/index.js";
import { canonicalSimple, proveFunctionCode, proveFunctionSlot } from "../types/index.js";
import type { Context, DownToUp } from "./context.js";
import type { DownwardEnv } from "./downward_env.js";
import { countContinuationUses } from "./continuation_uses.js";
import { freshen, isCopyable } from "./freshen.js";
import { decideInlining, describeDecision } from "./inlining_decision.js";
import { simplifyExpr } from "./simplify_expr.js";

export function simplifyApply(ctx: Context, e: Apply, denv: DownwardEnv, k: DownToUp): void {
  ctx.dacc.spend();
  const env = denv.typing;
  const callee = e.callee === undefined ? undefined : canonicalSimple(env, e.callee);
  const args = e.args.map((a) => canonicalSimple(env, a));
  let call: Apply = apply({ ...e, callee, args });
  if (callee !== undefined && e.callKind.kind !== "c_call") {
    const info = proveFunctionCode(env, callee);
    const slot = proveFunctionSlot(env, callee);
    const code = info.kind === "proved" ? ctx.dacc.codes.get(info.value.codeId) : undefined;
    if (code !== undefined && slot !== undefined && code.params.length === args.length) {
      call = apply({ ...call, callKind: directCall(code.codeId, slot) });
      let copyable = ctx.dacc.copyable.get(code.codeId);
      if (copyable === undefined) {
        copyable = isCopyable(code.body);
        ctx.dacc.copyable.set(code.codeId, copyable);
      }
      const decision = decideInlining(ctx.dacc.options, ctx.dacc.round, denv, call, code, copyable);
      ctx.dacc.report.push({ dbg: e.dbg, callee: code.dbg.name, decision });
      if (decision.kind === "inline" && call.continuation !== "never_returns") {
        ctx.dacc.spend(code.size + 1);
        const subst = new Map<string, Simple | string>();
        subst.set(code.returnContinuation, call.continuation);
        subst.set(code.exnContinuation, call.exnContinuation);
        // Parameters and `my_closure` are bound by lets, so that the body's knowledge of them
        // is the caller's knowledge of the arguments.
        const myClosure = ctx.dacc.names.variable("my_closure");
        subst.set(code.myClosure, myClosure);
        const params = code.params.map((p) => {
          const v = ctx.dacc.names.variable(p.name.replace(/_\d+$/, ""));
          subst.set(p.name, v);
          return { v, kind: p.kind };
        });
        let body: Expr = freshen(code.body, subst, ctx.dacc.names, e.dbg);
        for (let i = params.length - 1; i >= 0; i--) body = let_(boundSingleton(params[i]!.v, params[i]!.kind), namedSimple(args[i]!), body);
        body = let_(boundSingleton(myClosure), namedSimple(callee), body);
        // The call no longer names its continuations; the copy of the body does.
        const namings = ctx.dacc.contNamings;
        namings.set(call.continuation, (namings.get(call.continuation) ?? 0) - 2);
        namings.set(call.exnContinuation, (namings.get(call.exnContinuation) ?? 0) - 2);
        countContinuationUses(body, namings);
        simplifyExpr(ctx, body, { ...denv, inliningDepth: denv.inliningDepth + 1 }, k);
        return;
      }
      if (decision.kind === "dont_inline" && e.inlined.kind === "always") {
        ctx.dacc.warnings.push({
          severity: "warning",
          location: e.dbg[0],
          message: `Cannot inline: ${describeDecision(decision).replace(/^not inlined: /, "")}`,
          warning: { number: 55, name: "inlining-impossible" },
        });
      }
    }
  }
  // The call's result and its exceptions are unknown to the handlers.
  if (call.continuation !== "never_returns") ctx.dacc.addUse(call.continuation, { env, args: undefined });
  ctx.dacc.addUse(call.exnContinuation, { env, args: undefined });
  const final = call;
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
        after(apply({ ...final, continuation: cont, exnContinuation: exn }));
      }),
    ),
  );
}
