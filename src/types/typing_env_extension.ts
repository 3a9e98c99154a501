// Environment extensions: a set of constraints that can be added to an environment, each
// equation being met with what the environment already knows (`addExtension` in meet.ts).
//
// They are how the domain talks about "what changed": a join factors each branch's environment
// into an extension over the common ancestor; a function summary is an extension over the
// parameters; a case of a disjunction carries the extension that holds when that case is taken.
// Existentials are names the extension needs (`{x : (=y, =y); ∃y : ⊤}`) that are not in scope
// where it is used; adding the extension binds them, invisible to the program.
import type { Kind } from "../flambda/kinds.js";
import type { Name, Variable } from "../flambda/names.js";
import type { Type } from "./type_grammar.js";

export interface Existential {
  readonly name: Variable;
  readonly kind: Kind;
}

export interface Equation {
  readonly name: Name;
  readonly type: Type;
}

export interface TypingEnvExtension {
  readonly existentials: readonly Existential[];
  readonly equations: readonly Equation[];
}

export const emptyExtension: TypingEnvExtension = { existentials: [], equations: [] };

export function extension(equations: readonly Equation[], existentials: readonly Existential[] = []): TypingEnvExtension {
  if (equations.length === 0 && existentials.length === 0) return emptyExtension;
  return { existentials, equations };
}

export function isEmptyExtension(e: TypingEnvExtension): boolean {
  return e.equations.length === 0 && e.existentials.length === 0;
}

/** Both sets of constraints (their conjunction). */
export function conjoinExtensions(a: TypingEnvExtension, b: TypingEnvExtension): TypingEnvExtension {
  if (isEmptyExtension(a)) return b;
  if (isEmptyExtension(b)) return a;
  return { existentials: [...a.existentials, ...b.existentials], equations: [...a.equations, ...b.equations] };
}

/** The names an extension constrains. */
export function constrainedNames(e: TypingEnvExtension): Name[] {
  return e.equations.map((q) => q.name);
}
