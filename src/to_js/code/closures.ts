// Sets of closures: factories, their members, allocation (see the header of index.ts).
import type { Apply, Code, FunctionSlot, SetOfClosures, Simple, ValueSlot } from "../../flambda/index.js";
import { isValueUse, setKey } from "../analysis.js";
import { Namer, identifierOf } from "../js_names.js";
import type { PrimitiveContext } from "../primitives.js";
import type { Writer } from "../writer.js";
import { emitExpr } from "./expr.js";
import { ocamlFunctionName, slotProperty, type LiftedClosure, type Scope, type TailLoop, type UnitContext } from "./scope.js";
import type { LiftedSet } from "../lifting.js";
import { emitInvariantPrefix, invariantParams } from "./loop_invariants.js";
import { bindVar, simple } from "./simples.js";

/** Whether `s` is a closure of the set the current code belongs to, and which one. */
export function sameSetSlot(s: Simple, sc: Scope): FunctionSlot | undefined {
  if (s.kind === "var") return sc.sameSet.get(s.name);
  if (s.kind === "symbol") {
    const st = sc.unit.analysis.staticClosureSymbols.get(s.name);
    if (st !== undefined && st.setKey === sc.setKey) return st.slot;
  }
  return undefined;
}

// One context per scope, made when its first primitive is written.
export const primitiveContexts = new WeakMap<Scope, PrimitiveContext>();

export function primitiveContext(sc: Scope): PrimitiveContext {
  let cx = primitiveContexts.get(sc);
  if (cx === undefined) {
    cx = makePrimitiveContext(sc);
    primitiveContexts.set(sc, cx);
  }
  return cx;
}

export function makePrimitiveContext(sc: Scope): PrimitiveContext {
  const lifted = (closure: Simple): LiftedClosure | undefined => (closure.kind === "var" ? sc.lifted.get(closure.name) : undefined);
  const envOf = (closure: Simple): string => {
    if (sc.env !== undefined && sameSetSlot(closure, sc) !== undefined) return sc.env;
    sc.unit.foreignProjections = true;
    return `${simple(closure, sc)}.env`;
  };
  return {
    simple: (s) => simple(s, sc),
    valueSlot: (closure, slot) => {
      const l = lifted(closure);
      if (l === undefined) return `${envOf(closure)}.${slotProperty(slot)}`;
      const v = l.slots.get(slot as ValueSlot);
      if (v === undefined) throw new Error(`to_js: value slot ${slot} of a lifted closure`);
      return v;
    },
    functionSlot: (closure, slot) => `${envOf(closure)}.${slotProperty(slot)}`,
  };
}

/**
 * The calls `code` (the member at `slot`) makes in tail position to members of `set`, by member:
 * the closures of its own set are its `my_closure` and the function slots projected from one of
 * them, or the symbols of a static set's closures. The calls and projections are the analysis's.
 */
