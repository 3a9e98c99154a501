// Code: a function body is simplified in its own closed scope, down and up, where its code is
// defined (`simplify_static_let.ts`), or apart, when the code is made during the round.
import { noteLocation } from "../../common/progress.js";
import { simpleSymbol, simpleVar, withCodeBody, type Code } from "../../flambda/index.js";
import { addEquation, concreteTypeOf, defineVariable, enterClosedScope, isDefined, type Type } from "../../types/index.js";
import type { Context } from "../env/context.js";
import { countContinuationUses } from "../env/continuation_uses.js";
import type { DownwardEnv } from "../env/downward_env.js";
import { functionBudget } from "../env/round_budget.js";
import { UpwardAcc } from "../env/upward_acc.js";
import { UpwardEnv } from "../env/upward_env.js";
import { ReturnCollector } from "../env/return_summary.js";
import { groupOfName } from "../lifting/static_groups.js";

/** Simplifies a function body in its own closed scope, down and up, then hands back the new code. */
export function simplifyCode(
  ctx: Context,
  c: Code,
  denv: DownwardEnv,
  done: (c: Code) => void,
  /** What is known of some parameters (a specialised copy's closures, `specialise.ts`). */
  paramTypes?: ReadonlyMap<string, Type>,
): void {
  noteLocation(c.dbg.loc);
  const outer = ctx.dacc.enterCode();
  countContinuationUses(c.body, ctx.dacc.contNamings);
  ctx.dacc.neverJoined(c.returnContinuation);
  ctx.dacc.neverJoined(c.exnContinuation);
  let env = enterClosedScope(denv.typing);
  // A code whose only closure is a symbol in scope runs with that closure (`closure_sets.ts`):
  // its own closure has the symbol's type, so what it reads from its value slots is known. It is
  // not made an alias of the symbol: the code's recursive calls keep naming its own closure, so
  // that a closure used only by its own code still goes when nothing else uses it.
  const own = ctx.dacc.soleStaticClosure.get(c.codeId);
  env = defineVariable(env, c.myClosure, "value", own !== undefined && isDefined(env, own) ? concreteTypeOf(env, simpleSymbol(own)) : undefined);
  for (const p of c.params) {
    env = defineVariable(env, p.name, p.kind);
    const t = paramTypes?.get(p.name);
    if (t !== undefined) env = addEquation(env, p.name, t);
  }
  // What the body returns is collected for the code's summary, unless the body is simplified
  // knowing more of its parameters than any caller may (a specialised copy).
  const resultKind = c.resultArity.length === 1 ? c.resultArity[0] : undefined;
  const returns =
    paramTypes === undefined && resultKind !== undefined
      ? new ReturnCollector(c.returnContinuation, c.params.map((p) => p.name), resultKind, env)
      : undefined;
  ctx.dacc.returns = returns;
  // Constants are lifted into the code's own group (a new code is told its group by its maker).
  const liftTo = groupOfName(ctx.dacc, c.codeId) ?? denv.liftTo;
  const codeDenv: DownwardEnv = {
    typing: env,
    inliningDepth: 0,
    atToplevel: false,
    branchDepth: 0,
    body: functionBudget(c.size),
    ...(liftTo === undefined ? {} : { liftTo }),
    ...(c.attributes.wrapper ? { inWrapper: true } : {}),
  };
  ctx.simplify(c.body, codeDenv, (rebuild) =>
    ctx.later(() => {
      // Every return has been seen: the summary is known to the calls simplified from now on.
      const summary = returns?.summary(ctx.dacc.names.variable("result"));
      if (summary !== undefined) ctx.dacc.summaries.set(c.codeId, summary);
      // Every return is equal to one parameter: each returns the parameter itself.
      const same = returns?.returnedParam();
      if (same !== undefined) ctx.uenv.setReturned(c.returnContinuation, simpleVar(same));
      rebuild((body) => {
        ctx.dacc.leaveCode(outer);
        ctx.later(() => done(withCodeBody(c, body)));
      });
    }),
  );
}

/**
 * Simplifies a code made during a round (a specialised copy, a code with unboxed closure
 * variables) on a work list and upward accumulator of its own, so that the caller's are left as
 * they were; the result is the simplified code.
 */
export function simplifyCodeApart(ctx: Context, c: Code, denv: DownwardEnv, paramTypes?: ReadonlyMap<string, Type>): Code {
  const sub = ctx.apart(new UpwardEnv(), new UpwardAcc());
  let simplified: Code | undefined;
  simplifyCode(
    sub,
    c,
    denv,
    (done) => {
      simplified = done;
    },
    paramTypes,
  );
  sub.run();
  if (simplified === undefined) throw new Error(`simplify: the new code ${c.codeId} did not finish`);
  return simplified;
}
