// The typing environment: what names mean at a point of the program. Persistent (extension never
// copies), with lookups of written names (`x`, `M.x`, `Stdlib.List.map`) and of paths.
import type { Location } from "../common/location.js";
import type { Alerts } from "./alerts.js";
import { noteModuleUse } from "./module_usage.js";
import { markOpenUse, type Namespace, type OpenUse, type TrackedOpens } from "./open_usage.js";
import type { Longident } from "../syntax/ast.js";
import { constructorsOfDecl, extensionConstructor, labelsOfDecl } from "./datarepr.js";
import { PMap } from "./pmap.js";
import { unitsOutsideStdlib } from "./library_units.js";
import { Subst } from "./subst.js";
import {
  GENERIC_LEVEL,
  newType,
  globalIdent,
  identKey,
  pathKey,
  pdot,
  pident,
  type ConstructorDesc,
  type ExtensionDecl,
  type Ident,
  type LabelDesc,
  type ModuleSignature,
  type ModuleType,
  type Path,
  type SigItem,
  type TypeDecl,
  type ValueDesc,
} from "./types.js";

export interface ValueEntry {
  readonly path: Path;
  readonly desc: ValueDesc;
}
export interface TypeEntry {
  readonly path: Path;
  readonly decl: TypeDecl;
}
export interface ModuleEntry {
  readonly path: Path;
  readonly type: ModuleType;
  /** A module of a structure or signature: the ident of its declaration (which warning 60 watches). */
  readonly ident?: Ident;
  /** `[@@deprecated]` / `[@@alert]` on the module's declaration. */
  readonly alerts?: Alerts;
}
export interface ModtypeEntry {
  readonly path: Path;
  readonly type: ModuleType | undefined;
  readonly alerts?: Alerts;
}

/**
 * The values of a module's components. A value's type is given its full paths on first lookup:
 * programs use a few of the values of the modules they name (`Set.Make` makes dozens). Until
 * then the table holds the description the signature gives.
 */
export class ValueTable {
  private readonly entries = new Map<string, ValueEntry | ValueDesc>();

  constructor(
    private readonly prefix: Path,
    private readonly subst: Subst,
  ) {}

  /** Adds a value of the signature (its description as the signature gives it). */
  add(name: string, desc: ValueDesc): void {
    this.entries.set(name, desc);
  }

  get(name: string): ValueEntry | undefined {
    const e = this.entries.get(name);
    if (e === undefined || isValueEntry(e)) return e;
    const v: ValueEntry = { path: pdot(this.prefix, name), desc: this.subst.valueDesc(e) };
    this.entries.set(name, v);
    return v;
  }

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  *[Symbol.iterator](): IterableIterator<[string, ValueEntry]> {
    for (const name of [...this.entries.keys()]) yield [name, this.get(name)!];
  }
}

function isValueEntry(e: ValueEntry | ValueDesc): e is ValueEntry {
  return (e as Partial<ValueEntry>).path !== undefined;
}

/** The components of a module, with their full paths, computed once per module path. */
export interface Components {
  readonly values: ValueTable;
  readonly types: ReadonlyMap<string, TypeEntry>;
  readonly constructors: ReadonlyMap<string, readonly ConstructorDesc[]>;
  readonly labels: ReadonlyMap<string, readonly LabelDesc[]>;
  readonly modules: ReadonlyMap<string, ModuleEntry>;
  readonly modtypes: ReadonlyMap<string, ModtypeEntry>;
}

/**
 * Values bound lately, newest first, in front of an environment's map of values: a local
 * variable costs one cell instead of a path of the (large) tree. Folded into the map past
 * `maxRecentValues` cells, and before an `open`.
 */
interface RecentValue {
  readonly name: string;
  readonly entry: ValueEntry;
  readonly next: RecentValue | undefined;
  /** The number of cells from this one to the end of the list. */
  readonly count: number;
}

const maxRecentValues = 16;

