// Unification by levels (OCaml's Ctype): fresh variables, instantiation of generic types,
// generalisation, the relaxed value restriction, expansion of abbreviations, and unification
// with an occurs check. A failed unification throws a `UnifyError` carrying the trace of the
// mismatching pairs, from the outermost to the innermost, for OCaml's error messages.
import type { Env } from "./env.js";
import { absentField, compareTags, forEachRowChild, makeField, mapRow, rowFieldRepr, rowFixed, rowRepr, setRowField } from "./row.js";
import { GENERIC_LEVEL, link, newType, pathName, pathScope, repr, sameLabel, samePath, type Path, type Row, type RowEntry, type RowField, type Type, type TypeDecl, type TypeDesc } from "./types.js";

// The current binding level. Mutable global state of the typer, reset for each unit.
let currentLevel = 0;

export function getLevel(): number {
  return currentLevel;
}

export function resetLevel(): void {
  currentLevel = 0;
}

export function setLevel(level: number): void {
  currentLevel = level;
}

export function beginDef(): void {
  currentLevel++;
}

export function endDef(): void {
  currentLevel--;
}

/** The description of every variable without a name (descriptions are immutable). */
const anonymousVar: TypeDesc = { kind: "Var", name: undefined };

export function newVar(name?: string): Type {
  return newType(name === undefined ? anonymousVar : { kind: "Var", name }, currentLevel);
}

export function newGenericVar(name?: string): Type {
  return newType({ kind: "Var", name }, GENERIC_LEVEL);
}

export function newTy(desc: Type["desc"]): Type {
  return newType(desc, currentLevel);
}

// ---------------------------------------------------------------------------------------------
// Instantiation

/** Copies the generic part of types into fresh nodes at the current level; one map for all. */
export class Instantiator {
  // The copies made so far, by the id of their original. Most instances copy a few nodes: the
  // first four are kept in fields (an instance then allocates nothing but its copies), the next
  // ones in short lists searched linearly, and a Map is made past a dozen entries.
  private count = 0;
  private id0 = -1;
  private id1 = -1;
  private id2 = -1;
  private id3 = -1;
  private copy0: Type | undefined = undefined;
  private copy1: Type | undefined = undefined;
  private copy2: Type | undefined = undefined;
  private copy3: Type | undefined = undefined;
  private ids: number[] | undefined = undefined;
  private copies: Type[] | undefined = undefined;
  private memoMap: Map<number, Type> | undefined = undefined;
  /** The copies of variant types, by the id of their row variable (rows sharing it share the copy). */
  private rows: Map<number, Type> | undefined = undefined;
  constructor(private readonly level = currentLevel) {}

  private remember(id: number, t: Type): void {
    // A node is remembered again only by `bind` (a later binding wins) or by `copy` of a node
    // it had not met: an id seen before is overwritten in place.
    if (id === this.id0) this.copy0 = t;
    else if (id === this.id1) this.copy1 = t;
    else if (id === this.id2) this.copy2 = t;
    else if (id === this.id3) this.copy3 = t;
    else if (this.count < 4) {
      switch (this.count) {
        case 0:
          this.id0 = id;
          this.copy0 = t;
          break;
        case 1:
          this.id1 = id;
          this.copy1 = t;
          break;
        case 2:
          this.id2 = id;
          this.copy2 = t;
          break;
        default:
          this.id3 = id;
          this.copy3 = t;
          break;
      }
      this.count++;
    } else if (this.memoMap) this.memoMap.set(id, t);
    else {
      if (!this.ids) {
        this.ids = [];
        this.copies = [];
      }
      const i = this.ids.indexOf(id);
      if (i >= 0) this.copies![i] = t;
      else if (this.ids.length < 8) {
        this.ids.push(id);
        this.copies!.push(t);
      } else {
        this.memoMap = new Map();
        for (let k = 0; k < this.ids.length; k++) this.memoMap.set(this.ids[k]!, this.copies![k]!);
        this.memoMap.set(id, t);
      }
    }
  }

  private recall(id: number): Type | undefined {
    if (id === this.id0) return this.copy0;
    if (id === this.id1) return this.copy1;
    if (id === this.id2) return this.copy2;
    if (id === this.id3) return this.copy3;
    if (this.memoMap) return this.memoMap.get(id);
    if (!this.ids) return undefined;
    const i = this.ids.indexOf(id);
    return i >= 0 ? this.copies![i] : undefined;
  }

  bind(from: Type, to: Type): void {
    this.remember(repr(from).id, to);
  }

  copy(t0: Type): Type {
    const t = repr(t0);
    if (t.level !== GENERIC_LEVEL) return t;
    const m = this.recall(t.id);
    if (m) return m;
    const d = t.desc;
    let r: Type;
    switch (d.kind) {
      case "Var":
        // Instances forget the names written in annotations, as OCaml's do.
        r = newType(anonymousVar, this.level);
        break;
      case "Univar":
        r = newType({ kind: "Univar", name: d.name }, this.level);
        break;
      case "Link":
        throw new Error("unreachable: link after repr");
      case "Arrow": {
        const node = newType({ kind: "Var", name: undefined }, this.level);
        this.remember(t.id, node);
        node.desc = { kind: "Arrow", label: d.label, arg: this.copy(d.arg), result: this.copy(d.result) };
        return node;
      }
      case "Tuple":
        r = newType({ kind: "Tuple", items: this.copyAll(d.items) }, this.level);
        break;
      case "Constr": {
        if (d.args.length === 0) {
          r = newType({ kind: "Constr", path: d.path, args: d.args }, this.level);
          break;
        }
        // Registered first: an abbreviation of a variant type may be recursive (`'a t as 'a`).
        const node = newType(anonymousVar, this.level);
        this.remember(t.id, node);
        node.desc = { kind: "Constr", path: d.path, args: this.copyAll(d.args) };
        return node;
      }
      case "Poly": {
        // Bound variables of a Poly stay generic univars shared with the copy.
        const vars = d.vars.map((v) => {
          const nv = newType({ kind: "Univar", name: (repr(v).desc as { name?: string }).name }, this.level);
          this.remember(repr(v).id, nv);
          return nv;
        });
        r = newType({ kind: "Poly", body: this.copy(d.body), vars }, this.level);
        break;
      }
      case "Package":
        r = newType({ kind: "Package", path: d.path, names: d.names, types: d.types.map((x) => this.copy(x)) }, this.level);
        break;
      case "Variant": {
        const row = rowRepr(d.row);
        const more = repr(row.more);
        const prev = this.rows?.get(more.id);
        if (prev) {
          this.remember(t.id, prev);
          return prev;
        }
        // Registered first: a variant type may be recursive through its fields.
        const node = newType(anonymousVar, this.level);
        this.remember(t.id, node);
        (this.rows ??= new Map()).set(more.id, node);
        const keep = more.level !== GENERIC_LEVEL;
        const more2 = keep ? more : this.copy(more);
        node.desc = { kind: "Variant", row: mapRow(row, (x) => this.copy(x), more2, keep) };
        return node;
      }
    }
    this.remember(t.id, r);
    return r;
  }

