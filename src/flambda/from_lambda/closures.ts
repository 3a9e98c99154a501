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
import { freeIdents } from "./free_vars.js";

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
    for (const c of captures) {
      if (c.slot === undefined) {
        frame.vars.set(identKey(c.ident), c.binding);
        continue;
      }
      const v = bodyAcc.prim(c.ident.name, unary({ kind: "project_value_slot", from: slots[i]!, slot: c.slot, slotKind: "value" }, simpleVar(myClosure)), "value");
      frame.vars.set(identKey(c.ident), c.binding.kind === "value" ? { kind: "value", simple: v, known: c.binding.known } : { kind: "mutable", cell: v });
    }
    defs.forEach((other, j) => {
      if (!other.ident) return;
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

/**
 * `let rec`: functions in one set of closures; other values (cyclic lists, records, lazy
 * values) are allocated first with dummy fields that the functions and the values may point to,
 * then filled in, as OCaml compiles them.
 */
export function convertLetRec(cv: Converter, bindings: readonly { readonly ident: Ident; readonly def: Lambda }[], env: Env, acc: Acc): void {
  const functions: FunctionDef[] = [];
  const blocks: { ident: Ident; def: Extract<Lambda, { kind: "Prim" }>; tag: number; cell: Simple; isArray: boolean }[] = [];
  const others: { ident: Ident; def: Lambda }[] = [];
  const locals: Extract<Lambda, { kind: "Let" }>[] = [];
  for (const b0 of bindings) {
    // `let rec f = let cache = ... in fun n -> ...`: the local definitions cannot use the
    // recursive names (OCaml checks it), so they are evaluated first.
    let def = b0.def;
    const local: Extract<Lambda, { kind: "Let" }>[] = [];
    while (def.kind === "Let" && (def.body.kind === "Function" || def.body.kind === "Let" || isAllocation(def.body))) {
      local.push(def);
      def = def.body;
    }
    if (local.length > 0 && !(def.kind === "Function" || isAllocation(def))) {
      def = b0.def;
      local.length = 0;
    }
    locals.push(...local);
    const b = { ident: b0.ident, def };
    if (b.def.kind === "Function") functions.push({ ident: b.ident, fn: b.def });
    else if (b.def.kind === "Prim" && (b.def.prim.kind === "MakeBlock" || (b.def.prim.kind === "MakeArray" && b.def.prim.arrayKind !== "float"))) {
      const size = b.def.args.length;
      const isArray = b.def.prim.kind === "MakeArray";
      const tag = b.def.prim.kind === "MakeBlock" ? b.def.prim.tag : 0;
      const dummies = new Array<Simple>(size).fill(simpleConst(taggedImmediate(0)));
      const cell = acc.prim(
        b.ident.name,
        isArray
          ? variadic({ kind: "make_array", arrayKind: "values", mutability: "mutable" }, dummies)
          : variadic({ kind: "make_block", blockKind: { kind: "values", tag, fieldKinds: new Array(size).fill("any_value") }, mutability: "mutable" }, dummies),
        "value",
      );
      bindValue(env, b.ident, cell);
      blocks.push({ ident: b.ident, def: b.def, tag, cell, isArray });
    } else others.push(b);
  }
  // Local definitions of the bindings (a recursive module's functions) may point to the blocks.
  for (const l of locals) cv.binder(l, env, acc);
  // Values that are neither functions nor blocks are computed in order (OCaml only allows them
  // when they do not need the others' values).
  for (const o of others) bindValue(env, o.ident, cv.value(o.def, env, acc, o.ident.name));
  if (functions.length > 0) convertFunctions(cv, functions, env, acc, true);
  for (const b of blocks) {
    const values = cv.evalArgs(b.def.args, env, acc);
    values.forEach((v, i) =>
      b.isArray
        ? acc.prim("init", ternary({ kind: "array_set", arrayKind: "values" }, b.cell, simpleConst(taggedImmediate(i)), v), "value")
        : acc.prim("init", binary({ kind: "block_set", access: { kind: "values", tag: b.tag, size: values.length, fieldKind: "any_value" }, field: i, init: "initialization" }, b.cell, v), "value"),
    );
  }
}

function isAllocation(l: Lambda): boolean {
  return l.kind === "Prim" && (l.prim.kind === "MakeBlock" || (l.prim.kind === "MakeArray" && l.prim.arrayKind !== "float"));
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
