// Unboxing of continuation parameters (Flambda 2; seed 002's unboxing of variants). A parameter
// of a non-recursive handler that, at every use, is either a block of one tag whose fields are
// names (or constants) in scope there, or an immediate, is given extra parameters: the fields,
// and, when some use passes an immediate, whether it is one (`is_int`). In the handler the
// parameter is known as "a block of that tag whose fields are the new parameters (or an
// immediate)", and its `is_int` is the new parameter (`isIntOf`), so that what the handler reads
// of it comes from the parameters. If it then uses the block for nothing else, the parameter is
// removed like any unused one, and the allocations at the uses, no longer used, go with it.
//
// Typical cases: an inlined function returning `Some x` or `None` from several places, a
// `match` whose arms build the tuple the code after it takes apart, a stream's `Cons` cell made
// by one inlined function and matched at once by the next. An all-float record (tag 254) is
// passed as its naked floats. One use suffices when its argument was bound after the handler's
// definition (a block an inlined function builds after a call in its body): the join could not
// name it there, so would know nothing of its fields.
//
// The extra arguments of a use are a function of its argument alone (an immutable block has the
// same fields wherever it is named), so the upward pass finds them by the argument
// (`UpwardEnv.rewrite`) whichever path the jump takes back (a switch arm, an adopted
// speculation).
import {
  equalSimples,
  param,
  simpleConst,
  simpleVar,
  stemOf,
  taggedImmediate,
  type ContHandler,
  type Param,
  type Simple,
  type Variable,
} from "../../flambda/index.js";
import {
  alias,
  concreteTypeOf,
  proveBlockField,
  proveConstant,
  proveKnownBlock,
  recordIsInt,
  addEquation,
  variant,
  emptyExtension,
  fieldKindOfTag,
  isDefined,
  type TypingEnv,
} from "../../types/index.js";
import type { ContUse, DownwardAcc } from "../env/downward_acc.js";

/** Beyond this many fields a block parameter is left boxed: each field is one more argument at every jump. */
const maxUnboxedFields = 5;

/** One parameter passed as its parts. */
export interface UnboxedParam {
  /** Its position among the handler's original parameters. */
  readonly index: number;
  readonly tag: number;
  readonly isInt: Variable | undefined;
  readonly fields: readonly Variable[];
  /** The extra arguments standing for each argument passed at a use (`argKey`). */
  readonly extrasByArg: ReadonlyMap<string, readonly Simple[]>;
}

export interface Unboxing {
  readonly unboxed: readonly UnboxedParam[];
  /** The new parameters, appended to the handler's in this order. */
  readonly extraParams: readonly Param[];
}

function argKey(s: Simple): string {
  return s.kind === "const" ? `${s.value.kind}:${String(s.value.value)}` : `${s.kind}:${s.name}`;
}

/** What an argument is, at its use, for unboxing. */
type ArgShape =
  | { readonly kind: "immediate" }
  | { readonly kind: "block"; readonly tag: number; readonly fields: readonly Simple[]; readonly isInt: Simple };

/** A block of one tag whose fields are pinned down, or (a parameter unboxed before) an immediate or such a block. */
function shapeOfArg(dacc: DownwardAcc, env: TypingEnv, a: Simple): ArgShape | undefined {
  const c = proveConstant(env, a);
  if (c !== undefined) return c.kind === "tagged_immediate" ? { kind: "immediate" } : undefined;
  const known = proveKnownBlock(env, a);
  if (known !== undefined) return { kind: "block", tag: known.tag, fields: known.fields, isInt: simpleConst(taggedImmediate(0)) };
  // An immediate or a block: only a parameter unboxed earlier has its `is_int` at hand.
  const isInt = a.kind === "var" ? dacc.isIntOf.get(a.name) : undefined;
  if (isInt === undefined) return undefined;
  const t = concreteTypeOf(env, a);
  if (t.kind !== "variant" || t.otherTags !== undefined || t.blocks.length !== 1 || t.blocks[0]!.block.shape !== "full") return undefined;
  const fields: Simple[] = [];
  for (let i = 0; i < t.blocks[0]!.block.fields.length; i++) {
    const f = proveBlockField(env, a, i);
    if (f === undefined) return undefined;
    fields.push(f);
  }
  return { kind: "block", tag: t.blocks[0]!.tag, fields, isInt: simpleVar(isInt) };
}

/**
 * What a later unboxing of a continuation could pass in place of `a`, given at a jump to it:
 * the fields of the block `a` is known to be, and its `is_int`. A jump to a continuation whose
 * parameters are decided only later (a speculation's return continuation, `UpwardEnv`'s open
 * ones) keeps these alive, so that the term is still closed once the jump takes them.
 */
