// How many times each continuation is named in a term, before simplifying it: a non-recursive
// handler named once, by an `Apply_cont`, is substituted at that use during the downward pass
// (so it is simplified where the arguments' definitions are still in scope, seed 001's scope
// problem of CPS). A continuation receiving a call's result is never substituted (an inlined
// callee may return from several places). Code bodies bound in the term are not counted: each is
// counted, in its own tables, as it is simplified.
import { assertNever } from "../../common/assert_never.js";
import { forEachExpr, type Continuation, type Expr } from "../../flambda/index.js";

export function countContinuationUses(root: Expr, into: Map<Continuation, number>): void {
  const add = (k: Continuation, n: number): void => {
    into.set(k, (into.get(k) ?? 0) + n);
  };
  forEachExpr(root, { intoCode: false }, (e) => {
    switch (e.kind) {
      case "let":
      case "let_cont":
        break;
      case "apply":
        if (e.continuation !== "never_returns") add(e.continuation, 2);
        add(e.exnContinuation, 2);
        break;
      case "apply_cont":
        add(e.cont, 1);
        if (e.trap !== undefined) add(e.trap.exnHandler, 2);
        break;
      case "switch":
        for (const a of e.arms) add(a.action.cont, 2);
        break;
      case "invalid":
        break;
      default:
        assertNever(e);
    }
  });
}
