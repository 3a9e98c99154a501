// Warnings 34 (unused type), 37 (unused constructor), 38 (unused exception or extension
// constructor) and 69 (unused record field), as ocamlc gives them: for the declarations of a
// structure that no use reaches and that the signature the structure is seen through does not
// export; and warnings 32 and 34 for the values and types declared in a signature written in an
// implementation (a module type's, a constraint's, a functor parameter's), which only a use
// through a module of that signature, or an inclusion of the signature in another (a module
// type exported, a module of that type seen through another signature), marks. A declaration is registered when its warning is enabled where it is written (all four
// are off by default, so that programs pay nothing otherwise); a use marks it by the location
// object of its declaration, which every copy of a declaration keeps (substitutions,
// strengthening, the descriptions of constructors and fields). A signature that a structure is
// matched against (a constraint, a functor's parameter, the unit's interface, or the whole unit
// when it has none) marks what it exports.
import type { Location } from "../common/location.js";
import type { Env } from "./env.js";
import type { ConstructorDesc, ExtensionDecl, Ident, LabelDesc, ModuleSignature, ModuleType, SigItem, TypeDecl } from "./types.js";
import type { WarningSink, WarningState } from "./warnings.js";

interface TypeUse {
  readonly kind: "type";
  readonly name: string;
  readonly loc: Location;
  readonly state: WarningState;
  used: boolean;
}

interface ConstructorUse {
  readonly kind: "constructor";
  readonly name: string;
  readonly loc: Location;
  readonly state: WarningState;
  /** The type declaring it (none for an extension constructor). */
  readonly type: TypeUse | undefined;
  /** For an extension constructor: whether it is an exception, whether it rebinds another. */
  readonly extension: { readonly exception: boolean; readonly rebind: boolean } | undefined;
  readonly private: boolean;
  /** Warned about at all: not for the constructors of a type whose name starts with `_`. */
  readonly checked: boolean;
  positive: boolean;
  pattern: boolean;
  exportedPrivate: boolean;
}

interface LabelUse {
  readonly kind: "label";
  readonly name: string;
  readonly loc: Location;
  readonly state: WarningState;
  readonly type: TypeUse;
  readonly private: boolean;
  readonly mutable: boolean;
  readonly checked: boolean;
  projection: boolean;
  mutation: boolean;
  construct: boolean;
}

/** A value declared in a signature (`val x : t` in a module type or constraint). */
interface ValueUse {
  readonly kind: "value";
  readonly name: string;
  readonly loc: Location;
  readonly state: WarningState;
  used: boolean;
}

type Use = TypeUse | ConstructorUse | LabelUse | ValueUse;

export type ConstructorUsage = "positive" | "pattern";
export type LabelUsage = "projection" | "mutation" | "construct";

/** The declarations of one unit being watched, by the location of each. */
export class DeclarationUsage {
  private readonly byLoc = new Map<Location, Use>();
  private readonly registered: Use[] = [];

  /**
   * The types of a structure item, in the state (its attributes applied) where each is written;
   * `typesOnly` for those of a functor parameter's signature, whose constructors and fields are
   * not watched (ocamlc watches no constructor or field of a signature).
   */
  registerTypes(decls: readonly { readonly ident: Ident; readonly decl: TypeDecl }[], stateOf: (i: number) => WarningState, typesOnly = false): void {
    decls.forEach(({ ident, decl }, i) => {
      const state = stateOf(i);
      if (decl.loc.ghost || this.byLoc.has(decl.loc)) return;
      const type: TypeUse = { kind: "type", name: ident.name, loc: decl.loc, state, used: false };
      const named = !ident.name.startsWith("_");
      if (state.active[34]) this.add(type, named);
      const k = decl.kind;
      if (typesOnly) return;
      if (k.kind === "Variant" && state.active[37])
        for (const c of k.constructors)
          this.add(
            { kind: "constructor", name: c.name, loc: c.loc, state, type, extension: undefined, private: decl.private, checked: named, positive: false, pattern: false, exportedPrivate: false },
            named,
          );
      if (k.kind === "Record" && state.active[69])
        for (const f of k.fields) {
          const checked = named && !f.name.startsWith("_");
          this.add({ kind: "label", name: f.name, loc: f.loc, state, type, private: decl.private, mutable: f.mutable, checked, projection: false, mutation: false, construct: false }, checked);
        }
    });
  }

  /** A value declared in a signature, in the state where it is written. */
  registerValue(name: string, loc: Location, state: WarningState): void {
    if (!state.active[32] || loc.ghost || this.byLoc.has(loc)) return;
    this.add({ kind: "value", name, loc, state, used: false }, !name.startsWith("_"));
  }