/** `values` with the cells of `recent` added, the newest last (so that it shadows the others). */
function foldRecentValues(values: PMap<ValueEntry>, recent: RecentValue | undefined): PMap<ValueEntry> {
  // The list is at most `maxRecentValues` long: recursion adds the oldest first, with no array.
  return recent === undefined ? values : foldRecentValues(values, recent.next).set(recent.name, recent.entry);
}

/** State shared by every environment of one compilation (caches, loaded units, warnings hooks). */
export interface EnvShared {
  readonly units: Map<string, ModuleSignature>;
  /** Units typed on first use (the standard library: most programs use a few of its units). */
  readonly pendingUnits: Map<string, () => ModuleSignature>;
  readonly components: Map<string, Components | null>;
  /** Hook called when a value is looked up (unused-variable warnings). */
  used: (key: string) => void;
}

export class Env {
  private constructor(
    readonly shared: EnvShared,
    private readonly values: PMap<ValueEntry>,
    private readonly types: PMap<TypeEntry>,
    private readonly typesById: PMap<TypeDecl>,
    private readonly constructors: PMap<readonly ConstructorDesc[]>,
    private readonly labels: PMap<readonly LabelDesc[]>,
    private readonly modules: PMap<ModuleEntry>,
    private readonly modulesById: PMap<ModuleType>,
    private readonly modtypes: PMap<ModtypeEntry>,
    private readonly modtypesById: PMap<ModuleType | undefined>,
    private readonly recentValues: RecentValue | undefined = undefined,
    /** The opens tracked for warnings 33 and 66 (open_usage.ts), innermost first. */
    private readonly opens: TrackedOpens | undefined = undefined,
  ) {}

  static empty(): Env {
    return new Env(
      { units: new Map(), pendingUnits: new Map(), components: new Map(), used: () => {} },
      PMap.empty(),
      PMap.empty(),
      PMap.empty(),
      PMap.empty(),
      PMap.empty(),
      PMap.empty(),
      PMap.empty(),
      PMap.empty(),
      PMap.empty(),
    );
  }

  /** A copy sharing nothing mutable with this one but the units (a new compilation). */
  fork(): Env {
    const shared: EnvShared = {
      units: this.shared.units,
      pendingUnits: this.shared.pendingUnits,
      components: new Map(this.shared.components),
      used: () => {},
    };
    // Units added later by one compilation must not be seen by another: copy on first addUnit.
    (shared as { units: Map<string, ModuleSignature> }).units = new Map(this.shared.units);
    return new Env(
      shared,
      this.values,
      this.types,
      this.typesById,
      this.constructors,
      this.labels,
      this.modules,
      this.modulesById,
      this.modtypes,
      this.modtypesById,
      this.recentValues,
      this.opens,
    );
  }

  private with(p: Partial<{
    values: PMap<ValueEntry>;
    types: PMap<TypeEntry>;
    typesById: PMap<TypeDecl>;
    constructors: PMap<readonly ConstructorDesc[]>;
    labels: PMap<readonly LabelDesc[]>;
    modules: PMap<ModuleEntry>;
    modulesById: PMap<ModuleType>;
    modtypes: PMap<ModtypeEntry>;
    modtypesById: PMap<ModuleType | undefined>;
  }>): Env {
    return new Env(
      this.shared,
      p.values ?? this.values,
      p.types ?? this.types,
      p.typesById ?? this.typesById,
      p.constructors ?? this.constructors,
      p.labels ?? this.labels,
      p.modules ?? this.modules,
      p.modulesById ?? this.modulesById,
      p.modtypes ?? this.modtypes,
      p.modtypesById ?? this.modtypesById,
      // New values are made from the folded map.
      p.values ? undefined : this.recentValues,
      this.opens,
    );
  }

  // -------------------------------------------------------------------------------------------
  // Extension

  addValue(id: Ident, desc: ValueDesc): Env {
    // The most frequent extension: made directly (no partial record of the changed maps).
    const entry: ValueEntry = { path: pident(id), desc };
    const recent = this.recentValues;
    const count = recent === undefined ? 1 : recent.count + 1;
    const values = count > maxRecentValues ? foldRecentValues(this.values, recent).set(id.name, entry) : this.values;
    return new Env(
      this.shared,
      values,
      this.types,
      this.typesById,
      this.constructors,
      this.labels,
      this.modules,
      this.modulesById,
      this.modtypes,
      this.modtypesById,
      count > maxRecentValues ? undefined : { name: id.name, entry, next: recent, count },
      this.opens,
    );
  }

