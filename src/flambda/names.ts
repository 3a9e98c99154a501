// The names of the Flambda IR. As in Flambda 2 there are six sorts: variables (bound by `let`,
// parameters), symbols (statically allocated values), continuations, code ids, function slots
// and value slots. Every name is unique in a compilation unit.
//
// A name is a branded string: cheap to compare, to hash (as a Map key) and to print, and the
// brand keeps the sorts apart in the type checker. The text is the source name (or a made-up
// stem) followed by `_` and a number unique in the unit, e.g. `x_12`, so dumps stay readable
// and the text form of the IR reads back to the same names.

declare const variableBrand: unique symbol;
declare const symbolBrand: unique symbol;
declare const continuationBrand: unique symbol;
declare const codeIdBrand: unique symbol;
declare const functionSlotBrand: unique symbol;
declare const valueSlotBrand: unique symbol;

export type Variable = string & { readonly [variableBrand]: true };
export type Symbol = string & { readonly [symbolBrand]: true };
export type Continuation = string & { readonly [continuationBrand]: true };
export type CodeId = string & { readonly [codeIdBrand]: true };
export type FunctionSlot = string & { readonly [functionSlotBrand]: true };
export type ValueSlot = string & { readonly [valueSlotBrand]: true };

/** Any name that can appear free in a term or in a type. */
export type Name = Variable | Symbol;

/**
 * Makes fresh names for one compilation unit. Names from different generators may clash, so a
 * unit uses one generator from CPS conversion to code generation (passes that read IR text
 * resume numbering past the largest number seen, via `reserve`).
 */
export class NameGenerator {
  private next = 0;

  /** Makes sure future names are numbered above `n`. */
  reserve(n: number): void {
    if (n >= this.next) this.next = n + 1;
  }

  /** The number the next fresh name gets (a unit stored and read back resumes from it). */
  get nextNumber(): number {
    return this.next;
  }

  private fresh(stem: string): string {
    const clean = sanitizeStem(stem);
    return `${clean}_${this.next++}`;
  }

  variable(stem = "v"): Variable {
    return this.fresh(stem) as Variable;
  }
  symbol(stem = "s"): Symbol {
    return this.fresh(stem) as Symbol;
  }
  continuation(stem = "k"): Continuation {
    return this.fresh(stem) as Continuation;
  }
  codeId(stem = "code"): CodeId {
    return this.fresh(stem) as CodeId;
  }
  functionSlot(stem = "f"): FunctionSlot {
    return this.fresh(stem) as FunctionSlot;
  }
  valueSlot(stem = "x"): ValueSlot {
    return this.fresh(stem) as ValueSlot;
  }
}

// Stems repeat (`k_return`, `my_closure`, a unit's prefix): each is cleaned once.
const cleanStems = new Map<string, string>();

/** Keeps a stem printable and parseable as an IR identifier: letters, digits, `_` and `'`. */
export function sanitizeStem(stem: string): string {
  let clean = cleanStems.get(stem);
  if (clean === undefined) {
    clean = cleanStem(stem);
    if (cleanStems.size < 100_000) cleanStems.set(stem, clean);
  }
  return clean;
}

function cleanStem(stem: string): string {
  // A trailing `_<digits>` would be confused with the unique suffix; keep it distinct. A stem
  // left starting with a digit (`_2`, an ocamlyacc action's argument, becomes `2`) gets a letter.
  const s = stem.replace(/[^A-Za-z0-9_']/g, "_").replace(/_(\d+)$/, "$1");
  return s === "" || /^[0-9']/.test(s) ? "v" + s : s;
}

/** The source-level part of a name (`x` for `x_12`), for readable JavaScript and reports. */
export function stemOf(name: string): string {
  const i = name.lastIndexOf("_");
  return i > 0 ? name.slice(0, i) : name;
}

/** The unique number of a name (`12` for `x_12`), or -1 when it has none. */
export function numberOf(name: string): number {
  const m = /_(\d+)$/.exec(name);
  return m ? Number(m[1]) : -1;
}
