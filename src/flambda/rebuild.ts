// Rebuilding a term bottom-up without recursion, for the passes that copy or rewrite whole terms
// (copies of code bodies for inlining, the removal of unused value slots): a deep term cannot
// overflow the stack. The pass says, for each node, either what it becomes or which sub-terms to
// rebuild first and how to make the node from them.
import { assertNever } from "../common/assert_never.js";
import { contHandler, let_, letCont, letContRec, type Expr } from "./expr.js";

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

/**
 * The plan for a node a pass leaves as it is but for its sub-terms: a `let` around its rebuilt
 * body (the code a `let` of static constants binds is not entered), a `let_cont` around its
 * rebuilt handlers and body, the other nodes as they are.
 */
export function rebuildAround(e: Expr, step: RebuildStep): void {
  switch (e.kind) {
    case "let": {
      const { bound, named } = e;
      step.from([e.body], ([body]) => let_(bound, named, body!));
      return;
    }
    case "let_cont": {
      const hs = e.handlers;
      step.from([...hs.map((h) => h.handler), e.body], (kids) => {
        const handlers = hs.map((h, i) => contHandler(h.cont, h.params, kids[i]!, h.isExnHandler));
        return e.recursive ? letContRec(handlers, kids[hs.length]!) : letCont(handlers[0]!, kids[hs.length]!);
      });
      return;
    }
    case "apply":
    case "apply_cont":
    case "switch":
    case "invalid":
      step.done(e);
      return;
    default:
      assertNever(e);
  }
}
