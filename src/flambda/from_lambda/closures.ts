// Closure conversion: Lambda functions become `Code` (lifted to the unit's toplevel, bound to
// code ids) plus a set of closures. The code is closed: a free variable of the function is
// reached through a value slot of `my_closure`, another function of the same `let rec` through
// `%project_function_slot`. A set with no value slot (the function uses only constants and
// symbols) is allocated statically and bound to symbols, so that calling it needs no closure.
import type { Location } from "../../common/location.js";
import type { FunctionParam, Ident, Lambda } from "../../lambda/index.js";
import { boundSetOfClosures, boundStaticClosures } from "../bound_pattern.js";
import { code, param, type CodeAttributes } from "../code.js";
import { debuginfoOf } from "../debuginfo.js";
import { namedSetOfClosures } from "../named.js";
import type { CodeId, FunctionSlot, ValueSlot, Variable } from "../names.js";
import { binary, ternary, unary, variadic } from "../primitives.js";
import { functionDecl, setOfClosures, valueSlotBinding, type ValueSlotBinding } from "../set_of_closures.js";
import { simpleConst, simpleSymbol, simpleVar, taggedImmediate, type Simple } from "../simple.js";
import { staticSetOfClosures } from "../static_const.js";
import { Acc } from "./acc.js";
import type { Converter } from "./convert.js";
import { bindValue, Frame, identKey, type Binding, type Env, type KnownFunction } from "./env.js";
import { freeIdents, freeIdentsOfFunction } from "./free_vars.js";

type FunctionLambda = Extract<Lambda, { kind: "Function" }>;

export interface FunctionDef {
  /** The identifier the function is bound to, if any. */
  readonly ident: Ident | undefined;
  readonly fn: FunctionLambda;
  /** Called from one place only (`called_once.ts`). */
  readonly calledOnce?: boolean;
}

function codeAttributes(d: FunctionDef): Partial<CodeAttributes> {
  const a = d.fn.attributes;
  const inline = typeof a.inline === "object" ? "default" : a.inline;
  return {
    inline,
    unrollLimit: typeof a.inline === "object" ? a.inline.unroll : undefined,
    specialise: a.specialise,
    local: a.local,
    isAFunctor: a.isFunctor,
    stub: a.stub,
    calledOnce: d.calledOnce === true,
    ...(a.identity === true ? { identity: true } : {}),
  };
}

function functionName(d: FunctionDef): string {
  return d.fn.name ?? d.ident?.name ?? "anon_fn";
}

interface Capture {
  readonly ident: Ident;
  readonly binding: Binding;
  /** The value slot holding it, when it is a variable of the enclosing code. */
  readonly slot: ValueSlot | undefined;
}

/**
 * Converts a group of functions (one, or a `let rec` group) into one set of closures; binds each
 * defined identifier in `env`; returns the closures, in order.
 */