  private copyAll(ts: readonly Type[]): Type[] {
    const out = new Array<Type>(ts.length);
    for (let i = 0; i < ts.length; i++) out[i] = this.copy(ts[i]!);
    return out;
  }
}

export function instance(t: Type): Type {
  return new Instantiator().copy(t);
}

/** Instance of a declaration's parameters and a type mentioning them, sharing variables. */
export function instanceWith(params: readonly Type[], ...ts: Type[]): { params: Type[]; types: Type[] } {
  const inst = new Instantiator();
  return { params: params.map((p) => inst.copy(p)), types: ts.map((t) => inst.copy(t)) };
}

/** `body` with the declaration's parameters replaced by `args`. */
export function applyParams(params: readonly Type[], body: Type, args: readonly Type[]): Type {
  const inst = new Instantiator();
  params.forEach((p, i) => {
    const a = args[i];
    if (a) inst.bind(p, a);
  });
  return inst.copy(body);
}

// ---------------------------------------------------------------------------------------------
// Generalisation

export function generalize(t0: Type): void {
  const t = repr(t0);
  if (t.level <= currentLevel || t.level === GENERIC_LEVEL) return;
  t.level = GENERIC_LEVEL;
  forEachChild(t, generalize);
}

/** Calls `f` on each type a type node holds directly (a row's fields and variable included). */
export function forEachChild(t: Type, f: (c: Type) => void): void {
  const d = t.desc;
  switch (d.kind) {
    case "Arrow":
      f(d.arg);
      f(d.result);
      return;
    case "Tuple":
      d.items.forEach(f);
      return;
    case "Constr":
      d.args.forEach(f);
      return;
    case "Poly":
      f(d.body);
      return;
    case "Package":
      d.types.forEach(f);
      return;
    case "Variant":
      forEachRowChild(d.row, f);
      return;
    case "Var":
    case "Univar":
    case "Link":
      return;
  }
}

/** Generalises the structure of `t` but not its variables: each instance shares them. */
export function generalizeStructure(t0: Type): void {
  const t = repr(t0);
  if (t.level <= currentLevel || t.level === GENERIC_LEVEL || t.desc.kind === "Var") return;
  t.level = GENERIC_LEVEL;
  forEachChild(t, generalizeStructure);
}

/** Lowers every node of `t` above `level` to `level` (they can no longer be generalised). */
export function updateLevel(t0: Type, level: number): void {
  const t = repr(t0);
  if (t.level <= level) return;
  t.level = level;
  forEachChild(t, (c) => updateLevel(c, level));
}

/**
 * The relaxed value restriction: in the type of an expansive expression, variables in
 * contravariant or invariant positions must not be generalised, so their level is lowered.
 * Only variables are lowered, as OCaml does: the structure around them (the `int` of an
 * `int ref`) is still generalised, so each use of the value gets its own copy of it, and
 * unifying one use with a local abbreviation cannot change the type every other use reads.
 */
export function lowerContravariant(env: Env, t0: Type, covariant = true, seen0?: Map<number, boolean>): void {
  const t = repr(t0);
  if (t.level <= currentLevel) return;
  const contra = !covariant;
  // Made only past the first test: most types met here are already at the current level.
  const seen = seen0 ?? new Map<number, boolean>();
  const before = seen.get(t.id);
  // A node is visited again only when it is now met in a position that lowers its variables.
  if (before !== undefined && (before || !contra)) return;
  seen.set(t.id, contra);
  const d = t.desc;
  switch (d.kind) {
    case "Var":
      if (contra) t.level = currentLevel;
      return;
    case "Arrow":
      lowerContravariant(env, d.arg, false, seen);
      lowerContravariant(env, d.result, covariant, seen);
      return;
    case "Tuple":
      d.items.forEach((x) => lowerContravariant(env, x, covariant, seen));
      return;
    case "Constr": {
      if (d.args.length === 0) return;
      const decl = env.findTypeByPath(d.path);
      d.args.forEach((x, i) => {
        const v = decl?.variance[i];
        if (v !== undefined && !v.pos && !v.neg) return;
        const co = v !== undefined && v.pos && !v.neg;
        lowerContravariant(env, x, covariant && co, seen);
      });
      return;
    }
    case "Poly":
      lowerContravariant(env, d.body, covariant, seen);
      return;
    case "Package":
      d.types.forEach((x) => lowerContravariant(env, x, false, seen));
      return;
    case "Variant":
      forEachRowChild(d.row, (x) => lowerContravariant(env, x, covariant, seen));
      return;
    case "Univar":
    case "Link":
      return;
  }
}

// ---------------------------------------------------------------------------------------------
// Expansion of abbreviations

/** One step of expansion of an abbreviation at the head, or undefined. */
export function expandOnce(env: Env, t0: Type, allowPrivate = false): Type | undefined {
  const t = repr(t0);
  if (t.desc.kind !== "Constr") return undefined;
  const decl: TypeDecl | undefined = env.findTypeByPath(t.desc.path);
  if (!decl || !decl.manifest) return undefined;
  if (decl.private && !allowPrivate && decl.kind.kind === "Abstract" && !hasConstrRow(decl.manifest)) return undefined;
  // A parameter that is not generic (a class's, while its `class ... and ...` group is typed) is
  // not replaced but unified with the argument, as OCaml's expansion does: the group's uses agree.
  const args = t.desc.args;
  for (let i = 0; i < decl.params.length; i++) {
    const p = repr(decl.params[i]!);
    if (p.level === GENERIC_LEVEL || args[i] === undefined) continue;
    try {
      unify(env, args[i]!, p);
    } catch (err) {
      if (err instanceof UnifyError) return undefined;
      throw err;
    }
  }
  return applyParams(decl.params, decl.manifest, args);
}

/**
 * A variant type unified with a private row type (`M.t`, expanded to `e`) becomes that type, as
 * OCaml links the structure to the abbreviation: it then shows as `M.t`.
 */
function keepPrivateRowName(abbrev: Type, e: Type, other: Type): void {
  const o = repr(other);
  if (o.desc.kind === "Variant" && o !== repr(abbrev) && hasConstrRow(e)) {
    if (abbrev.level > o.level) updateLevel(abbrev, o.level);
    link(o, abbrev);
  }
}

