// `Let`: primitives, sets of closures and static constants bound to names.
import { primitiveCanBeDeletedIfUnused, type BoundPattern, type Expr, type Named, type Primitive, type Simple, type StaticConst, type Variable } from "../../flambda/index.js";
import { assertNever } from "../../common/assert_never.js";
import type { Location } from "../../common/location.js";
import { isCell, isUsed, isUsedTwice, setKey } from "../analysis.js";
import { blockField, blockLiteral, primitiveCode, primitiveCondition } from "../primitives.js";
import type { Writer } from "../writer.js";
import { allocateSet, allocateSingle, envLiteral, isSingle, primitiveContext, sameSetSlot } from "./closures.js";
import { slotProperty, type Scope } from "./scope.js";
import { bindVar, constLiteral, locOf, numberLiteral, simple, stringLiteral } from "./simples.js";

export function emitStatics(bound: BoundPattern, consts: readonly StaticConst[], sc: Scope, w: Writer): void {
  if (bound.kind !== "static") throw new Error("to_js: static constants bound to variables");
  // The group may be recursive: storage first (blocks whose fields name a symbol of the group
  // not yet made are filled in afterwards), then the contents.
  const pending = new Set<string>();
  consts.forEach((c, i) => {
    const b = bound.bindings[i]!;
    // A number is written where it is used: never pending.
    if (b.kind === "block_like") {
      if (c.kind !== "boxed_float" && c.kind !== "boxed_int32" && c.kind !== "boxed_nativeint") pending.add(b.symbol);
    } else if (b.kind === "set_of_closures") b.symbols.forEach((s) => pending.add(s));
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
        // Written as the number where it is used.
        return;
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

export function emitLet(bound: BoundPattern, named: Named, sc: Scope, w: Writer): void {
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
      const used = isUsed(sc.uses, bound.var);
      if (!used && primitiveCanBeDeletedIfUnused(p)) return;
      // `Sys.opaque_identity` only hides the value from the optimiser: unused, it does nothing.
      if (!used && p.kind === "unary" && p.op.kind === "opaque_identity") return;
      if (p.kind === "unary" && p.op.kind === "project_function_slot" && p.arg.kind === "var" && sc.lifted.has(p.arg.name)) {
        // Another name of a lifted closure (its set has one function): known, not written.
        sc.lifted.set(bound.var, sc.lifted.get(p.arg.name)!);
        const from = sameSetSlot(p.arg, sc);
        if (from !== undefined) sc.sameSet.set(bound.var, p.op.to);
        return;
      }
      if (p.kind === "unary" && p.op.kind === "project_function_slot") {
        const from = sameSetSlot(p.arg, sc);
        if (from !== undefined) sc.sameSet.set(bound.var, p.op.to);
      }
      const loc = locOf(named.dbg);
      if (emitCellPrimitive(bound.var, p, used, sc, w, loc)) return;
      const code = primitiveCode(p, primitiveContext(sc));
      if (p.kind === "unary" && p.op.kind !== "opaque_identity" && p.op.kind !== "project_value_slot" && code.kind === "expr" && code.js === simple(p.arg, sc)) {
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
      const lifted = sc.unit.lifted.get(setKey(named.set));
      if (lifted !== undefined) {
        // Nothing is allocated: the calls pass the value slots (lifting.ts).
        const slots = new Map(named.set.valueSlots.map((v) => [v.slot, simple(v.value, sc)]));
        for (const v of bound.vars) sc.lifted.set(v, { fn: lifted.fn, slots, order: lifted.valueSlots });
        return;
      }
      if (isSingle(named.set, sc.unit)) {
        // The closure is its own environment: named once, its slots set on it.
        const v = bound.vars[0]!;
        const f = isUsed(sc.uses, v) ? bindVar(v, sc) : sc.namer.fresh("closure", false);
        allocateSingle(named.set, f, sc, w);
        for (const slot of named.set.valueSlots) w.line(`${f}.${slotProperty(slot.slot)} = ${simple(slot.value, sc)};`);
        return;
      }
      const env = sc.namer.fresh("env", false);
      w.line(`const ${env} = ${envLiteral(named.set, sc)};`);
      allocateSet(named.set, env, sc, w);
      named.set.functionDecls.forEach((d, i) => {
        const v = bound.vars[i]!;
        if (isUsed(sc.uses, v)) w.line(`const ${bindVar(v, sc)} = ${env}.${slotProperty(d.slot)};`);
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
export function asTest(e: Extract<Expr, { kind: "let" }>, sc: Scope): boolean {
  if (e.bound.kind !== "singleton" || e.named.kind !== "prim") return false;
  const v = e.bound.var;
  let body = e.body;
  while (body.kind === "let_cont" && !body.handlers[0]!.isExnHandler) body = body.body;
  if (body.kind !== "switch" || body.scrutinee.kind !== "var" || body.scrutinee.name !== v) return false;
  if (body.arms.length !== 2 || body.arms[0]!.value !== 0 || body.arms[1]!.value !== 1) return false;
  if (isUsedTwice(sc.uses, v)) return false;
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
export function emitCellPrimitive(v: Variable, p: Primitive, used: boolean, sc: Scope, w: Writer, loc: Location | undefined): boolean {
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
