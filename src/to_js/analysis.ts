// What the emitter needs to know of a unit before writing it: how often each continuation is
// jumped to (once: written in place; more: a labelled block), which variables are read (an
// unused pure binding is not written), the code bound to each code id, and the sets of
// closures the unit allocates (one JavaScript factory per distinct set), and which one-field
// mutable blocks are only read and written in place (written as JavaScript variables: manual
// section 21.11.1's references turned into mutable variables), and what lifting.ts needs to
// find the closures it lifts. One walk finds all of it, with an explicit stack (IR nesting
// follows the source's, which may be deep); what is known of a variable is a set of bits in one
// table, so that a use costs one lookup and one update rather than one per question asked.
import { assertNever } from "../common/assert_never.js";
import type { Code } from "../flambda/code.js";
import type { Apply, Expr } from "../flambda/expr.js";
import type { FlambdaUnit } from "../flambda/flambda_unit.js";
import type { CodeId, Continuation, FunctionSlot, Symbol } from "../flambda/names.js";
import { primitiveArgs } from "../flambda/primitives.js";
import type { SetOfClosures } from "../flambda/set_of_closures.js";
import type { Simple } from "../flambda/simple.js";

/** What is known of a variable's uses: bits of `NameUses.vars`. */
const used = 1;
const usedTwice = 2;
/** Used otherwise than as the block of a load or store of field 0. */
const escapes = 4;
/** Bound to a new one-field mutable block (a `ref`, a mutable variable's cell). */
const cellCandidate = 8;
/** Used as a value: anywhere but as the function of a call or the closure of a projection. */
const valueUse = 16;

/** How the names of a body are used (names are unique in a unit, not across units). */
export interface NameUses {
  readonly contUses: Map<Continuation, number>;
  /** Each variable read somewhere, or bound to a cell candidate, with what is known of it (bits). */
  readonly vars: Map<string, number>;
  /** Continuations entered with a `push` trap action: the bodies of `try`, written inside it. */
  readonly pushTargets: Set<Continuation>;
}

function nameUses(): NameUses {
  return { contUses: new Map(), vars: new Map(), pushTargets: new Set() };
}

/** Whether `v` is read somewhere. */
export function isUsed(n: NameUses, v: string): boolean {
  return ((n.vars.get(v) ?? 0) & used) !== 0;
}

/** Whether `v` is read in more than one place. */
export function isUsedTwice(n: NameUses, v: string): boolean {
  return ((n.vars.get(v) ?? 0) & usedTwice) !== 0;
}

/**
 * Whether `v` is a cell: a one-field mutable block that the code binding it only reads and
 * writes in place (never passes, stores, captures or compares), so that a JavaScript variable
 * can hold its contents instead. Code is closed (other functions reach the block only through a
 * closure, which would be a use), so the block cannot be reached from anywhere else.
 */
export function isCell(n: NameUses, v: string): boolean {
  return ((n.vars.get(v) ?? 0) & (cellCandidate | escapes)) === cellCandidate;
}

/** Whether `v` is used as a value in the unit or in the code of other units it holds. */
export function isValueUse(a: UnitAnalysis, v: string): boolean {
  return ((a.vars.get(v) ?? 0) & valueUse) !== 0 || a.foreignValueUses.has(v);
}

