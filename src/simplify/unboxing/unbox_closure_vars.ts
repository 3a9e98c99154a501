// Unboxing of closure variables (manual section 21.9.1): a set of closures allocated here whose
// environment holds a block known here, field by field (a pair just built, say), while its
// functions only take that block apart (every read of the value slot is loaded from, at known
// fields, and used for nothing else), captures the fields instead. The functions get new code
// reading each field from its own value slot; the block no longer escapes into the closure, so
// its allocation may go (section 21.9.1's `fun y -> fst pair + snd pair + y`).
//
// Not done when the environment would more than double (the manual's bound), for code another
// unit defines (its new code would have nowhere to be bound), nor inside a specialised copy
// being tried. The new code is simplified at once, as a specialised copy is, and bound in the
// static group of the original code (see `specialise.ts`) when that group is rebuilt, if the
// allocation survived.
import { assertNever } from "../../common/assert_never.js";
import {
  apply,
  directCall,
  forEachExpr,
  someExpr,
  functionDecl,
  namedPrim,
  namedSimple,
  primitiveArgs,
  setOfClosures,
  simpleConst,
  stemOf,
  unary,
  valueSlotBinding,
  type Apply,
  type Code,
  type CodeId,
  type Expr,
  type FunctionSlot,
  type Named,
  type SetOfClosures,
  type Simple,
  type ValueSlot,
  type Variable,
} from "../../flambda/index.js";
import { proveKnownBlock, type TypingEnv } from "../../types/index.js";
import type { Context } from "../env/context.js";
import { codeOfFrame, freshen, freshFrame } from "../inlining/freshen.js";
import { simplifyCodeApart } from "../constructs/simplify_code.js";
import { addPendingCode, groupOfName } from "../lifting/static_groups.js";

/** A value slot to split: its fields, known at the allocation. */
interface Split {
  readonly slot: ValueSlot;
  readonly fields: readonly Simple[];
}

/** The set with its known blocks captured as their fields, or the set itself. */
export function unboxClosureVars(ctx: Context, env: TypingEnv, set: SetOfClosures): SetOfClosures {
  const dacc = ctx.dacc;
  if (!dacc.options.unboxFreeVarsOfClosures) return set;
  // The value slots holding a block known field by field, first: most sets have none.
  const known: Split[] = [];
  for (const b of set.valueSlots) {
    if (b.kind !== "value" || b.value.kind !== "var") continue;
    const block = proveKnownBlock(env, b.value);
    if (block !== undefined && block.fields.length > 0 && block.tag < 246) known.push({ slot: b.slot, fields: block.fields });
  }
  if (known.length === 0 || dacc.tryingACopy) return set;
  const codes: Code[] = [];
  let group = -1;
  for (const d of set.functionDecls) {
    const c = dacc.codes.get(d.codeId);
    const g = groupOfName(dacc, d.codeId);
    if (c === undefined || g === undefined) return set;
    codes.push(c);
    group = Math.max(group, g);
  }
  const splits: Split[] = [];
  let slots = set.valueSlots.length;
  for (const k of known) {
    if (slots - 1 + k.fields.length > 2 * set.valueSlots.length) continue;
    if (!codes.every((c) => onlyTakenApart(c.body, k.slot, k.fields.length))) continue;
    splits.push(k);
    slots += k.fields.length - 1;
  }
  if (splits.length === 0 || readElsewhere(dacc, set, codes)) return set;

  const names = dacc.names;
  const fieldSlots = new Map<ValueSlot, ValueSlot[]>();
  for (const s of splits) fieldSlots.set(s.slot, s.fields.map((_, i) => names.valueSlot(`${stemOf(s.slot)}_${i}`) as ValueSlot));
  // New code ids and function slots: a function slot names one code in the unit, and the
  // original set may still be allocated elsewhere.
  const newIds = new Map<CodeId, CodeId>();
  for (const c of codes) newIds.set(c.codeId, names.codeId(stemOf(c.codeId)) as CodeId);
  const newSlots = new Map<FunctionSlot, FunctionSlot>();
  for (const d of set.functionDecls) newSlots.set(d.slot, names.functionSlot(stemOf(d.slot)) as FunctionSlot);
  codes.forEach((c) => {
    const rewritten = rewriteCode(c, { newIds, newSlots, fieldSlots }, ctx);
    const simplified = simplifyCodeApart(ctx, rewritten, { typing: env, inliningDepth: 0, atToplevel: false, branchDepth: 0, liftTo: group });
    dacc.codes.set(simplified.codeId, simplified);
    addPendingCode(dacc, group, simplified);
  });
  return setOfClosures(
    set.functionDecls.map((d) => functionDecl(newSlots.get(d.slot)!, newIds.get(d.codeId)!)),
    set.valueSlots.flatMap((b) => {
      const split = splits.find((s) => s.slot === b.slot);
      if (split === undefined) return [b];
      const to = fieldSlots.get(b.slot)!;
      return split.fields.map((f, i) => valueSlotBinding(to[i]!, f, "value"));
    }),
  );
}