/**
 * Whether a type is a variant type whose row is an abstract type: the definition of a private
 * row type, which expands even where the type is private (OCaml's has_constr_row).
 */
export function hasConstrRow(t0: Type): boolean {
  const t = repr(t0);
  return t.desc.kind === "Variant" && repr(rowRepr(t.desc.row).more).desc.kind === "Constr";
}

/** Whether `expandOnce` would expand `t` (a representative): the test alone, copying nothing. */
function isAbbreviation(env: Env, t: Type): boolean {
  if (t.desc.kind !== "Constr") return false;
  const decl: TypeDecl | undefined = env.findTypeByPath(t.desc.path);
  return decl !== undefined && decl.manifest !== undefined && !(decl.private && decl.kind.kind === "Abstract" && !hasConstrRow(decl.manifest));
}

export function expandHead(env: Env, t0: Type, allowPrivate = false): Type {
  let t = repr(t0);
  for (let i = 0; i < 1000; i++) {
    const e = expandOnce(env, t, allowPrivate);
    if (!e) return t;
    t = repr(e);
  }
  return t;
}

// ---------------------------------------------------------------------------------------------
// Unification

export type UnifyFailure =
  | { readonly kind: "Clash" }
  | { readonly kind: "Occurs"; readonly variable: Type; readonly type: Type }
  | { readonly kind: "Rigid"; readonly variable: Type }
  | { readonly kind: "Escape"; readonly type: Type; readonly name: string }
  /** A type a GADT case's equation gave would leave the case through its match's result (`type`: the equation's side). */
  | { readonly kind: "Ambiguous"; readonly type: Type }
  /** The self type of a class being typed would reach a variable older than the class (`r := Some self`). */
  | { readonly kind: "SelfEscape" }
  | { readonly kind: "Label"; readonly got: Type; readonly expected: Type }
  /** Two closed variant types with no tag in common. */
  | { readonly kind: "NoIntersection" }
  /** A closed (or rigid) variant type lacks tags the other one has: `side` is the one lacking them. */
  /** `privateRow`: the row is an open private row type's, which may not take them (ocamlc's Fixed_row); `object`: the rows are object types'. */
  | { readonly kind: "NoTags"; readonly side: "first" | "second"; readonly tags: readonly string[]; readonly privateRow?: boolean; readonly object?: boolean }
  /** The variant types' rigid rows differ (a fixed row would have to change). */
  /** `closing`: a private row type's open row would be closed. */
  | { readonly kind: "FixedRow"; readonly side: "first" | "second"; readonly closing?: boolean }
  /** The types of a tag's arguments, or a tag with and without argument, clash. */
  | { readonly kind: "TagTypes"; readonly tag: string; readonly object?: boolean };

export class UnifyError extends Error {
  constructor(
    /** Mismatching pairs (got, expected), from outermost to innermost. */
    readonly trace: readonly { readonly got: Type; readonly expected: Type }[],
    readonly failure: UnifyFailure,
  ) {
    super("unification failed");
  }
}

class Fail {
  trace: { got: Type; expected: Type }[] = [];
  constructor(readonly failure: UnifyFailure) {}
}

// Nodes visited by the current occurs check carry its epoch (no set to allocate per check).
let occursEpoch = 0;

// The age of the variable being bound, and the type constructors younger than it met by the
// occurs check (which walks the type anyway): `linkVar` expands them or reports their escape.
let linkAge = 0;
const youngerConstructors: Type[] = [];

function occursAndLevel(v: Type, t0: Type, visited: number): boolean {
  const t = repr(t0);
  if (t === v) return true;
  if (t.level < v.level && t.level !== GENERIC_LEVEL) return false;
  if (t.desc.kind === "Var" || t.desc.kind === "Univar") {
    if (t.level > v.level) t.level = v.level;
    // Reached from the variable being bound, it is now as old as that variable.
    if (t.age > linkAge) t.age = linkAge;
    return false;
  }
  if (t.mark === visited) return false;
  t.mark = visited;
  if (t.level > v.level) t.level = v.level;
  const d = t.desc;
  switch (d.kind) {
    case "Arrow":
      return occursAndLevel(v, d.arg, visited) || occursAndLevel(v, d.result, visited);
    case "Tuple":
      return occursInAny(v, d.items, visited);
    case "Constr":
      if (pathScope(d.path) > linkAge) youngerConstructors.push(t);
      return occursInAny(v, d.args, visited);
    case "Poly":
      return occursAndLevel(v, d.body, visited);
    case "Package":
      return occursInAny(v, d.types, visited);
    case "Variant": {
      // A type may be recursive through a polymorphic variant (OCaml's occur check stops at
      // them): the levels below are still lowered, but an occurrence is no cycle.
      forEachRowChild(d.row, (c) => {
        if (repr(c) !== v) occursAndLevel(v, c, visited);
      });
      return false;
    }
    case "Link":
      return false;
  }
}

// A loop rather than `some` with a closure: this runs at every binding of a variable.
function occursInAny(v: Type, ts: readonly Type[], visited: number): boolean {
  for (let i = 0; i < ts.length; i++) if (occursAndLevel(v, ts[i]!, visited)) return true;
  return false;
}

/** Pushes the constructors younger than `linkAge` in `t` (all of it), and ages its variables. */
function collectYounger(t0: Type, epoch: number): void {
  const t = repr(t0);
  const d = t.desc;
  if (d.kind === "Var" || d.kind === "Univar") {
    if (t.age > linkAge) t.age = linkAge;
    return;
  }
  if (t.mark === epoch) return;
  t.mark = epoch;
  if (d.kind === "Constr" && pathScope(d.path) > linkAge) youngerConstructors.push(t);
  forEachChild(t, (c) => collectYounger(c, epoch));
}

/**
 * Called with each variable about to be bound (to find types escaping a `let module`, or a class's
 * self type escaping its class: `selfEscape`).
 */
export const linkWatchers: ((v: Type, t: Type) => string | undefined)[] = [];

/** What a link watcher answers when the type bound would take a class's self type out of its class. */
export const selfEscape = "\u0000self";

function failure(failure: UnifyFailure, got: Type, expected: Type): Fail {
  const f = new Fail(failure);
  f.trace.push({ got, expected });
  return f;
}

