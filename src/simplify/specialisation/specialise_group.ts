// Specialisation of mutually recursive functions (manual sections 21.4 and 21.9.2): a call to a
// function of a `let rec ... and ...` group goes to copies of the group's functions made for the
// arguments known at the call that are invariant across the group. Invariance follows the data
// flow between the group's functions: a parameter is invariant when every call in the group
// passes it, at its position, a parameter of the caller that is invariant in the same way (a
// class of parameters, one value throughout a run of the group). A class whose value at the call
// is a constant or a symbol is substituted into every copy, which no longer takes it; one that is
// a closure of known code is still passed, every copy knowing its code; one that is a block
// whose fields are all known at the call, that the functions only take apart (loads of its fields)
// or pass on within the class, is passed as its fields (unboxing of specialised arguments,
// replicated across the group): the manual's `loop`/`loop2` example, where the pair `inv` is
// made at the call and no longer allocated.
//
// The group is that of a static set of closures (toplevel `let rec ... and ...`, whose functions
// call each other through the set's symbols), the functions the called one reaches by direct
// calls; every one closed (no value slots) and within the round's `-inline` (or
// `-inline-toplevel`) in total. The copies are bound as one static set in the static group where
// everything they name is in scope, and kept as single copies are (`specialise.ts`): when the
// operations simplification removed from them outweigh what they add, or an attribute asks.
import {
  apply,
  directCall,
  forEachExpr,
  code as makeCode,
  namedSimple,
  printSimple,
  setOfClosures,
  functionDecl,
  simpleSymbol,
  simpleVar,
  simplesOfNode,
  stemOf,
  type Apply,
  type Code,
  type CodeId,
  type Expr,
  type FunctionSlot,
  type Named,
  type Param,
  type Simple,
  type Symbol,
  type Variable,
} from "../../flambda/index.js";
import { defineSymbol, proveKnownBlock, type Type } from "../../types/index.js";
import { costOf, countOperations, hotness, removedOperations, type Operations } from "../inlining/benefit.js";
import type { Context } from "../env/context.js";
import type { DownwardEnv } from "../env/downward_env.js";
import { defineClosures } from "../env/closure_types.js";
import { atRound } from "../env/options.js";
import { freshen } from "../inlining/freshen.js";
import type { InliningDecision } from "../inlining/inlining_decision.js";
import { simplifyCodeApart } from "../constructs/simplify_code.js";
import { ofThisUnit, registerName } from "../lifting/static_groups.js";
import type { StaticMember } from "../unit/closure_sets.js";
import { codeFacts } from "./code_facts.js";
import { knownClosure, knownClosureDepth, type KnownClosure } from "./known_closure.js";
import { earlierRoundCopy, redirect, type SpecialisedCall } from "./copy_calls.js";
import type { Specialised, SpecialisedSibling, UnboxableParam } from "./specialised.js";

/** Blocks wider than this are not unboxed (the copies would take too many parameters). */
const maxUnboxedFields = 4;

/** The functions of `code`'s static set that it reaches by direct calls, `code` first; undefined when not a group of several. */
function groupOf(ctx: Context, code: Code): { members: readonly StaticMember[]; codes: readonly Code[] } | undefined {
  const set = ctx.dacc.staticSets.get(code.codeId);
  if (set === undefined) return undefined;
  const byId = new Map(set.map((m) => [m.codeId as string, m]));
  const order: StaticMember[] = [byId.get(code.codeId)!];
  const codes: Code[] = [code];
  const seen = new Set<string>([code.codeId]);
  for (let i = 0; i < codes.length; i++) {
    forEachExpr(codes[i]!.body, { intoCode: false }, (e) => {
      if (e.kind !== "apply" || e.callKind.kind !== "direct" || seen.has(e.callKind.codeId)) return;
      const m = byId.get(e.callKind.codeId);
      const c = m === undefined ? undefined : ctx.dacc.codes.get(m.codeId);
      if (m === undefined || c === undefined) return;
      seen.add(m.codeId);
      order.push(m);
      codes.push(c);
    });
  }
  return codes.length > 1 ? { members: order, codes } : undefined;
}

