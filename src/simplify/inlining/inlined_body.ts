// The copy of a callee's body that replaces a call: fresh names throughout, the parameters and
// `my_closure` bound by lets to the arguments and the callee (so that what the caller knows of
// them is what the body knows), returning to `ret` and raising to `exn`.
import { apply, boundSingleton, let_, namedSimple, type Apply, type Code, type Continuation, type Debuginfo, type Expr, type Simple } from "../../flambda/index.js";
import type { Context } from "../env/context.js";
import type { DownwardEnv, Unrolling } from "../env/downward_env.js";
import { freshen } from "./freshen.js";
import type { InliningDecision } from "./inlining_decision.js";

export function inlinedBody(
  ctx: Context,
  code: Code,
  callee: Simple,
  args: readonly Simple[],
  ret: Continuation,
  exn: Continuation,
  dbg: Debuginfo,
  /** The call replaced: the call a wrapper makes takes its attributes (`[@inlined never]` at it is about the function, not its wrapper). */
  site?: Apply,
): Expr {
  const subst = new Map<string, Simple | string>();
  subst.set(code.returnContinuation, ret);
  subst.set(code.exnContinuation, exn);
  const myClosure = ctx.dacc.names.variable("my_closure");
  subst.set(code.myClosure, myClosure);
  const params = code.params.map((p) => {
    const v = ctx.dacc.names.variable(p.name.replace(/_\d+$/, ""));
    subst.set(p.name, v);
    return { v, kind: p.kind };
  });
  const passOn =
    site !== undefined && code.attributes.wrapper ? (a: Apply): Expr => apply({ ...a, inlined: site.inlined, specialised: site.specialised }) : undefined;
  let body: Expr = freshen(code.body, subst, ctx.dacc.names, dbg, passOn);
  for (let i = params.length - 1; i >= 0; i--) body = let_(boundSingleton(params[i]!.v, params[i]!.kind), namedSimple(args[i]!), body);
  return let_(boundSingleton(myClosure), namedSimple(callee), body);
}

/** The downward env of the copy: one inlining deeper; a recursive code's copies counted (for unrolling). */
export function envOfCopy(denv: DownwardEnv, code: Code, decision: InliningDecision): DownwardEnv {
  // A wrapper (`wrapper.ts`) is not a level of inlining: the call it makes stands for the original one.
  const inner: DownwardEnv = { ...denv, inliningDepth: denv.inliningDepth + (code.attributes.wrapper ? 0 : 1) };
  if (!code.recursive) return inner;
  const u = denv.unrolling?.get(code.codeId);
  const forced = decision.kind === "inline" && decision.reason.kind === "unrolled" ? decision.reason.remaining - 1 : (u?.forced ?? 0);
  const next: Unrolling = { done: (u?.done ?? 0) + 1, forced: Math.max(0, forced) };
  const unrolling = new Map(denv.unrolling ?? []);
  unrolling.set(code.codeId, next);
  return { ...inner, unrolling };
}
