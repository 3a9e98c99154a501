// JavaScript identifiers for IR names: the source-level stem of the name (`stemOf`), made a
// valid identifier, never a reserved word, and made unique in its scope with a `$n` suffix.
// Names are handed out in emission order, so the same input always gets the same names.
import { stemOf } from "../flambda/names.js";

const reserved = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally for " +
    "function if import in instanceof new null return super switch this throw true try typeof var void while with " +
    "yield let static implements interface package private protected public await arguments eval undefined NaN " +
    "Infinity Math BigInt Object Array String Number globalThis process require module exports " +
    // Globals the runtime and the emitted code use: a program-wide name must not shadow them.
    "Map Set WeakMap WeakSet Symbol Error RangeError TypeError SyntaxError ReferenceError JSON Date Promise " +
    "Reflect Proxy Function Boolean Uint8Array Int8Array Uint16Array Int16Array Uint32Array Int32Array " +
    "Float32Array Float64Array BigInt64Array BigUint64Array ArrayBuffer DataView TextEncoder TextDecoder " +
    "parseInt parseFloat isNaN isFinite console queueMicrotask setTimeout clearTimeout performance " +
    "Intl RegExp escape unescape encodeURIComponent decodeURIComponent"
  ).split(" "),
);

// Stems repeat (`x`, `env`, `k`, ...): their identifiers are remembered, up to a bound so that
// a long-lived compiler (the playground, tests) does not keep every stem it ever saw.
const identifiers = new Map<string, string>();
const maxRemembered = 50_000;

/** A valid identifier close to `stem`. */
export function identifierOf(stem: string): string {
  const known = identifiers.get(stem);
  if (known !== undefined) return known;
  let s = stem.replace(/'/g, "$").replace(/[^A-Za-z0-9_$]/g, "_");
  if (s === "" || /^[0-9]/.test(s)) s = "_" + s;
  if (reserved.has(s)) s += "$";
  if (identifiers.size >= maxRemembered) identifiers.clear();
  identifiers.set(stem, s);
  return s;
}

/** Unique identifiers in one scope, which also avoids the names of an enclosing scope. */
export class Namer {
  private readonly used = new Set<string>();
  private readonly counters = new Map<string, number>();

  constructor(private readonly outer?: Namer) {}

  private taken(s: string): boolean {
    for (let n: Namer | undefined = this; n !== undefined; n = n.outer) if (n.used.has(s)) return true;
    return false;
  }

  /** Marks a name as used without handing it out (runtime names, helpers). */
  reserve(s: string): void {
    this.used.add(s);
  }

  /** A fresh identifier for the IR name `name` (its stem) or for a made-up stem. */
  fresh(nameOrStem: string, isIrName = true): string {
    const base = identifierOf(isIrName ? stemOf(nameOrStem) : nameOrStem);
    if (!this.taken(base)) {
      this.used.add(base);
      return base;
    }
    let n = this.counters.get(base) ?? 1;
    while (this.taken(`${base}$${n}`)) n++;
    this.counters.set(base, n + 1);
    const s = `${base}$${n}`;
    this.used.add(s);
    return s;
  }
}
