// Meet: the greatest lower bound of two types in an environment, and with it every way of adding
// a constraint (equations, extensions, definitions with a type).
//
// Meeting returns a type that says both inputs, and an environment updated with what was learnt
// about the names involved: meeting `=y` with a type refines y's class; meeting two aliases
// merges their classes; meeting the fields of a block meets whatever the fields alias. As in
// Flambda 2, when one side is a name the result is the alias to its canonical element, whose
// concrete type is replaced by the meet.
//
// Disjunctions (the cases of a variant) are met case by case, each in its own copy of the
// environment, because what a case teaches holds only when that case is taken. When a single
// case survives, its environment becomes the result (its extension is lifted); when several do,
// each keeps what it learnt as its extension.
//
// Termination: meeting `=x` with a type descends into that type, which is finite; meeting two
// aliases descends into the types of both classes, which can be cyclic (recursive closures), so
// the pairs of classes being merged are remembered and a pair met again is answered by its alias.
// A class refined again while its own meet was running is met again a bounded number of times;
// extensions added inside extensions are bounded in depth; and, as a last resort, so is the
// recursion itself. Each bound only ever loses precision: what is stored is always a fact.
import type { Kind } from "../flambda/kinds.js";
import type { FunctionSlot, Name, Symbol, Variable, ValueSlot } from "../flambda/names.js";
import { equalSimples, type Simple } from "../flambda/simple.js";
import { knownIntegers, relationConsequence } from "./relations.js";
import { extractCertainExtension, hasCertainExtension } from "./type_traversal.js";
import {
  alias,
  bottom,
  boxedNumber,
  closures,
  constKey,
  nakedNumbers,
  top,
  typeOfConst,
  variant,
  type BlockCase,
  type BlockShape,
  type ClosuresType,
  type FunctionInfo,
  type ImmediateCase,
  type Type,
  type VariantType,
} from "./type_grammar.js";
import {
  bindingOf,
  concreteTypeOf,
  defineExistentialRaw,
  defineSymbolRaw,
  defineVariableRaw,
  extensionSince,
  isDefined,
  isOlder,
  kindOfName,
  makeBottom,
  membersOf,
  mergeClassesRaw,
  defineInClassRaw,
  relationsOn,
  setCanonicalTypeRaw,
  canonicalOf,
  simpleOfName,
  type TypingEnv,
} from "./typing_env.js";
import { emptyExtension, isEmptyExtension, type TypingEnvExtension } from "./typing_env_extension.js";

export interface MeetResult {
  /** Bottom when the inputs contradict each other. */
  readonly type: Type;
  /** The environment with what was learnt; marked bottom when the type is. */
  readonly env: TypingEnv;
}

/** What the states of one meet (the main one and those of its disjunction cases) share. */
interface SharedMeetState {
  /** Pairs of canonical elements whose classes are being merged (cycle guard; made on the first merge). */
  pairs: Set<string> | undefined;
  /** How many extensions are being added, one inside another. */
  extensionDepth: number;
  /** How deep the meet has recursed. */
  depth: number;
}

interface MeetState {
  env: TypingEnv;
  readonly shared: SharedMeetState;
  /** Names whose type or class changed, for the relations to look at. */
  readonly touched: Name[];
}

/**
 * Extensions can mention names whose types carry extensions in turn (a join attaches
 * `{cond : =1}` to a case of `tag` and `{tag : =0}` to a case of `cond`); beyond this nesting,
 * further extensions are not added (which only loses precision).
 */
const maxExtensionDepth = 4;

/**
 * A last-resort bound on the recursion of one meet. The cycle guards above make deep recursion
 * unexpected; should it happen, the meet answers one of its inputs, which is sound (it is a
 * fact) but less precise, rather than overflowing the stack.
 */
const maxMeetDepth = 400;

function newState(env: TypingEnv, shared: SharedMeetState = { pairs: undefined, extensionDepth: 0, depth: 0 }): MeetState {
  return { env, shared, touched: [] };
}