export interface UnitAnalysis extends NameUses {
  /** The code the unit binds. */
  readonly codes: Map<CodeId, Code>;
  /** Distinct sets of closures by `setKey`, in order of first appearance. */
  readonly sets: Map<string, SetOfClosures>;
  /** The symbols a static `Let` binds to a lifted set's closures: which set and slot. */
  readonly staticClosureSymbols: Map<Symbol, { readonly setKey: string; readonly slot: FunctionSlot }>;
  /** The keys of the sets of closures allocated outside any code (once, when the unit starts), statically or not. */
  readonly toplevelSets: Set<string>;
  /** The variables of other units' code (`foreign`) used as values (`isValueUse`). */
  readonly foreignValueUses: Set<string>;
  /** For each set of closures a `Let` allocates (by key), the variables it binds. */
  readonly allocatedAs: Map<string, string[]>;
  readonly boundSymbols: Set<Symbol>;
  /**
   * The symbols bound to a number (a boxed float, int32 or nativeint constant: a number in
   * JavaScript), with it: written as the number where they are used, never as a variable.
   */
  readonly numberSymbols: Map<Symbol, number>;
  /**
   * Code of other units that this unit's sets of closures hold (copied here by inlining across
   * units): written in this unit's factories, with the uses of its names counted apart.
   */
  readonly foreign: Map<CodeId, NameUses>;
  /** What lifting.ts asks of the calls and closures of the unit and of the code it holds. */
  readonly closureUses: ClosureUses;
  /** For each code walked (the unit's and others' it holds), its tail calls and projections (`tailCalls`). */
  readonly codeCalls: Map<CodeId, CodeCalls>;
}

/**
 * What a code's body says of the calls the emitter may turn into jumps (code/closures.ts,
 * `tailCalls`), in the order of the walk: the calls in tail position (to the code's own
 * return and exception continuations, not to C), and the function slots projected from
 * variables.
 */
export interface CodeCalls {
  readonly tailCalls: { readonly callee: Simple; readonly call: Apply }[];
  readonly projections: { readonly bound: string; readonly from: string; readonly to: FunctionSlot }[];
}

/** How closures are called and projected, for lifting.ts. */
export interface ClosureUses {
  /** Callees of calls that need a closure: not direct, or not with all the arguments. */
  readonly needsClosure: Set<string>;
  /** The code each variable is the callee of in direct calls with all the arguments. */
  readonly calledCode: Map<string, Set<CodeId>>;
  /** The variables bound to a projection of a function slot, with the closure projected from. */
  readonly projectedFrom: Map<string, string>;
  /** For each set of closures a `Let` allocates (by key), its lists of value slots (`slotListOf`). */
  readonly slotLists: Map<string, Set<string>>;
}

// Keys are asked for several times per set (analysis, factory, allocation): remembered per set.
const setKeys = new WeakMap<SetOfClosures, string>();

/** Sets of closures with the same functions (same slots, same code) share one factory. */
export function setKey(s: SetOfClosures): string {
  let key = setKeys.get(s);
  if (key === undefined) {
    key = s.functionDecls.map((d) => `${d.slot}=${d.codeId}`).join(",");
    setKeys.set(s, key);
  }
  return key;
}

/** `codeOf` finds the code of other units (their sets of closures may be allocated here). */
export function analyseUnit(u: FlambdaUnit, codeOf: (id: CodeId) => Code | undefined = () => undefined): UnitAnalysis {
  const a: UnitAnalysis = {
    ...nameUses(),
    codes: new Map(),
    sets: new Map(),
    staticClosureSymbols: new Map(),
    toplevelSets: new Set(),
    foreignValueUses: new Set(),
    allocatedAs: new Map(),
    boundSymbols: new Set(),
    numberSymbols: new Map(),
    foreign: new Map(),
    closureUses: { needsClosure: new Set(), calledCode: new Map(), projectedFrom: new Map(), slotLists: new Map() },
    codeCalls: new Map(),
  };
  walk(u.body, undefined, a, a, undefined, (id) => a.codes.get(id) ?? codeOf(id));
  // Sets found while walking are visited too (a Map's iteration sees entries added meanwhile).
  for (const set of a.sets.values())
    for (const d of set.functionDecls) {
      if (a.codes.has(d.codeId) || a.foreign.has(d.codeId)) continue;
      const c = codeOf(d.codeId);
      if (c === undefined) continue;
      const uses = nameUses();
      a.foreign.set(d.codeId, uses);
      walk(c.body, c, a, uses, uses, codeOf);
    }
  return a;
}

