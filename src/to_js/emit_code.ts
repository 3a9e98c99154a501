// Structured JavaScript from CPS terms, with no helper closures for control flow:
//   - a continuation jumped to once is written in place of the jump;
//   - one jumped to several times becomes a labelled block `k: { body }` followed by its
//     handler; a jump assigns the handler's parameters and `break`s out of the block;
//   - a recursive continuation becomes a labelled `while (true)` loop; a jump assigns its
//     parameters' carriers and `continue`s (each iteration binds the parameters afresh with
//     `const`, so that closures made in one iteration keep that iteration's values);
//   - the return continuation is `return`; the exception continuation is `throw`;
//   - a `push` trap action opens a `try` whose `catch` runs the exception handler (what JavaScript
//     throws passes through the runtime's `caml_flambe_exn_of_js`, which makes a stack overflow
//     OCaml's `Stack_overflow` and lets `exit` through); raising to a pushed handler is `throw`.
// A continuation jumped to once from inside a `try` that its `Let_cont` is outside of (leaving
// the `try` with a `pop`) is not written in place, which would put it under the `try`: its body
// becomes a labelled block at the `Let_cont`, outside the `try`, and the jump a `break`. One
// bound inside the `try` body stays there; the jump sets a flag on which the `catch` rethrows,
// so that the popped handler no longer catches what that code raises.
//
// Closures (see `emitFactory`): a set of closures is an environment object holding its value
// slots and its closures, by slot name; each closure is a JavaScript function of the code's
// arity, made by a factory function that receives the environment, so the code reads its value
// slots as `env.x` and its sibling closures as `env.f`. Tail calls from a function to itself
// become a loop in that function; when the functions of a set tail-call one another, the set's
// code is one function with a dispatch loop (`switch` on which member runs) and each closure is
// a small entry point into it, so that mutual tail recursion runs in constant stack.
import { assertNever } from "../common/assert_never.js";
import type { Location } from "../common/location.js";
import type { BoundPattern } from "../flambda/bound_pattern.js";
import type { Code } from "../flambda/code.js";
import type { Debuginfo } from "../flambda/debuginfo.js";
import type { Apply, ContHandler, Expr, TrapAction } from "../flambda/expr.js";
import type { CodeId, Continuation, FunctionSlot, Symbol, Variable } from "../flambda/names.js";
import type { Named } from "../flambda/named.js";
import { primitiveCanBeDeletedIfUnused, type Primitive } from "../flambda/primitives.js";
import type { SetOfClosures } from "../flambda/set_of_closures.js";
import type { Const, Simple } from "../flambda/simple.js";
import type { StaticConst } from "../flambda/static_const.js";
import { isCell, setKey, type NameUses, type UnitAnalysis } from "./analysis.js";
import { identifierOf, Namer } from "./js_names.js";
import { blockField, blockLiteral, primitiveCode, primitiveCondition, type PrimitiveContext } from "./primitives.js";
import type { Writer } from "./writer.js";

/** What the emitter of one unit knows of the whole program. */
export interface UnitContext {
  readonly analysis: UnitAnalysis;
  /**
   * The code of a code id of any unit of the program: after inlining across units, a unit may
   * call another unit's code directly, or allocate a set of closures whose code is another's.
   */
  readonly codeOf: (id: CodeId) => Code | undefined;
  /** The JavaScript expression of a symbol (a program-wide variable, or a runtime value). */
  readonly symbol: (s: Symbol) => string;
  /** The JavaScript expression calling an external (runtime) function by name. */
  readonly external: (name: string) => string;
  /** The factory function of each set of closures of the unit, by `setKey`. */
  readonly factories: ReadonlyMap<string, string>;
  readonly instrument: boolean;
  /** Set when some code reads a slot of a closure other than its own: factories then store `f.env`. */
  foreignProjections: boolean;
}

/** The property of an environment object holding a value slot or a closure. */
export function slotProperty(slot: string): string {
  return identifierOf(slot);
}

type ContTarget =
  /** Jumped to once: written at the jump when that is at the same `try` depth, else a block. */
  | {
      readonly kind: "once";
      readonly handler: ContHandler;
      readonly depth: number | undefined;
      fallback: { readonly label: string; readonly params: readonly string[] } | undefined;
    }
  | { readonly kind: "block"; readonly label: string; readonly params: readonly string[]; readonly depth: number }
  /** A loop's handler jumped to from the `Let_cont`'s body (before the loop): `break` to the loop. */
  | { readonly kind: "loop_entry"; readonly label: string; readonly carriers: readonly string[]; readonly selector: string | undefined; readonly index: number }
  | { readonly kind: "loop"; readonly label: string; readonly carriers: readonly string[]; readonly selector: string | undefined; readonly index: number }
  /** An exception handler: jumping to it is raising; it runs in the `catch` of the `try` that pushed it. */
  | { readonly kind: "exn"; readonly handler: ContHandler };

/** The tail calls of the current code that become jumps (to itself, or to a member of its set). */
interface TailLoop {
  readonly label: string;
  /** The parameters' carriers of each member that may be tail-called, by slot. */
  readonly members: ReadonlyMap<FunctionSlot, { readonly index: number; readonly carriers: readonly string[] }>;
  /** The variable naming which member runs (dispatch loops only). */
  readonly selector: string | undefined;
}