  /**
   * This environment with its recent values folded into its map: done after each structure
   * item, so that the local variables of the items after start a short list of their own.
   */
  foldValues(): Env {
    if (this.recentValues === undefined) return this;
    return this.with({ values: foldRecentValues(this.values, this.recentValues) });
  }

  private addConstructors(cs: readonly ConstructorDesc[], p: Partial<{ constructors: PMap<readonly ConstructorDesc[]> }>): PMap<readonly ConstructorDesc[]> {
    let m = p.constructors ?? this.constructors;
    for (const c of cs) m = m.set(c.name, [c, ...(m.get(c.name) ?? [])]);
    return m;
  }

  private addLabels(ls: readonly LabelDesc[]): PMap<readonly LabelDesc[]> {
    let m = this.labels;
    for (const l of ls) m = m.set(l.name, [l, ...(m.get(l.name) ?? [])]);
    return m;
  }

  addType(id: Ident, decl: TypeDecl): Env {
    const path = pident(id);
    return this.with({
      types: this.types.set(id.name, { path, decl }),
      typesById: this.typesById.set(identKey(id), decl),
      constructors: this.addConstructors(constructorsOfDecl(path, decl), {}),
      labels: this.addLabels(labelsOfDecl(path, decl)),
    });
  }

  /** Adds a type without its constructors and labels (while checking recursive definitions). */
  addTypeOnly(id: Ident, decl: TypeDecl): Env {
    return this.with({
      types: this.types.set(id.name, { path: pident(id), decl }),
      typesById: this.typesById.set(identKey(id), decl),
    });
  }

  addExtension(id: Ident, ext: ExtensionDecl): Env {
    return this.with({ constructors: this.addConstructors([extensionConstructor(id.name, pident(id), ext)], {}) });
  }

  addModule(id: Ident, type: ModuleType, alerts?: Alerts): Env {
    // Re-binding an ident (recursive modules: approximation, then declared type) drops what
    // was computed from its previous type.
    const key = identKey(id);
    if (this.shared.components.has(key))
      for (const k of [...this.shared.components.keys()]) if (k === key || k.startsWith(key + ".")) this.shared.components.delete(k);
    return this.with({
      modules: this.modules.set(id.name, alerts ? { path: pident(id), type, alerts } : { path: pident(id), type }),
      modulesById: this.modulesById.set(identKey(id), type),
    });
  }

  addModtype(id: Ident, type: ModuleType | undefined, alerts?: Alerts): Env {
    return this.with({
      modtypes: this.modtypes.set(id.name, alerts ? { path: pident(id), type, alerts } : { path: pident(id), type }),
      modtypesById: this.modtypesById.set(identKey(id), type),
    });
  }

  addSignature(sig: ModuleSignature): Env {
    let env: Env = this;
    for (const it of sig) env = env.addSigItem(it);
    return env;
  }

  addSigItem(it: SigItem): Env {
    switch (it.kind) {
      case "Value":
        return this.addValue(it.ident, it.desc);
      case "Type":
        return this.addType(it.ident, it.decl);
      case "TypeExt":
        return this.addExtension(it.ident, it.ext);
      case "Module":
        return this.addModule(it.ident, it.type, it.alerts);
      case "ModType":
        return this.addModtype(it.ident, it.type, it.alerts);
    }
  }

