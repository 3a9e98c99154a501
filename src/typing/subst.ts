// Substitution of paths in types, declarations and module types: used to give the components
// of a module their full paths (`t` inside `M` becomes `M.t`), and to apply functors.
// Variables are never copied: a substituted type shares its variables with the original, which
// is harmless since declarations are instantiated at each use.
import { mapRow, rowRepr } from "./row.js";
import {
  identKey,
  newType,
  pdot,
  repr,
  type ClassInfo,
  type ConstructorArgs,
  type ExtensionDecl,
  type LabelDecl,
  type ModuleSignature,
  type ModuleType,
  type Path,
  type SigItem,
  type Type,
  type TypeDecl,
  type TypeKind,
  type ValueDesc,
} from "./types.js";

export class Subst {
  private readonly map = new Map<string, Path>();
  private readonly memo = new Map<number, Type>();

  // The stamps of the local idents substituted, and whether any global one is: most idents of
  // a type are not substituted, and are told apart without making their key.
  private readonly stamps = new Set<number>();
  private globals = false;

  add(key: string, path: Path): this {
    this.map.set(key, path);
    const slash = key.lastIndexOf("/");
    const stamp = slash > 0 ? Number(key.slice(slash + 1)) : NaN;
    if (Number.isInteger(stamp)) this.stamps.add(stamp);
    else this.globals = true;
    return this;
  }

  isEmpty(): boolean {
    return this.map.size === 0;
  }

  path(p: Path): Path {
    switch (p.kind) {
      case "Pident": {
        const id = p.ident;
        if (id.global ? !this.globals : !this.stamps.has(id.stamp)) return p;
        return this.map.get(identKey(id)) ?? p;
      }
      case "Pdot": {
        const q = this.path(p.prefix);
        return q === p.prefix ? p : pdot(q, p.name);
      }
      case "Papply": {
        const f = this.path(p.functor);
        const a = this.path(p.arg);
        return f === p.functor && a === p.arg ? p : { kind: "Papply", functor: f, arg: a };
      }
    }
  }

  type(t0: Type): Type {
    if (this.map.size === 0) return t0;
    const t = repr(t0);
    const m = this.memo.get(t.id);
    if (m) return m;
    let r: Type = t;
    const d = t.desc;
    switch (d.kind) {
      case "Var":
      case "Univar":
      case "Link":
        break;
      case "Arrow": {
        const a = this.type(d.arg);
        const b = this.type(d.result);
        if (a !== d.arg || b !== d.result) r = newType({ kind: "Arrow", label: d.label, arg: a, result: b }, t.level);
        break;
      }
      case "Tuple": {
        const items = this.types(d.items);
        if (items !== d.items) r = newType({ kind: "Tuple", items }, t.level);
        break;
      }
      case "Constr": {
        const path = this.path(d.path);
        // Registered first (as itself): an abbreviation of a variant type may be recursive.
        if (d.args.length > 0) this.memo.set(t.id, t);
        const args = this.types(d.args);
        if (path !== d.path || args !== d.args) r = newType({ kind: "Constr", path, args }, t.level);
        break;
      }
      case "Poly": {
        const body = this.type(d.body);
        if (body !== d.body) r = newType({ kind: "Poly", body, vars: d.vars }, t.level);
        break;
      }
      case "Package": {
        const path = this.path(d.path);
        const types = d.types.map((x) => this.type(x));
        if (path !== d.path || types.some((x, i) => x !== d.types[i]))
          r = newType({ kind: "Package", path, names: d.names, types }, t.level);
        break;
      }
      case "Variant": {
        // Copied whole, registered first: a variant type may be recursive.
        const node = newType({ kind: "Var", name: undefined }, t.level);
        this.memo.set(t.id, node);
        const row = mapRow(d.row, (x) => this.type(x), this.type(rowRepr(d.row).more), false);
        node.desc = { kind: "Variant", row: row.name ? { ...row, name: { path: this.path(row.name.path), args: row.name.args } } : row };
        return node;
      }
    }
    // A node without children is met again at no cost: only the others are remembered.
    if (r !== t || d.kind === "Arrow" || d.kind === "Poly" || (d.kind === "Tuple" ? d.items.length > 0 : d.kind === "Constr" ? d.args.length > 0 : d.kind === "Package" && d.types.length > 0))
      this.memo.set(t.id, r);
    return r;
  }

  /** The types substituted, or `ts` itself when none changes. */
  private types(ts: readonly Type[]): readonly Type[] {
    for (let i = 0; i < ts.length; i++) {
      const x = this.type(ts[i]!);
      if (x === ts[i]) continue;
      const out = ts.slice(0, i);
      out.push(x);
      for (let j = i + 1; j < ts.length; j++) out.push(this.type(ts[j]!));
      return out;
    }
    return ts;
  }

  private labels(ls: readonly LabelDecl[]): readonly LabelDecl[] {
    return ls.map((l) => ({ ...l, type: this.type(l.type) }));
  }

  private args(a: ConstructorArgs): ConstructorArgs {
    return a.kind === "Tuple" ? { kind: "Tuple", types: a.types.map((t) => this.type(t)) } : { kind: "Record", fields: this.labels(a.fields) };
  }

