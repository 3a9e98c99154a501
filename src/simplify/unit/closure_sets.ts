// Where a round's unit allocates the closures of each code: how many sets of closures (dynamic
// or static, in code bodies too) name the code, and, for a code whose only set is a static one,
// that closure's symbol.
//
// A code whose one set of closures is bound to a symbol can only ever run with that symbol as
// its closure: every closure of the code is that set's (no other set names it, and copies made
// by inlining only copy sets the term already holds). Its body is then simplified knowing its
// closure is the symbol, so what it reads from its own value slots is what the set holds, a
// constant or a symbol (see `simplifyCode`): a toplevel function that uses a module made by a
// functor knows the module's functions, as at toplevel.
import { forEachExpr, type CodeId, type Expr, type FunctionSlot, type Symbol } from "../../flambda/index.js";

/** A function of a static set of closures: its slot, its code and the symbol of its closure. */
export interface StaticMember {
  readonly slot: FunctionSlot;
  readonly codeId: CodeId;
  readonly symbol: Symbol;
}

export interface ClosureSets {
  /** How many sets of closures the term allocates with each code id. */
  readonly allocations: ReadonlyMap<CodeId, number>;
  /** The closure's symbol, for each code whose only set of closures is a static one. */
  readonly soleStatic: ReadonlyMap<CodeId, Symbol>;
  /** For each code of a static set of several functions (`let rec ... and ...`): the set's functions. */
  readonly staticSets: ReadonlyMap<CodeId, readonly StaticMember[]>;
}

export function closureSets(root: Expr): ClosureSets {
  const allocations = new Map<CodeId, number>();
  const staticSymbol = new Map<CodeId, Symbol>();
  const staticSets = new Map<CodeId, readonly StaticMember[]>();
  const add = (id: CodeId): void => {
    allocations.set(id, (allocations.get(id) ?? 0) + 1);
  };
  forEachExpr(root, { intoCode: true }, (e) => {
    if (e.kind !== "let") return;
    const n = e.named;
    if (n.kind === "set_of_closures") for (const d of n.set.functionDecls) add(d.codeId);
    else if (n.kind === "static_consts" && e.bound.kind === "static") {
      const bindings = e.bound.bindings;
      n.consts.forEach((c, i) => {
        if (c.kind !== "set_of_closures") return;
        const b = bindings[i];
        if (b?.kind === "set_of_closures" && c.set.functionDecls.length > 1 && b.symbols.length === c.set.functionDecls.length) {
          const members = c.set.functionDecls.map((d, j) => ({ slot: d.slot, codeId: d.codeId, symbol: b.symbols[j]! }));
          for (const d of c.set.functionDecls) staticSets.set(d.codeId, members);
        }
        c.set.functionDecls.forEach((d, j) => {
          add(d.codeId);
          if (b?.kind === "set_of_closures" && b.symbols[j] !== undefined) staticSymbol.set(d.codeId, b.symbols[j]!);
        });
      });
    }
  });
  const soleStatic = new Map<CodeId, Symbol>();
  for (const [id, sym] of staticSymbol) if (allocations.get(id) === 1) soleStatic.set(id, sym);
  return { allocations, soleStatic, staticSets };
}
