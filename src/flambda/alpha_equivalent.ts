// Equality of terms up to the renaming of bound names, for expect tests ("before ===> after"):
// the expected term is written by hand with whatever names read best, the actual one comes with
// the names a pass made up. Bound names (variables, continuations, symbols, code ids) must
// correspond one to one; free names must be the same; slot names, which are global to a unit,
// must correspond one to one as well.
import { assertNever } from "../common/assert_never.js";
import type { BoundPattern, BoundStatic } from "./bound_pattern.js";
import type { Code, Param } from "./code.js";
import { equalDebuginfo, type Debuginfo } from "./debuginfo.js";
import type { ApplyCont, CallKind, ContHandler, Expr, TrapAction } from "./expr.js";
import type { FlambdaUnit } from "./flambda_unit.js";
import type { Named } from "./named.js";
import type { Primitive } from "./primitives.js";
import type { SetOfClosures } from "./set_of_closures.js";
import { equalConsts, type Simple } from "./simple.js";
import type { StaticConst } from "./static_const.js";

export interface AlphaOptions {
  /** Compare debuginfo (source locations) too. Default: true. */
  readonly compareDebuginfo?: boolean;
}

/**
 * Structural equality of plain IR data (no names inside): objects compared key by key whatever
 * the order their fields were written in, a missing field equal to an `undefined` one, floats
 * by their bits.
 */
