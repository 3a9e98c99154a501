// Specialisation of a continuation to the arguments of one of its uses (Flambda 2's
// "match-in-match"): where a join's handler decides a switch on what its uses pass, and a use
// passes a constant for it, that use jumps to a copy of the handler with its arguments in place,
// in which the switch folds to one arm. The join of a boolean (`match_is_int` set to 1 here and 0
// there, then tested) becomes the jumps it stood for, and a value built only to be taken apart by
// the handler's match is never built on that path.
//
// The copy is made on the way down, at the use, from the handler as it was before this round
// simplified it (the continuation's entry in `DownwardAcc.substitutable`, which holds only
// non-recursive, non-exception handlers): every name it binds is fresh, its parameters are
// replaced by the use's arguments, and it is simplified in the use's environment, which knows
// the constants. A copy is made only of a handler no larger than the option's size, whose switch
// its prefix (lets, continuations it defines) leaves decided by the constants passed.
import {
  exprSize,
  type ContHandler,
  type Expr,
  type Primitive,
  type Simple,
  type Variable,
} from "../../flambda/index.js";
import type { Context } from "../env/context.js";
import { freshen, isCopyable } from "../inlining/freshen.js";

/**
 * The copy of `h` for a use passing `args` (canonical simples), if specialising it there is
 * worth it: undefined otherwise.
 */
export function specialisedHandler(
  ctx: Context,
  h: ContHandler,
  args: readonly Simple[],
  maxSize: number,
): { readonly copy: Expr; readonly size: number } | undefined {
  if (maxSize <= 0 || h.params.length !== args.length) return undefined;
  if (!decidedBy(h, args)) return undefined;
  const size = exprSize(h.handler, maxSize);
  if (size > maxSize || !isCopyable(h.handler)) return undefined;
  const subst = new Map<string, Simple | string>();
  h.params.forEach((p, i) => subst.set(p.name, args[i]!));
  return { copy: freshen(h.handler, subst, ctx.dacc.names, []), size };
}

/**
 * Whether the handler, entered with `args`, decides its switch from them: up to the switch it
 * binds what it likes and defines continuations, and the switch's scrutinee is a parameter
 * given a constant, or a comparison, negation or tagging of such values and constants.
 */
function decidedBy(h: ContHandler, args: readonly Simple[]): boolean {
  const known = new Set<Variable>();
  h.params.forEach((p, i) => {
    if (args[i]!.kind === "const") known.add(p.name);
  });
  if (known.size === 0) return false;
  const isKnown = (s: Simple): boolean => s.kind === "const" || (s.kind === "var" && known.has(s.name));
  let e: Expr = h.handler;
  for (;;) {
    switch (e.kind) {
      case "let":
        if (e.bound.kind === "singleton" && e.named.kind === "prim" && foldsOn(e.named.prim, isKnown)) known.add(e.bound.var);
        e = e.body;
        continue;
      case "let_cont":
        e = e.body;
        continue;
      case "switch":
        return isKnown(e.scrutinee);
      case "apply":
      case "apply_cont":
      case "invalid":
        return false;
      default: {
        const never: never = e;
        return never;
      }
    }
  }
}

/** Whether Simplify folds `p` to a constant when the simples `isKnown` accepts are constants. */
function foldsOn(p: Primitive, isKnown: (s: Simple) => boolean): boolean {
  switch (p.kind) {
    case "unary":
      switch (p.op.kind) {
        case "boolean_not":
        case "tag_immediate":
        case "untag_immediate":
        case "is_int":
          return isKnown(p.arg);
        default:
          return false;
      }
    case "binary":
      switch (p.op.kind) {
        case "int_comp":
        case "phys_equal":
        case "phys_not_equal":
          return isKnown(p.arg1) && isKnown(p.arg2);
        default:
          return false;
      }
    default:
      return false;
  }
}
