// Specialisation (manual section 21.4): a call to a recursive function that is not inlined, whose
// invariant arguments (passed unchanged to every recursive call) are known at the call site,
// goes to a copy of the function made for those arguments. An argument that is a constant or a
// symbol is substituted into the copy, which no longer takes it; an argument known to be a
// closure of some code (allocated at the call, its environment unknown here) is still passed,
// and the copy knows its code: a call through it becomes direct and may be inlined, reading the
// captured values from the closure. The copy is simplified at the call site; it is kept when the
// operations its simplification removed outweigh what it adds over the original (or an
// attribute, `[@@specialise]` or `[@specialised]`, asks for it), else it is dropped.
//
// What is specialised: a closed function (no value slots read, not one of a mutually recursive
// set), not in `-Oclassic` (unless an attribute asks), no larger than the round's `-inline`
// (`-inline-toplevel` outside functions), outside speculative inlining. The copy is code plus a
// statically allocated closure, bound in the static group of the unit where everything it
// names is in scope (that of the original code, of an argument's symbol or of a known closure's
// code, whichever comes later); it is added there when that group is rebuilt, and only if a call
// to it survived to be rebuilt. Copies are shared by calls with the same arguments in a round.
import {
  apply,
  code as makeCode,
  directCall,
  forEachExpr,
  functionDecl,
  primitiveArgs,
  printSimple,
  setOfClosures,
  simpleSymbol,
  simpleVar,
  staticCode,
  staticSetOfClosures,
  boundCode,
  boundStaticClosures,
  stemOf,
  type Apply,
  type BoundStatic,
  type Code,
  type CodeId,
  type Expr,
  type FunctionSlot,
  type Named,
  type Simple,
  type StaticConst,
  type Symbol,
} from "../flambda/index.js";
import { closures as closuresType, proveFunctionCode, proveFunctionSlot, type Type } from "../types/index.js";
import { costOf, countOperations, hotness, removedOperations } from "./benefit.js";
import { Context } from "./context.js";
import { countContinuationUses } from "./continuation_uses.js";
import type { DownwardAcc } from "./downward_acc.js";
import type { DownwardEnv } from "./downward_env.js";
import { freshen } from "./freshen.js";
import { simplifyCode } from "./simplify_let.js";
import type { InliningDecision } from "./inlining_decision.js";
import { atRound } from "./options.js";
import { UpwardAcc } from "./upward_acc.js";
import { UpwardEnv } from "./upward_env.js";

/** A copy of a recursive function for known invariant arguments. */
export interface Specialised {
  readonly code: Code;
  readonly symbol: Symbol;
  readonly slot: FunctionSlot;
  /** The static group it is bound in (see `registerStaticGroup`). */
  readonly group: number;
  /** The positions of the original's parameters it no longer takes. */
  readonly dropped: readonly number[];
  /** Whether a surviving call has put it in its group's pending list. */
  committed: boolean;
}

/** What one round knows for specialising: the unit's static groups and the copies made. */
interface RoundState {
  /** The static group (numbered in order of the downward pass) binding each symbol and code id of the unit. */
  readonly groupOf: Map<string, number>;
  nextGroup: number;
  /** The copies to bind in each group when it is rebuilt. */
  readonly pending: Map<number, Specialised[]>;
  /** The copies made, by code and arguments, reused by later calls with the same. */
  readonly made: Map<string, Specialised>;
  /** Set while a copy is being simplified: no specialisation inside it (it may still be dropped). */
  busy: boolean;
}

const states = new WeakMap<DownwardAcc, RoundState>();

function stateOf(dacc: DownwardAcc): RoundState {
  let s = states.get(dacc);
  if (s === undefined) {
    s = { groupOf: new Map(), nextGroup: 0, pending: new Map(), made: new Map(), busy: false };
    states.set(dacc, s);
  }
  return s;
}

