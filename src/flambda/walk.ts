// Visiting every expression of a term, for the analyses that only need to look at each node once
// (counting uses, operations, finding a binding). Iterative, so a deep term cannot overflow the
// stack; the order of visits is unspecified beyond "a node before its sub-terms".
import type { Expr } from "./expr.js";

export interface WalkOptions {
  /** Also visit the bodies of the code that `let`s of static constants bind. */
  readonly intoCode: boolean;
}

/**
 * Calls `visit` on `root` and every sub-term (continuation handlers, `let` bodies, and with
 * `intoCode` code bodies). `visit` returning true stops the walk, and the result is then true.
 */
export function someExpr(root: Expr, options: WalkOptions, visit: (e: Expr) => boolean | void): boolean {
  const stack: Expr[] = [root];
  for (;;) {
    const e = stack.pop();
    if (e === undefined) return false;
    if (visit(e) === true) return true;
    if (e.kind === "let") {
      if (options.intoCode && e.named.kind === "static_consts") {
        for (const c of e.named.consts) if (c.kind === "code") stack.push(c.code.body);
      }
      stack.push(e.body);
    } else if (e.kind === "let_cont") {
      stack.push(e.body);
      for (const h of e.handlers) stack.push(h.handler);
    }
  }
}

/** `someExpr` for a visit that never stops the walk. */
export function forEachExpr(root: Expr, options: WalkOptions, visit: (e: Expr) => void): void {
  someExpr(root, options, (e) => {
    visit(e);
    return false;
  });
}
