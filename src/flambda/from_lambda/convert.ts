// CPS conversion of Lambda terms (Flambda 2's `Closure_conversion`, expression part). Every
// intermediate result is named by a `Let`; control flow becomes continuations.
//
// Two entry points per term: `value` converts a term whose result is used by what follows (it
// emits bindings into the accumulator and returns the simple holding the result), `tail`
// converts a term whose result goes to a known continuation (the target), so that a call in
// tail position passes the function's own return continuation and is a tail call. Control forms
// (`if`, `switch`, calls, loops, `try`, static exits) are converted in `control`, towards a
// target; in a value position, the target is a fresh join continuation whose handler is the rest
// of the code (`k_join`).
import { predefinedExceptionSymbol } from "../runtime_symbols.js";
import { assertNever } from "../../common/assert_never.js";
import type { Location } from "../../common/location.js";
import type { FunctionParam, Lambda, StructuredConstant } from "../../lambda/index.js";
import { boundBlockLike } from "../bound_pattern.js";
import { param, type SpecialiseAttribute } from "../code.js";
import { debuginfoOf, type Debuginfo } from "../debuginfo.js";
import {
  apply,
  applyCont,
  contHandler,
  invalid,
  letCont,
  letContRec,
  popTrap,
  pushTrap,
  raiseTo,
  switch_,
  switchArm,
  type CallKind,
  type ContHandler,
  type Expr,
  type InlinedAttribute,
  type RaiseKind,
  type SwitchArm,
} from "../expr.js";
import type { CodeId, Continuation, NameGenerator, Symbol, Variable } from "../names.js";
import { binary, unary, variadic } from "../primitives.js";
import { simpleConst, simpleSymbol, simpleVar, taggedImmediate, type Simple } from "../simple.js";
import {
  boxedFloat,
  boxedInt32,
  boxedInt64,
  boxedNativeint,
  emptyArray,
  immutableFloatArray,
  immutableString,
  staticBlock,
} from "../static_const.js";
import { Acc, Statics } from "./acc.js";
import { convertFunctions, convertLetRec, partialApplication } from "./closures.js";
import { bindMutable, bindValue, currentExnCont, identKey, lookup, withTrap, type Binding, type Env, type KnownFunction, type Target } from "./env.js";
import { convertPrimitive } from "./primitive_conversion.js";

export const unitSimple: Simple = simpleConst(taggedImmediate(0));

/** The symbol of a compilation unit's module block: other units link to it by this name. */
export function moduleSymbolOf(unitName: string): Symbol {
  return unitName as Symbol;
}

export { predefinedExceptionSymbol };