/** Numbers a static `Let` group of the unit (on the way down) and records what it binds. */
export function registerStaticGroup(dacc: DownwardAcc, bindings: readonly BoundStatic[]): number {
  const s = stateOf(dacc);
  const g = s.nextGroup++;
  for (const b of bindings) {
    if (b.kind === "code") s.groupOf.set(b.codeId, g);
    else if (b.kind === "block_like") s.groupOf.set(b.symbol, g);
    else for (const sym of b.symbols) s.groupOf.set(sym, g);
  }
  return g;
}

/** The copies to add to group `g` as it is rebuilt: bindings and constants, in order. */
export function takePending(dacc: DownwardAcc, g: number): { bindings: BoundStatic[]; consts: StaticConst[] } | undefined {
  const s = states.get(dacc);
  const list = s?.pending.get(g);
  if (list === undefined || list.length === 0) return undefined;
  s!.pending.delete(g);
  const bindings: BoundStatic[] = [];
  const consts: StaticConst[] = [];
  for (const sp of list) {
    bindings.push(boundCode(sp.code.codeId), boundStaticClosures([sp.symbol]));
    consts.push(staticCode(sp.code), staticSetOfClosures(setOfClosures([functionDecl(sp.slot, sp.code.codeId)])));
  }
  return { bindings, consts };
}

/** What the body of a code says about specialising it: which parameters are invariant. */
interface CodeFacts {
  /** Whether the code reads nothing from its closure (no value slots, no other function of a set). */
  readonly closed: boolean;
  /** Per parameter: passed unchanged, at the same position, to every recursive call of the body. */
  readonly invariant: readonly boolean[];
  readonly recursiveCalls: number;
}

const factsOfCode = new WeakMap<Code, CodeFacts>();

export function codeFacts(c: Code): CodeFacts {
  const known = factsOfCode.get(c);
  if (known !== undefined) return known;
  let closed = true;
  let recursiveCalls = 0;
  const invariant = c.params.map(() => true);
  forEachExpr(c.body, { intoCode: false }, (e) => {
    if (e.kind === "let") {
      if (readsClosure(e.named, c)) closed = false;
    } else if (e.kind === "apply" && e.callKind.kind === "direct" && e.callKind.codeId === c.codeId) {
      recursiveCalls++;
      if (e.args.length !== c.params.length) invariant.fill(false);
      else
        e.args.forEach((a, i) => {
          if (a.kind !== "var" || a.name !== c.params[i]!.name) invariant[i] = false;
        });
    }
  });
  const facts: CodeFacts = { closed, invariant, recursiveCalls };
  factsOfCode.set(c, facts);
  return facts;
}

function readsClosure(n: Named, c: Code): boolean {
  if (n.kind !== "prim") return false;
  const p = n.prim;
  if (p.kind !== "unary" || (p.op.kind !== "project_value_slot" && p.op.kind !== "project_function_slot")) return false;
  return primitiveArgs(p).some((a) => a.kind === "var" && a.name === c.myClosure);
}

/** An invariant argument known to be a closure of some code (its environment unknown). */
interface KnownClosure {
  readonly codeId: CodeId;
  readonly slot: FunctionSlot;
}

export interface SpecialisedCall {
  readonly call: Apply;
  readonly copy: Specialised;
}

/**
 * Specialises `call` (a direct call to recursive `code`, not inlined, arguments canonical) when
 * the rules above allow and the copy is worth it; the decision goes to the report either way.
 */
