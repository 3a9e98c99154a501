// Join: the environment at a continuation's handler, from the environments at its uses.
//
// The uses all descend from a common ancestor (the environment where the continuation was
// defined, given by the caller). Each use is factored, through its history, into what changed
// since the ancestor; only the names that changed on some side are joined, so the cost follows
// the size of the changes, not of the environment. The continuation's parameters, which every
// use defines (with the equations binding them to that use's arguments), are defined in the
// result; the other names defined since the ancestor are out of the program's scope at the
// handler and are kept as existentials, so that types can still say `p : 0 | (=s, =t)` for a
// `t` bound in one branch.
//
// Types are joined pointwise, each side read in its own environment: an alias on one side is
// expanded there; aliases to the same element on every side are kept. Sides that are Bottom
// (unreachable uses) are ignored. A case of a variant contributed by a single side remembers
// that side's simple equations (`x : A(=y) with {cond : =1} | B(=z) with {cond : =0}`).
import type { Kind } from "../flambda/kinds.js";
import type { CodeId, FunctionSlot, Name, ValueSlot } from "../flambda/names.js";
import { equalSimples, nakedImmediate, taggedImmediate, type Simple } from "../flambda/simple.js";
import { addEquation } from "./meet.js";
import { lessOrEqual } from "./less_or_equal.js";
import { valueOfSimple } from "./provers.js";
import {
  alias,
  bottom,
  boxedNumber,
  closures,
  constantString,
  fieldKindOfTag,
  nakedNumbers,
  stringOfLength,
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
import { forEachNameIn, restrictType } from "./type_traversal.js";
import {
  bindingOf,
  canonicalOf,
  changesSince,
  concreteTypeOf,
  type Changes,
  defineExistentialRaw,
  defineSymbolRaw,
  defineVariableRaw,
  isDefined,
  isInScope,
  makeBottom,
  simpleOfName,
  storedTypeOf,
  type TypingEnv,
} from "./typing_env.js";
import { conjoinExtensions, emptyExtension, extension, type Equation } from "./typing_env_extension.js";

/** How many aliases deep a join expands differing aliases before answering ⊤ (bounds cycles). */
export const maxJoinExpansionDepth = 4;

/**
 * Beyond this many names defined or changed since the ancestor, over all the uses, a join keeps
 * only what the ancestor knew (`coarseJoin`). The benchmark programs' largest joins are far below.
 */
export const maxJoinChanges = 20_000;

/** At most this many equations are remembered on a case of a variant contributed by one side. */
const maxCaseEquations = 8;

interface Side {
  readonly env: TypingEnv;
  readonly type: Type;
}

interface JoinContext {
  /** Whether the result may mention the name. */
  readonly inScope: (n: Name) => boolean;
}

/**
 * Joins the environments `uses`, each a descendant of `ancestor`, into a descendant of
 * `ancestor` holding what holds at every use. `params` (the continuation's parameters) must be
 * defined in every use that is not Bottom; they stay in scope in the result.
 */
export function join(ancestor: TypingEnv, uses: readonly TypingEnv[], params: readonly Name[] = []): TypingEnv {
  const live = uses.filter((e) => !e.bottom);
  if (live.length === 0) return makeBottom(ancestor);
  for (const e of live) {
    for (const p of params) if (!isDefined(e, p)) throw new Error(`types: join: parameter ${p} is not defined in a use`);
  }
  // Many definitions since the ancestor, and no symbol among them: the coarse join, without
  // even walking the histories (each of N deep branches has O(N) to walk).
  if (live.length > 1) {
    let definitions = 0;
    for (const e of live) definitions += e.nextTime - ancestor.nextTime;
    if (definitions > maxJoinChanges && live.every((e) => e.symbols === ancestor.symbols)) return coarseJoin(ancestor, live, [], params);
  }
  const isParam = new Set<Name>(params);
  const changes = live.map((e) => changesSince(e, ancestor));
  if (live.length === 1) return hideLocals(live[0]!, changes[0]!.defined, isParam);
  let size = 0;
  for (const c of changes) size += c.defined.length + c.changed.length;
  if (size > maxJoinChanges) return coarseJoin(ancestor, live, changes, params);

  const definedOn = new Map<Name, number>();
  for (const c of changes) for (const n of c.defined) definedOn.set(n, (definedOn.get(n) ?? 0) + 1);
  const ctx: JoinContext = { inScope: (n) => definedOn.has(n) || isDefined(ancestor, n) };

  // The names to join: the parameters, the symbols defined since the ancestor (static, so in
  // scope at the handler), the names of the ancestor whose equations changed, and then the names
  // defined since the ancestor that the joined types mention, transitively. The other names a
  // use defined are out of the handler's scope and no type here mentions them: the result
  // leaves them out, so the cost of a join follows what its types need, not the code of the
  // branches (whose lets would otherwise all be carried, as existentials, into every handler
  // downstream).
  const toJoin: Name[] = [];
  const kept = new Set<Name>();
  const keep = (n: Name): void => {
    if (!kept.has(n)) {
      kept.add(n);
      toJoin.push(n);
    }
  };
  for (const p of params) keep(p);
  changes.forEach((c, i) => {
    for (const n of c.defined) if (bindingOf(live[i]!, n)!.isSymbol) keep(n);
    for (const n of c.changed) if (!definedOn.has(n)) keep(n);
  });
  const mentioned = (n: Name): void => {
    if (definedOn.has(n)) keep(n);
  };
  const joined: Type[] = [];
  for (let i = 0; i < toJoin.length; i++) {
    const n = toJoin[i]!;
    const sides: Side[] = [];
    for (const env of live) {
      const t = storedTypeOf(env, n);
      if (t !== undefined) sides.push({ env, type: t });
    }
    const t = joinTypes(sides, ctx, 0);
    joined.push(t);
    forEachNameIn(t, mentioned);
  }
  const defined = [...definedOn.keys()].filter((n) => kept.has(n));

  // What each side says with simple equations, for the cases of the parameters' types that only
  // that side contributes (the equations only mention names the handler can see).
  const visible: JoinContext = { inScope: (n) => isParam.has(n) || isDefined(ancestor, n) };
  const sideEquations = live.map((env) => simpleEquationsOf(env, toJoin, joined, visible));
  const withCases = joined.map((t, i) =>
    isParam.has(toJoin[i]!) ? splitImmediateCases(attachCaseExtensions(t, toJoin[i]!, live, sideEquations), toJoin[i]!, ancestor, live, changes) : t,
  );

  let result = ancestor;
  for (const n of defined) {
    const b = bindingOf(live.find((e) => isDefined(e, n))!, n)!;
    // Symbols are statically allocated: in scope everywhere, whichever branch bound them.
    if (b.isSymbol) result = defineSymbolRaw(result, n as never);
    else if (isParam.has(n)) result = defineVariableRaw(result, n as never, b.kind);
    else result = defineExistentialRaw(result, n as never, b.kind);
  }
  toJoin.forEach((n, i) => {
    const t = withCases[i]!;
    if (t.kind !== "top") result = addEquation(result, n, t);
  });
  // A parameter that every use passes equal to one name the handler sees is that name (what the
  // types joined above say of it still holds, of both).
  for (const p of params) {
    const same = commonName(p, ancestor, live, changes);
    if (same !== undefined) result = addEquation(result, p, alias(same, bindingOf(result, p)!.kind));
  }
  return result;
}

/** At most this many names, of those a use changed since the ancestor, are tried by `commonName`. */
const maxCommonNameCandidates = 32;

/**
 * A name of the ancestor, in the program's scope there, equal to parameter `p` at every use when
 * the uses pass different simples: `k 0` where the scrutinee is 0 and `k 1` where it is 1 (a
 * match returning its scrutinee's constant constructors), or `k x` and `k 0` where `x` is 0. The
 * candidates are what `p` is at the use that changed the fewest names, and those of its changed
 * names that it made equal to `p` there (latest first).
 */
function commonName(p: Name, ancestor: TypingEnv, live: readonly TypingEnv[], changes: readonly Changes[]): Simple | undefined {
  // Most parameters are passed one simple everywhere: the join has kept that alias already.
  const first = canonicalOf(live[0]!, simpleOfName(live[0]!, p));
  let same = true;
  for (let i = 1; i < live.length && same; i++) same = equalSimples(canonicalOf(live[i]!, simpleOfName(live[i]!, p)), first);
  if (same) return undefined;
  const values = live.map((env) => valueOfSimple(env, simpleOfName(env, p)));
  if (values.every((v) => equalSimples(v, values[0]!))) return undefined;
  let side = 0;
  for (let i = 1; i < live.length; i++) if (changes[i]!.changed.length < changes[side]!.changed.length) side = i;
  const kind = bindingOf(live[side]!, p)!.kind;
  // Immediates only: a float equal to a constant may be another zero.
  if (kind !== "value" && kind !== "naked_immediate") return undefined;
  const holds = (n: Name): boolean => {
    const b = bindingOf(ancestor, n);
    if (b === undefined || b.kind !== kind || !isInScope(ancestor, n)) return false;
    for (let i = 0; i < live.length; i++) {
      if (!equalSimples(valueOfSimple(live[i]!, simpleOfName(live[i]!, n)), values[i]!)) return false;
    }
    return true;
  };
  const v = values[side]!;
  if (v.kind !== "const" && holds(v.name)) return simpleOfName(ancestor, v.name);
  const changed = changes[side]!.changed;
  for (let k = changed.length - 1, tried = 0; k >= 0 && tried < maxCommonNameCandidates; k--, tried++) {
    const n = changed[k]!;
    if (equalSimples(valueOfSimple(live[side]!, simpleOfName(live[side]!, n)), v) && holds(n)) return simpleOfName(ancestor, n);
  }
  return undefined;
}

/**
 * The join of uses that changed too much since the ancestor to be joined name by name: the
 * ancestor, with the parameters and the symbols defined since (statically allocated, so in scope
 * at the handler) known as nothing more than their kinds. Sound, and bounded by the size of the
 * changes: a continuation reached from the end of many deep branches (the failure case of a
 * pattern nested 2,000 deep) made the full join quadratic in the depth (20 s for 2,400 levels).
 */
function coarseJoin(ancestor: TypingEnv, live: readonly TypingEnv[], changes: readonly Changes[], params: readonly Name[]): TypingEnv {
  let result = ancestor;
  const done = new Set<Name>();
  changes.forEach((c, i) => {
    for (const n of c.defined) {
      const b = bindingOf(live[i]!, n)!;
      if (!b.isSymbol || done.has(n)) continue;
      done.add(n);
      result = defineSymbolRaw(result, n as never);
    }
  });
  for (const p of params) result = defineVariableRaw(result, p as never, bindingOf(live[0]!, p)!.kind);
  return result;
}

/**
 * The environment of a single use, as the handler sees it: the names it defined, other than the
 * parameters, become existentials (the handler's code cannot refer to them).
 */
function hideLocals(env: TypingEnv, defined: readonly Name[], isParam: ReadonlySet<Name>): TypingEnv {
  let bindings = env.bindings;
  for (const n of defined) {
    const b = bindings.get(n);
    if (b !== undefined && !isParam.has(n) && !b.existential && !b.isSymbol) bindings = bindings.set(n, { ...b, existential: true });
  }
  return bindings === env.bindings ? env : { ...env, bindings };
}

/** Joins two types read in the same environment (e.g. to summarise several possible values). */
export function joinTypesInEnv(env: TypingEnv, t1: Type, t2: Type): Type {
  return joinTypes(
    [
      { env, type: t1 },
      { env, type: t2 },
    ],
    { inScope: (n) => isDefined(env, n) },
    0,
  );
}

function equationsOnName(sideEqs: readonly Equation[], exclude: Name): Equation[] {
  return sideEqs.filter((q) => q.name !== exclude);
}

/** `n : =s` for the names whose type on this side is an in-scope alias that the join lost. */
function simpleEquationsOf(env: TypingEnv, names: readonly Name[], joined: readonly Type[], ctx: JoinContext): Equation[] {
  const out: Equation[] = [];
  for (let i = 0; i < names.length && out.length < maxCaseEquations; i++) {
    const n = names[i]!;
    const stored = storedTypeOf(env, n);
    if (stored === undefined || stored.kind !== "alias") continue;
    const c = canonicalOf(env, stored.simple);
    if (c.kind !== "const" && !ctx.inScope(c.name)) continue;
    const j = joined[i]!;
    if (j.kind === "alias" && equalSimples(j.simple, c)) continue;
    out.push({ name: n, type: alias(c, stored.ofKind) });
  }
  return out;
}

function attachCaseExtensions(t: Type, name: Name, live: readonly TypingEnv[], sideEqs: readonly Equation[][]): Type {
  if (t.kind !== "variant") return t;
  const cases = (t.immediates === "any" ? 0 : t.immediates.length) + t.blocks.length;
  if (cases < 2 || sideEqs.every((e) => e.length === 0)) return t;
  const sideTypes = live.map((env) => concreteTypeOf(env, simpleOfName(env, name)));
  const admitsImmediate = (s: Type, v: number): boolean =>
    s.kind === "top" || (s.kind === "variant" && (s.immediates === "any" || s.immediates.some((c) => c.value === v)));
  const admitsTag = (s: Type, tag: number): boolean =>
    s.kind === "top" || (s.kind === "variant" && (s.otherTags !== undefined || s.blocks.some((c) => c.tag === tag)));
  const onlySide = (admits: (s: Type) => boolean): number => {
    let found = -1;
    for (let i = 0; i < sideTypes.length; i++) {
      if (admits(sideTypes[i]!)) {
        if (found >= 0) return -1;
        found = i;
      }
    }
    return found;
  };
  const extFor = (i: number) => (i < 0 ? emptyExtension : extension(equationsOnName(sideEqs[i]!, name)));
  const immediates: "any" | ImmediateCase[] =
    t.immediates === "any"
      ? "any"
      : t.immediates.map((c) => ({
          value: c.value,
          extension: conjoinExtensions(c.extension, extFor(onlySide((s) => admitsImmediate(s, c.value)))),
        }));
  const blocks: BlockCase[] = t.blocks.map((c) => ({
    tag: c.tag,
    block: { ...c.block, extension: conjoinExtensions(c.block.extension, extFor(onlySide((s) => admitsTag(s, c.tag)))) },
  }));
  return variant(immediates, blocks, t.otherTags);
}

/** A parameter of at most this many immediates (a boolean) has its cases given what the uses knew at each. */
const maxSplitImmediates = 2;

/** At most this many names are joined for one such case. */
const maxCaseCandidates = 32;

/**
 * Extensions on the immediates of a parameter that several uses may pass (Flambda 2 keeps
 * extensions on immediates): for each value, what holds of the names in scope at the handler
 * at every use that may pass it, once that use is known to pass it. After
 * `if x = 3 || x = 5`, the boolean joined at the handler is 1 where `x = 3` held at one use and
 * where `x = 5` did at the other: its case 1 says `x : {3, 5}`, which a branch on it learns.
 */
function splitImmediateCases(t: Type, name: Name, ancestor: TypingEnv, live: readonly TypingEnv[], changes: readonly Changes[]): Type {
  if (t.kind !== "variant" || t.immediates === "any" || t.blocks.length > 0 || t.otherTags !== undefined) return t;
  if (t.immediates.length < 2 || t.immediates.length > maxSplitImmediates || live.length < 2) return t;
  const visible: JoinContext = { inScope: (n) => isDefined(ancestor, n) };
  let split = false;
  const immediates = t.immediates.map((c) => {
    const sides: TypingEnv[] = [];
    const candidates: Name[] = [];
    const seen = new Set<Name>([name]);
    const consider = (n: Name): void => {
      if (candidates.length < maxCaseCandidates && !seen.has(n) && isDefined(ancestor, n) && !bindingOf(ancestor, n)!.existential) {
        seen.add(n);
        candidates.push(n);
      }
    };
    live.forEach((env, i) => {
      const kind = bindingOf(env, name)!.kind;
      const value = kind === "naked_immediate" ? nakedImmediate(c.value) : kind === "value" ? taggedImmediate(c.value) : undefined;
      if (value === undefined) return;
      const e = addEquation(env, name, typeOfConst(value));
      if (e.bottom) return;
      sides.push(e);
      // What passing the value taught first, then what the use learnt since the ancestor, latest first.
      for (const n of changesSince(e, env).changed) consider(n);
      const changed = changes[i]!.changed;
      for (let k = changed.length - 1; k >= 0; k--) consider(changed[k]!);
    });
    // One side only: its simple equations are already on the case (`attachCaseExtensions`).
    if (sides.length < 2) return c;
    const equations: Equation[] = [];
    for (const n of candidates) {
      if (equations.length >= maxCaseEquations) break;
      const types = sides.map((e) => storedTypeOf(e, n));
      if (types.some((x) => x === undefined)) continue;
      const j = joinTypes(
        sides.map((e, i) => ({ env: e, type: types[i]! })),
        visible,
        0,
      );
      if (j.kind === "top" || j.kind === "bottom") continue;
      // Nothing the handler's env does not know already.
      const before = storedTypeOf(ancestor, n)!;
      if (before.kind !== "alias" && lessOrEqual(ancestor, before, j)) continue;
      equations.push({ name: n, type: j });
    }
    if (equations.length === 0) return c;
    split = true;
    return { value: c.value, extension: conjoinExtensions(c.extension, extension(equations)) };
  });
  return split ? variant(immediates, [], undefined) : t;
}

// ---------------------------------------------------------------------------------------------
// Joining types, n-ary, each side in its own environment.

function joinTypes(sides: readonly Side[], ctx: JoinContext, depth: number): Type {
  const kind: Kind = sides[0]!.type.ofKind;
  const live = sides.filter((s) => s.type.kind !== "bottom");
  if (live.length === 0) return bottom(kind);
  if (live.some((s) => s.type.kind === "top")) return top(kind);
  if (live.length === 1) return restrictType(live[0]!.env, live[0]!.type, ctx.inScope, maxJoinExpansionDepth - depth);
  if (live.every((s) => s.type.kind === "alias")) {
    const kept = commonAlias(live, ctx);
    if (kept !== undefined) return alias(kept, kind);
  }
  const anyAlias = live.some((s) => s.type.kind === "alias");
  if (anyAlias && depth >= maxJoinExpansionDepth) return top(kind);
  const concrete: Side[] = live.map((s) =>
    s.type.kind === "alias" ? { env: s.env, type: concreteTypeOf(s.env, s.type.simple) } : s,
  );
  return joinConcrete(concrete, ctx, anyAlias ? depth + 1 : depth);
}

/** A simple equal to the value on every side and in the result's scope, if there is one. */
function commonAlias(sides: readonly Side[], ctx: JoinContext): Simple | undefined {
  const canon = sides.map((s) => canonicalOf(s.env, (s.type as { simple: Simple }).simple));
  const inScope = (c: Simple): boolean => c.kind === "const" || ctx.inScope(c.name);
  if (canon.every((c) => equalSimples(c, canon[0]!))) return inScope(canon[0]!) ? canon[0] : undefined;
  // The canonical element of one side may be a (non-canonical) member of the others' classes.
  for (const candidate of canon) {
    if (!inScope(candidate)) continue;
    if (sides.every((s, i) => equalSimples(canonicalOf(s.env, candidate), canon[i]!))) return candidate;
  }
  return undefined;
}

function joinConcrete(sides: readonly Side[], ctx: JoinContext, depth: number): Type {
  const first = sides[0]!.type;
  const kind = first.ofKind;
  const live = sides.filter((s) => s.type.kind !== "bottom");
  if (live.length === 0) return bottom(kind);
  if (live.some((s) => s.type.kind === "top")) return top(kind);
  const heads = new Set(live.map((s) => s.type.kind));
  if (heads.size !== 1) return top(kind);
  const t = live[0]!.type;
  switch (t.kind) {
    case "naked_numbers":
      return nakedNumbers(t.ofKind, live.flatMap((s) => (s.type.kind === "naked_numbers" ? s.type.values : [])));
    case "variant":
      return joinVariants(live as readonly { env: TypingEnv; type: VariantType }[], ctx, depth);
    case "closures":
      return joinClosures(live as readonly { env: TypingEnv; type: ClosuresType }[], ctx, depth);
    case "string": {
      const strs = live.map((s) => s.type as { length: number; contents: string | undefined });
      if (!strs.every((s) => s.length === t.length)) return top("value");
      const c = strs[0]!.contents;
      return c !== undefined && strs.every((s) => s.contents === c) ? constantString(c) : stringOfLength(t.length);
    }
    case "boxed_number": {
      const bs = live.map((s) => s.type as typeof t);
      if (!bs.every((b) => b.numberKind === t.numberKind)) return top("value");
      return boxedNumber(
        t.numberKind,
        joinTypes(
          live.map((s, i) => ({ env: s.env, type: bs[i]!.contents })),
          ctx,
          depth,
        ),
      );
    }
    case "top":
    case "bottom":
    case "alias":
      return joinTypes(live, ctx, depth);
    default: {
      const never: never = t;
      return never;
    }
  }
}

function joinShapes(tag: number | undefined, shapes: readonly { env: TypingEnv; block: BlockShape }[], ctx: JoinContext, depth: number): BlockShape {
  const allFull = shapes.every((s) => s.block.shape === "full" && s.block.fields.length === shapes[0]!.block.fields.length);
  const n = Math.min(...shapes.map((s) => s.block.fields.length));
  const fields: Type[] = [];
  for (let i = 0; i < n; i++) {
    fields.push(
      joinTypes(
        shapes.map((s) => ({ env: s.env, type: s.block.fields[i] ?? top(fieldKindOfTag(tag)) })),
        ctx,
        depth,
      ),
    );
  }
  // Trailing ⊤ fields of a partial shape say nothing.
  if (!allFull) while (fields.length > 0 && fields[fields.length - 1]!.kind === "top") fields.pop();
  return { shape: allFull ? "full" : "partial", fields, extension: emptyExtension };
}

function joinVariants(sides: readonly { env: TypingEnv; type: VariantType }[], ctx: JoinContext, depth: number): Type {
  let immediates: "any" | ImmediateCase[];
  if (sides.some((s) => s.type.immediates === "any")) immediates = "any";
  else {
    const values = new Set<number>();
    for (const s of sides) for (const c of s.type.immediates as readonly ImmediateCase[]) values.add(c.value);
    // Extensions on the cases are not joined (too costly); see attachCaseExtensions.
    immediates = [...values].sort((a, b) => a - b).map((value) => ({ value, extension: emptyExtension }));
  }
  const tags = new Set<number>();
  for (const s of sides) for (const c of s.type.blocks) tags.add(c.tag);
  const blocks: BlockCase[] = [];
  for (const tag of [...tags].sort((a, b) => a - b)) {
    const shapes: { env: TypingEnv; block: BlockShape }[] = [];
    for (const s of sides) {
      const b = s.type.blocks.find((c) => c.tag === tag)?.block ?? s.type.otherTags;
      if (b !== undefined) shapes.push({ env: s.env, block: b });
    }
    blocks.push({ tag, block: joinShapes(tag, shapes, ctx, depth) });
  }
  const others = sides.flatMap((s) => (s.type.otherTags === undefined ? [] : [{ env: s.env, block: s.type.otherTags }]));
  const otherTags = others.length === 0 ? undefined : joinShapes(undefined, others, ctx, depth);
  return variant(immediates, blocks, otherTags);
}

function joinClosures(sides: readonly { env: TypingEnv; type: ClosuresType }[], ctx: JoinContext, depth: number): Type {
  const first = sides[0]!.type;
  const functionSlot = sides.every((s) => s.type.functionSlot === first.functionSlot) ? first.functionSlot : undefined;
  const functions = new Map<FunctionSlot, FunctionInfo>();
  for (const [slot, f] of first.functions) {
    const infos = sides.map((s) => s.type.functions.get(slot));
    if (!infos.every((g) => g !== undefined && g.codeId === f.codeId)) continue;
    const summary = infos.every((g) => g!.summary === f.summary) ? f.summary : undefined;
    functions.set(slot, { codeId: f.codeId as CodeId, summary });
  }
  const joinMap = <K>(get: (c: ClosuresType) => ReadonlyMap<K, Type>): Map<K, Type> => {
    const out = new Map<K, Type>();
    for (const [k] of get(first)) {
      const ts = sides.map((s) => get(s.type).get(k));
      if (ts.some((t) => t === undefined)) continue;
      const j = joinTypes(
        sides.map((s, i) => ({ env: s.env, type: ts[i]! })),
        ctx,
        depth,
      );
      if (j.kind !== "top") out.set(k, j);
    }
    return out;
  };
  return closures({
    functionSlot,
    functions,
    closures: joinMap<FunctionSlot>((c) => c.closures),
    valueSlots: joinMap<ValueSlot>((c) => c.valueSlots),
  });
}