/**
 * Whether some other code may take this set's closures apart as the original set: a projection
 * from one of its function slots, or a direct call to one of its codes (a sibling function
 * calling this one, inlined or not; a specialised copy of a recursive function that inlined it).
 * The new set has other slots: such code, meeting a closure of the new set, would read slots it
 * does not have. Every code known is looked at, specialised copies included; another unit's
 * code cannot name this unit's slots, and what each code reads is found once per version.
 */
function readElsewhere(dacc: Context["dacc"], set: SetOfClosures, own: readonly Code[]): boolean {
  // The unit's toplevel term is no code, and holds copies inlined in earlier rounds too.
  if (set.functionDecls.some((d) => dacc.toplevelReads.has(d.slot) || dacc.toplevelReads.has(d.codeId))) return true;
  const ownIds = new Set<string>(own.map((c) => c.codeId));
  for (const [id, c] of dacc.codes) {
    if (ownIds.has(id)) continue;
    const r = readsOf(c);
    if (set.functionDecls.some((d) => r.has(d.slot) || r.has(d.codeId))) return true;
  }
  return false;
}

/** Per version of a code (each is a new object): the function slots it projects from and the codes it calls directly. */
const reads = new WeakMap<Code, ReadonlySet<string>>();

function readsOf(c: Code): ReadonlySet<string> {
  let r = reads.get(c);
  if (r === undefined) {
    r = readsOfTerm(c.body);
    reads.set(c, r);
  }
  return r;
}

/** The function slots a term (not the code it binds) projects from and the codes it calls directly. */
export function readsOfTerm(root: Expr): ReadonlySet<string> {
  const found = new Set<string>();
  forEachExpr(root, { intoCode: false }, (e) => {
    if (e.kind === "apply") {
      if (e.callKind.kind === "direct") found.add(e.callKind.codeId);
    } else if (e.kind === "let" && e.named.kind === "prim" && e.named.prim.kind === "unary") {
      const op = e.named.prim.op;
      if (op.kind === "project_value_slot" || op.kind === "project_function_slot") found.add(op.from);
    }
  });
  return found;
}

/**
 * Whether every read of `slot` in `body` is bound to a variable used only as the block of loads
 * of values at fields below `size` (closures bound in the body are other code: not looked into).
 */
