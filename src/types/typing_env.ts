// The typing environment: for every name in scope its kind, its binding time and its type, plus
// the alias classes, as in Flambda 2.
//
// Aliases form equivalence classes (a union-find that is kept fully compressed): each class has
// one canonical element, a constant when the class holds one, otherwise its oldest name (symbols
// before variables, as they are in scope everywhere). Only the canonical element carries a
// concrete type; every other member's type is the alias `=canonical`, so finding the canonical
// element of a name is one lookup. Merging two classes re-points the members of the demoted one.
//
// The environment also keeps its history: the list of names defined and equations added, newest
// first, shared with the environments it was made from. An environment made from an ancestor
// can thus be factored into "the ancestor plus what changed since" at a cost proportional to
// what changed (joins, case extensions and function summaries rely on this).
//
// This file holds the data and its raw updates; meet.ts builds the lattice operations on them.
import type { Kind } from "../flambda/kinds.js";
import type { Name, Symbol, Variable } from "../flambda/names.js";
import { kindOfConst, type Simple } from "../flambda/simple.js";
import { PersistentMap } from "./persistent_map.js";
import type { Relation } from "./relations.js";
import { alias, top, typeOfConst, type Type } from "./type_grammar.js";
import { extension, type Equation, type Existential, type TypingEnvExtension } from "./typing_env_extension.js";

export interface Binding {
  readonly kind: Kind;
  /** When the name was defined: a counter, increasing along every path of the environment's history. */
  readonly time: number;
  readonly isSymbol: boolean;
  /** Bound by an extension (or a join) for the types' sake; the program cannot refer to it. */
  readonly existential: boolean;
  /** `=canonical` for a non-canonical member of an alias class, a concrete type otherwise. */
  readonly type: Type;
}

export type HistoryEvent =
  | { readonly kind: "define"; readonly name: Name }
  | { readonly kind: "equation"; readonly name: Name };

export interface HistoryNode {
  readonly event: HistoryEvent;
  readonly previous: HistoryNode | undefined;
}

export interface TypingEnv {
  readonly bindings: PersistentMap<Name, Binding>;
  /** For each canonical name of a class with other members: those members. */
  readonly members: PersistentMap<Name, PersistentMap<Name, true>>;
  /** Relations recorded on numbers (`t = get_tag x`), keyed by the number's name. */
  readonly relations: PersistentMap<Name, readonly Relation[]>;
  readonly history: HistoryNode | undefined;
  readonly nextTime: number;
  /** Variables defined before this time are out of the program's scope (we are inside a closed function body). */
  readonly scopeStart: number;
  /** The constraints are contradictory: the code this environment describes is unreachable. */
  readonly bottom: boolean;
  /** How many symbols have been defined (so that a join can tell, without walking the history, that none was since its ancestor). */
  readonly symbols: number;
  /**
   * Common subexpressions (`cse.ts`): the text of a pure primitive applied to canonical
   * arguments, and the variable bound to its result. A handler's environment starts from the
   * one where its continuation was defined, so it keeps only what was computed before.
   */
  readonly cse: PersistentMap<string, Variable>;
  /** The entries of `cse`, newest first, with what each depends on (`cse.ts`: a join looks at those made since its ancestor). */
  readonly cseLog: CseLogNode | undefined;
}

/** One entry recorded in `TypingEnv.cse`: its key, its result and the simples its primitive reads. */
export interface CseLogNode {
  readonly key: string;
  readonly result: Variable;
  readonly reads: readonly Simple[];
  readonly previous: CseLogNode | undefined;
}

export function createEnv(): TypingEnv {
  return {
    bindings: PersistentMap.empty(),
    members: PersistentMap.empty(),
    relations: PersistentMap.empty(),
    history: undefined,
    nextTime: 0,
    scopeStart: 0,
    bottom: false,
    symbols: 0,
    cse: PersistentMap.empty(),
    cseLog: undefined,
  };
}

/** The same environment, marked unreachable. */
export function makeBottom(env: TypingEnv): TypingEnv {
  return env.bottom ? env : { ...env, bottom: true };
}

export function isBottomEnv(env: TypingEnv): boolean {
  return env.bottom;
}

function record(env: TypingEnv, event: HistoryEvent): HistoryNode {
  return { event, previous: env.history };
}

function defineName(env: TypingEnv, name: Name, kind: Kind, isSymbol: boolean, existential: boolean, type: Type): TypingEnv {
  if (type.ofKind !== kind) throw new Error(`types: ${name} of kind ${kind} given a type of kind ${type.ofKind}`);
  const binding: Binding = { kind, time: env.nextTime, isSymbol, existential, type };
  const bindings = env.bindings.add(name, binding);
  if (bindings === undefined) throw new Error(`types: ${name} is already defined`);
  return {
    bindings,
    members: env.members,
    relations: env.relations,
    history: record(env, { kind: "define", name }),
    nextTime: env.nextTime + 1,
    scopeStart: env.scopeStart,
    bottom: env.bottom,
    symbols: isSymbol ? env.symbols + 1 : env.symbols,
    cse: env.cse,
    cseLog: env.cseLog,
  };
}

