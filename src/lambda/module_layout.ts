// The run-time layout of modules: a module is a block whose fields are, in signature order, its
// values (not its `external`s, which have no slot), its extension constructors (exceptions) and
// its sub-modules. This file finds the signature of a module path or a module type (through
// module type names and aliases), the position of a component, and whether two layouts agree.
import type { Ident, ModuleSignature, ModuleType, Path, SigItem } from "../typing/index.js";
import { idKey } from "./builders.js";

export type Namespace = "value" | "extension" | "module";

export function runtimeNamespace(it: SigItem): Namespace | undefined {
  switch (it.kind) {
    case "Value":
      // A class type has no value at run time (a class has its own).
      return it.desc.kind.kind === "Regular" && it.desc.class?.classType !== true ? "value" : undefined;
    case "TypeExt":
      return "extension";
    case "Module":
      return "module";
    default:
      return undefined;
  }
}

/**
 * What translation asks of a signature, computed once per signature (signatures are immutable,
 * and the library's are looked up at every use of one of their values): the items with a slot,
 * the slot of each name per namespace, and the items that declare modules or module types.
 */
interface Layout {
  readonly items: readonly SigItem[];
  readonly positions: ReadonlyMap<string, number>;
  readonly declarations: readonly SigItem[];
}

const layouts = new WeakMap<ModuleSignature, Layout>();

function layoutOf(sig: ModuleSignature): Layout {
  const known = layouts.get(sig);
  if (known !== undefined) return known;
  const items: SigItem[] = [];
  const positions = new Map<string, number>();
  const declarations: SigItem[] = [];
  for (const it of sig) {
    const ns = runtimeNamespace(it);
    if (ns !== undefined) {
      // The last one of a name wins.
      positions.set(`${ns} ${itemIdent(it).name}`, items.length);
      items.push(it);
    }
    if (it.kind === "ModType" || it.kind === "Module") declarations.push(it);
  }
  const layout: Layout = { items, positions, declarations };
  layouts.set(sig, layout);
  return layout;
}

/** The items of a signature that have a slot in the module block, in order. */
export function runtimeItems(sig: ModuleSignature): readonly SigItem[] {
  return layoutOf(sig).items;
}

function itemIdent(it: SigItem): Ident {
  return it.ident;
}

/** Signatures and module types known while translating a unit. */
export class ModuleScope {
  private readonly modules = new Map<string, ModuleType>();
  private readonly modtypes = new Map<string, ModuleType>();

  constructor(private readonly unitSignature: (unit: string) => ModuleSignature | undefined) {}

  addModule(id: Ident, type: ModuleType): void {
    this.modules.set(idKey(id), type);
  }

  /** Records the module types a signature declares (and those of its sub-signatures). */
  addSignature(sig: ModuleSignature): void {
    for (const it of layoutOf(sig).declarations) {
      if (it.kind === "ModType" && it.type) this.modtypes.set(idKey(it.ident), it.type);
      if (it.kind === "Module") this.modules.set(idKey(it.ident), it.type);
    }
  }

  /** The module type of a module path. */
  typeOfPath(p: Path): ModuleType | undefined {
    switch (p.kind) {
      case "Pident": {
        if (p.ident.global) {
          const s = this.unitSignature(p.ident.name);
          return s ? { kind: "Signature", items: s } : undefined;
        }
        return this.modules.get(idKey(p.ident));
      }
      case "Pdot": {
        const s = this.signatureOfPath(p.prefix);
        if (!s) return undefined;
        for (let i = s.length - 1; i >= 0; i--) {
          const it = s[i]!;
          if (it.kind === "Module" && it.ident.name === p.name) return it.type;
        }
        return undefined;
      }
      case "Papply": {
        const f = this.scrape(this.typeOfPath(p.functor));
        return f && f.kind === "Functor" ? f.result : undefined;
      }
    }
  }

  signatureOfPath(p: Path): ModuleSignature | undefined {
    const t = this.scrape(this.typeOfPath(p));
    return t && t.kind === "Signature" ? t.items : undefined;
  }

  /** A module type with names and aliases resolved at its head. */
  scrape(t: ModuleType | undefined): ModuleType | undefined {
    let cur = t;
    for (let fuel = 0; cur && fuel < 100; fuel++) {
      switch (cur.kind) {
        case "Signature":
        case "Functor":
          if (cur.kind === "Signature") this.addSignature(cur.items);
          return cur;
        case "Alias":
          cur = this.typeOfPath(cur.path);
          break;
        case "Ident":
          cur = this.modtypeOfPath(cur.path);
          break;
      }
    }
    return undefined;
  }

  signatureOf(t: ModuleType | undefined): ModuleSignature | undefined {
    const s = this.scrape(t);
    return s && s.kind === "Signature" ? s.items : undefined;
  }

  private modtypeOfPath(p: Path): ModuleType | undefined {
    switch (p.kind) {
      case "Pident":
        return this.modtypes.get(idKey(p.ident));
      case "Pdot": {
        const s = this.signatureOfPath(p.prefix);
        if (!s) return undefined;
        for (let i = s.length - 1; i >= 0; i--) {
          const it = s[i]!;
          if (it.kind === "ModType" && it.ident.name === p.name) return it.type;
        }
        return undefined;
      }
      case "Papply":
        return undefined;
    }
  }
}

/** The position of a component in a module block, by namespace and name (the last one wins). */
export function positionIn(sig: ModuleSignature, ns: Namespace, name: string): number | undefined {
  return layoutOf(sig).positions.get(`${ns} ${name}`);
}