export function trySpecialise(ctx: Context, denv: DownwardEnv, call: Apply, code: Code, args: readonly Simple[]): SpecialisedCall | undefined {
  const dacc = ctx.dacc;
  const s = stateOf(dacc);
  const options = dacc.options;
  // At the call site, `[@specialised]` overrides the definition's `[@@specialise]`.
  const attribute = call.specialised !== "default" ? call.specialised : code.attributes.specialise;
  if (s.busy || denv.speculation !== undefined || attribute === "never" || code.attributes.stub) return undefined;
  if (options.mode === "classic" && attribute !== "always") return undefined;
  if (call.continuation === "never_returns") return undefined;
  const facts = codeFacts(code);
  if (!facts.closed || facts.recursiveCalls === 0) return undefined;
  const dropped: number[] = [];
  const closures = new Map<number, KnownClosure>();
  let group = s.groupOf.get(code.codeId) ?? -1;
  args.forEach((a, i) => {
    if (!facts.invariant[i]) return;
    if (a.kind === "const") dropped.push(i);
    else if (a.kind === "symbol") {
      dropped.push(i);
      group = Math.max(group, s.groupOf.get(a.name) ?? -1);
    } else {
      // A closure allocated here: the copy still takes it, knowing its code.
      const info = proveFunctionCode(denv.typing, a);
      const slot = proveFunctionSlot(denv.typing, a);
      if (info.kind !== "proved" || slot === undefined) return;
      closures.set(i, { codeId: info.value.codeId, slot });
      group = Math.max(group, s.groupOf.get(info.value.codeId) ?? -1);
    }
  });
  // Nothing known, or nowhere in this unit to bind the copy.
  if ((dropped.length === 0 && closures.size === 0) || group < 0) return undefined;
  const described = args.flatMap((a, i) => {
    const name = stemOf(code.params[i]!.name);
    if (dropped.includes(i)) return [`${name} = ${printSimple(a)}`];
    const c = closures.get(i);
    if (c === undefined) return [];
    const callee = dacc.codes.get(c.codeId);
    return [`${name} = a closure of ${callee?.dbg.name ?? c.codeId}`];
  });
  const entry = (decision: InliningDecision): void => {
    dacc.report.push({ dbg: call.dbg, callee: code.dbg.name, decision });
  };
  const forced = attribute !== "always" ? undefined : call.specialised === "always" ? "call_site" : "definition";
  const key = `${code.codeId} ${dropped.map((i) => `${i}:${printSimple(args[i]!)}`).join(" ")} ${[...closures].map(([i, c]) => `${i}:${c.codeId}/${c.slot}`).join(" ")}`;
  const earlier = s.made.get(key);
  if (earlier !== undefined) {
    entry({ kind: "specialise", reason: { args: described, forced, benefit: 0, growth: 0, reused: true } });
    return { call: redirect(call, earlier, args), copy: earlier };
  }
  const flag = denv.atToplevel ? "-inline-toplevel" : "-inline";
  const threshold = atRound(flag === "-inline" ? options.inline : options.inlineToplevel, dacc.round);
  if (attribute !== "always" && code.size > threshold) {
    entry({ kind: "dont_specialise", reason: { kind: "too_large", size: code.size, threshold, flag } });
    return undefined;
  }
  const copy = copyFor(ctx, denv, code, args, dropped, closures, group);
  const removed = removedOperations(countOperations(code.body), countOperations(copy.code.body));
  const benefit = Math.round(costOf(removed, options, dacc.round) * hotness(options, dacc.round, denv.branchDepth) * 100) / 100;
  const growth = copy.code.size - code.size;
  if (attribute !== "always" && !(benefit > 0 && benefit > growth)) {
    entry({ kind: "dont_specialise", reason: { kind: "not_beneficial", args: described, benefit, growth } });
    return undefined;
  }
  s.made.set(key, copy);
  dacc.codes.set(copy.code.codeId, copy.code);
  entry({ kind: "specialise", reason: { args: described, forced, benefit, growth, reused: false } });
  return { call: redirect(call, copy, args), copy };
}

/** The call to the copy: through its closure, without the arguments it no longer takes. */
function redirect(call: Apply, copy: Specialised, args: readonly Simple[]): Apply {
  return apply({
    ...call,
    callee: simpleSymbol(copy.symbol),
    args: args.filter((_, i) => !copy.dropped.includes(i)),
    callKind: directCall(copy.code.codeId, copy.slot),
  });
}