/** Binds a variable (⊤ unless a type is given). The type must not be an alias: use addEquation for those. */
export function defineVariableRaw(env: TypingEnv, name: Variable, kind: Kind, type: Type = top(kind)): TypingEnv {
  return defineName(env, name, kind, false, false, type);
}

export function defineSymbolRaw(env: TypingEnv, name: Symbol, type: Type = top("value")): TypingEnv {
  return defineName(env, name, "value", true, false, type);
}

export function defineExistentialRaw(env: TypingEnv, name: Variable, kind: Kind): TypingEnv {
  return defineName(env, name, kind, false, true, top(kind));
}

export function bindingOf(env: TypingEnv, name: Name): Binding | undefined {
  return env.bindings.get(name);
}

export function isDefined(env: TypingEnv, name: Name): boolean {
  return env.bindings.has(name);
}

/**
 * Whether the program may refer to the name here: defined, not existential, and not a variable
 * of an enclosing function (closures are closed; they reach outer values through value slots).
 */
export function isInScope(env: TypingEnv, name: Name): boolean {
  const b = env.bindings.get(name);
  if (b === undefined || b.existential) return false;
  return b.isSymbol || b.time >= env.scopeStart;
}

export function isSimpleInScope(env: TypingEnv, s: Simple): boolean {
  return s.kind === "const" || isInScope(env, s.name);
}

/**
 * Enters the body of a function: the variables bound so far stay in the environment (types may
 * still mention them, as existentials) but are no longer in the program's scope. Cheap: a lock.
 */
export function enterClosedScope(env: TypingEnv): TypingEnv {
  return { ...env, scopeStart: env.nextTime };
}

/** The canonical element of the simple's class (the simple itself for constants and unknown names). */
export function canonicalOf(env: TypingEnv, s: Simple): Simple {
  if (s.kind === "const") return s;
  const b = env.bindings.get(s.name);
  if (b === undefined) return s;
  return b.type.kind === "alias" ? b.type.simple : s;
}

/** The simple that stands for a name: a symbol or a variable, as it was bound. */
export function simpleOfName(env: TypingEnv, name: Name): Simple {
  return env.bindings.get(name)?.isSymbol === true
    ? { kind: "symbol", name: name as Symbol }
    : { kind: "var", name: name as Variable };
}

/** The kind of the values a simple denotes, when known. */
export function kindOfName(env: TypingEnv, name: Name): Kind | undefined {
  return env.bindings.get(name)?.kind;
}

/** The concrete type of a simple's class: never an alias (⊤ for unknown names). */
export function concreteTypeOf(env: TypingEnv, s: Simple): Type {
  // canonicalOf's walk, inlined: one lookup for a canonical name, two for an alias.
  if (s.kind === "const") return typeOfConst(s.value);
  const b = env.bindings.get(s.name);
  if (b === undefined) return top("value");
  const t = b.type;
  if (t.kind !== "alias") return t;
  const c = t.simple;
  if (c.kind === "const") return typeOfConst(c.value);
  const cb = env.bindings.get(c.name);
  return cb === undefined ? top("value") : cb.type;
}

/** The type stored for a name: `=canonical` or a concrete type. */
export function storedTypeOf(env: TypingEnv, name: Name): Type | undefined {
  return env.bindings.get(name)?.type;
}

/** Whether `a` should be canonical rather than `b` (both names, both defined). */
export function isOlder(env: TypingEnv, a: Name, b: Name): boolean {
  const x = env.bindings.get(a)!;
  const y = env.bindings.get(b)!;
  if (x.isSymbol !== y.isSymbol) return x.isSymbol;
  return x.time < y.time;
}

/** Replaces the concrete type of a canonical name (recorded in the history). */
export function setCanonicalTypeRaw(env: TypingEnv, name: Name, type: Type): TypingEnv {
  const b = env.bindings.get(name);
  if (b === undefined || b.type === type) return env;
  const binding: Binding = { kind: b.kind, time: b.time, isSymbol: b.isSymbol, existential: b.existential, type };
  return {
    bindings: env.bindings.set(name, binding),
    members: env.members,
    relations: env.relations,
    history: record(env, { kind: "equation", name }),
    nextTime: env.nextTime,
    scopeStart: env.scopeStart,
    bottom: env.bottom,
    symbols: env.symbols,
    cse: env.cse,
    cseLog: env.cseLog,
  };
}

/** The other members of a canonical name's class. */
export function membersOf(env: TypingEnv, canonical: Name): Name[] {
  return env.members.get(canonical)?.keys() ?? [];
}

/**
 * Makes `demoted` (a canonical name) and its class members aliases of `keep` (a canonical name
 * or a constant). The caller has already stored the merged concrete type on `keep`.
 */