  /**
   * `open M`: every component of M becomes visible by its short name. With `use`, the open is
   * tracked: the names found through it mark it used (warnings 33 and 66).
   */
  open(path: Path, comps: Components, use?: OpenUse): Env {
    let values = foldRecentValues(this.values, this.recentValues);
    let types = this.types;
    let constructors = this.constructors;
    let labels = this.labels;
    let modules = this.modules;
    let modtypes = this.modtypes;
    for (const [n, v] of comps.values) values = values.set(n, v);
    for (const [n, v] of comps.types) types = types.set(n, v);
    for (const [n, cs] of comps.constructors) constructors = constructors.set(n, [...cs, ...(constructors.get(n) ?? [])]);
    for (const [n, ls] of comps.labels) labels = labels.set(n, [...ls, ...(labels.get(n) ?? [])]);
    for (const [n, v] of comps.modules) modules = modules.set(n, v);
    for (const [n, v] of comps.modtypes) modtypes = modtypes.set(n, v);
    void path;
    const env = this.with({ values, types, constructors, labels, modules, modtypes });
    if (use === undefined) return env;
    return new Env(env.shared, env.values, env.types, env.typesById, env.constructors, env.labels, env.modules, env.modulesById, env.modtypes, env.modtypesById, env.recentValues, {
      comps,
      use,
      next: this.opens,
      before: this,
    });
  }

  /**
   * What the short name `name` denotes here, without marking an open used (the constructor or
   * field: the latest): what an open after this point would shadow (warnings 44 and 45).
   */
  shadowedName(ns: Namespace, name: string): unknown {
    switch (ns) {
      case "value":
        return this.findValue(name);
      case "type":
        return this.types.get(name);
      case "module":
        return this.modules.get(name);
      case "module type":
        return this.modtypes.get(name);
      case "constructor":
        return this.constructors.get(name)?.[0];
      case "label":
        return this.labels.get(name)?.[0];
    }
  }

  /** Marks used the tracked open (if any) through which the short name `name` finds `found`. */
  noteUse(ns: Namespace, name: string, found: unknown): void {
    if (this.opens !== undefined && found !== undefined) markOpenUse(this.opens, ns, name, found);
  }

  addUnit(name: string, sig: ModuleSignature): void {
    this.shared.units.set(name, sig);
    this.shared.components.delete(name);
  }

  /** A unit's signature, typing it now if it was pending. */
  unit(name: string): ModuleSignature | undefined {
    const u = this.shared.units.get(name);
    if (u) return u;
    // Loaders are shared by every environment made from the same library and remember their
    // result, so a unit is typed once.
    const load = this.shared.pendingUnits.get(name);
    if (!load) return undefined;
    const sig = load();
    this.shared.units.set(name, sig);
    return sig;
  }

  // -------------------------------------------------------------------------------------------
  // Lookup of paths

  findTypeByPath(p: Path): TypeDecl | undefined {
    switch (p.kind) {
      case "Pident":
        return this.typesById.get(identKey(p.ident));
      case "Pdot":
        return this.componentsOf(p.prefix)?.types.get(p.name)?.decl;
      case "Papply":
        return undefined;
    }
  }

  findModuleByPath(p: Path): ModuleType | undefined {
    switch (p.kind) {
      case "Pident": {
        if (p.ident.global) {
          const s = this.unit(p.ident.name);
          return s && { kind: "Signature", items: s };
        }
        return this.modulesById.get(identKey(p.ident));
      }
      case "Pdot":
        return this.componentsOf(p.prefix)?.modules.get(p.name)?.type;
      case "Papply": {
        const f = this.findModuleByPath(p.functor);
        const ft = f && this.scrape(f);
        if (!ft || ft.kind !== "Functor") return undefined;
        if (!ft.param) return ft.result;
        return new Subst().add(identKey(ft.param.ident), p.arg).moduleType(ft.result);
      }
    }
  }

  findModtypeByPath(p: Path): ModuleType | undefined {
    switch (p.kind) {
      case "Pident":
        return this.modtypesById.get(identKey(p.ident));
      case "Pdot":
        return this.componentsOf(p.prefix)?.modtypes.get(p.name)?.type;
      case "Papply":
        return undefined;
    }
  }

  /** A module path with aliases resolved (`C.t` and `Deep.Inner.Core.t` are the same type). */
  normalizeModulePath(p: Path): Path {
    for (let i = 0; i < 100; i++) {
      let q: Path = p;
      if (p.kind === "Pdot") {
        const pre = this.normalizeModulePath(p.prefix);
        q = pre === p.prefix ? p : pdot(pre, p.name);
      }
      const m = this.findModuleByPath(q);
      if (m && m.kind === "Alias") {
        p = m.path;
        continue;
      }
      return q;
    }
    return p;
  }