  /** An exception or extension constructor of a structure. */
  registerExtension(ident: Ident, ext: ExtensionDecl, exception: boolean, rebind: boolean, state: WarningState): void {
    if (!state.active[38] || ext.loc.ghost || this.byLoc.has(ext.loc)) return;
    this.add(
      { kind: "constructor", name: ident.name, loc: ext.loc, state, type: undefined, extension: { exception, rebind }, private: ext.private, checked: true, positive: false, pattern: false, exportedPrivate: false },
      true,
    );
  }

  private add(u: Use, report: boolean): void {
    this.byLoc.set(u.loc, u);
    if (report) this.registered.push(u);
  }

  get empty(): boolean {
    return this.byLoc.size === 0;
  }

  markValue(loc: Location): void {
    const u = this.byLoc.get(loc);
    if (u?.kind === "value") u.used = true;
  }

  markType(decl: TypeDecl): void {
    const u = this.byLoc.get(decl.loc);
    if (u?.kind === "type") u.used = true;
  }

  markConstructor(loc: Location, usage: ConstructorUsage | "exported" | "exportedPrivate"): void {
    const u = this.byLoc.get(loc);
    if (u?.kind !== "constructor") return;
    if (u.type) u.type.used = true;
    if (usage === "positive") u.positive = true;
    else if (usage === "pattern") u.pattern = true;
    else if (usage === "exportedPrivate") u.exportedPrivate = true;
    else u.positive = u.pattern = u.exportedPrivate = true;
  }

  markLabel(loc: Location, usage: LabelUsage | "exported" | "exportedPrivate"): void {
    const u = this.byLoc.get(loc);
    if (u?.kind !== "label") return;
    u.type.used = true;
    if (usage === "projection" || usage === "exportedPrivate") u.projection = true;
    else if (usage === "mutation") u.mutation = true;
    else if (usage === "construct") u.construct = true;
    else u.projection = u.mutation = u.construct = true;
  }

  /**
   * What a signature exports of the structure whose signature is `impl`: the types it names, the
   * constructors and fields of those it does not make abstract, its exceptions and extension
   * constructors, and so in its modules (`spec` "all": everything, a unit without interface).
   */
  markExported(env: Env, impl: ModuleSignature, spec: ModuleSignature | "all"): void {
    if (this.empty) return;
    for (const it of impl) {
      const s = spec === "all" ? it : findItem(spec, it);
      if (s === undefined) continue;
      switch (it.kind) {
        case "Type": {
          this.markType(it.decl);
          const sd = (s as Extract<SigItem, { kind: "Type" }>).decl;
          const usage = sd.private ? "exportedPrivate" : "exported";
          if (it.decl.kind.kind === "Variant" && sd.kind.kind === "Variant") for (const c of it.decl.kind.constructors) this.markConstructor(c.loc, usage);
          if (it.decl.kind.kind === "Record" && sd.kind.kind === "Record") for (const f of it.decl.kind.fields) this.markLabel(f.loc, usage);
          break;
        }
        case "TypeExt":
          this.markConstructor(it.ext.loc, (s as Extract<SigItem, { kind: "TypeExt" }>).ext.private ? "exportedPrivate" : "exported");
          break;
        case "Value":
          this.markValue(it.desc.loc);
          break;
        case "Module":
          this.markModule(env, it.type, spec === "all" ? "all" : (s as Extract<SigItem, { kind: "Module" }>).type);
          break;
        case "ModType": {
          // A module type compared with another (both ways) has all its declarations used; an
          // abstract one in the signature compares nothing.
          const manifest = spec === "all" || (s as Extract<SigItem, { kind: "ModType" }>).type !== undefined;
          if (manifest && it.type !== undefined) this.markModuleType(env, it.type);
          break;
        }
        default:
          break;
      }
    }
  }

  /** `markExported` for a module of type `impl` seen as `spec`. */
  markModule(env: Env, impl: ModuleType, spec: ModuleType | "all"): void {
    if (this.empty || impl.kind === "Alias") return;
    const i = impl.kind === "Ident" ? env.scrape(impl) : impl;
    const s = spec === "all" ? "all" : env.scrape(spec);
    if (!i || !s) return;
    if (i.kind === "Signature" && (s === "all" || s.kind === "Signature")) this.markExported(env, i.items, s === "all" ? "all" : s.items);
    else if (i.kind === "Functor" && (s === "all" || s.kind === "Functor")) this.markModule(env, i.result, s === "all" ? "all" : s.result);
  }

