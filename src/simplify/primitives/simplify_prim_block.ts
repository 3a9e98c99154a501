// Block and closure primitives: allocations give their shape to the result; loads from a block
// whose field is known become that field's simple; is_int / get_tag on known variants become
// constants; a block rebuilt from all the fields, in order, of an immutable block of the same tag
// and size is that block (seed 000); projections out of known closures become the captured value.
import {
  equalSimples,
  simpleVar,
  unary,
  variadic,
  type Primitive,
  type Simple,
  type UnaryOp,
  type VariadicOp,
} from "../../flambda/index.js";
import {
  addEquationOnSimple,
  alias,
  canonicalSimple,
  anyImmediate,
  blockWithTags,
  fullBlock,
  partialBlock,
  proveBlockField,
  proveIsInt,
  proveProjectedClosure,
  proveTags,
  proveUniqueTagAndSize,
  proveValueSlot,
  valueSlotType,
  recordGetTag,
  recordIsInt,
  top,
  taggedImmediates,
  type Type,
  type TypingEnv,
} from "../../types/index.js";
import type { DownwardAcc } from "../env/downward_acc.js";
import { bool, intConst, keep, replaceBy, replaceByConst, type PrimResult } from "./prim_result.js";

export function simplifyMakeBlock(env: TypingEnv, dacc: DownwardAcc, op: VariadicOp, args: readonly Simple[]): PrimResult {
  const prim = variadic(op, args);
  if (op.kind !== "make_block") return keep(prim);
  const bk = op.blockKind;
  if (bk.kind === "naked_floats") {
    // An all-float record (tag 254): its fields are naked floats.
    if (op.mutability !== "immutable") return keep(prim, blockWithTags([254]));
    return keep(prim, fullBlock(254, args.map((a) => alias(a, "naked_float"))));
  }
  if (op.mutability !== "immutable") return keep(prim, blockWithTags([bk.tag]));
  const rebuilt = reconstructedBlock(env, dacc, bk.tag, args);
  if (rebuilt !== undefined) return replaceBy(rebuilt);
  return keep(prim, fullBlock(bk.tag, args.map((a) => alias(a, "value"))));
}

/**
 * The block `b` when `args` are exactly the immutable loads of `b`'s fields 0..n-1 and `b` has
 * this tag and size n. A constant argument is such a load when the field is known to hold that
 * constant here (`Some x :: r` rebuilt as `None :: r` where the head is known to be `None`).
 */
function reconstructedBlock(env: TypingEnv, dacc: DownwardAcc, tag: number, args: readonly Simple[]): Simple | undefined {
  if (args.length === 0) return undefined;
  let block: Simple | undefined;
  // The loads themselves may say the block's tag and size (what the front end knew).
  let shapeFromLoads = true;
  let constants = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.kind === "const") {
      constants = true;
      continue;
    }
    if (a.kind !== "var") return undefined;
    const load = dacc.loads.get(a.name);
    if (load === undefined || load.field !== i) return undefined;
    if (load.tag !== tag || load.size !== args.length) shapeFromLoads = false;
    if (block === undefined) block = load.block;
    else if (block.kind !== load.block.kind || (block.kind === "const" ? true : block.name !== (load.block as { name: string }).name)) {
      return undefined;
    }
  }
  if (block === undefined) return undefined;
  if (constants) {
    // What the type says of a field comes from an immutable load or allocation.
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (a.kind !== "const") continue;
      const f = proveBlockField(env, block, i);
      if (f === undefined || !equalSimples(f, a)) return undefined;
    }
  }
  if (shapeFromLoads) return block;
  const shape = proveUniqueTagAndSize(env, block);
  if (shape.kind !== "proved" || shape.value.tag !== tag || shape.value.size !== args.length) return undefined;
  return block;
}

