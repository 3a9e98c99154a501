// Rebuilding a term bottom-up without recursion, for the passes that copy or rewrite whole terms
// (copies of code bodies for inlining, the removal of unused value slots): a deep term cannot
// overflow the stack. The pass says, for each node, either what it becomes or which sub-terms to
// rebuild first and how to make the node from them.
import type { Expr } from "./expr.js";

export interface RebuildStep {
  /** The node becomes `e`, nothing below it to rebuild. */
  done(e: Expr): void;
  /** The node is `make` of the rebuilt `kids`, given in the same order; they are visited in that order. */
  from(kids: readonly Expr[], make: (rebuilt: Expr[]) => Expr): void;
}

type Task = { readonly kind: "visit"; readonly e: Expr } | { readonly kind: "build"; readonly n: number; readonly make: (kids: Expr[]) => Expr };

/** `root` rebuilt by `visit`, called on each node reached, parents before their sub-terms. */
export function rebuildTerm(root: Expr, visit: (e: Expr, step: RebuildStep) => void): Expr {
  const tasks: Task[] = [{ kind: "visit", e: root }];
  const results: Expr[] = [];
  const step: RebuildStep = {
    done: (e) => {
      results.push(e);
    },
    from: (kids, make) => {
      tasks.push({ kind: "build", n: kids.length, make });
      for (let i = kids.length - 1; i >= 0; i--) tasks.push({ kind: "visit", e: kids[i]! });
    },
  };
  for (;;) {
    const t = tasks.pop();
    if (t === undefined) break;
    if (t.kind === "build") results.push(t.make(results.splice(results.length - t.n, t.n)));
    else visit(t.e, step);
  }
  if (results.length !== 1) throw new Error("rebuildTerm: a visit neither finished nor planned its node");
  return results[0]!;
}