/** A union-find over the positions (member, parameter) of a group's parameters, numbered in order. */
class Classes {
  private readonly parent: number[];
  constructor(n: number) {
    this.parent = Array.from({ length: n }, (_, i) => i);
  }
  find(i: number): number {
    let r = i;
    while (this.parent[r] !== r) r = this.parent[r]!;
    while (this.parent[i] !== r) {
      const next = this.parent[i]!;
      this.parent[i] = r;
      i = next;
    }
    return r;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

/** What the group's bodies say of its parameters: their classes, which are invariant, and how each is used. */
interface GroupFacts {
  /** The first position of each member's parameters. */
  readonly offset: readonly number[];
  readonly classes: Classes;
  /** By class representative: some call passes the class's position something else. */
  readonly variant: ReadonlySet<number>;
  /** By class representative: the fields its members load (undefined: used otherwise than by loads and passing within the class). */
  readonly loads: ReadonlyMap<number, { fields: Set<number>; tag: number | undefined; size: number | undefined } | null>;
}

function groupFacts(codes: readonly Code[]): GroupFacts {
  const offset: number[] = [];
  let n = 0;
  for (const c of codes) {
    offset.push(n);
    n += c.params.length;
  }
  const classes = new Classes(n);
  const variantPositions = new Set<number>();
  const memberOf = new Map<string, number>(codes.map((c, m) => [c.codeId, m]));
  // Every parameter of the group by name: its position.
  const position = new Map<string, number>();
  codes.forEach((c, m) => c.params.forEach((p, i) => position.set(p.name, offset[m]! + i)));
  // First the classes, from the calls within the group.
  codes.forEach((c) => {
    forEachExpr(c.body, { intoCode: false }, (e) => {
      if (e.kind !== "apply" || e.callKind.kind !== "direct") return;
      const target = memberOf.get(e.callKind.codeId);
      if (target === undefined) return;
      const t = codes[target]!;
      if (e.args.length !== t.params.length) {
        t.params.forEach((_p, j) => variantPositions.add(offset[target]! + j));
        return;
      }
      e.args.forEach((a, j) => {
        const name = a.kind === "var" ? a.name : undefined;
        const from = name === undefined ? undefined : position.get(name);
        // A parameter of another member is not in scope here: only the caller's own count.
        if (from !== undefined && c.params.some((p) => p.name === name)) classes.union(offset[target]! + j, from);
        else variantPositions.add(offset[target]! + j);
      });
    });
  });
  const variant = new Set<number>([...variantPositions].map((p) => classes.find(p)));
  // Then how each class's parameters are used: loads, or passed within the class.
  const loads = new Map<number, { fields: Set<number>; tag: number | undefined; size: number | undefined } | null>();
  const refuse = (x: Simple): void => {
    if (x.kind !== "var") return;
    const p = position.get(x.name);
    if (p !== undefined) loads.set(classes.find(p), null);
  };
  codes.forEach((c) => {
    forEachExpr(c.body, { intoCode: false }, (e) => {
      switch (e.kind) {
        case "let": {
          const nm = e.named;
          if (nm.kind === "prim" && nm.prim.kind === "unary" && nm.prim.op.kind === "block_load" && nm.prim.arg.kind === "var") {
            const p = position.get(nm.prim.arg.name);
            const access = nm.prim.op.access;
            if (p !== undefined) {
              const r = classes.find(p);
              const cur = loads.get(r);
              if (cur === null) return;
              if (access.kind !== "values") {
                loads.set(r, null);
                return;
              }
              const l = cur ?? { fields: new Set<number>(), tag: undefined, size: undefined };
              if ((access.tag !== undefined && l.tag !== undefined && access.tag !== l.tag) || (access.size !== undefined && l.size !== undefined && access.size !== l.size)) {
                loads.set(r, null);
                return;
              }
              l.fields.add(nm.prim.op.field);
              l.tag = l.tag ?? access.tag;
              l.size = l.size ?? access.size;
              loads.set(r, l);
              return;
            }
          }
          for (const x of simplesOfNode(e)) refuse(x);
          break;
        }
        case "apply": {
          const target = e.callKind.kind === "direct" ? memberOf.get(e.callKind.codeId) : undefined;
          if (e.callee !== undefined) refuse(e.callee);
          e.args.forEach((a, j) => {
            const p = a.kind === "var" ? position.get(a.name) : undefined;
            if (target !== undefined && p !== undefined && classes.find(p) === classes.find(offset[target]! + j)) return;
            refuse(a);
          });
          break;
        }
        case "apply_cont":
          e.args.forEach(refuse);
          break;
        case "switch":
          refuse(e.scrutinee);
          break;
        case "let_cont":
        case "invalid":
          break;
      }
    });
  });
  return { offset, classes, variant, loads };
}

/** What a class of parameters is specialised to. */
type ClassValue =
  | { readonly kind: "dropped"; readonly value: Simple }
  | { readonly kind: "closure"; readonly known: KnownClosure }
  | { readonly kind: "unboxed"; readonly shape: UnboxableParam; readonly fields: readonly Simple[] };

/**
 * Specialises `call`, a direct call to `code` of a mutually recursive group (arguments
 * canonical), when the rules at the top of the file allow; undefined when `code` is not in such
 * a group or nothing is known. The decision goes to the report.
 */
export function trySpecialiseGroup(
  ctx: Context,
  denv: DownwardEnv,
  call: Apply,
  code: Code,
  args: readonly Simple[],
  attribute: "always" | "never" | "default",
): SpecialisedCall | "not_a_group" | undefined {
  const dacc = ctx.dacc;
  const s = dacc.state;
  const options = dacc.options;
  const group = groupOf(ctx, code);
  if (group === undefined) return "not_a_group";
  // Something known at the call, before anything else is computed.
  if (!args.some((a) => a.kind !== "var" || proveKnownBlock(denv.typing, a) !== undefined || knownClosure(denv.typing, a, 0, () => true) !== undefined)) return undefined;
  const { members, codes } = group;
  if (codes.some((c) => !c.recursive || c.attributes.stub || !codeFacts(c).closed)) return undefined;
  const facts = groupFacts(codes);
  const bindable = (n: string): boolean => s.groupOfName(n) !== undefined || !ofThisUnit(dacc, n);
  let where = -1;
  for (const m of members) where = Math.max(where, s.groupOfName(m.codeId) ?? -1, s.groupOfName(m.symbol) ?? -1);
  // The value of each invariant class of the called function's parameters.
  const values = new Map<number, ClassValue>();
  const valueAt = new Map<number, Simple>();
  // Classes passed two different arguments at the call (at two of its positions): not one value.
  const conflicting = new Set<number>();
  code.params.forEach((_p, i) => {
    const r = facts.classes.find(i);
    const a = args[i]!;
    const seen = valueAt.get(r);
    if (seen !== undefined && printSimple(seen) !== printSimple(a)) conflicting.add(r);
    valueAt.set(r, a);
  });
  for (const [r, a] of valueAt) {
    if (facts.variant.has(r) || conflicting.has(r)) continue;
    if (a.kind === "const" || a.kind === "symbol") {
      if (a.kind === "symbol") {
        if (!bindable(a.name)) continue;
        where = Math.max(where, s.groupOfName(a.name) ?? -1);
      }
      values.set(r, { kind: "dropped", value: a });
      continue;
    }
    const k = knownClosure(denv.typing, a, knownClosureDepth, bindable);
    if (k !== undefined) {
      for (const n of k.names) where = Math.max(where, s.groupOfName(n) ?? -1);
      values.set(r, { kind: "closure", known: k });
      continue;
    }
    const l = facts.loads.get(r);
    const b = options.unboxSpecialisedArgs && l !== undefined && l !== null ? proveKnownBlock(denv.typing, a) : undefined;
    if (l === undefined || l === null || b === undefined || b.fields.length > maxUnboxedFields) continue;
    if ((l.tag !== undefined && l.tag !== b.tag) || (l.size !== undefined && l.size !== b.fields.length) || [...l.fields].some((f) => f >= b.fields.length)) continue;
    values.set(r, { kind: "unboxed", shape: { tag: b.tag, size: b.fields.length }, fields: b.fields });
  }
  if (values.size === 0 || where < 0) return undefined;
  // The called function's positions, as `redirect` takes them.
  const dropped: number[] = [];
  const unboxed = new Map<number, UnboxableParam>();
  const fields = new Map<number, readonly Simple[]>();
  code.params.forEach((_p, i) => {
    const v = values.get(facts.classes.find(i));
    if (v?.kind === "dropped") dropped.push(i);
    else if (v?.kind === "unboxed") {
      unboxed.set(i, v.shape);
      fields.set(i, v.fields);
    }
  });
  const describe = (): string[] =>
    code.params.flatMap((p, i) => {
      const v = values.get(facts.classes.find(i));
      const name = stemOf(p.name);
      if (v === undefined) return [];
      if (v.kind === "dropped") return [`${name} = ${printSimple(v.value)}`];
      if (v.kind === "unboxed") return [`${name} = a block of ${v.shape.size} fields, passed unboxed`];
      return [`${name} = a closure of ${dacc.codes.get(v.known.codeId)?.dbg.name ?? v.known.codeId}`];
    });
  const what = `${describe().join(", ")} (with ${codes.slice(1).map((c) => c.dbg.name).join(", ")}, mutually recursive)`;
  const entry = (decision: InliningDecision): void => {
    dacc.report.push({ dbg: call.dbg, callee: code.dbg.name, decision });
  };
  const forced = attribute !== "always" ? undefined : call.specialised === "always" ? "call_site" : "definition";
  const key =
    `group ${code.codeId} ` +
    [...values]
      .sort(([a], [b]) => a - b)
      .map(([r, v]) => `${r}:${v.kind === "dropped" ? printSimple(v.value) : v.kind === "closure" ? `(${v.known.key})` : `u${v.shape.tag}/${v.shape.size}`}`)
      .join(" ");
  const arity = args.length - dropped.length + [...unboxed.values()].reduce((n, u) => n + u.size - 1, 0);
  const earlier = s.copyMade(key) ?? earlierRoundCopy(dacc, [[key, where]], arity);
  if (earlier !== undefined) {
    entry({ kind: "specialise", reason: { args: [what], forced, benefit: 0, growth: 0, reused: true } });
    return { call: redirect(call, earlier, args, fields), copy: earlier };
  }
  const size = codes.reduce((n, c) => n + c.size, 0);
  const flag = denv.atToplevel ? "-inline-toplevel" : "-inline";
  const threshold = atRound(flag === "-inline" ? options.inline : options.inlineToplevel, dacc.round);
  if (attribute !== "always" && size > threshold) {
    entry({ kind: "dont_specialise", reason: { kind: "too_large", size, threshold, flag } });
    return undefined;
  }
  const refusal = dacc.refusal(size);
  if (refusal !== undefined) {
    entry({ kind: "dont_specialise", reason: { kind: "round_budget", refusal } });
    return undefined;
  }
  const { result: copies, layer } = dacc.inLayer(() => dacc.search("specialisation", () => copyGroup(ctx, denv, codes, facts, values, where)));
  const sum = (f: (c: Code) => Operations): Operations =>
    codes.map(f).reduce((a, b) => ({
      allocations: a.allocations + b.allocations,
      branches: a.branches + b.branches,
      directCalls: a.directCalls + b.directCalls,
      indirectCalls: a.indirectCalls + b.indirectCalls,
      primitives: a.primitives + b.primitives,
    }));
  const before = sum((c) => countOperations(c.body));
  const after = copies.map((c) => countOperations(c.code.body)).reduce((a, b) => ({
    allocations: a.allocations + b.allocations,
    branches: a.branches + b.branches,
    directCalls: a.directCalls + b.directCalls,
    indirectCalls: a.indirectCalls + b.indirectCalls,
    primitives: a.primitives + b.primitives,
  }));
  // The block an unboxed class stands for is no longer needed at the call: its allocation goes when nothing else uses it.
  const removed = removedOperations(before, after);
  const benefit = Math.round(costOf(removed, options, dacc.round) * hotness(options, dacc.round, denv.branchDepth) * 100) / 100;
  const growth = copies.reduce((n, c) => n + c.code.size, 0) - size;
  if (attribute !== "always" && !(benefit > 0 && benefit > growth)) {
    entry({ kind: "dont_specialise", reason: { kind: "not_beneficial", args: [what], benefit, growth } });
    return undefined;
  }
  dacc.state.adopt(layer);
  const [first, ...siblings] = copies;
  const copy: Specialised = {
    code: first!.code,
    symbol: first!.symbol,
    slot: first!.slot,
    group: where,
    dropped,
    unboxed,
    assumed: new Set(),
    siblings,
    firstRebuilt: undefined,
  };
  s.addCopy(key, copy);
  for (const c of copies) dacc.codes.set(c.code.codeId, c.code);
  dacc.grow(size + growth);
  entry({ kind: "specialise", reason: { args: [what], forced, benefit, growth, reused: false } });
  return { call: redirect(call, copy, args, fields), copy };
}

/** The copies of the group's functions for the classes' `values`, simplified, in the group's order. */
function copyGroup(
  ctx: Context,
  denv: DownwardEnv,
  codes: readonly Code[],
  facts: GroupFacts,
  values: ReadonlyMap<number, ClassValue>,
  where: number,
): SpecialisedSibling[] {
  const dacc = ctx.dacc;
  const names = dacc.names;
  const frames = codes.map((c) => {
    const stem = stemOf(c.codeId);
    return {
      codeId: names.codeId(stem) as CodeId,
      symbol: names.symbol(stem) as Symbol,
      slot: names.functionSlot(stemOf(c.dbg.name.length > 0 ? c.dbg.name : "f")) as FunctionSlot,
    };
  });
  const memberOf = new Map<string, number>(codes.map((c, m) => [c.codeId, m]));
  const valueOf = (m: number, i: number): ClassValue | undefined => values.get(facts.classes.find(facts.offset[m]! + i));
  // The field parameters of each unboxed parameter of every member, by the parameter's name.
  const fieldVars = new Map<string, readonly Variable[]>();
  const raws: Code[] = [];
  const paramTypesOf: Map<string, Type>[] = [];
  codes.forEach((c, m) => {
    const subst = new Map<string, Simple | string>();
    const myClosure = names.variable("my_closure");
    subst.set(c.myClosure, myClosure);
    const ret = names.continuation(stemOf(c.returnContinuation));
    const exn = names.continuation(stemOf(c.exnContinuation));
    subst.set(c.returnContinuation, ret);
    subst.set(c.exnContinuation, exn);
    const paramTypes = new Map<string, Type>();
    const params: Param[] = c.params.flatMap((p, i): Param[] => {
      const v = valueOf(m, i);
      if (v?.kind === "dropped") {
        subst.set(p.name, v.value);
        return [];
      }
      if (v?.kind === "unboxed") {
        const vars = Array.from({ length: v.shape.size }, (_, j) => names.variable(`${stemOf(p.name)}_field${j}`));
        fieldVars.set(p.name, vars);
        return vars.map((x) => ({ name: x, kind: "value" as const }));
      }
      const x = names.variable(stemOf(p.name));
      subst.set(p.name, x);
      if (v?.kind === "closure") paramTypes.set(x, v.known.type);
      return [{ name: x, kind: p.kind }];
    });
    // Calls within the group go to the copies, without the dropped arguments, the unboxed ones as
    // their fields (a parameter of the same class: its own field parameters).
    const redirectCall = (a: Apply): Expr => {
      const target = a.callKind.kind === "direct" ? memberOf.get(a.callKind.codeId) : undefined;
      if (target === undefined) return a;
      const newArgs = a.args.flatMap((x, j): Simple[] => {
        const v = valueOf(target, j);
        if (v?.kind === "dropped") return [];
        if (v?.kind === "unboxed") return (fieldVars.get(x.kind === "var" ? x.name : "") ?? []).map(simpleVar);
        return [x];
      });
      const f = frames[target]!;
      const callee = target === m && a.callee?.kind === "var" && a.callee.name === myClosure ? a.callee : simpleSymbol(f.symbol);
      return apply({ ...a, callee, args: newArgs, callKind: directCall(f.codeId, f.slot) });
    };
    const fieldOf = (nm: Named): Named => {
      if (nm.kind !== "prim" || nm.prim.kind !== "unary" || nm.prim.op.kind !== "block_load" || nm.prim.arg.kind !== "var") return nm;
      const own = fieldVars.get(nm.prim.arg.name);
      return own === undefined ? nm : namedSimple(simpleVar(own[nm.prim.op.field]!));
    };
    const body = freshen(c.body, subst, names, [], redirectCall, fieldOf);
    const raw = makeCode({
      codeId: frames[m]!.codeId,
      params,
      returnContinuation: ret,
      exnContinuation: exn,
      myClosure,
      body,
      resultArity: c.resultArity,
      recursive: true,
      attributes: { ...c.attributes, stub: false },
      dbg: c.dbg,
    });
    raws.push(raw);
    paramTypesOf.push(paramTypes);
  });
  // Every copy's code and closure is known to the others as they are simplified.
  for (const r of raws) dacc.codes.set(r.codeId, r);
  for (const f of frames) registerName(dacc, f.symbol, where);
  const set = setOfClosures(frames.map((f) => functionDecl(f.slot, f.codeId)));
  const typing = defineClosures(denv.typing, set, frames.map((f) => simpleSymbol(f.symbol)), (e, x) => defineSymbol(e, x.name as never));
  dacc.tryingACopy = true;
  try {
    return raws.map((raw, m) => ({
      code: simplifyCodeApart(ctx, raw, { ...denv, typing, liftTo: where }, paramTypesOf[m]),
      symbol: frames[m]!.symbol,
      slot: frames[m]!.slot,
    }));
  } finally {
    dacc.tryingACopy = false;
  }
}
