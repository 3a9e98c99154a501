// Specialisation (manual section 21.4): a call to a recursive function that is not inlined, whose
// invariant arguments (passed unchanged to every recursive call) are known at the call site,
// goes to a copy of the function made for those arguments. An argument that is a constant or a
// symbol is substituted into the copy, which no longer takes it; an argument known to be a
// closure of some code (allocated at the call) is still passed, and the copy knows its code and
// what its environment holds where that is a constant, a symbol or another such closure: a call
// through it becomes direct and may be inlined, reading the rest from the closure. A block
// argument that the function only takes apart, from its entry on, and whose fields are all known
// at the call, is passed as those fields (section 21.9.2, unboxing of specialised arguments): the
// copy loads nothing, and the blocks made for its recursive calls only to be taken apart again
// go. A field known to be a closure is known in the copy in the same way, provided the simplified
// copy passes it back unchanged to every recursive call (seed 002's streams, whose state carries
// the `next` closure); otherwise the copy is made again without that knowledge. The copy is
// simplified at the call site; it is kept when the operations its simplification removed
// outweigh what it adds over the original (or an attribute, `[@@specialise]` or
// `[@specialised]`, asks for it), else it is dropped.
//
// What is specialised: a closed function (no value slots read, not one of a mutually recursive
// set), not in `-Oclassic` (unless an attribute asks), no larger than the round's `-inline`
// (`-inline-toplevel` outside functions). The copy is code plus a statically allocated closure,
// bound in the static group of the unit where everything it names is in scope (that of the
// original code, or of a symbol or code an argument's knowledge names, whichever comes later);
// it is added there when that group is rebuilt, and only if a call to it survived to be rebuilt
// (`lifting/static_groups.ts`).
// Copies are shared by calls with the same arguments, in a round and across rounds (a copy an
// earlier round bound serves the later rounds' calls with the same arguments).
//
// A call in a body being inlined speculatively is specialised too, as in the body once inlined
// (in the last round: an earlier round leaves it to the next, see `specialisesInSpeculation`):
// the copy is made while the speculation runs, and a call to it survives only if the speculation
// is adopted (a discarded speculation's uses are counted apart), so a discarded one leaves its
// copies unbound.
import {
  apply,
  boundSingleton,
  let_,
  namedPrim,
  namedSimple,
  unary,
  code as makeCode,
  directCall,
  forEachExpr,
  printSimple,
  simplesOfNode,
  simpleVar,
  stemOf,
  type Apply,
  type BlockAccessKind,
  type Code,
  type CodeId,
  type Expr,
  type Named,
  type Simple,
  type Symbol,
  type ValueSlot,
  type Variable,
} from "../../flambda/index.js";
import {
  proveKnownBlock,
  type Type,
  type TypingEnv,
} from "../../types/index.js";
import { costOf, countOperations, hotness, removedOperations } from "../inlining/benefit.js";
import type { Context } from "../env/context.js";
import type { DownwardAcc } from "../env/downward_acc.js";
import type { DownwardEnv } from "../env/downward_env.js";
import { freshen } from "../inlining/freshen.js";
import { simplifyCodeApart } from "../constructs/simplify_code.js";
import type { InliningDecision } from "../inlining/inlining_decision.js";
import { atRound } from "../env/options.js";
import { ofThisUnit, registerName } from "../lifting/static_groups.js";
import type { Specialised, UnboxableParam } from "./specialised.js";
import { codeFacts } from "./code_facts.js";
import { knownClosure, knownClosureDepth, type KnownClosure } from "./known_closure.js";
import { earlierRoundCopy, redirect, type SpecialisedCall } from "./copy_calls.js";
import { passClosureSlots, type ClosureParam } from "./closure_slots.js";
import { trySpecialiseGroup } from "./specialise_group.js";

/** The codes of the sets of closures a defining expression allocates. */
function allocatedCodes(n: Named): readonly CodeId[] {
  if (n.kind === "set_of_closures") return n.set.functionDecls.map((d) => d.codeId);
  if (n.kind !== "static_consts") return [];
  return n.consts.flatMap((k) => (k.kind === "set_of_closures" ? k.set.functionDecls.map((d) => d.codeId) : []));
}

/**
 * Whether, in the simplified copy, every recursive call passes each parameter of `assumed` back
 * at its own position and the copy's closure is used for nothing else: then what was assumed of
 * those parameters at the entry holds at every call (by induction on the calls).
 */