export function equalData(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number") return Object.is(a, b);
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => equalData(x, bb[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) if (!equalData(ra[key], rb[key])) return false;
  return true;
}

/** A one-to-one correspondence between the names of the two terms, for one sort of name. */
class Bijection {
  private readonly ab = new Map<string, string>();
  private readonly ba = new Map<string, string>();

  /** `a` and `b` are bound at corresponding places. */
  bind(a: string, b: string): boolean {
    const x = this.ab.get(a);
    const y = this.ba.get(b);
    if (x !== undefined || y !== undefined) return x === b && y === a;
    this.ab.set(a, b);
    this.ba.set(b, a);
    return true;
  }

  /** `a` and `b` are used at corresponding places: bound to each other, or the same free name. */
  use(a: string, b: string): boolean {
    const x = this.ab.get(a);
    if (x !== undefined) return x === b;
    if (this.ba.has(b)) return false;
    return a === b;
  }

  /** Names with no binder (slots): corresponding on first sight, consistently afterwards. */
  match(a: string, b: string): boolean {
    const x = this.ab.get(a);
    const y = this.ba.get(b);
    if (x === undefined && y === undefined) {
      this.ab.set(a, b);
      this.ba.set(b, a);
      return true;
    }
    return x === b && y === a;
  }
}

class AlphaComparer {
  private readonly vars = new Bijection();
  private readonly symbols = new Bijection();
  private readonly conts = new Bijection();
  private readonly codeIds = new Bijection();
  private readonly fslots = new Bijection();
  private readonly vslots = new Bijection();

  constructor(private readonly opts: AlphaOptions) {}

  bindSymbol(a: string, b: string): boolean {
    return this.symbols.bind(a, b);
  }
  bindCont(a: string, b: string): boolean {
    return this.conts.bind(a, b);
  }

  private dbg(a: Debuginfo, b: Debuginfo): boolean {
    return this.opts.compareDebuginfo === false || equalDebuginfo(a, b);
  }

  simple(a: Simple, b: Simple): boolean {
    switch (a.kind) {
      case "var":
        return b.kind === "var" && this.vars.use(a.name, b.name);
      case "symbol":
        return b.kind === "symbol" && this.symbols.use(a.name, b.name);
      case "const":
        return b.kind === "const" && equalConsts(a.value, b.value);
      default:
        return assertNever(a);
    }
  }

  private simples(a: readonly Simple[], b: readonly Simple[]): boolean {
    return a.length === b.length && a.every((x, i) => this.simple(x, b[i]!));
  }

  private params(a: readonly Param[], b: readonly Param[]): boolean {
    return a.length === b.length && a.every((p, i) => p.kind === b[i]!.kind && this.vars.bind(p.name, b[i]!.name));
  }

  private primitive(a: Primitive, b: Primitive): boolean {
    if (a.kind !== b.kind) return false;
    const opA = a.op;
    const opB = b.op;
    if (opA.kind === "project_value_slot" && opB.kind === "project_value_slot") {
      if (!this.fslots.match(opA.from, opB.from) || !this.vslots.match(opA.slot, opB.slot) || opA.slotKind !== opB.slotKind)
        return false;
    } else if (opA.kind === "project_function_slot" && opB.kind === "project_function_slot") {
      if (!this.fslots.match(opA.from, opB.from) || !this.fslots.match(opA.to, opB.to)) return false;
    } else if (!equalData(opA, opB)) {
      return false;
    }
    const argsA = a.kind === "nullary" ? [] : a.kind === "unary" ? [a.arg] : a.kind === "binary" ? [a.arg1, a.arg2] : a.kind === "ternary" ? [a.arg1, a.arg2, a.arg3] : a.args;
    const argsB = b.kind === "nullary" ? [] : b.kind === "unary" ? [b.arg] : b.kind === "binary" ? [b.arg1, b.arg2] : b.kind === "ternary" ? [b.arg1, b.arg2, b.arg3] : b.args;
    return this.simples(argsA, argsB);
  }

  private setOfClosures(a: SetOfClosures, b: SetOfClosures): boolean {
    return (
      a.functionDecls.length === b.functionDecls.length &&
      a.functionDecls.every((d, i) => {
        const e = b.functionDecls[i]!;
        return this.fslots.match(d.slot, e.slot) && this.codeIds.use(d.codeId, e.codeId);
      }) &&
      a.valueSlots.length === b.valueSlots.length &&
      a.valueSlots.every((v, i) => {
        const w = b.valueSlots[i]!;
        return v.kind === w.kind && this.vslots.match(v.slot, w.slot) && this.simple(v.value, w.value);
      })
    );
  }

  private bindStatic(a: BoundStatic, b: BoundStatic): boolean {
    switch (a.kind) {
      case "code":
        return b.kind === "code" && this.codeIds.bind(a.codeId, b.codeId);
      case "block_like":
        return b.kind === "block_like" && this.symbols.bind(a.symbol, b.symbol);
      case "set_of_closures":
        return (
          b.kind === "set_of_closures" &&
          a.symbols.length === b.symbols.length &&
          a.symbols.every((s, i) => this.symbols.bind(s, b.symbols[i]!))
        );
      default:
        return assertNever(a);
    }
  }

  private staticConst(a: StaticConst, b: StaticConst): boolean {
    switch (a.kind) {
      case "code":
        return b.kind === "code" && this.code(a.code, b.code);
      case "block":
        return (
          b.kind === "block" && a.tag === b.tag && a.mutability === b.mutability && this.simples(a.fields, b.fields)
        );
      case "set_of_closures":
        return b.kind === "set_of_closures" && this.setOfClosures(a.set, b.set);
      case "boxed_float":
        return b.kind === "boxed_float" && Object.is(a.value, b.value);
      case "boxed_int32":
      case "boxed_int64":
      case "boxed_nativeint":
        return b.kind === a.kind && a.value === b.value;
      case "immutable_float_array":
        return (
          b.kind === "immutable_float_array" &&
          a.values.length === b.values.length &&
          a.values.every((x, i) => Object.is(x, b.values[i]))
        );
      case "empty_array":
        return b.kind === "empty_array";
      case "immutable_string":
        return b.kind === "immutable_string" && a.value === b.value;
      case "mutable_string":
        return b.kind === "mutable_string" && a.initialValue === b.initialValue;
      default:
        return assertNever(a);
    }
  }

  code(a: Code, b: Code): boolean {
    return (
      this.codeIds.use(a.codeId, b.codeId) &&
      this.params(a.params, b.params) &&
      this.vars.bind(a.myClosure, b.myClosure) &&
      this.conts.bind(a.returnContinuation, b.returnContinuation) &&
      this.conts.bind(a.exnContinuation, b.exnContinuation) &&
      equalData(a.resultArity, b.resultArity) &&
      a.recursive === b.recursive &&
      equalData(a.attributes, b.attributes) &&
      a.size === b.size &&
      (a.dbg.name === b.dbg.name || (a.dbg.name === a.codeId && b.dbg.name === b.codeId)) &&
      (this.opts.compareDebuginfo === false ||
        (a.dbg.loc === undefined ? b.dbg.loc === undefined : b.dbg.loc !== undefined && equalDebuginfo([a.dbg.loc], [b.dbg.loc]))) &&
      this.defer(a.body, b.body)
    );
  }

  private named(a: Named, b: Named): boolean {
    switch (a.kind) {
      case "simple":
        return b.kind === "simple" && this.simple(a.simple, b.simple);
      case "prim":
        return b.kind === "prim" && this.primitive(a.prim, b.prim) && this.dbg(a.dbg, b.dbg);
      case "set_of_closures":
        return b.kind === "set_of_closures" && this.setOfClosures(a.set, b.set);
      case "static_consts":
        return (
          b.kind === "static_consts" &&
          a.consts.length === b.consts.length &&
          a.consts.every((c, i) => this.staticConst(c, b.consts[i]!))
        );
      default:
        return assertNever(a);
    }
  }

  private bindPattern(a: BoundPattern, b: BoundPattern): boolean {
    switch (a.kind) {
      case "singleton":
        return b.kind === "singleton" && a.varKind === b.varKind && this.vars.bind(a.var, b.var);
      case "set_of_closures":
        return (
          b.kind === "set_of_closures" &&
          a.vars.length === b.vars.length &&
          a.vars.every((v, i) => this.vars.bind(v, b.vars[i]!))
        );
      case "static":
        return (
          b.kind === "static" &&
          a.bindings.length === b.bindings.length &&
          a.bindings.every((x, i) => this.bindStatic(x, b.bindings[i]!))
        );
      default:
        return assertNever(a);
    }
  }

  private trap(a: TrapAction | undefined, b: TrapAction | undefined): boolean {
    if (a === undefined || b === undefined) return a === b;
    if (a.kind !== b.kind || !this.conts.use(a.exnHandler, b.exnHandler)) return false;
    return a.kind === "push" || (b.kind === "pop" && a.raiseKind === b.raiseKind);
  }

  private action(a: ApplyCont, b: ApplyCont): boolean {
    return this.conts.use(a.cont, b.cont) && this.simples(a.args, b.args) && this.trap(a.trap, b.trap);
  }

  private callKind(a: CallKind, b: CallKind): boolean {
    if (a.kind === "direct" && b.kind === "direct")
      return this.codeIds.use(a.codeId, b.codeId) && this.fslots.match(a.functionSlot, b.functionSlot);
    return equalData(a, b);
  }

  private handlerHeader(a: ContHandler, b: ContHandler): boolean {
    return a.isExnHandler === b.isExnHandler && this.params(a.params, b.params);
  }

  /** Pairs of subterms still to compare (their binders already matched). */
  private readonly pending: [Expr, Expr][] = [];

  private defer(a: Expr, b: Expr): true {
    this.pending.push([a, b]);
    return true;
  }

  /**
   * Compares with a work list rather than recursion (handlers nest as deep as a program is
   * long). Sibling scopes are disjoint and every binder is matched before the subterms under
   * it are queued, so the order of comparison does not matter.
   */
  expr(ra: Expr, rb: Expr): boolean {
    this.pending.push([ra, rb]);
    while (this.pending.length > 0) {
      const [a, b] = this.pending.pop()!;
      if (!this.chain(a, b)) return false;
    }
    return true;
  }

  private chain(ra: Expr, rb: Expr): boolean {
    let a = ra;
    let b = rb;
    for (;;) {
      switch (a.kind) {
        case "let": {
          if (b.kind !== "let") return false;
          // Static constants may refer to the names they bind; other lets do not see theirs.
          if (a.bound.kind === "static") {
            if (!this.bindPattern(a.bound, b.bound) || !this.named(a.named, b.named)) return false;
          } else if (!this.named(a.named, b.named) || !this.bindPattern(a.bound, b.bound)) return false;
          a = a.body;
          b = b.body;
          continue;
        }
        case "let_cont": {
          if (b.kind !== "let_cont" || a.recursive !== b.recursive || a.handlers.length !== b.handlers.length)
            return false;
          const hb = b.handlers;
          if (!a.handlers.every((h, i) => this.conts.bind(h.cont, hb[i]!.cont))) return false;
          if (!a.handlers.every((h, i) => this.handlerHeader(h, hb[i]!))) return false;
          a.handlers.forEach((h, i) => this.defer(h.handler, hb[i]!.handler));
          a = a.body;
          b = b.body;
          continue;
        }
        case "apply": {
          if (b.kind !== "apply") return false;
          const calleeOk =
            a.callee === undefined ? b.callee === undefined : b.callee !== undefined && this.simple(a.callee, b.callee);
          const contOk =
            a.continuation === "never_returns" || b.continuation === "never_returns"
              ? a.continuation === b.continuation
              : this.conts.use(a.continuation, b.continuation);
          return (
            calleeOk &&
            this.simples(a.args, b.args) &&
            contOk &&
            this.conts.use(a.exnContinuation, b.exnContinuation) &&
            this.callKind(a.callKind, b.callKind) &&
            equalData(a.inlined, b.inlined) &&
            a.specialised === b.specialised &&
            this.dbg(a.dbg, b.dbg)
          );
        }
        case "apply_cont":
          return b.kind === "apply_cont" && this.action(a, b);
        case "switch": {
          if (b.kind !== "switch") return false;
          const armsB = b.arms;
          return (
            this.simple(a.scrutinee, b.scrutinee) &&
            a.arms.length === armsB.length &&
            a.arms.every((arm, i) => arm.value === armsB[i]!.value && this.action(arm.action, armsB[i]!.action))
          );
        }
        case "invalid":
          return b.kind === "invalid" && a.message === b.message;
        default:
          return assertNever(a);
      }
    }
  }
}

/** Whether two expressions are equal up to a consistent renaming of their bound names. */
export function alphaEquivalent(a: Expr, b: Expr, opts: AlphaOptions = {}): boolean {
  return new AlphaComparer(opts).expr(a, b);
}

/** Units are alpha-equivalent when their bodies are, with module symbols and toplevel continuations corresponding. */
export function alphaEquivalentUnits(a: FlambdaUnit, b: FlambdaUnit, opts: AlphaOptions = {}): boolean {
  const c = new AlphaComparer(opts);
  return (
    a.name === b.name &&
    c.bindSymbol(a.moduleSymbol, b.moduleSymbol) &&
    c.bindCont(a.returnContinuation, b.returnContinuation) &&
    c.bindCont(a.exnContinuation, b.exnContinuation) &&
    c.expr(a.body, b.body)
  );
}