export function convertFunctions(cv: Converter, defs: readonly FunctionDef[], env: Env, acc: Acc, recursive: boolean): Simple[] {
  const names = cv.names;
  const own = defs.flatMap((d) => (d.ident ? [d.ident] : []));
  const ownKeys = new Set(own.map(identKey));
  const captures: Capture[] = [];
  for (const id of freeIdents(defs.map((d) => d.fn), [])) {
    if (ownKeys.has(identKey(id))) continue;
    const binding = cv.binding(env, id);
    const simple = binding.kind === "value" ? binding.simple : binding.cell;
    captures.push({ ident: id, binding, slot: simple.kind === "var" ? names.valueSlot(id.name) : undefined });
  }
  const slots = defs.map((d) => names.functionSlot(functionName(d)));
  const codeIds = defs.map((d) => cv.codeId(functionName(d)));
  const knowns: KnownFunction[] = defs.map((d, i) => ({ codeId: codeIds[i]!, slot: slots[i]!, arity: d.fn.params.length, name: functionName(d) }));
  const isStatic = captures.every((c) => c.slot === undefined);
  // The closures, as the enclosing code sees them.
  let closures: Simple[];
  if (isStatic) {
    closures = defs.map((d) => simpleSymbol(cv.symbol(functionName(d))));
  } else {
    closures = defs.map((d) => simpleVar(names.variable(functionName(d))));
  }
  // Bound before converting the bodies: the enclosing code may use them after; inside a body,
  // the functions of the group are reached from `my_closure` (or their symbols) instead.
  defs.forEach((d, i) => {
    if (d.ident) bindValue(env, d.ident, closures[i]!, knowns[i]);
  });
  const valueSlots: ValueSlotBinding[] = [];
  for (const c of captures) {
    if (c.slot === undefined) continue;
    valueSlots.push(valueSlotBinding(c.slot, c.binding.kind === "value" ? c.binding.simple : c.binding.cell));
  }
  defs.forEach((d, i) => {
    const fn = d.fn;
    const ret = names.continuation("k_return");
    const exn = names.continuation("k_exn");
    const myClosure = names.variable("my_closure");
    const frame = new Frame(ret, exn, myClosure);
    const bodyEnv: Env = { frame, traps: [] };
    const bodyAcc = new Acc(names);
    // Only what this function uses is read from its closure: a group of n functions each
    // naming all the others would otherwise make n * n projections.
    const uses = new Set(freeIdentsOfFunction(fn).map(identKey));
    for (const c of captures) {
      if (c.slot === undefined) {
        frame.vars.set(identKey(c.ident), c.binding);
        continue;
      }
      if (!uses.has(identKey(c.ident))) continue;
      const v = bodyAcc.prim(c.ident.name, unary({ kind: "project_value_slot", from: slots[i]!, slot: c.slot, slotKind: "value" }, simpleVar(myClosure)), "value");
      frame.vars.set(identKey(c.ident), c.binding.kind === "value" ? { kind: "value", simple: v, known: c.binding.known } : { kind: "mutable", cell: v });
    }
    defs.forEach((other, j) => {
      if (!other.ident || (j !== i && !uses.has(identKey(other.ident)))) return;
      let clo: Simple;
      if (isStatic) clo = closures[j]!;
      else if (j === i) clo = simpleVar(myClosure);
      else clo = bodyAcc.prim(functionName(other), unary({ kind: "project_function_slot", from: slots[i]!, to: slots[j]! }, simpleVar(myClosure)), "value");
      frame.vars.set(identKey(other.ident), { kind: "value", simple: clo, known: knowns[j] });
    });
    const params = fn.params.map((p: FunctionParam) => {
      const v = names.variable(p.ident.name);
      frame.vars.set(identKey(p.ident), { kind: "value", simple: simpleVar(v), known: undefined });
      return v;
    });
    const body = cv.tail(fn.body, bodyEnv, bodyAcc, { cont: ret, traps: [] });
    cv.statics.code(
      code({
        codeId: codeIds[i]!,
        params: params.map((p) => param(p)),
        returnContinuation: ret,
        exnContinuation: exn,
        myClosure,
        body,
        recursive,
        attributes: codeAttributes(d),
        dbg: { name: functionName(d), loc: fn.loc },
      }),
    );
  });
  const set = setOfClosures(
    defs.map((_, i) => functionDecl(slots[i]!, codeIds[i]!)),
    valueSlots,
  );
  if (isStatic) {
    cv.statics.add(
      boundStaticClosures(closures.map((c) => (c.kind === "symbol" ? c.name : (undefined as never)))),
      staticSetOfClosures(set),
    );
  } else {
    acc.let(boundSetOfClosures(closures.map((c) => (c.kind === "var" ? c.name : (undefined as never)))), namedSetOfClosures(set));
  }
  return closures;
}