export function partsOfArg(dacc: DownwardAcc, env: TypingEnv, a: Simple): readonly Simple[] {
  const s = shapeOfArg(dacc, env, a);
  return s === undefined || s.kind === "immediate" ? [] : [s.isInt, ...s.fields];
}

/** The parameters of `h` to unbox, given its uses (with their environments, before they are released). */
export function unboxingOf(dacc: DownwardAcc, ancestor: TypingEnv, h: ContHandler, uses: readonly ContUse[]): Unboxing | undefined {
  if (h.isExnHandler || uses.length === 0 || uses.some((u) => u.args === undefined)) return undefined;
  const unboxed: UnboxedParam[] = [];
  const extraParams: Param[] = [];
  h.params.forEach((p, index) => {
    if (p.kind !== "value") return;
    const args = uses.map((u) => u.args![index]!);
    // The same value at every use, in scope at the handler: the join already knows it as that
    // value. (One bound since the `Let_cont`, a block built in an inlined body, say, is not.)
    const first = args[0]!;
    if (args.every((a) => equalSimples(a, first)) && (first.kind !== "var" || isDefined(ancestor, first.name))) return;
    const shapes: ArgShape[] = [];
    let tag: number | undefined;
    let size = 0;
    let immediates = false;
    for (let i = 0; i < uses.length; i++) {
      const s = shapeOfArg(dacc, uses[i]!.env, args[i]!);
      if (s === undefined) return;
      // Some use may pass an immediate: the handler needs `is_int` as a parameter.
      if (s.kind === "immediate" || s.isInt.kind === "var") immediates = true;
      if (s.kind === "block") {
        if (tag === undefined) {
          tag = s.tag;
          size = s.fields.length;
        } else if (s.tag !== tag || s.fields.length !== size) return;
      }
      shapes.push(s);
    }
    // Tags from 246 up are lazy values, closures, strings, boxed floats and the like: never
    // unboxed, but for the all-float record (254), whose fields are naked floats and which is
    // never an immediate.
    if (tag === undefined || size === 0 || size > maxUnboxedFields) return;
    const fieldKind = fieldKindOfTag(tag);
    if (tag >= 246 && (fieldKind !== "naked_float" || immediates)) return;
    const stem = stemOf(p.name);
    const isInt = immediates ? dacc.names.variable(`${stem}_is_int`) : undefined;
    const fields = Array.from({ length: size }, (_, i) => dacc.names.variable(`${stem}_field${i}`));
    const dummy = simpleConst(taggedImmediate(0));
    const extrasByArg = new Map<string, readonly Simple[]>();
    for (let i = 0; i < uses.length; i++) {
      const s = shapes[i]!;
      const extras: Simple[] = s.kind === "immediate" ? fields.map(() => dummy) : [...s.fields];
      if (isInt !== undefined) extras.unshift(s.kind === "immediate" ? simpleConst(taggedImmediate(1)) : s.isInt);
      const key = argKey(args[i]!);
      const before = extrasByArg.get(key);
      if (before === undefined) extrasByArg.set(key, extras);
      // The same argument at two uses: its parts must be named alike at both.
      else if (!before.every((b, j) => equalSimples(b, extras[j]!))) return;
    }
    if (isInt !== undefined) extraParams.push(param(isInt, "value"));
    for (const f of fields) extraParams.push(param(f, fieldKind));
    unboxed.push({ index, tag, isInt, fields, extrasByArg });
  });
  return unboxed.length === 0 ? undefined : { unboxed, extraParams };
}

/** The extra arguments of one use, in the order of `extraParams`. */
export function extraArgsOf(u: Unboxing, args: readonly Simple[]): Simple[] {
  const out: Simple[] = [];
  for (const p of u.unboxed) {
    const extras = p.extrasByArg.get(argKey(args[p.index]!));
    if (extras === undefined) throw new Error(`simplify: a jump passes an argument whose unboxed parts are not known`);
    out.push(...extras);
  }
  return out;
}

/** What the handler knows of each unboxed parameter, in the join of its uses (which binds the new parameters). */
export function refineUnboxed(dacc: DownwardAcc, env0: TypingEnv, h: ContHandler, u: Unboxing): TypingEnv {
  let env = env0;
  for (const p of u.unboxed) {
    const name = h.params[p.index]!.name;
    const kind = fieldKindOfTag(p.tag);
    const block = { shape: "full" as const, fields: p.fields.map((f) => alias(simpleVar(f), kind)), extension: emptyExtension };
    // An all-float record is never an immediate.
    env = addEquation(env, name, variant(kind === "naked_float" ? [] : "any", [{ tag: p.tag, block }], undefined));
    if (p.isInt !== undefined) {
      env = recordIsInt(env, p.isInt, simpleVar(name));
      dacc.isIntOf.set(name, p.isInt);
    }
  }
  return env;
}