  normalizeTypePath(p: Path): Path {
    if (p.kind !== "Pdot") return p;
    const pre = this.normalizeModulePath(p.prefix);
    return pre === p.prefix ? p : pdot(pre, p.name);
  }

  /** Expands module type names and aliases until a signature or functor shows. */
  scrape(m: ModuleType): ModuleType | undefined {
    let cur: ModuleType | undefined = m;
    for (let i = 0; i < 100 && cur; i++) {
      if (cur.kind === "Ident") cur = this.findModtypeByPath(cur.path);
      else if (cur.kind === "Alias") cur = this.findModuleByPath(cur.path);
      else return cur;
    }
    return cur;
  }

  componentsOf(p: Path): Components | undefined {
    const key = pathKey(p);
    const cached = this.shared.components.get(key);
    if (cached !== undefined) return cached ?? undefined;
    const mty = this.findModuleByPath(p);
    // An alias has the components of the module it names, whose abstract types it shares.
    if (mty && mty.kind === "Alias") {
      const target = this.findModuleByPath(mty.path);
      const st = target && strengthen(this, target, mty.path);
      if (!st || st.kind !== "Signature") return undefined;
      const comps = computeComponents(p, st.items);
      this.shared.components.set(key, comps);
      return comps;
    }
    const s = mty && this.scrape(mty);
    if (!s || s.kind !== "Signature") {
      return undefined;
    }
    const comps = computeComponents(p, s.items);
    this.shared.components.set(key, comps);
    return comps;
  }

  // -------------------------------------------------------------------------------------------
  // Lookup of written names

  lookupModulePath(lid: Longident): ModuleEntry | undefined {
    switch (lid.kind) {
      case "Lident": {
        const e = this.modules.get(lid.name);
        if (e) {
          if (this.opens !== undefined) markOpenUse(this.opens, "module", lid.name, e);
          noteModuleUse(e);
          return e;
        }
        const u = this.unit(lid.name);
        if (u) return { path: pident(globalIdent(lid.name)), type: { kind: "Signature", items: u } };
        return undefined;
      }
      case "Ldot": {
        const m = this.lookupModulePath(lid.prefix);
        if (!m) return undefined;
        const c = this.componentsOf(m.path);
        const e = c?.modules.get(lid.name);
        if (e) {
          noteModuleUse(e);
          return e;
        }
        // Units are not really submodules of Stdlib: `Stdlib.List` is the unit List.
        // (`Str` is not: it is a library of its own, as OCaml's str.cma.)
        if (m.path.kind === "Pident" && m.path.ident.global && m.path.ident.name === "Stdlib" && !unitsOutsideStdlib.has(lid.name)) {
          const u = this.unit(lid.name);
          if (u) return { path: pident(globalIdent(lid.name)), type: { kind: "Signature", items: u } };
        }
        return undefined;
      }
      case "Lapply": {
        const f = this.lookupModulePath(lid.functor);
        const a = this.lookupModulePath(lid.arg);
        if (!f || !a) return undefined;
        const path: Path = { kind: "Papply", functor: f.path, arg: a.path };
        const type = this.findModuleByPath(path);
        return type && { path, type };
      }
    }
  }

  // Short names are looked up directly by the callers (no closures for the common case).
  private lookupIn<T>(lid: Longident, local: (n: string) => T | undefined, inComps: (c: Components, n: string) => T | undefined): T | "nomodule" | undefined {
    if (lid.kind === "Lident") return local(lid.name);
    if (lid.kind === "Lapply") return undefined;
    const m = this.lookupModulePath(lid.prefix);
    if (!m) return "nomodule";
    const c = this.componentsOf(m.path);
    return c ? inComps(c, lid.name) : undefined;
  }