/** What a `let rec` definition builds, as far as its code shows before it runs (OCaml's `size_of_lambda`). */
type RecSize =
  | { readonly kind: "function"; readonly arity: number }
  | { readonly kind: "block"; readonly size: number }
  | { readonly kind: "array"; readonly size: number }
  | { readonly kind: "unknown" };

const unknownSize: RecSize = { kind: "unknown" };

function sizeOf(l: Lambda, sizes: ReadonlyMap<string, RecSize>): RecSize {
  switch (l.kind) {
    case "Var":
      return sizes.get(identKey(l.ident)) ?? unknownSize;
    case "Function":
      return { kind: "function", arity: l.params.length };
    case "Let":
      return sizeOf(l.body, new Map(sizes).set(identKey(l.ident), sizeOf(l.def, sizes)));
    case "LetRec": {
      const inner = new Map(sizes);
      for (const b of l.bindings) inner.set(identKey(b.ident), sizeOf(b.def, sizes));
      return sizeOf(l.body, inner);
    }
    case "Sequence":
      return sizeOf(l.second, sizes);
    case "Prim":
      switch (l.prim.kind) {
        case "MakeBlock":
          return { kind: "block", size: l.args.length };
        case "DupRecord":
          return { kind: "block", size: l.prim.size };
        case "MakeArray":
          return { kind: "array", size: l.args.length };
        default:
          return unknownSize;
      }
    default:
      return unknownSize;
  }
}

/** A block `let rec` allocates itself and fills in place: an allocation of values (not of floats). */
function isAllocation(l: Lambda): l is Extract<Lambda, { kind: "Prim" }> {
  return l.kind === "Prim" && ((l.prim.kind === "MakeBlock" && l.prim.tag !== 254) || (l.prim.kind === "MakeArray" && l.prim.arrayKind !== "float"));
}

/** Code whose evaluation can be moved without anyone noticing. */
function isTriviallyPure(l: Lambda): boolean {
  return l.kind === "Var" || l.kind === "Const" || l.kind === "Function";
}

type LetLambda = Extract<Lambda, { kind: "Let" }>;

/**
 * How one definition of a `let rec` is made:
 * - `function`: a function in the group's set of closures (after its local definitions, `prefix`,
 *   when these need none of the group's names);
 * - `block`: an allocation of values, made with placeholder fields first, filled in its turn;
 * - `dummy`: any other definition of known size: a placeholder made first
 *   (`caml_flambe_dummy_*`), the definition evaluated in its turn and copied into it
 *   (`caml_update_dummy`);
 * - `unknown`: a definition of unknown size, which OCaml only accepts when it does not need the
 *   others: evaluated before all the others.
 */
type RecItem =
  | { readonly how: "function"; readonly ident: Ident; readonly fn: FunctionLambda; readonly prefix: readonly LetLambda[] }
  | { readonly how: "block"; readonly ident: Ident; readonly alloc: Extract<Lambda, { kind: "Prim" }>; readonly prefix: readonly LetLambda[] }
  | { readonly how: "dummy"; readonly ident: Ident; readonly def: Lambda; readonly size: Exclude<RecSize, { kind: "unknown" }> }
  | { readonly how: "unknown"; readonly ident: Ident; readonly def: Lambda };

/** The `let`s in front of a function or an allocation, and what they lead to. */
function peel(def: Lambda): { prefix: LetLambda[]; end: Lambda } {
  const prefix: LetLambda[] = [];
  let end = def;
  while (end.kind === "Let") {
    prefix.push(end);
    end = end.body;
  }
  if (end.kind === "Function" || isAllocation(end)) return { prefix, end };
  return { prefix: [], end: def };
}

/**
 * `let rec`, in the order OCaml's compilers give it: placeholders for the definitions of known
 * size, then the definitions of unknown size in order (they need none of the others), then the
 * others in order, each filling its placeholder. Functions are one set of closures, made before
 * the others are evaluated: their local definitions run then too, which is only done when those
 * need none of the group's names and no definition before them does anything observable.
 */
