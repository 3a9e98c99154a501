// Cross-unit knowledge, as ocamlopt's `.cmx` files carry it: what a simplified unit exports
// (its statically allocated values and the code of its functions) and what a later unit starts
// from when it imports them (a typing env where those symbols are known, and the codes that
// direct calls, inlining and speculation may use).
//
// The export info is read off the simplified unit itself, by one walk of its toplevel (never
// into code bodies): each static block, with the fields that are symbols or constants (a field
// computed at toplevel is a variable of the unit, exported as unknown), each lifted set of
// closures (symbols, function slots, code ids, value slots), and each code. A field that is a
// closure allocated at toplevel (`print_int` closes over `stdout`, made as the unit runs) exports
// its code, not its value slots. Only immutable knowledge crosses: a mutable block exports its
// tag, never its contents.
//
// Importing is cheap and shared: the typing env of a sequence of imported units is built once,
// unit after unit, and kept for the next compilation that imports the same units (envs are
// immutable), and the codes are a map handed to each round.
import { assertNever } from "../../common/assert_never.js";
import {
  forEachExpr,
  predefinedExceptionSymbols,
  simpleSymbol,
  type BoundStatic,
  type Kind,
  type Code,
  type CodeId,
  type FlambdaUnit,
  type FunctionSlot,
  type SetOfClosures,
  type Simple,
  type StaticConst,
  type Symbol,
  type ValueSlot,
} from "../../flambda/index.js";
import {
  addEquation,
  alias,
  blockWithTags,
  boxedNumber,
  closures,
  constantString,
  createEnv,
  defineSymbol,
  fullBlock,
  isDefined,
  top,
  typeOfConst,
  type FunctionInfo,
  type FunctionSummary,
  type Type,
  type TypingEnv,
} from "../../types/index.js";

/** One group of statically allocated values a unit exports (as bound by one static `Let`). */
export interface ExportedStatics {
  readonly bindings: readonly BoundStatic[];
  /** The constants, block fields that are the unit's variables replaced by `undefined` (unknown). */
  readonly consts: readonly ExportedConst[];
}

/** A block field: a symbol or constant, a closure allocated at toplevel, or unknown. */
export type ExportedField = Simple | { readonly kind: "closure"; readonly set: SetOfClosures; readonly slot: FunctionSlot } | undefined;

export type ExportedConst =
  | { readonly kind: "block"; readonly tag: number; readonly immutable: boolean; readonly fields: readonly ExportedField[] }
  | { readonly kind: "set_of_closures"; readonly set: SetOfClosures }
  | { readonly kind: "known"; readonly type: Type }
  | { readonly kind: "unknown" };

/** What a simplified unit makes known to the units after it. */
export interface UnitExports {
  readonly unit: string;
  readonly moduleSymbol: Symbol;
  readonly statics: readonly ExportedStatics[];
  /** The code of every function the unit binds, as simplified. */
  readonly codes: ReadonlyMap<CodeId, Code>;
  /**
   * What those functions return, in terms of their parameters (`types/function_summary.ts`),
   * as the unit's last round found it (for the library's prebuilt units, as stored with them).
   */
  readonly summaries: ReadonlyMap<CodeId, FunctionSummary>;
  /** Every name of the unit is numbered below this (see `Imports.namesFrom`). */
  readonly nextNumber: number;
}

/** `exportsOfUnit`'s answers, a property of the unit (which is immutable). */
const exportsCache = new WeakMap<FlambdaUnit, UnitExports>();

/**
 * The export info of a simplified unit (computed once per unit value), with the result summaries
 * Simplify gave its codes when they are known (`simplifyUnit`'s `summaries`).
 */
export function exportsOfUnit(u: FlambdaUnit, summaries?: ReadonlyMap<CodeId, FunctionSummary>): UnitExports {
  let ex = exportsCache.get(u);
  if (ex === undefined) {
    ex = computeExports(u);
    exportsCache.set(u, ex);
  }
  if (summaries === undefined || summaries.size === 0) return ex;
  const codes = ex.codes;
  return { ...ex, summaries: new Map([...summaries].filter(([id]) => codes.has(id))) };
}