export function tailCalls(c: Code, slot: FunctionSlot, set: SetOfClosures, unit: UnitContext): Map<FunctionSlot, Apply[]> {
  const out = new Map<FunctionSlot, Apply[]>();
  const calls = unit.analysis.codeCalls.get(c.codeId);
  if (calls === undefined || calls.tailCalls.length === 0) return out;
  const key = setKey(set);
  const analysis = unit.analysis;
  const arity = new Map(set.functionDecls.map((d) => [d.slot, unit.codeOf(d.codeId)?.params.length ?? -1]));
  const same = new Map<string, FunctionSlot>([[c.myClosure, slot]]);
  for (const p of calls.projections) if (same.has(p.from)) same.set(p.bound, p.to);
  for (const { callee, call } of calls.tailCalls) {
    let target: FunctionSlot | undefined;
    if (callee.kind === "var") target = same.get(callee.name);
    else if (callee.kind === "symbol") {
      const st = analysis.staticClosureSymbols.get(callee.name);
      if (st !== undefined && st.setKey === key) target = st.slot;
    }
    if (target !== undefined && arity.get(target) === call.args.length) {
      const forTarget = out.get(target);
      if (forTarget === undefined) out.set(target, [call]);
      else forTarget.push(call);
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
  const calls = codes.map((m) => tailCalls(m.code, m.slot, set, unit));
  const dispatch = codes.length > 1 && calls.some((cs, i) => [...cs.keys()].some((s) => s !== codes[i]!.slot));
  const selfCalls = (i: number): readonly Apply[] => calls[i]!.get(codes[i]!.slot) ?? [];
  const factoryNamer = new Namer(global);
  factoryNamer.reserve("env");
  const memberName = (c: Code): string => factoryNamer.fresh(c.dbg.name, false);
  const single = isSingle(set, unit);
  const newScope = (namer: Namer, c: Code, slot: FunctionSlot, tail: TailLoop | undefined): Scope => ({
    ...codeScope(unit, namer, c, slot, key),
    vars: new Map([[c.myClosure, `env.${slotProperty(slot)}`]]),
    env: "env",
    tail,
  });
  if (single) {
    emitSingleFactory(name, codes[0]!, selfCalls(0), factoryNamer, memberName, newScope, w);
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
              w.block(i === codes.length - 1 ? "default: {" : `case ${i}: {`, () =>
                w.inFunction(ocamlFunctionName(unit, m.code.dbg.name), () => {
                  const sc = newScope(bodyNamer, m.code, m.slot, tail);
                  const params = m.code.params.map((p) => bindVar(p.name, sc));
                  bindFromCarriers(params, carriers, w);
                  emitExpr(m.code.body, sc, w);
                }),
              );
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
        emitMember(`env.${slotProperty(m.slot)}`, fn, m.code, selfCalls(i), newScope(namer, m.code, m.slot, undefined), w);
      });
    }
    // Read by code that projects a slot of a closure other than its own (after inlining).
    for (const m of codes) w.foreignLine(`env.${slotProperty(m.slot)}.env = env;`);
    // The arity, read by the runtime's calls to unknown functions (`runtime/apply.ts`).
    for (const m of codes) w.line(`env.${slotProperty(m.slot)}.l = ${m.code.params.length};`);
  });
}

/** The scope of a set's code (member `slot`), before the caller says how it reaches its closure. */
function codeScope(unit: UnitContext, namer: Namer, c: Code, slot: FunctionSlot, key: string): Scope {
  return {
    unit,
    lifted: new Map(),
    uses: unit.analysis.foreign.get(c.codeId) ?? unit.analysis,
    namer,
    vars: new Map(),
    tests: new Map(),
    conts: new Map(),
    returnCont: c.returnContinuation,
    exnCont: c.exnContinuation,
    tryDepth: 0,
    tries: [],
    env: undefined,
    myClosure: c.myClosure,
    sameSet: new Map([[c.myClosure, slot]]),
    setKey: key,
    tail: undefined,
  };
}

/**
 * A lifted set's code (lifting.ts) as a function of the program: its parameters, then its value
 * slots; its self tail calls a loop, as for a closure's code.
 */
export function emitLifted(lifted: LiftedSet & { readonly fn: string }, set: SetOfClosures, unit: UnitContext, global: Namer, w: Writer): void {
  const c = lifted.code;
  const slot = set.functionDecls[0]!.slot;
  const namer = new Namer(global);
  const slotParams = lifted.valueSlots.map((s) => namer.fresh(s));
  const sc = codeScope(unit, namer, c, slot, setKey(set));
  sc.lifted.set(c.myClosure, { fn: lifted.fn, slots: new Map(lifted.valueSlots.map((s, i) => [s, slotParams[i]!])), order: lifted.valueSlots });
  emitMember(`function ${lifted.fn}`, lifted.fn, c, tailCalls(c, slot, set, unit).get(slot) ?? [], sc, w, slotParams);
}

/**
 * Whether a set's closure is its own environment (`emitSingleFactory`): a set of one function
 * that code allocates (as the program runs) and whose closures escape (passed, stored,
 * returned) wherever it is allocated. Such closures are what the collector sees most of, and
 * one object less each halved the `combinators` benchmark's time. A closure that is only called
 * or projected where it is made, or made once when the unit starts, keeps an environment
 * object: measured on `bdd`, the engine then does better with it.
 */
export function isSingle(set: SetOfClosures, unit: UnitContext): boolean {
  if (set.functionDecls.length !== 1) return false;
  const a = unit.analysis;
  const key = setKey(set);
  if (a.toplevelSets.has(key)) return false;
  const vars = a.allocatedAs.get(key);
  return vars !== undefined && vars.every((v) => isValueUse(a, v));
}

