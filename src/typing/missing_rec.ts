// The hint ocamlc adds to "Unbound value f" when `f` is bound by the non-recursive `let` whose
// definitions are being typed, so that the user most likely forgot `rec`:
//   Hint: If this is a recursive definition,
//   you should add the 'rec' keyword on line N
// OCaml's rule (4.13): when every definition of a non-recursive `let` is syntactically a function
// (`fun` or `function`, the sugar `let f x = ...` included; a type constraint on the binding makes
// it a constraint, not a function), each variable of its patterns that is not already bound is
// known, while the definitions are typed, as a "ghost" of that `let`; an unbound reference to a
// ghost gets the hint, with the line where the `let` starts. Ghosts of enclosing `let`s stay
// known inside (a nested definition can forget the outer `rec` too).
import { CompileError } from "../common/diagnostic.js";
import type { Location } from "../common/location.js";
import type * as A from "../syntax/ast.js";
import type { Env } from "./env.js";

/** The ghosts of one `let`: each name and the line of the `let`. */
export type Ghosts = ReadonlyMap<string, number>;

/**
 * The ghosts a non-recursive `let` adds while its definitions are typed, or undefined when
 * some definition is not a function.
 */
export function missingRecGhosts(env: Env, bindings: readonly A.ValueBinding[], names: readonly { readonly name: string }[], letLoc: Location): Ghosts | undefined {
  for (const b of bindings) if (b.expr.desc.kind !== "Fun" && b.expr.desc.kind !== "Function") return undefined;
  const ghosts = new Map<string, number>();
  for (const v of names) {
    const bound = env.lookupValue({ kind: "Lident", name: v.name });
    if (bound === undefined || bound === "nomodule") ghosts.set(v.name, letLoc.start.line);
  }
  return ghosts.size > 0 ? ghosts : undefined;
}

/** `Unbound value f` with the hint when `f` is a ghost of a `let` being typed (innermost first). */
export function withMissingRecHint(e: CompileError, lid: A.Longident, stack: readonly Ghosts[]): CompileError {
  if (lid.kind !== "Lident") return e;
  for (let i = stack.length - 1; i >= 0; i--) {
    const line = stack[i]!.get(lid.name);
    if (line !== undefined)
      return new CompileError({ ...e.diagnostic, message: `${e.diagnostic.message}\nHint: If this is a recursive definition,\nyou should add the 'rec' keyword on line ${line}` });
  }
  return e;
}
