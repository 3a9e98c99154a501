// A size estimate of a term, in rough units of "machine instructions", used for inlining
// decisions (manual 21.3: a function is inlined when its size minus the benefit is below the
// threshold). Written with an explicit work list: terms can be deeper than the JavaScript stack.
import { assertNever } from "../common/assert_never.js";
import type { Expr } from "./expr.js";
import type { Named } from "./named.js";

function namedSize(n: Named): number {
  switch (n.kind) {
    case "simple":
      return 0;
    case "prim":
      return 1;
    case "set_of_closures":
      return 1 + n.set.functionDecls.length + n.set.valueSlots.length;
    case "static_consts":
      // Lifted constants cost nothing at run time; code is accounted for where it is inlined.
      return 0;
    default:
      return assertNever(n);
  }
}

/** The size of `root`; past `limit`, some size above it (the walk stops there). */
export function exprSize(root: Expr, limit = Infinity): number {
  let size = 0;
  const todo: Expr[] = [root];
  while (todo.length > 0 && size <= limit) {
    const e = todo.pop()!;
    switch (e.kind) {
      case "let":
        size += namedSize(e.named);
        todo.push(e.body);
        break;
      case "let_cont":
        for (const h of e.handlers) todo.push(h.handler);
        todo.push(e.body);
        break;
      case "apply":
        size += e.callKind.kind === "c_call" ? 2 : e.callKind.kind === "indirect_unknown_arity" ? 4 : 3;
        break;
      case "apply_cont":
        size += e.trap === undefined ? 1 : 2;
        break;
      case "switch":
        size += e.arms.length <= 1 ? 1 : 2 + e.arms.length;
        break;
      case "invalid":
        break;
      default:
        assertNever(e);
    }
  }
  return size;
}
