// Rewriting the names a type mentions: renaming (instantiating a summary at a call) and
// restricting to a scope (a type that leaves the scope of some names must not mention them:
// aliases to them are replaced by what they stand for, up to a depth, then by ⊤).
import type { Name } from "../flambda/names.js";
import type { Simple } from "../flambda/simple.js";
import {
  alias,
  boxedNumber,
  closures,
  top,
  variant,
  type BlockShape,
  type Type,
} from "./type_grammar.js";
import { canonicalOf, concreteTypeOf, isDefined, membersOf, simpleOfName, type TypingEnv } from "./typing_env.js";
import {
  conjoinExtensions,
  emptyExtension,
  extension,
  isEmptyExtension,
  type Equation,
  type TypingEnvExtension,
} from "./typing_env_extension.js";

export interface TypeMapper {
  readonly type: (t: Type) => Type;
  readonly extension: (e: TypingEnvExtension) => TypingEnvExtension;
}

/** Applies `m` to the immediate sub-terms of `t` (fields, slots, contents, case extensions). */
export function mapChildren(t: Type, m: TypeMapper): Type {
  switch (t.kind) {
    case "top":
    case "bottom":
    case "alias":
    case "naked_numbers":
    case "string":
      return t;
    case "variant": {
      const shape = (b: BlockShape): BlockShape => ({ shape: b.shape, fields: b.fields.map(m.type), extension: m.extension(b.extension) });
      return variant(
        t.immediates === "any" ? "any" : t.immediates.map((c) => ({ value: c.value, extension: m.extension(c.extension) })),
        t.blocks.map((c) => ({ tag: c.tag, block: shape(c.block) })),
        t.otherTags === undefined ? undefined : shape(t.otherTags),
      );
    }
    case "closures":
      return closures({
        functionSlot: t.functionSlot,
        functions: t.functions,
        closures: new Map([...t.closures].map(([k, v]) => [k, m.type(v)])),
        valueSlots: new Map([...t.valueSlots].map(([k, v]) => [k, m.type(v)])),
      });
    case "boxed_number":
      return boxedNumber(t.numberKind, m.type(t.contents));
    default: {
      const never: never = t;
      return never;
    }
  }
}

/**
 * Calls `f` on every name the type mentions: aliases, and in extensions the names constrained and
 * those their types mention (an extension's own existentials included). Reads only, allocates nothing.
 */
export function forEachNameIn(t: Type, f: (n: Name) => void): void {
  switch (t.kind) {
    case "top":
    case "bottom":
    case "naked_numbers":
    case "string":
      return;
    case "alias":
      if (t.simple.kind !== "const") f(t.simple.name);
      return;
    case "variant":
      if (t.immediates !== "any") for (const c of t.immediates) forEachNameInExtension(c.extension, f);
      for (const c of t.blocks) forEachNameInShape(c.block, f);
      if (t.otherTags !== undefined) forEachNameInShape(t.otherTags, f);
      return;
    case "closures":
      for (const c of t.closures.values()) forEachNameIn(c, f);
      for (const v of t.valueSlots.values()) forEachNameIn(v, f);
      return;
    case "boxed_number":
      forEachNameIn(t.contents, f);
      return;
    default: {
      const never: never = t;
      return never;
    }
  }
}

function forEachNameInShape(b: BlockShape, f: (n: Name) => void): void {
  for (const x of b.fields) forEachNameIn(x, f);
  forEachNameInExtension(b.extension, f);
}

function forEachNameInExtension(e: TypingEnvExtension, f: (n: Name) => void): void {
  for (const q of e.equations) {
    f(q.name);
    forEachNameIn(q.type, f);
  }
}

/** Replaces names by simples everywhere in the type (aliases and extension equations). */
export function renameType(t: Type, subst: ReadonlyMap<Name, Simple>): Type {
  if (subst.size === 0) return t;
  if (t.kind === "alias") {
    if (t.simple.kind === "const") return t;
    const s = subst.get(t.simple.name);
    return s === undefined ? t : alias(s, t.ofKind);
  }
  return mapChildren(t, { type: (x) => renameType(x, subst), extension: (e) => renameExtension(e, subst) });
}

