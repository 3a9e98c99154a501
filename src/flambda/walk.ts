// Visiting every expression of a term, for the analyses that only need to look at each node once
// (counting uses, operations, finding a binding). Iterative, so a deep term cannot overflow the
// stack; the order of visits is unspecified beyond "a node before its sub-terms".
import type { Expr } from "./expr.js";
import type { Named } from "./named.js";
import { primitiveArgs } from "./primitives.js";
import type { Simple } from "./simple.js";

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

/** The simples a defining expression uses (the fields and value slots of static constants included). */
export function simplesOfNamed(n: Named): readonly Simple[] {
  switch (n.kind) {
    case "simple":
      return [n.simple];
    case "prim":
      return primitiveArgs(n.prim);
    case "set_of_closures":
      return n.set.valueSlots.map((v) => v.value);
    case "static_consts":
      return n.consts.flatMap((k) => (k.kind === "block" ? k.fields : k.kind === "set_of_closures" ? k.set.valueSlots.map((v) => v.value) : []));
    default: {
      const never: never = n;
      return never;
    }
  }
}

/**
 * The simples a node itself uses (not its sub-terms'): a `let`'s defining expression (the
 * fields and value slots of static constants included), a call's callee and arguments, a jump's
 * arguments, a switch's scrutinee and the arguments its arms jump with.
 */
export function simplesOfNode(e: Expr): readonly Simple[] {
  switch (e.kind) {
    case "let":
      return simplesOfNamed(e.named);
    case "apply":
      return e.callee === undefined ? e.args : [e.callee, ...e.args];
    case "apply_cont":
      return e.args;
    case "switch":
      return [e.scrutinee, ...e.arms.flatMap((a) => a.action.args)];
    case "let_cont":
    case "invalid":
      return [];
    default: {
      const never: never = e;
      return never;
    }
  }
}