/**
 * Counts the uses of names in `root` (the body of `rootCode`, or of the unit) into `n`, and
 * records in `a` the sets, symbols and code it binds: as the unit's own code, or (`foreign`
 * given) as code of another unit. `codeOf` finds the code a direct call calls (bound around
 * the call, or by an earlier unit).
 */
function walk(
  root: Expr,
  rootCode: Code | undefined,
  a: UnitAnalysis,
  n: NameUses,
  foreign: NameUses | undefined,
  codeOf: (id: CodeId) => Code | undefined,
): void {
  const vars = n.vars;
  const useCont = (k: Continuation): void => {
    n.contUses.set(k, (n.contUses.get(k) ?? 0) + 1);
  };
  /** A use with the bits `bits` (besides `used`). */
  const useVar = (v: string, bits: number): void => {
    const known = vars.get(v);
    if (known === undefined) vars.set(v, used | bits);
    else {
      const now = known | ((known & used) << 1) | used | bits;
      if (now !== known) vars.set(v, now);
    }
  };
  /** A closure called or projected: a use, but not as a value. */
  const useClosure = (s: Simple): void => {
    if (s.kind === "var") useVar(s.name, escapes);
  };
  const useSimple =
    foreign === undefined
      ? (s: Simple): void => {
          if (s.kind === "var") useVar(s.name, escapes | valueUse);
        }
      : (s: Simple): void => {
          if (s.kind === "var") {
            useVar(s.name, escapes);
            a.foreignValueUses.add(s.name);
          }
        };
  /** A use as the block of a load or store of field 0: not an escape. */
  const useInPlace = (s: Simple): void => {
    if (s.kind === "var") useVar(s.name, 0);
  };
  const { needsClosure, calledCode, projectedFrom, slotLists } = a.closureUses;
  const addSet = (s: SetOfClosures): string => {
    const key = setKey(s);
    if (!a.sets.has(key)) a.sets.set(key, s);
    for (const v of s.valueSlots) useSimple(v.value);
    return key;
  };
  const callsOf = (c: Code): CodeCalls => {
    let calls = a.codeCalls.get(c.codeId);
    if (calls === undefined) {
      calls = { tailCalls: [], projections: [] };
      a.codeCalls.set(c.codeId, calls);
    }
    return calls;
  };
  // Each expression to visit, and the code it is in (none: the unit's toplevel).
  const todo: Expr[] = [root];
  const owners: (Code | undefined)[] = [rootCode];
  while (todo.length > 0) {
    const e = todo.pop()!;
    const code = owners.pop();
    switch (e.kind) {
      case "let": {
        const n = e.named;
        switch (n.kind) {
          case "simple":
            useSimple(n.simple);
            break;
          case "prim": {
            const p = n.prim;
            if (p.kind === "unary" && p.op.kind === "block_load" && p.op.field === 0) useInPlace(p.arg);
            else if (p.kind === "unary" && (p.op.kind === "project_value_slot" || p.op.kind === "project_function_slot")) {
              useClosure(p.arg);
              if (p.op.kind === "project_function_slot" && p.arg.kind === "var" && e.bound.kind === "singleton") {
                projectedFrom.set(e.bound.var, p.arg.name);
                if (code !== undefined) callsOf(code).projections.push({ bound: e.bound.var, from: p.arg.name, to: p.op.to });
              }
            } else if (p.kind === "binary" && p.op.kind === "block_set" && p.op.field === 0) {
              useInPlace(p.arg1);
              useSimple(p.arg2);
            } else primitiveArgs(p).forEach(useSimple);
            if (
              p.kind === "variadic" &&
              p.op.kind === "make_block" &&
              p.op.mutability === "mutable" &&
              p.op.blockKind.kind === "values" &&
              p.args.length === 1 &&
              e.bound.kind === "singleton"
            )
              vars.set(e.bound.var, (vars.get(e.bound.var) ?? 0) | cellCandidate);
            break;
          }
          case "set_of_closures": {
            const key = addSet(n.set);
            if (code === undefined) a.toplevelSets.add(key);
            if (e.bound.kind === "set_of_closures") {
              const vars = a.allocatedAs.get(key) ?? [];
              vars.push(...e.bound.vars);
              a.allocatedAs.set(key, vars);
            }
            const slots = slotListOf(n.set);
            const known = slotLists.get(key);
            if (known === undefined) slotLists.set(key, new Set([slots]));
            else known.add(slots);
            break;
          }
          case "static_consts":
            n.consts.forEach((c, i) => {
              const b = e.bound.kind === "static" ? e.bound.bindings[i] : undefined;
              if (b?.kind === "block_like") {
                if (c.kind === "boxed_float" || c.kind === "boxed_int32" || c.kind === "boxed_nativeint") a.numberSymbols.set(b.symbol, c.value);
                else a.boundSymbols.add(b.symbol);
              }
              switch (c.kind) {
                case "code":
                  if (foreign === undefined) a.codes.set(c.code.codeId, c.code);
                  else a.foreign.set(c.code.codeId, foreign);
                  todo.push(c.code.body);
                  owners.push(c.code);
                  break;
                case "set_of_closures": {
                  const key = addSet(c.set);
                  if (code === undefined) a.toplevelSets.add(key);
                  if (b?.kind === "set_of_closures")
                    c.set.functionDecls.forEach((d, j) => {
                      const sym = b.symbols[j]!;
                      a.boundSymbols.add(sym);
                      a.staticClosureSymbols.set(sym, { setKey: key, slot: d.slot });
                    });
                  break;
                }
                case "block":
                  c.fields.forEach(useSimple);
                  break;
                case "boxed_float":
                case "boxed_int32":
                case "boxed_int64":
                case "boxed_nativeint":
                case "immutable_float_array":
                case "empty_array":
                case "immutable_string":
                case "mutable_string":
                  break;
                default:
                  assertNever(c);
              }
            });
            break;
          default:
            assertNever(n);
        }
        todo.push(e.body);
        owners.push(code);
        break;
      }
      case "let_cont":
        for (const h of e.handlers) {
          todo.push(h.handler);
          owners.push(code);
        }
        todo.push(e.body);
        owners.push(code);
        break;
      case "apply": {
        const f = e.callee;
        if (f !== undefined) {
          useClosure(f);
          if (f.kind === "var") {
            const k = e.callKind;
            const c = k.kind === "direct" ? codeOf(k.codeId) : undefined;
            if (k.kind !== "direct" || c === undefined || c.params.length !== e.args.length) needsClosure.add(f.name);
            else {
              const s = calledCode.get(f.name);
              if (s === undefined) calledCode.set(f.name, new Set([k.codeId]));
              else s.add(k.codeId);
            }
          }
        }
        e.args.forEach(useSimple);
        if (e.continuation !== "never_returns") useCont(e.continuation);
        if (
          code !== undefined &&
          f !== undefined &&
          e.continuation === code.returnContinuation &&
          e.exnContinuation === code.exnContinuation &&
          e.callKind.kind !== "c_call"
        )
          callsOf(code).tailCalls.push({ callee: f, call: e });
        break;
      }
      case "apply_cont":
        e.args.forEach(useSimple);
        useCont(e.cont);
        if (e.trap?.kind === "push") n.pushTargets.add(e.cont);
        break;
      case "switch":
        useSimple(e.scrutinee);
        for (const arm of e.arms) {
          arm.action.args.forEach(useSimple);
          useCont(arm.action.cont);
        }
        break;
      case "invalid":
        break;
      default:
        assertNever(e);
    }
  }
}

/** The value slots of a set, as one string (sets allocated with other slots cannot be lifted). */
function slotListOf(set: SetOfClosures): string {
  return set.valueSlots
    .map((v) => v.slot)
    .sort()
    .join(",");
}
