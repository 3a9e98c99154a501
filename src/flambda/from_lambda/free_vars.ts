// Free identifiers of a Lambda function: what its closure must capture. Identifiers are unique
// in a unit, so the free ones are those used but not bound inside. Walked with an explicit
// stack: bodies may be long chains of `let`s. The free identifiers of each function are
// computed once: a function nested in another contributes its own (remembered) free identifiers
// to the outer one's walk instead of being walked again, so that conversion stays linear in the
// size of the unit however deep functions nest.
import { assertNever } from "../../common/assert_never.js";
import type { Ident, Lambda } from "../../lambda/index.js";
import { identKey } from "./env.js";

type FunctionLambda = Extract<Lambda, { kind: "Function" }>;

const ofFunction = new WeakMap<FunctionLambda, readonly Ident[]>();

/** The free identifiers of one function, in the order of their first use. */
export function freeIdentsOfFunction(fn: FunctionLambda): readonly Ident[] {
  let free = ofFunction.get(fn);
  if (free === undefined) {
    free = walk([fn], []);
    ofFunction.set(fn, free);
  }
  return free;
}

export function freeIdents(roots: readonly Lambda[], boundOutside: readonly Ident[] = []): Ident[] {
  if (roots.length === 1 && roots[0]!.kind === "Function" && boundOutside.length === 0) return [...freeIdentsOfFunction(roots[0]!)];
  return walk(roots, boundOutside);
}

function walk(roots: readonly Lambda[], boundOutside: readonly Ident[]): Ident[] {
  const used = new Map<string, Ident>();
  const bound = new Set<string>(boundOutside.map(identKey));
  const todo: Lambda[] = [...roots];
  const use = (id: Ident): void => {
    const k = identKey(id);
    if (!used.has(k)) used.set(k, id);
  };
  const bind = (id: Ident): void => {
    bound.add(identKey(id));
  };
  while (todo.length > 0) {
    const l = todo.pop()!;
    switch (l.kind) {
      case "Var":
        use(l.ident);
        break;
      case "Const":
        break;
      case "Apply":
        todo.push(l.func);
        for (const a of l.args) todo.push(a);
        break;
      case "Function":
        if (!roots.includes(l)) {
          for (const id of freeIdentsOfFunction(l)) use(id);
          break;
        }
        for (const p of l.params) bind(p.ident);
        todo.push(l.body);
        break;
      case "Let":
      case "MutLet":
        bind(l.ident);
        todo.push(l.def, l.body);
        break;
      case "LetRec":
        for (const b of l.bindings) {
          bind(b.ident);
          todo.push(b.def);
        }
        todo.push(l.body);
        break;
      case "Prim":
        for (const a of l.args) todo.push(a);
        break;
      case "Switch":
        todo.push(l.scrutinee);
        for (const c of l.cases.consts) todo.push(c.action);
        for (const c of l.cases.blocks) todo.push(c.action);
        if (l.cases.failAction) todo.push(l.cases.failAction);
        break;
      case "StringSwitch":
        todo.push(l.scrutinee);
        for (const c of l.cases) todo.push(c.action);
        if (l.default) todo.push(l.default);
        break;
      case "StaticRaise":
        for (const a of l.args) todo.push(a);
        break;
      case "StaticCatch":
        for (const p of l.params) bind(p.ident);
        todo.push(l.body, l.handler);
        break;
      case "TryWith":
        bind(l.exn);
        todo.push(l.body, l.handler);
        break;
      case "IfThenElse":
        todo.push(l.cond, l.then, l.else);
        break;
      case "Sequence":
        todo.push(l.first, l.second);
        break;
      case "While":
        todo.push(l.cond, l.body);
        break;
      case "For":
        bind(l.ident);
        todo.push(l.from, l.to, l.body);
        break;
      case "Assign":
        use(l.ident);
        todo.push(l.value);
        break;
      default:
        assertNever(l);
    }
  }
  return [...used.entries()].filter(([k]) => !bound.has(k)).map(([, id]) => id);
}
