// The dispatcher: one function per construct, each in its own file. The construct files do not
// import it: they call it through the context (`Context.simplify`), which the round is given.
import { assertNever } from "../../common/assert_never.js";
import type { Expr } from "../../flambda/index.js";
import type { Context, DownToUp } from "../env/context.js";
import type { DownwardEnv } from "../env/downward_env.js";
import { simplifyApply } from "./simplify_apply.js";
import { simplifyApplyCont } from "./simplify_apply_cont.js";
import { simplifyLet } from "./simplify_let.js";
import { simplifyLetCont } from "./simplify_let_cont.js";
import { simplifyStaticLet } from "./simplify_static_let.js";
import { simplifySwitch } from "./simplify_switch.js";

export function simplifyExpr(ctx: Context, e: Expr, denv: DownwardEnv, k: DownToUp): void {
  switch (e.kind) {
    case "let":
      return e.named.kind === "static_consts" && e.bound.kind === "static" ? simplifyStaticLet(ctx, e, denv, k) : simplifyLet(ctx, e, denv, k);
    case "let_cont":
      return simplifyLetCont(ctx, e, denv, k);
    case "apply":
      return simplifyApply(ctx, e, denv, k);
    case "apply_cont":
      return simplifyApplyCont(ctx, e, denv, k);
    case "switch":
      return simplifySwitch(ctx, e, denv, k);
    case "invalid":
      ctx.later(() => k((after) => ctx.later(() => after(e))));
      return;
    default:
      return assertNever(e);
  }
}
