// Accumulators. `Acc` collects the bindings of one straight-line stretch of code (lets, and
// `Let_cont`s whose body is already known) as wrappers, so that a long chain of Lambda `let`s is
// converted in a loop and the term is built from the inside out at the end, without recursion.
// `Statics` collects what is lifted to the unit's toplevel: code, constants, closed closures.
import { assertNever } from "../../common/assert_never.js";
import type { BoundPattern, BoundStatic } from "../bound_pattern.js";
import { boundSingleton } from "../bound_pattern.js";
import type { Code } from "../code.js";
import { param } from "../code.js";
import type { ContHandler, Expr } from "../expr.js";
import { contHandler, let_, letCont } from "../expr.js";
import type { Kind } from "../kinds.js";
import type { Named } from "../named.js";
import { namedPrim } from "../named.js";
import type { Continuation, NameGenerator, Symbol, Variable } from "../names.js";
import type { Primitive } from "../primitives.js";
import { simpleVar, type Simple } from "../simple.js";
import type { StaticConst } from "../static_const.js";
import { staticCode } from "../static_const.js";
import { boundCode } from "../bound_pattern.js";
import type { Debuginfo } from "../debuginfo.js";

/** One binding of a stretch, wrapped around the rest of the stretch when it is finished. */
type Wrapper =
  | { readonly kind: "let"; readonly bound: BoundPattern; readonly named: Named }
  | { readonly kind: "join"; readonly cont: Continuation; readonly params: readonly Variable[]; readonly term: Expr }
  | { readonly kind: "let_cont"; readonly handler: ContHandler }
  | { readonly kind: "end"; readonly term: Expr };

export class Acc {
  private readonly wrappers: Wrapper[] = [];

  constructor(readonly names: NameGenerator) {}

  let(bound: BoundPattern, named: Named): void {
    this.wrappers.push({ kind: "let", bound, named });
  }

  /** Binds a primitive's result to a fresh variable named `stem`. */
  prim(stem: string, p: Primitive, kind: Kind, dbg?: Debuginfo): Simple {
    const v = this.names.variable(stem);
    this.let(boundSingleton(v, kind), namedPrim(p, dbg));
    return simpleVar(v);
  }

  /** Binds a continuation whose handler is the rest of this stretch: `let_cont k (params) = <rest> in term`. */
  join(cont: Continuation, params: readonly Variable[], term: Expr): void {
    this.wrappers.push({ kind: "join", cont, params, term });
  }

  /** Binds continuations around the rest: `let_cont h = ... in <rest>`. */
  letCont(handler: ContHandler): void {
    this.wrappers.push({ kind: "let_cont", handler });
  }

  /** Whether the stretch ends early (a raise): what follows it is dropped. */
  terminated = false;

  /** Control does not come back: the rest of the stretch is unreachable and dropped. */
  terminate(term: Expr): void {
    this.terminated = true;
    this.wrappers.push({ kind: "end", term });
  }

  /** The stretch ended by `last`. */
  finish(last: Expr): Expr {
    let e = last;
    for (let i = this.wrappers.length - 1; i >= 0; i--) {
      const w = this.wrappers[i]!;
      switch (w.kind) {
        case "let":
          e = let_(w.bound, w.named, e);
          break;
        case "join":
          e = letCont(contHandler(w.cont, w.params.map((p) => param(p)), e), w.term);
          break;
        case "let_cont":
          e = letCont(w.handler, e);
          break;
        case "end":
          e = w.term;
          break;
        default:
          assertNever(w);
      }
    }
    return e;
  }
}

/** What is lifted to the toplevel of the unit, bound there in one recursive static `Let`. */
export class Statics {
  readonly bindings: BoundStatic[] = [];
  readonly consts: StaticConst[] = [];
  private readonly strings = new Map<string, Symbol>();

  add(b: BoundStatic, c: StaticConst): void {
    this.bindings.push(b);
    this.consts.push(c);
  }

  code(c: Code): void {
    this.add(boundCode(c.codeId), staticCode(c));
  }

  /** One symbol per distinct string literal. */
  stringSymbol(value: string, make: () => Symbol, add: (s: Symbol) => void): Symbol {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    const s = make();
    this.strings.set(value, s);
    add(s);
    return s;
  }
}