function computeExports(u: FlambdaUnit): UnitExports {
  const statics: ExportedStatics[] = [];
  const codes = new Map<CodeId, Code>();
  // Toplevel variables bound to closures (names are unique in the unit: scopes need no care).
  const closureVars = new Map<string, { readonly set: SetOfClosures; readonly slot: FunctionSlot }>();
  const groups: { readonly bindings: readonly BoundStatic[]; readonly consts: readonly StaticConst[] }[] = [];
  forEachExpr(u.body, { intoCode: false }, (e) => {
    if (e.kind !== "let") return;
    if (e.bound.kind === "set_of_closures" && e.named.kind === "set_of_closures") {
      const set = e.named.set;
      e.bound.vars.forEach((v, i) => closureVars.set(v, { set, slot: set.functionDecls[i]!.slot }));
      return;
    }
    if (e.bound.kind !== "static" || e.named.kind !== "static_consts") return;
    const consts = e.named.consts;
    for (const c of consts) if (c.kind === "code") codes.set(c.code.codeId, c.code);
    groups.push({ bindings: e.bound.bindings, consts });
  });
  for (const g of groups) statics.push({ bindings: g.bindings, consts: g.consts.map((c) => exportedConst(c, closureVars)) });
  return { unit: u.name, moduleSymbol: u.moduleSymbol, statics, codes, summaries: new Map(), nextNumber: u.names.nextNumber };
}

function exportedConst(c: StaticConst, closureVars: ReadonlyMap<string, { readonly set: SetOfClosures; readonly slot: FunctionSlot }>): ExportedConst {
  switch (c.kind) {
    case "block":
      return {
        kind: "block",
        tag: c.tag,
        immutable: c.mutability === "immutable",
        fields: c.fields.map((f): ExportedField => {
          if (f.kind !== "var") return f;
          const cl = closureVars.get(f.name);
          return cl === undefined ? undefined : { kind: "closure", set: cl.set, slot: cl.slot };
        }),
      };
    case "set_of_closures":
      return { kind: "set_of_closures", set: c.set };
    case "immutable_string":
      return { kind: "known", type: constantString(c.value) };
    case "boxed_float":
      return { kind: "known", type: boxedNumber("naked_float", typeOfConst({ kind: "naked_float", value: c.value })) };
    case "boxed_int32":
      return { kind: "known", type: boxedNumber("naked_int32", typeOfConst({ kind: "naked_int32", value: c.value })) };
    case "boxed_int64":
      return { kind: "known", type: boxedNumber("naked_int64", typeOfConst({ kind: "naked_int64", value: c.value })) };
    case "boxed_nativeint":
      return { kind: "known", type: boxedNumber("naked_nativeint", typeOfConst({ kind: "naked_nativeint", value: c.value })) };
    case "code":
    case "immutable_float_array":
    case "empty_array":
    case "mutable_string":
      return { kind: "unknown" };
    default:
      return assertNever(c);
  }
}

/** What a unit imports: the units before it, their symbols known in `typingEnv`, their codes. */
export class Imports {
  private env: TypingEnv | undefined;
  private codeMap: Map<CodeId, Code> | undefined;
  private summaryMap: Map<CodeId, FunctionSummary> | undefined;
  /** The imports extended by one more unit, made once (see `importsOf`). */
  readonly extended = new WeakMap<UnitExports, Imports>();

  constructor(
    readonly previous: Imports | undefined,
    readonly exports: UnitExports | undefined,
  ) {}

  /** The typing env every round of the importing unit starts from. */
  typingEnv(): TypingEnv {
    if (this.env === undefined) {
      const before = this.previous?.typingEnv() ?? runtimeEnv();
      this.env = this.exports === undefined ? before : importStatics(before, this.exports);
    }
    return this.env;
  }

  /**
   * The number from which the importing unit's new names are numbered. A name made from an
   * imported one keeps its stem, unit prefix included (a copy of `Stdlib__List__iter_317`
   * specialised here is `Stdlib__List__iter_<n>`), so it must not take a number that unit used.
   */
  namesFrom(): number {
    return Math.max(this.previous?.namesFrom() ?? 0, this.exports?.nextNumber ?? 0);
  }

  /** The imported codes, by code id (code ids are unique in a program: they name their unit). */
  codes(): ReadonlyMap<CodeId, Code> {
    if (this.codeMap === undefined) {
      const before = this.previous?.codes();
      this.codeMap = new Map(before ?? []);
      if (this.exports !== undefined) for (const [id, c] of this.exports.codes) this.codeMap.set(id, c);
    }
    return this.codeMap;
  }

  /** The imported codes' result summaries, by code id. */
  summaries(): ReadonlyMap<CodeId, FunctionSummary> {
    if (this.summaryMap === undefined) {
      const before = this.previous?.summaries();
      this.summaryMap = new Map(before ?? []);
      if (this.exports !== undefined) for (const [id, s] of this.exports.summaries) this.summaryMap.set(id, s);
    }
    return this.summaryMap;
  }
}

