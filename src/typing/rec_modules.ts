// What the translation needs to build a group of recursive modules (`module rec`) as OCaml does:
// the shape of each module's declared signature, from which a placeholder can be made before
// the module is evaluated (a function field calls the function once it is defined, a lazy field
// forces it, a class field is a class given the defined class's parts, a sub-module is a block
// of such fields), or the reason why no placeholder can be
// made ("unsafe": a field that is neither a function nor a lazy value, an extension constructor,
// a functor); and which modules of the group each definition names. The translation orders the
// definitions with these (src/lambda/rec_modules.ts).
import type { Location } from "../common/location.js";
import type { Env } from "./env.js";
import { isPredef } from "./predef.js";
import { moduleUses } from "./rec_check.js";
import type { TModuleExpr } from "./typed_tree.js";
import type { Ident, ModuleType } from "./types.js";
import { expandHead } from "./unify.js";

export type RecModuleShape =
  | { readonly kind: "Function" }
  | { readonly kind: "Lazy" }
  /** A class (its value: `[table; init; initializers; size; build]`). */
  | { readonly kind: "Class" }
  /** The shapes of the module's run-time fields, in order. */
  | { readonly kind: "Module"; readonly fields: readonly RecModuleShape[] };

export type UnsafeReason = "value" | "module" | "functor" | "extension";

export type RecModuleInit =
  | { readonly kind: "Safe"; readonly shape: RecModuleShape }
  | { readonly kind: "Unsafe"; readonly reason: UnsafeReason; readonly name: string; readonly loc: Location };

/** One module of a `module rec` group, as the translation needs it. */
export interface RecModuleInfo {
  readonly init: RecModuleInit;
  /** The modules of the group its definition names. */
  readonly uses: readonly Ident[];
}

class Unsafe {
  constructor(readonly reason: UnsafeReason, readonly name: string, readonly loc: Location) {}
}

function shapeOfModule(env: Env, name: string, loc: Location, mty: ModuleType): RecModuleShape {
  const s = env.scrape(mty);
  if (s === undefined || s.kind === "Ident" || s.kind === "Alias") throw new Unsafe("module", name, loc);
  if (s.kind === "Functor") throw new Unsafe("functor", name, loc);
  // The fields in order; like OCaml, which builds the list with `::` (evaluated right to left),
  // a sub-module is looked at after the items that follow it, so that the unsafe item reported
  // is the one OCaml reports.
  const fieldsFrom = (inner: Env, i: number): RecModuleShape[] => {
    const it = s.items[i];
    if (it === undefined) return [];
    switch (it.kind) {
      case "Value": {
        // A primitive or a class type has no run-time field; a class has one, made safely.
        if (it.desc.kind.kind !== "Regular" || it.desc.class?.classType === true) return fieldsFrom(inner, i + 1);
        if (it.desc.class !== undefined) return [{ kind: "Class" }, ...fieldsFrom(inner, i + 1)];
        const t = expandHead(inner, it.desc.type);
        let field: RecModuleShape;
        if (t.desc.kind === "Arrow") field = { kind: "Function" };
        else if (t.desc.kind === "Constr" && isPredef(t.desc.path, "lazy_t")) field = { kind: "Lazy" };
        else throw new Unsafe("value", it.ident.name, it.desc.loc);
        return [field, ...fieldsFrom(inner, i + 1)];
      }
      case "Type":
        return fieldsFrom(inner.addType(it.ident, it.decl), i + 1);
      case "TypeExt":
        throw new Unsafe("extension", it.ident.name, it.ext.loc);
      case "Module": {
        const rest = fieldsFrom(inner.addModule(it.ident, it.type), i + 1);
        return [shapeOfModule(inner, it.ident.name, it.loc ?? loc, it.type), ...rest];
      }
      case "ModType":
        return fieldsFrom(inner.addModtype(it.ident, it.type), i + 1);
    }
  };
  const fields = fieldsFrom(env, 0);
  return { kind: "Module", fields };
}

/** The placeholder a recursive module of declared type `mty` can have, or why it can have none. */
export function recModuleInit(env: Env, name: string, loc: Location, mty: ModuleType): RecModuleInit {
  try {
    return { kind: "Safe", shape: shapeOfModule(env, name, loc, mty) };
  } catch (e) {
    if (e instanceof Unsafe) return { kind: "Unsafe", reason: e.reason, name: e.name, loc: e.loc };
    throw e;
  }
}

/** What the translation needs of each module of a group: its placeholder and the modules its definition names. */
export function recModuleInfos(env: Env, group: readonly { readonly ident: Ident; readonly module: TModuleExpr; readonly declared: ModuleType; readonly loc: Location }[]): RecModuleInfo[] {
  const ids = group.map((g) => g.ident);
  return group.map((g) => ({ init: recModuleInit(env, g.ident.name, g.loc, g.declared), uses: moduleUses(g.module, ids) }));
}
