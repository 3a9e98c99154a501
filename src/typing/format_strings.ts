// Typing of format strings (`Printf.printf "%d %s"`): a string literal expected to have type
// `(_, _, _, _, _, _) format6` is parsed for its conversions, and typed as OCaml types it:
// for "%d %s", `(int -> string -> 'f, 'b, 'c, 'e, 'e, 'f) format6`.
import { predefType } from "./predef.js";
import { getLevel, newTy, newVar } from "./unify.js";
import type { Path, Type } from "./types.js";

export type FormatTypes = readonly [Type, Type, Type, Type, Type, Type];

export class FormatError extends Error {}

const arrow = (arg: Type, result: Type): Type => newTy({ kind: "Arrow", label: { kind: "Nolabel" }, arg, result });

/** The type of a format string, `format6` being the path of the type `format6`. */
export function typeFormatString(fmt: string, format6: Path): FormatTypes {
  const b = newVar();
  const c = newVar();
  const e = newVar();
  const f = newVar();
  let a = f;
  const args = formatArguments(fmt, 0, fmt.length, fmt, b, c, format6);
  for (let k = args.length - 1; k >= 0; k--) a = arrow(args[k]!, a);
  return [a, b, c, e, e, f];
}

/**
 * Where the sub-format starting at `i` (after `%{` or `%(`) ends: the index of its closing
 * `%}` or `%)`, nested groups skipped.
 */
function subFormatEnd(fmt: string, i: number, close: string, invalid: (pos: number, why: string) => FormatError): number {
  let depth = 0;
  for (let j = i; j < fmt.length; j++) {
    if (fmt[j] !== "%") continue;
    const n = fmt[j + 1];
    if (n === "%") {
      j++;
      continue;
    }
    // Flags, width and precision may come between `%` and the letter.
    let k = j + 1;
    while (k < fmt.length && "-0+ #_*.0123456789".includes(fmt[k]!)) k++;
    const l = fmt[k];
    if (l === "(" || l === "{") depth++;
    else if (l === ")" || l === "}") {
      if (depth === 0) {
        if (l !== close) throw invalid(k, `unexpected end of format`);
        return j;
      }
      depth--;
    }
    j = k;
  }
  throw invalid(fmt.length, "unexpected end of format");
}

/** The types of the arguments the conversions of `fmt[from..to)` take, `%a` and `%t` printing to `b` and returning `c`. */
function formatArguments(fmt: string, from: number, to: number, whole: string, b: Type, c: Type, format6: Path): Type[] {
  const args: Type[] = [];
  const invalid = (pos: number, why: string): FormatError =>
    new FormatError(`invalid format ${JSON.stringify(whole)}: at character number ${pos}, ${why}`);
  const int = (): Type => predefType("int", [], getLevel());
  const prim = (n: "int" | "string" | "char" | "float" | "bool" | "int32" | "int64" | "nativeint"): Type => predefType(n, [], getLevel());
  let i = from;
  while (i < to) {
    const ch = fmt[i]!;
    if (ch !== "%") {
      i++;
      continue;
    }
    const start = i;
    i++;
    if (i >= to) throw invalid(i, "unexpected end of format");
    // `%_d` (Scanf) reads and skips: no argument.
    let skip = false;
    if (fmt[i] === "_") {
      skip = true;
      i++;
    }
    while (i < to && "-0+ #".includes(fmt[i]!)) i++;
    if (i < to && fmt[i] === "*") {
      args.push(int());
      i++;
    } else while (i < to && /[0-9]/.test(fmt[i]!)) i++;
    if (i < to && fmt[i] === ".") {
      i++;
      if (i < to && fmt[i] === "*") {
        args.push(int());
        i++;
      } else while (i < to && /[0-9]/.test(fmt[i]!)) i++;
    }
    if (i >= to) throw invalid(i, "unexpected end of format");
    const conv = fmt[i]!;
    i++;
    const before = args.length;
    if (conv === "[") {
      // A Scanf character set `%[a-z]` reads a string (`]` first is part of the set).
      let j = i;
      if (fmt[j] === "^") j++;
      if (fmt[j] === "]") j++;
      while (j < to && fmt[j] !== "]") j++;
      if (j >= to) throw invalid(j, "unexpected end of format");
      i = j + 1;
      if (!skip) args.push(prim("string"));
      continue;
    }
    switch (conv) {
      case "d":
      case "i":
      case "u":
      case "x":
      case "X":
      case "o":
        args.push(int());
        break;
      case "l":
      case "L":
      case "n":
      case "N": {
        const next = fmt[i];
        if (conv !== "N" && next !== undefined && "diuxXo".includes(next)) {
          i++;
          args.push(prim(conv === "l" ? "int32" : conv === "L" ? "int64" : "nativeint"));
        } else args.push(int());
        break;
      }
      case "s":
      case "S":
        args.push(prim("string"));
        break;
      case "c":
      case "C":
        args.push(prim("char"));
        break;
      case "f":
      case "F":
      case "e":
      case "E":
      case "g":
      case "G":
      case "h":
      case "H":
        args.push(prim("float"));
        break;
      case "b":
      case "B":
        args.push(prim("bool"));
        break;
      case "a": {
        const x = newVar();
        args.push(newTy({ kind: "Arrow", label: { kind: "Nolabel" }, arg: b, result: newTy({ kind: "Arrow", label: { kind: "Nolabel" }, arg: x, result: c }) }));
        args.push(x);
        break;
      }
      case "t":
        args.push(newTy({ kind: "Arrow", label: { kind: "Nolabel" }, arg: b, result: c }));
        break;
      case "{":
      case "(": {
        // `%{fmt%}` takes a format of fmt's type and prints its string; `%(fmt%)` takes such a
        // format, then the arguments of its conversions.
        const end = subFormatEnd(fmt, i, conv === "{" ? "}" : ")", invalid);
        const ib = newVar();
        const ic = newVar();
        const id = newVar();
        const il = newVar();
        let ia = il;
        const inner = formatArguments(fmt, i, end, whole, ib, ic, format6);
        for (let k = inner.length - 1; k >= 0; k--) ia = arrow(inner[k]!, ia);
        args.push(newTy({ kind: "Constr", path: format6, args: [ia, ib, ic, id, id, il] }));
        if (conv === "(") args.push(...formatArguments(fmt, i, end, whole, b, c, format6));
        i = end + 2;
        break;
      }
      case "%":
      case "!":
      case "@":
      case ",":
        break;
      default:
        throw invalid(i - 1, `invalid conversion ${JSON.stringify(fmt.slice(start, i))}`);
    }
    if (skip) args.length = before;
  }
  return args;
}