function linkVar(env: Env, v: Type, t: Type, got: Type, expected: Type): void {
  youngerConstructors.length = 0;
  linkAge = v.age;
  const epoch = ++occursEpoch;
  if (occursAndLevel(v, t, epoch)) throw failure({ kind: "Occurs", variable: v, type: t }, got, expected);
  // A variable made before a type constructor cannot receive it, as OCaml's scopes rule: the
  // variable is reached from where the constructor is not defined (a weak variable of a toplevel
  // reference bound inside a module, a function's parameter bound to a local module's type). An
  // abbreviation is replaced in place by its expansion; any other constructor would escape.
  while (youngerConstructors.length > 0) {
    const x = youngerConstructors.pop()!;
    if (x.desc.kind !== "Constr") continue;
    const e = expandOnce(env, x);
    if (!e) throw failure({ kind: "Escape", type: t, name: pathName(x.desc.path) }, got, expected);
    link(x, e);
    linkAge = v.age;
    if (occursAndLevel(v, e, epoch)) throw failure({ kind: "Occurs", variable: v, type: t }, got, expected);
    // An expansion may share nodes of the declaration at any level: all of it is looked at.
    collectYounger(e, ++occursEpoch);
  }
  // A watcher may refuse the binding: a local type would escape its scope.
  for (const w of linkWatchers) {
    const escaping = w(v, t);
    if (escaping === selfEscape) throw failure({ kind: "SelfEscape" }, got, expected);
    if (escaping !== undefined) throw failure({ kind: "Escape", type: t, name: escaping }, got, expected);
  }
  // A variable linked to another passes on the name written in an annotation.
  if (v.desc.kind === "Var" && v.desc.name !== undefined && t.desc.kind === "Var" && t.desc.name === undefined) t.desc = { kind: "Var", name: v.desc.name };
  // The variable that stays takes the age of the older one.
  if (t.desc.kind === "Var" && v.age < t.age) t.age = v.age;
  link(v, t);
}

function unifyRec(env: Env, a0: Type, b0: Type): void {
  const a = repr(a0);
  const b = repr(b0);
  if (a === b) return;
  try {
    unifyNodes(env, a, b);
  } catch (e) {
    if (e instanceof Fail) e.trace.unshift({ got: a, expected: b });
    throw e;
  }
}

function unifyExpanded(env: Env, a0: Type, b0: Type): void {
  const a = repr(a0);
  const b = repr(b0);
  // Structure only: the caller links the original nodes (keeping the abbreviation).
  if (a !== b) unifyStructure(env, a, b);
}

/**
 * Local abstract types that matching a GADT constructor may refine, and the equations found.
 * Set only while a GADT constructor's result type is unified with the expected type.
 */
export interface Equations {
  readonly refinable: ReadonlyMap<string, unknown>;
  readonly found: Map<string, Type>;
}

let equations: Equations | undefined;

export function withEquations<T>(eqs: Equations, f: () => T): T {
  const saved = equations;
  equations = eqs;
  try {
    return f();
  } finally {
    equations = saved;
  }
}

/**
 * The GADT cases whose right-hand sides are being typed: the local types their equations
 * refine, and the result type of their match when it was still unknown as the match began (a
 * variable older than the cases' equations). A node of such a local type reached from that
 * result and unified with another type only through the equation is ambiguous (ocamlc's "This
 * instance of int is ambiguous: it would escape the scope of its equation"): the match's type
 * would depend on the equation, valid in the case only. (OCaml checks the scopes of all the
 * types the case reaches; this checks the match's result, where the ambiguity usually lies.)
 */
export interface AmbiguityWatch {
  readonly keys: ReadonlySet<string>;
  readonly result: Type;
}

const ambiguityWatches: AmbiguityWatch[] = [];

export function withAmbiguityWatch<T>(w: AmbiguityWatch, f: () => T): T {
  ambiguityWatches.push(w);
  try {
    return f();
  } finally {
    ambiguityWatches.pop();
  }
}

function reachesNode(t0: Type, target: Type, seen: Set<number>): boolean {
  const t = repr(t0);
  if (t === target) return true;
  if (seen.has(t.id)) return false;
  seen.add(t.id);
  let found = false;
  forEachChild(t, (c) => {
    found ||= reachesNode(c, target, seen);
  });
  return found;
}

/**
 * Whether `t`, expanded through a watched case's equation to be unified with `other`, or `other`
 * is reached from that case's match's result.
 */
function ambiguousExpansion(t: Type, other: Type): boolean {
  if (ambiguityWatches.length === 0) return false;
  const d = t.desc;
  if (d.kind !== "Constr" || d.path.kind !== "Pident" || d.args.length > 0) return false;
  const key = `${d.path.ident.name}/${d.path.ident.stamp}`;
  return ambiguityWatches.some((w) => w.keys.has(key) && (reachesNode(w.result, t, new Set()) || reachesNode(w.result, other, new Set())));
}

function refinableKey(t: Type): string | undefined {
  if (!equations || t.desc.kind !== "Constr" || t.desc.path.kind !== "Pident" || t.desc.args.length > 0) return undefined;
  const key = `${t.desc.path.ident.name}/${t.desc.path.ident.stamp}`;
  return equations.refinable.has(key) ? key : undefined;
}

// Local abstract types (`type a`): GADT matching gives them equations valid in one branch only,
// so nodes of these types are never linked to other nodes.
const localTypes = new Set<string>();

export function markLocalType(key: string): void {
  localTypes.add(key);
}

function isLocalType(t: Type): boolean {
  if (localTypes.size === 0) return false;
  return t.desc.kind === "Constr" && t.desc.path.kind === "Pident" && localTypes.has(`${t.desc.path.ident.name}/${t.desc.path.ident.stamp}`);
}

function sameTypePath(env: Env, p: Path, q: Path): boolean {
  if (samePath(p, q)) return true;
  if (p.kind !== "Pdot" || q.kind !== "Pdot" || p.name !== q.name) return false;
  return samePath(env.normalizeTypePath(p), env.normalizeTypePath(q));
}

/** Whether `abbrev`'s constructor is a local name (`Pident`) bound after `node` was made. */
function youngerPath(abbrev: Type, node: Type): boolean {
  const d = abbrev.desc;
  return d.kind === "Constr" && d.path.kind === "Pident" && d.path.ident.born !== undefined && d.path.ident.born > node.id;
}