/** The env before any unit: the symbols the runtime owns are defined. */
function runtimeEnv(): TypingEnv {
  let env = createEnv();
  for (const s of predefinedExceptionSymbols) env = defineSymbol(env, s);
  return env;
}

const noImports = new Imports(undefined, undefined);

/**
 * The imports of the units `exports` (in link order). Shared: the same sequence of export infos
 * gives the same `Imports`, whose typing env is built once.
 */
export function importsOf(exports: readonly UnitExports[]): Imports {
  let im = noImports;
  for (const ex of exports) {
    let next = im.extended.get(ex);
    if (next === undefined) {
      next = new Imports(im, ex);
      im.extended.set(ex, next);
    }
    im = next;
  }
  return im;
}

/** Defines a unit's exported symbols in the env, with what is known of each (as its own unit knew them). */
function importStatics(env0: TypingEnv, ex: UnitExports): TypingEnv {
  let env = env0;
  // Every symbol first: a group may be recursive, and a block may name a later group's symbol
  // only if it is of an earlier group, so one pass of definitions then one of equations is enough.
  for (const g of ex.statics)
    for (const b of g.bindings) {
      if (b.kind === "block_like") env = defineOnce(env, b.symbol);
      else if (b.kind === "set_of_closures") for (const s of b.symbols) env = defineOnce(env, s);
    }
  for (const g of ex.statics) {
    g.bindings.forEach((b, i) => {
      const c = g.consts[i]!;
      if (b.kind === "block_like") {
        const t = typeOfExported(env, c);
        if (t !== undefined) env = addEquation(env, b.symbol, t);
      } else if (b.kind === "set_of_closures" && c.kind === "set_of_closures") {
        env = defineSet(env, c.set, b.symbols);
      }
    });
  }
  return env;
}

function defineOnce(env: TypingEnv, s: Symbol): TypingEnv {
  return isDefined(env, s) ? env : defineSymbol(env, s);
}

function typeOfExported(env: TypingEnv, c: ExportedConst): Type | undefined {
  switch (c.kind) {
    case "block":
      return c.immutable ? fullBlock(c.tag, c.fields.map((f) => fieldType(env, f))) : blockWithTags([c.tag]);
    case "known":
      return c.type;
    case "set_of_closures":
    case "unknown":
      return undefined;
    default:
      return assertNever(c);
  }
}

function fieldType(env: TypingEnv, f: ExportedField): Type {
  if (f === undefined || f.kind !== "closure") return knownType(env, f, "value");
  // A closure made as the exporting unit ran: its code is known, its value slots are not.
  const functions = new Map<FunctionSlot, FunctionInfo>();
  for (const d of f.set.functionDecls) functions.set(d.slot, { codeId: d.codeId, summary: undefined });
  const closureTypes = new Map<FunctionSlot, Type>();
  for (const d of f.set.functionDecls) closureTypes.set(d.slot, top("value"));
  const valueSlots = new Map<ValueSlot, Type>();
  for (const v of f.set.valueSlots) valueSlots.set(v.slot, top(v.kind));
  return closures({ functionSlot: f.slot, functions, closures: closureTypes, valueSlots });
}

/** An alias to a symbol or constant the env knows, else ⊤. */
function knownType(env: TypingEnv, s: Simple | undefined, kind: Kind): Type {
  if (s === undefined || s.kind === "var") return top(kind);
  if (s.kind === "const") return typeOfConst(s.value).ofKind === kind ? alias(s, kind) : top(kind);
  return isDefined(env, s.name) ? alias(s, kind) : top(kind);
}

/** The closures of a lifted set: which code each slot holds, and the value slots' contents. */
function defineSet(env0: TypingEnv, set: SetOfClosures, symbols: readonly Symbol[]): TypingEnv {
  let env = env0;
  const functions = new Map<FunctionSlot, FunctionInfo>();
  for (const d of set.functionDecls) functions.set(d.slot, { codeId: d.codeId, summary: undefined });
  const valueSlots = new Map<ValueSlot, Type>();
  for (const v of set.valueSlots) valueSlots.set(v.slot, knownType(env, v.value, v.kind));
  const closureTypes = new Map<FunctionSlot, Type>();
  set.functionDecls.forEach((d, i) => closureTypes.set(d.slot, alias(simpleSymbol(symbols[i]!), "value")));
  set.functionDecls.forEach((d, i) => {
    env = addEquation(env, symbols[i]!, closures({ functionSlot: d.slot, functions, closures: closureTypes, valueSlots }));
  });
  return env;
}
