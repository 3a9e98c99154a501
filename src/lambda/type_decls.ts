// The constructors of variant types, for the examples of warning 8 ("(Green|Blue)"), and which
// type constructors are nominal, for the GADT constructors those examples may leave out: from
// the type declarations of the unit being translated, the signatures of modules, and the
// predefined types.
import type { ConstructorDesc, Ident, ModuleSignature, Path, Type, TypeDecl } from "../typing/index.js";
import { idKey } from "./builders.js";
import type { ModuleScope } from "./module_layout.js";

export interface ConstructorInfo {
  readonly name: string;
  readonly arity: number;
  /** The declared result type of a GADT constructor. */
  readonly result?: Type;
}

const predefined: Record<string, readonly ConstructorInfo[]> = {
  bool: [
    { name: "false", arity: 0 },
    { name: "true", arity: 0 },
  ],
  unit: [{ name: "()", arity: 0 }],
  list: [
    { name: "[]", arity: 0 },
    { name: "::", arity: 2 },
  ],
  option: [
    { name: "None", arity: 0 },
    { name: "Some", arity: 1 },
  ],
};

function constructorsOfDecl(d: TypeDecl): readonly ConstructorInfo[] | undefined {
  if (d.kind.kind !== "Variant") return undefined;
  return d.kind.constructors.map((c) => ({ name: c.name, arity: c.args.kind === "Tuple" ? c.args.types.length : 1, ...(c.result ? { result: c.result } : {}) }));
}

export class TypeDecls {
  private readonly local = new Map<string, TypeDecl>();

  constructor(private readonly unitSignature: (unit: string) => ModuleSignature | undefined) {}

  addStructureTypes(decls: readonly { readonly ident: Ident; readonly decl: TypeDecl }[]): void {
    for (const d of decls) this.local.set(idKey(d.ident), d.decl);
  }

  private declOf(p: Path, scope: ModuleScope): TypeDecl | undefined {
    switch (p.kind) {
      case "Pident":
        return this.local.get(idKey(p.ident));
      case "Pdot": {
        const sig = p.prefix.kind === "Pident" && p.prefix.ident.global ? this.unitSignature(p.prefix.ident.name) : scope.signatureOfPath(p.prefix);
        if (!sig) return undefined;
        for (let i = sig.length - 1; i >= 0; i--) {
          const it = sig[i]!;
          if (it.kind === "Type" && it.ident.name === p.name) return it.decl;
        }
        return undefined;
      }
      case "Papply":
        return undefined;
    }
  }

  /**
   * Whether a type constructor is nominal: predefined, or declared as a variant, record or
   * extensible type (not an abbreviation, not abstract), so different from any other such.
   */
  isNominal(p: Path, scope: ModuleScope): boolean {
    if (p.kind === "Pident" && p.ident.stamp === 0 && !p.ident.global) return true;
    const d = this.declOf(p, scope);
    return d !== undefined && d.manifest === undefined && d.kind.kind !== "Abstract";
  }

  /** The constructors of the variant type at path `p`, when known. */
  constructorsOf(p: Path, scope: ModuleScope): readonly ConstructorInfo[] | undefined {
    if (p.kind === "Pident" && p.ident.stamp === 0 && !p.ident.global) return predefined[p.ident.name];
    const d = this.declOf(p, scope);
    return d ? constructorsOfDecl(d) : undefined;
  }
}