function unifyNodes(env: Env, a: Type, b: Type): void {
  unifyStructure(env, a, b);
  // Keep abbreviations: a structural node unified with another is linked to it, as OCaml does.
  // The side that is not an abbreviation is linked to the other one (got to expected when both
  // or neither are).
  const ra = repr(a);
  const rb = repr(b);
  if (ra === rb || ra !== a || rb !== b || ra.desc.kind === "Var" || rb.desc.kind === "Var") return;
  if (refinableKey(ra) || refinableKey(rb) || isLocalType(ra) || isLocalType(rb)) return;
  const aAbbrev = isAbbreviation(env, ra);
  const bAbbrev = isAbbreviation(env, rb);
  // A node is never linked to an abbreviation defined since it was made: the abbreviation may go
  // out of scope (a `type t = int` inside a structure) while the node, reached from outside (the
  // contents of a reference defined before), stays; it would then read as a `t` nothing expands.
  if ((aAbbrev && !bAbbrev && youngerPath(ra, rb)) || (bAbbrev && !aAbbrev && youngerPath(rb, ra))) return;
  if (!aAbbrev) {
    if (ra.level < rb.level) updateLevel(rb, ra.level);
    link(ra, rb);
  } else if (!bAbbrev) {
    if (rb.level < ra.level) updateLevel(ra, rb.level);
    link(rb, ra);
  }
}

function unifyStructure(env: Env, a: Type, b: Type): void {
  const da = a.desc;
  const db = b.desc;
  if (da.kind === "Var") {
    linkVar(env, a, b, a, b);
    return;
  }
  if (db.kind === "Var") {
    linkVar(env, b, a, a, b);
    return;
  }
  if (equations) {
    const ka = refinableKey(a);
    const kb = refinableKey(b);
    if ((ka || kb) && !(ka && kb && ka === kb)) {
      const key = (ka ?? kb)!;
      const other = ka ? b : a;
      const known = equations.found.get(key);
      if (known) unifyRec(env, known, other);
      else equations.found.set(key, other);
      return;
    }
  }
  if (da.kind === "Constr" && db.kind === "Constr" && sameTypePath(env, da.path, db.path)) {
    if (da.args.length !== db.args.length) throw new Fail({ kind: "Clash" });
    // Abbreviations whose parameters are not used (`type 'a t = int`) may still be equal.
    try {
      for (let i = 0; i < da.args.length; i++) unifyRec(env, da.args[i]!, db.args[i]!);
    } catch (e) {
      const ea = expandOnce(env, a);
      const eb = expandOnce(env, b);
      if (e instanceof Fail && ea && eb) {
        unifyExpanded(env, ea, eb);
        return;
      }
      throw e;
    }
    return;
  }
  // Expansions are not recorded in the trace: messages show the written types.
  if (da.kind === "Constr") {
    const e = expandOnce(env, a);
    if (e) {
      unifyExpanded(env, e, b);
      keepPrivateRowName(a, e, b);
      if (ambiguousExpansion(a, b)) throw new Fail({ kind: "Ambiguous", type: e });
      return;
    }
  }
  if (db.kind === "Constr") {
    const e = expandOnce(env, b);
    if (e) {
      unifyExpanded(env, a, e);
      keepPrivateRowName(b, e, a);
      if (ambiguousExpansion(b, a)) throw new Fail({ kind: "Ambiguous", type: e });
      return;
    }
  }
  if (da.kind === "Arrow" && db.kind === "Arrow") {
    if (!sameLabel(da.label, db.label)) throw new Fail({ kind: "Label", got: a, expected: b });
    unifyRec(env, da.arg, db.arg);
    unifyRec(env, da.result, db.result);
    return;
  }
  if (da.kind === "Tuple" && db.kind === "Tuple") {
    if (da.items.length !== db.items.length) throw new Fail({ kind: "Clash" });
    for (let i = 0; i < da.items.length; i++) unifyRec(env, da.items[i]!, db.items[i]!);
    return;
  }
  if (da.kind === "Poly" && db.kind === "Poly") {
    if (da.vars.length !== db.vars.length) throw new Fail({ kind: "Clash" });
    // Make the bound variables the same rigid variables, then unify the bodies.
    const fresh = da.vars.map(() => newType({ kind: "Univar", name: undefined }, currentLevel));
    unifyRec(env, substUnivars(da.body, da.vars, fresh), substUnivars(db.body, db.vars, fresh));
    return;
  }
  if (da.kind === "Package" && db.kind === "Package" && samePath(da.path, db.path) && da.names.join() === db.names.join()) {
    for (let i = 0; i < da.types.length; i++) unifyRec(env, da.types[i]!, db.types[i]!);
    return;
  }
  if (da.kind === "Variant" && db.kind === "Variant") {
    if ((da.row.object === true) !== (db.row.object === true)) throw new Fail({ kind: "Clash" });
    // Linked first, as OCaml does: the rows may be recursive.
    if (a.level < b.level) updateLevel(b, a.level);
    const saved = a.desc;
    link(a, b);
    try {
      unifyRow(env, da.row, db.row);
    } catch (e) {
      a.desc = saved;
      throw e;
    }
    return;
  }
  if (da.kind === "Univar" || db.kind === "Univar") throw new Fail({ kind: "Rigid", variable: da.kind === "Univar" ? a : b });
  throw new Fail({ kind: "Clash" });
}

// ---------------------------------------------------------------------------------------------
// Unification of rows (OCaml's unify_row)

function mergeFields(f1: readonly RowEntry[], f2: readonly RowEntry[]): { r1: RowEntry[]; r2: RowEntry[]; pairs: [string, RowField, RowField][] } {
  const r1: RowEntry[] = [];
  const r2: RowEntry[] = [];
  const pairs: [string, RowField, RowField][] = [];
  let i = 0;
  let j = 0;
  while (i < f1.length && j < f2.length) {
    const c = compareTags(f1[i]!.tag, f2[j]!.tag);
    if (c === 0) {
      pairs.push([f1[i]!.tag, f1[i]!.field, f2[j]!.field]);
      i++;
      j++;
    } else if (c < 0) r1.push(f1[i++]!);
    else r2.push(f2[j++]!);
  }
  while (i < f1.length) r1.push(f1[i++]!);
  while (j < f2.length) r2.push(f2[j++]!);
  return { r1, r2, pairs };
}

function isAbsent(f: RowField): boolean {
  return rowFieldRepr(f).desc.kind === "Absent";
}

/** The fields that stay in a row being closed: absent ones dropped; with `erase`, unmatched possible ones made absent and dropped. */
function filterRowFields(erase: boolean, fields: readonly RowEntry[]): RowEntry[] {
  const out: RowEntry[] = [];
  for (const e of fields) {
    const f = rowFieldRepr(e.field);
    if (f.desc.kind === "Absent") continue;
    if (erase && f.desc.kind === "Either" && !f.desc.matched) {
      setRowField(f, absentField);
      continue;
    }
    out.push(e);
  }
  return out;
}

/** Set while `moreGeneral` unifies: rows are then compared as OCaml's moregen_row does. */
let moregenRows = false;