/**
 * The factory of a set of one function, which returns the closure: the function is its own
 * environment, its value slots properties of it that the allocation site sets (the code reads
 * them from itself), so that a closure is one function object and the array of its properties,
 * not also an environment object and the engine's context capturing it.
 */
export function emitSingleFactory(
  name: string,
  m: { readonly slot: FunctionSlot; readonly code: Code },
  selfTailCalls: readonly Apply[],
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
 * `selfTailCalls`: the calls the body makes to itself in tail position, which become a loop.
 */
export function emitMember(target: string, fn: string, code: Code, selfTailCalls: readonly Apply[], sc0: Scope, w: Writer, extra: readonly string[] = []): void {
  w.inFunction(ocamlFunctionName(sc0.unit, code.dbg.name), () => emitMemberOf(target, fn, code, selfTailCalls, sc0, w, extra));
}

function emitMemberOf(target: string, fn: string, code: Code, selfTailCalls: readonly Apply[], sc0: Scope, w: Writer, extra: readonly string[]): void {
  const params = code.params.map((p) => bindVar(p.name, sc0));
  // A lifted function is a declaration (`function f(...) {...}`), a member a property's value.
  const declared = target === `function ${fn}`;
  const open = (ps: readonly string[]): string => (declared ? `${target}(${[...ps, ...extra].join(", ")}) {` : `${target} = function ${fn}(${ps.join(", ")}) {`);
  const close = declared ? "}" : "};";
  if (selfTailCalls.length === 0) {
    w.line(open(params), code.dbg.loc);
    w.indent++;
    emitExpr(code.body, sc0, w);
    w.indent--;
    w.line(close);
    return;
  }
  const label = sc0.namer.fresh("tailcall", false);
  // A parameter every self tail call passes back unchanged is the function's own parameter,
  // carried by nothing; what the body computes first from such parameters alone is computed
  // once, before the loop (`loop_invariants.ts`).
  const invariant = invariantParams(code, selfTailCalls);
  const carriers = code.params.map((p, i) => (invariant[i] ? undefined : sc0.namer.fresh(p.name)));
  const slot = sc0.sameSet.get(code.myClosure)!;
  const sc: Scope = { ...sc0, tail: { label, members: new Map([[slot, { index: 0, carriers }]]), selector: undefined } };
  w.block(open(carriers.map((c, i) => c ?? params[i]!)), () => {
    const rest = emitInvariantPrefix(code, invariant, sc, w);
    w.block(`${label}: while (true) {`, () => {
      bindFromCarriers(
        params.filter((_, i) => !invariant[i]),
        carriers.filter((c): c is string => c !== undefined),
        w,
      );
      emitExpr(rest, sc, w);
    });
  }, close);
}

/**
 * `const p0 = c0, p1 = c1;` at the top of a loop's body: each parameter bound to the variable
 * carrying its value from one iteration to the next. Nothing for a loop without parameters (a
 * `const` with no declarator is a syntax error).
 */
export function bindFromCarriers(params: readonly string[], carriers: readonly string[], w: Writer): void {
  if (params.length > 0) w.line(`const ${params.map((p, j) => `${p} = ${carriers[j]}`).join(", ")};`);
}

export function allocateSet(set: SetOfClosures, env: string, sc: Scope, w: Writer): void {
  const factory = sc.unit.factories.get(setKey(set));
  if (factory === undefined) throw new Error("to_js: a set of closures without a factory");
  if (sc.unit.instrument) w.line(`$count.closures += ${set.functionDecls.length};`);
  w.line(`${factory}(${env});`);
}

/** `const f = make_f();` for a set of one function (its value slots are set on `f` afterwards). */
export function allocateSingle(set: SetOfClosures, f: string, sc: Scope, w: Writer): void {
  const factory = sc.unit.factories.get(setKey(set));
  if (factory === undefined) throw new Error("to_js: a set of closures without a factory");
  if (sc.unit.instrument) w.line("$count.closures += 1;");
  w.line(`const ${f} = ${factory}();`);
}

export function envLiteral(set: SetOfClosures, sc: Scope): string {
  if (set.valueSlots.length === 0) return "{}";
  return `{ ${set.valueSlots.map((v) => `${slotProperty(v.slot)}: ${simple(v.value, sc)}`).join(", ")} }`;
}