interface Scope {
  readonly unit: UnitContext;
  /** How the names of the code being written are used (another unit's code has its own counts). */
  readonly uses: NameUses;
  readonly namer: Namer;
  readonly vars: Map<string, string>;
  /** A comparison written into the test of the switch that follows it: its condition, and the negation. */
  readonly tests: Map<string, { readonly holds: string; readonly fails: string }>;
  readonly conts: Map<Continuation, ContTarget>;
  readonly returnCont: Continuation;
  readonly exnCont: Continuation;
  tryDepth: number;
  /**
   * The `try` regions open around the code being written, innermost last: the handler each
   * pushed, and the flag set when the region is left by a `pop` to code written inside it.
   */
  readonly tries: { readonly handler: Continuation; readonly flag: string; used: boolean }[];
  /** In code: the environment variable, `my_closure`, and the closures known to be of its own set. */
  readonly env: string | undefined;
  readonly myClosure: Variable | undefined;
  readonly sameSet: Map<string, FunctionSlot>;
  readonly setKey: string | undefined;
  readonly tail: TailLoop | undefined;
}

// ---------------------------------------------------------------------------------------------
// Simples and constants

/** A JavaScript string literal holding the bytes of `s` (one char per byte), ASCII only. */
export function stringLiteral(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += "\\\\";
    else if (c === 0x0a) out += "\\n";
    else if (c >= 0x20 && c < 0x7f) out += s[i];
    else out += "\\x" + c.toString(16).padStart(2, "0");
  }
  return out + '"';
}

function numberLiteral(x: number): string {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "(-Infinity)";
  if (Object.is(x, -0)) return "(-0)";
  return x < 0 ? `(${String(x)})` : String(x);
}

export function constLiteral(c: Const): string {
  switch (c.kind) {
    case "tagged_immediate":
    case "naked_immediate":
    case "naked_float":
    case "naked_int32":
    case "naked_nativeint":
      return numberLiteral(c.value);
    case "naked_int64":
      return c.value < 0n ? `(${c.value}n)` : `${c.value}n`;
    default:
      return assertNever(c);
  }
}

function simple(s: Simple, sc: Scope): string {
  switch (s.kind) {
    case "var": {
      const js = sc.vars.get(s.name);
      if (js === undefined) throw new Error(`to_js: variable ${s.name} is not bound`);
      return js;
    }
    case "symbol":
      return sc.unit.symbol(s.name);
    case "const":
      return constLiteral(s.value);
    default:
      return assertNever(s);
  }
}

function bindVar(v: Variable, sc: Scope): string {
  const js = sc.namer.fresh(v);
  sc.vars.set(v, js);
  return js;
}

function locOf(dbg: Debuginfo): Location | undefined {
  return dbg[0];
}

// ---------------------------------------------------------------------------------------------
// Closures

/** Whether `s` is a closure of the set the current code belongs to, and which one. */
function sameSetSlot(s: Simple, sc: Scope): FunctionSlot | undefined {
  if (s.kind === "var") return sc.sameSet.get(s.name);
  if (s.kind === "symbol") {
    const st = sc.unit.analysis.staticClosureSymbols.get(s.name);
    if (st !== undefined && st.setKey === sc.setKey) return st.slot;
  }
  return undefined;
}

// One context per scope, made when its first primitive is written.
const primitiveContexts = new WeakMap<Scope, PrimitiveContext>();

function primitiveContext(sc: Scope): PrimitiveContext {
  let cx = primitiveContexts.get(sc);
  if (cx === undefined) {
    cx = makePrimitiveContext(sc);
    primitiveContexts.set(sc, cx);
  }
  return cx;
}

function makePrimitiveContext(sc: Scope): PrimitiveContext {
  const envOf = (closure: Simple): string => {
    if (sc.env !== undefined && sameSetSlot(closure, sc) !== undefined) return sc.env;
    sc.unit.foreignProjections = true;
    return `${simple(closure, sc)}.env`;
  };
  return {
    simple: (s) => simple(s, sc),
    valueSlot: (closure, slot) => `${envOf(closure)}.${slotProperty(slot)}`,
    functionSlot: (closure, slot) => `${envOf(closure)}.${slotProperty(slot)}`,
  };
}

