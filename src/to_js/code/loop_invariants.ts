// What does not change from one iteration to the next of a function whose self tail calls are a
// loop: the parameters every such call passes back unchanged, and the code at the top of the
// body that reads only those, the closure and constants and neither reads mutable state nor
// allocates (a value slot of the closure, a field of an immutable block, arithmetic). That code
// runs at the start of every iteration, so running it once before the loop is the same; V8
// does not hoist it by itself (a stream's `next` read from the closure at each step took 40% of
// the stream example's loop).
import {
  let_,
  namedSimple,
  primitiveArgs,
  primitiveCanBeMoved,
  rebuildAround,
  rebuildTerm,
  withPrimitiveArgs,
  type Apply,
  type Code,
  type Expr,
  type Primitive,
  type Simple,
  type Variable,
} from "../../flambda/index.js";
import { isUsed } from "../analysis.js";
import type { Writer } from "../writer.js";
import { emitLet } from "./let.js";
import type { Scope } from "./scope.js";

/** For each parameter of `code`: whether every self tail call passes it back unchanged. */
export function invariantParams(code: Code, selfTailCalls: readonly Apply[]): boolean[] {
  return code.params.map((p, i) =>
    selfTailCalls.every((call) => {
      const a = call.args[i];
      return a !== undefined && a.kind === "var" && a.name === p.name;
    }),
  );
}

/**
 * Writes the invariant lets at the top of `code`'s body (before the loop) and returns the rest
 * of the body, which the loop runs: in it, the same computation on the same invariant values
 * (a copy of the body's start made by unrolling) names the value computed before the loop.
 */
export function emitInvariantPrefix(code: Code, invariant: readonly boolean[], sc: Scope, w: Writer): Expr {
  const known = new Set<string>([code.myClosure]);
  code.params.forEach((p, i) => {
    if (invariant[i]) known.add(p.name);
  });
  const isInvariant = (s: Simple): boolean => s.kind !== "var" || known.has(s.name);
  const hoisted = new Map<string, Variable>();
  let e = code.body;
  while (
    e.kind === "let" &&
    e.bound.kind === "singleton" &&
    e.named.kind === "prim" &&
    primitiveCanBeMoved(e.named.prim) &&
    primitiveArgs(e.named.prim).every(isInvariant)
  ) {
    emitLet(e.bound, e.named, sc, w);
    known.add(e.bound.var);
    // Reused only if written (an unused one is not).
    if (isUsed(sc.uses, e.bound.var) && !hoisted.has(keyOf(e.named.prim))) hoisted.set(keyOf(e.named.prim), e.bound.var);
    e = e.body;
  }
  return hoisted.size === 0 ? e : reuseHoisted(e, hoisted);
}

function keyOf(p: Primitive): string {
  return JSON.stringify(p);
}

/** `body` with each movable primitive computed before the loop bound to that value instead. */
function reuseHoisted(body: Expr, hoisted: ReadonlyMap<string, Variable>): Expr {
  // What a rewritten let's variable stands for, so that computations on it are found too.
  const same = new Map<Variable, Variable>();
  const canonical = (s: Simple): Simple => (s.kind === "var" && same.has(s.name) ? { kind: "var", name: same.get(s.name)! } : s);
  return rebuildTerm(body, (e, step) => {
    if (e.kind === "let" && e.bound.kind === "singleton" && e.named.kind === "prim" && primitiveCanBeMoved(e.named.prim)) {
      const p = e.named.prim;
      const found = hoisted.get(keyOf(withPrimitiveArgs(p, primitiveArgs(p).map(canonical))));
      if (found !== undefined) {
        same.set(e.bound.var, found);
        const bound = e.bound;
        step.from([e.body], ([b]) => let_(bound, namedSimple({ kind: "var", name: found }), b!));
        return;
      }
    }
    // Code a `let` binds is a body of its own, where the loop's values are not in scope.
    rebuildAround(e, step);
  });
}