// ---------------------------------------------------------------------------------------------
// Public operations

export function meet(env: TypingEnv, t1: Type, t2: Type): MeetResult {
  checkKinds(t1, t2);
  if (env.bottom) return { type: bottom(t1.ofKind), env };
  const st = newState(env);
  let type = meetIn(st, t1, t2);
  if (type.kind !== "bottom") fireRelations(st);
  if (st.env.bottom) type = bottom(t1.ofKind);
  return type.kind === "bottom" ? { type, env: makeBottom(st.env) } : { type, env: st.env };
}

/** Adds `name : type` (meeting it with what is known of the name's class). */
export function addEquation(env: TypingEnv, name: Name, type: Type): TypingEnv {
  if (!isDefined(env, name)) return env; // a name the environment does not track (e.g. another unit's symbol)
  return meet(env, alias(simpleOfName(env, name), type.ofKind), type).env;
}

/** Adds `s : type`; for a constant this only checks consistency (Bottom if it contradicts). */
export function addEquationOnSimple(env: TypingEnv, s: Simple, type: Type): TypingEnv {
  if (s.kind === "const") return meet(env, typeOfConst(s.value), type).env;
  return addEquation(env, s.name, type);
}

/** Records that two simples are equal (merging their alias classes). */
export function addAlias(env: TypingEnv, a: Simple, b: Simple, kind: Kind): TypingEnv {
  return meet(env, alias(a, kind), alias(b, kind)).env;
}

/** Binds a variable with a type (⊤ by default). */
export function defineVariable(env: TypingEnv, name: Variable, kind: Kind, type: Type = top(kind)): TypingEnv {
  if (type.ofKind !== kind) throw new Error(`types: ${name} of kind ${kind} given a type of kind ${type.ofKind}`);
  if (type.kind === "top") return defineVariableRaw(env, name, kind);
  return defineFresh(env, name, kind, type) ?? addEquation(defineVariableRaw(env, name, kind), name, type);
}

/**
 * The common cases of `defineVariable` without a meet: the new name is ⊤, in a class of its own,
 * and no relation mentions it, so meeting it with the type learns nothing about other names when
 * the type is an alias (the name joins the class, whose type stays) or a concrete type carrying no
 * certain extension (the type becomes the name's). Undefined for the other cases, left to the meet.
 */
function defineFresh(env: TypingEnv, name: Variable, kind: Kind, type: Type): TypingEnv | undefined {
  if (env.bottom) return undefined;
  switch (type.kind) {
    case "alias": {
      // The canonical element of the aliased simple and its binding (canonicalOf, then bindingOf).
      const s = type.simple;
      if (s.kind === "const") return defineInClassRaw(env, name, kind, s);
      let c: Simple = s;
      let b = bindingOf(env, s.name);
      if (b !== undefined && b.type.kind === "alias") {
        c = b.type.simple;
        if (c.kind === "const") return defineInClassRaw(env, name, kind, c);
        b = bindingOf(env, c.name);
      }
      // An untracked name: the meet keeps the new name ⊤.
      if (b === undefined) return defineVariableRaw(env, name, kind);
      if (hasCertainExtension(b.type)) return undefined;
      return defineInClassRaw(env, name, kind, c);
    }
    case "bottom":
      return undefined;
    default: {
      if (!hasCertainExtension(type)) return defineVariableRaw(env, name, kind, type);
      const certain = extractCertainExtension(type);
      if (!isEmptyExtension(certain.extension)) return undefined;
      return defineVariableRaw(env, name, kind, certain.type);
    }
  }
}

/** Binds a symbol (a statically allocated value) with a type (⊤ by default). */
export function defineSymbol(env: TypingEnv, name: Symbol, type: Type = top("value")): TypingEnv {
  if (type.ofKind !== "value") throw new Error(`types: symbol ${name} given a type of kind ${type.ofKind}`);
  const e = defineSymbolRaw(env, name);
  return type.kind === "top" ? e : addEquation(e, name, type);
}