  lookupValue(lid: Longident): ValueEntry | "nomodule" | undefined {
    if (lid.kind === "Lident") {
      const e = this.findValue(lid.name);
      if (this.opens !== undefined && e !== undefined) markOpenUse(this.opens, "value", lid.name, e);
      return e;
    }
    return this.lookupIn(lid, (n) => this.findValue(n), (c, n) => c.values.get(n));
  }

  private findValue(name: string): ValueEntry | undefined {
    for (let c = this.recentValues; c !== undefined; c = c.next) if (c.name === name) return c.entry;
    return this.values.get(name);
  }

  lookupType(lid: Longident): TypeEntry | "nomodule" | undefined {
    if (lid.kind === "Lident") return this.noted("type", lid.name, this.types.get(lid.name));
    return this.lookupIn(lid, (n) => this.types.get(n), (c, n) => c.types.get(n));
  }

  lookupConstructors(lid: Longident): readonly ConstructorDesc[] | "nomodule" | undefined {
    if (lid.kind === "Lident") return this.notedFirst("constructor", lid.name, this.constructors.get(lid.name));
    return this.lookupIn(lid, (n) => this.constructors.get(n), (c, n) => c.constructors.get(n));
  }

  lookupLabels(lid: Longident): readonly LabelDesc[] | "nomodule" | undefined {
    if (lid.kind === "Lident") return this.notedFirst("label", lid.name, this.labels.get(lid.name));
    return this.lookupIn(lid, (n) => this.labels.get(n), (c, n) => c.labels.get(n));
  }

  /**
   * The constructors, or the fields, a name may denote, the latest first, without marking an open
   * used: the candidates in scope that the disambiguation warnings (40, 41, 42) weigh.
   */
  candidates(ns: "constructor", lid: Longident): readonly ConstructorDesc[];
  candidates(ns: "label", lid: Longident): readonly LabelDesc[];
  candidates(ns: "constructor" | "label", lid: Longident): readonly (ConstructorDesc | LabelDesc)[] {
    const map = ns === "constructor" ? this.constructors : this.labels;
    const r = this.lookupIn<readonly (ConstructorDesc | LabelDesc)[]>(lid, (n) => map.get(n), (c, n) => (ns === "constructor" ? c.constructors : c.labels).get(n));
    return Array.isArray(r) ? r : [];
  }

  lookupModtype(lid: Longident): ModtypeEntry | "nomodule" | undefined {
    if (lid.kind === "Lident") return this.noted("module type", lid.name, this.modtypes.get(lid.name));
    return this.lookupIn(lid, (n) => this.modtypes.get(n), (c, n) => c.modtypes.get(n));
  }

  private noted<T>(ns: Namespace, name: string, found: T | undefined): T | undefined {
    if (this.opens !== undefined && found !== undefined) markOpenUse(this.opens, ns, name, found);
    return found;
  }

  private notedFirst<T>(ns: Namespace, name: string, found: readonly T[] | undefined): readonly T[] | undefined {
    if (this.opens !== undefined && found !== undefined && found.length > 0) markOpenUse(this.opens, ns, name, found[0]);
    return found;
  }

  /** The names visible in a namespace, at top level or in the module `prefix` (for hints). */
  namesIn(ns: "value" | "type" | "module" | "constructor" | "label" | "module type", prefix: Longident | undefined): string[] {
    const out: string[] = [];
    if (prefix === undefined) {
      const m =
        ns === "value" ? this.values : ns === "type" ? this.types : ns === "module" ? this.modules : ns === "constructor" ? this.constructors : ns === "label" ? this.labels : this.modtypes;
      (m as PMap<unknown>).forEach((k) => out.push(k));
      if (ns === "value" && this.recentValues !== undefined) {
        // In the order the map gives: sorted, each name once.
        for (let c: RecentValue | undefined = this.recentValues; c !== undefined; c = c.next) out.push(c.name);
        const sorted = [...new Set(out)].sort();
        out.length = 0;
        out.push(...sorted);
      }
      // (Not Str: as with ocamlc -I +str, a library outside Stdlib is not among the suggestions.)
      if (ns === "module")
        for (const u of new Set([...this.shared.units.keys(), ...this.shared.pendingUnits.keys()])) if (!unitsOutsideStdlib.has(u)) out.push(u);
      return out;
    }
    const mod = this.lookupModulePath(prefix);
    const c = mod && this.componentsOf(mod.path);
    if (!c) return out;
    const m = ns === "value" ? c.values : ns === "type" ? c.types : ns === "module" ? c.modules : ns === "constructor" ? c.constructors : ns === "label" ? c.labels : c.modtypes;
    for (const k of m.keys()) out.push(k);
    return out;
  }

