/**
 * OCaml's polymorphic comparison over the run-time representation: immediates before blocks,
 * then tags, then sizes, then fields left to right; floats with OCaml's NaN rules; strings and
 * bytes by bytes; int64s numerically; functions raise `Invalid_argument "compare: functional value"`.
 * Iterative, so that long lists do not overflow the JavaScript stack.
 */
import { caml_invalid_argument } from "./exceptions.js";
import { compareByteArrays } from "./strings.js";
import { fieldOf, heapSize, isBlock, isCustom, type Block, type CustomValue, type Heap, type Value } from "./values.js";

// Classes of values, ordered as OCaml orders them when their kinds differ.
const NUMBER = 1000; // immediates and floats: compared numerically
const STRING = 252;
const BYTES = 1252;
const INT64 = 1255;
const FUNCTION = 1247;
const CUSTOM = 1253;
const OTHER = 1001;

function classOf(v: Value): number {
  switch (typeof v) {
    case "number":
      return NUMBER;
    case "string":
      return STRING;
    case "bigint":
      return INT64;
    case "function":
      return FUNCTION;
    default:
      if (isBlock(v)) return v.t === 254 ? 0 : v.t;
      // An array is compared as a block of tag 0 (a float array too).
      if (Array.isArray(v)) return 0;
      if (v instanceof Uint8Array) return BYTES;
      if (isCustom(v)) return CUSTOM;
      return OTHER;
  }
}

/** Two numbers (immediates or floats) compared; 0 when equal, NaN when unordered and not `total`. */
function compareNumbers(a: number, b: number, total: boolean): number {
  if (a < b) return -1;
  if (a > b) return 1;
  if (a !== b) {
    if (!total) return NaN;
    if (a === a) return 1; // b is NaN: NaN is the smallest float
    if (b === b) return -1;
  }
  return 0;
}

/**
 * Compares two values. With `total` (for `compare`), NaN equals itself and is below every
 * other float; without it (for `=`, `<`, ...), a NaN makes the result unordered: NaN is returned.
 */
export function compareValues(a0: Value, b0: Value, total: boolean): number {
  // Two numbers, the usual case, need nothing more.
  if (typeof a0 === "number" && typeof b0 === "number") return compareNumbers(a0, b0, total);
  // Pending field comparisons, as frames of three slots: two blocks and the next field index
  // (made when first needed: blocks of immediates are decided without it).
  let stack: Value[] | null = null;
  let top = 0;
  let a = a0;
  let b = b0;
  for (;;) {
    if (typeof a === "number" && typeof b === "number") {
      // The common case first: immediates and floats.
      const r = compareNumbers(a, b, total);
      if (r !== 0) return r;
    } else if (isBlock(a) && isBlock(b) && a.t < 246 && b.t < 246) {
      // Ordinary blocks (the tags below the special ones): tag, then size, then fields.
      if (!(total && a === b)) {
        if (a.t !== b.t) return a.t < b.t ? -1 : 1;
        // Sizes, found as the first field one block lacks. The leading fields that are numbers
        // in both are compared on the way (each field is read once), so that blocks of
        // immediates, the usual keys, need no frame: the first of them that differs decides
        // once the sizes are known equal.
        let i = 0;
        let leading = 0;
        let decided = 0;
        for (;;) {
          const fa = fieldOf(a, i);
          const fb = fieldOf(b, i);
          const ha = fa !== undefined;
          if (ha !== (fb !== undefined)) return ha ? 1 : -1;
          if (!ha) break;
          if (leading === i && decided === 0) {
            if (typeof fa === "number" && typeof fb === "number") {
              decided = compareNumbers(fa, fb, total);
              if (decided === 0) leading++;
            }
          }
          i++;
        }
        if (decided !== 0) return decided;
        if (leading < i) {
          stack ??= [];
          stack[top] = a;
          stack[top + 1] = b;
          stack[top + 2] = leading;
          top += 3;
        }
      }
    } else if (!(total && a === b)) {
      const ca = classOf(a);
      if (ca === 250) {
        a = (a as Block)._0;
        continue;
      }
      const cb = classOf(b);
      if (cb === 250) {
        b = (b as Block)._0;
        continue;
      }
      if (ca !== cb) {
        if (ca === NUMBER) return -1;
        if (cb === NUMBER) return 1;
        return ca < cb ? -1 : 1;
      }
      switch (ca) {
        case STRING:
          if (a !== b) return (a as string) < (b as string) ? -1 : 1;
          break;
        case BYTES: {
          const r = compareByteArrays(a as Uint8Array, b as Uint8Array);
          if (r !== 0) return r;
          break;
        }
        case INT64:
          if ((a as bigint) !== (b as bigint)) return (a as bigint) < (b as bigint) ? -1 : 1;
          break;
        case CUSTOM: {
          const r = (a as CustomValue).camlCompare(b, total);
          if (r !== 0) return r;
          break;
        }
        case FUNCTION:
        case 247:
        case 249:
          return caml_invalid_argument("compare: functional value");
        case 248: {
          // Exception constructors (and objects): by their unique id.
          const x = (a as Block)._1 as number;
          const y = (b as Block)._1 as number;
          if (x !== y) return x < y ? -1 : 1;
          break;
        }
        case 251:
          return caml_invalid_argument("compare: abstract value");
        case OTHER:
          if (a !== b) return caml_invalid_argument("compare: abstract value");
          break;
        default: {
          const x = a as Heap;
          const y = b as Heap;
          const n = heapSize(x);
          const m = heapSize(y);
          if (n !== m) return n < m ? -1 : 1;
          if (n > 0) {
            stack ??= [];
            stack[top] = x;
            stack[top + 1] = y;
            stack[top + 2] = 0;
            top += 3;
          }
        }
      }
    }
    // Next pair of fields.
    if (top === 0 || stack === null) return 0;
    const x = stack[top - 3] as Heap;
    const y = stack[top - 2] as Heap;
    const i = stack[top - 1] as number;
    if (Array.isArray(x)) {
      if (i + 2 < x.length) stack[top - 1] = i + 1;
      else top -= 3;
      a = x[i + 1];
      b = (y as Value[])[i + 1];
    } else {
      a = fieldOf(x, i) as Value;
      b = fieldOf(y as Block, i) as Value;
      if (fieldOf(x, i + 1) !== undefined) stack[top - 1] = i + 1;
      else top -= 3;
    }
  }
}

export function caml_compare(a: Value, b: Value): number {
  return compareValues(a, b, true);
}
export function caml_equal(a: Value, b: Value): number {
  return compareValues(a, b, false) === 0 ? 1 : 0;
}
export function caml_notequal(a: Value, b: Value): number {
  return compareValues(a, b, false) === 0 ? 0 : 1;
}
export function caml_lessthan(a: Value, b: Value): number {
  return compareValues(a, b, false) < 0 ? 1 : 0;
}
export function caml_lessequal(a: Value, b: Value): number {
  return compareValues(a, b, false) <= 0 ? 1 : 0;
}
export function caml_greaterthan(a: Value, b: Value): number {
  return compareValues(a, b, false) > 0 ? 1 : 0;
}
export function caml_greaterequal(a: Value, b: Value): number {
  return compareValues(a, b, false) >= 0 ? 1 : 0;
}

/** `compare` specialised to floats: NaN equals itself and is below everything. */
export function caml_float_compare(x: number, y: number): number {
  if (x < y) return -1;
  if (x > y) return 1;
  if (x === y) return 0;
  if (x === x) return 1;
  if (y === y) return -1;
  return 0;
}

