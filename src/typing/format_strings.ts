// Typing of format strings (`Printf.printf "%d %s"`): a string literal expected to have type
// `(_, _, _, _, _, _) format6` is parsed for its conversions, and typed as OCaml types it:
// for "%d %s", `(int -> string -> 'f, 'b, 'c, 'e, 'e, 'f) format6`.
import { predefType } from "./predef.js";
import { getLevel, newTy, newVar } from "./unify.js";
import type { Type } from "./types.js";

export type FormatTypes = readonly [Type, Type, Type, Type, Type, Type];

export class FormatError extends Error {}

export function typeFormatString(fmt: string): FormatTypes {
  const b = newVar();
  const c = newVar();
  const e = newVar();
  const f = newVar();
  const args: Type[] = [];
  const invalid = (pos: number, why: string): FormatError =>
    new FormatError(`invalid format ${JSON.stringify(fmt)}: at character number ${pos}, ${why}`);
  const int = (): Type => predefType("int", [], getLevel());
  const prim = (n: "int" | "string" | "char" | "float" | "bool" | "int32" | "int64" | "nativeint"): Type => predefType(n, [], getLevel());
  let i = 0;
  while (i < fmt.length) {
    const ch = fmt[i]!;
    if (ch !== "%") {
      i++;
      continue;
    }
    const start = i;
    i++;
    if (i >= fmt.length) throw invalid(i, "unexpected end of format");
    // `%_d` (Scanf) reads and skips: no argument.
    let skip = false;
    if (fmt[i] === "_") {
      skip = true;
      i++;
    }
    while (i < fmt.length && "-0+ #".includes(fmt[i]!)) i++;
    if (i < fmt.length && fmt[i] === "*") {
      args.push(int());
      i++;
    } else while (i < fmt.length && /[0-9]/.test(fmt[i]!)) i++;
    if (i < fmt.length && fmt[i] === ".") {
      i++;
      if (i < fmt.length && fmt[i] === "*") {
        args.push(int());
        i++;
      } else while (i < fmt.length && /[0-9]/.test(fmt[i]!)) i++;
    }
    if (i >= fmt.length) throw invalid(i, "unexpected end of format");
    const conv = fmt[i]!;
    i++;
    const before = args.length;
    if (conv === "[") {
      // A Scanf character set `%[a-z]` reads a string (`]` first is part of the set).
      let j = i;
      if (fmt[j] === "^") j++;
      if (fmt[j] === "]") j++;
      while (j < fmt.length && fmt[j] !== "]") j++;
      if (j >= fmt.length) throw invalid(j, "unexpected end of format");
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
  let a = f;
  for (let k = args.length - 1; k >= 0; k--) a = newTy({ kind: "Arrow", label: { kind: "Nolabel" }, arg: args[k]!, result: a });
  return [a, b, c, e, e, f];
}