  /** The type currently bound to a short name (for printing short paths). */
  typeByName(name: string): TypeEntry | undefined {
    return this.types.get(name);
  }
}

/** The maps of a module without components of a kind (shared: never written). */
const noComponents: ReadonlyMap<string, never> = new Map<string, never>();

/** Gives each item of `sig` its path under `prefix`, and indexes them by name. */
export function computeComponents(prefix: Path, sig: ModuleSignature): Components {
  const subst = new Subst();
  for (const it of sig) {
    if (it.kind === "Type" || it.kind === "Module" || it.kind === "ModType") subst.add(identKey(it.ident), pdot(prefix, it.ident.name));
  }
  // Maps are made for the kinds the module has (most have no module types, many no labels).
  const values = new ValueTable(prefix, subst);
  let types: Map<string, TypeEntry> | undefined;
  let constructors: Map<string, ConstructorDesc[]> | undefined;
  let labels: Map<string, LabelDesc[]> | undefined;
  let modules: Map<string, ModuleEntry> | undefined;
  let modtypes: Map<string, ModtypeEntry> | undefined;
  const addConstructor = (c: ConstructorDesc): void => {
    constructors ??= new Map();
    constructors.set(c.name, [c, ...(constructors.get(c.name) ?? [])]);
  };
  for (const it0 of sig) {
    if (it0.kind === "Value") {
      values.add(it0.ident.name, it0.desc);
      continue;
    }
    const it = subst.sigItem(it0);
    const path = pdot(prefix, it.ident.name);
    switch (it.kind) {
      case "Value":
        values.add(it.ident.name, it.desc); // (values are handled above)
        break;
      case "Type":
        (types ??= new Map()).set(it.ident.name, { path, decl: it.decl });
        for (const c of constructorsOfDecl(path, it.decl)) addConstructor(c);
        for (const l of labelsOfDecl(path, it.decl)) {
          labels ??= new Map();
          labels.set(l.name, [l, ...(labels.get(l.name) ?? [])]);
        }
        break;
      case "TypeExt":
        addConstructor(extensionConstructor(it.ident.name, path, it.ext));
        break;
      case "Module":
        (modules ??= new Map()).set(it.ident.name, it.alerts ? { path, type: it.type, alerts: it.alerts, ident: it0.ident } : { path, type: it.type, ident: it0.ident });
        break;
      case "ModType":
        (modtypes ??= new Map()).set(it.ident.name, it.alerts ? { path, type: it.type, alerts: it.alerts } : { path, type: it.type });
        break;
    }
  }
  return {
    values,
    types: types ?? noComponents,
    constructors: constructors ?? noComponents,
    labels: labels ?? noComponents,
    modules: modules ?? noComponents,
    modtypes: modtypes ?? noComponents,
  };
}

export type { Location };

/** Abstract types of a module reached by `path` become equal to `path.t` (OCaml's strengthening). */
export function strengthen(env: Env, mty: ModuleType, path: Path): ModuleType {
  const s = env.scrape(mty);
  if (!s || s.kind !== "Signature") return mty;
  const items = s.items.map((it): SigItem => {
    switch (it.kind) {
      case "Type": {
        if (it.decl.manifest) return it;
        const manifest = newType({ kind: "Constr", path: pdot(path, it.ident.name), args: it.decl.params }, GENERIC_LEVEL);
        return { ...it, decl: { ...it.decl, manifest } };
      }
      case "Module":
        return { ...it, type: strengthen(env, it.type, pdot(path, it.ident.name)) };
      default:
        return it;
    }
  });
  return { kind: "Signature", items };
}