export function simplifyBlockLoad(
  env: TypingEnv,
  dacc: DownwardAcc,
  op: Extract<UnaryOp, { kind: "block_load" }>,
  block: Simple,
): PrimResult {
  const prim = unary(op, block);
  // What a type says of a block's fields comes from an immutable allocation or an immutable
  // load (a mutable allocation only gives its tag), so it holds for a load flagged mutable too:
  // `fst`, `snd` and `!` are such loads (`%field0`, `%field1`), and `fst pair` of a pair built
  // here is the pair's first component (manual section 21.9.1's example).
  const known = proveBlockField(env, block, op.field);
  if (known !== undefined) return replaceBy(known);
  // A field the front end knows to hold an immediate (an `int`, a `bool`, a constant
  // constructor) gives one, mutable or not.
  const type = op.access.kind === "values" && op.access.fieldKind === "immediate" ? anyImmediate() : undefined;
  // A mutable load learns nothing more: the field may change before the next one.
  if (op.mutability === "mutable") return keep(prim, type);
  const field = op.field;
  if (op.access.kind === "naked_floats") {
    // A field of an all-float record: known by later loads, not used to rebuild blocks.
    return keep(prim, undefined, (e, result) => addEquationOnSimple(e, block, partialBlock(254, loadedFields(field, simpleVar(result), "naked_float"))));
  }
  const tag = op.access.tag;
  const size = op.access.size;
  return keep(prim, type, (e, result) => {
    dacc.loads.set(result, { block, field, tag, size });
    return addEquationOnSimple(e, block, partialBlock(tag, loadedFields(field, simpleVar(result), "value")));
  });
}

/**
 * A write to a block that holds a toplevel variable for the closures capturing it
 * (`unit/lift_toplevel_captures.ts`): written once, before anything reads it, with the variable,
 * so from here on the block is known to hold it (a function inlined at toplevel reading the block
 * reads the variable).
 */
export function simplifyBlockSet(env: TypingEnv, dacc: DownwardAcc, p: Extract<Primitive, { kind: "binary" }>): PrimResult {
  const cell = p.arg1;
  if (p.op.kind !== "block_set" || p.op.field !== 0 || cell.kind !== "symbol" || !dacc.cells.has(cell.name)) return keep(p);
  const value = canonicalSimple(env, p.arg2);
  if (value.kind === "const") return keep(p);
  return keep(p, undefined, (e) => addEquationOnSimple(e, cell, fullBlock(0, [alias(value, "value")])));
}

/** The leading fields of a block of which field `field` is `result` (unknown before it). */
function loadedFields(field: number, result: Simple, kind: "value" | "naked_float"): Type[] {
  const fields: Type[] = [];
  for (let i = 0; i < field; i++) fields.push(top(kind));
  fields.push(alias(result, kind));
  return fields;
}

export function simplifyIsInt(env: TypingEnv, dacc: DownwardAcc, op: UnaryOp, a: Simple): PrimResult {
  const p = proveIsInt(env, a);
  if (p.kind === "proved") return bool(p.value);
  // A continuation parameter unboxed with its `is_int` (`unbox_continuation_params.ts`).
  const known = a.kind === "var" ? dacc.isIntOf.get(a.name) : undefined;
  if (known !== undefined) return replaceBy(simpleVar(known));
  return keep(unary(op, a), taggedImmediates([0, 1]), (e, r) => recordIsInt(e, r, a));
}

export function simplifyGetTag(env: TypingEnv, op: UnaryOp, a: Simple): PrimResult {
  const p = proveTags(env, a);
  // A lazy block changes tag when forced (246 to 250): never fold those.
  if (p.kind === "proved" && p.value.length === 1 && p.value[0]! < 246) {
    return replaceByConst(intConst("tagged_immediate", p.value[0]!));
  }
  return keep(unary(op, a), undefined, (e, r) => recordGetTag(e, r, a));
}

export function simplifyProjection(env: TypingEnv, op: UnaryOp, closure: Simple): PrimResult {
  const prim: Primitive = unary(op, closure);
  if (op.kind === "project_value_slot") {
    const v = proveValueSlot(env, closure, op.slot);
    if (v !== undefined) return replaceBy(v);
    // A value the program cannot name here is still known by its type (a closure known only by
    // its code, a variable outside the function): the projection keeps it.
    return keep(prim, valueSlotType(env, closure, op.slot));
  }
  if (op.kind === "project_function_slot") {
    const v = proveProjectedClosure(env, closure, op.to);
    return v !== undefined ? replaceBy(v) : keep(prim);
  }
  return keep(prim);
}