function unifyRow(env: Env, row1_0: Row, row2_0: Row): void {
  const row1 = rowRepr(row1_0);
  const row2 = rowRepr(row2_0);
  const rm1 = repr(row1.more);
  const rm2 = repr(row2.more);
  if (rm1 === rm2) return;
  const { r1, r2, pairs } = mergeFields(row1.fields, row2.fields);
  const fixed1 = rowFixed(row1);
  const fixed2 = rowFixed(row2);
  const more = fixed1 ? rm1 : fixed2 ? rm2 : newType(anonymousVar, Math.min(rm1.level, rm2.level));
  const closed = row1.closed || row2.closed;
  const empty = (fs: readonly RowEntry[]): boolean => fs.every((e) => isAbsent(e.field));
  if (!row1.object && closed && (empty(r1) || row2.closed) && (empty(r2) || row1.closed) && pairs.every(([, f1, f2]) => isAbsent(f1) || isAbsent(f2)))
    throw new Fail({ kind: "NoIntersection" });
  const keep = (sw: boolean): boolean =>
    pairs.every(([, f1, f2]) => {
      const [x, y] = sw ? [f2, f1] : [f1, f2];
      return isAbsent(x) || !isAbsent(y);
    });
  const name =
    row1.name !== undefined && (row1.closed || empty(r2)) && (!row2.closed || (keep(false) && empty(r1)))
      ? row1.name
      : row2.name !== undefined && (row2.closed || empty(r1)) && (!row1.closed || (keep(true) && empty(r2)))
        ? row2.name
        : undefined;
  // The tags only the other row may have are dropped when this row is closed, but not those of
  // a rigid row (a private row type's tags stay: the closed row lacks them).
  const setMore = (row: Row, rest: readonly RowEntry[], side: "first" | "second", restFixed: boolean): void => {
    const rest2 = closed ? filterRowFields(row.closed && !restFixed, rest) : [...rest];
    const fixed = rowFixed(row);
    const privateRow = fixed && repr(row.more).desc.kind === "Constr";
    if (rest2.length > 0 && (row.closed || fixed))
      throw new Fail({ kind: "NoTags", side, tags: rest2.map((e) => e.tag), ...(privateRow && !row.closed ? { privateRow } : {}), ...(row.object ? { object: true } : {}) });
    if (closed && fixed && !row.closed) throw new Fail({ kind: "FixedRow", side, ...(privateRow ? { closing: true } : {}) });
    const rm = repr(row.more);
    if (fixed) {
      if (more === rm) return;
      if (rm.desc.kind === "Var") link(rm, more);
      else unifyRec(env, rm, more);
      return;
    }
    const ty = newType({ kind: "Variant", row: row.object ? { fields: rest2, more, closed, name, object: true } : { fields: rest2, more, closed, name } }, rm.level);
    for (const e of rest2) {
      const d = rowFieldRepr(e.field).desc;
      if (d.kind === "Present" && d.arg) updateLevel(d.arg, rm.level);
      else if (d.kind === "Either") d.args.forEach((x) => updateLevel(x, rm.level));
    }
    link(rm, ty);
  };
  if (moregenRows) {
    // The general side (first) may not lack a tag the specific side may have, nor have one it
    // may not (OCaml's moregen_row): a closed row takes no tag of the other.
    const mayInst = rm1.desc.kind === "Var";
    const x1 = row2.closed ? filterRowFields(mayInst, r1) : r1;
    const x2 = row2.closed ? filterRowFields(false, r2) : r2;
    if (x1.length > 0 || (row1.closed && (!row2.closed || x2.length > 0))) throw new Fail({ kind: "Clash" });
  }
  const md1 = rm1.desc;
  const md2 = rm2.desc;
  try {
    setMore(row2, r1, "second", fixed1 && repr(row1.more).desc.kind === "Constr");
    setMore(row1, r2, "first", fixed2 && repr(row2.more).desc.kind === "Constr");
    for (const [tag, f1, f2] of pairs) {
      try {
        unifyRowField(env, fixed1, fixed2, tag, f1, f2);
      } catch (e) {
        if (e instanceof Fail && e.failure.kind === "Clash") throw new Fail({ kind: "TagTypes", tag, ...(row1.object ? { object: true } : {}) });
        throw e;
      }
    }
  } catch (e) {
    rm1.desc = md1;
    rm2.desc = md2;
    throw e;
  }
}

/** Whether two types are the same node, or the same type without variables (two `int`s). */
function sameGround(a0: Type, b0: Type, depth = 0): boolean {
  const a = repr(a0);
  const b = repr(b0);
  if (a === b) return true;
  if (depth > 20) return false;
  const da = a.desc;
  const db = b.desc;
  if (da.kind === "Constr" && db.kind === "Constr")
    return samePath(da.path, db.path) && da.args.length === db.args.length && da.args.every((x, i) => sameGround(x, db.args[i]!, depth + 1));
  if (da.kind === "Tuple" && db.kind === "Tuple")
    return da.items.length === db.items.length && da.items.every((x, i) => sameGround(x, db.items[i]!, depth + 1));
  if (da.kind === "Arrow" && db.kind === "Arrow")
    return sameLabel(da.label, db.label) && sameGround(da.arg, db.arg, depth + 1) && sameGround(da.result, db.result, depth + 1);
  return false;
}