export function mergeClassesRaw(env: TypingEnv, keep: Simple, demoted: Name): TypingEnv {
  const b = env.bindings.get(demoted);
  if (b === undefined) return env;
  const oldMembers = env.members.get(demoted);
  let bindings = env.bindings.set(demoted, { ...b, type: alias(keep, b.kind) });
  let members = env.members.remove(demoted);
  let keepMembers = keep.kind === "const" ? undefined : (members.get(keep.name) ?? PersistentMap.empty<Name, true>());
  if (keepMembers !== undefined) keepMembers = keepMembers.set(demoted, true);
  if (oldMembers !== undefined) {
    oldMembers.forEach((_t, m) => {
      const mb = bindings.get(m);
      if (mb !== undefined) bindings = bindings.set(m, { ...mb, type: alias(keep, mb.kind) });
      if (keepMembers !== undefined) keepMembers = keepMembers.set(m, true);
    });
  }
  if (keep.kind !== "const" && keepMembers !== undefined) members = members.set(keep.name, keepMembers);
  return { ...env, bindings, members, history: record(env, { kind: "equation", name: demoted }) };
}

/**
 * Binds a variable (⊤ until now, so alone in its class and newer than every other name) as a
 * member of the class of `keep` (a canonical name or a constant): one update of each table, the
 * binding stored with its alias type at once. The history records the definition only: the
 * equation of a name defined since an ancestor is part of its definition (`changesSince`).
 */
export function defineInClassRaw(env: TypingEnv, name: Variable, kind: Kind, keep: Simple): TypingEnv {
  const binding: Binding = { kind, time: env.nextTime, isSymbol: false, existential: false, type: alias(keep, kind) };
  const bindings = env.bindings.add(name, binding);
  if (bindings === undefined) throw new Error(`types: ${name} is already defined`);
  let members = env.members;
  if (keep.kind !== "const") {
    members = members.set(keep.name, (members.get(keep.name) ?? PersistentMap.empty<Name, true>()).set(name, true));
  }
  return {
    bindings,
    members,
    relations: env.relations,
    history: record(env, { kind: "define", name }),
    nextTime: env.nextTime + 1,
    scopeStart: env.scopeStart,
    bottom: env.bottom,
    symbols: env.symbols,
    cse: env.cse,
    cseLog: env.cseLog,
  };
}

export function addRelationRaw(env: TypingEnv, on: Name, relation: Relation): TypingEnv {
  const existing = env.relations.get(on) ?? [];
  return { ...env, relations: env.relations.set(on, [...existing, relation]) };
}

export function relationsOn(env: TypingEnv, name: Name): readonly Relation[] {
  return env.relations.get(name) ?? [];
}

/** What changed since `ancestor`, as names defined (oldest first) and names whose equation changed. */
export interface Changes {
  readonly defined: readonly Name[];
  readonly changed: readonly Name[];
}

/**
 * Walks the history back to the ancestor. Costs the number of events since the ancestor, not
 * the size of the environment. Throws if `ancestor` is not an ancestor of `env`.
 */
export function changesSince(env: TypingEnv, ancestor: TypingEnv): Changes {
  const defined: Name[] = [];
  const changed: Name[] = [];
  // Made on the first equation: most spans since an ancestor (a join's uses) define only.
  let seen: Set<Name> | undefined;
  let node = env.history;
  while (node !== ancestor.history) {
    if (node === undefined) throw new Error("types: the environment does not descend from the given ancestor");
    const e = node.event;
    switch (e.kind) {
      case "define":
        defined.push(e.name);
        break;
      case "equation":
        seen ??= new Set<Name>();
        if (!seen.has(e.name)) {
          seen.add(e.name);
          changed.push(e.name);
        }
        break;
      default: {
        const never: never = e;
        return never;
      }
    }
    node = node.previous;
  }
  defined.reverse();
  if (changed.length === 0) return { defined, changed };
  changed.reverse();
  const definedSet = new Set<Name>(defined);
  return { defined, changed: changed.filter((n) => !definedSet.has(n)) };
}

/**
 * The extension that turns `ancestor` into `env`: the names defined since, as existentials, and
 * an equation for every name whose type changed (its type as stored in `env`).
 */
export function extensionSince(env: TypingEnv, ancestor: TypingEnv): TypingEnvExtension {
  const { defined, changed } = changesSince(env, ancestor);
  const existentials: Existential[] = [];
  const equations: Equation[] = [];
  for (const name of defined) {
    const b = env.bindings.get(name)!;
    existentials.push({ name: name as Variable, kind: b.kind });
    if (b.type.kind !== "top") equations.push({ name, type: b.type });
  }
  for (const name of changed) {
    const b = env.bindings.get(name);
    if (b !== undefined) equations.push({ name, type: b.type });
  }
  return extension(equations, existentials);
}

/** All bound names, oldest first. */
export function namesInOrder(env: TypingEnv): Name[] {
  return env.bindings
    .entries()
    .sort((a, b) => a[1].time - b[1].time)
    .map(([n]) => n);
}

/** The kind of a simple: a constant's own, a name's as bound (a value when the name is unknown). */
export function kindOfSimple(env: TypingEnv, s: Simple): Kind {
  return s.kind === "const" ? kindOfConst(s.value) : (env.bindings.get(s.name)?.kind ?? "value");
}
