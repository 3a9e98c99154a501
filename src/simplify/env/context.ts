// The machinery of one round: the work list that drives the traversal and the accumulators.
//
// The traversal is written in continuation-passing style, as Flambda 2's is: simplifying an
// expression downward ends by calling `downToUp` with a `rebuild` function, which rebuilds it
// upward and passes the result to `after`. Every such call goes through `later`, which pushes it
// on a work list instead of calling it: the JavaScript stack stays flat however deep the term
// (10,000 nested lets or handlers), and the list is run by one loop.
//
// The context also carries the dispatcher (`constructs/simplify_expr.ts`), given by whoever starts
// a round: the files of the constructs, and the searches that simplify a copy, call it through
// the context rather than import it, so that the dispatcher alone imports them.
import type { Expr } from "../../flambda/index.js";
import type { DownwardAcc } from "./downward_acc.js";
import type { DownwardEnv } from "./downward_env.js";
import type { UpwardAcc } from "./upward_acc.js";
import type { UpwardEnv } from "./upward_env.js";

export type Rebuild = (after: (e: Expr) => void) => void;
export type DownToUp = (rebuild: Rebuild) => void;
/** Simplifies `e` downward in `denv`, then hands its rebuild to `k`. */
export type Dispatcher = (ctx: Context, e: Expr, denv: DownwardEnv, k: DownToUp) => void;

export class Context {
  private readonly work: (() => void)[] = [];

  constructor(
    readonly dacc: DownwardAcc,
    readonly uenv: UpwardEnv,
    readonly uacc: UpwardAcc,
    private readonly dispatcher: Dispatcher,
  ) {}

  /** Simplifies `e` (see `Dispatcher`). */
  simplify(e: Expr, denv: DownwardEnv, k: DownToUp): void {
    this.dispatcher(this, e, denv, k);
  }

  /**
   * A context of its own work list, upward environment and accumulator over the same downward
   * accumulator and dispatcher (a search, or a code simplified apart), run with `run`.
   */
  apart(uenv: UpwardEnv, uacc: UpwardAcc): Context {
    return new Context(this.dacc, uenv, uacc, this.dispatcher);
  }

  /** Schedules `f` (the only way the traversal calls a continuation). */
  later(f: () => void): void {
    this.work.push(f);
  }

  /** Runs the work list until it is empty. */
  run(): void {
    for (;;) {
      const f = this.work.pop();
      if (f === undefined) return;
      f();
    }
  }
}

/** A rebuild that yields an expression already final. */
export function rebuildAs(ctx: Context, make: () => Expr): Rebuild {
  return (after) => ctx.later(() => after(make()));
}