function unifyRowField(env: Env, fixed1: boolean, fixed2: boolean, tag: string, f1_0: RowField, f2_0: RowField): void {
  const f1 = rowFieldRepr(f1_0);
  const f2 = rowFieldRepr(f2_0);
  if (f1 === f2) return;
  const d1 = f1.desc;
  const d2 = f2.desc;
  const ifNotFixed = (fixed: boolean, side: "first" | "second", act: () => void): void => {
    if (fixed) throw new Fail({ kind: "FixedRow", side });
    act();
  };
  if (d1.kind === "Present" && d2.kind === "Present") {
    if (d1.arg && d2.arg) unifyRec(env, d1.arg, d2.arg);
    else if (d1.arg || d2.arg) throw new Fail({ kind: "Clash" });
    return;
  }
  if (d1.kind === "Either" && d2.kind === "Either") {
    if (f1.cell === f2.cell) return;
    const eitherFixed = fixed1 || fixed2;
    if (eitherFixed && !(d1.constant || d2.constant) && d1.args.length === d2.args.length) {
      const f = makeField({ kind: "Either", constant: d1.constant || d2.constant, args: [], matched: d1.matched || d2.matched });
      setRowField(f1, f);
      setRowField(f2, f);
      for (let i = 0; i < d1.args.length; i++) unifyRec(env, d1.args[i]!, d2.args[i]!);
      return;
    }
    // A tag matched by two patterns, or of a rigid row: its argument has one type.
    if ((d1.matched || d2.matched || eitherFixed) && d1.args.length + d2.args.length > 0) {
      const all = [...d1.args, ...d2.args];
      if (d1.constant || d2.constant) throw new Fail({ kind: "Clash" });
      for (const t of all.slice(1)) unifyRec(env, all[0]!, t);
      if (f1.cell.link !== undefined || f2.cell.link !== undefined) {
        unifyRowField(env, fixed1, fixed2, tag, f1, f2);
        return;
      }
    }
    const tl1 = d1.args.map((x) => repr(x));
    const tl2 = d2.args.map((x) => repr(x));
    const tl1only = tl1.filter((x) => !tl2.some((y) => sameGround(x, y)));
    const tl2only = tl2.filter((x) => !tl1.some((y) => sameGround(x, y)));
    const cell = { link: undefined };
    const constant = d1.constant || d2.constant;
    const matched = d1.matched || d2.matched;
    setRowField(f1, { desc: { kind: "Either", constant, args: [...tl1, ...tl2only], matched }, cell });
    setRowField(f2, { desc: { kind: "Either", constant, args: [...tl2, ...tl1only], matched }, cell });
    return;
  }
  if (d1.kind === "Either" && d2.kind === "Absent" && !d1.matched) return ifNotFixed(fixed1, "first", () => setRowField(f1, f2));
  if (d1.kind === "Absent" && d2.kind === "Either" && !d2.matched) return ifNotFixed(fixed2, "second", () => setRowField(f2, f1));
  if (d1.kind === "Absent" && d2.kind === "Absent") return;
  if (d1.kind === "Either" && !d1.constant && d2.kind === "Present" && d2.arg)
    return ifNotFixed(fixed1, "first", () => {
      setRowField(f1, f2);
      for (const t of d1.args) unifyRec(env, t, d2.arg!);
    });
  if (d2.kind === "Either" && !d2.constant && d1.kind === "Present" && d1.arg)
    return ifNotFixed(fixed2, "second", () => {
      setRowField(f2, f1);
      for (const t of d2.args) unifyRec(env, d1.arg!, t);
    });
  if (d1.kind === "Either" && d1.constant && d1.args.length === 0 && d2.kind === "Present" && !d2.arg) return ifNotFixed(fixed1, "first", () => setRowField(f1, f2));
  if (d2.kind === "Either" && d2.constant && d2.args.length === 0 && d1.kind === "Present" && !d1.arg) return ifNotFixed(fixed2, "second", () => setRowField(f2, f1));
  throw new Fail({ kind: "Clash" });
}

/** A copy of `body` with the univars `vars` replaced by `by` (sharing everything else). */
export function substUnivars(body: Type, vars: readonly Type[], by: readonly Type[]): Type {
  const map = new Map<number, Type>();
  vars.forEach((v, i) => map.set(repr(v).id, by[i]!));
  const memo = new Map<number, Type>();
  const go = (t0: Type): Type => {
    const t = repr(t0);
    const m = map.get(t.id) ?? memo.get(t.id);
    if (m) return m;
    const d = t.desc;
    let r: Type = t;
    switch (d.kind) {
      case "Arrow": {
        const x = go(d.arg);
        const y = go(d.result);
        if (x !== d.arg || y !== d.result) r = newType({ kind: "Arrow", label: d.label, arg: x, result: y }, t.level);
        break;
      }
      case "Tuple": {
        const items = d.items.map(go);
        if (items.some((x, i) => x !== d.items[i])) r = newType({ kind: "Tuple", items }, t.level);
        break;
      }
      case "Constr": {
        if (d.args.length === 0) break;
        // Registered first: an abbreviation of a variant type may be recursive.
        memo.set(t.id, t);
        const args = d.args.map(go);
        if (args.some((x, i) => x !== d.args[i])) r = newType({ kind: "Constr", path: d.path, args }, t.level);
        break;
      }
      case "Poly": {
        const b = go(d.body);
        if (b !== d.body) r = newType({ kind: "Poly", body: b, vars: d.vars }, t.level);
        break;
      }
      case "Package": {
        const types = d.types.map(go);
        if (types.some((x, i) => x !== d.types[i])) r = newType({ kind: "Package", path: d.path, names: d.names, types }, t.level);
        break;
      }
      case "Variant": {
        const node = newType({ kind: "Var", name: undefined }, t.level);
        memo.set(t.id, node);
        const row = rowRepr(d.row);
        node.desc = { kind: "Variant", row: mapRow(row, go, go(row.more), false) };
        return node;
      }
      default:
        break;
    }
    memo.set(t.id, r);
    return r;
  };
  return go(body);
}

export function unify(env: Env, got: Type, expected: Type): void {
  try {
    unifyRec(env, got, expected);
  } catch (e) {
    if (e instanceof Fail) {
      if (e.trace.length === 0) e.trace.push({ got, expected });
      throw new UnifyError(e.trace, e.failure);
    }
    throw e;
  }
}

/** Whether two types unify, without side effects when they do not... (best effort: used for
 *  disambiguation, where the types involved are fresh instances). */
export function tryUnify(env: Env, a: Type, b: Type): boolean {
  try {
    unify(env, a, b);
    return true;
  } catch (e) {
    if (e instanceof UnifyError) return false;
    throw e;
  }
}

/**
 * Whether `general` (a generic type) is at least as general as `specific` (a generic type):
 * the variables of `specific` are made rigid, `general` is instantiated, and both are unified.
 */
export function moreGeneral(env: Env, general: Type, specific: Type): boolean {
  beginDef();
  try {
    const spec = rigidCopy(specific, new Map());
    // The instance shares the non-generic nodes of `general` (the type of `!r`, say): unifying
    // them would link them, for good, to the specification's types (an abstract `t` of a
    // functor's parameter, a type local to the structure), so their structure is copied too.
    // Only the non-generic variables stay shared: a weak variable is instantiated by the
    // specification, as in OCaml.
    const g = unsharedStructure(instance(general), new Map());
    const saved = moregenRows;
    moregenRows = true;
    try {
      return tryUnify(env, g, spec);
    } finally {
      moregenRows = saved;
    }
  } finally {
    endDef();
  }
}