function onlyTakenApart(body: Expr, slot: ValueSlot, size: number): boolean {
  const reads = new Set<string>();
  forEachExpr(body, { intoCode: false }, (e) => {
    if (e.kind === "let" && e.bound.kind === "singleton" && e.named.kind === "prim") {
      const p = e.named.prim;
      if (p.kind === "unary" && p.op.kind === "project_value_slot" && p.op.slot === slot) reads.add(e.bound.var);
    }
  });
  if (reads.size === 0) return true;
  const escapes = (s: Simple): boolean => s.kind === "var" && reads.has(s.name);
  return !someExpr(body, { intoCode: false }, (e) => {
    switch (e.kind) {
      case "let": {
        const n = e.named;
        switch (n.kind) {
          case "simple":
            return escapes(n.simple);
          case "prim": {
            const p = n.prim;
            if (p.kind === "unary" && p.op.kind === "block_load" && escapes(p.arg)) {
              return p.op.access.kind !== "values" || p.op.field >= size;
            }
            return primitiveArgs(p).some(escapes);
          }
          case "set_of_closures":
            return n.set.valueSlots.some((v) => escapes(v.value));
          case "static_consts":
            return n.consts.some((c) => c.kind === "block" && c.fields.some(escapes));
          default:
            return assertNever(n);
        }
      }
      case "apply":
        return (e.callee !== undefined && escapes(e.callee)) || e.args.some(escapes);
      case "apply_cont":
        return e.args.some(escapes);
      case "switch":
        return escapes(e.scrutinee);
      case "let_cont":
      case "invalid":
        return false;
      default:
        return assertNever(e);
    }
  });
}

/** The renamings of a set whose closure variables are unboxed. */
interface Renaming {
  readonly newIds: ReadonlyMap<CodeId, CodeId>;
  readonly newSlots: ReadonlyMap<FunctionSlot, FunctionSlot>;
  /** For each split value slot, the slots of its fields. */
  readonly fieldSlots: ReadonlyMap<ValueSlot, readonly ValueSlot[]>;
}

/**
 * The code with fresh names, a new code id, the set's function slots and codes renamed (in
 * projections from its closures and in direct calls to them), and each read of a split slot's
 * field a read of the field's own slot (the read of the block itself becomes a dead constant,
 * removed when the code is simplified).
 */
function rewriteCode(c: Code, { newIds, newSlots, fieldSlots }: Renaming, ctx: Context): Code {
  const names = ctx.dacc.names;
  const subst = new Map<string, Simple | string>();
  const frame = freshFrame(c, subst, names);
  // The variables reading a split slot (as renamed), with the slots of its fields.
  const reads = new Map<Variable, { readonly from: FunctionSlot; readonly closure: Simple; readonly to: readonly ValueSlot[] }>();
  const slot = (f: FunctionSlot): FunctionSlot => newSlots.get(f) ?? f;
  const redirect = (a: Apply): Expr => {
    if (a.callKind.kind !== "direct") return a;
    const to = newIds.get(a.callKind.codeId);
    return to === undefined ? a : apply({ ...a, callKind: directCall(to, slot(a.callKind.functionSlot)) });
  };
  const fieldRead = (copied: Named, bound: Variable): Named => {
    if (copied.kind !== "prim" || copied.prim.kind !== "unary") return copied;
    const p = copied.prim;
    switch (p.op.kind) {
      case "project_value_slot": {
        if (!newSlots.has(p.op.from)) return copied;
        const to = fieldSlots.get(p.op.slot);
        if (to === undefined) return namedPrim(unary({ ...p.op, from: slot(p.op.from) }, p.arg), copied.dbg);
        reads.set(bound, { from: slot(p.op.from), closure: p.arg, to });
        return namedSimple(simpleConst({ kind: "tagged_immediate", value: 0 }));
      }
      case "project_function_slot":
        if (!newSlots.has(p.op.from)) return copied;
        return namedPrim(unary({ ...p.op, from: slot(p.op.from), to: slot(p.op.to) }, p.arg), copied.dbg);
      case "block_load": {
        const r = p.arg.kind === "var" ? reads.get(p.arg.name) : undefined;
        if (r === undefined) return copied;
        const op = { kind: "project_value_slot" as const, from: r.from, slot: r.to[p.op.field]!, slotKind: "value" as const };
        return namedPrim(unary(op, r.closure), copied.dbg);
      }
      default:
        return copied;
    }
  };
  return codeOfFrame(c, newIds.get(c.codeId)!, frame, freshen(c.body, subst, names, [], redirect, fieldRead));
}