export function convertLetRec(cv: Converter, bindings: readonly { readonly ident: Ident; readonly def: Lambda }[], env: Env, acc: Acc): void {
  const recKeys = new Set(bindings.map((b) => identKey(b.ident)));
  const mentionsGroup = (ls: readonly Lambda[]): boolean => freeIdents(ls).some((id) => recKeys.has(identKey(id)));
  const items: RecItem[] = [];
  let observableBefore = false;
  for (const b of bindings) {
    const { prefix, end } = peel(b.def);
    if (end.kind === "Function" && (prefix.length === 0 || (!observableBefore && !mentionsGroup(prefix.map((l) => l.def))))) {
      items.push({ how: "function", ident: b.ident, fn: end, prefix });
      continue;
    }
    if (isAllocation(end)) {
      items.push({ how: "block", ident: b.ident, alloc: end, prefix });
      if (prefix.length > 0 || !end.args.every(isTriviallyPure)) observableBefore = true;
      continue;
    }
    const size = sizeOf(b.def, new Map());
    if (size.kind === "unknown") items.push({ how: "unknown", ident: b.ident, def: b.def });
    else {
      items.push({ how: "dummy", ident: b.ident, def: b.def, size });
      observableBefore = true;
    }
  }
  // A definition of unknown size runs before the functions exist: one it names gets a placeholder.
  const early = new Set(freeIdents(items.flatMap((it) => (it.how === "unknown" ? [it.def] : []))).map(identKey));
  const finalItems: RecItem[] = items.map((it) => {
    if (it.how !== "function" || !early.has(identKey(it.ident))) return it;
    const def = it.prefix.reduceRight<Lambda>((body, l) => ({ ...l, body }), it.fn);
    return { how: "dummy", ident: it.ident, def, size: { kind: "function", arity: it.fn.params.length } };
  });

  const external = (stem: string, name: string, args: readonly Simple[]): Simple =>
    cv.callValue(env, acc, stem, undefined, args, { kind: "c_call", name, paramArity: args.map(() => "value" as const), returnArity: ["value"] });
  const int = (n: number): Simple => simpleConst(taggedImmediate(n));

  // 1. Placeholders.
  const cells = new Map<Ident, Simple>();
  for (const it of finalItems) {
    if (it.how === "block") {
      const size = it.alloc.args.length;
      const dummies = new Array<Simple>(size).fill(int(0));
      const isArray = it.alloc.prim.kind === "MakeArray";
      const tag = it.alloc.prim.kind === "MakeBlock" ? it.alloc.prim.tag : 0;
      const cell = acc.prim(
        it.ident.name,
        isArray
          ? variadic({ kind: "make_array", arrayKind: "values", mutability: "mutable" }, dummies)
          : variadic({ kind: "make_block", blockKind: { kind: "values", tag, fieldKinds: new Array(size).fill("any_value") }, mutability: "mutable" }, dummies),
        "value",
      );
      cells.set(it.ident, cell);
      bindValue(env, it.ident, cell);
    } else if (it.how === "dummy") {
      const s = it.size;
      const cell =
        s.kind === "function"
          ? external(it.ident.name, "caml_flambe_dummy_function", [int(s.arity)])
          : external(it.ident.name, s.kind === "block" ? "caml_flambe_dummy_block" : "caml_flambe_dummy_array", [int(s.size)]);
      cells.set(it.ident, cell);
      bindValue(env, it.ident, cell);
    }
  }
  // 2. Definitions of unknown size, in order; one that names another of them before it is made
  // sees 0, as in OCaml's bytecode.
  for (const it of finalItems) if (it.how === "unknown") bindValue(env, it.ident, int(0));
  for (const it of finalItems) if (it.how === "unknown") bindValue(env, it.ident, cv.value(it.def, env, acc, it.ident.name));
  // 3. The functions, after their local definitions.
  const functions: FunctionDef[] = [];
  for (const it of finalItems) {
    if (it.how !== "function") continue;
    for (const l of it.prefix) cv.binder(l, env, acc);
    functions.push({ ident: it.ident, fn: it.fn });
  }
  if (functions.length > 0) convertFunctions(cv, functions, env, acc, true);
  // 4. The others, in order.
  for (const it of finalItems) {
    if (it.how === "block") {
      for (const l of it.prefix) cv.binder(l, env, acc);
      const cell = cells.get(it.ident)!;
      const isArray = it.alloc.prim.kind === "MakeArray";
      const tag = it.alloc.prim.kind === "MakeBlock" ? it.alloc.prim.tag : 0;
      const values = cv.evalArgs(it.alloc.args, env, acc);
      values.forEach((v, i) =>
        isArray
          ? acc.prim("init", ternary({ kind: "array_set", arrayKind: "values" }, cell, int(i), v), "value")
          : acc.prim("init", binary({ kind: "block_set", access: { kind: "values", tag, size: values.length, fieldKind: "any_value" }, field: i, init: "initialization" }, cell, v), "value"),
      );
    } else if (it.how === "dummy") {
      const v = cv.value(it.def, env, acc, it.ident.name);
      external("update", "caml_update_dummy", [cells.get(it.ident)!, v]);
    }
  }
}

