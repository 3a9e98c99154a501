// Lambda lifting in the emitter: a set of one closure that code makes and only ever calls
// (never passes, stores, returns or compares it, nor calls it through `caml_call`) needs no
// closure at all. Its code becomes a plain function of the program taking the value slots as
// extra parameters after its own, the allocation writes nothing, and each call passes the
// values the allocation would have stored (seed 004's lambda lifting, done where JavaScript
// makes it free). A local recursive function capturing variables of its enclosing function,
// `let rec lookup b = ... key ... in lookup bucket`, then costs no object, no function object
// and no property writes per call of the enclosing function.
//
// A set qualifies when every name it is known by — the variables its allocations bind, its
// code's `my_closure`, and the results of projecting its function slot from either — is only
// the callee of direct calls of its own code with all the arguments, or the closure of a
// projection; when code allocates it (not once at the unit's start, where it costs nothing);
// and when every allocation stores the same value slots.
import { assertNever } from "../common/assert_never.js";
import type { Code, CodeId, Expr, SetOfClosures, ValueSlot } from "../flambda/index.js";
import { setKey, type UnitAnalysis } from "./analysis.js";

/** A set of closures whose closure the emitter lifts: its value slots, in parameter order. */
export interface LiftedSet {
  readonly code: Code;
  readonly valueSlots: readonly ValueSlot[];
}

/** The sets of closures of a unit that are lifted, by `setKey`. */
export function liftedSets(a: UnitAnalysis, unitBody: Expr, codeOf: (id: CodeId) => Code | undefined): Map<string, LiftedSet> {
  // Uses that need a closure, or a direct call of code other than the set's own.
  const needsClosure = new Set<string>();
  const calledCode = new Map<string, Set<CodeId>>();
  const projectedFrom = new Map<string, string>();
  const slotLists = new Map<string, Set<string>>();
  const bodies: Expr[] = [];
  const seen = new Set<CodeId>();
  const addCode = (c: Code | undefined): void => {
    if (c === undefined || seen.has(c.codeId)) return;
    seen.add(c.codeId);
    bodies.push(c.body);
  };
  for (const c of a.codes.values()) addCode(c);
  for (const id of a.foreign.keys()) addCode(codeOf(id));
  const todo: Expr[] = [];
  const visit = (root: Expr): void => {
    todo.push(root);
    while (todo.length > 0) {
      const e = todo.pop()!;
      switch (e.kind) {
        case "let": {
          const n = e.named;
          if (n.kind === "set_of_closures") {
            const key = setKey(n.set);
            const slots = slotListOf(n.set);
            const known = slotLists.get(key);
            if (known === undefined) slotLists.set(key, new Set([slots]));
            else known.add(slots);
          } else if (n.kind === "prim" && n.prim.kind === "unary" && n.prim.op.kind === "project_function_slot" && n.prim.arg.kind === "var" && e.bound.kind === "singleton") {
            projectedFrom.set(e.bound.var, n.prim.arg.name);
          }
          todo.push(e.body);
          break;
        }
        case "let_cont":
          for (const h of e.handlers) todo.push(h.handler);
          todo.push(e.body);
          break;
        case "apply": {
          const f = e.callee;
          if (f === undefined || f.kind !== "var") break;
          const k = e.callKind;
          if (k.kind !== "direct") {
            needsClosure.add(f.name);
            break;
          }
          const c = codeOf(k.codeId);
          if (c === undefined || c.params.length !== e.args.length) needsClosure.add(f.name);
          else {
            const s = calledCode.get(f.name) ?? new Set<CodeId>();
            s.add(k.codeId);
            calledCode.set(f.name, s);
          }
          break;
        }
        case "apply_cont":
        case "switch":
        case "invalid":
          break;
        default:
          assertNever(e);
      }
    }
  };
  visit(unitBody);
  for (const b of bodies) visit(b);

  const staticKeys = new Set([...a.staticClosureSymbols.values()].map((s) => s.setKey));
  const out = new Map<string, LiftedSet>();
  for (const [key, set] of a.sets) {
    if (set.functionDecls.length !== 1 || a.toplevelSets.has(key) || staticKeys.has(key)) continue;
    const vars = a.allocatedAs.get(key);
    const lists = slotLists.get(key);
    if (vars === undefined || lists === undefined || lists.size !== 1) continue;
    const code = codeOf(set.functionDecls[0]!.codeId);
    if (code === undefined) continue;
    // Every name of the closure, projections of its function slot included.
    const names = new Set([...vars, code.myClosure]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const [v, from] of projectedFrom)
        if (names.has(from) && !names.has(v)) {
          names.add(v);
          grew = true;
        }
    }
    const ok = [...names].every((v) => !a.valueUses.has(v) && !needsClosure.has(v) && [...(calledCode.get(v) ?? [])].every((id) => id === code.codeId));
    if (ok) out.set(key, { code, valueSlots: set.valueSlots.map((v) => v.slot) });
  }
  return out;
}

function slotListOf(set: SetOfClosures): string {
  return set.valueSlots
    .map((v) => v.slot)
    .sort()
    .join(",");
}
