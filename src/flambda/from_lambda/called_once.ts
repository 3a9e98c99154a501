// Functions called from one place: a function bound by a (non-recursive) `let` whose name occurs
// once in the whole unit, and that occurrence is the function of a call passing all its
// parameters. Inlining such a call removes the definition with it, so the code does not grow:
// Simplify inlines it (`called_once` in the code's attributes). A toplevel function the module
// exports is named again in the module block, so it is never one of these; nor is a function
// stored, passed or partially applied. One walk over the unit, with an explicit stack.
import { children, type Lambda } from "../../lambda/index.js";
import { identKey } from "./env.js";

type FunctionLambda = Extract<Lambda, { kind: "Function" }>;

export function calledOnceFunctions(root: Lambda): ReadonlySet<FunctionLambda> {
  /** How many times each identifier is named (read or assigned). */
  const occurrences = new Map<string, number>();
  /** For an identifier named as the function of a call: the number of arguments passed there. */
  const calledWith = new Map<string, number>();
  const candidates: { readonly key: string; readonly fn: FunctionLambda }[] = [];
  const count = (key: string): void => {
    occurrences.set(key, (occurrences.get(key) ?? 0) + 1);
  };
  const todo: Lambda[] = [root];
  while (todo.length > 0) {
    const l = todo.pop()!;
    if (l.kind === "Var") count(identKey(l.ident));
    else if (l.kind === "Assign") count(identKey(l.ident));
    else if (l.kind === "Apply" && l.func.kind === "Var") calledWith.set(identKey(l.func.ident), l.args.length);
    else if (l.kind === "Let" && l.def.kind === "Function" && !l.def.attributes.stub) candidates.push({ key: identKey(l.ident), fn: l.def });
    for (const c of children(l)) todo.push(c);
  }
  const once = new Set<FunctionLambda>();
  for (const { key, fn } of candidates) {
    if (occurrences.get(key) === 1 && calledWith.get(key) === fn.params.length) once.add(fn);
  }
  return once;
}