  /** Every value and type a module type declares, its functors' parameters' too (a comparison with another). */
  private markModuleType(env: Env, t: ModuleType, depth = 0): void {
    const m = t.kind === "Ident" ? env.scrape(t) : t;
    if (!m || depth > 100) return;
    if (m.kind === "Functor") {
      if (m.param) this.markModuleType(env, m.param.type, depth + 1);
      this.markModuleType(env, m.result, depth + 1);
      return;
    }
    if (m.kind !== "Signature") return;
    for (const it of m.items) {
      if (it.kind === "Type") this.markType(it.decl);
      else if (it.kind === "Value") this.markValue(it.desc.loc);
      else if (it.kind === "Module") this.markModuleType(env, it.type, depth + 1);
      else if (it.kind === "ModType" && it.type !== undefined) this.markModuleType(env, it.type, depth + 1);
    }
  }

  /**
   * Warns of each registered declaration left unused (at the end of the unit); `valueUsed`: what
   * the typer's lookups reached, and the values it has already warned about.
   */
  report(sink: WarningSink, valueUsed: (loc: Location) => boolean = () => false): void {
    for (const u of this.registered) {
      switch (u.kind) {
        case "value":
          if (!u.used && !valueUsed(u.loc)) sink.warnWithState(u.state, u.loc, 32, `unused value ${u.name}.`);
          break;
        case "type":
          if (!u.used) sink.warnWithState(u.state, u.loc, 34, `unused type ${u.name}.`);
          break;
        case "constructor": {
          const complaint = constructorComplaint(u);
          if (complaint === undefined || !u.checked) break;
          if (u.extension) {
            const name = `${u.extension.exception ? "exception" : "extension constructor"} ${u.name}`;
            sink.warnWithState(u.state, u.loc, 38, complaint === "unused" ? `unused ${name}` : `${name} is never used to build values.\n${complaint === "pattern" ? "(However, this constructor appears in patterns.)" : "It is exported or rebound as a private extension."}`);
          } else {
            sink.warnWithState(u.state, u.loc, 37, complaint === "unused" ? `unused constructor ${u.name}.` : `constructor ${u.name} is never used to build values.\n${complaint === "pattern" ? "(However, this constructor appears in patterns.)" : "Its type is exported as a private type."}`);
          }
          break;
        }
        case "label": {
          const complaint = labelComplaint(u);
          if (complaint === undefined) break;
          const text =
            complaint === "unused"
              ? `unused record field ${u.name}.`
              : complaint === "notRead"
                ? `record field ${u.name} is never read.\n(However, this field is used to build or mutate values.)`
                : `mutable record field ${u.name} is never mutated.`;
          sink.warnWithState(u.state, u.loc, 69, text);
          break;
        }
      }
    }
  }
}

function findItem(spec: ModuleSignature, it: SigItem): SigItem | undefined {
  for (let i = spec.length - 1; i >= 0; i--) {
    const s = spec[i]!;
    if (s.kind === it.kind && s.ident.name === it.ident.name) return s;
  }
  return undefined;
}

function constructorComplaint(u: ConstructorUse): "unused" | "pattern" | "private" | undefined {
  if (u.private || u.extension?.rebind) return u.positive || u.pattern || u.exportedPrivate ? undefined : "unused";
  if (u.positive) return undefined;
  if (u.pattern) return "pattern";
  return u.exportedPrivate ? "private" : "unused";
}

function labelComplaint(u: LabelUse): "unused" | "notRead" | "notMutated" | undefined {
  if (u.private) return u.projection ? undefined : "unused";
  if (!u.mutable) return u.projection ? undefined : u.construct ? "notRead" : "unused";
  if (u.projection && u.mutation) return undefined;
  if (!u.projection && !u.mutation && !u.construct) return "unused";
  return u.projection ? "notMutated" : "notRead";
}

// The watch of the unit being typed, which the typer's lookups mark.
let current: DeclarationUsage | undefined;

export function withDeclarationUsage<T>(u: DeclarationUsage, f: () => T): T {
  const saved = current;
  current = u;
  try {
    return f();
  } finally {
    current = saved;
  }
}

export function noteTypeUse(decl: TypeDecl): void {
  if (current !== undefined && !current.empty) current.markType(decl);
}

export function noteConstructorUse(c: ConstructorDesc, usage: ConstructorUsage): void {
  if (current !== undefined && !current.empty) current.markConstructor(c.loc, usage);
}

export function noteLabelUse(l: LabelDesc, usage: LabelUsage): void {
  if (current !== undefined && !current.empty) current.markLabel(l.loc, usage);
}

/** Marks what a signature exports of a module (a constraint, a functor's parameter). */
export function noteModuleExported(env: Env, impl: ModuleType, spec: ModuleType | (() => ModuleType)): void {
  if (current !== undefined && !current.empty) current.markModule(env, impl, typeof spec === "function" ? spec() : spec);
}