export function renameExtension(e: TypingEnvExtension, subst: ReadonlyMap<Name, Simple>): TypingEnvExtension {
  if (subst.size === 0) return e;
  const equations: Equation[] = [];
  for (const q of e.equations) {
    const s = subst.get(q.name);
    const type = renameType(q.type, subst);
    if (s === undefined) equations.push({ name: q.name, type });
    else if (s.kind !== "const") equations.push({ name: s.name, type });
    // An equation on a name replaced by a constant would only check consistency; it is dropped.
  }
  const existentials = e.existentials.flatMap((x) => {
    const s = subst.get(x.name);
    if (s === undefined) return [x];
    return s.kind === "var" ? [{ name: s.name, kind: x.kind }] : [];
  });
  return extension(equations, existentials);
}

/** How many aliases to names out of scope are expanded, one inside the other, before giving up (⊤). */
export const defaultExpansionDepth = 3;

/**
 * The type `t` (read in `env`) rewritten to mention only names for which `inScope` holds: an
 * alias to a name out of scope becomes an alias to an in-scope member of its class if there is
 * one, otherwise the class's concrete type (itself restricted, `depth` levels deep).
 */
export function restrictType(env: TypingEnv, t: Type, inScope: (n: Name) => boolean, depth: number = defaultExpansionDepth): Type {
  if (t.kind === "alias") {
    const s = t.simple;
    if (s.kind === "const") return t;
    const c = canonicalOf(env, s);
    if (c.kind === "const") return alias(c, t.ofKind);
    if (inScope(c.name)) return alias(c, t.ofKind);
    if (inScope(s.name)) return t;
    if (isDefined(env, c.name)) {
      for (const m of membersOf(env, c.name)) if (inScope(m)) return alias(simpleOfName(env, m), t.ofKind);
    }
    if (depth <= 0) return top(t.ofKind);
    return restrictType(env, concreteTypeOf(env, c), inScope, depth - 1);
  }
  // The other closures of a set are kept only as aliases in scope, never expanded: each is a set
  // as large again, and a set of n functions expanded k levels deep is n^k types (270 mutually
  // recursive functions took minutes to summarise).
  if (t.kind === "closures") {
    return closures({
      functionSlot: t.functionSlot,
      functions: t.functions,
      closures: new Map([...t.closures].map(([k, v]) => [k, restrictType(env, v, inScope, 0)])),
      valueSlots: new Map([...t.valueSlots].map(([k, v]) => [k, restrictType(env, v, inScope, depth)])),
    });
  }
  return mapChildren(t, {
    type: (x) => restrictType(env, x, inScope, depth),
    extension: (e) => restrictExtension(env, e, inScope, depth),
  });
}

export function restrictExtension(env: TypingEnv, e: TypingEnvExtension, inScope: (n: Name) => boolean, depth: number): TypingEnvExtension {
  // The extension's own existentials stay in scope inside it.
  const own = new Set<Name>(e.existentials.map((x) => x.name));
  const scope = own.size === 0 ? inScope : (n: Name) => own.has(n) || inScope(n);
  const equations: Equation[] = [];
  for (const q of e.equations) {
    if (!scope(q.name)) continue;
    equations.push({ name: q.name, type: restrictType(env, q.type, scope, depth) });
  }
  return extension(equations, e.existentials);
}

/**
 * The type `t`, read in `inner`, rewritten for an environment `outer` that `inner` was made
 * from (e.g. leaving a function body, or a branch): names `outer` does not bind are expanded away.
 */
export function restrictToEnv(inner: TypingEnv, t: Type, outer: TypingEnv, depth: number = defaultExpansionDepth): Type {
  return restrictType(inner, t, (n) => isDefined(outer, n), depth);
}

/** Whether a closure's slots hold a type that may carry an extension (only variants and closures can). */
function mayCarryExtension(types: ReadonlyMap<unknown, Type>): boolean {
  for (const t of types.values()) if (t.kind === "variant" || t.kind === "closures") return true;
  return false;
}