function passesBack(c: Code, symbol: Symbol, assumed: ReadonlySet<number>): boolean {
  let selfCalls = 0;
  let mentions = 0;
  let ok = true;
  forEachExpr(c.body, { intoCode: true }, (e) => {
    for (const x of simplesOfNode(e)) if (x.kind !== "const" && (x.name === c.myClosure || x.name === symbol)) mentions++;
    // Another closure of the copy's code would be one nothing is known of.
    if (e.kind === "let" && allocatedCodes(e.named).includes(c.codeId)) ok = false;
    if (e.kind !== "apply" || e.callKind.kind !== "direct" || e.callKind.codeId !== c.codeId) return;
    if (e.callee === undefined || e.callee.kind !== "var" || e.callee.name !== c.myClosure) {
      ok = false;
      return;
    }
    selfCalls++;
    for (const i of assumed) {
      const x = e.args[i];
      if (x === undefined || x.kind !== "var" || x.name !== c.params[i]!.name) ok = false;
    }
  });
  return ok && mentions === selfCalls;
}

/**
 * Specialises `call` (a direct call to recursive `code`, not inlined, arguments canonical) when
 * the rules above allow and the copy is worth it; the decision goes to the report either way.
 */
export function trySpecialise(ctx: Context, denv: DownwardEnv, call: Apply, code: Code, args: readonly Simple[]): SpecialisedCall | undefined {
  const dacc = ctx.dacc;
  const s = dacc.state;
  const options = dacc.options;
  // At the call site, `[@specialised]` overrides the definition's `[@@specialise]`.
  const attribute = call.specialised !== "default" ? call.specialised : code.attributes.specialise;
  if (dacc.tryingACopy || attribute === "never" || code.attributes.stub) return undefined;
  if (denv.speculation !== undefined && !specialisesInSpeculation(dacc, denv, code)) return undefined;
  if (options.mode === "classic" && attribute !== "always") return undefined;
  if (call.continuation === "never_returns") return undefined;
  // A function of a mutually recursive group: the group is specialised together.
  if (dacc.staticSets.has(code.codeId)) {
    const g = trySpecialiseGroup(ctx, denv, call, code, args, attribute);
    if (g !== "not_a_group") return g;
  }
  const facts = codeFacts(code);
  if (!facts.closed || facts.recursiveCalls === 0) return undefined;
  const dropped: number[] = [];
  const closures = new Map<number, KnownClosure>();
  let group = s.groupOfName(code.codeId) ?? -1;
  // What a copy may name: one of this unit's static groups binds it, or another unit does.
  const bindable = (n: string): boolean => s.groupOfName(n) !== undefined || !ofThisUnit(dacc, n);
  args.forEach((a, i) => {
    if (!facts.invariant[i]) return;
    if (a.kind === "const") dropped.push(i);
    else if (a.kind === "symbol") {
      dropped.push(i);
      group = Math.max(group, s.groupOfName(a.name) ?? -1);
    } else {
      // A closure allocated here: the copy still takes it, knowing its code (and what it can of
      // its environment).
      const k = knownClosure(denv.typing, a, knownClosureDepth, bindable);
      if (k === undefined) return;
      closures.set(i, k);
      for (const n of k.names) group = Math.max(group, s.groupOfName(n) ?? -1);
    }
  });
  // Nothing known, or nowhere in this unit to bind the copy.
  if ((dropped.length === 0 && closures.size === 0) || group < 0) return undefined;
  // The copy takes a block argument whose fields are all known here as those fields.
  const unboxed = new Map<number, UnboxableParam>();
  const fields = new Map<number, readonly Simple[]>();
  args.forEach((a, i) => {
    const u = options.unboxSpecialisedArgs ? facts.unboxable[i] : undefined;
    if (u === undefined || a.kind !== "var" || dropped.includes(i) || closures.has(i)) return;
    const f = knownFields(denv.typing, a, u);
    if (f === undefined) return;
    unboxed.set(i, u);
    fields.set(i, f);
  });
  // Fields of an unboxed argument known to be closures: the copy may know them, if it passes
  // them back unchanged to its recursive calls (checked once it is simplified, `passesBack`).
  const fieldClosures = new Map<number, ReadonlyMap<number, KnownClosure>>();
  for (const [i, f] of fields) {
    const known = new Map<number, KnownClosure>();
    f.forEach((x, j) => {
      const k = x.kind === "var" ? knownClosure(denv.typing, x, knownClosureDepth, bindable) : undefined;
      if (k !== undefined) known.set(j, k);
    });
    if (known.size > 0) fieldClosures.set(i, known);
  }
  // The value slots of closure arguments known here: a copy that only reads them may take them
  // instead of the closure (`closure_slots.ts`); copies are shared by calls that know the same ones.
  const slotValues = new Map<number, ReadonlyMap<ValueSlot, Simple>>();
  const slotKeys: string[] = [];
  if (options.unboxSpecialisedArgs)
    for (const [i, k] of closures) {
      slotValues.set(i, k.slotValues);
      slotKeys.push(`s${i}:[${[...k.slotValues.keys()].sort().join(",")}]`);
    }
  // What the copy is made for, in the report's words (with what it knows of unboxed fields, when
  // it could keep that knowledge).
  const describe = (withFields: boolean): string[] => args.flatMap((a, i) => {
    const name = stemOf(code.params[i]!.name);
    if (dropped.includes(i)) return [`${name} = ${printSimple(a)}`];
    const u = unboxed.get(i);
    const known = withFields ? fieldClosures.get(i) : undefined;
    const fieldNotes = known === undefined ? "" : [...known].map(([j, k]) => `, its field ${j} a closure of ${dacc.codes.get(k.codeId)?.dbg.name ?? k.codeId}`).join("");
    if (u !== undefined) return [`${name} = a block of ${u.size} fields, passed unboxed${fieldNotes}`];
    const c = closures.get(i);
    if (c === undefined) return [];
    const callee = dacc.codes.get(c.codeId);
    return [`${name} = a closure of ${callee?.dbg.name ?? c.codeId}`];
  });
  const entry = (decision: InliningDecision): void => {
    dacc.report.push({ dbg: call.dbg, callee: code.dbg.name, decision });
  };
  const forced = attribute !== "always" ? undefined : call.specialised === "always" ? "call_site" : "definition";
  const baseKey = `${code.codeId} ${dropped.map((i) => `${i}:${printSimple(args[i]!)}`).join(" ")} ${[...closures].map(([i, c]) => `${i}:(${c.key})`).join(" ")} ${[...unboxed.keys()].map((i) => `u${i}`).join(" ")}${slotKeys.length === 0 ? "" : " " + slotKeys.join(" ")}`;
  const fieldsKey = [...fieldClosures].flatMap(([i, m]) => [...m].map(([j, k]) => `${i}.${j}:(${k.key})`)).join(" ");
  const key = fieldsKey === "" ? baseKey : `${baseKey} ${fieldsKey}`;
  let fieldGroup = group;
  for (const m of fieldClosures.values()) for (const k of m.values()) for (const n of k.names) fieldGroup = Math.max(fieldGroup, s.groupOfName(n) ?? -1);
  const arity = args.length - dropped.length + [...unboxed.values()].reduce((n, u) => n + u.size - 1, 0);
  const earlier =
    s.copyMade(key) ??
    (fieldsKey === "" ? undefined : s.copyMade(baseKey)) ??
    earlierRoundCopy(dacc, fieldsKey === "" ? [[key, group]] : [[key, fieldGroup], [baseKey, group]], arity);
  if (earlier !== undefined) {
    entry({ kind: "specialise", reason: { args: describe(earlier.assumed.size > 0), forced, benefit: 0, growth: 0, reused: true } });
    return { call: redirect(call, earlier, args, fields, slotValues), copy: earlier };
  }
  const flag = denv.atToplevel ? "-inline-toplevel" : "-inline";
  const threshold = atRound(flag === "-inline" ? options.inline : options.inlineToplevel, dacc.round);
  if (attribute !== "always" && code.size > threshold) {
    entry({ kind: "dont_specialise", reason: { kind: "too_large", size: code.size, threshold, flag } });
    return undefined;
  }
  // The round's bounds on work and growth: a copy adds its whole size to the code.
  const refusal = dacc.refusal(code.size);
  if (refusal !== undefined) {
    entry({ kind: "dont_specialise", reason: { kind: "round_budget", refusal } });
    return undefined;
  }
  const copy = dacc.search("specialisation", () => {
    if (fieldClosures.size > 0) {
      const { result: c, layer } = dacc.inLayer(() => copyFor(ctx, denv, code, args, dropped, closures, unboxed, fieldGroup, fieldClosures));
      if (c.assumed.size === 0 || passesBack(c.code, c.symbol, c.assumed)) {
        dacc.state.adopt(layer);
        return c;
      }
      // The attempt is forgotten: its layer goes, with what its simplification added and reported.
    }
    return copyFor(ctx, denv, code, args, dropped, closures, unboxed, group, new Map());
  });
  // Judged once it takes its closure arguments' slots, if it does: the reads of them it no longer
  // makes count among the operations removed.
  const made = withClosureSlots(dacc, copy, code, closures, dropped, unboxed, slotValues);
  const removed = removedOperations(countOperations(code.body), countOperations(made.code.body));
  const benefit = Math.round(costOf(removed, options, dacc.round) * hotness(options, dacc.round, denv.branchDepth) * 100) / 100;
  const growth = made.code.size - code.size;
  if (attribute !== "always" && !(benefit > 0 && benefit > growth)) {
    entry({ kind: "dont_specialise", reason: { kind: "not_beneficial", args: describe(made.assumed.size > 0), benefit, growth } });
    return undefined;
  }
  s.addCopy(made.assumed.size > 0 ? key : baseKey, made);
  dacc.codes.set(made.code.codeId, made.code);
  dacc.grow(made.code.size);
  entry({ kind: "specialise", reason: { args: describe(made.assumed.size > 0), forced, benefit, growth, reused: false } });
  return { call: redirect(call, made, args, fields, slotValues), copy: made };
}