/** The slots of the members of `set` that `code` (the member at `slot`) calls in tail position. */
function tailCallees(c: Code, slot: FunctionSlot, set: SetOfClosures, unit: UnitContext): Set<FunctionSlot> {
  const key = setKey(set);
  const analysis = unit.analysis;
  const arity = new Map(set.functionDecls.map((d) => [d.slot, unit.codeOf(d.codeId)?.params.length ?? -1]));
  const same = new Map<string, FunctionSlot>([[c.myClosure, slot]]);
  const out = new Set<FunctionSlot>();
  const todo: Expr[] = [c.body];
  while (todo.length > 0) {
    const e = todo.pop()!;
    switch (e.kind) {
      case "let":
        if (
          e.bound.kind === "singleton" &&
          e.named.kind === "prim" &&
          e.named.prim.kind === "unary" &&
          e.named.prim.op.kind === "project_function_slot" &&
          e.named.prim.arg.kind === "var" &&
          same.has(e.named.prim.arg.name)
        )
          same.set(e.bound.var, e.named.prim.op.to);
        todo.push(e.body);
        break;
      case "let_cont":
        for (const h of e.handlers) todo.push(h.handler);
        todo.push(e.body);
        break;
      case "apply": {
        if (e.continuation !== c.returnContinuation || e.exnContinuation !== c.exnContinuation) break;
        if (e.callKind.kind === "c_call" || e.callee === undefined) break;
        let target: FunctionSlot | undefined;
        if (e.callee.kind === "var") target = same.get(e.callee.name);
        else if (e.callee.kind === "symbol") {
          const st = analysis.staticClosureSymbols.get(e.callee.name);
          if (st !== undefined && st.setKey === key) target = st.slot;
        }
        if (target !== undefined && arity.get(target) === e.args.length) out.add(target);
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
  return out;
}

/**
 * The factory of a set of closures: `function make_f(env) { env.f = function f(x) {...}; ... }`.
 * Value slots are filled by the allocation site (before or, for static sets, after the call).
 */
export function emitFactory(name: string, set: SetOfClosures, unit: UnitContext, global: Namer, w: Writer): void {
  const codes = set.functionDecls.map((d) => {
    const c = unit.codeOf(d.codeId);
    if (c === undefined) throw new Error(`to_js: code ${d.codeId} is not defined`);
    return { slot: d.slot, code: c };
  });
  const key = setKey(set);
  const callees = codes.map((m) => tailCallees(m.code, m.slot, set, unit));
  const dispatch = codes.length > 1 && callees.some((cs, i) => [...cs].some((s) => s !== codes[i]!.slot));
  const factoryNamer = new Namer(global);
  factoryNamer.reserve("env");
  const memberName = (c: Code): string => factoryNamer.fresh(c.dbg.name, false);
  const single = isSingle(set, unit);
  const newScope = (namer: Namer, c: Code, slot: FunctionSlot, tail: TailLoop | undefined): Scope => ({
    unit,
    uses: unit.analysis.foreign.get(c.codeId) ?? unit.analysis,
    namer,
    vars: new Map([[c.myClosure, `env.${slotProperty(slot)}`]]),
    tests: new Map(),
    conts: new Map(),
    returnCont: c.returnContinuation,
    exnCont: c.exnContinuation,
    tryDepth: 0,
    tries: [],
    env: "env",
    myClosure: c.myClosure,
    sameSet: new Map([[c.myClosure, slot]]),
    setKey: key,
    tail,
  });
  if (single) {
    emitSingleFactory(name, codes[0]!, callees[0]!.has(codes[0]!.slot), factoryNamer, memberName, newScope, w);
    return;
  }
  w.block(`function ${name}(env) {`, () => {
    if (dispatch) {
      const bodyNamer = new Namer(factoryNamer);
      const bodyName = factoryNamer.fresh(codes.map((m) => identifierOf(m.code.dbg.name)).join("_"), false);
      const maxArity = Math.max(...codes.map((m) => m.code.params.length));
      const selector = bodyNamer.fresh("which", false);
      const carriers = Array.from({ length: maxArity }, (_, i) => bodyNamer.fresh(`a${i}`, false));
      const label = bodyNamer.fresh("tailcall", false);
      const members = new Map(codes.map((m, i) => [m.slot, { index: i, carriers: carriers.slice(0, m.code.params.length) }]));
      const tail: TailLoop = { label, members, selector };
      w.block(`function ${bodyName}(${[selector, ...carriers].join(", ")}) {`, () => {
        w.block(`${label}: while (true) {`, () => {
          w.block(`switch (${selector}) {`, () => {
            codes.forEach((m, i) => {
              w.block(i === codes.length - 1 ? "default: {" : `case ${i}: {`, () => {
                const sc = newScope(bodyNamer, m.code, m.slot, tail);
                const params = m.code.params.map((p) => bindVar(p.name, sc));
                bindFromCarriers(params, carriers, w);
                emitExpr(m.code.body, sc, w);
              });
            });
          });
        });
      });
      codes.forEach((m, i) => {
        const fn = memberName(m.code);
        const args = m.code.params.map((_, j) => `a${j}`);
        w.line(
          `env.${slotProperty(m.slot)} = function ${fn}(${args.join(", ")}) { return ${bodyName}(${[String(i), ...args].join(", ")}); };`,
          m.code.dbg.loc,
        );
      });
    } else {
      codes.forEach((m, i) => {
        const fn = memberName(m.code);
        const namer = new Namer(factoryNamer);
        emitMember(`env.${slotProperty(m.slot)}`, fn, m.code, callees[i]!.has(m.slot), newScope(namer, m.code, m.slot, undefined), w);
      });
    }
    // Read by code that projects a slot of a closure other than its own (after inlining).
    for (const m of codes) w.foreignLine(`env.${slotProperty(m.slot)}.env = env;`);
    // The arity, read by the runtime's calls to unknown functions (`runtime/apply.ts`).
    for (const m of codes) w.line(`env.${slotProperty(m.slot)}.l = ${m.code.params.length};`);
  });
}

/**
 * Whether a set's closure is its own environment (`emitSingleFactory`): a set of one function
 * that code allocates (as the program runs) and whose closures escape (passed, stored,
 * returned) wherever it is allocated. Such closures are what the collector sees most of, and
 * one object less each halved the `combinators` benchmark's time. A closure that is only called
 * or projected where it is made, or made once when the unit starts, keeps an environment
 * object: measured on `bdd`, the engine then does better with it.
 */
function isSingle(set: SetOfClosures, unit: UnitContext): boolean {
  if (set.functionDecls.length !== 1) return false;
  const a = unit.analysis;
  const key = setKey(set);
  if (a.toplevelSets.has(key)) return false;
  const vars = a.allocatedAs.get(key);
  return vars !== undefined && vars.every((v) => a.valueUses.has(v));
}

/**
 * The factory of a set of one function, which returns the closure: the function is its own
 * environment, its value slots properties of it that the allocation site sets (the code reads
 * them from itself), so that a closure is one function object and the array of its properties,
 * not also an environment object and the engine's context capturing it.
 */
function emitSingleFactory(
  name: string,
  m: { readonly slot: FunctionSlot; readonly code: Code },
  selfTailCalls: boolean,
  factoryNamer: Namer,
  memberName: (c: Code) => string,
  newScope: (namer: Namer, c: Code, slot: FunctionSlot, tail: TailLoop | undefined) => Scope,
  w: Writer,
): void {
  const fn = memberName(m.code);
  w.block(`function ${name}() {`, () => {
    // In the code, the environment and `my_closure` are the function, by its own name.
    const sc: Scope = { ...newScope(new Namer(factoryNamer), m.code, m.slot, undefined), env: fn, vars: new Map([[m.code.myClosure, fn]]) };
    emitMember(`const ${fn}`, fn, m.code, selfTailCalls, sc, w);
    // Read by code that projects a slot of a closure other than its own (after inlining).
    w.foreignLine(`${fn}.env = ${fn};`);
    // The arity, read by the runtime's calls to unknown functions (`runtime/apply.ts`).
    w.line(`${fn}.l = ${m.code.params.length};`);
    w.line(`return ${fn};`);
  });
}

/**
 * `target = function fn(...) { body };` for a member of a set that has no dispatching body;
 * `selfTailCalls`: the body calls itself in tail position, which becomes a loop.
 */
function emitMember(target: string, fn: string, code: Code, selfTailCalls: boolean, sc0: Scope, w: Writer): void {
  const params = code.params.map((p) => bindVar(p.name, sc0));
  if (!selfTailCalls) {
    w.line(`${target} = function ${fn}(${params.join(", ")}) {`, code.dbg.loc);
    w.indent++;
    emitExpr(code.body, sc0, w);
    w.indent--;
    w.line("};");
    return;
  }
  const label = sc0.namer.fresh("tailcall", false);
  const carriers = code.params.map((p) => sc0.namer.fresh(p.name));
  const slot = sc0.sameSet.get(code.myClosure)!;
  const sc: Scope = { ...sc0, tail: { label, members: new Map([[slot, { index: 0, carriers }]]), selector: undefined } };
  w.block(`${target} = function ${fn}(${carriers.join(", ")}) {`, () => {
    w.block(`${label}: while (true) {`, () => {
      bindFromCarriers(params, carriers, w);
      emitExpr(code.body, sc, w);
    });
  }, "};");
}

/**
 * `const p0 = c0, p1 = c1;` at the top of a loop's body: each parameter bound to the variable
 * carrying its value from one iteration to the next. Nothing for a loop without parameters (a
 * `const` with no declarator is a syntax error).
 */
function bindFromCarriers(params: readonly string[], carriers: readonly string[], w: Writer): void {
  if (params.length > 0) w.line(`const ${params.map((p, j) => `${p} = ${carriers[j]}`).join(", ")};`);
}

function allocateSet(set: SetOfClosures, env: string, sc: Scope, w: Writer): void {
  const factory = sc.unit.factories.get(setKey(set));
  if (factory === undefined) throw new Error("to_js: a set of closures without a factory");
  if (sc.unit.instrument) w.line(`$count.closures += ${set.functionDecls.length};`);
  w.line(`${factory}(${env});`);
}

/** `const f = make_f();` for a set of one function (its value slots are set on `f` afterwards). */
function allocateSingle(set: SetOfClosures, f: string, sc: Scope, w: Writer): void {
  const factory = sc.unit.factories.get(setKey(set));
  if (factory === undefined) throw new Error("to_js: a set of closures without a factory");
  if (sc.unit.instrument) w.line("$count.closures += 1;");
  w.line(`const ${f} = ${factory}();`);
}

function envLiteral(set: SetOfClosures, sc: Scope): string {
  if (set.valueSlots.length === 0) return "{}";
  return `{ ${set.valueSlots.map((v) => `${slotProperty(v.slot)}: ${simple(v.value, sc)}`).join(", ")} }`;
}

// ---------------------------------------------------------------------------------------------
// Let

function emitStatics(bound: BoundPattern, consts: readonly StaticConst[], sc: Scope, w: Writer): void {
  if (bound.kind !== "static") throw new Error("to_js: static constants bound to variables");
  // The group may be recursive: storage first (blocks whose fields name a symbol of the group
  // not yet made are filled in afterwards), then the contents.
  const pending = new Set<string>();
  consts.forEach((c, i) => {
    const b = bound.bindings[i]!;
    if (b.kind === "block_like") pending.add(b.symbol);
    else if (b.kind === "set_of_closures") b.symbols.forEach((s) => pending.add(s));
  });
  const fills: (() => void)[] = [];
  consts.forEach((c, i) => {
    const b = bound.bindings[i]!;
    switch (c.kind) {
      case "code":
        return;
      case "set_of_closures": {
        if (b.kind !== "set_of_closures") throw new Error("to_js: lifted closures bound to one symbol");
        const env = sc.namer.fresh("env", false);
        const single = isSingle(c.set, sc.unit);
        if (single) {
          allocateSingle(c.set, env, sc, w);
        } else {
          w.line(`const ${env} = {};`);
          allocateSet(c.set, env, sc, w);
        }
        c.set.functionDecls.forEach((d, j) => {
          const s = b.symbols[j]!;
          w.line(`${sc.unit.symbol(s)} = ${single ? env : `${env}.${slotProperty(d.slot)}`};`);
          pending.delete(s);
        });
        if (c.set.valueSlots.length > 0)
          fills.push(() => {
            for (const v of c.set.valueSlots) w.line(`${env}.${slotProperty(v.slot)} = ${simple(v.value, sc)};`);
          });
        return;
      }
      default:
        break;
    }
    if (b.kind !== "block_like") throw new Error("to_js: a static constant bound to several symbols");
    const target = sc.unit.symbol(b.symbol);
    let value: string;
    switch (c.kind) {
      case "block": {
        const later = c.fields.some((f) => f.kind === "symbol" && pending.has(f.name) && f.name !== b.symbol) ||
          c.fields.some((f) => f.kind === "symbol" && f.name === b.symbol);
        if (later) {
          // Allocated with its final shape, the fields set once the group's symbols exist.
          w.line(`${target} = ${blockLiteral(c.tag, c.fields.map(() => "0"))};`);
          pending.delete(b.symbol);
          fills.push(() => {
            c.fields.forEach((f, j) => w.line(`${target}.${blockField(j)} = ${simple(f, sc)};`));
          });
          return;
        }
        value = blockLiteral(c.tag, c.fields.map((f) => simple(f, sc)));
        break;
      }
      case "boxed_float":
      case "boxed_int32":
      case "boxed_nativeint":
        value = numberLiteral(c.value);
        break;
      case "boxed_int64":
        value = constLiteral({ kind: "naked_int64", value: c.value });
        break;
      case "immutable_float_array":
        value = `[${["254", ...c.values.map(numberLiteral)].join(", ")}]`;
        break;
      case "empty_array":
        value = "[0]";
        break;
      case "immutable_string":
        value = stringLiteral(c.value);
        break;
      case "mutable_string":
        value = `R.caml_bytes_of_string(${stringLiteral(c.initialValue)})`;
        break;
      default:
        return assertNever(c);
    }
    w.line(`${target} = ${value};`);
    pending.delete(b.symbol);
  });
  for (const f of fills) f();
}

function emitLet(bound: BoundPattern, named: Named, sc: Scope, w: Writer): void {
  switch (named.kind) {
    case "simple": {
      if (bound.kind !== "singleton") throw new Error("to_js: a simple bound to several names");
      // Simples are immutable: the name stands for the simple itself.
      sc.vars.set(bound.var, simple(named.simple, sc));
      return;
    }
    case "prim": {
      if (bound.kind !== "singleton") throw new Error("to_js: a primitive bound to several names");
      const p = named.prim;
      const used = sc.uses.usedVars.has(bound.var);
      if (!used && primitiveCanBeDeletedIfUnused(p)) return;
      // `Sys.opaque_identity` only hides the value from the optimiser: unused, it does nothing.
      if (!used && p.kind === "unary" && p.op.kind === "opaque_identity") return;
      if (p.kind === "unary" && p.op.kind === "project_function_slot") {
        const from = sameSetSlot(p.arg, sc);
        if (from !== undefined) sc.sameSet.set(bound.var, p.op.to);
      }
      const loc = locOf(named.dbg);
      if (emitCellPrimitive(bound.var, p, used, sc, w, loc)) return;
      const code = primitiveCode(p, primitiveContext(sc));
      if (p.kind === "unary" && p.op.kind !== "opaque_identity" && code.kind === "expr" && code.js === simple(p.arg, sc)) {
        // An identity here (boxing and tagging): the name stands for its argument, as for a simple.
        sc.vars.set(bound.var, code.js);
        return;
      }
      if (sc.unit.instrument && p.kind === "variadic") w.line("$count.blocks++;");
      if (code.kind === "stmt") {
        w.line(code.js, loc);
        if (used) sc.vars.set(bound.var, "0");
      } else if (used) {
        w.line(`const ${bindVar(bound.var, sc)} = ${code.js};`, loc);
      } else {
        // An object literal written as a statement would read as a block: parenthesised.
        w.line(code.js.startsWith("{") ? `(${code.js});` : `${code.js};`, loc);
      }
      return;
    }
    case "set_of_closures": {
      if (bound.kind !== "set_of_closures") throw new Error("to_js: closures bound to one variable");
      if (isSingle(named.set, sc.unit)) {
        // The closure is its own environment: named once, its slots set on it.
        const v = bound.vars[0]!;
        const f = sc.uses.usedVars.has(v) ? bindVar(v, sc) : sc.namer.fresh("closure", false);
        allocateSingle(named.set, f, sc, w);
        for (const slot of named.set.valueSlots) w.line(`${f}.${slotProperty(slot.slot)} = ${simple(slot.value, sc)};`);
        return;
      }
      const env = sc.namer.fresh("env", false);
      w.line(`const ${env} = ${envLiteral(named.set, sc)};`);
      allocateSet(named.set, env, sc, w);
      named.set.functionDecls.forEach((d, i) => {
        const v = bound.vars[i]!;
        if (sc.uses.usedVars.has(v)) w.line(`const ${bindVar(v, sc)} = ${env}.${slotProperty(d.slot)};`);
      });
      return;
    }
    case "static_consts":
      emitStatics(bound, named.consts, sc, w);
      return;
    default:
      assertNever(named);
  }
}

/**
 * A comparison whose only use is the test of a two-way switch on 0 and 1, reached from its let
 * through handler definitions only (a loop's among them: the code entering a loop is written
 * before it, as the test of a `for` loop's first iteration is), is not named: the switch tests
 * its condition (`if (x < 58)` rather than `const cmp = (x < 58 ? 1 : 0); if (cmp)`). A
 * comparison has no effect, and its operands are bound before it and not assigned before the
 * switch (no code runs in between), so it gives the same answer there. Returns whether the let
 * was handled so.
 */
function asTest(e: Extract<Expr, { kind: "let" }>, sc: Scope): boolean {
  if (e.bound.kind !== "singleton" || e.named.kind !== "prim") return false;
  const v = e.bound.var;
  if (sc.uses.usedTwice.has(v)) return false;
  let body = e.body;
  while (body.kind === "let_cont" && !body.handlers[0]!.isExnHandler) body = body.body;
  if (body.kind !== "switch" || body.scrutinee.kind !== "var" || body.scrutinee.name !== v) return false;
  if (body.arms.length !== 2 || body.arms[0]!.value !== 0 || body.arms[1]!.value !== 1) return false;
  const cx = primitiveContext(sc);
  const holds = primitiveCondition(e.named.prim, cx);
  const fails = primitiveCondition(e.named.prim, cx, true);
  if (holds === undefined || fails === undefined) return false;
  sc.tests.set(v, { holds, fails });
  return true;
}

/**
 * A cell (`isCell`: a one-field mutable block only read and written in place) is a JavaScript
 * variable holding its contents: its allocation declares the variable, a load reads it, a store
 * assigns it. Returns false for any other primitive.
 */
function emitCellPrimitive(v: Variable, p: Primitive, used: boolean, sc: Scope, w: Writer, loc: Location | undefined): boolean {
  const cell = (s: Simple): boolean => s.kind === "var" && isCell(sc.uses, s.name);
  if (p.kind === "variadic" && p.op.kind === "make_block" && isCell(sc.uses, v)) {
    w.line(`let ${bindVar(v, sc)} = ${simple(p.args[0]!, sc)};`, loc);
    return true;
  }
  if (p.kind === "unary" && p.op.kind === "block_load" && p.op.field === 0 && cell(p.arg)) {
    if (used) w.line(`const ${bindVar(v, sc)} = ${simple(p.arg, sc)};`, loc);
    return true;
  }
  if (p.kind === "binary" && p.op.kind === "block_set" && p.op.field === 0 && cell(p.arg1)) {
    w.line(`${simple(p.arg1, sc)} = ${simple(p.arg2, sc)};`, loc);
    if (used) sc.vars.set(v, "0");
    return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Control

/**
 * Jumps to `k` with `args` (JavaScript expressions, evaluated before any assignment is made).
 * `simples`: the arguments are the code of IR simples (immutable names and constants), which a
 * handler written in place may use as they are instead of naming them again.
 */
function emitJump(
  k: Continuation,
  args: readonly string[],
  trap: TrapAction | undefined,
  sc: Scope,
  w: Writer,
  loc?: Location,
  simples = false,
): void {
  if (trap?.kind === "push") {
    emitTry(k, args, trap.exnHandler, sc, w, simples);
    return;
  }
  if (k === sc.returnCont) {
    w.line(`return ${args.length === 0 ? "0" : args[0]!};`, loc);
    return;
  }
  if (k === sc.exnCont) {
    w.line(`throw ${args[0] ?? "undefined"};`, loc);
    return;
  }
  const t = sc.conts.get(k);
  if (t === undefined) throw new Error(`to_js: continuation ${k} is not bound`);
  if (trap?.kind === "pop" && t.kind !== "exn") {
    // Leaving a `try` for code written inside it (a continuation bound in the `try` body):
    // from here on an exception must not reach the popped handler, so the `catch` rethrows
    // once the flag is set.
    const depth = t.kind === "once" ? (t.depth ?? sc.tryDepth) : t.kind === "block" ? t.depth : sc.tryDepth;
    const region = sc.tries[sc.tries.length - 1];
    if (depth === sc.tryDepth && region !== undefined && region.handler === trap.exnHandler) {
      region.used = true;
      w.line(`${region.flag} = true;`);
    }
  }
  const assign = (targets: readonly string[]): void => {
    // Arguments that are not plain names are computed into the first target in order; the
    // targets are fresh names no argument mentions, so the assignments cannot interfere.
    targets.forEach((t, i) => w.line(`${t} = ${args[i]!};`, i === 0 ? loc : undefined));
  };
  switch (t.kind) {
    case "once": {
      if (t.fallback === undefined && (t.depth === undefined || t.depth === sc.tryDepth)) {
        const used = sc.uses.usedVars;
        t.handler.params.forEach((p, i) => {
          const arg = args[i]!;
          const l = i === 0 ? loc : undefined;
          // An unused result (of a call done for its effect) needs no name; a simple needs no
          // second one.
          if (simples) sc.vars.set(p.name, arg);
          else if (used.has(p.name)) w.line(`const ${bindVar(p.name, sc)} = ${arg};`, l);
          else if (arg.includes("(")) w.line(`${arg};`, l);
        });
        // Written here: not again.
        sc.conts.set(k, { ...t, depth: -1 });
        emitExpr(t.handler.handler, sc, w);
        return;
      }
      if (t.fallback === undefined) {
        t.fallback = { label: sc.namer.fresh(k), params: t.handler.params.map((p) => bindVar(p.name, sc)) };
      }
      assign(t.fallback.params);
      w.line(`break ${t.fallback.label};`);
      return;
    }
    case "block":
      assign(t.params);
      w.line(`break ${t.label};`);
      return;
    case "loop_entry":
    case "loop":
      assign(t.carriers);
      if (t.selector !== undefined) w.line(`${t.selector} = ${t.index};`);
      w.line(`${t.kind === "loop" ? "continue" : "break"} ${t.label};`);
      return;
    case "exn":
      w.line(`throw ${args[0] ?? "undefined"};`, loc);
      return;
    default:
      assertNever(t);
  }
}

/** `try { body_k } catch (e) { handler }` for `apply_cont body_k [push handler]`. */
function emitTry(k: Continuation, args: readonly string[], handlerCont: Continuation, sc: Scope, w: Writer, simples: boolean): void {
  const h = sc.conts.get(handlerCont);
  if (h?.kind !== "exn") throw new Error(`to_js: ${handlerCont} is pushed but is not an exception handler`);
  const caught = sc.namer.fresh("exn", false);
  const region = { handler: handlerCont, flag: sc.namer.fresh("popped", false), used: false };
  const start = w.length;
  w.line("try {");
  w.indent++;
  sc.tryDepth++;
  sc.tries.push(region);
  emitJump(k, args, undefined, sc, w, undefined, simples);
  sc.tries.pop();
  sc.tryDepth--;
  w.indent--;
  w.line(`} catch (${caught}) {`);
  w.indent++;
  if (region.used) {
    w.insert(start, w.indent - 1, `let ${region.flag} = false;`);
    w.line(`if (${region.flag}) throw ${caught};`);
  }
  const [first, ...rest] = h.handler.params;
  if (first !== undefined) w.line(`const ${bindVar(first.name, sc)} = R.caml_flambe_exn_of_js(${caught});`);
  for (const p of rest) w.line(`const ${bindVar(p.name, sc)} = undefined;`);
  emitExpr(h.handler.handler, sc, w);
  w.indent--;
  w.line("}");
}

function callExpression(e: Apply, sc: Scope): string {
  const args = e.args.map((a) => simple(a, sc));
  const k = e.callKind;
  if (k.kind === "c_call") return `${sc.unit.external(k.name)}(${args.join(", ")})`;
  if (e.callee === undefined) throw new Error("to_js: an OCaml call without a callee");
  const f = simple(e.callee, sc);
  const unknownArity = (): string =>
    args.length >= 1 && args.length <= 4 ? `R.caml_call${args.length}(${[f, ...args].join(", ")})` : `R.caml_call(${f}, [${args.join(", ")}])`;
  switch (k.kind) {
    case "direct": {
      // A plain call only when the code's arity is the number of arguments (it always is for
      // calls CPS conversion makes; a pass could make a partial or over-application direct).
      const c = sc.unit.codeOf(k.codeId);
      return c !== undefined && c.params.length === args.length ? `${f}(${args.join(", ")})` : unknownArity();
    }
    case "indirect_known_arity":
      return k.paramArity.length === args.length ? `${f}(${args.join(", ")})` : unknownArity();
    case "indirect_unknown_arity":
      return unknownArity();
    default:
      return assertNever(k);
  }
}

function emitApply(e: Apply, sc: Scope, w: Writer): void {
  const loc = locOf(e.dbg);
  if (sc.unit.instrument && e.callKind.kind !== "c_call") w.line("$count.calls++;");
  // A tail call to this code or to a member of its set: a jump to the top of the loop.
  if (
    sc.tail !== undefined &&
    e.continuation === sc.returnCont &&
    e.exnContinuation === sc.exnCont &&
    sc.tryDepth === 0 &&
    e.callKind.kind !== "c_call" &&
    e.callee !== undefined
  ) {
    const target = sameSetSlot(e.callee, sc);
    const member = target === undefined ? undefined : sc.tail.members.get(target);
    if (member !== undefined && member.carriers.length === e.args.length) {
      e.args.forEach((a, i) => w.line(`${member.carriers[i]!} = ${simple(a, sc)};`, i === 0 ? loc : undefined));
      if (sc.tail.selector !== undefined) w.line(`${sc.tail.selector} = ${member.index};`);
      w.line(`continue ${sc.tail.label};`, e.args.length === 0 ? loc : undefined);
      return;
    }
  }
  const call = callExpression(e, sc);
  if (e.continuation === "never_returns") {
    w.line(`${call};`, loc);
    return;
  }
  const arity = e.callKind.kind === "c_call" ? e.callKind.returnArity.length : 1;
  if (arity === 1) {
    emitJump(e.continuation, [call], undefined, sc, w, loc);
    return;
  }
  if (arity === 0) {
    w.line(`${call};`, loc);
    emitJump(e.continuation, [], undefined, sc, w);
    return;
  }
  const results = sc.namer.fresh("results", false);
  w.line(`const ${results} = ${call};`, loc);
  emitJump(e.continuation, Array.from({ length: arity }, (_, i) => `${results}[${i}]`), undefined, sc, w);
}

function emitSwitch(e: Extract<Expr, { kind: "switch" }>, sc: Scope, w: Writer): void {
  const cond = e.scrutinee.kind === "var" ? sc.tests.get(e.scrutinee.name) : undefined;
  const s = cond === undefined ? simple(e.scrutinee, sc) : "";
  const arm = (i: number): void => {
    const a = e.arms[i]!.action;
    emitJump(a.cont, a.args.map((x) => simple(x, sc)), a.trap, sc, w, undefined, true);
  };
  if (e.arms.length === 1) {
    arm(0);
    return;
  }
  // No arm falls through (every path ends in a jump), so the last arm needs no `else` or
  // `default`: it follows the `if` or the `switch`. Chains of tests (`if ... else if ...`,
  // matches) then stay flat instead of nesting once per test, which a JavaScript parser could
  // not follow 10,000 levels deep. The arm written in place is preferably the one that will
  // grow (a continuation written at its only jump).
  const grows = (i: number): boolean => sc.conts.get(e.arms[i]!.action.cont)?.kind === "once";
  if (e.arms.length === 2) {
    const [a0, a1] = e.arms as [typeof e.arms[0], typeof e.arms[0]];
    const inner = grows(1) && !grows(0) ? 0 : 1;
    const test =
      cond !== undefined
        ? e.arms[inner]!.value === 1
          ? cond.holds
          : cond.fails
        : a0.value === 0 && a1.value === 1
          ? inner === 1
            ? s
            : `!${s}`
          : `${s} === ${e.arms[inner]!.value}`;
    w.block(`if (${test}) {`, () => arm(inner));
    arm(1 - inner);
    return;
  }
  w.block(`switch (${s}) {`, () => {
    e.arms.forEach((a, i) => {
      if (i < e.arms.length - 1) w.block(`case ${a.value}: {`, () => arm(i));
    });
  });
  arm(e.arms.length - 1);
}

function emitLetCont(e: Extract<Expr, { kind: "let_cont" }>, sc: Scope, w: Writer): Expr | undefined {
  const analysis = sc.uses;
  if (!e.recursive) {
    const h = e.handlers[0]!;
    if (h.isExnHandler) {
      sc.conts.set(h.cont, { kind: "exn", handler: h });
      return e.body;
    }
    const uses = analysis.contUses.get(h.cont) ?? 0;
    if (uses <= 1 || analysis.pushTargets.has(h.cont)) {
      const t: ContTarget = { kind: "once", handler: h, depth: analysis.pushTargets.has(h.cont) ? undefined : sc.tryDepth, fallback: undefined };
      sc.conts.set(h.cont, t);
      const start = w.length;
      const indent = w.indent;
      emitExpr(e.body, sc, w);
      const fb = t.fallback as { label: string; params: readonly string[] } | undefined;
      if (fb === undefined) return undefined;
      // The one jump could not be written in place: the body becomes a labelled block.
      w.indentFrom(start);
      const open = `${fb.label}: {`;
      if (fb.params.length > 0) w.insert(start, w.indent, `let ${fb.params.join(", ")};`, open);
      else w.insert(start, w.indent, open);
      w.indent = indent;
      w.line("}");
      return h.handler;
    }
    const params = h.params.map((p) => bindVar(p.name, sc));
    const label = sc.namer.fresh(h.cont);
    sc.conts.set(h.cont, { kind: "block", label, params, depth: sc.tryDepth });
    if (params.length > 0) w.line(`let ${params.join(", ")};`);
    w.block(`${label}: {`, () => emitExpr(e.body, sc, w));
    return h.handler;
  }
  // A loop: carriers hold the arguments of the next iteration.
  const handlers = e.handlers;
  const inner = handlers.map((h) => h.params.map((p) => bindVar(p.name, sc)));
  const carriers = handlers.map((h) => h.params.map((p) => sc.namer.fresh(p.name)));
  const selector = handlers.length > 1 ? sc.namer.fresh("next", false) : undefined;
  const label = sc.namer.fresh(handlers[0]!.cont);
  const declared = [...carriers.flat(), ...(selector === undefined ? [] : [selector])];
  if (declared.length > 0) w.line(`let ${declared.join(", ")};`);
  const body = e.body;
  const entryIndex = body.kind === "apply_cont" && body.trap === undefined ? handlers.findIndex((h) => h.cont === body.cont) : -1;
  if (entryIndex >= 0 && body.kind === "apply_cont") {
    const args = body.args.map((a) => simple(a, sc));
    carriers[entryIndex]!.forEach((c, i) => w.line(`${c} = ${args[i]!};`));
    if (selector !== undefined) w.line(`${selector} = ${entryIndex};`);
  } else {
    const entry = sc.namer.fresh("enter", false);
    handlers.forEach((h, i) => sc.conts.set(h.cont, { kind: "loop_entry", label: entry, carriers: carriers[i]!, selector, index: i }));
    w.block(`${entry}: {`, () => emitExpr(body, sc, w));
  }
  handlers.forEach((h, i) => sc.conts.set(h.cont, { kind: "loop", label, carriers: carriers[i]!, selector, index: i }));
  const emitHandler = (i: number): void => {
    const ps = inner[i]!;
    bindFromCarriers(ps, carriers[i]!, w);
    emitExpr(handlers[i]!.handler, sc, w);
  };
  w.block(`${label}: while (true) {`, () => {
    if (selector === undefined) emitHandler(0);
    else
      w.block(`switch (${selector}) {`, () => {
        handlers.forEach((_, i) => w.block(i === handlers.length - 1 ? "default: {" : `case ${i}: {`, () => emitHandler(i)));
      });
  });
  return undefined;
}

/** Writes `e`; every path ends in a jump (`return`, `throw`, `break`, `continue`). */
function emitExpr(e0: Expr, sc: Scope, w: Writer): void {
  let e: Expr | undefined = e0;
  while (e !== undefined) {
    switch (e.kind) {
      case "let":
        if (!asTest(e, sc)) emitLet(e.bound, e.named, sc, w);
        e = e.body;
        break;
      case "let_cont":
        e = emitLetCont(e, sc, w);
        break;
      case "apply_cont":
        emitJump(e.cont, e.args.map((a) => simple(a, sc)), e.trap, sc, w, undefined, true);
        e = undefined;
        break;
      case "switch":
        emitSwitch(e, sc, w);
        e = undefined;
        break;
      case "apply":
        emitApply(e, sc, w);
        e = undefined;
        break;
      case "invalid":
        w.line(`throw new Error(${stringLiteral("unreachable code: " + e.message)});`);
        e = undefined;
        break;
      default:
        assertNever(e);
    }
  }
}

/** A unit's toplevel code as the body of a JavaScript function (its return continuation returns). */
export function emitUnitBody(body: Expr, returnCont: Continuation, exnCont: Continuation, unit: UnitContext, namer: Namer, w: Writer): void {
  const sc: Scope = {
    unit,
    uses: unit.analysis,
    namer,
    vars: new Map(),
    tests: new Map(),
    conts: new Map(),
    returnCont,
    exnCont,
    tryDepth: 0,
    tries: [],
    env: undefined,
    myClosure: undefined,
    sameSet: new Map(),
    setKey: undefined,
    tail: undefined,
  };
  emitExpr(body, sc, w);
}
