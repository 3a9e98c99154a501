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
import type { Code, CodeId, ValueSlot } from "../flambda/index.js";
import { isValueUse, type UnitAnalysis } from "./analysis.js";

/** A set of closures whose closure the emitter lifts: its value slots, in parameter order. */
export interface LiftedSet {
  readonly code: Code;
  readonly valueSlots: readonly ValueSlot[];
}

/** The sets of closures of a unit that are lifted, by `setKey`. */
export function liftedSets(a: UnitAnalysis, codeOf: (id: CodeId) => Code | undefined): Map<string, LiftedSet> {
  // What the analysis found of the calls and projections of the unit and of the code it holds.
  const { needsClosure, calledCode, projectedFrom, slotLists } = a.closureUses;
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
    const ok = [...names].every((v) => !isValueUse(a, v) && !needsClosure.has(v) && [...(calledCode.get(v) ?? [])].every((id) => id === code.codeId));
    if (ok) out.set(key, { code, valueSlots: set.valueSlots.map((v) => v.slot) });
  }
  return out;
}