/**
 * `copy`, taking the value slots of its closure arguments (those at the positions of
 * `slotValues`) instead of the closures where it uses them for nothing else.
 */
function withClosureSlots(
  dacc: DownwardAcc,
  copy: Specialised,
  code: Code,
  closures: ReadonlyMap<number, KnownClosure>,
  dropped: readonly number[],
  unboxed: ReadonlyMap<number, UnboxableParam>,
  slotValues: ReadonlyMap<number, ReadonlyMap<ValueSlot, Simple>>,
): Specialised {
  if (slotValues.size === 0) return copy;
  const candidates: ClosureParam[] = [];
  let index = 0;
  code.params.forEach((_, i) => {
    if (dropped.includes(i)) return;
    const values = slotValues.get(i);
    const k = closures.get(i);
    if (values !== undefined && k !== undefined) candidates.push({ position: i, index, functionSlot: k.slot, known: new Set(values.keys()) });
    index += unboxed.get(i)?.size ?? 1;
  });
  const rewritten = passClosureSlots(dacc, copy.code, candidates);
  return rewritten === undefined ? copy : { ...copy, code: rewritten.code, closureSlots: rewritten.slots };
}

/**
 * Whether a call to `code` in a body being inlined speculatively is specialised there. Not before
 * the last round: if the body is inlined, the next round meets the call in it outside any
 * speculation, and a copy made now would be work lost. Nor for the recursive call in a copy of
 * its own function being unrolled: such attempts are often discarded.
 */
