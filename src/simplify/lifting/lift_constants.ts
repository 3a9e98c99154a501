// Lifting of constants (manual section 21.8.1): inside a function, an allocation whose contents
// are all known at compile time (an immutable block of constants and symbols, a set of closures
// whose value slots hold only constants and symbols, a float boxed from a constant) is made a
// static constant, allocated once, and the variable that named the allocation becomes an alias
// of its symbol. The code no longer allocates there, and what it lifted is known everywhere as
// that symbol (a closure lifted this way has a known code wherever it flows).
//
// The constant is bound in the static group of the code being simplified (the group numbers of
// `specialise.ts`, kept in the round's state, `round_state.ts`): every symbol the code can name is in scope there, and the group is rebuilt
// after the code, when its unused constants are dropped (a speculation that was discarded leaves
// its lifted constants unused). At toplevel, such an allocation is lifted into the innermost
// static group enclosing it (section 21.8.2).
import {
  boundBlockLike,
  boxedFloat,
  boundStaticClosures,
  let_,
  namedSimple,
  simpleSymbol,
  staticBlock,
  staticSetOfClosures,
  stemOf,
  boundSingleton,
  kindOfConst,
  type Expr,
  type Let,
  type SetOfClosures,
  type Simple,
  type Symbol,
} from "../../flambda/index.js";
import { addEquation, aliasOfConst, boxedNumber, canonicalSimple, defineSymbol, fullBlock, type TypingEnv } from "../../types/index.js";
import type { DownwardAcc } from "../env/downward_acc.js";
import { defineClosures, knownSimpleType } from "../env/closure_types.js";
import type { Lifted } from "./lifted.js";
import { enclosesGroup, groupOfName, ofThisUnit } from "./static_groups.js";

/** An allocation found constant: the static constant, the names it binds, and the body with the let's variables as aliases of them. */
interface ConstantAllocation extends Lifted {
  readonly expr: Expr;
  /** `env` knowing the symbols, as the constant defines them. */
  readonly define: (env: TypingEnv) => TypingEnv;
}

/** The let's allocation as a static constant, when every value it holds is `constantIn`'s; else undefined. */
function constantAllocation(dacc: DownwardAcc, e: Let, constantIn: (s: Simple) => Simple | undefined): ConstantAllocation | undefined {
  const named = e.named;
  if (named.kind === "set_of_closures" && e.bound.kind === "set_of_closures") {
    const slots: Simple[] = [];
    for (const v of named.set.valueSlots) {
      const c = v.kind === "value" ? constantIn(v.value) : undefined;
      if (c === undefined) return undefined;
      slots.push(c);
    }
    const set: SetOfClosures = { functionDecls: named.set.functionDecls, valueSlots: named.set.valueSlots.map((v, i) => ({ ...v, value: slots[i]! })) };
    const symbols = set.functionDecls.map((d) => dacc.names.symbol(stemOf(d.codeId)));
    let expr: Expr = e.body;
    const vars = e.bound.vars;
    for (let i = vars.length - 1; i >= 0; i--) expr = let_(boundSingleton(vars[i]!, "value"), namedSimple(simpleSymbol(symbols[i]!)), expr);
    return {
      binding: boundStaticClosures(symbols),
      constant: staticSetOfClosures(set),
      symbols,
      expr,
      define: (env) => defineClosures(env, set, symbols.map(simpleSymbol), (en, sym) => defineSymbol(en, sym.name as Symbol)),
    };
  }
  if (named.kind === "prim" && e.bound.kind === "singleton" && named.prim.kind === "unary") {
    // A float boxed from a constant (a folded external's result, `fold_external.ts`).
    const p = named.prim;
    if (p.op.kind !== "box_number" || p.op.number !== "naked_float" || p.arg.kind !== "const" || p.arg.value.kind !== "naked_float") return undefined;
    const value = p.arg.value;
    const symbol = dacc.names.symbol(`${dacc.unitSymbol}__float`);
    return {
      binding: boundBlockLike(symbol),
      constant: boxedFloat(value.value),
      symbols: [symbol],
      expr: let_(e.bound, namedSimple(simpleSymbol(symbol)), e.body),
      define: (env) => addEquation(defineSymbol(env, symbol), symbol, boxedNumber("naked_float", aliasOfConst(value))),
    };
  }
  if (named.kind === "prim" && e.bound.kind === "singleton" && named.prim.kind === "variadic") {
    const op = named.prim.op;
    if (op.kind !== "make_block" || op.mutability !== "immutable" || op.blockKind.kind !== "values" || op.blockKind.tag >= 246) return undefined;
    const fields: Simple[] = [];
    for (const a of named.prim.args) {
      const c = constantIn(a);
      if (c === undefined) return undefined;
      fields.push(c);
    }
    const tag = op.blockKind.tag;
    const symbol = dacc.names.symbol(`${dacc.unitSymbol}__const_block`);
    return {
      binding: boundBlockLike(symbol),
      constant: staticBlock(tag, "immutable", fields),
      symbols: [symbol],
      expr: let_(e.bound, namedSimple(simpleSymbol(symbol)), e.body),
      define: (env) => {
        const env2 = defineSymbol(env, symbol);
        return addEquation(env2, symbol, fullBlock(tag, fields.map((f) => knownSimpleType(env2, f, "value"))));
      },
    };
  }
  return undefined;
}

/** A value-kind constant, or the canonical simple when it is a symbol `inScope` accepts. */
function constantOr(env: TypingEnv, s: Simple, inScope: (sym: Symbol) => boolean): Simple | undefined {
  const c = canonicalSimple(env, s);
  if (c.kind === "const") return kindOfConst(c.value) === "value" ? c : undefined;
  return c.kind === "symbol" && inScope(c.name) ? c : undefined;
}

/**
 * `let x = <allocation> in body` as `let x = $sym in body` with the allocation lifted into group
 * `g`, and the typing env knowing the symbol; undefined when the allocation is not constant.
 *
 * Inside a function, `g` is the group of its code, and what a group before it binds is in scope.
 * At toplevel (`toplevel`, section 21.8.2: lifting of toplevel let bindings whose defining
 * expression is constant), `g` is the innermost static group on the toplevel's spine lexically
 * enclosing the let, and only what the groups enclosing it bind is in scope: in CPS a
 * continuation's handler is not in the scope of what its body binds, though the typing env at the
 * handler may know it. Closures then capture the symbol rather than the variable, and are
 * constant themselves.
 */
export function liftAllocation(dacc: DownwardAcc, e: Let, env: TypingEnv, g: number, toplevel: boolean): { expr: Expr; env: TypingEnv } | undefined {
  const inScope = (name: string): boolean => {
    const h = groupOfName(dacc, name);
    if (h !== undefined) return toplevel ? enclosesGroup(dacc, h, g) : h <= g;
    // Another unit's name is in scope everywhere; one of this unit that no group binds (the
    // module block, met last) is not.
    return !ofThisUnit(dacc, name);
  };
  if (e.named.kind === "set_of_closures" && !e.named.set.functionDecls.every((d) => inScope(d.codeId))) return undefined;
  const lifted = constantAllocation(dacc, e, (s) => constantOr(env, s, inScope));
  if (lifted === undefined) return undefined;
  dacc.state.addLifted(g, lifted);
  return { expr: lifted.expr, env: lifted.define(env) };
}
