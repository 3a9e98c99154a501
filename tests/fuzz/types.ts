// The OCaml types the program generator works with: base types, a few type constructors, and
// the records and variants a program declares (by name).

export type Ty =
  | { readonly k: "int" }
  | { readonly k: "bool" }
  | { readonly k: "float" }
  | { readonly k: "string" }
  | { readonly k: "unit" }
  | { readonly k: "list"; readonly e: Ty }
  | { readonly k: "option"; readonly e: Ty }
  | { readonly k: "array"; readonly e: Ty }
  | { readonly k: "ref"; readonly e: Ty }
  | { readonly k: "tuple"; readonly es: readonly Ty[] }
  | { readonly k: "named"; readonly name: string }
  | { readonly k: "fun"; readonly args: readonly Ty[]; readonly ret: Ty };

export const INT: Ty = { k: "int" };
export const BOOL: Ty = { k: "bool" };
export const FLOAT: Ty = { k: "float" };
export const STRING: Ty = { k: "string" };
export const UNIT: Ty = { k: "unit" };
export const list = (e: Ty): Ty => ({ k: "list", e });
export const option = (e: Ty): Ty => ({ k: "option", e });
export const array = (e: Ty): Ty => ({ k: "array", e });
export const ref = (e: Ty): Ty => ({ k: "ref", e });
export const tuple = (es: readonly Ty[]): Ty => ({ k: "tuple", es });
export const named = (name: string): Ty => ({ k: "named", name });
export const fun = (args: readonly Ty[], ret: Ty): Ty => ({ k: "fun", args, ret });

/** The type as OCaml writes it. */
export function showTy(t: Ty): string {
  switch (t.k) {
    case "int":
    case "bool":
    case "float":
    case "string":
    case "unit":
      return t.k;
    case "list":
    case "option":
    case "array":
    case "ref":
      return `${atomTy(t.e)} ${t.k}`;
    case "tuple":
      return t.es.map(atomTy).join(" * ");
    case "named":
      return t.name;
    case "fun":
      return [...t.args, t.ret].map(atomTy).join(" -> ");
    default: {
      const never: never = t;
      return never;
    }
  }
}

function atomTy(t: Ty): string {
  return t.k === "tuple" || t.k === "fun" ? `(${showTy(t)})` : showTy(t);
}

export function sameTy(a: Ty, b: Ty): boolean {
  return showTy(a) === showTy(b);
}

/** Whether values of the type may be compared structurally (no functions, no references to them). */
export function comparable(t: Ty, isComparableNamed: (name: string) => boolean): boolean {
  switch (t.k) {
    case "fun":
      return false;
    case "list":
    case "option":
    case "array":
    case "ref":
      return comparable(t.e, isComparableNamed);
    case "tuple":
      return t.es.every((e) => comparable(e, isComparableNamed));
    case "named":
      return isComparableNamed(t.name);
    case "int":
    case "bool":
    case "float":
    case "string":
    case "unit":
      return true;
    default: {
      const never: never = t;
      return never;
    }
  }
}