/** The copy of `code` for the known `args` at `dropped`, simplified (in a work list of its own). */
function copyFor(
  ctx: Context,
  denv: DownwardEnv,
  code: Code,
  args: readonly Simple[],
  dropped: readonly number[],
  closures: ReadonlyMap<number, KnownClosure>,
  group: number,
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
  const params = code.params.flatMap((p, i) => {
    if (dropped.includes(i)) {
      subst.set(p.name, args[i]!);
      return [];
    }
    const v = names.variable(stemOf(p.name));
    subst.set(p.name, v);
    const c = closures.get(i);
    if (c !== undefined) paramTypes.set(v, closuresType({ functionSlot: c.slot, functions: new Map([[c.slot, { codeId: c.codeId, summary: undefined }]]) }));
    return [{ name: v, kind: p.kind }];
  });
  // The recursive calls pass the invariant arguments unchanged: after the substitution, the
  // known ones; they go to the copy.
  const self = (a: Apply): Apply =>
    a.callKind.kind === "direct" && a.callKind.codeId === code.codeId
      ? apply({ ...a, callee: simpleVar(myClosure), args: a.args.filter((_, i) => !dropped.includes(i)), callKind: directCall(codeId, slot) })
      : a;
  const body: Expr = freshen(code.body, subst, names, [], self);
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
  countContinuationUses(raw.body, dacc.contNamings);
  dacc.codes.set(codeId, raw);
  const s = stateOf(dacc);
  const sub = new Context(dacc, new UpwardEnv(), new UpwardAcc());
  let simplified: Code | undefined;
  s.busy = true;
  try {
    simplifyCode(
      sub,
      raw,
      denv,
      (c) => {
        simplified = c;
      },
      paramTypes,
    );
    sub.run();
  } finally {
    s.busy = false;
  }
  if (simplified === undefined) throw new Error("simplify: a specialised copy did not finish");
  return { code: simplified, symbol, slot, group, dropped, committed: false };
}

/**
 * Called when a call to a copy is rebuilt (it survived): the copy is bound in its group, and
 * what it names counts as used, so that the definitions it needs are kept.
 */
export function commitSpecialised(ctx: Context, copy: Specialised): void {
  const s = stateOf(ctx.dacc);
  const u = ctx.uacc;
  u.use(copy.symbol);
  u.use(copy.code.codeId);
  if (copy.committed) return;
  copy.committed = true;
  const list = s.pending.get(copy.group);
  if (list === undefined) s.pending.set(copy.group, [copy]);
  else list.push(copy);
  useAllNames(u, copy.code.body);
}

/** Marks every name `root` mentions as used (names bound inside it are fresh: harmless). */
function useAllNames(u: UpwardAcc, root: Expr): void {
  forEachExpr(root, { intoCode: true }, (e) => {
    switch (e.kind) {
      case "let": {
        const n = e.named;
        if (n.kind === "simple") u.useSimple(n.simple);
        else if (n.kind === "prim") u.useSimples(primitiveArgs(n.prim));
        else if (n.kind === "set_of_closures") {
          for (const d of n.set.functionDecls) u.use(d.codeId);
          for (const v of n.set.valueSlots) u.useSimple(v.value);
        } else {
          for (const c of n.consts) {
            if (c.kind === "block") u.useSimples(c.fields);
            else if (c.kind === "set_of_closures") {
              for (const d of c.set.functionDecls) u.use(d.codeId);
              for (const v of c.set.valueSlots) u.useSimple(v.value);
            }
          }
        }
        break;
      }
      case "apply":
        if (e.callee !== undefined) u.useSimple(e.callee);
        u.useSimples(e.args);
        if (e.callKind.kind === "direct") u.use(e.callKind.codeId);
        break;
      case "apply_cont":
        u.useSimples(e.args);
        break;
      case "switch":
        u.useSimple(e.scrutinee);
        break;
      case "let_cont":
      case "invalid":
        break;
    }
  });
}