/** Adds every equation of the extension (binding its existentials first). */
export function addExtension(env: TypingEnv, ext: TypingEnvExtension): TypingEnv {
  if (env.bottom || isEmptyExtension(ext)) return env;
  const st = newState(env);
  if (addExtensionIn(st, ext)) fireRelations(st);
  return st.env;
}

// ---------------------------------------------------------------------------------------------
// The algorithm

function checkKinds(t1: Type, t2: Type): void {
  if (t1.ofKind !== t2.ofKind) throw new Error(`types: meet of a ${t1.ofKind} type with a ${t2.ofKind} type (their kinds differ)`);
}


/** Adds the extension within a meet; false (and a bottom environment) on a contradiction. */
function addExtensionIn(st: MeetState, ext: TypingEnvExtension): boolean {
  if (isEmptyExtension(ext) || st.shared.extensionDepth >= maxExtensionDepth) return true;
  st.shared.extensionDepth++;
  try {
    return addExtensionEquations(st, ext);
  } finally {
    st.shared.extensionDepth--;
  }
}

function addExtensionEquations(st: MeetState, ext: TypingEnvExtension): boolean {
  for (const ex of ext.existentials) {
    // Names are unique in a unit: an existential already bound here is that same value.
    if (!isDefined(st.env, ex.name)) st.env = defineExistentialRaw(st.env, ex.name, ex.kind);
  }
  for (const eq of ext.equations) {
    if (!isDefined(st.env, eq.name)) continue;
    const r = meetIn(st, alias(simpleOfName(st.env, eq.name), eq.type.ofKind), eq.type);
    if (r.kind === "bottom" || st.env.bottom) {
      st.env = makeBottom(st.env);
      return false;
    }
  }
  return true;
}

function meetIn(st: MeetState, t1: Type, t2: Type): Type {
  if (st.shared.depth >= maxMeetDepth) {
    checkKinds(t1, t2);
    return t1.kind === "top" ? t2 : t1;
  }
  st.shared.depth++;
  try {
    return meetStep(st, t1, t2);
  } finally {
    st.shared.depth--;
  }
}

function meetStep(st: MeetState, t1: Type, t2: Type): Type {
  checkKinds(t1, t2);
  if (t1.kind === "bottom") return t1;
  if (t2.kind === "bottom") return t2;
  if (t1.kind === "top") return t2;
  if (t2.kind === "top") return t1;
  if (t1.kind === "alias" && t2.kind === "alias") return meetAliases(st, t1.simple, t2.simple, t1.ofKind);
  if (t1.kind === "alias") return meetAliasWith(st, t1.simple, t2);
  if (t2.kind === "alias") return meetAliasWith(st, t2.simple, t1);
  return meetConcrete(st, t1, t2);
}

function isBound(st: MeetState, s: Simple): boolean {
  return s.kind === "const" || isDefined(st.env, s.name);
}

/** `=s ⊓ t` with t concrete: refines the class of s. */
function meetAliasWith(st: MeetState, s: Simple, t: Type): Type {
  const c = canonicalOf(st.env, s);
  if (c.kind === "const") {
    return meetIn(st, typeOfConst(c.value), t).kind === "bottom" ? bottom(t.ofKind) : alias(c, t.ofKind);
  }
  const b = bindingOf(st.env, c.name);
  if (b === undefined) return t; // untracked name: keep the structural information
  const before = b.type;
  const r = meetIn(st, before, t);
  if (r.kind === "bottom") return r;
  return refine(st, c, r, before);
}

/**
 * Stores `r` (already met with `before`, the class's type when the meet began) as the type of
 * the class of `s`. Whatever happened to the class meanwhile (refined further through a cycle,
 * or merged into another class) is taken into account by meeting again, a bounded number of
 * times: a cyclic type can make every round produce a new (equivalent) type, and storing the
 * last one is sound (it is a fact), only possibly less precise.
 */
