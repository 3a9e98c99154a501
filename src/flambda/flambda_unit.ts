// A compilation unit in Flambda form: the toplevel expression, the continuations it ends with,
// and the symbol of the module block it defines (bound somewhere in the body by a static
// `Let`), plus the name generator that made its names, so later passes make fresh ones.
import type { Expr } from "./expr.js";
import { NameGenerator, numberOf, type Continuation, type Symbol } from "./names.js";

export interface FlambdaUnit {
  /** The compilation unit's module name, e.g. `Foo` for `foo.ml`. */
  readonly name: string;
  /** The module block's symbol: other units reach this unit's values through it. */
  readonly moduleSymbol: Symbol;
  /** Called with one value (unit) when the toplevel code has run. */
  readonly returnContinuation: Continuation;
  /** Receives an exception that escapes the toplevel code. */
  readonly exnContinuation: Continuation;
  readonly body: Expr;
  /** Mutable on purpose: the one source of fresh names for this unit. */
  readonly names: NameGenerator;
}

export function flambdaUnit(f: Omit<FlambdaUnit, "names"> & { readonly names?: NameGenerator }): FlambdaUnit {
  return {
    name: f.name,
    moduleSymbol: f.moduleSymbol,
    returnContinuation: f.returnContinuation,
    exnContinuation: f.exnContinuation,
    body: f.body,
    names: f.names ?? new NameGenerator(),
  };
}

/** The same unit with another body (same names). */
export function withUnitBody(u: FlambdaUnit, body: Expr): FlambdaUnit {
  return { ...u, body };
}

/** A name generator numbering past every name in `names` (for units read from text). */
export function generatorPast(names: Iterable<string>): NameGenerator {
  const g = new NameGenerator();
  for (const n of names) g.reserve(numberOf(n));
  return g;
}