function sameTraps(a: readonly Continuation[], b: readonly Continuation[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

function inlinedOf(a: Extract<Lambda, { kind: "Apply" }>["inlined"]): InlinedAttribute {
  if (typeof a === "object") return { kind: "unroll", count: a.unroll };
  return { kind: a };
}

export class Converter {
  readonly statics = new Statics();
  private invalidArgumentSymbol: Symbol | undefined;
  /** Whether the unit reads its own module block (then allocated first, filled in at the end). */
  selfReferenced = false;
  /** The functions called from one place only (`called_once.ts`), found before conversion. */
  calledOnce: ReadonlySet<Extract<Lambda, { kind: "Function" }>> = new Set();

  constructor(
    readonly names: NameGenerator,
    /** The unit's module symbol: the prefix of its other symbols and code ids. */
    readonly unitSymbol: Symbol,
    /** The module symbol of a unit named in `GetGlobal`. */
    readonly globalSymbol: (unit: string) => Symbol,
  ) {}

  // --- names -----------------------------------------------------------------------------

  // Symbols and code ids are global when units are linked: they carry the unit's name.
  symbol(stem: string): Symbol {
    return this.names.symbol(`${this.unitSymbol}__${stem}`);
  }

  codeId(stem: string): CodeId {
    return this.names.codeId(`${this.unitSymbol}__${stem}`);
  }

  variableFor(name: string): Variable {
    return this.names.variable(name);
  }

  // --- constants -------------------------------------------------------------------------

  stringSymbol(value: string): Symbol {
    return this.statics.stringSymbol(
      value,
      () => this.symbol("str"),
      (s) => this.statics.add(boundBlockLike(s), immutableString(value)),
    );
  }

  /** A static constant bound to a fresh symbol. */
  staticSymbol(stem: string, c: Parameters<Statics["add"]>[1]): Symbol {
    const s = this.symbol(stem);
    this.statics.add(boundBlockLike(s), c);
    return s;
  }

  constant(c: StructuredConstant): Simple {
    switch (c.kind) {
      case "int":
      case "char":
        return simpleConst(taggedImmediate(c.value));
      case "float":
        return simpleSymbol(this.staticSymbol("float", boxedFloat(c.value)));
      case "int32":
        return simpleSymbol(this.staticSymbol("int32", boxedInt32(c.value)));
      case "int64":
        return simpleSymbol(this.staticSymbol("int64", boxedInt64(c.value)));
      case "nativeint":
        return simpleSymbol(this.staticSymbol("nativeint", boxedNativeint(c.value)));
      case "string":
        return simpleSymbol(this.stringSymbol(c.value));
      case "block":
        return simpleSymbol(this.staticSymbol("const_block", staticBlock(c.tag, "immutable", c.fields.map((f) => this.constant(f)))));
      case "float_array":
        return simpleSymbol(this.staticSymbol("float_array", c.values.length === 0 ? emptyArray : immutableFloatArray(c.values)));
      default:
        return assertNever(c);
    }
  }

  /** `Invalid_argument "index out of bounds"`, built once per unit. */
  indexOutOfBounds(): Simple {
    this.invalidArgumentSymbol ??= this.staticSymbol(
      "index_out_of_bounds",
      staticBlock(0, "immutable", [simpleSymbol(predefinedExceptionSymbol("Invalid_argument")), simpleSymbol(this.stringSymbol("index out of bounds"))]),
    );
    return simpleSymbol(this.invalidArgumentSymbol);
  }

  // --- variables ---------------------------------------------------------------------------

  binding(env: Env, id: { name: string; stamp: number; global: boolean }): Binding {
    if (id.global && !env.frame.vars.has(identKey(id))) return { kind: "value", simple: simpleSymbol(this.globalSymbol(id.name)), known: undefined };
    return lookup(env, id);
  }

  // --- control transfers -------------------------------------------------------------------

  /** Jumps to `target` from `env`, popping the exception handlers pushed since. */
  jump(env: Env, target: Target, args: readonly Simple[]): Expr {
    const extra = env.traps.length - target.traps.length;
    if (extra === 0) return applyCont(target.cont, args);
    if (extra === 1) return applyCont(target.cont, args, popTrap(env.traps[env.traps.length - 1]!));
    // Several handlers to leave: one pop per intermediate continuation, the innermost handler
    // popped first. Built from the last jump outwards (no recursion, no copy of the trap stack).
    const depth = env.traps.length;
    const conts: Continuation[] = [];
    const params: Variable[][] = [];
    for (let i = 0; i < extra - 1; i++) {
      conts.push(this.names.continuation("k_pop"));
      params.push(args.map(() => this.names.variable("v")));
    }
    let term: Expr = applyCont(target.cont, params[extra - 2]!.map(simpleVar), popTrap(env.traps[target.traps.length]!));
    for (let i = extra - 2; i >= 0; i--) {
      const from = i === 0 ? args : params[i - 1]!.map(simpleVar);
      term = letCont(contHandler(conts[i]!, params[i]!.map((p) => param(p)), term), applyCont(conts[i]!, from, popTrap(env.traps[depth - 1 - i]!)));
    }
    return term;
  }

  raise(env: Env, exn: Simple, kind: RaiseKind, loc?: Location): Expr {
    return raiseTo(currentExnCont(env), exn, kind, loc === undefined || loc.ghost ? undefined : loc);
  }

  /** A call (or C call) whose result goes to `target`. */
  call(
    env: Env,
    callee: Simple | undefined,
    args: readonly Simple[],
    callKind: CallKind,
    target: Target,
    inlined?: InlinedAttribute,
    dbg?: Debuginfo,
    specialised?: SpecialiseAttribute,
  ): Expr {
    const exnContinuation = currentExnCont(env);
    if (sameTraps(env.traps, target.traps)) return apply({ callee, args, continuation: target.cont, exnContinuation, callKind, inlined, specialised, dbg });
    const k = this.names.continuation("k_apply");
    const r = this.names.variable("result");
    return letCont(
      contHandler(k, [param(r)], this.jump(env, target, [simpleVar(r)])),
      apply({ callee, args, continuation: k, exnContinuation, callKind, inlined, specialised, dbg }),
    );
  }

  /** A call whose result is used by the rest of `acc`. */
  callValue(env: Env, acc: Acc, stem: string, callee: Simple | undefined, args: readonly Simple[], callKind: CallKind, dbg?: Debuginfo): Simple {
    const k = this.names.continuation("k_apply");
    const r = this.names.variable(stem);
    acc.join(k, [r], apply({ callee, args, continuation: k, exnContinuation: currentExnCont(env), callKind, dbg }));
    return simpleVar(r);
  }

  /** Continues in `acc` only when `failIf` is false; otherwise runs `onFail`. */
  guard(acc: Acc, failIf: Simple, onFail: Expr): void {
    const ok = this.names.continuation("k_ok");
    const fail = this.names.continuation("k_fail");
    const term = letCont(contHandler(fail, [], onFail), switch_(failIf, [switchArm(0, applyCont(ok)), switchArm(1, applyCont(fail))]));
    acc.join(ok, [], term);
  }

  // --- terms -------------------------------------------------------------------------------

  /** Converts `l`, whose result the rest of `acc` uses. */
  value(l0: Lambda, env: Env, acc: Acc, hint?: string): Simple {
    let l = l0;
    // Chains of lets and sequences are walked in a loop.
    for (;;) {
      switch (l.kind) {
        case "Let":
        case "MutLet":
        case "LetRec":
        case "Sequence":
          this.binder(l, env, acc);
          l = l.kind === "Sequence" ? l.second : l.body;
          continue;
        case "Var": {
          const b = this.binding(env, l.ident);
          if (b.kind === "value") return b.simple;
          return acc.prim(hint ?? l.ident.name, unary({ kind: "block_load", access: { kind: "values", tag: 0, size: 1, fieldKind: "any_value" }, mutability: "mutable", field: 0 }, b.cell), "value");
        }
        case "Const":
          return this.constant(l.constant);
        case "Function":
          return convertFunctions(this, [{ ident: undefined, fn: l }], env, acc, false)[0]!;
        case "Prim":
          return convertPrimitive(this, l, env, acc, hint);
        case "Assign": {
          const b = this.binding(env, l.ident);
          const v = this.value(l.value, env, acc);
          if (b.kind !== "mutable") throw new Error(`from_lambda: assignment to immutable ${identKey(l.ident)}`);
          acc.prim("assign", binary({ kind: "block_set", access: { kind: "values", tag: 0, size: 1, fieldKind: "any_value" }, field: 0, init: "assignment" }, b.cell, v), "value");
          return unitSimple;
        }
        case "Apply":
        case "Switch":
        case "StringSwitch":
        case "StaticRaise":
        case "StaticCatch":
        case "TryWith":
        case "IfThenElse":
        case "While":
        case "For":
          return this.viaJoin(l, env, acc, hint);
        default:
          return assertNever(l);
      }
    }
  }

  /** A control form in a value position: its target is a join point whose handler is the rest. */
  private viaJoin(l: Lambda, env: Env, acc: Acc, hint: string | undefined): Simple {
    const stem = hint !== undefined ? hint : l.kind === "Apply" ? "apply" : l.kind === "While" || l.kind === "For" ? "unit" : "join";
    const k = this.names.continuation(l.kind === "Apply" ? "k_apply" : l.kind === "While" || l.kind === "For" ? "k_after_loop" : "k_join");
    const r = this.names.variable(stem);
    const term = this.control(l, env, acc, { cont: k, traps: env.traps });
    acc.join(k, [r], term);
    return simpleVar(r);
  }

  /** Evaluates the binding part of a let-like form (or the first part of a sequence) into `acc`. */
  binder(l: Extract<Lambda, { kind: "Let" | "MutLet" | "LetRec" | "Sequence" }>, env: Env, acc: Acc): void {
    switch (l.kind) {
      case "Sequence":
        this.value(l.first, env, acc);
        return;
      case "Let": {
        const def = l.def;
        if (def.kind === "Function") {
          convertFunctions(this, [{ ident: l.ident, fn: def, calledOnce: this.calledOnce.has(def) }], env, acc, false);
          return;
        }
        // The result is named after the source identifier.
        const s = this.value(def, env, acc, l.ident.name);
        let known: KnownFunction | undefined;
        if (def.kind === "Var") {
          const b = this.binding(env, def.ident);
          if (b.kind === "value") known = b.known;
        }
        bindValue(env, l.ident, s, known);
        return;
      }
      case "MutLet": {
        const v = this.value(l.def, env, acc);
        const cell = acc.prim(l.ident.name, variadic({ kind: "make_block", blockKind: { kind: "values", tag: 0, fieldKinds: ["any_value"] }, mutability: "mutable" }, [v]), "value");
        bindMutable(env, l.ident, cell);
        return;
      }
      case "LetRec":
        convertLetRec(this, l.bindings, env, acc);
        return;
      default:
        assertNever(l);
    }
  }

  /** Converts `l` in tail position: its result goes to `target`. */
  tail(l0: Lambda, env: Env, acc: Acc, target: Target): Expr {
    let l = l0;
    for (;;) {
      switch (l.kind) {
        case "Let":
        case "MutLet":
        case "LetRec":
        case "Sequence":
          this.binder(l, env, acc);
          l = l.kind === "Sequence" ? l.second : l.body;
          continue;
        case "Apply":
        case "Switch":
        case "StringSwitch":
        case "StaticRaise":
        case "StaticCatch":
        case "TryWith":
        case "IfThenElse":
        case "While":
        case "For":
          return acc.finish(this.control(l, env, acc, target));
        case "Prim":
          if (l.prim.kind === "Raise") {
            const e = this.value(l.args[0]!, env, acc);
            return acc.finish(this.raise(env, e, l.prim.raiseKind, l.loc));
          }
          if (l.prim.kind === "SequAnd" || l.prim.kind === "SequOr") return acc.finish(this.control(l, env, acc, target));
          return acc.finish(this.jump(env, target, [this.value(l, env, acc)]));
        case "Var":
        case "Const":
        case "Function":
        case "Assign":
          return acc.finish(this.jump(env, target, [this.value(l, env, acc)]));
        default:
          return assertNever(l);
      }
    }
  }

  /** A sub-term converted on its own, towards `target`. */
  private branch(l: Lambda, env: Env, target: Target): Expr {
    return this.tail(l, env, new Acc(this.names), target);
  }

  /**
   * Control forms, towards `target`. Bindings that must come first (the scrutinee, the
   * arguments) go into `acc`; the returned term ends the stretch.
   */
  control(l: Lambda, env: Env, acc: Acc, target: Target): Expr {
    switch (l.kind) {
      case "Apply":
        return this.applyTo(l, env, acc, target);
      case "IfThenElse": {
        const kThen = this.names.continuation("k_then");
        const kElse = this.names.continuation("k_else");
        const test = this.jumpOn(l.cond, env, acc, kThen, kElse);
        const then = this.branch(l.then, env, target);
        const else_ = this.branch(l.else, env, target);
        return letCont(contHandler(kThen, [], then), letCont(contHandler(kElse, [], else_), test));
      }
      case "Prim": {
        // `&&` and `||`: the second operand is evaluated only if needed.
        const c = this.condition(l.args[0]!, env, acc);
        const second = (): Expr => this.branch(l.args[1]!, env, target);
        const constant = (b: number) => (): Expr => this.jump(env, target, [simpleConst(taggedImmediate(b))]);
        return l.prim.kind === "SequAnd" ? this.ifThenElse(c, second, constant(0)) : this.ifThenElse(c, constant(1), second);
      }
      case "Switch":
        return this.switchTo(l, env, acc, target);
      case "StringSwitch":
        return this.stringSwitchTo(l, env, acc, target);
      case "StaticRaise": {
        const label = env.frame.labels.get(l.label);
        if (label === undefined) throw new Error(`from_lambda: static raise to unknown label ${l.label}`);
        const args = this.evalArgs(l.args, env, acc);
        return this.jump(env, { cont: label.cont, traps: label.traps }, args);
      }
      case "StaticCatch":
        return this.staticCatch(l, env, target);
      case "TryWith":
        return this.tryWith(l, env, target);
      case "While":
        return this.whileLoop(l, env, target);
      case "For":
        return this.forLoop(l, env, acc, target);
      default:
        throw new Error(`from_lambda: ${l.kind} is not a control form`);
    }
  }

  /**
   * A condition as 0 or 1. Lambda's conditions test for non-zero (a pattern-match test may be an
   * integer), so what is not known to be a boolean is compared with 0.
   */
  condition(l: Lambda, env: Env, acc: Acc): Simple {
    const c = this.value(l, env, acc);
    if (l.kind === "Prim") {
      switch (l.prim.kind) {
        case "IntComp":
        case "FloatComp":
        case "PhysComp":
        case "BintComp":
        case "Not":
        case "IsInt":
        case "IsOut":
        case "SequAnd":
        case "SequOr":
          return c;
        default:
          break;
      }
    }
    if (c.kind === "const") return simpleConst(taggedImmediate(c.value.value === 0 ? 0 : 1));
    return acc.prim("cond", binary({ kind: "int_comp", int: "tagged_immediate", op: "ne" }, c, simpleConst(taggedImmediate(0))), "value");
  }

  /**
   * A condition in control position, as jumps: to `ifTrue` where it holds, to `ifFalse` where it
   * does not. `a && b` and `a || b` test their second operand in a continuation of their own and
   * jump to the two targets directly, so that no boolean is made and joined only to be tested
   * again (a `while` whose condition is `i < n && a.(i) > 0` becomes two tests and one loop exit).
   * The operands are evaluated in the same order, and only when needed, as with a boolean value.
   */
  jumpOn(l0: Lambda, env: Env, acc: Acc, ifTrue: Continuation, ifFalse: Continuation): Expr {
    let l = l0;
    // What the condition binds before its test (`let arg = ... in a < arg`) comes first.
    while (l.kind === "Let" || l.kind === "MutLet" || l.kind === "LetRec" || l.kind === "Sequence") {
      this.binder(l, env, acc);
      l = l.kind === "Sequence" ? l.second : l.body;
    }
    if (l.kind === "Const" && l.constant.kind === "int") return applyCont(l.constant.value !== 0 ? ifTrue : ifFalse);
    if (l.kind === "Prim" && l.prim.kind === "Not" && l.args.length === 1) return this.jumpOn(l.args[0]!, env, acc, ifFalse, ifTrue);
    if (l.kind === "Prim" && (l.prim.kind === "SequAnd" || l.prim.kind === "SequOr") && l.args.length === 2) {
      const kSecond = this.names.continuation(l.prim.kind === "SequAnd" ? "k_and" : "k_or");
      const secondAcc = new Acc(this.names);
      const second = secondAcc.finish(this.jumpOn(l.args[1]!, env, secondAcc, ifTrue, ifFalse));
      const first =
        l.prim.kind === "SequAnd" ? this.jumpOn(l.args[0]!, env, acc, kSecond, ifFalse) : this.jumpOn(l.args[0]!, env, acc, ifTrue, kSecond);
      return letCont(contHandler(kSecond, [], second), first);
    }
    if (l.kind === "IfThenElse") {
      // `a && b` and `a || b` reach here as `if a then b else 0` and `if a then 1 else b`.
      // A branch that is a constant is a jump to its target, with no continuation of its own.
      const constantTarget = (b: Lambda): Continuation | undefined =>
        b.kind === "Const" && b.constant.kind === "int" ? (b.constant.value !== 0 ? ifTrue : ifFalse) : undefined;
      const kThen = constantTarget(l.then) ?? this.names.continuation("k_cond_then");
      const kElse = constantTarget(l.else) ?? this.names.continuation("k_cond_else");
      let e = this.jumpOn(l.cond, env, acc, kThen, kElse);
      const branch = (b: Lambda): Expr => {
        const bAcc = new Acc(this.names);
        return bAcc.finish(this.jumpOn(b, env, bAcc, ifTrue, ifFalse));
      };
      if (constantTarget(l.else) === undefined) e = letCont(contHandler(kElse, [], branch(l.else)), e);
      if (constantTarget(l.then) === undefined) e = letCont(contHandler(kThen, [], branch(l.then)), e);
      return e;
    }
    const c = this.condition(l, env, acc);
    return switch_(c, [switchArm(0, applyCont(ifFalse)), switchArm(1, applyCont(ifTrue))]);
  }

  /** Arguments are evaluated right to left, as OCaml does. */
  evalArgs(args: readonly Lambda[], env: Env, acc: Acc): Simple[] {
    const out: Simple[] = new Array<Simple>(args.length);
    for (let i = args.length - 1; i >= 0; i--) out[i] = this.value(args[i]!, env, acc);
    return out;
  }

  ifThenElse(cond: Simple, then: () => Expr, else_: () => Expr): Expr {
    const kThen = this.names.continuation("k_then");
    const kElse = this.names.continuation("k_else");
    return letCont(
      contHandler(kThen, [], then()),
      letCont(contHandler(kElse, [], else_()), switch_(cond, [switchArm(0, applyCont(kElse)), switchArm(1, applyCont(kThen))])),
    );
  }

  private applyTo(l: Extract<Lambda, { kind: "Apply" }>, env: Env, acc: Acc, target: Target): Expr {
    const args = this.evalArgs(l.args, env, acc);
    let known: KnownFunction | undefined;
    let callee: Simple;
    if (l.func.kind === "Var") {
      const b = this.binding(env, l.func.ident);
      if (b.kind === "value") known = b.known;
      callee = this.value(l.func, env, acc);
    } else callee = this.value(l.func, env, acc);
    const dbg = debuginfoOf(l.loc);
    const inlined = inlinedOf(l.inlined);
    if (known === undefined) return this.call(env, callee, args, { kind: "indirect_unknown_arity" }, target, inlined, dbg);
    const direct: CallKind = { kind: "direct", codeId: known.codeId, functionSlot: known.slot };
    if (args.length === known.arity) return this.call(env, callee, args, direct, target, inlined, dbg, l.specialised);
    if (args.length < known.arity) {
      const clo = partialApplication(this, known, callee, args, acc, l.loc);
      return this.jump(env, target, [clo]);
    }
    // Over-application: a direct call with as many arguments as the function takes, then an
    // unknown call of its result with the others.
    const first = this.callValue(env, acc, "partial", callee, args.slice(0, known.arity), direct, dbg);
    return this.call(env, first, args.slice(known.arity), { kind: "indirect_unknown_arity" }, target, inlined, dbg);
  }

  private switchTo(l: Extract<Lambda, { kind: "Switch" }>, env: Env, acc: Acc, target: Target): Expr {
    const s = this.value(l.scrutinee, env, acc);
    const handlers: ContHandler[] = [];
    const actionCont = (action: Lambda, stem: string): Continuation => {
      const k = this.names.continuation(stem);
      handlers.push(contHandler(k, [], this.branch(action, env, target)));
      return k;
    };
    const cases = l.cases;
    let failCont: Continuation | undefined;
    const fail = (): Continuation => (failCont ??= actionCont(cases.failAction!, "k_fail"));
    const arms = (listed: readonly { value: number; k: Continuation }[], count: number): SwitchArm[] => {
      const out: SwitchArm[] = listed.map((c) => switchArm(c.value, applyCont(c.k)));
      if (cases.failAction !== undefined) {
        const have = new Set(listed.map((c) => c.value));
        const n = Math.max(count, ...listed.map((c) => c.value + 1));
        for (let v = 0; v < n; v++) if (!have.has(v)) out.push(switchArm(v, applyCont(fail())));
      }
      return out;
    };
    const constArms = arms(
      cases.consts.map((c) => ({ value: c.value, k: actionCont(c.action, "k_case") })),
      cases.numConsts,
    );
    const blockArms = arms(
      cases.blocks.map((c) => ({ value: c.tag, k: actionCont(c.action, "k_tag") })),
      cases.numBlocks,
    );
    const onArms = (scrutinee: Simple, a: SwitchArm[]): Expr => (a.length === 0 ? invalid("no case of the switch matches") : switch_(scrutinee, a));
    let term: Expr;
    const hasConsts = cases.numConsts > 0 || cases.consts.length > 0;
    const hasBlocks = cases.numBlocks > 0 || cases.blocks.length > 0;
    if (hasConsts && !hasBlocks) term = onArms(s, constArms);
    else {
      const tagTerm = (): Expr => {
        const tagAcc = new Acc(this.names);
        const tag = tagAcc.prim("tag", unary({ kind: "get_tag" }, s), "value");
        return tagAcc.finish(onArms(tag, blockArms));
      };
      if (!hasConsts) term = tagTerm();
      else {
        const kImm = this.names.continuation("k_immediate");
        const kBlock = this.names.continuation("k_block");
        const isIntAcc = new Acc(this.names);
        const isInt = isIntAcc.prim("is_int", unary({ kind: "is_int" }, s), "value");
        term = letCont(
          contHandler(kImm, [], onArms(s, constArms)),
          letCont(contHandler(kBlock, [], tagTerm()), isIntAcc.finish(switch_(isInt, [switchArm(0, applyCont(kBlock)), switchArm(1, applyCont(kImm))]))),
        );
      }
    }
    for (let i = handlers.length - 1; i >= 0; i--) term = letCont(handlers[i]!, term);
    return term;
  }

  private stringSwitchTo(l: Extract<Lambda, { kind: "StringSwitch" }>, env: Env, acc: Acc, target: Target): Expr {
    const s = this.value(l.scrutinee, env, acc);
    const kDefault = this.names.continuation("k_default");
    const defaultTerm = l.default !== undefined ? this.branch(l.default, env, target) : invalid("no case of the string switch matches");
    // Tests from the last case to the first, each falling back to the next one.
    let next: Continuation = kDefault;
    let term: Expr | undefined;
    const handlers: ContHandler[] = [contHandler(kDefault, [], defaultTerm)];
    for (let i = l.cases.length - 1; i >= 0; i--) {
      const c = l.cases[i]!;
      const kCase = this.names.continuation("k_case");
      handlers.push(contHandler(kCase, [], this.branch(c.action, env, target)));
      const kTest = this.names.continuation("k_test");
      const kEq = this.names.continuation("k_string_equal");
      const eq = this.names.variable("equal");
      const test = letCont(
        contHandler(kEq, [param(eq)], switch_(simpleVar(eq), [switchArm(0, applyCont(next)), switchArm(1, applyCont(kCase))])),
        apply({
          callee: undefined,
          args: [s, simpleSymbol(this.stringSymbol(c.value))],
          continuation: kEq,
          exnContinuation: currentExnCont(env),
          callKind: { kind: "c_call", name: "caml_string_equal", paramArity: ["value", "value"], returnArity: ["value"] },
        }),
      );
      handlers.push(contHandler(kTest, [], test));
      next = kTest;
      term = applyCont(kTest);
    }
    let out: Expr = term ?? applyCont(kDefault);
    for (let i = handlers.length - 1; i >= 0; i--) out = letCont(handlers[i]!, out);
    // Handlers were pushed in dependency order (each test refers to earlier ones): bind the
    // first pushed outermost.
    return out;
  }

  private staticCatch(l: Extract<Lambda, { kind: "StaticCatch" }>, env: Env, target: Target): Expr {
    const k = this.names.continuation(`k_static${l.label}`);
    const params = l.params.map((p: FunctionParam) => this.names.variable(p.ident.name));
    const handlerEnv = env;
    l.params.forEach((p, i) => bindValue(handlerEnv, p.ident, simpleVar(params[i]!)));
    const handler = this.branch(l.handler, handlerEnv, target);
    env.frame.labels.set(l.label, { cont: k, arity: params.length, traps: env.traps });
    const body = this.branch(l.body, env, target);
    return letCont(contHandler(k, params.map((p) => param(p)), handler), body);
  }

  private tryWith(l: Extract<Lambda, { kind: "TryWith" }>, env: Env, target: Target): Expr {
    if (!sameTraps(env.traps, target.traps)) {
      // A `try` in the body of another, in tail position: its result goes to a join at its own
      // level, which leaves the handlers around it. Were its body and handler to leave them all
      // themselves, each level of `try (try (try ...) with ...) with ...` would add a pop for each
      // level around it, quadratic in the depth.
      const k = this.names.continuation("k_try_result");
      const r = this.names.variable("try_result");
      const term = this.tryWith(l, env, { cont: k, traps: env.traps });
      return letCont(contHandler(k, [param(r)], this.jump(env, target, [simpleVar(r)])), term);
    }
    const h = this.names.continuation("k_exn_handler");
    const exn = this.names.variable(l.exn.name);
    bindValue(env, l.exn, simpleVar(exn));
    const handler = this.branch(l.handler, env, target);
    const kBody = this.names.continuation("k_try");
    const body = this.branch(l.body, withTrap(env, h), target);
    return letCont(contHandler(h, [param(exn)], handler, true), letCont(contHandler(kBody, [], body), applyCont(kBody, [], pushTrap(h))));
  }

  private whileLoop(l: Extract<Lambda, { kind: "While" }>, env: Env, target: Target): Expr {
    const kLoop = this.names.continuation("k_loop");
    const kBody = this.names.continuation("k_loop_body");
    const kExit = this.names.continuation("k_loop_exit");
    const condAcc = new Acc(this.names);
    const test = this.jumpOn(l.cond, env, condAcc, kBody, kExit);
    const bodyAcc = new Acc(this.names);
    this.value(l.body, env, bodyAcc);
    const bodyTerm = bodyAcc.finish(applyCont(kLoop));
    const loop = condAcc.finish(letCont(contHandler(kBody, [], bodyTerm), test));
    return letCont(contHandler(kExit, [], this.jump(env, target, [unitSimple])), letContRec([contHandler(kLoop, [], loop)], applyCont(kLoop)));
  }

  private forLoop(l: Extract<Lambda, { kind: "For" }>, env: Env, acc: Acc, target: Target): Expr {
    // The lower bound is evaluated first, as OCaml's compilers do.
    const lo = this.value(l.from, env, acc);
    const hi = this.value(l.to, env, acc);
    const up = l.direction === "up";
    const kLoop = this.names.continuation("k_for");
    const kExit = this.names.continuation("k_for_exit");
    const i = this.names.variable(l.ident.name);
    bindValue(env, l.ident, simpleVar(i));
    const bodyAcc = new Acc(this.names);
    this.value(l.body, env, bodyAcc);
    // The counter is compared with the bound before it moves, so that a loop up to `max_int`
    // ends.
    const next = bodyAcc.prim("next", binary({ kind: "int_arith", int: "tagged_immediate", op: up ? "add" : "sub" }, simpleVar(i), simpleConst(taggedImmediate(1))), "value");
    const done = bodyAcc.prim("done", binary({ kind: "int_comp", int: "tagged_immediate", op: "eq" }, simpleVar(i), hi), "value");
    const loop = bodyAcc.finish(switch_(done, [switchArm(0, applyCont(kLoop, [next])), switchArm(1, applyCont(kExit))]));
    const enter = acc.prim("enter", binary({ kind: "int_comp", int: "tagged_immediate", op: up ? "le" : "ge" }, lo, hi), "value");
    return letCont(
      contHandler(kExit, [], this.jump(env, target, [unitSimple])),
      letContRec([contHandler(kLoop, [param(i)], loop)], switch_(enter, [switchArm(0, applyCont(kExit)), switchArm(1, applyCont(kLoop, [lo]))])),
    );
  }

  dbgOf(loc: Location | undefined): Debuginfo {
    return debuginfoOf(loc);
  }
}