  typeDecl(d: TypeDecl): TypeDecl {
    if (this.map.size === 0) return d;
    let kind: TypeKind = d.kind;
    switch (d.kind.kind) {
      case "Variant":
        kind = {
          kind: "Variant",
          unboxed: d.kind.unboxed,
          constructors: d.kind.constructors.map((c) => ({
            ...c,
            args: this.args(c.args),
            result: c.result && this.type(c.result),
          })),
        };
        break;
      case "Record":
        kind = { kind: "Record", repr: d.kind.repr, fields: this.labels(d.kind.fields) };
        break;
      default:
        break;
    }
    // Built field by field (a spread of declarations of several shapes is slow).
    return {
      params: d.params,
      kind,
      manifest: d.manifest && this.type(d.manifest),
      private: d.private,
      variance: d.variance,
      immediate: d.immediate,
      paramNames: d.paramNames,
      injective: d.injective,
      loc: d.loc,
      alerts: d.alerts,
      ...(d.isClass ? { isClass: true } : {}),
    };
  }

  /**
   * The value's type is substituted on first read: a functor application substitutes the whole
   * result signature, of which a program uses a few values (`Set.Make` gives dozens). Reading
   * later gives the same type, as declarations' types are generic (never unified in place).
   */
  valueDesc(v: ValueDesc): ValueDesc {
    return this.map.size === 0 ? v : new SubstitutedValue(this, v);
  }

  extension(e: ExtensionDecl): ExtensionDecl {
    return { ...e, typePath: this.path(e.typePath), args: this.args(e.args), result: e.result && this.type(e.result) };
  }

  moduleType(m: ModuleType): ModuleType {
    if (this.map.size === 0) return m;
    switch (m.kind) {
      case "Ident":
        return { kind: "Ident", path: this.path(m.path) };
      case "Alias":
        return { kind: "Alias", path: this.path(m.path) };
      case "Functor":
        return {
          kind: "Functor",
          param: m.param && { ident: m.param.ident, type: this.moduleType(m.param.type) },
          result: this.moduleType(m.result),
        };
      case "Signature":
        return { kind: "Signature", items: this.signature(m.items) };
    }
  }

  signature(s: ModuleSignature): ModuleSignature {
    return s.map((it) => this.sigItem(it));
  }

  // Items are built field by field: a functor application substitutes every item of its
  // result (spreading items of five shapes at one site is slow).
  sigItem(it: SigItem): SigItem {
    switch (it.kind) {
      case "Value":
        return { kind: "Value", ident: it.ident, desc: this.valueDesc(it.desc) };
      case "Type":
        return { kind: "Type", ident: it.ident, decl: this.typeDecl(it.decl), rec: it.rec };
      case "TypeExt":
        return { kind: "TypeExt", ident: it.ident, ext: this.extension(it.ext), status: it.status };
      case "Module":
        return it.loc === undefined
          ? { kind: "Module", ident: it.ident, type: this.moduleType(it.type), rec: it.rec, alerts: it.alerts }
          : { kind: "Module", ident: it.ident, type: this.moduleType(it.type), rec: it.rec, loc: it.loc, alerts: it.alerts };
      case "ModType":
        return { kind: "ModType", ident: it.ident, type: it.type && this.moduleType(it.type), alerts: it.alerts };
    }
  }
}

/**
 * A class with its types substituted (those of a functor's body, given the functor's argument):
 * the substitution keeps type variables as they are, so the variables its types share stay shared.
 */
function substitutedClass(subst: Subst, c: ClassInfo): ClassInfo {
  if (subst.isEmpty()) return c;
  return { ...mapClassTypes(c, (t) => subst.type(t)), typePath: subst.path(c.typePath) };
}

/**
 * A class whose types are mapped by `f`, which must keep the variables they share shared (map a
 * node met twice to the same node, as a substitution or an expansion with one memo does).
 */
export function mapClassTypes(c: ClassInfo, f: (t: Type) => Type): ClassInfo {
  return {
    ...c,
    typeParams: c.typeParams.map(f),
    selfType: f(c.selfType),
    params: c.params.map((p) => ({ ...p, type: f(p.type) })),
    ivars: c.ivars.map((v) => ({ ...v, type: f(v.type) })),
    ...(c.pending !== undefined ? { pending: f(c.pending) } : {}),
    ...(c.printArgs !== undefined ? { printArgs: c.printArgs.map(f) } : {}),
  };
}

/**
 * A value description whose type is substituted when first read. Its `type` is a getter: a copy
 * made by spreading (`{ ...desc }`) must give `type` explicitly, as every copy in the typer does.
 */
class SubstitutedValue implements ValueDesc {
  private substituted: Type | undefined = undefined;
  readonly kind: ValueDesc["kind"];
  readonly loc: ValueDesc["loc"];
  readonly alerts: ValueDesc["alerts"];
  readonly class: ValueDesc["class"];
  constructor(
    private readonly subst: Subst,
    private readonly source: ValueDesc,
  ) {
    this.kind = source.kind;
    this.loc = source.loc;
    this.alerts = source.alerts;
    if (source.class !== undefined) this.class = substitutedClass(subst, source.class);
  }
  get type(): Type {
    return (this.substituted ??= this.subst.type(this.source.type));
  }
}