function refine(st: MeetState, s: Simple, r: Type, before: Type | undefined, rounds = 0): Type {
  const c = canonicalOf(st.env, s);
  if (c.kind === "const") {
    return meetIn(st, typeOfConst(c.value), r).kind === "bottom" ? bottom(r.ofKind) : alias(c, r.ofKind);
  }
  const b = bindingOf(st.env, c.name);
  if (b === undefined) return r;
  const now = b.type; // concrete: c is canonical
  if (now !== before && rounds < maxRefineRounds) {
    const next = meetIn(st, now, r);
    if (next.kind === "bottom") return next;
    return refine(st, c, next, now, rounds + 1);
  }
  if (r !== now) {
    const certain = extractCertainExtension(r);
    st.env = setCanonicalTypeRaw(st.env, c.name, certain.type);
    st.touched.push(c.name);
    if (!addExtensionIn(st, certain.extension)) return bottom(r.ofKind);
  }
  return alias(c, r.ofKind);
}

const maxRefineRounds = 2;

function simpleKey(s: Simple): string {
  return s.kind === "const" ? `\u0001${s.value.kind}:${constKey(s.value)}` : s.name;
}

/** Which of two canonical elements stays canonical when their classes merge. */
function preferredCanonical(st: MeetState, a: Simple, b: Simple): Simple {
  if (a.kind === "const") return a;
  if (b.kind === "const") return b;
  return isOlder(st.env, a.name, b.name) ? a : b;
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/** `=s1 ⊓ =s2`: merges the two classes (their types are met). */
function meetAliases(st: MeetState, s1: Simple, s2: Simple, kind: Kind): Type {
  const c1 = canonicalOf(st.env, s1);
  const c2 = canonicalOf(st.env, s2);
  if (equalSimples(c1, c2)) return alias(c1, kind);
  if (c1.kind === "const" && c2.kind === "const") return bottom(kind);
  if (!isBound(st, c1)) return alias(c2, kind);
  if (!isBound(st, c2)) return alias(c1, kind);
  const key = pairKey(simpleKey(c1), simpleKey(c2));
  // Met again while merging these very classes (a cycle): the outer merge will do it.
  const pairs = (st.shared.pairs ??= new Set());
  if (pairs.has(key)) return alias(preferredCanonical(st, c1, c2), kind);
  pairs.add(key);
  const t1 = concreteTypeOf(st.env, c1);
  const t2 = concreteTypeOf(st.env, c2);
  let r: Type;
  try {
    r = meetIn(st, t1, t2);
  } finally {
    pairs.delete(key);
  }
  if (r.kind === "bottom") return r;
  return unify(st, c1, c2, r, kind, t1, t2);
}

/**
 * Makes one class of the classes of `a` and `b`, whose met type is `r`; `t1` and `t2` are the
 * classes' types when `r` was computed, so that nothing needs to be met again when they are
 * unchanged (the usual case).
 */
function unify(st: MeetState, a: Simple, b: Simple, r: Type, kind: Kind, t1?: Type, t2?: Type): Type {
  const ca = canonicalOf(st.env, a);
  const cb = canonicalOf(st.env, b);
  if (equalSimples(ca, cb)) return refine(st, ca, r, undefined);
  if (ca.kind === "const" && cb.kind === "const") return bottom(kind);
  const unchanged =
    equalSimples(ca, a) &&
    equalSimples(cb, b) &&
    (ca.kind === "const" || concreteTypeOf(st.env, ca) === t1) &&
    (cb.kind === "const" || concreteTypeOf(st.env, cb) === t2);
  let merged = r;
  if (!unchanged) {
    // Fold in whatever the two classes learnt while `r` was computed.
    merged = meetIn(st, concreteTypeOf(st.env, ca), merged);
    if (merged.kind !== "bottom") merged = meetIn(st, concreteTypeOf(st.env, cb), merged);
    if (merged.kind === "bottom") return merged;
    // Those meets may have merged classes again; start over if so (classes only shrink).
    if (!equalSimples(canonicalOf(st.env, ca), ca) || !equalSimples(canonicalOf(st.env, cb), cb)) {
      return unify(st, ca, cb, merged, kind);
    }
  }
  let keep: Simple;
  let demoted: Name;
  if (ca.kind === "const") {
    keep = ca;
    demoted = (cb as { name: Name }).name;
  } else if (cb.kind === "const") {
    keep = cb;
    demoted = ca.name;
  } else if (isOlder(st.env, ca.name, cb.name)) {
    keep = ca;
    demoted = cb.name;
  } else {
    keep = cb;
    demoted = ca.name;
  }
  if (st.env.relations.size > 0) st.touched.push(demoted, ...membersOf(st.env, demoted));
  const certain = extractCertainExtension(merged);
  if (keep.kind !== "const") {
    st.env = setCanonicalTypeRaw(st.env, keep.name, certain.type);
    st.touched.push(keep.name);
  }
  st.env = mergeClassesRaw(st.env, keep, demoted);
  if (!addExtensionIn(st, certain.extension)) return bottom(kind);
  return alias(keep, kind);
}

function meetConcrete(st: MeetState, t1: Type, t2: Type): Type {
  switch (t1.kind) {
    case "naked_numbers": {
      if (t2.kind !== "naked_numbers") return bottom(t1.ofKind);
      const keys = new Set(t2.values.map(constKey));
      const vs = t1.values.filter((c) => keys.has(constKey(c)));
      if (vs.length === t1.values.length) return t1;
      return nakedNumbers(t1.ofKind, vs);
    }
    case "variant":
      return t2.kind === "variant" ? meetVariants(st, t1, t2) : bottom("value");
    case "closures":
      return t2.kind === "closures" ? meetClosures(st, t1, t2) : bottom("value");
    case "string":
      if (t2.kind !== "string" || t1.length !== t2.length) return bottom("value");
      if (t1.contents === undefined) return t2;
      if (t2.contents === undefined || t2.contents === t1.contents) return t1;
      return bottom("value");
    case "boxed_number": {
      if (t2.kind !== "boxed_number" || t1.numberKind !== t2.numberKind) return bottom("value");
      const c = meetIn(st, t1.contents, t2.contents);
      if (c === t1.contents) return t1;
      return boxedNumber(t1.numberKind, c);
    }
    case "top":
    case "bottom":
    case "alias":
      return meetIn(st, t1, t2);
    default: {
      const never: never = t1;
      return never;
    }
  }
}

/** A surviving case of a disjunction, and the environment in which it was met (if it learnt something). */
interface CaseOutcome<C> {
  readonly result: C;
  readonly env: TypingEnv | undefined;
  readonly touched: readonly Name[];
}

/** Runs `f` in a copy of the environment; undefined when the case turns out impossible. */
function inCase<C>(st: MeetState, f: (scratch: MeetState) => C | undefined): CaseOutcome<C> | undefined {
  const scratch = newState(st.env, st.shared);
  const result = f(scratch);
  if (result === undefined || scratch.env.bottom) return undefined;
  return { result, env: scratch.env === st.env ? undefined : scratch.env, touched: scratch.touched };
}

function meetBlockShapes(st: MeetState, b1: BlockShape, b2: BlockShape): BlockShape | undefined {
  if (!addExtensionIn(st, b1.extension) || !addExtensionIn(st, b2.extension)) return undefined;
  const n1 = b1.fields.length;
  const n2 = b2.fields.length;
  if (b1.shape === "full" && b2.shape === "full" && n1 !== n2) return undefined;
  if (b1.shape === "full" && b2.shape === "partial" && n2 > n1) return undefined;
  if (b2.shape === "full" && b1.shape === "partial" && n1 > n2) return undefined;
  const shape = b1.shape === "full" || b2.shape === "full" ? "full" : "partial";
  const n = shape === "full" ? (b1.shape === "full" ? n1 : n2) : Math.max(n1, n2);
  const fields: Type[] = [];
  for (let i = 0; i < n; i++) {
    const f1 = b1.fields[i];
    const f2 = b2.fields[i];
    let f: Type;
    if (f1 !== undefined && f2 !== undefined) f = meetIn(st, f1, f2);
    else f = (f1 ?? f2)!;
    if (f.kind === "bottom") return undefined;
    fields.push(f);
  }
  return { shape, fields, extension: emptyExtension };
}

function meetVariants(st: MeetState, v1: VariantType, v2: VariantType): Type {
  // Immediates: the intersection; each value's extensions are conjoined (and checked).
  let imms: "any" | CaseOutcome<ImmediateCase>[];
  if (v1.immediates === "any" && v2.immediates === "any") imms = "any";
  else {
    const lookup = (v: VariantType, n: number): ImmediateCase | undefined =>
      v.immediates === "any" ? { value: n, extension: emptyExtension } : v.immediates.find((c) => c.value === n);
    const candidates = v1.immediates === "any" ? (v2.immediates as readonly ImmediateCase[]) : v1.immediates;
    imms = [];
    for (const c of candidates) {
      const a = lookup(v1, c.value);
      const b = lookup(v2, c.value);
      if (a === undefined || b === undefined) continue;
      if (isEmptyExtension(a.extension) && isEmptyExtension(b.extension)) {
        imms.push({ result: { value: c.value, extension: emptyExtension }, env: undefined, touched: [] });
        continue;
      }
      const o = inCase(st, (s) =>
        addExtensionIn(s, a.extension) && addExtensionIn(s, b.extension) ? { value: c.value, extension: emptyExtension } : undefined,
      );
      if (o !== undefined) imms.push(o);
    }
  }
  // Blocks: tag by tag, a tag missing from one side being covered by its other-tags case.
  const tags = new Set<number>();
  for (const c of v1.blocks) tags.add(c.tag);
  for (const c of v2.blocks) tags.add(c.tag);
  const blocks: { tag: number; outcome: CaseOutcome<BlockShape> }[] = [];
  for (const tag of [...tags].sort((a, b) => a - b)) {
    const s1 = v1.blocks.find((c) => c.tag === tag)?.block ?? v1.otherTags;
    const s2 = v2.blocks.find((c) => c.tag === tag)?.block ?? v2.otherTags;
    if (s1 === undefined || s2 === undefined) continue;
    const o = inCase(st, (s) => meetBlockShapes(s, s1, s2));
    if (o !== undefined) blocks.push({ tag, outcome: o });
  }
  // Known imprecision: a tag listed on one side whose case turns out impossible is still covered
  // by the result's other-tags shape (there is no way to say "any tag but these"); this only
  // over-approximates.
  let other: CaseOutcome<BlockShape> | undefined;
  if (v1.otherTags !== undefined && v2.otherTags !== undefined) {
    const o1 = v1.otherTags;
    const o2 = v2.otherTags;
    other = inCase(st, (s) => meetBlockShapes(s, o1, o2));
  }
  const count = (imms === "any" ? 2 : imms.length) + blocks.length + (other === undefined ? 0 : 1);
  if (count === 0) return bottom("value");
  if (count === 1) {
    // One case left: what it learnt now holds unconditionally.
    const only: CaseOutcome<unknown> = imms !== "any" && imms.length === 1 ? imms[0]! : blocks.length === 1 ? blocks[0]!.outcome : other!;
    if (only.env !== undefined) {
      st.env = only.env;
      st.touched.push(...only.touched);
    }
    if (imms !== "any" && imms.length === 1) return variant([imms[0]!.result], [], undefined);
    if (blocks.length === 1) return variant([], [{ tag: blocks[0]!.tag, block: blocks[0]!.outcome.result }], undefined);
    return variant([], [], other!.result);
  }
  // Several cases: each keeps what it learnt as its extension.
  const withExtension = <C extends { extension: TypingEnvExtension }>(o: CaseOutcome<C>): C =>
    o.env === undefined ? o.result : { ...o.result, extension: extensionSince(o.env, st.env) };
  const resultBlocks: BlockCase[] = blocks.map(({ tag, outcome }) => ({ tag, block: withExtension(outcome) }));
  return variant(
    imms === "any" ? "any" : imms.map(withExtension),
    resultBlocks,
    other === undefined ? undefined : withExtension(other),
  );
}

function meetMaps<K>(st: MeetState, m1: ReadonlyMap<K, Type>, m2: ReadonlyMap<K, Type>): Map<K, Type> | undefined {
  const out = new Map<K, Type>(m1);
  for (const [k, t2] of m2) {
    const t1 = m1.get(k);
    const t = t1 === undefined ? t2 : meetIn(st, t1, t2);
    if (t.kind === "bottom") return undefined;
    out.set(k, t);
  }
  return out;
}

function meetClosures(st: MeetState, c1: ClosuresType, c2: ClosuresType): Type {
  if (c1.functionSlot !== undefined && c2.functionSlot !== undefined && c1.functionSlot !== c2.functionSlot) {
    return bottom("value");
  }
  const functions = new Map<FunctionSlot, FunctionInfo>(c1.functions);
  for (const [slot, f2] of c2.functions) {
    const f1 = functions.get(slot);
    if (f1 === undefined) functions.set(slot, f2);
    else if (f1.codeId !== f2.codeId) {
      // Two code ids for one slot: both describe the same function (e.g. before and after
      // specialisation); keep one, chosen independently of the argument order.
      functions.set(slot, f1.codeId < f2.codeId ? f1 : f2);
    } else if (f1.summary === undefined && f2.summary !== undefined) functions.set(slot, f2);
  }
  const closureTypes = meetMaps<FunctionSlot>(st, c1.closures, c2.closures);
  if (closureTypes === undefined) return bottom("value");
  const valueSlots = meetMaps<ValueSlot>(st, c1.valueSlots, c2.valueSlots);
  if (valueSlots === undefined) return bottom("value");
  return closures({ functionSlot: c1.functionSlot ?? c2.functionSlot, functions, closures: closureTypes, valueSlots });
}

// ---------------------------------------------------------------------------------------------
// Relations: after a meet, what the numbers learnt is passed on to their blocks.

function fireRelations(st: MeetState): void {
  if (st.env.relations.size === 0) return;
  const done = new Set<Name>();
  let fuel = 10000;
  for (let i = 0; i < st.touched.length && fuel > 0; i++, fuel--) {
    const n = st.touched[i]!;
    const c = canonicalOf(st.env, simpleOfName(st.env, n));
    const names = [n];
    if (c.kind !== "const") names.push(c.name, ...membersOf(st.env, c.name));
    for (const m of names) {
      if (done.has(m)) continue;
      const rels = relationsOn(st.env, m);
      if (rels.length === 0) continue;
      done.add(m);
      const known = knownIntegers(concreteTypeOf(st.env, simpleOfName(st.env, m)));
      if (known === undefined) continue;
      for (const rel of rels) {
        const subject = rel.kind === "get_tag" ? rel.block : rel.value;
        // A relation recorded on something that is not a value (a misuse) teaches nothing.
        if (subject.kind !== "const" && kindOfName(st.env, subject.name) !== "value") continue;
        const cons = relationConsequence(rel, known, concreteTypeOf(st.env, subject));
        if (cons === undefined) continue;
        const r = meetIn(st, alias(cons.subject, "value"), cons.type);
        if (r.kind === "bottom") {
          st.env = makeBottom(st.env);
          return;
        }
      }
    }
  }
}