function specialisesInSpeculation(dacc: DownwardAcc, denv: DownwardEnv, code: Code): boolean {
  return dacc.round === dacc.options.rounds - 1 && denv.unrolling?.has(code.codeId) !== true;
}

/** The simples in the fields of `a`, when it is known to be a block of `u`'s shape with all of them known. */
function knownFields(env: TypingEnv, a: Simple, u: UnboxableParam): readonly Simple[] | undefined {
  const b = proveKnownBlock(env, a);
  return b !== undefined && b.tag === u.tag && b.fields.length === u.size ? b.fields : undefined;
}

/** The copy of `code` for the known `args` at `dropped`, simplified (in a work list of its own). */
function copyFor(
  ctx: Context,
  denv: DownwardEnv,
  code: Code,
  args: readonly Simple[],
  dropped: readonly number[],
  closures: ReadonlyMap<number, KnownClosure>,
  unboxed: ReadonlyMap<number, UnboxableParam>,
  group: number,
  /** For unboxed parameters: what is assumed of some of their fields (closures of known code). */
  fieldClosures: ReadonlyMap<number, ReadonlyMap<number, KnownClosure>>,
): Specialised {
  const dacc = ctx.dacc;
  const names = dacc.names;
  const stem = stemOf(code.codeId);
  const codeId = names.codeId(stem) as CodeId;
  const symbol = names.symbol(stem);
  const slot = names.functionSlot(stemOf(code.dbg.name.length > 0 ? code.dbg.name : "f"));
  const myClosure = names.variable("my_closure");
  const subst = new Map<string, Simple | string>();
  subst.set(code.myClosure, myClosure);
  const ret = names.continuation(stemOf(code.returnContinuation));
  const exn = names.continuation(stemOf(code.exnContinuation));
  subst.set(code.returnContinuation, ret);
  subst.set(code.exnContinuation, exn);
  const paramTypes = new Map<string, Type>();
  // The fields of unboxed parameters given a type (see `passesBack`).
  const assumedFields = new Set<string>();
  // An unboxed parameter's fields, one fresh parameter each; the parameter itself is not bound
  // in the copy: its loads become its fields, and recursive calls pass it as them.
  const fieldParams = new Map<string, { readonly position: number; readonly vars: readonly Variable[] }>();
  const params = code.params.flatMap((p, i) => {
    if (dropped.includes(i)) {
      subst.set(p.name, args[i]!);
      return [];
    }
    const u = unboxed.get(i);
    if (u !== undefined) {
      const vars = Array.from({ length: u.size }, (_, j) => names.variable(`${stemOf(p.name)}_field${j}`));
      fieldParams.set(p.name, { position: i, vars });
      fieldClosures.get(i)?.forEach((k, j) => {
        paramTypes.set(vars[j]!, k.type);
        assumedFields.add(vars[j]!);
      });
      return vars.map((v) => ({ name: v, kind: "value" as const }));
    }
    const v = names.variable(stemOf(p.name));
    subst.set(p.name, v);
    const c = closures.get(i);
    if (c !== undefined) paramTypes.set(v, c.type);
    return [{ name: v, kind: p.kind }];
  });
  // The recursive calls pass the invariant arguments unchanged: after the substitution, the
  // known ones; they go to the copy.
  const self = (a: Apply): Expr => {
    if (a.callKind.kind !== "direct" || a.callKind.codeId !== code.codeId) return a;
    // An unboxed argument: the parameter itself passes its fields; another block, its loaded fields.
    const loads: { readonly v: Variable; readonly from: Simple; readonly field: number; readonly access: BlockAccessKind }[] = [];
    const newArgs = a.args.flatMap((x, i): Simple[] => {
      if (dropped.includes(i)) return [];
      const u = unboxed.get(i);
      if (u === undefined) return [x];
      const own = x.kind === "var" ? fieldParams.get(x.name) : undefined;
      if (own !== undefined && own.position === i) return own.vars.map(simpleVar);
      return Array.from({ length: u.size }, (_, j) => {
        const v = names.variable("field");
        // Nothing is assumed of the field (the body's loads may know more of some fields than others).
        loads.push({ v, from: x, field: j, access: { kind: "values", tag: u.tag, size: u.size, fieldKind: "any_value" } });
        return simpleVar(v);
      });
    });
    let out: Expr = apply({ ...a, callee: simpleVar(myClosure), args: newArgs, callKind: directCall(codeId, slot) });
    for (let j = loads.length - 1; j >= 0; j--) {
      const l = loads[j]!;
      out = let_(boundSingleton(l.v), namedPrim(unary({ kind: "block_load", access: l.access, mutability: "immutable", field: l.field }, l.from), a.dbg), out);
    }
    return out;
  };
  // A load from an unboxed parameter is the field's parameter.
  const fieldOf = (n: Named): Named => {
    if (n.kind !== "prim" || n.prim.kind !== "unary" || n.prim.op.kind !== "block_load" || n.prim.arg.kind !== "var") return n;
    const own = fieldParams.get(n.prim.arg.name);
    return own === undefined ? n : namedSimple(simpleVar(own.vars[n.prim.op.field]!));
  };
  const body: Expr = freshen(code.body, subst, names, [], self, fieldOf);
  const raw = makeCode({
    codeId,
    params,
    returnContinuation: ret,
    exnContinuation: exn,
    myClosure,
    body,
    resultArity: code.resultArity,
    recursive: true,
    attributes: { ...code.attributes, stub: false },
    dbg: code.dbg,
  });
  dacc.codes.set(codeId, raw);
  // Constants lifted in other code may name the copy's closure: they check its group.
  registerName(dacc, symbol, group);
  dacc.tryingACopy = true;
  try {
    const simplified = simplifyCodeApart(ctx, raw, { ...denv, liftTo: group }, paramTypes);
    const assumed = new Set<number>();
    params.forEach((p, i) => {
      if (assumedFields.has(p.name)) assumed.add(i);
    });
    return { code: simplified, symbol, slot, group, dropped, unboxed, assumed, firstRebuilt: undefined };
  } finally {
    dacc.tryingACopy = false;
  }
}

/** Called as a call to `copy` is rebuilt: the copies of a group are bound in the order of their first calls rebuilt. */
export function noteCallRebuilt(dacc: DownwardAcc, copy: Specialised): void {
  if (copy.firstRebuilt === undefined) copy.firstRebuilt = dacc.copiesRebuilt++;
}