/** A copy of `t0`'s structure sharing only its variables. */
function unsharedStructure(t0: Type, memo: Map<number, Type>): Type {
  const t = repr(t0);
  const d = t.desc;
  if (d.kind === "Var" || d.kind === "Univar") return t;
  const m = memo.get(t.id);
  if (m) return m;
  let r: Type;
  switch (d.kind) {
    case "Link":
      throw new Error("unreachable: link after repr");
    case "Arrow": {
      // Registered before its parts are copied: recursive types come back to it.
      r = newType({ kind: "Var", name: undefined }, t.level);
      memo.set(t.id, r);
      r.desc = { kind: "Arrow", label: d.label, arg: unsharedStructure(d.arg, memo), result: unsharedStructure(d.result, memo) };
      return r;
    }
    case "Tuple":
      r = newType({ kind: "Tuple", items: d.items.map((x) => unsharedStructure(x, memo)) }, t.level);
      break;
    case "Constr": {
      r = newType({ kind: "Var", name: undefined }, t.level);
      memo.set(t.id, r);
      r.desc = { kind: "Constr", path: d.path, args: d.args.map((x) => unsharedStructure(x, memo)) };
      return r;
    }
    case "Poly":
      r = newType({ kind: "Poly", body: unsharedStructure(d.body, memo), vars: d.vars }, t.level);
      break;
    case "Package":
      r = newType({ kind: "Package", path: d.path, names: d.names, types: d.types.map((x) => unsharedStructure(x, memo)) }, t.level);
      break;
    case "Variant": {
      r = newType({ kind: "Var", name: undefined }, t.level);
      memo.set(t.id, r);
      const row = rowRepr(d.row);
      r.desc = { kind: "Variant", row: mapRow(row, (x) => unsharedStructure(x, memo), unsharedStructure(row.more, memo), false) };
      return r;
    }
  }
  memo.set(t.id, r);
  return r;
}

function rigidCopy(t0: Type, memo: Map<number, Type>): Type {
  const t = repr(t0);
  if (t.level !== GENERIC_LEVEL) return t;
  const m = memo.get(t.id);
  if (m) return m;
  const d = t.desc;
  let r: Type;
  switch (d.kind) {
    case "Var":
    case "Univar":
      r = newType({ kind: "Univar", name: d.name }, currentLevel);
      break;
    case "Link":
      throw new Error("unreachable");
    case "Arrow":
      r = newType({ kind: "Arrow", label: d.label, arg: rigidCopy(d.arg, memo), result: rigidCopy(d.result, memo) }, currentLevel);
      break;
    case "Tuple":
      r = newType({ kind: "Tuple", items: d.items.map((x) => rigidCopy(x, memo)) }, currentLevel);
      break;
    case "Constr": {
      r = newType({ kind: "Var", name: undefined }, currentLevel);
      memo.set(t.id, r);
      r.desc = { kind: "Constr", path: d.path, args: d.args.map((x) => rigidCopy(x, memo)) };
      return r;
    }
    case "Poly":
      r = newType({ kind: "Poly", body: rigidCopy(d.body, memo), vars: d.vars.map((x) => rigidCopy(x, memo)) }, currentLevel);
      break;
    case "Package":
      r = newType({ kind: "Package", path: d.path, names: d.names, types: d.types.map((x) => rigidCopy(x, memo)) }, currentLevel);
      break;
    case "Variant": {
      // The row variable becomes rigid too: the row may not grow.
      r = newType({ kind: "Var", name: undefined }, currentLevel);
      memo.set(t.id, r);
      const row = rowRepr(d.row);
      r.desc = { kind: "Variant", row: mapRow(row, (x) => rigidCopy(x, memo), rigidCopy(row.more, memo), false) };
      return r;
    }
  }
  memo.set(t.id, r);
  return r;
}

/** Structural equality of two types up to abbreviations (rigid: no variable is bound). */
export function equalTypes(env: Env, a0: Type, b0: Type, vars = new Map<number, number>()): boolean {
  let a = repr(a0);
  let b = repr(b0);
  if (a === b) return true;
  const da = a.desc;
  const db = b.desc;
  if ((da.kind === "Var" || da.kind === "Univar") && (db.kind === "Var" || db.kind === "Univar")) {
    const m = vars.get(a.id);
    if (m !== undefined) return m === b.id;
    vars.set(a.id, b.id);
    return true;
  }
  if (da.kind === "Constr" && db.kind === "Constr" && sameTypePath(env, da.path, db.path)) {
    if (da.args.length === 0) return db.args.length === 0;
    // Pairs met before are taken as equal: abbreviations of variant types may be recursive.
    const key = -(a.id * 65536 + b.id) - 1;
    if (vars.has(key)) return true;
    vars.set(key, 0);
    return da.args.length === db.args.length && da.args.every((x, i) => equalTypes(env, x, db.args[i]!, vars));
  }
  const ea = expandHead(env, a);
  const eb = expandHead(env, b);
  if (ea !== a || eb !== b) {
    a = ea;
    b = eb;
    if (a === b) return true;
    return equalTypes(env, a, b, vars);
  }
  if (da.kind === "Arrow" && db.kind === "Arrow")
    return sameLabel(da.label, db.label) && equalTypes(env, da.arg, db.arg, vars) && equalTypes(env, da.result, db.result, vars);
  if (da.kind === "Tuple" && db.kind === "Tuple")
    return da.items.length === db.items.length && da.items.every((x, i) => equalTypes(env, x, db.items[i]!, vars));
  if (da.kind === "Poly" && db.kind === "Poly") return da.vars.length === db.vars.length && equalTypes(env, da.body, db.body, vars);
  if (da.kind === "Package" && db.kind === "Package")
    return samePath(da.path, db.path) && da.types.every((x, i) => equalTypes(env, x, db.types[i]!, vars));
  if (da.kind === "Variant" && db.kind === "Variant") {
    // Pairs met before are taken as equal: variant types may be recursive.
    const key = -(a.id * 65536 + b.id) - 1;
    if (vars.has(key)) return true;
    vars.set(key, 0);
    const r1 = rowRepr(da.row);
    const r2 = rowRepr(db.row);
    const live = (r: Row): RowEntry[] => r.fields.filter((e) => !isAbsent(e.field));
    const f1 = live(r1);
    const f2 = live(r2);
    if (r1.closed !== r2.closed || f1.length !== f2.length) return false;
    if (!equalTypes(env, r1.more, r2.more, vars)) return false;
    return f1.every((e, i) => {
      const g = f2[i]!;
      if (e.tag !== g.tag) return false;
      const x = rowFieldRepr(e.field).desc;
      const y = rowFieldRepr(g.field).desc;
      if (x.kind === "Present" && y.kind === "Present") return x.arg === undefined ? y.arg === undefined : y.arg !== undefined && equalTypes(env, x.arg, y.arg, vars);
      if (x.kind === "Either" && y.kind === "Either")
        return x.constant === y.constant && x.args.length === y.args.length && x.args.every((t, k) => equalTypes(env, t, y.args[k]!, vars));
      return false;
    });
  }
  return false;
}