/**
 * A partial application of a known function: a closure over a stub that receives the missing
 * arguments and calls the function directly with all of them.
 */
export function partialApplication(cv: Converter, known: KnownFunction, callee: Simple, args: readonly Simple[], acc: Acc, loc: Location): Simple {
  const names = cv.names;
  const name = `${known.name}_partial`;
  const slot: FunctionSlot = names.functionSlot(name);
  const codeId: CodeId = cv.codeId(name);
  const captured = [callee, ...args];
  const slots = captured.map((s) => (s.kind === "var" ? names.valueSlot(s.name.replace(/_\d+$/, "")) : undefined));
  const ret = names.continuation("k_return");
  const exn = names.continuation("k_exn");
  const myClosure = names.variable("my_closure");
  const bodyAcc = new Acc(names);
  const inside = captured.map((s, i) => {
    const vs = slots[i];
    if (vs === undefined) return s;
    return bodyAcc.prim(s.kind === "var" ? s.name.replace(/_\d+$/, "") : "arg", unary({ kind: "project_value_slot", from: slot, slot: vs, slotKind: "value" }, simpleVar(myClosure)), "value");
  });
  const rest: Variable[] = [];
  for (let i = args.length; i < known.arity; i++) rest.push(names.variable("arg"));
  const body = bodyAcc.finish({
    kind: "apply",
    callee: inside[0]!,
    args: [...inside.slice(1), ...rest.map(simpleVar)],
    continuation: ret,
    exnContinuation: exn,
    callKind: { kind: "direct", codeId: known.codeId, functionSlot: known.slot },
    inlined: { kind: "default" },
    specialised: "default",
    dbg: debuginfoOf(loc),
  });
  cv.statics.code(
    code({
      codeId,
      params: rest.map((p) => param(p)),
      returnContinuation: ret,
      exnContinuation: exn,
      myClosure,
      body,
      attributes: { stub: true },
      dbg: { name, loc },
    }),
  );
  const valueSlots: ValueSlotBinding[] = [];
  captured.forEach((s, i) => {
    const vs = slots[i];
    if (vs !== undefined) valueSlots.push(valueSlotBinding(vs, s));
  });
  const set = setOfClosures([functionDecl(slot, codeId)], valueSlots);
  if (valueSlots.length === 0) {
    const sym = cv.symbol(name);
    cv.statics.add(boundStaticClosures([sym]), staticSetOfClosures(set));
    return simpleSymbol(sym);
  }
  const v = names.variable(name);
  acc.let(boundSetOfClosures([v]), namedSetOfClosures(set));
  return simpleVar(v);
}