/**
 * The extensions a type carries on cases that are certain: a variant with a single case holds
 * that case's extension unconditionally (and so do the single-case fields of its block, and the
 * slots of a closure). Returns the type without them, and their conjunction. The environment
 * lifts them when it stores a type on a name, so that what is certain is never left latent.
 */
export function extractCertainExtension(t: Type): { type: Type; extension: TypingEnvExtension } {
  return surelyNoCertainExtension(t) ? { type: t, extension: emptyExtension } : extractLifting(t);
}

/** Whether extracting would certainly give back the type itself and no extension (checked without allocating). */
function surelyNoCertainExtension(t: Type): boolean {
  switch (t.kind) {
    case "variant": {
      const imms = t.immediates === "any" ? 2 : t.immediates.length;
      const cases = imms + t.blocks.length + (t.otherTags === undefined ? 0 : 1);
      if (cases !== 1) return true;
      if (t.immediates !== "any" && t.immediates.length === 1) return isEmptyExtension(t.immediates[0]!.extension);
      const shape = t.blocks.length === 1 ? t.blocks[0]!.block : t.otherTags!;
      if (!isEmptyExtension(shape.extension)) return false;
      for (const f of shape.fields) if (f.kind === "variant" || f.kind === "closures") return false;
      return true;
    }
    case "closures":
      return !mayCarryExtension(t.closures) && !mayCarryExtension(t.valueSlots);
    case "top":
    case "bottom":
    case "alias":
    case "naked_numbers":
    case "string":
    case "boxed_number":
      return true;
    default: {
      const never: never = t;
      return never;
    }
  }
}

/** Whether the type carries an extension on a certain case (what `extractCertainExtension` would lift or rewrite). */
export function hasCertainExtension(t: Type): boolean {
  if (surelyNoCertainExtension(t)) return false;
  const r = extractLifting(t);
  return r.type !== t || !isEmptyExtension(r.extension);
}

function extractLifting(t: Type): { type: Type; extension: TypingEnvExtension } {
  let lifted: TypingEnvExtension = emptyExtension;
  const strip = (x: Type): Type => {
    const r = extractCertainExtension(x);
    lifted = conjoinExtensions(lifted, r.extension);
    return r.type;
  };
  switch (t.kind) {
    case "variant": {
      const imms = t.immediates === "any" ? 2 : t.immediates.length;
      const cases = imms + t.blocks.length + (t.otherTags === undefined ? 0 : 1);
      if (cases !== 1) return { type: t, extension: emptyExtension };
      if (t.immediates !== "any" && t.immediates.length === 1) {
        const c = t.immediates[0]!;
        if (isEmptyExtension(c.extension)) return { type: t, extension: emptyExtension };
        return { type: variant([{ value: c.value, extension: emptyExtension }], [], undefined), extension: c.extension };
      }
      const shape = t.blocks.length === 1 ? t.blocks[0]!.block : t.otherTags!;
      lifted = shape.extension;
      // Only variants and closures can carry extensions; most fields are aliases.
      const fields = shape.fields.some((f) => f.kind === "variant" || f.kind === "closures") ? shape.fields.map(strip) : shape.fields;
      if (isEmptyExtension(lifted)) return { type: t, extension: emptyExtension };
      const block: BlockShape = { shape: shape.shape, fields, extension: emptyExtension };
      const type = t.blocks.length === 1 ? variant([], [{ tag: t.blocks[0]!.tag, block }], undefined) : variant([], [], block);
      return { type, extension: lifted };
    }
    case "closures": {
      // Only variants and closures can carry extensions: most closures have none to lift.
      if (!mayCarryExtension(t.closures) && !mayCarryExtension(t.valueSlots)) return { type: t, extension: emptyExtension };
      const type = mapChildren(t, { type: strip, extension: (e) => e });
      return isEmptyExtension(lifted) ? { type: t, extension: emptyExtension } : { type, extension: lifted };
    }
    case "top":
    case "bottom":
    case "alias":
    case "naked_numbers":
    case "string":
    case "boxed_number":
      return { type: t, extension: emptyExtension };
    default: {
      const never: never = t;
      return never;
    }
  }
}
